import { describe, expect, it, vi } from 'vitest';
import type { Http, RequestOptions } from '../http';
import { employeesClient } from './employees';

// Method, path and body are the contract's (apps/api/src/contracts.test.ts); here only what the client adds.

function stubHttp() {
  const request = vi.fn(async (_path: string, _options?: RequestOptions) => ({
    pageData: [],
    paging: { totalItem: 0, pageSize: 100, pageNumber: 1 },
  }));
  return { http: { request } as unknown as Http, request };
}

describe('employeesClient', () => {
  it('sends the list query like the resource lists: no blank keyword, the keyword trimmed, enabled as text', async () => {
    const { http, request } = stubHttp();
    const client = employeesClient(http);
    await client.list({ pageSize: 50, pageNumber: 1, keyword: ' ' });
    await client.list({ pageSize: 50, pageNumber: 2, keyword: ' An ', enabled: false, sortBy: 'createdAt' });
    await client.all({ enabled: true });
    expect(request.mock.calls.map(([, options]) => options?.query)).toEqual([
      { pageSize: 50, pageNumber: 1 },
      { pageSize: 50, pageNumber: 2, keyword: 'An', enabled: 'false', sortBy: 'createdAt' },
      { pageSize: 100, pageNumber: 1, enabled: 'true' },
    ]);
  });
});
