import { AppointmentFeature, type QueueCallPayload, ScreenId } from '@clinic/domain';
import type { Page } from '../../paging';
import type { CallOptions, Http } from '../http';
import type {
  AppointmentDetailsForEdit,
  AppointmentHistoryItem,
  AppointmentItem,
  AppointmentSearchBody,
  AppointmentSearchCount,
  AppointmentTodayBody,
  CheckInBody,
  CheckInSheet,
  CheckInSheetBody,
  CreateAppointmentBody,
  UpdateAppointmentBody,
} from './types';

// /clinic-appointments (screens 10 and 11) and /check-in-sheets.

export function appointmentsEndpoints(http: Http) {
  const base = '/clinic-appointments';
  const put = <T>(path: string, body: object = {}, options?: CallOptions) =>
    http.request<T>(`${base}${path}`, { ...options, method: 'PUT', body });
  return {
    create: (body: CreateAppointmentBody, options?: CallOptions) =>
      http.request<AppointmentItem>(`${base}/create`, { ...options, method: 'POST', body }),
    update: (id: number, body: UpdateAppointmentBody, options?: CallOptions) =>
      put<AppointmentItem>(`/${id}`, body, options),
    get: (id: number, options?: CallOptions) => http.request<AppointmentItem>(`${base}/${id}`, options),
    detailsForEdit: (id: number, options?: CallOptions) =>
      http.request<AppointmentDetailsForEdit>(`${base}/${id}/details-for-edit`, options),
    search: (
      paging: { pageSize?: number; pageNumber?: number },
      body: AppointmentSearchBody,
      options?: CallOptions,
    ) =>
      http.request<Page<AppointmentItem>>(`${base}/search`, {
        ...options,
        method: 'POST',
        query: { ...paging },
        body,
      }),
    searchCount: (body: AppointmentSearchBody, options?: CallOptions) =>
      http.request<AppointmentSearchCount>(`${base}/search-count`, { ...options, method: 'POST', body }),
    hasInvalid: (options?: CallOptions) =>
      http.request<{ hasInvalid: boolean; count: number }>(`${base}/has-invalid`, options),
    byPatient: (
      clinicPatientId: number,
      paging: { pageSize?: number; pageNumber?: number } = {},
      options?: CallOptions,
    ) =>
      http.request<Page<AppointmentItem>>(`${base}/by-patient-v2`, {
        ...options,
        query: { clinicPatientId, ...paging },
      }),
    /** POST all-today: today's appointments (every status) for the queue, in slot order. */
    allToday: (body: AppointmentTodayBody = {}, options?: CallOptions) =>
      http.request<AppointmentItem[]>(`${base}/all-today`, { ...options, method: 'POST', body }),
    history: (id: number, options?: CallOptions) =>
      http.request<AppointmentHistoryItem[]>(`${base}/${id}/history`, options),
    approve: (ids: number[], options?: CallOptions) => put<AppointmentItem[]>('/approve', { ids }, options),
    /**
     * With the clinic's check-in sheet on, the sheet is saved with the check-in, in the same transaction.
     * `allowEarly`: reception's "check in early anyway" after the API answered checkInTooEarly.
     */
    checkIn: (id: number, body: CheckInBody = {}, options?: CallOptions) =>
      put<AppointmentItem>(`/${id}/check-in`, body, options),
    startExam: (id: number, options?: CallOptions) => put<AppointmentItem>(`/${id}/start-exam`, {}, options),
    /**
     * Calls a Checked In or In Progress patient to the doctor's room again (the waiting-room display
     * shows and speaks it). Only screen 11 (Write + feature 104 Examination) may call, so those ids are the
     * default; `options` may still replace them.
     */
    call: (id: number, options?: CallOptions) =>
      http.request<QueueCallPayload>(`${base}/${id}/call`, {
        screenId: ScreenId.TodayExaminations,
        featureId: AppointmentFeature.Examination,
        ...options,
        method: 'POST',
        body: {},
      }),
    finishExam: (id: number, options?: CallOptions) =>
      put<AppointmentItem>(`/${id}/finish-exam`, {}, options),
    cancel: (id: number, reason: string, options?: CallOptions) =>
      put<AppointmentItem>('/cancel', { id, reason }, options),
    checkInSheet: (id: number, options?: CallOptions) =>
      http.request<CheckInSheet | null>(`${base}/${id}/check-in-sheet`, options),
    saveCheckInSheet: (appointmentId: number, body: CheckInSheetBody, options?: CallOptions) =>
      http.request<CheckInSheet>('/check-in-sheets', {
        ...options,
        method: 'POST',
        body: { appointmentId, ...body },
      }),
  };
}
export type AppointmentsEndpoints = ReturnType<typeof appointmentsEndpoints>;
