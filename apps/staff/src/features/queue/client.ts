import type { AppointmentItem, AppointmentTodayBody, CheckInBody } from '@clinic/api-client';
import type { AppointmentEventPayload, PropertyDefinition, QueueCallPayload } from '@clinic/domain';
import type { FileUploader } from '@clinic/ui';
import { createContext, useContext } from 'react';

/** Everything screen 11 asks the server, in one place, so component tests can answer it themselves. */
export interface QueueClient {
  allToday(body: AppointmentTodayBody): Promise<AppointmentItem[]>;
  approve(id: number): Promise<AppointmentItem[]>;
  /** The sheet, if any, is saved with it; `allowEarly` after the API answered checkInTooEarly. */
  checkIn(id: number, body?: CheckInBody): Promise<AppointmentItem>;
  startExam(id: number): Promise<AppointmentItem>;
  finishExam(id: number): Promise<AppointmentItem>;
  cancel(id: number, reason: string): Promise<AppointmentItem>;
  /** Calls the patient to the room (Call / Call again): answers the call the waiting-room display speaks. */
  call(id: number): Promise<QueueCallPayload>;
  /** The clinic's check-in forms (entity CheckInSheet), the default first. */
  checkInForms(): Promise<{ id: number; name: string }[]>;
  formProperties(formId: number): Promise<PropertyDefinition[]>;
  uploader: FileUploader;
  /** Calls `listener` with the appointment of every appointment.* realtime event; answers the unsubscribe. */
  onChange(listener: (appointment: AppointmentEventPayload) => void): () => void;
}

const QueueClientContext = createContext<QueueClient | null>(null);
export const QueueClientProvider = QueueClientContext.Provider;
export function useQueueClient(): QueueClient {
  const client = useContext(QueueClientContext);
  if (!client) throw new Error('useQueueClient outside QueueClientProvider');
  return client;
}

/** Cache keys: every queue query starts with 'queue', so one invalidation refreshes the screen. */
export const queueKeys = {
  all: ['queue'] as const,
  today: (body: AppointmentTodayBody) => ['queue', 'today', body] as const,
  forms: ['queue', 'checkInForms'] as const,
  formProperties: (formId: number) => ['queue', 'formProperties', formId] as const,
};
