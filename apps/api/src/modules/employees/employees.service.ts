import {
  ActiveStatus,
  ActivityAction,
  ActivityEntityType,
  AppError,
  type RoleHoldings,
  RoleKind,
  type UserSkill,
} from '@clinic/domain';
import type { Employee } from '@clinic/domain/contracts';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbTx } from '../../db/client.js';
import { readAll, readAsOne } from '../../db/reads.js';
import { clinics, roles, userGroupMembers, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { record, withChanges } from '../../platform/activity-log.js';
import type { AuthContext } from '../../platform/auth-context.js';
import type { Lang } from '../../platform/lang.js';
import { mailTemplates } from '../../platform/mail/templates.js';
import { offsetOf, page } from '../../platform/paging.js';
import { hashPassword } from '../../platform/passwords.js';
import { inTransaction, type Tx } from '../../platform/tx.js';
import { keywordFilter } from '../../resources/define-resource.js';
import { CODE_TTL_MINUTES, issueCode } from '../auth/codes.service.js';
import { revokeUserSessions } from '../auth/sessions.service.js';
import {
  assertHoldsUser,
  assertMayAssignGroups,
  assertMayChangeOwnAccess,
  assertMayGrant,
  roleHoldings,
} from '../roles/holdings.js';

const emailShape = z.email();

type UserRow = typeof users.$inferSelect;

function toView(user: UserRow, role: { name: string; kind: RoleKind }, groupIds: number[]): Employee {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    roleId: user.roleId,
    roleName: role.name,
    roleKind: role.kind,
    groupIds: [...groupIds].sort((a, b) => a - b),
    skills: user.skills,
    enabled: user.status === ActiveStatus.Active,
    verified: user.verifiedAt !== null,
    isOwner: role.kind === RoleKind.Owner,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/**
 * An employee from their row as the route guard loaded it: the role and the group memberships come in one
 * statement.
 */
export async function employeeDetails(db: Db, user: UserRow): Promise<Employee> {
  const rows = await readAsOne(db, {
    role: db
      .select({ name: roles.name, kind: roles.kind })
      .from(roles)
      .where(and(eq(roles.clinicId, user.clinicId), eq(roles.id, user.roleId))),
    groups: db
      .select({ groupId: userGroupMembers.groupId })
      .from(userGroupMembers)
      .where(and(eq(userGroupMembers.clinicId, user.clinicId), eq(userGroupMembers.userId, user.id))),
  });
  const [role] = rows.role;
  if (!role) throw new AppError('employeeNotFound');
  return toView(
    user,
    { name: role.name as string, kind: role.kind as RoleKind },
    rows.groups.map((g) => g.group_id as number),
  );
}

export function createEmployeesService(deps: AppDeps) {
  async function views(
    db: Db | DbTx,
    clinicId: number,
    where: SQL | undefined,
    paging?: { pageSize: number; pageNumber: number; order: SQL },
  ) {
    let query = db
      .select({ user: users, roleName: roles.name, roleKind: roles.kind })
      .from(users)
      .innerJoin(roles, and(eq(roles.clinicId, users.clinicId), eq(roles.id, users.roleId)))
      .where(and(eq(users.clinicId, clinicId), where))
      .$dynamic();
    if (paging)
      query = query.orderBy(paging.order, asc(users.id)).limit(paging.pageSize).offset(offsetOf(paging));
    const rows = await query;
    const ids = rows.map((r) => r.user.id);
    const memberships = ids.length
      ? await db
          .select()
          .from(userGroupMembers)
          .where(and(eq(userGroupMembers.clinicId, clinicId), inArray(userGroupMembers.userId, ids)))
      : [];
    return rows.map(({ user, roleName, roleKind }) =>
      toView(
        user,
        { name: roleName, kind: roleKind },
        memberships.filter((m) => m.userId === user.id).map((m) => m.groupId),
      ),
    );
  }

  async function one(db: Db | DbTx, clinicId: number, id: number) {
    const [view] = await views(db, clinicId, eq(users.id, id));
    if (!view) throw new AppError('employeeNotFound');
    return view;
  }

  /**
   * A role the caller can hand out: this clinic's, enabled, never Owner (ownership moves only by transfer), and
   * holding nothing the caller does not hold (packages/domain grants.ts).
   */
  async function assertAssignableRole(tx: Tx, caller: RoleHoldings, roleId: number) {
    const role = await roleHoldings(tx.db, tx.actor.clinicId, roleId);
    if (!role) throw new AppError('roleNotFound');
    if (!role.enabled) throw new AppError('invalidRole');
    assertMayGrant(caller, role);
  }

  async function setGroups(tx: Tx, userId: number, groupIds: number[]) {
    // The route's ref('group') already checked every id belongs to this clinic.
    const wanted = [...new Set(groupIds)];
    await tx.db
      .delete(userGroupMembers)
      .where(and(eq(userGroupMembers.clinicId, tx.actor.clinicId), eq(userGroupMembers.userId, userId)));
    if (wanted.length)
      await tx.db
        .insert(userGroupMembers)
        .values(wanted.map((groupId) => ({ clinicId: tx.actor.clinicId, groupId, userId })));
  }

  /**
   * Nobody but the owner touches the owner; nobody disables or deletes themselves; nobody touches someone whose role
   * holds more than their own (a clerk of screen 6 neither disables nor sets the password of an Admin). Answers
   * what the caller holds, for the role checks that follow.
   */
  async function assertMayChange(
    db: Db | DbTx,
    auth: AuthContext,
    target: Employee,
    change: 'update' | 'enable' | 'disable' | 'delete' | 'password',
  ): Promise<RoleHoldings> {
    if (target.isOwner && change !== 'enable' && (change !== 'update' || auth.userId !== target.id))
      throw new AppError('cannotEditOwner');
    if (target.id === auth.userId && (change === 'disable' || change === 'delete'))
      throw new AppError('statusNotAllowed');
    const [me, theirs] = await readAll(db, [
      () => roleHoldings(db, auth.clinicId, auth.roleId),
      () => roleHoldings(db, auth.clinicId, target.roleId),
    ] as const);
    if (!me || !theirs) throw new AppError('noPermission');
    assertHoldsUser(me, theirs);
    return me;
  }

  async function sendInvite(
    clinicId: number,
    inviterName: string,
    user: { id: number; email: string },
    lang: Lang,
  ) {
    const code = await issueCode(deps.db, { id: user.id, clinicId }, 'invite', deps.clock());
    const [clinic] = await deps.db
      .select({ name: clinics.name })
      .from(clinics)
      .where(eq(clinics.id, clinicId));
    const url = `${deps.config.publicUrl}/accept-invite?email=${encodeURIComponent(user.email)}&code=${code}`;
    const content = mailTemplates.invite(lang, {
      clinicName: clinic?.name ?? '',
      inviterName,
      url,
      days: CODE_TTL_MINUTES.invite / 1440,
    });
    await deps.mailer.send({ ...content, to: user.email, clinicId });
  }

  const inviterName = async (auth: AuthContext) =>
    (await deps.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, auth.userId)))[0]
      ?.fullName ?? '';

  return {
    async list(
      auth: AuthContext,
      q: {
        pageSize: number;
        pageNumber: number;
        keyword?: string | undefined;
        enabled?: 'true' | 'false' | undefined;
        sortBy: 'fullName' | 'createdAt';
        sortDirection: 'asc' | 'desc';
      },
    ) {
      const where = and(
        q.enabled === undefined
          ? undefined
          : q.enabled === 'true'
            ? eq(users.status, ActiveStatus.Active)
            : ne(users.status, ActiveStatus.Active),
        q.keyword ? keywordFilter([users.fullName, users.email, users.phone], q.keyword) : undefined,
      );
      const column = q.sortBy === 'createdAt' ? users.createdAt : users.fullName;
      const [items, [total]] = await Promise.all([
        views(deps.db, auth.clinicId, where, {
          ...q,
          order: q.sortDirection === 'desc' ? desc(column) : asc(column),
        }),
        deps.db
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.clinicId, auth.clinicId), where)),
      ]);
      return page(items, total?.n ?? 0, q);
    },

    /**
     * Each valid, unused address becomes an unverified user with the role, groups and skills given, and gets an
     * invitation mail; the others are reported one by one. One bad address never stops the good ones.
     */
    async invite(
      auth: AuthContext,
      body: { emails: string[]; roleId: number; groupIds: number[]; skills: UserSkill[] },
      lang: Lang,
    ) {
      const failed: { email: string; code: number | string; message: string }[] = [];
      const fail = (email: string, key: 'invalidEmail' | 'phoneOrEmailUsed') => {
        const error = new AppError(key);
        failed.push({ email, code: error.code, message: error.text(lang) });
      };
      const candidates: string[] = [];
      for (const raw of body.emails) {
        const email = raw.trim().toLowerCase();
        if (!emailShape.safeParse(email).success) fail(raw, 'invalidEmail');
        else if (candidates.includes(email)) continue;
        else candidates.push(email);
      }
      const taken = candidates.length
        ? await deps.db.select({ email: users.email }).from(users).where(inArray(users.email, candidates))
        : [];
      for (const { email } of taken) fail(email, 'phoneOrEmailUsed');
      const fresh = candidates.filter((e) => !taken.some((t) => t.email === e));
      const invited = await inTransaction(deps, auth, async (tx) => {
        const me = await roleHoldings(tx.db, auth.clinicId, auth.roleId);
        if (!me) throw new AppError('noPermission');
        await assertAssignableRole(tx, me, body.roleId);
        await assertMayAssignGroups(tx.db, auth, [...new Set(body.groupIds)]);
        const created: { email: string; id: number }[] = [];
        for (const email of fresh) {
          const [user] = await tx.db
            .insert(users)
            .values({
              clinicId: auth.clinicId,
              email,
              fullName: email.split('@')[0]!,
              roleId: body.roleId,
              skills: [...new Set(body.skills)],
            })
            .returning({ id: users.id });
          await setGroups(tx, user!.id, body.groupIds);
          await record(tx, ActivityEntityType.User, user!.id, ActivityAction.Create, {
            email,
            invited: true,
          });
          created.push({ email, id: user!.id });
        }
        return created;
      });
      const inviter = await inviterName(auth);
      for (const user of invited) await sendInvite(auth.clinicId, inviter, user, lang);
      return { invited, failed };
    },

    async reInvite(auth: AuthContext, id: number, lang: Lang) {
      const target = await one(deps.db, auth.clinicId, id);
      if (target.verified) throw new AppError('alreadyVerified');
      await sendInvite(auth.clinicId, await inviterName(auth), target, lang);
      return { sent: true };
    },

    async update(
      auth: AuthContext,
      id: number,
      body: {
        fullName: string;
        phone: string | null;
        roleId: number;
        groupIds: number[];
        skills: UserSkill[];
      },
    ) {
      const target = await one(deps.db, auth.clinicId, id);
      const me = await assertMayChange(deps.db, auth, target, 'update');
      if (body.phone) {
        const [taken] = await deps.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.phone, body.phone), ne(users.id, id)));
        if (taken) throw new AppError('phoneOrEmailUsed');
      }
      return inTransaction(deps, auth, async (tx) => {
        const roleChanged = !target.isOwner && body.roleId !== target.roleId;
        const groupIds = [...new Set(body.groupIds)].sort((a, b) => a - b);
        const groupsChanged = groupIds.join() !== target.groupIds.join();
        // Your own role and groups are someone else's to set (only the owner sets their own groups).
        if (target.id === auth.userId && (roleChanged || groupsChanged)) assertMayChangeOwnAccess(me);
        if (roleChanged) await assertAssignableRole(tx, me, body.roleId);
        if (groupsChanged) await assertMayAssignGroups(tx.db, auth, groupIds);
        await tx.db
          .update(users)
          .set({
            fullName: body.fullName,
            phone: body.phone,
            skills: [...new Set(body.skills)],
            ...(target.isOwner ? {} : { roleId: body.roleId }),
            updatedAt: tx.now,
          })
          .where(and(eq(users.clinicId, auth.clinicId), eq(users.id, id)));
        await setGroups(tx, id, body.groupIds);
        // A new role takes effect at once: the person signs in again and gets the new permissions.
        if (roleChanged) await revokeUserSessions(tx.db, id, 'role-changed', tx.now);
        await record(tx, ActivityEntityType.User, id, ActivityAction.Update, {
          name: body.fullName,
          roleChanged,
          ...withChanges(target, {
            fullName: body.fullName,
            phone: body.phone,
            ...(target.isOwner ? {} : { roleId: body.roleId }),
            groupIds,
            skills: [...new Set(body.skills)],
          }),
        });
        tx.publish('permissions.change', { userId: id });
        return one(tx.db, auth.clinicId, id);
      });
    },

    async setEnabled(auth: AuthContext, id: number, enabled: boolean) {
      const target = await one(deps.db, auth.clinicId, id);
      await assertMayChange(deps.db, auth, target, enabled ? 'enable' : 'disable');
      return inTransaction(deps, auth, async (tx) => {
        await tx.db
          .update(users)
          .set({ status: enabled ? ActiveStatus.Active : ActiveStatus.Inactive, updatedAt: tx.now })
          .where(and(eq(users.clinicId, auth.clinicId), eq(users.id, id)));
        if (!enabled) await revokeUserSessions(tx.db, id, 'disabled', tx.now);
        await record(
          tx,
          ActivityEntityType.User,
          id,
          enabled ? ActivityAction.Enable : ActivityAction.Disable,
        );
        tx.publish('permissions.change', { userId: id });
        return one(tx.db, auth.clinicId, id);
      });
    },

    async remove(auth: AuthContext, id: number) {
      const target = await one(deps.db, auth.clinicId, id);
      await assertMayChange(deps.db, auth, target, 'delete');
      await inTransaction(deps, auth, async (tx) => {
        await revokeUserSessions(tx.db, id, 'deleted', tx.now);
        await tx.db.delete(users).where(and(eq(users.clinicId, auth.clinicId), eq(users.id, id)));
        await record(tx, ActivityEntityType.User, id, ActivityAction.Delete, { email: target.email });
        tx.publish('permissions.change', { userId: id });
      });
      return { deleted: true };
    },

    async changePassword(auth: AuthContext, id: number, password: string) {
      const target = await one(deps.db, auth.clinicId, id);
      await assertMayChange(deps.db, auth, target, 'password');
      const passwordHash = await hashPassword(password);
      await inTransaction(deps, auth, async (tx) => {
        await tx.db
          .update(users)
          .set({ passwordHash, updatedAt: tx.now })
          .where(and(eq(users.clinicId, auth.clinicId), eq(users.id, id)));
        await revokeUserSessions(tx.db, id, 'password-set-by-admin', tx.now);
        await record(tx, ActivityEntityType.User, id, ActivityAction.Update, { password: 'set by admin' });
      });
      await deps.sessions.forget({ clinicId: auth.clinicId, userId: id });
      return { changed: true };
    },
  };
}
