import type {
  ScheduleAppointmentItem,
  ScheduleAppointmentsQuery,
  ScheduleDeleteBody,
  ScheduleInputBody,
  ScheduleItem,
  ScheduleOccurrenceItem,
  ScheduleSearchBody,
  ScheduleUpdateBody,
} from '@clinic/api-client';
import { createContext, useContext } from 'react';

/** Everything screen 9 asks the server, in one place, so component tests can answer it themselves. */
export interface SchedulesClient {
  search(body: ScheduleSearchBody): Promise<ScheduleOccurrenceItem[]>;
  get(id: number): Promise<ScheduleItem>;
  create(body: ScheduleInputBody): Promise<ScheduleItem>;
  update(id: number, body: ScheduleUpdateBody): Promise<ScheduleItem>;
  remove(id: number, body: ScheduleDeleteBody): Promise<unknown>;
  appointments(id: number, query: ScheduleAppointmentsQuery): Promise<ScheduleAppointmentItem[]>;
  /** Calls `listener` when anyone changes a schedule ('schedule.change'); answers the unsubscribe. */
  onChange(listener: () => void): () => void;
}

const SchedulesClientContext = createContext<SchedulesClient | null>(null);
export const SchedulesClientProvider = SchedulesClientContext.Provider;
export function useSchedulesClient(): SchedulesClient {
  const client = useContext(SchedulesClientContext);
  if (!client) throw new Error('useSchedulesClient outside SchedulesClientProvider');
  return client;
}

/** Cache keys: every schedule query starts with 'schedules', so one invalidation refreshes the calendar. */
export const scheduleKeys = {
  all: ['schedules'] as const,
  search: (body: ScheduleSearchBody) => ['schedules', 'search', body] as const,
  one: (id: number) => ['schedules', 'one', id] as const,
};
