import { ActivityAction, ActivityEntityType, LIST_COUNT_CAP } from '@clinic/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

// The activity log grows with every change, so its list reads a page off the newest-first index and counts no
// further than LIST_COUNT_CAP: past it the paging says totalIsCapped.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;

const list = (body: object, pageNumber: number, pageSize: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/reports/activity-logs?pageSize=${pageSize}&pageNumber=${pageNumber}`,
    headers: owner.headers,
    payload: body,
  });

/** `n` Doctor log rows of entity `entityId`, all at one instant: only the id orders them. */
const logMany = (n: number, entityId: number, at: string) =>
  t.app.deps.db.execute(sql`
    insert into activity_logs (clinic_id, user_id, entity_type, entity_id, action, created_at)
    select ${owner.user.clinicId}, ${owner.user.id}, ${ActivityEntityType.Doctor}, ${entityId}, ${ActivityAction.Update},
      ${at}::timestamptz
    from generate_series(1, ${n})`);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Logs');
});
afterAll(() => t.close());

describe('the activity log list', () => {
  it('pages newest first, the newer id first between equal times, with an exact total below the cap', async () => {
    await logMany(5, 1, '2020-01-01T00:00:00Z');
    const body = { entityTypes: [ActivityEntityType.Doctor], entityId: 1 };
    const ids: number[] = [];
    for (const pageNumber of [1, 2, 3]) {
      const { pageData, paging } = (await list(body, pageNumber, 2)).json().data;
      expect(paging).toEqual({ totalItem: 5, pageSize: 2, pageNumber });
      ids.push(...pageData.map((l: { id: number }) => l.id));
    }
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(5);
  });

  it('counts to the cap and says so; the page past it is counted up to itself', async () => {
    const over = LIST_COUNT_CAP + 5;
    await logMany(over, 2, '2021-01-01T00:00:00Z');
    const body = { entityTypes: [ActivityEntityType.Doctor], entityId: 2 };
    const first = (await list(body, 1, 100)).json().data;
    expect(first.paging).toEqual({
      totalItem: LIST_COUNT_CAP,
      pageSize: 100,
      pageNumber: 1,
      totalIsCapped: true,
    });
    const last = (await list(body, LIST_COUNT_CAP / 100 + 1, 100)).json().data;
    expect(last.pageData).toHaveLength(5);
    expect(last.paging).toEqual({ totalItem: over, pageSize: 100, pageNumber: LIST_COUNT_CAP / 100 + 1 });
  });
});
