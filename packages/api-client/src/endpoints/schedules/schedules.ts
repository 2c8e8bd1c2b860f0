import type { CallOptions, Http } from '../http';
import type {
  ScheduleAppointmentItem,
  ScheduleAppointmentsQuery,
  ScheduleDeleteBody,
  ScheduleInputBody,
  ScheduleItem,
  ScheduleOccurrenceItem,
  ScheduleSearchBody,
  ScheduleSlot,
  ScheduleSlotsBody,
  ScheduleUpdateBody,
} from './types';

// /schedules (screen 9) and POST /clinic-appointments/get-schedule-slots.

export function schedulesEndpoints(http: Http) {
  return {
    create: (input: ScheduleInputBody, options?: CallOptions) =>
      http.request<ScheduleItem>('/schedules', { ...options, method: 'POST', body: input }),
    get: (id: number, options?: CallOptions) => http.request<ScheduleItem>(`/schedules/${id}`, options),
    /** POST /schedules/search: the occurrences (with their appointment counts) in a range of at most 62 days. */
    search: (body: ScheduleSearchBody, options?: CallOptions) =>
      http.request<ScheduleOccurrenceItem[]>('/schedules/search', { ...options, method: 'POST', body }),
    /** PUT /schedules/{id}: answers the schedule now holding the edited occurrence(s). */
    update: (id: number, body: ScheduleUpdateBody, options?: CallOptions) =>
      http.request<ScheduleItem>(`/schedules/${id}`, { ...options, method: 'PUT', body }),
    /** POST /schedules/{id}/delete: the whole single schedule, one occurrence, or this and the following. */
    remove: (id: number, body: ScheduleDeleteBody = {}, options?: CallOptions) =>
      http.request<{ deleted: true }>(`/schedules/${id}/delete`, { ...options, method: 'POST', body }),
    /** GET /schedules/{id}/get-appointments: the active appointments an edit or delete of that range touches. */
    appointments: (id: number, query: ScheduleAppointmentsQuery, options?: CallOptions) =>
      http.request<ScheduleAppointmentItem[]>(`/schedules/${id}/get-appointments`, {
        ...options,
        query: { ...query },
      }),
    /**
     * POST /clinic-appointments/get-schedule-slots (screen 10): one clinic day's bookable slots at a location,
     * for a doctor or every doctor of a specialty there, ordered by time then doctor.
     */
    getScheduleSlots: (body: ScheduleSlotsBody, options?: CallOptions) =>
      http.request<ScheduleSlot[]>('/clinic-appointments/get-schedule-slots', {
        ...options,
        method: 'POST',
        body,
      }),
  };
}
export type SchedulesEndpoints = ReturnType<typeof schedulesEndpoints>;
