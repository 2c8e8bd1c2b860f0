import { AppointmentStatus } from './appointments';
import { daysBetween } from './calculators';
import { addDays } from './time-zone';
import type { ValueOf } from './util';

// Dashboard and reports (docs/product.md#reports). What every report agrees on: how an appointment came to
// be, how long a range may be, what a sale, a discount and a refund are, and how an invoice's own discount is
// shared over its lines so that the reports by service, medicine or doctor add up to the sale summary.

/** How an appointment came to be: booked by staff, by the patient on the booking site, or a walk-in to the queue. */
export const AppointmentSource = { Staff: 1, Online: 2, WalkIn: 3 } as const;
export type AppointmentSource = ValueOf<typeof AppointmentSource>;

/** A report covers at most this many clinic days, both ends included (a leap year). */
export const REPORT_MAX_DAYS = 366;

/** The dashboard's top lists: this many services or medicines. */
export const TOP_SELLERS_SIZE = 10;

/** The dashboard's stock blocks list this many lots or medicines (the total says how many more). */
export const DASHBOARD_STOCK_ROWS = 10;

/** Clinic days from `from` to `to`, both included (1 for a single day). */
export function reportDays(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}

/**
 * A row of the sales ledger (`sale_lines`): a sale, written when an invoice is paid, or a refund, written when a
 * paid invoice is cancelled. A refund never rewrites its sale: it is its own row, on its own day, with the sale's
 * amounts negated.
 */
export const SaleEntry = { Sale: 1, Refund: 2 } as const;
export type SaleEntry = ValueOf<typeof SaleEntry>;

/**
 * `amount` whole đồng shared over `weights` in proportion, adding up to `amount` exactly: each gets the floor of its
 * share and the đồng left over go one each to the largest remainders (the earlier one first on a tie). Weights of
 * 0 get nothing; when every weight is 0 nothing is shared (all 0). In integers (BigInt: amount × weight may pass
 * 2^53), so equal remainders are equal and the database's backfill (numeric `div` and `mod`) gives the same đồng.
 */
export function shareInProportion(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount <= 0 || whole <= 0) return weights.map(() => 0);
  const total = BigInt(whole);
  const parts = weights.map((weight, index) => {
    const product = BigInt(amount) * BigInt(weight);
    return { index, share: Number(product / total), remainder: product % total };
  });
  let left = amount - parts.reduce((sum, part) => sum + part.share, 0);
  const order = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const shares = parts.map((part) => part.share);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * An invoice's own discount shared over its lines in proportion to their totals (after the lines' own discounts),
 * never more than the lines hold: the reports by service, medicine or doctor then add up to the sale summary.
 */
export function shareDiscount(discount: number, lineTotals: readonly number[]): number[] {
  const subtotal = lineTotals.reduce((sum, total) => sum + total, 0);
  return shareInProportion(Math.min(discount, subtotal), lineTotals);
}

/** A doctor's commission on a service line: its net amount × the service's commission percent, in whole đồng. */
export function commissionOf(netAmount: number, commissionPercent: number): number {
  return Math.round((netAmount * commissionPercent) / 100);
}

// What every figure counts: one set of rules read by the report queries, the dashboard and the queue, and stated
// under each report's title (reports.basis.* in the locales say these same rules in words).

/**
 * The month `day` ('YYYY-MM-DD') falls in, first to last day: the reports' "this month" and the dashboard's month
 * blocks cover the same days, so their figures are the same figures.
 */
export function monthOf(day: string): { from: string; to: string } {
  const from = `${day.slice(0, 8)}01`;
  const nextMonth = addDays(from, 32);
  return { from, to: addDays(`${nextMonth.slice(0, 8)}01`, -1) };
}

/**
 * A sale figure counts paid invoices, on the clinic day each was paid (a Sale row of the ledger, retail sales
 * included); a paid invoice cancelled later comes off on the day it was cancelled (a Refund row), so net is what
 * was taken less what was given back. An invoice never paid counts nowhere. The invoice count is the Sale rows.
 */
export const COUNTED_INVOICE_ENTRY = SaleEntry.Sale;

/**
 * The row of a split by doctor or by patient that holds the sales with none: a retail sale has no visit, so no
 * doctor ("No doctor"), and a sale to a person with no patient record has no patient ("Walk-in customer"). Ids are
 * positive, so 0 is no one's: every paid invoice is in exactly one row and the rows add up to the sale summary.
 */
export const NO_OWNER_ID = 0;

/**
 * The appointment counts every screen shows (the report's columns, the dashboard's today block, the queue's
 * tabs), each by the statuses it holds. Cancelled and invalid are counted apart everywhere: a cancelled visit was
 * called off by someone, an invalid one lost its slot when the schedule changed and still waits for a decision.
 * The total of a range counts every appointment whose slot starts in it, whatever its status.
 */
export const appointmentStatusCounts = {
  notApproved: [AppointmentStatus.NotApproved],
  approved: [AppointmentStatus.Approved],
  checkedIn: [AppointmentStatus.CheckedIn],
  inProgress: [AppointmentStatus.InProgress],
  finished: [AppointmentStatus.Finished],
  canceled: [AppointmentStatus.Canceled],
  invalid: [AppointmentStatus.Invalid],
} as const satisfies Record<string, readonly AppointmentStatus[]>;
export type AppointmentStatusCount = keyof typeof appointmentStatusCounts;

/**
 * The queue's tabs by the statuses each holds: New holds both statuses still waiting for the patient (not yet
 * approved, approved); the others are one count each, cancelled and invalid apart as everywhere else.
 */
export const queueTabStatuses = {
  new: [...appointmentStatusCounts.notApproved, ...appointmentStatusCounts.approved],
  checkedIn: appointmentStatusCounts.checkedIn,
  inProgress: appointmentStatusCounts.inProgress,
  finished: appointmentStatusCounts.finished,
  canceled: appointmentStatusCounts.canceled,
  invalid: appointmentStatusCounts.invalid,
} as const satisfies Record<string, readonly AppointmentStatus[]>;
export type QueueTabKey = keyof typeof queueTabStatuses;

/** The queue tab an appointment of `status` sits in. */
export function queueTabOf(status: number): QueueTabKey {
  const found = (Object.keys(queueTabStatuses) as QueueTabKey[]).find((tab) =>
    (queueTabStatuses[tab] as readonly number[]).includes(status),
  );
  if (!found) throw new Error(`Unknown appointment status ${status}`);
  return found;
}
