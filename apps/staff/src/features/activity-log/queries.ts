import type { ActivityLog, ActivityLogFilter } from '@clinic/api-client';
import { PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/session';
import { employees } from '../../shared/resources/clients';

// Screen 38 reads one call, POST /reports/activity-logs, and the clinic's users for the "done by" filter.

export const ACTIVITY_PAGE_SIZE = 50;
const call = { screenId: ScreenId.ActivityLogs };

export function useActivityLogs(filter: ActivityLogFilter, pageNumber: number) {
  return useQuery({
    queryKey: ['activity-logs', filter, pageNumber],
    queryFn: ({ signal }) =>
      api.reports.activityLogs({ pageSize: ACTIVITY_PAGE_SIZE, pageNumber }, filter, { ...call, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Who may be chosen in the "done by" filter. The users list is screen 6's: someone who may not read it gets the
 * people of the rows on screen (and the one already chosen) instead of a refused call.
 */
export function useLogUsers(rows: readonly ActivityLog[]) {
  const canRead = useAbility().canScreen(ScreenId.Users, PermissionLevel.Read);
  const list = useQuery({
    queryKey: ['resources', 'employees', 'all'],
    queryFn: () => employees.all({}, { screenId: ScreenId.Users }),
    enabled: canRead,
  });
  if (canRead && list.data) return list.data.map((u) => ({ id: u.id, fullName: u.fullName }));
  const seen = new Map<number, string>();
  for (const row of rows) if (row.userId !== null) seen.set(row.userId, row.userFullName ?? `#${row.userId}`);
  return [...seen].map(([id, fullName]) => ({ id, fullName }));
}
