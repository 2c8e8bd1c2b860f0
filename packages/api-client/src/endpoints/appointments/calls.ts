import type {
  appointmentsContract as contract,
  queueCallsContract as queueCalls,
} from '@clinic/domain/contracts';
import { clientEndpoint } from '../http';

/** The calls of /clinic-appointments and /check-in-sheets, checked against their contracts. */
export const appointmentsCalls = {
  create: clientEndpoint<typeof contract.create>('POST', '/clinic-appointments/create'),
  update: clientEndpoint<typeof contract.update>('PUT', '/clinic-appointments/:id'),
  get: clientEndpoint<typeof contract.get>('GET', '/clinic-appointments/:id'),
  detailsForEdit: clientEndpoint<typeof contract.detailsForEdit>(
    'GET',
    '/clinic-appointments/:id/details-for-edit',
  ),
  search: clientEndpoint<typeof contract.search>('POST', '/clinic-appointments/search'),
  searchCount: clientEndpoint<typeof contract.searchCount>('POST', '/clinic-appointments/search-count'),
  hasInvalid: clientEndpoint<typeof contract.hasInvalid>('GET', '/clinic-appointments/has-invalid'),
  byPatient: clientEndpoint<typeof contract.byPatient>('GET', '/clinic-appointments/by-patient-v2'),
  allToday: clientEndpoint<typeof contract.allToday>('POST', '/clinic-appointments/all-today'),
  history: clientEndpoint<typeof contract.history>('GET', '/clinic-appointments/:id/history'),
  approve: clientEndpoint<typeof contract.approve>('PUT', '/clinic-appointments/approve'),
  checkIn: clientEndpoint<typeof contract.checkIn>('PUT', '/clinic-appointments/:id/check-in'),
  startExam: clientEndpoint<typeof contract.startExam>('PUT', '/clinic-appointments/:id/start-exam'),
  call: clientEndpoint<typeof queueCalls.call>('POST', '/clinic-appointments/:id/call'),
  finishExam: clientEndpoint<typeof contract.finishExam>('PUT', '/clinic-appointments/:id/finish-exam'),
  cancel: clientEndpoint<typeof contract.cancel>('PUT', '/clinic-appointments/cancel'),
  checkInSheet: clientEndpoint<typeof contract.checkInSheet>(
    'GET',
    '/clinic-appointments/:id/check-in-sheet',
  ),
  saveCheckInSheet: clientEndpoint<typeof contract.saveCheckInSheet>('POST', '/check-in-sheets'),
};
