import { LIST_COUNT_CAP, PermissionLevel, ScreenId } from '@clinic/domain';
import { activityLogsContract as contract } from '@clinic/domain/contracts';
import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { activityLogs, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { countUpTo } from '../../platform/count-up-to.js';
import { cappedPage, countLimitFor, offsetOf, totalOf } from '../../platform/paging.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';

/** Newest first, the id as tiebreak: the activity_logs_newest index read backwards, so a page stops early. */
const newestFirst = [desc(activityLogs.createdAt), desc(activityLogs.id)];

/**
 * The log grows with every change a clinic makes, so its total is counted up to LIST_COUNT_CAP (further only when
 * the page lies past it) and answers `totalIsCapped` beyond.
 */
export function activityLogsRoutes(deps: AppDeps, countCap = LIST_COUNT_CAP): RouteDef[] {
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
        const rows = await deps.db
          .select({ log: activityLogs, userFullName: users.fullName })
          .from(activityLogs)
          .leftJoin(users, and(eq(users.clinicId, activityLogs.clinicId), eq(users.id, activityLogs.userId)))
          .where(filter)
          .orderBy(...newestFirst)
          .limit(query.pageSize)
          .offset(offsetOf(query));
        const limit = countLimitFor(query, countCap);
        const matches = await totalOf(rows, query, () =>
          countUpTo(deps.db, activityLogs, filter, newestFirst, limit + 1),
        );
        return cappedPage(
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
          matches,
          limit,
          query,
        );
      },
    }),
  ];
}
