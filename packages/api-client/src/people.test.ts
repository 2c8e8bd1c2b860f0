import { describe, expect, it, vi } from 'vitest';
import type { Http } from './endpoints/http';
import { employeesClient, rolesClient, userGroupsClient } from './resources';

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

  it('employees: invite, re-invite, change password and a bodiless delete', async () => {
    const { http, request } = stubHttp();
    const client = employeesClient(http);
    const body = { emails: 'a@x.vn, b@y.vn', roleId: 4, groupIds: [1], skills: [3 as const] };
    await client.invite(body, { screenId: 6 });
    await client.reInvite(7);
    await client.changePassword(7, 'Secret123');
    await client.remove(7);
    expect(request.mock.calls).toEqual([
      ['/employees/invite', { screenId: 6, method: 'POST', body }],
      ['/employees/7/re-invite', { method: 'PUT' }],
      ['/employees/7/change-password', { method: 'POST', body: { password: 'Secret123' } }],
      ['/employees/7', { method: 'DELETE' }],
    ]);
  });
});
