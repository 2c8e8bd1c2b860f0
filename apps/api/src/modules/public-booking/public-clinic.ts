import { AppError, ClinicStatus, isPlanExpired } from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { clinics, doctors } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { publicFileUrls } from './booking-lookup.js';

// What every use case of the public booking site starts from: a clinic's shop window by its slug, with no
// sign-in. Every answer is built from the same rules as the staff side (scheduleSlots, createAppointment,
// applyAction); the booking site adds only what a stranger on the internet needs: visible doctors only, rate
// limits, and no enumeration.

/** Per-address and per-phone limits of the public writes (fixed windows, shared across instances via Redis). */
export const PUBLIC_LIMITS = {
  bookingsPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  bookingsPerPhone: { limit: 5, windowMs: 24 * 60 * 60_000 },
  /** Lookups, cancellations and calendar downloads share one bucket. */
  lookupsPerAddress: { limit: 30, windowMs: 60 * 60_000 },
  /** Slot queries and day-strip queries (one each per screen the patient sees) share one bucket. */
  slotQueriesPerAddress: { limit: 300, windowMs: 60 * 60_000 },
} as const;

/** The doctors a stranger may see and book: enabled and visible for booking. */
export const visibleDoctors = and(eq(doctors.enabled, true), eq(doctors.isVisibleForBooking, true));

export async function throttle(deps: AppDeps, key: string, rule: { limit: number; windowMs: number }) {
  const { count: n, retryAfterMs } = await deps.limiter.hit(`pb:${key}`, rule.windowMs);
  if (n > rule.limit)
    throw new AppError('tooManyAttempts', { params: { seconds: Math.ceil(retryAfterMs / 1000) } });
}

/** An active clinic by its slug; a developing or inactive one is as unknown as a missing one. */
export async function clinicOf(deps: AppDeps, slug: string) {
  const [clinic] = await deps.db
    .select()
    .from(clinics)
    .where(and(eq(clinics.slug, slug.trim().toLowerCase()), eq(clinics.status, ClinicStatus.Actived)));
  if (!clinic) throw new AppError('clinicNotFound');
  return clinic;
}

/** Signed download addresses of the clinic's public images (logo, avatars). */
export const fileUrls = (deps: AppDeps, clinicId: number, ids: (number | null)[]) =>
  publicFileUrls(deps.db, deps.config.jwtSecret, clinicId, ids, deps.clock());

/**
 * A clinic whose plan expired takes no new bookings (it can write nothing: docs/product.md#plans); its shop window,
 * open days and a patient's own booking (look-up, cancel, calendar) still answer.
 */
export function assertTakesBookings(clinic: { planExpiresAt: Date | null }, now: Date) {
  if (isPlanExpired(clinic.planExpiresAt, now)) throw new AppError('clinicPlanExpired');
}
