import type { ActivityAction, ActivityEntityType } from '@clinic/domain';

// Types of /reports/* (apps/api/src/modules/activity-logs), written by hand to match the server's zod schemas.

/** POST /reports/activity-logs filter body (screen 38, Read). Lists hold at most 100 ids. */
export interface ActivityLogFilter {
  entityTypes?: ActivityEntityType[];
  actions?: ActivityAction[];
  userIds?: number[];
  entityId?: number;
  /** ISO instant with offset, inclusive. */
  from?: string;
  /** ISO instant with offset, exclusive; after `from`. */
  to?: string;
}

/** One row, newest first. */
export interface ActivityLog {
  id: number;
  entityType: ActivityEntityType;
  entityId: number | null;
  action: ActivityAction;
  details: Record<string, unknown>;
  userId: number | null;
  userFullName: string | null;
  /** ISO instant. */
  createdAt: string;
}
