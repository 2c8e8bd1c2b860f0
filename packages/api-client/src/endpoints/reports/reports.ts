import type { activityLogsContract as contract } from '@clinic/domain/contracts';
import type { PageQuery } from '../../paging';
import { type CallOptions, callEndpoint, clientEndpoint, type Http } from '../http';
import type { ActivityLogFilter } from './types';

/** The calls of /reports, checked against their contract (the activity log is its only report). */
export const reportsCalls = {
  activityLogs: clientEndpoint<typeof contract.list>('POST', '/reports/activity-logs'),
};

export function reportsEndpoints(http: Http) {
  return {
    /** POST /reports/activity-logs?pageSize&pageNumber with the filter as body. */
    activityLogs: (query: PageQuery, filter: ActivityLogFilter = {}, options?: CallOptions) =>
      callEndpoint(
        http,
        reportsCalls.activityLogs,
        { query: { pageSize: query.pageSize, pageNumber: query.pageNumber }, body: filter },
        options,
      ),
  };
}
export type ReportsEndpoints = ReturnType<typeof reportsEndpoints>;
