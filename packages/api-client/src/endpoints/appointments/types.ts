import type { CheckInInput } from '@clinic/domain';
import type {
  appointmentsContract as contract,
  EndpointInput,
  EndpointOutput,
} from '@clinic/domain/contracts';

// The types of /clinic-appointments (screens 10 and 11) come from its contract (@clinic/domain/contracts).
export type { AppointmentItem } from '@clinic/domain/contracts';

type Body<E extends keyof typeof contract> = EndpointInput<(typeof contract)[E]>['body'];

/** The patient as an appointment shows it to staff (the shape the API answers and staff events carry). */
export type AppointmentPatient = EndpointOutput<typeof contract.get>['patient'];

/** POST /clinic-appointments/create: an existing patient or a new one; date and time unless a walk-in. */
export type CreateAppointmentBody = Body<'create'>;

export type UpdateAppointmentBody = Body<'update'>;

/** The filter body of search and search-count; from/to are clinic days 'YYYY-MM-DD'. */
export type AppointmentSearchBody = Body<'search'>;

/** Today's queue filter (screen 11). */
export type AppointmentTodayBody = Body<'allToday'>;

/** A check-in sheet: the check-in form's values (the symptom is the fixed 'symptom' property). */
export type CheckInSheet = EndpointOutput<typeof contract.saveCheckInSheet>;

/** POST /check-in-sheets' body without the appointment, which the call names. */
export type CheckInSheetBody = Omit<Body<'saveCheckInSheet'>, 'appointmentId'>;

/** PUT {id}/check-in (the shared `checkInInput` of @clinic/domain). */
export type CheckInBody = CheckInInput;
