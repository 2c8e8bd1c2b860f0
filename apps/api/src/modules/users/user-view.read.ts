import { AppError } from '@clinic/domain';
import type { UserView } from '@clinic/domain/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { runPrepared } from '../../db/prepared.js';
import { roles, userGroupMembers, users } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';

/** The user with the role's kind and the groups they belong to, in one statement by key. */
const userViewQuery = (db: Db | DbTx) =>
  db
    .select({
      user: users,
      roleKind: roles.kind,
      groupIds: sql<
        number[]
      >`coalesce((select array_agg(${userGroupMembers.groupId} order by ${userGroupMembers.groupId}) from ${userGroupMembers} where ${userGroupMembers.clinicId} = ${users.clinicId} and ${userGroupMembers.userId} = ${users.id}), '{}')`,
    })
    .from(users)
    .innerJoin(roles, and(eq(roles.clinicId, users.clinicId), eq(roles.id, users.roleId)))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.clinicId, sql.placeholder('clinicId'))));

export async function loadUserView(
  db: Db | DbTx,
  clinicId: number,
  userId: number,
): Promise<UserView | undefined> {
  const [row] = await runPrepared(db, 'user_view', userViewQuery, { userId, clinicId });
  if (!row) return undefined;
  const { user } = row;
  return {
    id: user.id,
    clinicId: user.clinicId,
    email: user.email,
    phone: user.phone,
    fullName: user.fullName,
    avatarFileId: user.avatarFileId,
    skills: user.skills,
    language: user.language === 'en' ? 'en' : 'vi',
    status: user.status,
    verified: user.verifiedAt !== null,
    userRoleId: user.roleId,
    roleKind: row.roleKind,
    userGroupIds: row.groupIds,
  };
}

/**
 * The caller's own profile (GET /users/me), read once per cached session: whatever changes a user drops their
 * sessions (`sessions.forget`). Only a finished read is kept, as for the group scope (groups/scope.ts).
 */
export async function ownUserView(db: Db, auth: AuthContext): Promise<UserView> {
  if (auth.memo?.userView) return auth.memo.userView;
  const view = await loadUserView(db, auth.clinicId, auth.userId);
  // The session was valid a moment ago; the user gone since is what a deleted account's next request says.
  if (!view) throw new AppError('unauthorized');
  if (auth.memo) auth.memo.userView = view;
  return view;
}
