import { ApiError } from '@clinic/api-client';
import { AppointmentFeature, FormOwnerKind, localDate, RealtimeEvent, ScreenId } from '@clinic/domain';
import { DEFAULT_TIME_ZONE } from '../../app/clinicTime';
import { api, realtime } from '../../app/session';
import { uploader } from '../../app/uploader';
import { clinicState } from '../../state/clinic';
import type { QueueClient } from './client';

// The screen's client over the staff app's one API client (kept apart from client.ts so tests need no session).

const screenId = ScreenId.TodayExaminations;
const call = { screenId };
const feature = (featureId: number) => ({ screenId, featureId });

/** Every appointment.* event: a booking, approval, check-in, exam or cancellation anywhere. */
export const appointmentEvents = Object.values(RealtimeEvent).filter(
  (name): name is Extract<RealtimeEvent, `appointment.${string}`> => name.startsWith('appointment.'),
);

export const apiQueueClient: QueueClient = {
  allToday: async (body) => {
    try {
      return await api.appointments.allToday(body, call);
    } catch (error) {
      // Until the server has all-today: the clinic day's search (one page of 100).
      if (!(error instanceof ApiError && error.status === 404)) throw error;
      const today = localDate(new Date(), clinicState.info?.timeZone || DEFAULT_TIME_ZONE);
      const page = await api.appointments.search(
        { pageSize: 100 },
        { ...body, from: today, to: today },
        call,
      );
      return page.pageData;
    }
  },
  approve: (id) => api.appointments.approve([id], feature(AppointmentFeature.Approve)),
  checkIn: (id, body) => api.appointments.checkIn(id, body, feature(AppointmentFeature.CheckIn)),
  startExam: (id) => api.appointments.startExam(id, feature(AppointmentFeature.Examination)),
  finishExam: (id) => api.appointments.finishExam(id, feature(AppointmentFeature.Examination)),
  cancel: (id, reason) => api.appointments.cancel(id, reason, feature(AppointmentFeature.Cancel)),
  call: (id) => api.appointments.call(id, feature(AppointmentFeature.Examination)),
  checkInForms: () => api.forms.allByEntityType(FormOwnerKind.CheckInSheet, call),
  formProperties: (formId) => api.forms.properties(formId, call),
  uploader,
  onChange: (listener) => {
    const offs = appointmentEvents.map((name) => realtime.on(name, (appointment) => listener(appointment)));
    return () => {
      for (const off of offs) off();
    };
  },
};
