import { AppError, SlotAvailability } from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { specialties } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import {
  bookingDays,
  type DoctorSlot,
  type ScheduleDaysQuery,
  scheduleSlots,
} from '../schedules/slots.read.js';
import { clinicOf, PUBLIC_LIMITS, throttle, visibleDoctors } from './public-clinic.js';

/** A specialty the site may name: this clinic's and enabled; otherwise 'specialty not found'. */
async function assertSpecialty(deps: AppDeps, clinicId: number, specialtyId: number) {
  const [row] = await deps.db
    .select({ id: specialties.id })
    .from(specialties)
    .where(
      and(eq(specialties.clinicId, clinicId), eq(specialties.id, specialtyId), eq(specialties.enabled, true)),
    );
  if (!row) throw new AppError('specialtyNotFound');
}

/** The slots of the visible doctors with room left (available, or awaiting approval); full ones are not offered. */
export async function openSlots(
  deps: AppDeps,
  clinicId: number,
  query: {
    doctorId?: number | null | undefined;
    specialtyId?: number | null | undefined;
    locationId: number;
    date: string;
  },
): Promise<DoctorSlot[]> {
  if (query.specialtyId) await assertSpecialty(deps, clinicId, query.specialtyId);
  const slots = await scheduleSlots(deps.db, clinicId, query, deps.clock(), visibleDoctors);
  return slots.filter((s) => s.availability !== SlotAvailability.Full);
}

/** POST /public/clinics/{slug}/slots. */
export async function publicSlots(
  deps: AppDeps,
  slug: string,
  query: { doctorId?: number | null; specialtyId?: number | null; locationId: number; date: string },
  ip: string,
) {
  const clinic = await clinicOf(deps, slug);
  await throttle(deps, `slots:ip:${ip}`, PUBLIC_LIMITS.slotQueriesPerAddress);
  return openSlots(deps, clinic.id, query);
}

/**
 * The booking window's days with whether each still has a free slot, in one call: the day strip marks full
 * days without asking for each day's slots (which would spend the address's slot budget a day at a time).
 */
export async function publicDays(deps: AppDeps, slug: string, query: ScheduleDaysQuery, ip: string) {
  const clinic = await clinicOf(deps, slug);
  await throttle(deps, `slots:ip:${ip}`, PUBLIC_LIMITS.slotQueriesPerAddress);
  if (query.specialtyId) await assertSpecialty(deps, clinic.id, query.specialtyId);
  return bookingDays(deps.db, clinic.id, query, deps.clock(), visibleDoctors);
}
