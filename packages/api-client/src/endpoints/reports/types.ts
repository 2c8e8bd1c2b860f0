// The types of /reports/activity-logs come from its contract (@clinic/domain/contracts).
export type { ActivityLog, ActivityLogFilter } from '@clinic/domain/contracts';
