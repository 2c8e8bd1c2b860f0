import type { ActivityLogFilter } from '@clinic/api-client';
import { ActivityAction, ActivityEntityType, addDays, instantOfLocal } from '@clinic/domain';

// The screen's filters live in the address (search params), so a link shares exactly what one sees:
// ?from=2026-11-20&to=2026-11-26&user=7&type=2&action=2&id=15&page=2. Days are clinic days.

export interface LogFilters {
  /** Clinic days 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  userId: number | null;
  entityType: ActivityEntityType | null;
  action: ActivityAction | null;
  entityId: number | null;
  page: number;
}

/** Today and the six days before it: a week's changes open by default. */
export const DEFAULT_DAYS = 7;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const entityTypes = new Set<number>(Object.values(ActivityEntityType));
const actions = new Set<number>(Object.values(ActivityAction));

const positive = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};
const day = (value: string | null): string | null => (value && DAY.test(value) ? value : null);

/** The filters a search string holds; a missing or malformed one takes its default. */
export function readFilters(params: URLSearchParams, today: string): LogFilters {
  const to = day(params.get('to')) ?? today;
  let from = day(params.get('from')) ?? addDays(to, 1 - DEFAULT_DAYS);
  if (from > to) from = to;
  const type = positive(params.get('type'));
  const action = positive(params.get('action'));
  return {
    from,
    to,
    userId: positive(params.get('user')),
    entityType: type !== null && entityTypes.has(type) ? (type as ActivityEntityType) : null,
    action: action !== null && actions.has(action) ? (action as ActivityAction) : null,
    entityId: positive(params.get('id')),
    page: positive(params.get('page')) ?? 1,
  };
}

/** The search string of the filters (defaults left out, so the plain address is the default view). */
export function writeFilters(filters: LogFilters, today: string): URLSearchParams {
  const params = new URLSearchParams();
  const defaultFrom = addDays(filters.to, 1 - DEFAULT_DAYS);
  if (filters.from !== defaultFrom) params.set('from', filters.from);
  if (filters.to !== today) params.set('to', filters.to);
  if (filters.userId) params.set('user', String(filters.userId));
  if (filters.entityType) params.set('type', String(filters.entityType));
  if (filters.action) params.set('action', String(filters.action));
  if (filters.entityId) params.set('id', String(filters.entityId));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The body of POST /reports/activity-logs: the days as instants [from 00:00, the day after `to` 00:00). */
export function toRequest(filters: LogFilters, timeZone: string): ActivityLogFilter {
  return {
    from: instantOfLocal(filters.from, '00:00', timeZone).toISOString(),
    to: instantOfLocal(addDays(filters.to, 1), '00:00', timeZone).toISOString(),
    ...(filters.userId ? { userIds: [filters.userId] } : {}),
    ...(filters.entityType ? { entityTypes: [filters.entityType] } : {}),
    ...(filters.action ? { actions: [filters.action] } : {}),
    ...(filters.entityId ? { entityId: filters.entityId } : {}),
  };
}
