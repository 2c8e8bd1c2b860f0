import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appointmentStatusHistory, users } from '../../db/schema/index.js';
import type { Tx } from '../../platform/tx.js';

// The status history of appointments: a row per status change (booking included), written in the change's
// transaction, read by GET /clinic-appointments/:id/history.

/** Records that `appointmentId` went from `fromStatus` (null: just booked) to `toStatus`, by the actor. */
export function recordStatusChange(
  tx: Tx,
  appointmentId: number,
  fromStatus: number | null,
  toStatus: number,
  reason: string | null = null,
) {
  return tx.db.insert(appointmentStatusHistory).values({
    clinicId: tx.actor.clinicId,
    appointmentId,
    fromStatus,
    toStatus,
    userId: tx.actor.userId,
    reason,
  });
}

/** GET {id}/history: who moved the status, from what to what, why and when, oldest first. */
export async function appointmentHistory(db: Db, clinicId: number, id: number) {
  const rows = await db
    .select({
      id: appointmentStatusHistory.id,
      fromStatus: appointmentStatusHistory.fromStatus,
      toStatus: appointmentStatusHistory.toStatus,
      userId: appointmentStatusHistory.userId,
      userName: users.fullName,
      reason: appointmentStatusHistory.reason,
      at: appointmentStatusHistory.createdAt,
    })
    .from(appointmentStatusHistory)
    .leftJoin(users, eq(users.id, appointmentStatusHistory.userId))
    .where(
      and(eq(appointmentStatusHistory.clinicId, clinicId), eq(appointmentStatusHistory.appointmentId, id)),
    )
    .orderBy(asc(appointmentStatusHistory.createdAt), asc(appointmentStatusHistory.id));
  return rows.map(({ id: _id, at, ...rest }) => ({
    ...rest,
    userName: rest.userName ?? null,
    at: at.toISOString(),
  }));
}
