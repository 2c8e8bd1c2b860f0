import { BOOKING_MIN_LEAD_MINUTES } from './constants';
import type { ValueOf } from './util';

// Appointment statuses and features (docs/product.md#appointment-statuses, #permissions).

export const AppointmentStatus = {
  NotApproved: 1000,
  Approved: 2000,
  CheckedIn: 3000,
  /** Entered by the StartExam action. */
  InProgress: 4000,
  Finished: 9000,
  Canceled: 9999,
  /** Set when the doctor schedule, per-visit or waiting time changed; must be edited or cancelled by hand. */
  Invalid: 10000,
} as const;
export type AppointmentStatus = ValueOf<typeof AppointmentStatus>;

export const allAppointmentStatuses: readonly AppointmentStatus[] = Object.values(AppointmentStatus);

/** Statuses that hold a place in a slot (booked counts, capacity, "in use"): not yet finished, cancelled or invalid. */
export const activeAppointmentStatuses: readonly AppointmentStatus[] = [
  AppointmentStatus.NotApproved,
  AppointmentStatus.Approved,
  AppointmentStatus.CheckedIn,
  AppointmentStatus.InProgress,
];

/** Booking codes: LH (lịch hẹn) and six digits from the clinic's counter, LH000001 first. */
export const APPOINTMENT_CODE_PREFIX = 'LH';
export const formatAppointmentCode = (n: number) => `${APPOINTMENT_CODE_PREFIX}${String(n).padStart(6, '0')}`;

/** Theme colour names (which status uses which: docs/product.md#dialogs-and-messages). */
export type StatusColor = 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info';

export const appointmentStatusColor = {
  [AppointmentStatus.NotApproved]: 'warning',
  [AppointmentStatus.Approved]: 'secondary',
  [AppointmentStatus.CheckedIn]: 'primary',
  [AppointmentStatus.InProgress]: 'info',
  [AppointmentStatus.Finished]: 'success',
  [AppointmentStatus.Canceled]: 'danger',
  [AppointmentStatus.Invalid]: 'warning',
} as const satisfies Record<AppointmentStatus, StatusColor>;

/** i18n key suffix of each status (`appointmentStatus.notApproved`). */
export const appointmentStatusKey = {
  [AppointmentStatus.NotApproved]: 'notApproved',
  [AppointmentStatus.Approved]: 'approved',
  [AppointmentStatus.CheckedIn]: 'checkedIn',
  [AppointmentStatus.InProgress]: 'inProgress',
  [AppointmentStatus.Finished]: 'finished',
  [AppointmentStatus.Canceled]: 'canceled',
  [AppointmentStatus.Invalid]: 'invalid',
} as const satisfies Record<AppointmentStatus, string>;

/** Feature ids sent as `x-feature-id`; each maps to an action on the appointments subject. */
export const AppointmentFeature = {
  Add: 101,
  Approve: 102,
  CheckIn: 103,
  Examination: 104,
  Cancel: 105,
  Billing: 106,
} as const;
export type AppointmentFeature = ValueOf<typeof AppointmentFeature>;

export const allAppointmentFeatures: readonly AppointmentFeature[] = Object.values(AppointmentFeature);

/** An appointment must start at least `leadMinutes` (60) after now. Times in epoch milliseconds. */
export function meetsBookingLead(
  startMs: number,
  nowMs: number,
  leadMinutes = BOOKING_MIN_LEAD_MINUTES,
): boolean {
  return startMs - nowMs >= leadMinutes * 60_000;
}
