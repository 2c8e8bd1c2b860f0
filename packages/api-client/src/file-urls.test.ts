import { FILE_URL_BATCH_INTERVAL_MS } from '@clinic/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient,
  createFileUrlResolver,
  createMemoryTokenStore,
  errorDisplayText,
} from './index';
import { type FakeApi, startFakeApi } from './test-support/fake-api';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(() => api.close());

const client = (onFileUrlError?: (error: unknown) => void) =>
  createApiClient({
    baseURL: api.baseURL,
    tokens: createMemoryTokenStore({ accessToken: 'access-1', refreshToken: 'refresh-1' }),
    getLanguage: () => 'en',
    ...(onFileUrlError ? { onFileUrlError } : {}),
  });
const url = (id: number) => `https://files.example/${id}.png`;

describe('file URL resolver', () => {
  it('sends 23 queued ids as 3 requests of at most 10 and resolves each id', async () => {
    const c = client();
    const ids = Array.from({ length: 23 }, (_, i) => i + 1);
    const urls = await Promise.all(ids.map((id) => c.resolveFileUrl(id)));

    expect(urls).toEqual(ids.map(url));
    expect(api.state.fileBatches.map((b) => b.ids)).toEqual([
      ids.slice(0, 10),
      ids.slice(10, 20),
      ids.slice(20),
    ]);
  });

  it('waits 400 ms between batches (fake clock: no wall-clock timing in unit tests)', async () => {
    vi.useFakeTimers();
    try {
      const sent: number[][] = [];
      const resolver = createFileUrlResolver({
        getUrls: async (ids) => {
          sent.push(ids);
          return ids.map((physicalFileId) => ({ physicalFileId, fileUrl: url(physicalFileId) }));
        },
      });
      const all = Promise.all(Array.from({ length: 23 }, (_, i) => resolver.resolve(i + 1)));
      await vi.advanceTimersByTimeAsync(0);
      expect(sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(FILE_URL_BATCH_INTERVAL_MS - 1);
      expect(sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sent).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(FILE_URL_BATCH_INTERVAL_MS);
      expect(sent.map((batch) => batch.length)).toEqual([10, 10, 3]);
      expect(await all).toHaveLength(23);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a resolved id from its cache, and asks once for an id requested twice', async () => {
    const c = client();
    const [first, twice] = await Promise.all([c.resolveFileUrl(5), c.resolveFileUrl(5)]);
    expect([first, twice]).toEqual([url(5), url(5)]);
    expect(api.state.fileBatches.map((b) => b.ids)).toEqual([[5]]);

    expect(await c.resolveFileUrl(5)).toBe(url(5));
    expect(c.fileUrls.peek(5)).toBe(url(5));
    expect(api.state.fileBatches).toHaveLength(1);
  });

  it('asks again for a URL older than its maximum age (download links expire on the server)', async () => {
    vi.useFakeTimers();
    try {
      let served = 0;
      const resolver = createFileUrlResolver({
        maxAgeMs: 60_000,
        getUrls: async (ids) =>
          ids.map((physicalFileId) => ({ physicalFileId, fileUrl: `${url(physicalFileId)}?v=${++served}` })),
      });
      const first = resolver.resolve(9);
      await vi.advanceTimersByTimeAsync(0);
      expect(await first).toBe(`${url(9)}?v=1`);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(resolver.peek(9)).toBe(`${url(9)}?v=1`);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(resolver.peek(9)).toBeUndefined();
      const again = resolver.resolve(9);
      await vi.advanceTimersByTimeAsync(FILE_URL_BATCH_INTERVAL_MS);
      expect(await again).toBe(`${url(9)}?v=2`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores ids of 0 or less (no file) without a request', async () => {
    const c = client();
    expect(await c.resolveFileUrl(0)).toBeUndefined();
    expect(await c.resolveFileUrl(-1)).toBeUndefined();
    expect(await c.resolveFileUrl(null)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 50));
    expect(api.state.fileBatches).toHaveLength(0);
  });

  it('an id the server does not know resolves to undefined and is not cached', async () => {
    const c = client();
    expect(await Promise.all([c.resolveFileUrl(404), c.resolveFileUrl(7)])).toEqual([undefined, url(7)]);
    expect(c.fileUrls.peek(404)).toBeUndefined();
  });

  it('reports a failing batch through onError; its ids give undefined and are asked for again later', async () => {
    const onError = vi.fn();
    const c = client(onError);
    api.state.failFileBatchesWith = 404;
    expect(await Promise.all([c.resolveFileUrl(1), c.resolveFileUrl(2)])).toEqual([undefined, undefined]);
    expect(onError).toHaveBeenCalledOnce();
    const error = onError.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(ApiError);
    expect(errorDisplayText(error, 'en')).toBe('File not found');

    api.state.failFileBatchesWith = undefined;
    expect(await c.resolveFileUrl(1)).toBe(url(1));
    expect(api.state.fileBatches.map((b) => b.ids)).toEqual([[1, 2], [1]]);
  });

  it('clear() forgets the cache and answers pending ids with undefined (logout)', async () => {
    const c = client();
    expect(await c.resolveFileUrl(3)).toBe(url(3));
    const pending = c.resolveFileUrl(4);
    c.fileUrls.clear();
    expect(await pending).toBeUndefined();
    expect(c.fileUrls.peek(3)).toBeUndefined();
    c.fileUrls.remember(9, 'https://files.example/uploaded.png');
    expect(await c.resolveFileUrl(9)).toBe('https://files.example/uploaded.png');
  });
});
