import {
  addDays,
  localDate,
  monthOf,
  NO_OWNER_ID,
  type QueueTabKey,
  queueTabOf,
  queueTabStatuses,
} from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../../db/seed/demo.js';
import { createTestApp, type TestApp } from '../../testing/harness.js';

// The demo clinic (the seed the e2e journeys and a new clinic's first look use): its two months of takings and its
// day of appointments read the same in every report, on the dashboard and in the queue. Each figure is read over
// the API as the screens read it; none is computed here.

type Json = Record<string, unknown>;
type Row = Record<string, number | string | null>;
interface Report {
  pageData: Row[];
  totals: Record<string, number>;
  paging: { totalItem: number };
}

let t: TestApp;
let headers: Record<string, string>;
let today: string;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: DEMO_OWNER.email, password: DEMO_OWNER.password },
  });
  headers = { authorization: `Bearer ${login.json().data.accessToken}` };
  const info = (await ok('GET', '/clinics/info')) as { timeZone: string };
  today = localDate(new Date(), info.timeZone);
}, 120_000);
afterAll(async () => t.close());

async function ok(method: 'GET' | 'POST', url: string, payload?: Json): Promise<unknown> {
  const res = await t.call(headers, method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
}

/** Every row of a report over `range` (pages of 100, the most a page holds), and its totals. */
async function report(key: string, range: { from: string; to: string }): Promise<Report> {
  const rows: Row[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = (await ok('POST', `/reports/${key}?pageSize=100&pageNumber=${pageNumber}`, range)) as Report;
    rows.push(...page.pageData);
    if (rows.length >= page.paging.totalItem || page.pageData.length === 0)
      return { ...page, pageData: rows };
  }
}

const sum = (rows: Row[], key: string) => rows.reduce((total, row) => total + Number(row[key]), 0);

const thisMonth = () => monthOf(today);
const lastMonth = () => monthOf(addDays(thisMonth().from, -1));

describe('the demo clinic: sales read the same everywhere', () => {
  it.each([
    ['this month', thisMonth],
    ['last month', lastMonth],
  ])(
    '%s: the sale summary, by doctor and by patient count the same invoices and the same net',
    async (_, month) => {
      const range = month();
      const summary = await report('sale-report', range);
      expect(summary.totals.invoiceCount).toBeGreaterThan(0);
      for (const key of ['sale-by-doctor', 'sale-by-patients']) {
        const split = await report(key, range);
        // The totals, and the rows themselves: every paid invoice is in exactly one row.
        for (const figure of ['invoiceCount', 'grossAmount', 'discountAmount', 'refundAmount', 'netAmount']) {
          expect(split.totals[figure], `${key} ${figure}`).toBe(summary.totals[figure]);
          expect(sum(split.pageData, figure), `${key} rows ${figure}`).toBe(summary.totals[figure]);
        }
      }
      // What was sold, line by line: services, medicines and packages make up the same net.
      const lines = await Promise.all(
        ['sale-by-service', 'sale-by-medicine-lots', 'sale-by-service-packages'].map((key) =>
          report(key, range),
        ),
      );
      expect(lines.reduce((total, r) => total + r.totals.netAmount!, 0)).toBe(summary.totals.netAmount);
      expect(lines.reduce((total, r) => total + r.totals.grossAmount!, 0)).toBe(summary.totals.grossAmount);
    },
  );

  it("the retail sales have a doctor's row of their own: no doctor", async () => {
    const range = { from: lastMonth().from, to: thisMonth().to };
    const byDoctor = await report('sale-by-doctor', range);
    const noDoctor = byDoctor.pageData.find((row) => row.doctorId === NO_OWNER_ID);
    expect(noDoctor).toMatchObject({ doctorName: '' });
    expect(Number(noDoctor!.invoiceCount)).toBeGreaterThan(0);
  });

  it("the dashboard's month figures are the reports' this month and last month", async () => {
    const sales = (await ok('GET', '/dashboard/monthly-sales-stats')) as {
      total: number;
      previousTotal: number;
      invoiceCount: number;
    };
    const now = await report('sale-report', thisMonth());
    const before = await report('sale-report', lastMonth());
    expect(sales.total).toBe(now.totals.netAmount);
    expect(sales.invoiceCount).toBe(now.totals.invoiceCount);
    expect(sales.previousTotal).toBe(before.totals.netAmount);
  });
});

describe('the demo clinic: appointments are counted the same everywhere', () => {
  it("the dashboard's month counts what the appointment report counts, cancelled and invalid apart", async () => {
    const month = (await ok('GET', '/dashboard/monthly-appointment-stats')) as {
      total: number;
      previousTotal: number;
      canceled: number;
      invalid: number;
    };
    const now = await report('appointments', thisMonth());
    const before = await report('appointments', lastMonth());
    expect(now.totals.canceled).toBeGreaterThan(0);
    expect(now.totals.invalid).toBeGreaterThan(0);
    expect(month).toMatchObject({
      total: now.totals.total,
      previousTotal: before.totals.total,
      canceled: now.totals.canceled,
      invalid: now.totals.invalid,
    });
  });

  it("today's dashboard, the appointment report of today and the queue's tabs agree", async () => {
    const byReport = (await report('appointments', { from: today, to: today })).totals;
    const { appointments: byDashboard } = (await ok('GET', '/dashboard/today-statics')) as {
      appointments: Record<string, number>;
    };
    expect(byDashboard).toEqual({
      total: byReport.total,
      notApproved: byReport.notApproved,
      approved: byReport.approved,
      checkedIn: byReport.checkedIn,
      inProgress: byReport.inProgress,
      finished: byReport.finished,
      canceled: byReport.canceled,
      invalid: byReport.invalid,
    });

    const queue = (await ok('POST', '/clinic-appointments/all-today', {})) as { status: number }[];
    const tabs = Object.fromEntries(Object.keys(queueTabStatuses).map((tab) => [tab, 0])) as Record<
      QueueTabKey,
      number
    >;
    for (const item of queue) tabs[queueTabOf(item.status)] += 1;
    expect(queue.length).toBe(byReport.total);
    expect(tabs).toEqual({
      new: byReport.notApproved! + byReport.approved!,
      checkedIn: byReport.checkedIn,
      inProgress: byReport.inProgress,
      finished: byReport.finished,
      canceled: byReport.canceled,
      invalid: byReport.invalid,
    });
    // The demo's day has both, so the two tabs are not a sum of nothing.
    expect(tabs.canceled).toBeGreaterThan(0);
    expect(tabs.invalid).toBeGreaterThan(0);
  });
});
