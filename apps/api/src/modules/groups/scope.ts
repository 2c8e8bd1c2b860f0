import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { readAll } from '../../db/reads.js';
import {
  doctorLocations,
  doctors,
  groupDoctors,
  groupLocations,
  userGroupMembers,
  userGroups,
} from '../../db/schema/index.js';
import { type AuthContext, isOwnerOrAdmin } from '../../platform/auth-context.js';

/**
 * The doctors a staff member may see, as a filter on `doctors` (docs/architecture.md#tenancy: groups restrict to all or
 * some locations and all or some doctors). Owner and Admin, and users in no group, see every doctor. Otherwise a doctor
 * is visible when one of the user's enabled groups has all doctors, or names the doctor, or — naming no doctors —
 * covers a location where the doctor works. Schedules, appointments and queue data scope through the same rule.
 */
export function visibleDoctorsFilter(db: Db | DbTx, auth: AuthContext): Promise<SQL | undefined> {
  if (isOwnerOrAdmin(auth)) return Promise.resolve(undefined);
  // Read once per session (the cache drops the session when a group or the user's groups change). Only a
  // finished read is shared: a request inside a PGlite transaction must never wait on another's pending read.
  const memo = auth.memo;
  if (memo?.doctorScope) return Promise.resolve(memo.doctorScope.filter);
  return readDoctorsFilter(db, auth).then((filter) => {
    if (memo) memo.doctorScope = { filter };
    return filter;
  });
}

async function readDoctorsFilter(db: Db | DbTx, auth: AuthContext): Promise<SQL | undefined> {
  const groups = await enabledGroupsOf(db, auth);
  if (groups.length === 0 || groups.some((g) => g.allDoctors)) return undefined;
  const groupIds = groups.map((g) => g.id);
  const named = await db
    .select({ groupId: groupDoctors.groupId, doctorId: groupDoctors.doctorId })
    .from(groupDoctors)
    .where(inArray(groupDoctors.groupId, groupIds));
  const byLocation = groups.filter((g) => !named.some((n) => n.groupId === g.id));
  const conditions: SQL[] = [];
  if (named.length) conditions.push(inArray(doctors.id, [...new Set(named.map((n) => n.doctorId))]));
  if (byLocation.some((g) => g.allLocations)) {
    conditions.push(
      sql`exists (select 1 from ${doctorLocations} where ${doctorLocations.doctorId} = ${doctors.id})`,
    );
  } else if (byLocation.length) {
    const locs = await db
      .select({ locationId: groupLocations.locationId })
      .from(groupLocations)
      .where(
        inArray(
          groupLocations.groupId,
          byLocation.map((g) => g.id),
        ),
      );
    const locationIds = [...new Set(locs.map((l) => l.locationId))];
    if (locationIds.length) {
      conditions.push(
        sql`exists (select 1 from ${doctorLocations} where ${doctorLocations.doctorId} = ${doctors.id} and ${inArray(doctorLocations.locationId, locationIds)})`,
      );
    }
  }
  // A group left with nothing (its doctors and locations deleted) shows nothing rather than everything.
  return conditions.length ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`;
}

/**
 * The locations whose realtime events a staff member hears (platform/realtime.ts), or undefined for every
 * location: Owner and Admin, users in no group, and users with a group over all locations or all doctors (their
 * lists show every doctor, so their screens follow every location). Otherwise the locations their groups name, and
 * where the doctors their groups name work. Lists stay scoped by visibleDoctorsFilter; this only narrows what a
 * socket is told.
 */
export async function visibleLocationIds(db: Db | DbTx, auth: AuthContext): Promise<number[] | undefined> {
  if (isOwnerOrAdmin(auth)) return undefined;
  const groups = await enabledGroupsOf(db, auth);
  if (groups.length === 0 || groups.some((g) => g.allDoctors || g.allLocations)) return undefined;
  const groupIds = groups.map((g) => g.id);
  const [named, doctorsWork] = await readAll(db, [
    () =>
      db
        .select({ locationId: groupLocations.locationId })
        .from(groupLocations)
        .where(inArray(groupLocations.groupId, groupIds)),
    () =>
      db
        .select({ locationId: doctorLocations.locationId })
        .from(groupDoctors)
        .innerJoin(doctorLocations, eq(doctorLocations.doctorId, groupDoctors.doctorId))
        .where(inArray(groupDoctors.groupId, groupIds)),
  ] as const);
  return [...new Set([...named, ...doctorsWork].map((l) => l.locationId))];
}

/** The caller's enabled groups, with whether each covers every doctor or every location. */
export function enabledGroupsOf(db: Db | DbTx, auth: Pick<AuthContext, 'clinicId' | 'userId'>) {
  return db
    .select({ id: userGroups.id, allDoctors: userGroups.allDoctors, allLocations: userGroups.allLocations })
    .from(userGroupMembers)
    .innerJoin(
      userGroups,
      and(eq(userGroups.clinicId, userGroupMembers.clinicId), eq(userGroups.id, userGroupMembers.groupId)),
    )
    .where(
      and(
        eq(userGroupMembers.clinicId, auth.clinicId),
        eq(userGroupMembers.userId, auth.userId),
        eq(userGroups.enabled, true),
      ),
    );
}

/**
 * The ids of the doctors a staff member may see (visibleDoctorsFilter), or undefined for every doctor: what an
 * open socket is told of appointments is held to the same rule as the lists (platform/realtime-audience.ts).
 */
export async function visibleDoctorIds(db: Db | DbTx, auth: AuthContext): Promise<number[] | undefined> {
  const filter = await visibleDoctorsFilter(db, auth);
  if (!filter) return undefined;
  const rows = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(and(eq(doctors.clinicId, auth.clinicId), filter));
  return rows.map((r) => r.id);
}
