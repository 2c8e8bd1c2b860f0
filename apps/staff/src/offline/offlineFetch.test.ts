import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInUser } from '../shared/testing/session';
import { authState } from '../state/auth';
import { deleteCache, openCache, readOutbox } from './cache';
import type { OfflineDb } from './db';
import {
  createOfflineFetch,
  isQueuedOffline,
  OFFLINE_QUEUED,
  OFFLINE_REFUSED,
  REPLAY_HEADER,
} from './offlineFetch';
import { offlineState } from './state';

// The staff client's fetch with the offline rules, over a network that answers or, when `down`, fails as fetch
// does (a TypeError, before any answer). The Chromium journey (e2e/offline.spec.ts) runs it against the real API.

let down = false;
const sent: { url: string; method: string; headers: Headers; body: unknown }[] = [];
const network: typeof fetch = async (input, init = {}) => {
  if (down) throw new TypeError('Failed to fetch');
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
  sent.push({ url: String(input), method: init.method ?? 'GET', headers: new Headers(init.headers), body });
  return new Response(JSON.stringify({ data: { echo: body ?? null, at: sent.length } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
};
const offlineFetch = createOfflineFetch(network);
const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  offlineFetch(`/api${path}`, { method: 'POST', body: JSON.stringify(body), headers });

let userId = 100;
let db: OfflineDb;
beforeEach(() => {
  userId += 1;
  down = false;
  sent.length = 0;
  offlineState.online.value = true;
  authState.userData = signedInUser({ id: userId, clinicId: 9 });
  db = openCache(9, userId);
});
afterEach(async () => {
  await deleteCache();
  authState.userData = null;
});

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 50 && !(await check()); i += 1) await new Promise((r) => setTimeout(r, 10));
};

describe('the offline fetch', () => {
  it('answers a read from the cache once the network is gone, and marks the app offline', async () => {
    const online = await post('/clinic-appointments/all-today', { doctorIds: [1] });
    const first = await online.json();
    await until(async () => offlineState.savedAt.value !== null);
    down = true;
    const cached = await post('/clinic-appointments/all-today', { doctorIds: [1] });
    expect(cached.headers.get('x-offline-cache')).toBe('1');
    expect(await cached.json()).toEqual(first);
    expect(offlineState.online.value).toBe(false);
    // Another filter was never loaded: the network's own failure stands.
    await expect(post('/clinic-appointments/all-today', { doctorIds: [2] })).rejects.toThrow(TypeError);
  });

  it('refuses a payment offline before it leaves, with its reason', async () => {
    down = true;
    offlineState.online.value = false;
    const answer = await offlineFetch('/api/invoices/4/pay', { method: 'PUT', body: '{}' });
    expect(answer.status).toBe(503);
    const body = await answer.json();
    expect(body.code).toBe(OFFLINE_REFUSED);
    expect(body.message).toBe('Không có kết nối: thanh toán không thể thực hiện khi ngoại tuyến.');
    expect(sent).toHaveLength(0);
  });

  it('sends a result sheet online with a fresh Idempotency-Key', async () => {
    await post('/service-sheets', { appointmentId: 1 });
    expect(sent[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('queues a result sheet whose send got no answer, under the key that send carried', async () => {
    down = true;
    const answer = await post('/service-sheets', { appointmentId: 1, diagnosis: 'Viêm họng' });
    const body = await answer.json();
    expect(body.code).toBe(OFFLINE_QUEUED);
    expect(isQueuedOffline(body)).toBe(true);
    const { pending } = await readOutbox(db);
    expect(pending).toHaveLength(1);
    expect(pending[0]?.what).toBe('resultSheet');
    // Offline now: the next one is queued without trying the network.
    down = false;
    await post('/check-in-sheets', { appointmentId: 1, formId: 2, properties: [] });
    expect(sent).toHaveLength(0);
    expect((await readOutbox(db)).pending.map((p) => p.what)).toEqual(['resultSheet', 'checkInSheet']);
  });

  it('lets the outbox replay through to the network, never back into the outbox', async () => {
    offlineState.online.value = false;
    await post('/service-sheets', { appointmentId: 1 }, { [REPLAY_HEADER]: '1', 'idempotency-key': 'k-1' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('idempotency-key')).toBe('k-1');
    expect(sent[0]?.headers.has(REPLAY_HEADER)).toBe(false);
    // An answer means the connection is back.
    expect(offlineState.online.value).toBe(true);
  });
});
