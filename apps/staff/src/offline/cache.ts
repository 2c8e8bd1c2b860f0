import { catalogNameKey } from '@clinic/domain';
import { batch } from '@preact/signals-react';
import Dexie from 'dexie';
import {
  type CachedRead,
  OfflineDb as Db,
  type KeptRequest,
  type OfflineDb,
  type OutboxItem,
  offlineDbName,
} from './db';
import type { CacheTable, CallRule } from './routes';
import { type OutboxView, offlineState } from './state';

// The Dexie side of the offline layer, loaded lazily after sign-in (offlineFetch.ts imports it on first use), so
// the sign-in screen's bundle carries no IndexedDB code.

/** The newest patients kept (opened or found), the oldest dropped past it. */
export const PATIENTS_KEPT = 500;
/** Kept answers per table besides the clinic's set-up, the oldest dropped past it. */
export const READS_KEPT = 1000;

let current: OfflineDb | undefined;

/** The signed-in user's cache, opened once (the banner then lists its outbox, and shows its saved time). */
export function openCache(clinicId: number, userId: number): OfflineDb {
  const name = offlineDbName(clinicId, userId);
  if (current?.name === name) return current;
  current?.close();
  const db = new Db(name);
  current = db;
  offlineState.cache.value = db;
  // May meet a database already closed again (signed out at once): nothing to show then.
  void db.meta
    .get('savedAt')
    .then((row) => {
      if (row && current === db) offlineState.savedAt.value = row.value;
    })
    .catch(() => undefined);
  return db;
}

/** Sign-out: this user's cache is deleted with everything in it (another user may sign in on this device). */
export async function deleteCache(clinicId?: number, userId?: number): Promise<void> {
  const name = current?.name ?? (clinicId && userId ? offlineDbName(clinicId, userId) : undefined);
  // The banner lets go of the database before it closes (its live query would read a closed database).
  batch(() => {
    offlineState.cache.value = undefined;
    offlineState.savedAt.value = null;
    offlineState.sending.value = false;
  });
  current?.close();
  current = undefined;
  if (name) await Dexie.delete(name);
}

type Envelope = { data?: unknown };
type PageData = { pageData?: { id?: number }[] };

function patientSearchKey(patient: unknown): string {
  const p = patient as { fullName?: string; code?: string; phone?: string | null };
  return catalogNameKey([p.fullName, p.code, p.phone].filter(Boolean).join(' '));
}

async function keepPatients(
  db: OfflineDb,
  rows: { id: number; full?: unknown; item?: unknown }[],
  now: number,
) {
  await db.transaction('rw', db.patients, async () => {
    for (const row of rows) {
      const merged = { ...(await db.patients.get(row.id)), ...row };
      await db.patients.put({
        ...merged,
        id: row.id,
        searchKey: patientSearchKey((merged.full as Envelope | undefined)?.data ?? merged.item),
        savedAt: now,
      });
    }
    const extra = (await db.patients.count()) - PATIENTS_KEPT;
    if (extra > 0)
      await db.patients.bulkDelete(await db.patients.orderBy('savedAt').limit(extra).primaryKeys());
  });
}

async function keepRead(db: OfflineDb, table: CacheTable, row: CachedRead) {
  const t = db[table];
  await t.put(row);
  if (table === 'setup') return;
  const extra = (await t.count()) - READS_KEPT;
  if (extra > 0) await t.bulkDelete(await t.orderBy('savedAt').limit(extra).primaryKeys());
}

/** Takes in a server answer to a kept read (the mirror): the call's answer, and each patient it names. */
export async function mirror(
  db: OfflineDb,
  rule: Extract<CallRule, { kind: 'read' }>,
  key: string,
  body: Envelope,
  now: number,
  request?: KeptRequest,
): Promise<void> {
  if (rule.table === 'patient') {
    const id = (body.data as { id?: number } | null)?.id;
    if (typeof id === 'number') await keepPatients(db, [{ id, full: body }], now);
  } else if (rule.table === 'patientSearch') {
    const items = (body.data as PageData | null)?.pageData ?? [];
    await keepPatients(
      db,
      items.filter((item) => typeof item.id === 'number').map((item) => ({ id: item.id as number, item })),
      now,
    );
  } else {
    await keepRead(db, rule.table, { key, body, savedAt: now, ...(request ? { request } : {}) });
  }
  await db.meta.put({ name: 'savedAt', value: now });
  offlineState.savedAt.value = now;
}

/** The calls behind the queue's kept answers of the last `withinMs`, newest first: to be made again. */
export async function keptQueueCalls(db: OfflineDb, now: number, withinMs: number): Promise<KeptRequest[]> {
  const rows = await db.queue
    .where('savedAt')
    .above(now - withinMs)
    .reverse()
    .toArray();
  return rows.flatMap((row) => (row.request ? [row.request] : []));
}

/** The patients whose name, code or phone holds every word of `keyword`, accents ignored, newest first. */
export async function searchPatients(db: OfflineDb, keyword: string | undefined) {
  const words = catalogNameKey(keyword ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const rows = await db.patients.orderBy('savedAt').reverse().toArray();
  return rows
    .filter((row) => words.every((word) => row.searchKey.includes(word)))
    .map((row) => row.item ?? (row.full as Envelope | undefined)?.data)
    .filter(Boolean);
}

/** The kept answer to a read, or undefined: what the screen gets when the server cannot be reached. */
export async function answerFromCache(
  db: OfflineDb,
  rule: Extract<CallRule, { kind: 'read' }>,
  key: string,
  request: { path: string; query: URLSearchParams; body: string | undefined },
): Promise<unknown> {
  if (rule.table === 'patient') {
    const id = Number(request.path.split('/').pop());
    return (await db.patients.get(id))?.full;
  }
  if (rule.table === 'patientSearch') {
    const filter = request.body ? (JSON.parse(request.body) as { keyword?: string }) : {};
    const all = await searchPatients(db, filter.keyword);
    const pageSize = Number(request.query.get('pageSize')) || 50;
    const pageNumber = Number(request.query.get('pageNumber')) || 1;
    const pageData = all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    return { data: { pageData, paging: { totalItem: all.length, pageSize, pageNumber } } };
  }
  return (await db[rule.table].get(key))?.body;
}

// ── the outbox ──────────────────────────────────────────────────────────────────────────────────────────────

const view = (item: OutboxItem): OutboxView => ({
  seq: item.seq ?? 0,
  what: item.what,
  createdAt: item.createdAt,
  content: JSON.stringify(item.body, null, 2),
  ...(item.error ? { error: item.error } : {}),
});

export interface OutboxLists {
  pending: OutboxView[];
  conflicts: OutboxView[];
}

/**
 * The banner's two lists, read from the outbox table: the banner runs this as a live query, so it follows every
 * change to the table (queued, sent, refused, discarded, in this tab or another) without being told.
 */
export async function readOutbox(db: OfflineDb): Promise<OutboxLists> {
  const items = await db.outbox.orderBy('seq').toArray();
  return {
    pending: items.filter((i) => i.status === 'pending').map(view),
    conflicts: items.filter((i) => i.status === 'conflict').map(view),
  };
}

/** How many writes still wait to be sent (conflicts are not sent again). */
export function waitingCount(db: OfflineDb): Promise<number> {
  return db.outbox.where('status').equals('pending').count();
}

/**
 * Queues a write. The same content already waiting (a second click on Save) is not queued twice; another
 * content for the same call waits behind it and is sent after it, in order.
 */
export async function enqueue(db: OfflineDb, item: Omit<OutboxItem, 'seq' | 'status'>): Promise<OutboxItem> {
  const same = await db.outbox
    .where('status')
    .equals('pending')
    .filter((i) => i.path === item.path && JSON.stringify(i.body) === JSON.stringify(item.body))
    .first();
  if (same) return same;
  const row: OutboxItem = { ...item, status: 'pending' };
  row.seq = await db.outbox.add(row);
  return row;
}

/** How a replayed send failed: no answer (keep it, try later) or a refusal by the server (a conflict). */
export type SendFailure = { kind: 'network' } | { kind: 'refused'; message: string };

/**
 * Sends the waiting writes one at a time in the order they were made. No answer stops the round (the item stays
 * for the next one); a refusal marks that item a conflict, shown to the user with its content, and the round goes
 * on with the next. Answers how many were sent.
 */
export async function replayOutbox(
  db: OfflineDb,
  send: (item: OutboxItem) => Promise<void>,
  failure: (error: unknown) => SendFailure,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const next = await db.outbox.where('status').equals('pending').first();
    if (!next?.seq) break;
    try {
      await send(next);
      await db.outbox.delete(next.seq);
      sent += 1;
    } catch (error) {
      const failed = failure(error);
      if (failed.kind === 'network') break;
      await db.outbox.update(next.seq, { status: 'conflict', error: failed.message });
    }
  }
  return sent;
}

/** The user has read (or copied) a conflict and lets it go. */
export async function discard(db: OfflineDb, seq: number): Promise<void> {
  await db.outbox.delete(seq);
}

export function currentCache(): OfflineDb | undefined {
  return current;
}
