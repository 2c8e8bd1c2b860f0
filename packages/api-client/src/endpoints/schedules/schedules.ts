import type { schedulesContract as contract } from '@clinic/domain/contracts';
import { type CallOptions, callEndpoint, clientEndpoint, type Http } from '../http';
import type {
  ScheduleAppointmentsQuery,
  ScheduleDeleteBody,
  ScheduleInputBody,
  ScheduleSearchBody,
  ScheduleSlotsBody,
  ScheduleUpdateBody,
} from './types';

// /schedules (screen 9) and POST /clinic-appointments/get-schedule-slots.

/** The calls of /schedules and of the slots, checked against their contract. */
export const schedulesCalls = {
  create: clientEndpoint<typeof contract.create>('POST', '/schedules'),
  get: clientEndpoint<typeof contract.get>('GET', '/schedules/:id'),
  search: clientEndpoint<typeof contract.search>('POST', '/schedules/search'),
  update: clientEndpoint<typeof contract.update>('PUT', '/schedules/:id'),
  remove: clientEndpoint<typeof contract.remove>('POST', '/schedules/:id/delete'),
  appointments: clientEndpoint<typeof contract.appointments>('GET', '/schedules/:id/get-appointments'),
  getScheduleSlots: clientEndpoint<typeof contract.getScheduleSlots>(
    'POST',
    '/clinic-appointments/get-schedule-slots',
  ),
};

export function schedulesEndpoints(http: Http) {
  const c = schedulesCalls;
  return {
    create: (input: ScheduleInputBody, options?: CallOptions) =>
      callEndpoint(http, c.create, { body: input }, options),
    get: (id: number, options?: CallOptions) => callEndpoint(http, c.get, { params: { id } }, options),
    /** The occurrences (with their appointment counts) in a range of at most 62 days. */
    search: (body: ScheduleSearchBody, options?: CallOptions) =>
      callEndpoint(http, c.search, { body }, options),
    /** Answers the schedule now holding the edited occurrence(s). */
    update: (id: number, body: ScheduleUpdateBody, options?: CallOptions) =>
      callEndpoint(http, c.update, { params: { id }, body }, options),
    /** The whole single schedule (an empty body), one occurrence, or this and the following. */
    remove: (id: number, body: ScheduleDeleteBody = {}, options?: CallOptions) =>
      callEndpoint(http, c.remove, { params: { id }, body }, options),
    /** The active appointments an edit or delete of that range touches; no end: to the end of the series. */
    appointments: (id: number, query: ScheduleAppointmentsQuery, options?: CallOptions) =>
      callEndpoint(http, c.appointments, { params: { id }, query: { ...query } }, options),
    /**
     * Screen 10: one clinic day's bookable slots at a location, for a doctor or every doctor of a specialty
     * there, ordered by time then doctor.
     */
    getScheduleSlots: (body: ScheduleSlotsBody, options?: CallOptions) =>
      callEndpoint(http, c.getScheduleSlots, { body }, options),
  };
}
