import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  FileKind,
  phone,
  ref,
  requiredString,
} from '@clinic/domain';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { record } from '../../platform/activity-log.js';
import { assertReadyFiles } from '../../platform/files/ready-files.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import { loadUserView, userView } from './user-view.js';

export function usersRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/users/me',
      summary: 'The signed-in user',
      tags: ['Users'],
      access: {},
      response: userView,
      handler: async ({ auth }) => (await loadUserView(deps.db, auth.clinicId, auth.userId))!,
    }),
    defineRoute({
      method: 'PUT',
      url: '/users/me',
      summary: 'Update your own profile (name, phone, language, avatar)',
      tags: ['Users'],
      access: {},
      body: z.object({
        fullName: requiredString.max(120, 'formError.maxLength'),
        phone: phone.nullable().optional(),
        language: z.enum(['vi', 'en']).optional(),
        /** An uploaded (ready) avatar file of this clinic; null removes the avatar. */
        avatarFileId: ref('file').nullable().optional(),
      }),
      response: userView,
      handler: async ({ auth, body }) => {
        if (body.phone) {
          const [taken] = await deps.db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.phone, body.phone), ne(users.id, auth.userId)));
          if (taken) throw new AppError('phoneOrEmailUsed');
        }
        await inTransaction(deps, auth, async (tx) => {
          if (body.avatarFileId) await assertReadyFiles(tx, [body.avatarFileId], FileKind.Avatar);
          await tx.db
            .update(users)
            .set({ ...body, updatedAt: tx.now })
            .where(and(eq(users.id, auth.userId), eq(users.clinicId, auth.clinicId)));
          await record(tx, ActivityEntityType.User, auth.userId, ActivityAction.Update, {
            fields: Object.keys(body),
          });
        });
        return (await loadUserView(deps.db, auth.clinicId, auth.userId))!;
      },
    }),
  ];
}
