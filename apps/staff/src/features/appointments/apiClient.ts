import { AppointmentStatus, FormOwnerKind, RealtimeEvent, ScreenId } from '@clinic/domain';
import { api, realtime } from '../../app/session';
import { uploader } from '../../app/uploader';
import type { AppointmentsClient } from './client';

// The screen's client over the staff app's one API client (kept apart from client.ts so tests need no session).

const call = { screenId: ScreenId.Appointments };
const appointmentEvents = [
  RealtimeEvent.AppointmentAdd,
  RealtimeEvent.AppointmentAddCheckIn,
  RealtimeEvent.AppointmentApprove,
  RealtimeEvent.AppointmentCheckIn,
  RealtimeEvent.AppointmentCancel,
  RealtimeEvent.AppointmentInvalid,
  RealtimeEvent.AppointmentStartExam,
  RealtimeEvent.AppointmentFinishExam,
] as const;

export const apiAppointmentsClient: AppointmentsClient = {
  search: (paging, body) => api.appointments.search(paging, body, call),
  searchCount: (body) => api.appointments.searchCount(body, call),
  hasInvalid: () => api.appointments.hasInvalid(call),
  get: (id) => api.appointments.get(id, call),
  history: (id) => api.appointments.history(id, call),
  create: (body) => api.appointments.create(body, call),
  update: (id, body) => api.appointments.update(id, body, call),
  approve: (id) => api.appointments.approve([id], call),
  checkIn: (id, body) => api.appointments.checkIn(id, body, call),
  examsInProgress: async (doctorId, date) =>
    (
      await api.appointments.search(
        { pageSize: 20, pageNumber: 1 },
        { doctorIds: [doctorId], statuses: [AppointmentStatus.InProgress], from: date, to: date },
        call,
      )
    ).pageData,
  // The check-in sheet's forms (readable by any staff member, as on the queue).
  checkInForms: () => api.forms.allByEntityType(FormOwnerKind.CheckInSheet, call),
  formProperties: (formId) => api.forms.properties(formId, call),
  uploader,
  startExam: (id) => api.appointments.startExam(id, call),
  finishExam: (id) => api.appointments.finishExam(id, call),
  cancel: (id, reason) => api.appointments.cancel(id, reason, call),
  slots: (body) => api.schedules.getScheduleSlots(body, call),
  // The patient search belongs to screen 12; the booking form reads it with the patient-records header.
  searchPatients: async (keyword) =>
    (
      await api.patients.search({ pageSize: 20, pageNumber: 1 }, keyword ? { keyword } : {}, {
        screenId: ScreenId.PatientRecords,
      })
    ).pageData,
  findDuplicatePatients: (query) => api.patients.findDuplicates(query, { screenId: ScreenId.PatientRecords }),
  onChange: (listener) => {
    const offs = appointmentEvents.map((event) => realtime.on(event, (appointment) => listener(appointment)));
    return () => {
      for (const off of offs) off();
    };
  },
};
