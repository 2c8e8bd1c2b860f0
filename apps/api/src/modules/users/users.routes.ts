import { ActivityAction, ActivityEntityType, AppError, FileKind } from '@clinic/domain';
import { usersContract as contract } from '@clinic/domain/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { record } from '../../platform/activity-log.js';
import { FileOwnerKind } from '../../platform/files/owners.js';
import { attachReadyFiles } from '../../platform/files/ready-files.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import { loadUserView, ownUserView } from './user-view.read.js';

export function usersRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      ...contract.me,
      summary: 'The signed-in user',
      tags: ['Users'],
      access: {},
      handler: async ({ auth }) => ownUserView(deps.db, auth),
    }),
    defineRoute({
      ...contract.updateMe,
      summary: 'Update your own profile (name, phone, language, avatar)',
      tags: ['Users'],
      access: {},
      handler: async ({ auth, body }) => {
        if (body.phone) {
          const [taken] = await deps.db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.phone, body.phone), ne(users.id, auth.userId)));
          if (taken) throw new AppError('phoneOrEmailUsed');
        }
        await inTransaction(deps, auth, async (tx) => {
          if (body.avatarFileId)
            await attachReadyFiles(tx, [body.avatarFileId], FileKind.Avatar, {
              kind: FileOwnerKind.UserAvatar,
              id: auth.userId,
            });
          await tx.db
            .update(users)
            .set({ ...body, updatedAt: tx.now })
            .where(and(eq(users.id, auth.userId), eq(users.clinicId, auth.clinicId)));
          await record(tx, ActivityEntityType.User, auth.userId, ActivityAction.Update, {
            fields: Object.keys(body),
          });
        });
        // The cached profile (ownUserView) goes with the session entry, here and on every instance.
        await deps.sessions.forget({ clinicId: auth.clinicId, userId: auth.userId });
        return (await loadUserView(deps.db, auth.clinicId, auth.userId))!;
      },
    }),
  ];
}
