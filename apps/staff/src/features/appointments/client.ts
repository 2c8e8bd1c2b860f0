import type {
  AppointmentHistoryItem,
  AppointmentItem,
  AppointmentSearchBody,
  AppointmentSearchCount,
  CheckInBody,
  CreateAppointmentBody,
  Page,
  PatientListItem,
  ScheduleSlot,
  ScheduleSlotsBody,
  UpdateAppointmentBody,
} from '@clinic/api-client';
import type { AppointmentEventPayload, PatientDuplicateQuery } from '@clinic/domain';
import { createContext, useContext } from 'react';
import type { CheckInSheetSource } from '../queue/QueueDialogs';

/** Everything screen 10 asks the server, in one place, so component tests can answer it themselves. */
export interface AppointmentsClient extends CheckInSheetSource {
  search(
    paging: { pageSize: number; pageNumber: number },
    body: AppointmentSearchBody,
  ): Promise<Page<AppointmentItem>>;
  searchCount(body: AppointmentSearchBody): Promise<AppointmentSearchCount>;
  hasInvalid(): Promise<{ hasInvalid: boolean; count: number }>;
  get(id: number): Promise<AppointmentItem>;
  history(id: number): Promise<AppointmentHistoryItem[]>;
  create(body: CreateAppointmentBody): Promise<AppointmentItem>;
  update(id: number, body: UpdateAppointmentBody): Promise<AppointmentItem>;
  approve(id: number): Promise<unknown>;
  /** The sheet, if any, is saved with it; `allowEarly` after the API answered checkInTooEarly. */
  checkIn(id: number, body?: CheckInBody): Promise<unknown>;
  /** The doctor's appointments in progress on that clinic day (the second-exam question). */
  examsInProgress(doctorId: number, date: string): Promise<AppointmentItem[]>;
  startExam(id: number): Promise<unknown>;
  finishExam(id: number): Promise<unknown>;
  cancel(id: number, reason: string): Promise<unknown>;
  slots(body: ScheduleSlotsBody): Promise<ScheduleSlot[]>;
  searchPatients(keyword: string): Promise<PatientListItem[]>;
  /** Existing records with a new patient's name and phone (accents ignored). */
  findDuplicatePatients(query: PatientDuplicateQuery): Promise<PatientListItem[]>;
  /** Calls `listener` with the appointment of every appointment.* realtime event; answers the unsubscribe. */
  onChange(listener: (appointment: AppointmentEventPayload) => void): () => void;
}

const AppointmentsClientContext = createContext<AppointmentsClient | null>(null);
export const AppointmentsClientProvider = AppointmentsClientContext.Provider;
export function useAppointmentsClient(): AppointmentsClient {
  const client = useContext(AppointmentsClientContext);
  if (!client) throw new Error('useAppointmentsClient outside AppointmentsClientProvider');
  return client;
}

/** Cache keys: every appointment query starts with 'appointments', so one invalidation refreshes them all. */
export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (query: unknown) => ['appointments', 'list', query] as const,
  count: (body: unknown) => ['appointments', 'count', body] as const,
  invalid: ['appointments', 'has-invalid'] as const,
  one: (id: number) => ['appointments', 'one', id] as const,
  history: (id: number) => ['appointments', 'history', id] as const,
  slots: (body: unknown) => ['appointments', 'slots', body] as const,
  patients: (keyword: string) => ['appointments', 'patients', keyword] as const,
};
