import { addDays, MedicineLotExpiry } from '@clinic/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// The stock module's expiry rule (lotExpiryState in packages/domain stock.ts) as SQL, for the reads that filter,
// count or sort lots by it in the database (the dashboard, the stock report by lot). Both bounds come from the
// domain's own day arithmetic, so the two can never disagree on where a state begins.

/** A lot's MedicineLotExpiry on `day`, `nearExpiryDays` being the clinic's setting. */
export function lotExpiryStateSql(expiryDate: SQLWrapper, day: string, nearExpiryDays: number) {
  return sql<number>`(case when ${expiryDate} < ${day}::date then ${MedicineLotExpiry.Expired}
    when ${expiryDate} < ${addDays(day, nearExpiryDays)}::date then ${MedicineLotExpiry.NearExpiration}
    else ${MedicineLotExpiry.InDate} end)::int`;
}

/** The expiry dates of the lots in `state` on `day`: a range, so an index on the expiry date serves it. */
export function expiryRangeSql(
  expiryDate: SQLWrapper,
  state: MedicineLotExpiry,
  day: string,
  nearExpiryDays: number,
): SQL {
  const near = addDays(day, nearExpiryDays);
  if (state === MedicineLotExpiry.Expired) return sql`${expiryDate} < ${day}::date`;
  if (state === MedicineLotExpiry.NearExpiration)
    return sql`${expiryDate} >= ${day}::date and ${expiryDate} < ${near}::date`;
  return sql`${expiryDate} >= ${near}::date`;
}
