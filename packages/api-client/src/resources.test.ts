import { describe, expect, it, vi } from 'vitest';
import type { Http } from './endpoints/http';
import { propertiesEndpoints } from './endpoints/records/records';
import { namedResourceClient } from './resources';

// The client logic of the set-up resources: what the query string carries and how `all` pages. Their methods,
// paths and schemas are apps/api's contract test's (contracts.test.ts).

/** An Http that records each call and answers `page(path, options)`. */
function stubHttp(page: (options: { query?: Record<string, unknown> }) => unknown = () => ({})) {
  const request = vi.fn(async (_path: string, options: { query?: Record<string, unknown> } = {}) =>
    page(options),
  );
  return { http: { request } as unknown as Http, request };
}

describe('resource lists', () => {
  it('leave out a blank keyword and unset values, and trim the keyword', async () => {
    const { http, request } = stubHttp();
    const specialties = namedResourceClient(http, 'specialties');
    await specialties.list({ pageSize: 50, pageNumber: 1, keyword: '  ', sortBy: 'name', enabled: true });
    await specialties.list({ pageSize: 50, pageNumber: 1, keyword: ' nhi ', sortDirection: undefined });
    expect(request.mock.calls.map(([path, options]) => [path, options?.query])).toEqual([
      ['/specialties', { pageSize: 50, pageNumber: 1, sortBy: 'name', enabled: true }],
      ['/specialties', { pageSize: 50, pageNumber: 1, keyword: 'nhi' }],
    ]);
  });

  it('all() walks pages of 100 until the total has come', async () => {
    const { http, request } = stubHttp(({ query }) => {
      const pageNumber = Number(query?.pageNumber);
      const count = pageNumber < 3 ? 100 : 30;
      return {
        pageData: Array.from({ length: count }, (_, i) => ({ id: (pageNumber - 1) * 100 + i + 1 })),
        paging: { totalItem: 230, pageSize: 100, pageNumber },
      };
    });
    const all = await namedResourceClient(http, 'specialties').all({ enabled: true }, { screenId: 3 });
    expect(all).toHaveLength(230);
    expect(request.mock.calls.map(([, options]) => options?.query)).toEqual([
      { enabled: true, pageSize: 100, pageNumber: 1 },
      { enabled: true, pageSize: 100, pageNumber: 2 },
      { enabled: true, pageSize: 100, pageNumber: 3 },
    ]);
  });

  it('properties: the search leaves out a blank keyword and trims a given one', async () => {
    const { http, request } = stubHttp();
    const properties = propertiesEndpoints(http);
    await properties.search({ pageSize: 50, pageNumber: 2, entityTypeId: 2, keyword: ' nhom mau ' });
    await properties.search({ pageSize: 50, pageNumber: 1, keyword: '  ', sortBy: 'name' });
    expect(request.mock.calls.map(([path, options]) => [path, options?.query])).toEqual([
      ['/properties/search', { pageSize: 50, pageNumber: 2, entityTypeId: 2, keyword: 'nhom mau' }],
      ['/properties/search', { pageSize: 50, pageNumber: 1, sortBy: 'name' }],
    ]);
  });
});
