import { i18n } from '@clinic/i18n';
import { authState } from '../state/auth';
import type { KeptRequest, OutboxItem } from './db';
import { type CallRule, type QueuedKind, type RefusedKind, readKey, ruleOf } from './routes';
import { isOffline, offlineState } from './state';

// The staff client's fetch: the one place where the offline rules apply (routes.ts says which call is what).
// - a kept read is mirrored into the cache when the server answers, and answered from it when it cannot;
// - a result or check-in sheet carries an Idempotency-Key and, with no connection, waits in the outbox;
// - any other write is refused before it leaves, with a message that says why (money and stock never offline).
// Screens and query hooks stay as they are: they see an answer, or an error with a clear text.

type Cache = typeof import('./cache');
let loading: Promise<Cache> | undefined;
/** Dexie loads with the first call after sign-in, never in the sign-in screen's bundle. */
export const loadCache = (): Promise<Cache> => {
  loading ??= import('./cache');
  return loading;
};

async function userCache() {
  const user = authState.userData;
  if (!user || typeof indexedDB === 'undefined') return undefined;
  const cache = await loadCache();
  return { cache, db: cache.openCache(user.clinicId, user.id) };
}

/** Marks a call the outbox replays itself: it goes straight to the network, never back into the outbox. */
export const REPLAY_HEADER = 'x-outbox-replay';
const API_PREFIX = '/api';

/** The code of the answers made here (not the server's): errorDisplayText shows their message. */
export const OFFLINE_REFUSED = 'OFFLINE_REFUSED';
export const OFFLINE_QUEUED = 'OFFLINE_QUEUED';

function errorAnswer(code: string, message: string): Response {
  return new Response(JSON.stringify({ code, message, messages: [{ code, value: message }] }), {
    status: 503,
    headers: { 'content-type': 'application/json' },
  });
}

export const refusalText = (why: RefusedKind) => i18n.t(`offline.refused.${why}`);
export const queuedText = (what: QueuedKind) =>
  i18n.t('offline.queued', { what: i18n.t(`offline.what.${what}`) });

/** Hooks the rest of the app sets: what to do when the connection comes back. */
export const offlineEvents = { reconnected: () => {} };

function noteAnswer() {
  if (offlineState.online.value) return;
  offlineState.online.value = true;
  offlineEvents.reconnected();
}

function noteNoAnswer() {
  offlineState.online.value = false;
}

interface Described {
  method: string;
  path: string;
  query: URLSearchParams;
  pathAndQuery: string;
  body: string | undefined;
}

function describe(input: RequestInfo | URL, init: RequestInit): Described | undefined {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href, typeof location === 'undefined' ? 'http://localhost' : location.href);
  if (!url.pathname.startsWith(`${API_PREFIX}/`)) return undefined;
  const path = url.pathname.slice(API_PREFIX.length);
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    path,
    query: url.searchParams,
    pathAndQuery: path + url.search,
    body: typeof init.body === 'string' ? init.body : undefined,
  };
}

async function queue(call: Described, what: QueuedKind, headers: Headers): Promise<Response> {
  const opened = await userCache();
  if (!opened) return errorAnswer(OFFLINE_REFUSED, refusalText('other'));
  const screenId = headers.get('x-screen-id');
  const featureId = headers.get('x-feature-id');
  const item: Omit<OutboxItem, 'seq' | 'status'> = {
    key: headers.get('idempotency-key') ?? crypto.randomUUID(),
    what,
    method: call.method,
    path: call.path,
    body: call.body ? JSON.parse(call.body) : undefined,
    ...(screenId ? { screenId } : {}),
    ...(featureId ? { featureId } : {}),
    createdAt: Date.now(),
  };
  await opened.cache.enqueue(opened.db, item);
  return errorAnswer(OFFLINE_QUEUED, queuedText(what));
}

function keptRequest(call: Described, headers: Headers): KeptRequest {
  const screenId = headers.get('x-screen-id');
  const featureId = headers.get('x-feature-id');
  return {
    method: call.method,
    path: call.pathAndQuery,
    ...(call.body ? { body: JSON.parse(call.body) } : {}),
    ...(screenId ? { screenId } : {}),
    ...(featureId ? { featureId } : {}),
  };
}

async function keep(
  rule: Extract<CallRule, { kind: 'read' }>,
  key: string,
  request: KeptRequest,
  response: Response,
) {
  try {
    const opened = await userCache();
    if (!opened) return;
    await opened.cache.mirror(opened.db, rule, key, await response.json(), Date.now(), request);
  } catch {
    // A full or closed cache only means less to read offline; the screen already has its answer.
  }
}

async function fromCache(rule: Extract<CallRule, { kind: 'read' }>, key: string, call: Described) {
  const opened = await userCache().catch(() => undefined);
  if (!opened) return undefined;
  const body = await opened.cache.answerFromCache(opened.db, rule, key, call).catch(() => undefined);
  if (body === undefined) return undefined;
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-offline-cache': '1' },
  });
}

/** Wraps `base` (the network) with the offline rules. */
export function createOfflineFetch(base: typeof fetch): typeof fetch {
  return async (input, init = {}) => {
    const call = describe(input, init);
    if (!call) return base(input, init);
    const headers = new Headers(init.headers);
    const replay = headers.has(REPLAY_HEADER);
    headers.delete(REPLAY_HEADER);
    const rule: CallRule = replay ? { kind: 'pass' } : ruleOf(call.method, call.path);
    if (rule.kind === 'refuse' && isOffline()) return errorAnswer(OFFLINE_REFUSED, refusalText(rule.why));
    if (rule.kind === 'queue') {
      // Made before the first send: if its answer is lost, the outbox resends under the same key.
      if (!headers.has('idempotency-key')) headers.set('idempotency-key', crypto.randomUUID());
      if (isOffline()) return queue(call, rule.what, headers);
    }
    const key = readKey(call.method, call.pathAndQuery, call.body);
    let response: Response;
    try {
      response = await base(input, { ...init, headers });
    } catch (error) {
      // Only fetch's own network failure (a TypeError) means no answer; an abort or anything else is the caller's.
      if (init.signal?.aborted || !(error instanceof TypeError)) throw error;
      noteNoAnswer();
      if (rule.kind === 'read') {
        const cached = await fromCache(rule, key, call);
        if (cached) return cached;
      }
      if (rule.kind === 'queue') return queue(call, rule.what, headers);
      throw error;
    }
    noteAnswer();
    if (rule.kind === 'read' && response.ok)
      void keep(rule, key, keptRequest(call, headers), response.clone());
    return response;
  };
}

/** The error of a write that was not sent but waits in the outbox: the screen may close its editor (pending). */
export function isQueuedOffline(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === OFFLINE_QUEUED;
}
