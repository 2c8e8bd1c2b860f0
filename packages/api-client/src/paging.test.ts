import { FETCH_ALL_PAGE_SIZE } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, createMemoryTokenStore, fetchAll } from './index';
import { type FakeApi, startFakeApi } from './test-support/fake-api';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

describe('fetchAll', () => {
  it('walks pages of 100 until the total is reached: 250 activity logs take 3 calls', async () => {
    const client = createApiClient({
      baseURL: api.baseURL,
      tokens: createMemoryTokenStore({ accessToken: 'access-1', refreshToken: 'refresh-1' }),
    });
    const pages: { pageSize: number; pageNumber: number }[] = [];
    const logs = await fetchAll((query) => {
      pages.push(query);
      return client.reports.activityLogs(query, { entityTypes: [2] });
    });
    expect(FETCH_ALL_PAGE_SIZE).toBe(100);
    expect(pages).toEqual([
      { pageSize: 100, pageNumber: 1 },
      { pageSize: 100, pageNumber: 2 },
      { pageSize: 100, pageNumber: 3 },
    ]);
    expect(api.requestsTo('/reports/activity-logs')).toHaveLength(3);
    expect(logs.map((l) => l.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(logs[0]).toMatchObject({ filter: { entityTypes: [2] } });
  });

  it('stops at one call for a short list, and at an empty page if the list shrank meanwhile', async () => {
    expect(
      await fetchAll(async () => ({
        pageData: [1, 2],
        paging: { totalItem: 2, pageSize: 100, pageNumber: 1 },
      })),
    ).toEqual([1, 2]);
    let calls = 0;
    const shrinking = await fetchAll(async ({ pageNumber }) => {
      calls++;
      const pageData = pageNumber === 1 ? Array.from({ length: 100 }, (_, i) => i) : [];
      return { pageData, paging: { totalItem: 150, pageSize: 100, pageNumber } };
    });
    expect(shrinking).toHaveLength(100);
    expect(calls).toBe(2);
  });
});
