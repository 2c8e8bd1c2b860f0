import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  answerFromCache,
  deleteCache,
  enqueue,
  keptQueueCalls,
  mirror,
  openCache,
  PATIENTS_KEPT,
  readOutbox,
  replayOutbox,
  type SendFailure,
} from './cache';
import type { OfflineDb, OutboxItem } from './db';
import { offlineState } from './state';

// The cache on fake-indexeddb (a complete IndexedDB in JavaScript): the mirror, the offline answers and the
// outbox's order, retry and conflict rules. The browser journey (e2e/offline.spec.ts) runs the same code in Chromium.

let db: OfflineDb;
let userId = 0;
beforeEach(() => {
  userId += 1;
  db = openCache(1, userId);
});
afterEach(() => deleteCache());

const patient = (id: number, fullName: string) => ({ id, fullName, code: `BN${id}`, phone: `09000000${id}` });
const noQuery = new URLSearchParams();

describe('the mirror', () => {
  it('keeps the call behind each queue answer, so the queue of today can be read again after an event', async () => {
    const rule = { kind: 'read', table: 'queue' } as const;
    const hour = 3600 * 1000;
    const now = 100 * 24 * hour;
    const call = (doctorIds: number[]) => ({
      method: 'POST',
      path: '/clinic-appointments/all-today',
      body: { doctorIds },
      screenId: '11',
    });
    await mirror(db, rule, 'yesterday', { data: [] }, now - 25 * hour, call([1]));
    await mirror(db, rule, 'this morning', { data: [] }, now - 3 * hour, call([2]));
    await mirror(db, rule, 'just now', { data: [] }, now - 1000, call([3]));
    // A kept read from before this change has no call: it is left as it is.
    await mirror(db, rule, 'no call', { data: [] }, now - 2000);
    expect(await keptQueueCalls(db, now, 24 * hour)).toEqual([call([3]), call([2])]);
  });

  it('names the database after the clinic and the user, and deletes it at sign-out', async () => {
    expect(db.name).toBe(`clinic-1-user-${userId}`);
    await db.meta.put({ name: 'savedAt', value: 1 });
    await deleteCache();
    expect(await Dexie.exists(`clinic-1-user-${userId}`)).toBe(false);
  });

  it('answers a kept read under its key, and records when the cache was last fresh', async () => {
    const rule = { kind: 'read', table: 'queue' } as const;
    await mirror(db, rule, 'POST /clinic-appointments/all-today {}', { data: [{ id: 5 }] }, 1000);
    expect(
      await answerFromCache(db, rule, 'POST /clinic-appointments/all-today {}', {
        path: '/clinic-appointments/all-today',
        query: noQuery,
        body: '{}',
      }),
    ).toEqual({ data: [{ id: 5 }] });
    expect(offlineState.savedAt.value).toBe(1000);
    expect((await db.meta.get('savedAt'))?.value).toBe(1000);
    // Another filter was never loaded: nothing to answer.
    expect(
      await answerFromCache(db, rule, 'POST /clinic-appointments/all-today {"a":1}', {
        path: '/clinic-appointments/all-today',
        query: noQuery,
        body: '{"a":1}',
      }),
    ).toBeUndefined();
  });

  it('finds cached patients without accents, and keeps only the newest 500', async () => {
    const search = { kind: 'read', table: 'patientSearch' } as const;
    await mirror(
      db,
      search,
      'k',
      {
        data: {
          pageData: [patient(1, 'Nguyễn Văn An'), patient(2, 'Đỗ Đức Anh'), patient(3, 'Trần Thị Bích')],
        },
      },
      10,
    );
    await mirror(
      db,
      { kind: 'read', table: 'patient' },
      'GET /clinic-patients/4',
      { data: patient(4, 'Lê Văn Đông') },
      20,
    );
    const find = async (keyword: string) =>
      (
        (await answerFromCache(db, search, 'other', {
          path: '/clinic-patients/search',
          query: noQuery,
          body: JSON.stringify({ keyword }),
        })) as { data: { pageData: { id: number }[] } }
      ).data.pageData.map((p) => p.id);
    expect(await find('nguyen van')).toEqual([1]);
    expect(await find('do duc')).toEqual([2]);
    expect(await find('van')).toEqual([4, 1]);
    expect(await find('BN3')).toEqual([3]);
    expect(
      await answerFromCache(db, { kind: 'read', table: 'patient' }, 'x', {
        path: '/clinic-patients/4',
        query: noQuery,
        body: undefined,
      }),
    ).toEqual({ data: patient(4, 'Lê Văn Đông') });

    const many = Array.from({ length: PATIENTS_KEPT }, (_, i) => patient(100 + i, `Bệnh nhân ${i}`));
    await mirror(db, search, 'k2', { data: { pageData: many } }, 30);
    expect(await db.patients.count()).toBe(PATIENTS_KEPT);
    // The four opened earlier are the oldest: they went.
    expect(await db.patients.get(1)).toBeUndefined();
    expect(await db.patients.get(100)).toBeDefined();
  });
});

describe('the outbox', () => {
  const sheet = (value: string): Omit<OutboxItem, 'seq' | 'status'> => ({
    key: `key-${value}`,
    what: 'resultSheet',
    method: 'POST',
    path: '/service-sheets',
    body: { appointmentId: 1, formId: 2, properties: [{ propertyId: 3, value }] },
    createdAt: 1,
  });
  const network: SendFailure = { kind: 'network' };

  it('sends in the order the writes were made, each with its key, and empties', async () => {
    await enqueue(db, sheet('a'));
    await enqueue(db, sheet('b'));
    // The same content saved twice while offline waits once.
    await enqueue(db, sheet('a'));
    expect((await readOutbox(db)).pending.map((p) => p.seq)).toHaveLength(2);
    const sent: string[] = [];
    const count = await replayOutbox(
      db,
      async (item) => {
        sent.push(item.key);
      },
      () => network,
    );
    expect(count).toBe(2);
    expect(sent).toEqual(['key-a', 'key-b']);
    expect(await db.outbox.count()).toBe(0);
    expect(await readOutbox(db)).toEqual({ pending: [], conflicts: [] });
  });

  it('keeps everything when the network fails, and sends the same key again next time', async () => {
    await enqueue(db, sheet('a'));
    await enqueue(db, sheet('b'));
    const tried: string[] = [];
    const lost = await replayOutbox(
      db,
      async (item) => {
        tried.push(item.key);
        throw new TypeError('Failed to fetch');
      },
      () => network,
    );
    expect(lost).toBe(0);
    // The round stopped at the first: the second was not sent ahead of it.
    expect(tried).toEqual(['key-a']);
    expect(await db.outbox.count()).toBe(2);
    await replayOutbox(
      db,
      async (item) => void tried.push(item.key),
      () => network,
    );
    expect(tried).toEqual(['key-a', 'key-a', 'key-b']);
  });

  it('marks a refused write a conflict with its message and content, and goes on with the next', async () => {
    await enqueue(db, sheet('late'));
    await enqueue(db, sheet('fine'));
    const sent = await replayOutbox(
      db,
      async (item) => {
        if (item.key === 'key-late') throw new Error('finished');
      },
      () => ({ kind: 'refused', message: 'Lượt khám đã kết thúc' }),
    );
    expect(sent).toBe(1);
    const { pending, conflicts } = await readOutbox(db);
    expect(pending).toEqual([]);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ what: 'resultSheet', error: 'Lượt khám đã kết thúc' });
    expect(conflicts[0]?.content).toContain('late');
    // A conflict is never sent again by itself.
    let again = 0;
    await replayOutbox(
      db,
      async () => {
        again += 1;
      },
      () => network,
    );
    expect(again).toBe(0);
  });
});
