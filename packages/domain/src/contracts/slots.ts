import { z } from 'zod';
import { formErrorIds } from '../form-errors';
import { ref } from '../refs';
import { SlotAvailability } from '../schedules';
import { clinicDate } from '../validation';

// The slot query and answer, shared by the staff's /schedules/slots and the booking site's
// /public/clinics/:slug/slots and /days: both offer exactly what the domain slot arithmetic accepts.

/** A clinic day 'YYYY-MM-DD' that exists in the calendar, in the clinic's years. */
export const bookingDate = clinicDate();

/** Exactly one of doctorId / specialtyId (null counts as absent), on both fields when not. */
export function oneOfDoctorOrSpecialty(
  q: { doctorId?: number | null | undefined; specialtyId?: number | null | undefined },
  ctx: z.RefinementCtx,
) {
  const given = [q.doctorId, q.specialtyId].filter((v) => v !== undefined && v !== null).length;
  if (given === 1) return;
  const message = given === 0 ? formErrorIds.required : formErrorIds.invalidValue;
  for (const path of ['doctorId', 'specialtyId'])
    ctx.addIssue({ code: 'custom', message, path: [path], input: q });
}

/**
 * Staff calls have these ids checked by the route (the doctor within the caller's groups); the public booking
 * routes share the schema and check against the clinic their path names, in doctorsOf and scheduleSlots.
 */
const slotTarget = {
  doctorId: ref('doctor', { withinGroups: true }).nullish(),
  specialtyId: ref('specialty').nullish(),
  locationId: ref('location'),
};

/** Exactly one of doctorId / specialtyId (null counts as absent), a location and a clinic day 'YYYY-MM-DD'. */
export const scheduleSlotsQuery = z
  .object({ ...slotTarget, date: bookingDate })
  .superRefine(oneOfDoctorOrSpecialty);
export type ScheduleSlotsQuery = z.output<typeof scheduleSlotsQuery>;

/** Whose days: a doctor or a specialty's doctors at a location, over the whole booking window. */
export const scheduleDaysQuery = z.object(slotTarget).superRefine(oneOfDoctorOrSpecialty);
export type ScheduleDaysQuery = z.output<typeof scheduleDaysQuery>;

/** One clinic day of the booking window, and whether any slot on it still has room. */
export const bookingDay = z.object({ date: z.string(), free: z.boolean() });
export type BookingDay = z.output<typeof bookingDay>;

export const doctorSlot = z.object({
  doctorId: z.number(),
  /** ISO instants of the visit; the next slot starts after the doctor's waiting time. */
  start: z.string(),
  end: z.string(),
  /** 'HH:mm' in the clinic's time zone. */
  time: z.string(),
  capacity: z.number(),
  booked: z.number(),
  availability: z.enum([SlotAvailability.Available, SlotAvailability.Full, SlotAvailability.NotApproved]),
});
export type DoctorSlot = z.output<typeof doctorSlot>;
