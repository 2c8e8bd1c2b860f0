import {
  ActiveStatus,
  NotificationKind,
  notificationKinds,
  PermissionLevel,
  RoleKind,
  ScreenId,
  UserSkill,
} from '@clinic/domain';
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import {
  doctors,
  notificationPreferences,
  roleScreenPermissions,
  roles,
  users,
} from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { visibleDoctorsFilter, visibleLocationIds } from '../groups/scope.js';

// Who hears which notification (docs/product.md#notifications). Two steps: a pure rule per kind over the
// user's role, skills and screens (also what my settings offers: availableKinds), then, for what happened at one
// doctor and location, the same group scope the lists and realtime rooms use (groups/scope.ts): a receptionist of
// location A hears nothing about B. Owner and Admin hear every kind, everywhere. Disabled users, the user who caused
// the event and users who turned the kind off are left out.

type AnyDb = Db | DbTx;

/** An active staff member as the rules see them. */
export interface Candidate {
  id: number;
  roleId: number;
  roleKind: number;
  skills: readonly number[];
  language: string;
  /** Screen levels of their role (Owner and Admin: every screen, Write). */
  screens: ReadonlyMap<number, number>;
  /** The doctors whose own user they are (doctors.user_id). */
  doctorIds: readonly number[];
  disabledKinds: readonly number[];
}

const isOwnerOrAdmin = (c: Candidate) => c.roleKind === RoleKind.Owner || c.roleKind === RoleKind.Admin;
const reads = (c: Candidate, screen: ScreenId) =>
  isOwnerOrAdmin(c) || (c.screens.get(screen) ?? PermissionLevel.None) >= PermissionLevel.Read;
const hasSkill = (c: Candidate, skill: UserSkill) => c.skills.includes(skill);

/**
 * Whether the user's role, skills and screens let them receive `kind` at all (before scope):
 * - online bookings and invalid appointments: reception (skill Receptionist, Appointments screen);
 * - a patient checked in: a doctor's own user who may open Today's examinations;
 * - a prescription saved, an invoice paid by transfer: cashiers (skill Cashier, Billing screen);
 * - the daily stock alert: whoever may read the stock on hand (the owner first of all).
 * Owner and Admin receive every kind.
 */
export function mayReceiveKind(kind: NotificationKind, c: Candidate): boolean {
  if (isOwnerOrAdmin(c)) return true;
  switch (kind) {
    case NotificationKind.OnlineBookingPending:
    case NotificationKind.AppointmentInvalid:
      return hasSkill(c, UserSkill.Receptionist) && reads(c, ScreenId.Appointments);
    case NotificationKind.PatientCheckedIn:
      return c.doctorIds.length > 0 && reads(c, ScreenId.TodayExaminations);
    case NotificationKind.PrescriptionSaved:
    case NotificationKind.InvoicePaidByTransfer:
      return hasSkill(c, UserSkill.Cashier) && reads(c, ScreenId.Billing);
    case NotificationKind.StockAlert:
      return reads(c, ScreenId.StockOnHand);
  }
}

/** The kinds my settings offers the user. */
export const availableKindsOf = (c: Candidate): NotificationKind[] =>
  notificationKinds.filter((kind) => mayReceiveKind(kind, c));

/** Where the thing a notification is about happened: what group scope is checked against. */
export type AudienceScope =
  /** An appointment (or an invoice of one): its doctor and location. */
  | { doctorId: number; locationId: number }
  /** Nowhere in particular but possibly anywhere (an invoice without an appointment): users who see everything. */
  | 'everyLocation'
  /** The whole clinic (the stock): no group scope. */
  | 'clinic';

export interface Audience {
  kind: NotificationKind;
  scope: AudienceScope;
  /** PatientCheckedIn: only this doctor's own user (and Owner/Admin). */
  doctorId?: number;
  /** Who caused it: not told of their own act. */
  actorUserId?: number | null;
}

/** Every active staff member of the clinic (or just `userId`), with their screens, doctors and preferences. */
export async function loadCandidates(db: AnyDb, clinicId: number, userId?: number): Promise<Candidate[]> {
  const userFilter: SQL[] = [eq(users.clinicId, clinicId), eq(users.status, ActiveStatus.Active)];
  if (userId !== undefined) userFilter.push(eq(users.id, userId));
  const rows = await db
    .select({
      id: users.id,
      roleId: users.roleId,
      roleKind: roles.kind,
      skills: users.skills,
      language: users.language,
      disabledKinds: notificationPreferences.disabledKinds,
    })
    .from(users)
    .innerJoin(roles, and(eq(roles.clinicId, users.clinicId), eq(roles.id, users.roleId)))
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.clinicId, users.clinicId), eq(notificationPreferences.userId, users.id)),
    )
    .where(and(...userFilter));
  if (!rows.length) return [];
  const screenRows = await db
    .select({
      roleId: roleScreenPermissions.roleId,
      screenId: roleScreenPermissions.screenId,
      level: roleScreenPermissions.level,
    })
    .from(roleScreenPermissions)
    .where(eq(roleScreenPermissions.clinicId, clinicId));
  const doctorRows = await db
    .select({ id: doctors.id, userId: doctors.userId })
    .from(doctors)
    .where(and(eq(doctors.clinicId, clinicId), isNotNull(doctors.userId)));
  return rows.map((row) => ({
    id: row.id,
    roleId: row.roleId,
    roleKind: row.roleKind,
    skills: row.skills,
    language: row.language,
    screens: new Map(
      screenRows.filter((s) => s.roleId === row.roleId).map((s) => [s.screenId, s.level] as const),
    ),
    doctorIds: doctorRows.filter((d) => d.userId === row.id).map((d) => d.id),
    disabledKinds: row.disabledKinds ?? [],
  }));
}

/** The candidate as the group-scope rules take a caller. */
const authOf = (clinicId: number, c: Candidate): AuthContext => ({
  userId: c.id,
  clinicId,
  sessionId: '',
  roleId: c.roleId,
  roleKind: c.roleKind,
});

/** Whether the candidate's groups let them see what happened at `scope` (lists and realtime rooms alike). */
async function inScope(db: AnyDb, clinicId: number, c: Candidate, scope: AudienceScope): Promise<boolean> {
  if (scope === 'clinic' || isOwnerOrAdmin(c)) return true;
  const auth = authOf(clinicId, c);
  const locations = await visibleLocationIds(db, auth);
  if (scope === 'everyLocation') return locations === undefined;
  if (locations && !locations.includes(scope.locationId)) return false;
  const filter = await visibleDoctorsFilter(db, auth);
  if (!filter) return true;
  const [seen] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(and(eq(doctors.clinicId, clinicId), eq(doctors.id, scope.doctorId), filter));
  return seen !== undefined;
}

/** Everyone who is told of `audience`, in the clinic's user order. */
export async function recipientsOf(db: AnyDb, clinicId: number, audience: Audience): Promise<Candidate[]> {
  const candidates = await loadCandidates(db, clinicId);
  const chosen: Candidate[] = [];
  for (const c of candidates) {
    if (c.id === audience.actorUserId) continue;
    if (c.disabledKinds.includes(audience.kind)) continue;
    if (!mayReceiveKind(audience.kind, c)) continue;
    // A check-in is the doctor's own: only that doctor's user (Owner and Admin hear every kind), whatever their groups.
    if (audience.kind === NotificationKind.PatientCheckedIn) {
      if (isOwnerOrAdmin(c) || (audience.doctorId !== undefined && c.doctorIds.includes(audience.doctorId)))
        chosen.push(c);
      continue;
    }
    if (await inScope(db, clinicId, c, audience.scope)) chosen.push(c);
  }
  return chosen;
}
