import { CACHE_FRESH_MS, CACHE_KEEP_MS, QUERY_RETRIES, RETRY_BACKOFF_CAP_MS } from '@clinic/domain';
import { QueryClient } from '@tanstack/react-query';

/**
 * Server data is fresh for 4 hours and kept for 5; queries retry 3 times with a backoff capped at 30 s; mutations
 * never retry (a retried payment or booking could happen twice). Realtime events invalidate what they change, so long
 * freshness does not mean stale screens.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_FRESH_MS,
        gcTime: CACHE_KEEP_MS,
        retry: (failureCount, error) => failureCount < QUERY_RETRIES && !isClientError(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, RETRY_BACKOFF_CAP_MS),
        refetchOnWindowFocus: false,
        // Run even when the browser says offline: the staff client's fetch answers kept reads from the offline
        // cache (offline/), where the default mode would pause the query with a spinner.
        networkMode: 'always',
      },
      // A write offline is queued or refused by the client at once (offline/routes.ts), never paused unseen.
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}

/** A 4xx will fail the same way again: no point retrying it. */
function isClientError(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** The staff app's one query cache (cleared at sign-out, so one user's data never shows to the next). */
export const queryClient = createQueryClient();
