import type { UserView } from '@clinic/domain/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { roles, userGroupMembers, users } from '../../db/schema/index.js';

export async function loadUserView(
  db: Db | DbTx,
  clinicId: number,
  userId: number,
): Promise<UserView | undefined> {
  const [row] = await db
    .select({ user: users, roleKind: roles.kind })
    .from(users)
    .innerJoin(roles, and(eq(roles.clinicId, users.clinicId), eq(roles.id, users.roleId)))
    .where(and(eq(users.id, userId), eq(users.clinicId, clinicId)));
  if (!row) return undefined;
  const groups = await db
    .select({ groupId: userGroupMembers.groupId })
    .from(userGroupMembers)
    .where(and(eq(userGroupMembers.clinicId, clinicId), eq(userGroupMembers.userId, userId)));
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
    userGroupIds: groups.map((g) => g.groupId),
  };
}
