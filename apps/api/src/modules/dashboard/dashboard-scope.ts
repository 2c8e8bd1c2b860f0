import { addDays, monthOf } from '@clinic/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { type ReportScope, reportScope } from '../reports/scope.js';

// What every dashboard block agrees on: the location asked (or every one), narrowed by the caller's groups, and
// the clinic's own calendar: today, this month and the one before.

/** The block's scope: `?locationId` if given, always narrowed by the caller's groups. Doctors too, by the groups. */
export function dashboardScope(
  db: Db,
  auth: AuthContext,
  locationId: number | undefined,
): Promise<ReportScope> {
  return reportScope(db, auth, { locationIds: locationId ? [locationId] : undefined });
}

/**
 * The month of `today` ('YYYY-MM-DD') and the one before (monthOf, as the reports' quick ranges): first and last
 * days, lengths, today's day of the month.
 */
export function monthsOf(today: string) {
  const { from: monthStart, to: monthEnd } = monthOf(today);
  const previousEnd = addDays(monthStart, -1);
  return {
    month: today.slice(0, 7),
    monthStart,
    monthEnd,
    monthDays: Number(monthEnd.slice(8, 10)),
    dayOfMonth: Number(today.slice(8, 10)),
    previousMonth: previousEnd.slice(0, 7),
    previousStart: `${previousEnd.slice(0, 8)}01`,
    previousDays: Number(previousEnd.slice(8, 10)),
  };
}
