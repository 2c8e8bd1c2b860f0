import { proxy } from 'valtio';
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
 * The connection as the offline layer sees it. Small and static (no Dexie here): the shell's banner and the
 * staff client's fetch read it before the cache module has loaded.
 */
export const offlineState = proxy({
  /** False after the browser said offline or a call got no answer; true again on the next answer. */
  online: true,
  /** When the cache last took in fresh data from the server (ms), null when it holds nothing yet. */
  savedAt: null as number | null,
  pending: [] as OutboxView[],
  conflicts: [] as OutboxView[],
  /** The outbox is being sent. */
  sending: false,
  /** Back online a moment ago: the banner says so briefly. */
  reconnected: false,
  /** Another tab opened a newer version of the cache: this one closed it and asks for a reload. */
  needsReload: false,
});

/** Offline as the write gate decides it: the browser says so, or the last call got no answer. */
export function isOffline(): boolean {
  return !offlineState.online || (typeof navigator !== 'undefined' && navigator.onLine === false);
}
