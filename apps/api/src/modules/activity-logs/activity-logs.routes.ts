import { PermissionLevel, ScreenId } from '@clinic/domain';
import { activityLogsContract as contract } from '@clinic/domain/contracts';
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { activityLogs, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { offsetOf, page } from '../../platform/paging.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';

export function activityLogsRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      ...contract.list,
      summary: 'Who changed what, newest first (screen 38)',
      tags: ['Reports'],
      access: { screen: ScreenId.ActivityLogs, level: PermissionLevel.Read },
      handler: async ({ auth, query, body }) => {
        const where: SQL[] = [eq(activityLogs.clinicId, auth.clinicId)];
        if (body.entityTypes?.length) where.push(inArray(activityLogs.entityType, body.entityTypes));
        if (body.actions?.length) where.push(inArray(activityLogs.action, body.actions));
        if (body.userIds?.length) where.push(inArray(activityLogs.userId, body.userIds));
        if (body.entityId) where.push(eq(activityLogs.entityId, body.entityId));
        if (body.from) where.push(gte(activityLogs.createdAt, new Date(body.from)));
        if (body.to) where.push(lt(activityLogs.createdAt, new Date(body.to)));
        const filter = and(...where);
        const [rows, [total]] = await Promise.all([
          deps.db
            .select({ log: activityLogs, userFullName: users.fullName })
            .from(activityLogs)
            .leftJoin(
              users,
              and(eq(users.clinicId, activityLogs.clinicId), eq(users.id, activityLogs.userId)),
            )
            .where(filter)
            .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
            .limit(query.pageSize)
            .offset(offsetOf(query)),
          deps.db.select({ n: count() }).from(activityLogs).where(filter),
        ]);
        return page(
          rows.map(({ log, userFullName }) => ({
            id: log.id,
            entityType: log.entityType,
            entityId: log.entityId,
            action: log.action,
            details: log.details,
            userId: log.userId,
            userFullName,
            createdAt: log.createdAt.toISOString(),
          })),
          total?.n ?? 0,
          query,
        );
      },
    }),
  ];
}
