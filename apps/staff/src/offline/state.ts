import { signal } from '@preact/signals-react';
import type { OfflineDb } from './db';
import type { QueuedKind } from './routes';

/** A write waiting in the outbox, or one the server refused on replay (a conflict), as the banner lists it. */
export interface OutboxView {
  seq: number;
  what: QueuedKind;
  createdAt: number;
  /** The content as it was meant to be saved, shown (and copied) so nothing is silently lost. */
  content: string;
  /** The server's refusal, for a conflict. */
  error?: string;
}

/**
 * The connection as the offline layer sees it: single values written by the fetch wrapper, the runner and the
 * database's events, read by the shell's banner (which calls `useSignals()`). Small and static (no Dexie here,
 * only its type): the banner and the staff client's fetch read them before the cache module has loaded. What waits
 * in the outbox is not kept here: the banner reads the outbox table itself (`useLiveQuery`, OutboxNotices.tsx).
 */
export const offlineState = {
  /** False after the browser said offline or a call got no answer; true again on the next answer. */
  online: signal(true),
  /** When the cache last took in fresh data from the server (ms), null when it holds nothing yet. */
  savedAt: signal<number | null>(null),
  /** The outbox is being sent. */
  sending: signal(false),
  /** Back online a moment ago: the banner says so briefly. */
  reconnected: signal(false),
  /** Another tab opened a newer version of the cache: this one closed it and asks for a reload. */
  needsReload: signal(false),
  /** The signed-in user's open cache, whose outbox the banner lists; undefined signed out or without IndexedDB. */
  cache: signal<OfflineDb | undefined>(undefined),
};

/** Offline as the write gate decides it: the browser says so, or the last call got no answer. */
export function isOffline(): boolean {
  return !offlineState.online.value || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/** Back to the values of a fresh import: the tests share a worker's modules (test-setup.ts). */
export function resetOfflineState(): void {
  offlineState.online.value = true;
  offlineState.savedAt.value = null;
  offlineState.sending.value = false;
  offlineState.reconnected.value = false;
  offlineState.needsReload.value = false;
  offlineState.cache.value = undefined;
}
