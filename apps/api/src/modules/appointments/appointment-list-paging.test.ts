import { AppointmentStatus, addDays, instantOfLocal, LIST_COUNT_CAP, localDate } from '@clinic/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/index.js';
import { createTestApp, fillClinic, signUpClinic, type TestApp } from '../../testing/harness.js';

// The appointment list (POST /clinic-appointments/search) reads its page off the slot-order index: the order and
// pages are the same as ever (earliest first, the id between equal starts), the keyword still finds the patient,
// and a total past LIST_COUNT_CAP answers the cap with totalIsCapped instead of counting the whole book.

const HCM = 'Asia/Ho_Chi_Minh';
const MIN = 60_000;
/** Far enough back that no other appointment of the test clinic falls in these days. */
const day = (n: number) => addDays(localDate(new Date(), HCM), -400 + n);

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
let seq = 0;

const search = (body: object, pageNumber = 1, pageSize = 2) =>
  t.app.inject({
    method: 'POST',
    url: `/api/clinic-appointments/search?pageSize=${pageSize}&pageNumber=${pageNumber}`,
    headers: owner.headers,
    payload: body,
  });

/** An appointment written straight into its table at `on` `time` (clinic zone). */
async function book(on: string, time: string) {
  seq += 1;
  const start = instantOfLocal(on, time, HCM);
  const [row] = await t.app.deps.db
    .insert(appointments)
    .values({
      clinicId: owner.user.clinicId,
      code: `LH-P-${seq}`,
      clinicPatientId: filled.patient.id,
      doctorId: filled.doctor.id,
      locationId: filled.location.id,
      startAt: start,
      endAt: new Date(start.getTime() + 15 * MIN),
      status: AppointmentStatus.Finished,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Paging');
  filled = await fillClinic(t.app, owner.headers, 'Paging');
});
afterAll(() => t.close());

describe('the appointment list', () => {
  it('pages in slot order, the id ordering equal starts, with an exact total below the cap', async () => {
    const late = await book(day(0), '10:00');
    const early = await book(day(0), '08:00');
    const tieA = await book(day(0), '09:00');
    const tieB = await book(day(0), '09:00');
    const nextDay = await book(day(1), '07:00');
    const ids: number[] = [];
    for (const pageNumber of [1, 2, 3]) {
      const res = await search({ from: day(0), to: day(1) }, pageNumber);
      expect(res.statusCode, res.body).toBe(200);
      const { pageData, paging } = res.json().data;
      expect(paging).toEqual({ totalItem: 5, pageSize: 2, pageNumber });
      ids.push(...pageData.map((a: { id: number }) => a.id));
    }
    expect(ids).toEqual([early, tieA, tieB, late, nextDay]);
    const past = (await search({ from: day(0), to: day(1) }, 4)).json().data;
    expect(past).toEqual({ pageData: [], paging: { totalItem: 5, pageSize: 2, pageNumber: 4 } });
  });

  it("finds the patient's name without accents, their phone and the appointment's code", async () => {
    const id = await book(day(3), '08:00');
    const found = async (keyword: string) =>
      (await search({ from: day(3), to: day(3), keyword }))
        .json()
        .data.pageData.map((a: { id: number }) => a.id);
    expect(await found('benh nhan paging')).toEqual([id]);
    expect(await found('0912345')).toEqual([id]);
    expect(await found(`LH-P-${seq}`)).toEqual([id]);
    expect(await found('xyzzy')).toEqual([]);
  });

  it('counts to the cap and says so, in the list and its status tabs; a page past the cap is counted up to itself', async () => {
    const over = LIST_COUNT_CAP + 10;
    const from = instantOfLocal(day(10), '08:00', HCM);
    await t.app.deps.db.execute(sql`
      insert into appointments (clinic_id, code, clinic_patient_id, doctor_id, location_id, start_at, end_at, status)
      select ${owner.user.clinicId}, 'LH-CAP-' || g, ${filled.patient.id}, ${filled.doctor.id}, ${filled.location.id},
        ${from.toISOString()}::timestamptz + make_interval(mins => g),
        ${from.toISOString()}::timestamptz + make_interval(mins => g + 15), ${AppointmentStatus.Finished}
      from generate_series(1, ${over}) g`);
    const range = { from: day(10), to: day(11) };
    const first = (await search(range, 1, 20)).json().data;
    expect(first.paging).toEqual({
      totalItem: LIST_COUNT_CAP,
      pageSize: 20,
      pageNumber: 1,
      totalIsCapped: true,
    });
    expect(first.pageData[0].code).toBe('LH-CAP-1');
    // The page ending at the cap still has more after it: capped. The last page is short: its own total.
    const atCap = (await search(range, LIST_COUNT_CAP / 20, 20)).json().data;
    expect(atCap.paging.totalIsCapped).toBe(true);
    const last = (await search(range, LIST_COUNT_CAP / 20 + 1, 20)).json().data;
    expect(last.paging).toEqual({ totalItem: over, pageSize: 20, pageNumber: LIST_COUNT_CAP / 20 + 1 });
    expect(last.pageData.map((a: { code: string }) => a.code).at(-1)).toBe(`LH-CAP-${over}`);
    const counts = await t.app.inject({
      method: 'POST',
      url: '/api/clinic-appointments/search-count',
      headers: owner.headers,
      payload: range,
    });
    expect(counts.json().data).toMatchObject({
      total: LIST_COUNT_CAP,
      totalIsCapped: true,
      cappedStatuses: [String(AppointmentStatus.Finished)],
      byStatus: { [AppointmentStatus.Finished]: LIST_COUNT_CAP, [AppointmentStatus.Approved]: 0 },
    });
    // A total of another status alone is not capped; the capped tab still says so.
    const canceled = await t.app.inject({
      method: 'POST',
      url: '/api/clinic-appointments/search-count',
      headers: owner.headers,
      payload: { ...range, statuses: [AppointmentStatus.Canceled] },
    });
    expect(canceled.json().data).toMatchObject({
      total: 0,
      cappedStatuses: [String(AppointmentStatus.Finished)],
    });
    expect(canceled.json().data.totalIsCapped).toBeUndefined();
  });
});
