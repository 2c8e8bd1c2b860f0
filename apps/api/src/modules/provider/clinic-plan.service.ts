import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  addDays,
  instantOfLocal,
  type Plan,
} from '@clinic/domain';
import { eq } from 'drizzle-orm';
import { clinics } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { record, withChanges } from '../../platform/activity-log.js';
import { inTransaction } from '../../platform/tx.js';

/**
 * `until` as the instant the plan ends: an instant as given; a date alone means "through that day" in the clinic's
 * zone, so the plan ends at the next midnight there; null: no end.
 */
export function planEnd(until: string | null, timeZone: string): Date | null {
  if (until === null) return null;
  if (until.length === 10) return instantOfLocal(addDays(until, 1), '00:00', timeZone);
  return new Date(until);
}

/**
 * The provider sets a clinic's plan and its end: one update and its activity-log row (no user: the provider did
 * it) in one transaction, then the clinic's cached sessions are dropped on every instance, so the guard applies
 * the new plan from the next request on.
 */
export async function setClinicPlan(deps: AppDeps, clinicId: number, plan: Plan, until: string | null) {
  const row = await inTransaction(deps, { clinicId, userId: null }, async (tx) => {
    const [before] = await tx.db.select().from(clinics).where(eq(clinics.id, clinicId)).for('update');
    if (!before) throw new AppError('clinicNotFound');
    const values = { plan, planExpiresAt: planEnd(until, before.timeZone) };
    const [after] = await tx.db
      .update(clinics)
      .set({ ...values, updatedAt: tx.now })
      .where(eq(clinics.id, clinicId))
      .returning();
    await record(tx, ActivityEntityType.Clinic, clinicId, ActivityAction.Update, {
      by: 'provider',
      ...withChanges(before, values),
    });
    return after!;
  });
  await deps.sessions.forget({ clinicId });
  return {
    clinicId: row.id,
    plan: row.plan,
    planExpiresAt: row.planExpiresAt?.toISOString() ?? null,
  };
}
