import { describe, expect, it, vi } from 'vitest';
import type { Http } from './endpoints/http';
import { rolesClient, userGroupsClient } from './resources';

/** An Http that records each call and answers its path. */
function stubHttp() {
  const request = vi.fn(async (path: string) => ({ path }));
  return { http: { request } as unknown as Http, request };
}

describe('issue D clients', () => {
  it('roles and user groups follow the generic resource paths', async () => {
    const { http, request } = stubHttp();
    await rolesClient(http).setEnabled(3, false);
    await userGroupsClient(http).list({ pageSize: 50, pageNumber: 1, keyword: ' ' });
    expect(request).toHaveBeenNthCalledWith(1, '/roles/3/set-enabled', {
      method: 'PUT',
      body: { enabled: false },
    });
    expect(request).toHaveBeenNthCalledWith(2, '/user-groups', {
      method: 'GET',
      query: { pageSize: 50, pageNumber: 1 },
    });
  });
});
