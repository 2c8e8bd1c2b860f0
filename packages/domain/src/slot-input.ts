import { z } from 'zod';
import { ref } from './refs';
import { addDays } from './time-zone';
import { formErrorIds } from './validation';

// What the slot pickers ask: the staff appointment form (get-schedule-slots) and the public booking site (its
// days and slots) name the same target, a doctor or a specialty's doctors at a location.

const clinicDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, formErrorIds.invalidValue)
  // 2026-02-30 has the right shape but is no day: adding zero days would roll it over into March.
  .refine((d) => addDays(d, 0) === d, formErrorIds.invalidValue);

function oneOfDoctorOrSpecialty(
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
 * routes share the schema and check against the clinic their path names, in the API's slot service.
 */
const slotTarget = {
  doctorId: ref('doctor', { withinGroups: true }).nullish(),
  specialtyId: ref('specialty').nullish(),
  locationId: ref('location'),
};

/** Exactly one of doctorId / specialtyId (null counts as absent), a location and a clinic day 'YYYY-MM-DD'. */
export const scheduleSlotsQuery = z
  .object({ ...slotTarget, date: clinicDay })
  .superRefine(oneOfDoctorOrSpecialty);
export type ScheduleSlotsQuery = z.output<typeof scheduleSlotsQuery>;

/** Whose days: a doctor or a specialty's doctors at a location, over the whole booking window. */
export const scheduleDaysQuery = z.object(slotTarget).superRefine(oneOfDoctorOrSpecialty);
export type ScheduleDaysQuery = z.output<typeof scheduleDaysQuery>;
