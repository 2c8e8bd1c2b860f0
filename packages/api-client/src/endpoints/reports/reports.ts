import type { Page, PageQuery } from '../../paging';
import type { CallOptions, Http } from '../http';
import type { ActivityLog, ActivityLogFilter } from './types';

export function reportsEndpoints(http: Http) {
  return {
    /** POST /reports/activity-logs?pageSize&pageNumber with the filter as body. */
    activityLogs: (query: PageQuery, filter: ActivityLogFilter = {}, options?: CallOptions) =>
      http.request<Page<ActivityLog>>('/reports/activity-logs', {
        ...options,
        method: 'POST',
        query: { pageSize: query.pageSize, pageNumber: query.pageNumber },
        body: filter,
      }),
  };
}
export type ReportsEndpoints = ReturnType<typeof reportsEndpoints>;
