import { AppError, AppointmentAction, AppointmentStatus, refusalOf } from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { appointments } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { inTransaction } from '../../platform/tx.js';
import { applyAction } from '../appointments/transitions.service.js';
import { appointmentIdByCodeAndPhone } from './booking-lookup.js';
import { bookingView } from './booking-view.read.js';
import { icsCalendar } from './ics.js';
import { clinicOf, PUBLIC_LIMITS, throttle } from './public-clinic.js';

// A booking found again by its code and phone together: shown, cancelled or added to a calendar.

export const CANCEL_REASON_DEFAULT = 'Bệnh nhân hủy qua trang đặt lịch';

/** Only these may be cancelled from the booking site: once the patient has checked in, the desk decides. */
const CANCELLABLE: readonly number[] = [
  AppointmentStatus.NotApproved,
  AppointmentStatus.Approved,
  AppointmentStatus.Invalid,
];

export interface LookupInput {
  code: string;
  phone: string;
}

/** The appointment a code and phone name together; either wrong answers the same 'appointment not found'. */
async function find(deps: AppDeps, slug: string, input: LookupInput, ip: string) {
  const clinic = await clinicOf(deps, slug);
  await throttle(deps, `lookup:ip:${ip}`, PUBLIC_LIMITS.lookupsPerAddress);
  const appointmentId = await appointmentIdByCodeAndPhone(deps.db, clinic.id, input);
  if (appointmentId === null) throw new AppError('appointmentNotFound');
  return { clinic, appointmentId };
}

/** POST /public/clinics/{slug}/bookings/lookup. */
export async function lookupBooking(deps: AppDeps, slug: string, input: LookupInput, ip: string) {
  const { clinic, appointmentId } = await find(deps, slug, input, ip);
  return bookingView(deps, clinic, appointmentId);
}

/** Cancels through the staff transition (history, activity log, 'appointment.cancel'), before check-in only. */
export async function cancelBooking(
  deps: AppDeps,
  slug: string,
  input: LookupInput & { reason?: string | undefined },
  ip: string,
) {
  const { clinic, appointmentId } = await find(deps, slug, input, ip);
  await inTransaction(deps, { clinicId: clinic.id, userId: null }, async (tx) => {
    const [row] = await tx.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(and(eq(appointments.clinicId, clinic.id), eq(appointments.id, appointmentId)))
      .for('update');
    const status = row!.status as AppointmentStatus;
    if (!CANCELLABLE.includes(status)) throw new AppError(refusalOf(status));
    await applyAction(tx, appointmentId, AppointmentAction.Cancel, {
      reason: input.reason?.trim() || CANCEL_REASON_DEFAULT,
    });
  });
  return bookingView(deps, clinic, appointmentId);
}

/** The booking as a one-event calendar file. */
export async function bookingCalendar(deps: AppDeps, slug: string, input: LookupInput, ip: string) {
  const { clinic, appointmentId } = await find(deps, slug, input, ip);
  const v = await bookingView(deps, clinic, appointmentId);
  const host = new URL(deps.config.publicUrl).host || 'clinic';
  return icsCalendar({
    uid: `${v.code}-${clinic.id}@${host}`,
    start: new Date(v.start),
    end: new Date(v.end),
    summary: `${clinic.name}: ${v.doctorName}`,
    location: [v.locationName, v.locationAddress].filter(Boolean).join(', '),
    description: `Mã lịch hẹn / Booking code: ${v.code}${v.mapUrl ? `\n${v.mapUrl}` : ''}`,
    geo:
      v.latitude !== null && v.longitude !== null
        ? { latitude: v.latitude, longitude: v.longitude }
        : undefined,
    status:
      v.status === AppointmentStatus.Canceled
        ? 'CANCELLED'
        : v.status === AppointmentStatus.Approved
          ? 'CONFIRMED'
          : 'TENTATIVE',
    now: deps.clock(),
  });
}
