import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  AppointmentStatus,
  addDays,
  canMoveLane,
  instantOfLocal,
  localDate,
  TaskLane,
} from '@clinic/domain';
import type { ServiceOrderCard, serviceOrderBoardQuery } from '@clinic/domain/contracts';
import { and, eq, gte, lt, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { appointments, serviceOrders } from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import type { AuthContext } from '../../platform/auth-context.js';
import type { Tx } from '../../platform/tx.js';
import { doctorScope } from '../appointments/appointment-scope.js';
import { clinicTimeZone } from '../schedules/occurrences.js';
import { boardOrder, readOrderCards } from './service-orders.read.js';
import { publishOrderChange } from './service-orders.service.js';

// The service-order board: one clinic day's ordered services as cards in three lanes (Todo → Doing → Done), seen
// through the caller's groups. A card moves by one call; the move is conditional on the lane it was read in, so
// two nurses moving the same card at once cannot both win.

/** Visits whose cards are not shown: nothing is done for them. */
const offBoard = [AppointmentStatus.Canceled, AppointmentStatus.Invalid];

/** GET /service-orders/board: the day's cards (today in the clinic's zone unless `date`), narrowed by the filters. */
export async function serviceOrderBoard(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof serviceOrderBoardQuery>,
  now: Date,
): Promise<ServiceOrderCard[]> {
  const timeZone = await clinicTimeZone(db, auth.clinicId);
  const day = query.date ?? localDate(now, timeZone);
  return readOrderCards(
    db,
    auth.clinicId,
    and(
      await doctorScope(db, auth),
      gte(appointments.startAt, instantOfLocal(day, '00:00', timeZone)),
      lt(appointments.startAt, instantOfLocal(addDays(day, 1), '00:00', timeZone)),
      notInArray(appointments.status, offBoard),
      query.locationId === undefined ? undefined : eq(appointments.locationId, query.locationId),
      query.doctorId === undefined ? undefined : eq(appointments.doctorId, query.doctorId),
      query.serviceId === undefined ? undefined : eq(serviceOrders.serviceId, query.serviceId),
    ),
    boardOrder,
  );
}

/** Who started and finished a card after a move: moving back clears what no longer holds. */
function stampsOf(order: typeof serviceOrders.$inferSelect, to: TaskLane, userId: number | null, now: Date) {
  if (to === TaskLane.Todo) return { startedBy: null, startedAt: null, doneBy: null, doneAt: null };
  if (to === TaskLane.Doing) {
    // Back from Done keeps who started it; from Todo it starts now.
    const started = order.lane === TaskLane.Done && order.startedAt !== null;
    return {
      startedBy: started ? order.startedBy : userId,
      startedAt: started ? order.startedAt : now,
      doneBy: null,
      doneAt: null,
    };
  }
  return { doneBy: userId, doneAt: now };
}

/** PUT /service-orders/:id/lane: moves a card (canMoveLane); a paid Done card stays done. */
export async function moveServiceOrder(
  tx: Tx,
  auth: AuthContext,
  orderId: number,
  to: TaskLane,
): Promise<ServiceOrderCard> {
  const clinicId = tx.actor.clinicId;
  const [found] = await tx.db
    .select({ order: serviceOrders, visit: appointments })
    .from(serviceOrders)
    .innerJoin(
      appointments,
      and(
        eq(appointments.clinicId, serviceOrders.clinicId),
        eq(appointments.id, serviceOrders.appointmentId),
      ),
    )
    .where(
      and(
        eq(serviceOrders.clinicId, clinicId),
        eq(serviceOrders.id, orderId),
        await doctorScope(tx.db, auth),
      ),
    );
  if (!found) throw new AppError('orderNotFound');
  const { order, visit } = found;
  const from = order.lane as TaskLane;
  if (offBoard.includes(visit.status as (typeof offBoard)[number])) throw new AppError('statusNotAllowed');
  if (!canMoveLane(from, to)) throw new AppError('workflowNotAllowed');
  if (from === TaskLane.Done && order.paidAt !== null) throw new AppError('workflowNotAllowed');
  const moved = await tx.db
    .update(serviceOrders)
    .set({ lane: to, ...stampsOf(order, to, tx.actor.userId, tx.now), updatedAt: tx.now })
    .where(
      and(eq(serviceOrders.clinicId, clinicId), eq(serviceOrders.id, orderId), eq(serviceOrders.lane, from)),
    )
    .returning({ id: serviceOrders.id });
  // Someone moved it since it was read: this move was meant from a lane it is no longer in.
  if (!moved.length) throw new AppError('workflowNotAllowed');
  await record(tx, ActivityEntityType.ClinicAppointment, visit.id, ActivityAction.Update, {
    serviceOrderId: orderId,
    from,
    to,
  });
  await publishOrderChange(tx, visit);
  const [card] = await readOrderCards(tx.db, clinicId, eq(serviceOrders.id, orderId));
  return card!;
}
