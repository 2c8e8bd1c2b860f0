import { AppointmentFeature, AppointmentStatus } from './appointments';
import type { ValueOf } from './util';

// The one transition table of an appointment (docs/product.md#appointment-statuses): the API enforces it, the staff app
// draws its buttons from it. A move it does not list is 'status not allowed' (or 'already finished'), never a no-op.

export const AppointmentAction = {
  Approve: 'approve',
  CheckIn: 'checkIn',
  StartExam: 'startExam',
  FinishExam: 'finishExam',
  Cancel: 'cancel',
  /** Editing the time, doctor or location: an Invalid appointment comes back as Approved (or NotApproved). */
  Edit: 'edit',
} as const;
export type AppointmentAction = ValueOf<typeof AppointmentAction>;

const S = AppointmentStatus;

/** For each action: the statuses it may start from, the status it leads to, and its feature id. */
export const appointmentTransitions = {
  [AppointmentAction.Approve]: { from: [S.NotApproved], to: S.Approved, feature: AppointmentFeature.Approve },
  [AppointmentAction.CheckIn]: { from: [S.Approved], to: S.CheckedIn, feature: AppointmentFeature.CheckIn },
  [AppointmentAction.StartExam]: {
    from: [S.CheckedIn],
    to: S.InProgress,
    feature: AppointmentFeature.Examination,
  },
  [AppointmentAction.FinishExam]: {
    from: [S.InProgress],
    to: S.Finished,
    feature: AppointmentFeature.Examination,
  },
  [AppointmentAction.Cancel]: {
    from: [S.NotApproved, S.Approved, S.CheckedIn, S.InProgress, S.Invalid],
    to: S.Canceled,
    feature: AppointmentFeature.Cancel,
  },
  /** `to` null: an edit keeps the status, except an Invalid appointment, which the API re-approves. */
  [AppointmentAction.Edit]: {
    from: [S.NotApproved, S.Approved, S.Invalid],
    to: null,
    feature: AppointmentFeature.Add,
  },
} as const satisfies Record<
  AppointmentAction,
  { from: readonly AppointmentStatus[]; to: AppointmentStatus | null; feature: AppointmentFeature }
>;

/** Whether `action` may be taken on an appointment in `status`. */
export function canApply(action: AppointmentAction, status: AppointmentStatus): boolean {
  return (appointmentTransitions[action].from as readonly AppointmentStatus[]).includes(status);
}

/** The error a refused action answers: a finished appointment says so; anything else is 'status not allowed'. */
export function refusalOf(status: AppointmentStatus): 'appointmentAlreadyFinished' | 'statusNotAllowed' {
  return status === S.Finished ? 'appointmentAlreadyFinished' : 'statusNotAllowed';
}

/** The actions open to an appointment in `status` (the staff app's buttons). */
export function actionsFor(status: AppointmentStatus): AppointmentAction[] {
  return (Object.keys(appointmentTransitions) as AppointmentAction[]).filter((a) => canApply(a, status));
}

/** At most 3 active appointments per patient per clinic day. */
export const MAX_ACTIVE_APPOINTMENTS_PER_PATIENT_PER_DAY = 3;

/** Check-in opens this long before a booked slot starts (docs/product.md#appointments-and-schedules). */
export const CHECK_IN_OPENS_BEFORE_MINUTES = 60;

/** Where a moment falls in an appointment's check-in window. */
export type CheckInTiming = 'early' | 'open' | 'late';

const MINUTE_MS = 60_000;

/**
 * Where `now` falls in the check-in window of an appointment: from CHECK_IN_OPENS_BEFORE_MINUTES before its slot
 * starts to the clinic's `lateMinutes` after, both ends included. A walk-in has no slot, so no window: always
 * open. `opensAt` is when the window opens (when an early patient may come back).
 */
export function checkInWindow(
  appointment: { startAt: Date; notReserved: boolean },
  now: Date,
  lateMinutes: number,
): { timing: CheckInTiming; opensAt: Date } {
  const start = appointment.startAt.getTime();
  const opensAt = new Date(start - CHECK_IN_OPENS_BEFORE_MINUTES * MINUTE_MS);
  if (appointment.notReserved) return { timing: 'open', opensAt };
  if (now.getTime() < opensAt.getTime()) return { timing: 'early', opensAt };
  if (now.getTime() > start + lateMinutes * MINUTE_MS) return { timing: 'late', opensAt };
  return { timing: 'open', opensAt };
}
