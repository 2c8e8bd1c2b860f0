import { FILE_URL_BATCH_INTERVAL_MS, FILE_URL_BATCH_SIZE } from '@clinic/domain';
import type { FileUrl } from './endpoints/files/types';

export interface FileUrlResolverOptions {
  /** One `POST /files/get-urls` call. */
  getUrls(physicalFileIds: number[]): Promise<FileUrl[]>;
  /** A batch failed; its ids resolve to undefined and are asked for again next time (and an error toast shows). */
  onError?(error: unknown): void;
  /** Ids per request; default 10. */
  batchSize?: number;
  /** Least time between two requests; default 400 ms. */
  intervalMs?: number;
  /**
   * How long a resolved URL is reused; default 12 h. The API's download links live 24 h, so a screen left open
   * overnight asks again instead of showing broken images.
   */
  maxAgeMs?: number;
}

export interface FileUrlResolver {
  /**
   * The URL of a stored file. Ids are queued and sent in batches; a resolved id answers from the cache without
   * a request; an id of 0 or less (or none) is "no file" and resolves to undefined at once, as does an id the
   * server does not know.
   */
  resolve(physicalFileId: number | null | undefined): Promise<string | undefined>;
  /** The cached URL, synchronously, for a first render without a flash. */
  peek(physicalFileId: number | null | undefined): string | undefined;
  /** Caches a URL the app already has (an upload answer, say). */
  remember(physicalFileId: number, fileUrl: string): void;
  /** Forgets everything (at logout): pending callers get undefined, answers still on the way are dropped. */
  clear(): void;
}

interface Waiting {
  promise: Promise<string | undefined>;
  settle(url: string | undefined): void;
}

function waiting(): Waiting {
  let settle!: (url: string | undefined) => void;
  const promise = new Promise<string | undefined>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

const isFileId = (id: number | null | undefined): id is number =>
  typeof id === 'number' && Number.isFinite(id) && id > 0;

/**
 * File URLs (docs/product.md#files): ids queued, at most 10 per request, one request every 400 ms until the queue is
 * empty.
 */
export function createFileUrlResolver(options: FileUrlResolverOptions): FileUrlResolver {
  const batchSize = options.batchSize ?? FILE_URL_BATCH_SIZE;
  const intervalMs = options.intervalMs ?? FILE_URL_BATCH_INTERVAL_MS;
  const maxAgeMs = options.maxAgeMs ?? 12 * 60 * 60 * 1000;
  const cache = new Map<number, { url: string; at: number }>();
  const fresh = (id: number) => {
    const hit = cache.get(id);
    if (hit && Date.now() - hit.at < maxAgeMs) return hit.url;
    cache.delete(id);
    return undefined;
  };
  const pending = new Map<number, Waiting>();
  const queue: number[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let generation = 0;

  const settle = (id: number, url: string | undefined) => {
    pending.get(id)?.settle(url);
    pending.delete(id);
  };

  async function send(batch: number[], sentIn: number) {
    try {
      const urls = await options.getUrls(batch);
      if (sentIn !== generation) return;
      const byId = new Map(urls.map((u) => [Number(u.physicalFileId), u.fileUrl]));
      for (const id of batch) {
        const url = byId.get(id) || undefined;
        if (url) cache.set(id, { url, at: Date.now() });
        settle(id, url);
      }
    } catch (error) {
      if (sentIn !== generation) return;
      for (const id of batch) settle(id, undefined);
      options.onError?.(error);
    }
  }

  function schedule() {
    if (timer !== undefined || queue.length === 0) return;
    // The first id waits one macrotask so ids asked for in the same render go out together.
    const delay = Math.max(0, lastSentAt + intervalMs - Date.now());
    timer = setTimeout(flush, delay);
  }

  function flush() {
    timer = undefined;
    const batch = queue.splice(0, batchSize);
    if (batch.length === 0) return;
    lastSentAt = Date.now();
    void send(batch, generation);
    schedule();
  }

  return {
    resolve(id) {
      if (!isFileId(id)) return Promise.resolve(undefined);
      const cached = fresh(id);
      if (cached !== undefined) return Promise.resolve(cached);
      const already = pending.get(id);
      if (already) return already.promise;
      const entry = waiting();
      pending.set(id, entry);
      queue.push(id);
      schedule();
      return entry.promise;
    },
    peek: (id) => (isFileId(id) ? fresh(id) : undefined),
    remember(id, url) {
      if (!isFileId(id) || !url) return;
      cache.set(id, { url, at: Date.now() });
      settle(id, url);
      const queued = queue.indexOf(id);
      if (queued >= 0) queue.splice(queued, 1);
    },
    clear() {
      generation++;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      queue.length = 0;
      cache.clear();
      for (const id of [...pending.keys()]) settle(id, undefined);
    },
  };
}
