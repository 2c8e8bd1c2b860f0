import { z } from 'zod';
import { ActivityAction, ActivityEntityType } from '../activity-log';
import { filterId } from '../refs';
import { instant } from '../validation';
import { endpoint } from './endpoint';
import { pageOf, pagingShape } from './paging';

// /reports/activity-logs: who changed what (screen 38, docs/product.md#activity-log).

/** Up to 100 values of one of the log's enums. */
const anyOf = <T extends Record<string, number>>(values: T) =>
  z.array(z.enum(values, 'formError.invalidValue')).max(100, 'formError.maxItems').optional();

/** Lists hold at most 100 ids. */
export const activityLogFilter = z
  .object({
    entityTypes: anyOf(ActivityEntityType),
    actions: anyOf(ActivityAction),
    userIds: z.array(filterId('user')).max(100, 'formError.maxItems').optional(),
    /** Any kind of record (its type is `entityTypes`): a filter, never checked. */
    entityId: filterId().optional(),
    /** ISO instants with offset; `from` inclusive, `to` exclusive and after `from`. */
    from: instant().optional(),
    to: instant().optional(),
  })
  .refine((f) => !f.from || !f.to || f.from < f.to, { message: 'formError.invalidValue', path: ['to'] });

/** One row, newest first. */
export const activityLog = z.object({
  id: z.number(),
  entityType: z.enum(ActivityEntityType),
  entityId: z.number().nullable(),
  action: z.enum(ActivityAction),
  details: z.record(z.string(), z.unknown()),
  userId: z.number().nullable(),
  userFullName: z.string().nullable(),
  /** ISO instant. */
  createdAt: z.string(),
});

export const activityLogsContract = {
  list: endpoint({
    method: 'POST',
    url: '/reports/activity-logs',
    query: z.object(pagingShape),
    body: activityLogFilter,
    response: pageOf(activityLog),
  }),
};

export type ActivityLogFilter = z.input<typeof activityLogFilter>;
export type ActivityLog = z.output<typeof activityLog>;
