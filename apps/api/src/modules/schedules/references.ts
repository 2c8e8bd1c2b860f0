import { activeAppointmentStatuses } from '@clinic/domain';
import { and, count, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { DbTx } from '../../db/client.js';
import { appointments, schedules } from '../../db/schema/index.js';

const countOf = async (tx: DbTx, table: typeof appointments | typeof schedules, where: SQL | undefined) =>
  (await tx.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

/**
 * Rows of schedules and appointments that point at a doctor or a location, for the set-up resources' "in use"
 * rule: a delete counts every schedule and appointment (they reference the row), a disable only the active
 * appointments still to come (a doctor with a history can retire; one with bookings next week cannot).
 */
export async function scheduleReferences(
  tx: DbTx,
  clinicId: number,
  column: 'doctorId' | 'locationId',
  id: number,
  change: 'delete' | 'disable',
  now: Date,
): Promise<number> {
  const coming = and(
    eq(appointments.clinicId, clinicId),
    eq(appointments[column], id),
    inArray(appointments.status, [...activeAppointmentStatuses]),
    gt(appointments.startAt, now),
  );
  if (change === 'disable') return countOf(tx, appointments, coming);
  return (
    (await countOf(
      tx,
      appointments,
      and(eq(appointments.clinicId, clinicId), eq(appointments[column], id)),
    )) + (await countOf(tx, schedules, and(eq(schedules.clinicId, clinicId), eq(schedules[column], id))))
  );
}
