import { AppointmentStatus } from '@clinic/domain';
import type { Tone } from '@clinic/ui';

type StatusKey = 'awaiting' | 'approved' | 'checkedIn' | 'inProgress' | 'finished' | 'cancelled' | 'invalid';

const byStatus: Record<number, [StatusKey, Tone]> = {
  [AppointmentStatus.NotApproved]: ['awaiting', 'warning'],
  [AppointmentStatus.Approved]: ['approved', 'success'],
  [AppointmentStatus.CheckedIn]: ['checkedIn', 'info'],
  [AppointmentStatus.InProgress]: ['inProgress', 'info'],
  [AppointmentStatus.Finished]: ['finished', 'secondary'],
  [AppointmentStatus.Canceled]: ['cancelled', 'danger'],
};

/** A booking's status as the patient reads it: a dictionary key under booking.status, and a colour. */
export function statusOf(status: number): { key: `booking.status.${StatusKey}`; tone: Tone } {
  const [key, tone] = byStatus[status] ?? ['invalid', 'danger'];
  return { key: `booking.status.${key}`, tone };
}

/** Waiting for the visit: it can still be cancelled, and the kiosk will check it in. */
export const isComing = (status: number) =>
  status === AppointmentStatus.NotApproved || status === AppointmentStatus.Approved;
