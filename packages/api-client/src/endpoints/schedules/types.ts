import type { EndpointInput, schedulesContract } from '@clinic/domain/contracts';

// The types of /schedules and of the slots screen 10 books from come from their contract
// (@clinic/domain/contracts). Instants are ISO strings; the clinic's wall clock is the screen's business.

export type {
  DoctorSlot as ScheduleSlot,
  ScheduleAppointmentItem,
  ScheduleItem,
  ScheduleOccurrenceItem,
} from '@clinic/domain/contracts';

type Body<E extends keyof typeof schedulesContract> = EndpointInput<(typeof schedulesContract)[E]>['body'];

/** POST /schedules. */
export type ScheduleInputBody = Body<'create'>;
/** PUT /schedules/{id}: the new values plus how they apply (mode; scope and occurrence for a series). */
export type ScheduleUpdateBody = Body<'update'>;
/** POST /schedules/search: occurrences overlapping [from, to) (at most 62 days). */
export type ScheduleSearchBody = Body<'search'>;
/** POST /schedules/{id}/delete: nothing for a single schedule; scope and occurrence for a series. */
export type ScheduleDeleteBody = Body<'remove'>;
/** GET /schedules/{id}/get-appointments: the range whose active appointments an edit or delete would touch. */
export type ScheduleAppointmentsQuery = EndpointInput<typeof schedulesContract.appointments>['query'];

/**
 * POST /clinic-appointments/get-schedule-slots: exactly one of doctorId and specialtyId, a rule the contract's
 * schema checks at run time and this type at compile time.
 */
export type ScheduleSlotsBody = (
  | { doctorId: number; specialtyId?: null }
  | { specialtyId: number; doctorId?: null }
) & {
  locationId: number;
  /** The clinic day, 'YYYY-MM-DD' in the clinic's time zone. */
  date: string;
};
