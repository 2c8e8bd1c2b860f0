import type { CallOptions, Http } from '../http';
import { callEndpoint } from '../http';
import { medicalRecordsCalls } from './calls';
import type { VisitHistoryQuery } from './types';

/** A visit's whole medical record, and a patient's visits newest first. */
export function medicalRecordsClient(api: Http) {
  const c = medicalRecordsCalls;
  return {
    visit: (appointmentId: number, options?: CallOptions) =>
      callEndpoint(api, c.visit, { params: { id: appointmentId } }, options),
    visits: (patientId: number, query: VisitHistoryQuery = {}, options?: CallOptions) =>
      callEndpoint(api, c.visits, { params: { id: patientId }, query }, options),
  };
}
