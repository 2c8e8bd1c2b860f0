import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { doctors } from '../../db/schema/index.js';
import { type AuthContext, isOwnerOrAdmin } from '../../platform/auth-context.js';
import { visibleDoctorsFilter, visibleLocationIds } from '../groups/scope.js';

// Which locations and doctors a report or a dashboard block covers: what the filter asks, narrowed by the caller's
// groups (docs/architecture.md#tenancy). Owner, Admin and users in no group read no rows for it.

/** Ids a report is limited to; undefined: not limited on that side. */
export interface ReportScope {
  locationIds: number[] | undefined;
  doctorIds: number[] | undefined;
}

const intersect = (asked: readonly number[] | undefined, allowed: readonly number[] | undefined) => {
  if (!asked?.length) return allowed ? [...allowed] : undefined;
  if (!allowed) return [...asked];
  const set = new Set(allowed);
  return asked.filter((id) => set.has(id));
};

/**
 * The scope of a report asked for `asked` by `auth`. A user limited by groups sees only the rows of the locations
 * and doctors the groups allow, so a walk-in sale with no visit (no location, no doctor) is left out for them.
 */
export async function reportScope(
  db: Db,
  auth: AuthContext,
  asked: { locationIds?: readonly number[] | undefined; doctorIds?: readonly number[] | undefined },
): Promise<ReportScope> {
  if (isOwnerOrAdmin(auth))
    return {
      locationIds: intersect(asked.locationIds, undefined),
      doctorIds: intersect(asked.doctorIds, undefined),
    };
  const [locations, doctorFilter] = await Promise.all([
    visibleLocationIds(db, auth),
    visibleDoctorsFilter(db, auth),
  ]);
  const visibleDoctors = doctorFilter
    ? (
        await db
          .select({ id: doctors.id })
          .from(doctors)
          .where(and(eq(doctors.clinicId, auth.clinicId), doctorFilter))
      ).map((d) => d.id)
    : undefined;
  return {
    locationIds: intersect(asked.locationIds, locations),
    doctorIds: intersect(asked.doctorIds, visibleDoctors),
  };
}

/**
 * The scope as a condition on a table's location and doctor columns (none when not limited). An empty list
 * matches nothing.
 */
export function scopeWhere(
  scope: ReportScope,
  columns: { locationId?: AnyPgColumn; doctorId?: AnyPgColumn },
): SQL | undefined {
  const parts: SQL[] = [];
  const limit = (column: AnyPgColumn | undefined, ids: number[] | undefined) => {
    if (!column || ids === undefined) return;
    parts.push(ids.length ? inArray(column, ids) : sql`false`);
  };
  limit(columns.locationId, scope.locationIds);
  limit(columns.doctorId, scope.doctorIds);
  return parts.length ? and(...parts) : undefined;
}
