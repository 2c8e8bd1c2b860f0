import type { AppointmentItem } from '@clinic/api-client';
import {
  AppointmentAction,
  type AppointmentEventPayload,
  AppointmentStatus,
  actionsFor,
  appointmentTransitions,
  type QueueTabKey,
  queueTabOf,
} from '@clinic/domain';

// Screen 11's pure logic: which tab an appointment sits in, the tabs' rows and counts, the row's buttons, and
// the filters kept in the URL query (?tab=checkedIn&doctors=3,4&locations=2; defaults left out).

export const QueueTab = {
  New: 'new',
  CheckedIn: 'checkedIn',
  InProgress: 'inProgress',
  Finished: 'finished',
  Canceled: 'canceled',
  Invalid: 'invalid',
} as const satisfies Record<string, QueueTabKey>;
export type QueueTab = QueueTabKey;
export const queueTabs: readonly QueueTab[] = Object.values(QueueTab);

const S = AppointmentStatus;

/**
 * The tab of a status, by the domain's rule (queueTabStatuses): New holds Not approved and Approved; cancelled and
 * invalid are tabs apart, counted as the dashboard and the reports count them.
 */
export const tabOf = (status: number): QueueTab => queueTabOf(status);

const byOrderThenTime = (a: AppointmentItem, b: AppointmentItem) =>
  (a.orderNumber ?? Number.MAX_SAFE_INTEGER) - (b.orderNumber ?? Number.MAX_SAFE_INTEGER) ||
  a.start.localeCompare(b.start) ||
  a.id - b.id;
const byTime = (a: AppointmentItem, b: AppointmentItem) => a.start.localeCompare(b.start) || a.id - b.id;

/**
 * Today's appointments by tab: checked-in, in-progress and finished patients in their order number (the order
 * they are called), the others by time.
 */
export function groupQueue(items: readonly AppointmentItem[]): Record<QueueTab, AppointmentItem[]> {
  const groups = Object.fromEntries(queueTabs.map((tab) => [tab, [] as AppointmentItem[]])) as Record<
    QueueTab,
    AppointmentItem[]
  >;
  for (const item of items) groups[tabOf(item.status)].push(item);
  for (const tab of queueTabs) {
    const ordered =
      tab === QueueTab.New || tab === QueueTab.Canceled || tab === QueueTab.Invalid
        ? byTime
        : byOrderThenTime;
    groups[tab].sort(ordered);
  }
  return groups;
}

/** How many appointments each tab holds. */
export function queueCounts(groups: Record<QueueTab, readonly AppointmentItem[]>): Record<QueueTab, number> {
  return Object.fromEntries(queueTabs.map((tab) => [tab, groups[tab].length])) as Record<QueueTab, number>;
}

/** The queue's buttons: the moves the domain allows from `status` whose feature the user holds (no editing here). */
export type QueueAction = Exclude<AppointmentAction, 'edit'>;
export function queueActions(status: number, hasFeature: (featureId: number) => boolean): QueueAction[] {
  return actionsFor(status as AppointmentStatus).filter(
    (action): action is QueueAction =>
      action !== AppointmentAction.Edit && hasFeature(appointmentTransitions[action].feature),
  );
}

/**
 * The row's call button. A Checked In patient is called to the room, an In Progress one called again; only a patient
 * with an order number can be (the display shows numbers, never names), and only by a user who may examine (screen 11
 * Write + feature 104, checked by the caller).
 */
export type QueueCall = 'call' | 'callAgain';
export function queueCall(status: number, orderNumber: number | null): QueueCall | null {
  if (orderNumber === null) return null;
  if (status === S.CheckedIn) return 'call';
  if (status === S.InProgress) return 'callAgain';
  return null;
}

/**
 * The doctor's exam already in progress, other than `appointment` itself, among `items` (the queue's day, or the
 * API's answer on the appointment page); starting a second one asks first.
 */
export function examInProgressBesides(
  appointment: Pick<AppointmentItem, 'id' | 'doctorId'>,
  items: readonly AppointmentItem[],
): AppointmentItem | undefined {
  return items.find(
    (a) => a.id !== appointment.id && a.doctorId === appointment.doctorId && a.status === S.InProgress,
  );
}

export interface QueueQuery {
  tab: QueueTab;
  doctorIds: number[];
  locationIds: number[];
}

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

export function readQueueQuery(search: URLSearchParams): QueueQuery {
  const tab = search.get('tab');
  return {
    tab: queueTabs.includes(tab as QueueTab) ? (tab as QueueTab) : QueueTab.New,
    doctorIds: ids(search.get('doctors')),
    locationIds: ids(search.get('locations')),
  };
}

export function writeQueueQuery(query: QueueQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.tab !== QueueTab.New) out.set('tab', query.tab);
  if (query.doctorIds.length) out.set('doctors', query.doctorIds.join(','));
  if (query.locationIds.length) out.set('locations', query.locationIds.join(','));
  return out;
}

/** The patient's age this year, from the year of birth; null when unknown. */
export function ageOf(yearOfBirth: number | null, today: string): number | null {
  if (!yearOfBirth) return null;
  return Math.max(0, Number(today.slice(0, 4)) - yearOfBirth);
}

/**
 * Today's list after an appointment.* event, from its payload alone (no read): the appointment replaces its row
 * (unless the row is newer: a move's own answer can overtake its event), leaves the list when it no longer matches
 * the filters or its day, and joins it when it is new, today's, and matches them.
 */
export function mergeQueueEvent(
  items: readonly AppointmentItem[],
  payload: AppointmentEventPayload,
  filters: { doctorIds?: readonly number[]; locationIds?: readonly number[] },
  today: string,
): AppointmentItem[] {
  // The payload is the appointment as the API answers it (its extra room does no harm in the cache).
  const next: AppointmentItem = payload;
  const matches =
    (!filters.doctorIds?.length || filters.doctorIds.includes(next.doctorId)) &&
    (!filters.locationIds?.length || filters.locationIds.includes(next.locationId));
  const held = items.find((a) => a.id === next.id);
  if (!held) return matches && next.date === today ? [...items, next] : [...items];
  if (!matches || next.date !== held.date) return items.filter((a) => a.id !== next.id);
  if (next.updatedAt < held.updatedAt) return [...items];
  return items.map((a) => (a.id === next.id ? next : a));
}
