import { useEffect, useState } from 'react';

export type ApiHealth = 'checking' | 'ok' | 'down';

export interface UseApiHealthOptions {
  /** Health endpoint; answers `{ data: { status: 'ok' } }` when the API is up. */
  url?: string;
  /** Re-check this often (ms); 0 checks once. */
  intervalMs?: number;
  fetcher?: typeof fetch;
}

/** True when the endpoint answers 2xx with `{ data: { status: 'ok' } }`. */
export async function checkApiHealth(
  url = '/api/health',
  fetcher: typeof fetch = fetch,
  signal?: AbortSignal,
) {
  try {
    const response = await fetcher(url, { headers: { accept: 'application/json' }, signal });
    if (!response.ok) return false;
    const body = (await response.json()) as { data?: { status?: unknown } } | null;
    return body?.data?.status === 'ok';
  } catch {
    return false;
  }
}

/** Polls the API health endpoint; checks again when the browser comes back online. */
export function useApiHealth({
  url = '/api/health',
  intervalMs = 30_000,
  fetcher,
}: UseApiHealthOptions = {}) {
  const [health, setHealth] = useState<ApiHealth>('checking');

  useEffect(() => {
    const controller = new AbortController();
    const run = async () => {
      const ok = await checkApiHealth(url, fetcher ?? fetch, controller.signal);
      if (!controller.signal.aborted) setHealth(ok ? 'ok' : 'down');
    };
    void run();
    const timer = intervalMs > 0 ? setInterval(run, intervalMs) : undefined;
    const onOffline = () => setHealth('down');
    window.addEventListener('online', run);
    window.addEventListener('offline', onOffline);
    return () => {
      controller.abort();
      if (timer) clearInterval(timer);
      window.removeEventListener('online', run);
      window.removeEventListener('offline', onOffline);
    };
  }, [url, intervalMs, fetcher]);

  return health;
}
