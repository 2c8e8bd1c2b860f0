import { ApiError, errorDisplayText } from '@clinic/api-client';
import { i18n } from '@clinic/i18n';
import type { QueryClient } from '@tanstack/react-query';
import type { KeptRequest, OutboxItem } from './db';
import { loadCache, offlineEvents } from './offlineFetch';
import { offlineState } from './state';

// Starts and stops the offline layer with the session, and sends the outbox when the connection returns.

/** Sends one outbox item with its key (the app's API client, which refreshes the token if needed). */
export type SendQueued = (item: OutboxItem) => Promise<void>;
/** Makes a kept read again through the app's client (its answer is kept again on the way, offlineFetch.ts). */
export type ReadAgain = (request: KeptRequest) => Promise<void>;

/** The queue's kept answers this recent are read again after an appointment changes; older days are left. */
const QUEUE_KEPT_FRESH_MS = 24 * 3600 * 1000;
/** Events come in bursts (a check-in moves one row, then the queue number): one read-again after the last. */
const QUEUE_REFRESH_DELAY_MS = 1500;

const RETRY_FIRST_MS = 2000;
const RETRY_CAP_MS = 30_000;
const RECONNECTED_SHOWN_MS = 4000;

let send: SendQueued | undefined;
let readAgain: ReadAgain | undefined;
let queueRefreshTimer: ReturnType<typeof setTimeout> | undefined;
let queryClient: QueryClient | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let reconnectedTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
let flushing: Promise<void> | undefined;
let listening = false;
let persistAsked = false;

/** No answer, or the server down (5xx): try later. Anything else the server refused: a conflict to show. */
function failureOf(error: unknown) {
  if (error instanceof ApiError && error.status !== 0 && error.status < 500)
    return { kind: 'refused' as const, message: errorDisplayText(error, i18n.getLanguage()) };
  return { kind: 'network' as const };
}

/** Sends what waits in the outbox, in order; on no answer tries again later (2 s, 4 s, … at most 30 s). */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    const cache = await loadCache();
    const db = cache.currentCache();
    if (!db || !send) return;
    offlineState.sending.value = true;
    let waiting: number;
    try {
      const sent = await cache.replayOutbox(db, send, failureOf);
      if (sent > 0) void queryClient?.invalidateQueries();
      waiting = await cache.waitingCount(db);
    } catch (error) {
      // Signing out closes the cache under a running flush: what waits stays in that user's outbox for their
      // next sign-in, and no one is left to tell.
      if ((error as { name?: unknown } | null)?.name === 'DatabaseClosedError') return;
      throw error;
    } finally {
      offlineState.sending.value = false;
    }
    clearTimeout(retryTimer);
    if (waiting === 0) {
      failures = 0;
      return;
    }
    retryTimer = setTimeout(() => void flushOutbox(), Math.min(RETRY_FIRST_MS * 2 ** failures, RETRY_CAP_MS));
    failures += 1;
  })().finally(() => {
    flushing = undefined;
  });
  return flushing;
}

function onReconnected() {
  offlineState.reconnected.value = true;
  clearTimeout(reconnectedTimer);
  reconnectedTimer = setTimeout(() => {
    offlineState.reconnected.value = false;
  }, RECONNECTED_SHOWN_MS);
  failures = 0;
  void flushOutbox();
  // Screens whose reads failed meanwhile read again (the cached answers they show may be old).
  void queryClient?.refetchQueries({ type: 'active' });
}

const onOnline = () => void flushOutbox();
const onOffline = () => {
  offlineState.online.value = false;
};

/**
 * After sign-in: opens the user's cache, asks the browser once to keep it (persistent storage, so it is not
 * evicted under storage pressure while the clinic works offline), and sends anything left from a previous session.
 */
export async function startOffline(options: {
  user: { id: number; clinicId: number };
  send: SendQueued;
  readAgain: ReadAgain;
  queryClient: QueryClient;
}): Promise<void> {
  send = options.send;
  readAgain = options.readAgain;
  queryClient = options.queryClient;
  offlineEvents.reconnected = onReconnected;
  if (!listening && typeof window !== 'undefined') {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    listening = true;
  }
  if (typeof indexedDB === 'undefined') return;
  const cache = await loadCache();
  cache.openCache(options.user.clinicId, options.user.id);
  if (!persistAsked && typeof navigator !== 'undefined' && navigator.storage?.persist) {
    persistAsked = true;
    void navigator.storage.persist().catch(() => false);
  }
  void flushOutbox();
}

/** Sign-out: this user's cache and outbox are deleted (the next user of this device must not see them). */
export async function stopOffline(user?: { id: number; clinicId: number }): Promise<void> {
  clearTimeout(retryTimer);
  clearTimeout(queueRefreshTimer);
  send = undefined;
  readAgain = undefined;
  offlineState.online.value = true;
  if (typeof indexedDB === 'undefined') return;
  const cache = await loadCache();
  await cache.deleteCache(user?.clinicId, user?.id);
}

/**
 * An appointment changed (a realtime event). The queue screen merges the event into what it shows without a read,
 * so the kept copy would fall behind: the queue's kept reads of today are made again, once the burst is over, so the
 * queue opened offline later is the one the clinic last saw.
 */
export function refreshKeptQueue(): void {
  if (!readAgain || !offlineState.online.value) return;
  clearTimeout(queueRefreshTimer);
  queueRefreshTimer = setTimeout(async () => {
    const cache = await loadCache();
    const db = cache.currentCache();
    if (!db || !readAgain) return;
    const calls = await cache.keptQueueCalls(db, Date.now(), QUEUE_KEPT_FRESH_MS).catch(() => []);
    // One at a time: the clinic's queue reads are few (one per filter used today).
    for (const call of calls) await readAgain(call).catch(() => undefined);
  }, QUEUE_REFRESH_DELAY_MS);
}

/** The banner's "discard" on a conflict the user has read or copied. */
export async function discardConflict(seq: number): Promise<void> {
  const cache = await loadCache();
  const db = cache.currentCache();
  if (db) await cache.discard(db, seq);
}
