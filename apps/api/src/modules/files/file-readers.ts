import { PermissionLevel, ScreenId } from '@clinic/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { appointments, clinicPatients, doctors, labResults } from '../../db/schema/index.js';
import { FileOwnerKind } from '../../platform/files/owners.js';
import { type SessionAccess, screenLevel } from '../../platform/session-cache.js';
import { doctorScope } from '../appointments/appointment-scope.js';
import { visibleDoctorsFilter } from '../groups/scope.js';

// Who may read a stored file: whoever may read what it belongs to over REST, so a file link never reaches someone
// the owner's own routes would refuse. Each owner kind names the screens whose routes answer that owner and the
// group scope those routes apply (docs/architecture.md#tenancy); an owner that is gone takes its readers with it.

/** The owner ids of one kind (all of the caller's clinic) that the caller may read. */
type OwnerRule = (db: Db, access: SessionAccess, ownerIds: number[]) => Promise<number[]>;

const seesAny = (access: SessionAccess, screens: readonly ScreenId[]) =>
  screens.some((screen) => screenLevel(access, screen) >= PermissionLevel.Read);

/** The rows of `table` among `ids` in the caller's clinic that pass `where` (a group scope). */
async function existing(
  db: Db,
  access: SessionAccess,
  table: PgTable & { id: PgColumn; clinicId: PgColumn },
  ids: number[],
  where?: SQL,
): Promise<number[]> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.clinicId, access.auth.clinicId), inArray(table.id, ids), where));
  return rows.map((r) => r.id as number);
}

/** Readable by a Read of any of `screens`, for the owners `rows` keeps (undefined: every owner named). */
const byScreens =
  (screens: readonly ScreenId[], rows?: OwnerRule): OwnerRule =>
  async (db, access, ids) => {
    if (!seesAny(access, screens)) return [];
    return rows ? rows(db, access, ids) : ids;
  };

const patients: OwnerRule = (db, access, ids) => existing(db, access, clinicPatients, ids);
/** A visit's files follow the visit's routes: its doctor must be one the caller's groups show. */
const visits: OwnerRule = async (db, access, ids) =>
  existing(db, access, appointments, ids, await doctorScope(db, access.auth));

const rules: Record<FileOwnerKind, OwnerRule> = {
  // The search (12, or booking at 10, or selling at 21) lists the avatar; the record (12, or the exam at 11) the rest.
  [FileOwnerKind.PatientAvatar]: byScreens(
    [ScreenId.PatientRecords, ScreenId.TodayExaminations, ScreenId.Appointments, ScreenId.Billing],
    patients,
  ),
  [FileOwnerKind.PatientProperty]: byScreens([ScreenId.PatientRecords, ScreenId.TodayExaminations], patients),
  // GET /clinic-appointments/:id/check-in-sheet (10, 11) and the medical record (12, 11).
  [FileOwnerKind.CheckInSheet]: byScreens(
    [ScreenId.Appointments, ScreenId.TodayExaminations, ScreenId.PatientRecords],
    visits,
  ),
  // GET /clinic-appointments/:id/service-sheets and the medical record (11, 12).
  [FileOwnerKind.ServiceSheet]: byScreens([ScreenId.TodayExaminations, ScreenId.PatientRecords], visits),
  // The lab-results search (41, 11) answers every result; the medical record (12) those of a visit it shows.
  [FileOwnerKind.LabResult]: async (db, access, ids) => {
    if (seesAny(access, [ScreenId.LabResults, ScreenId.TodayExaminations]))
      return existing(db, access, labResults, ids);
    if (!seesAny(access, [ScreenId.PatientRecords])) return [];
    const scope = await doctorScope(db, access.auth);
    const rows = await db
      .select({ id: labResults.id })
      .from(labResults)
      .innerJoin(
        appointments,
        and(eq(appointments.clinicId, labResults.clinicId), eq(appointments.id, labResults.appointmentId)),
      )
      .where(and(eq(labResults.clinicId, access.auth.clinicId), inArray(labResults.id, ids), scope));
    return rows.map((r) => r.id);
  },
  // GET /print/templates lists them in the general settings (1).
  [FileOwnerKind.PrintTemplate]: byScreens([ScreenId.GeneralSettings]),
  // A cache the print routes serve themselves, each behind its document's own screens: never a link.
  [FileOwnerKind.PrintPdf]: async () => [],
  // A user's avatar is answered by GET /users/me to the user; the users screen (6) reads every user.
  [FileOwnerKind.UserAvatar]: async (_db, access, ids) =>
    seesAny(access, [ScreenId.Users]) ? ids : ids.filter((id) => id === access.auth.userId),
  // The doctors screen (4), within the caller's groups, as GET /doctors/:id. (The shop window shows bookable
  // doctors' avatars to everyone through its own links.)
  [FileOwnerKind.DoctorAvatar]: byScreens([ScreenId.Doctors], async (db, access, ids) =>
    existing(db, access, doctors, ids, await visibleDoctorsFilter(db, access.auth)),
  ),
  // GET /clinics/info answers the logo to every staff member, and the shop window to everyone.
  [FileOwnerKind.ClinicLogo]: async (_db, _access, ids) => ids,
};

export interface OwnedFile {
  id: number;
  ownerKind: number | null;
  ownerId: number | null;
  createdBy: number | null;
}

/**
 * The files (all of the caller's clinic) the caller may read: an attached one when they may read its owner, one
 * attached to nothing only when they uploaded it. One query per owner kind present, at most.
 */
export async function readableFiles<F extends OwnedFile>(
  db: Db,
  access: SessionAccess,
  files: readonly F[],
): Promise<F[]> {
  const byKind = new Map<FileOwnerKind, Set<number>>();
  for (const file of files) {
    if (file.ownerKind === null || file.ownerId === null) continue;
    const kind = file.ownerKind as FileOwnerKind;
    byKind.set(kind, (byKind.get(kind) ?? new Set()).add(file.ownerId));
  }
  const readableOwners = new Map<FileOwnerKind, Set<number>>();
  for (const [kind, ids] of byKind) {
    const rule = rules[kind];
    readableOwners.set(kind, new Set(rule ? await rule(db, access, [...ids]) : []));
  }
  return files.filter((file) =>
    file.ownerKind === null || file.ownerId === null
      ? file.createdBy !== null && file.createdBy === access.auth.userId
      : (readableOwners.get(file.ownerKind as FileOwnerKind)?.has(file.ownerId) ?? false),
  );
}
