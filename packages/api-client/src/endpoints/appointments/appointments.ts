import { AppointmentFeature, ScreenId } from '@clinic/domain';
import type { PageQuery } from '../../paging';
import { type CallOptions, callEndpoint, type Http } from '../http';
import { appointmentsCalls as c } from './calls';
import type {
  AppointmentSearchBody,
  AppointmentTodayBody,
  CheckInBody,
  CheckInSheetBody,
  CreateAppointmentBody,
  UpdateAppointmentBody,
} from './types';

// /clinic-appointments (screens 10 and 11) and /check-in-sheets.

export function appointmentsEndpoints(http: Http) {
  const byId = (id: number) => ({ params: { id } });
  return {
    create: (body: CreateAppointmentBody, options?: CallOptions) =>
      callEndpoint(http, c.create, { body }, options),
    update: (id: number, body: UpdateAppointmentBody, options?: CallOptions) =>
      callEndpoint(http, c.update, { ...byId(id), body }, options),
    get: (id: number, options?: CallOptions) => callEndpoint(http, c.get, byId(id), options),
    detailsForEdit: (id: number, options?: CallOptions) =>
      callEndpoint(http, c.detailsForEdit, byId(id), options),
    search: (paging: PageQuery, body: AppointmentSearchBody, options?: CallOptions) =>
      callEndpoint(http, c.search, { query: { ...paging }, body }, options),
    searchCount: (body: AppointmentSearchBody, options?: CallOptions) =>
      callEndpoint(http, c.searchCount, { body }, options),
    hasInvalid: (options?: CallOptions) => callEndpoint(http, c.hasInvalid, {}, options),
    byPatient: (clinicPatientId: number, paging: PageQuery = {}, options?: CallOptions) =>
      callEndpoint(http, c.byPatient, { query: { clinicPatientId, ...paging } }, options),
    /** POST all-today: today's appointments (every status) for the queue, in slot order. */
    allToday: (body: AppointmentTodayBody = {}, options?: CallOptions) =>
      callEndpoint(http, c.allToday, { body }, options),
    history: (id: number, options?: CallOptions) => callEndpoint(http, c.history, byId(id), options),
    approve: (ids: number[], options?: CallOptions) =>
      callEndpoint(http, c.approve, { body: { ids } }, options),
    /**
     * With the clinic's check-in sheet on, the sheet is saved with the check-in, in the same transaction.
     * `allowEarly`: reception's "check in early anyway" after the API answered checkInTooEarly.
     */
    checkIn: (id: number, body: CheckInBody = {}, options?: CallOptions) =>
      callEndpoint(http, c.checkIn, { ...byId(id), body }, options),
    startExam: (id: number, options?: CallOptions) => callEndpoint(http, c.startExam, byId(id), options),
    /**
     * Calls a Checked In or In Progress patient to the doctor's room again (the waiting-room display
     * shows and speaks it). Only screen 11 (Write + feature 104 Examination) may call, so those ids are the
     * default; `options` may still replace them.
     */
    call: (id: number, options?: CallOptions) =>
      callEndpoint(http, c.call, byId(id), {
        screenId: ScreenId.TodayExaminations,
        featureId: AppointmentFeature.Examination,
        ...options,
      }),
    finishExam: (id: number, options?: CallOptions) => callEndpoint(http, c.finishExam, byId(id), options),
    cancel: (id: number, reason: string, options?: CallOptions) =>
      callEndpoint(http, c.cancel, { body: { id, reason } }, options),
    checkInSheet: (id: number, options?: CallOptions) =>
      callEndpoint(http, c.checkInSheet, byId(id), options),
    saveCheckInSheet: (appointmentId: number, body: CheckInSheetBody, options?: CallOptions) =>
      callEndpoint(http, c.saveCheckInSheet, { body: { appointmentId, ...body } }, options),
  };
}
