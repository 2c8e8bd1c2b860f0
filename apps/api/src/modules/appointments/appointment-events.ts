import {
  type AppointmentAddPayload,
  type AppointmentEventPayload,
  type AppointmentRealtimeEvent,
  RealtimeEvent,
} from '@clinic/domain';
import type { Tx } from '../../platform/tx.js';
import { roomOf } from '../calls/calls.service.js';
import { type AppointmentItem, type AppointmentRow, appointmentItems } from './appointment-view.read.js';

// The one place an appointment.* event's payload is built (docs/architecture.md#events-and-realtime): the appointment
// as its routes answer it plus the room, so staff screens replace their cached row and the display (which hears
// a name-free projection, see platform/realtime.ts) moves its numbers without reading anything back.

type StatusEvent = Exclude<AppointmentRealtimeEvent, typeof RealtimeEvent.AppointmentAdd>;

async function payloadOf(
  tx: Tx,
  row: AppointmentRow,
  item?: AppointmentItem,
): Promise<AppointmentEventPayload> {
  const view = item ?? (await appointmentItems(tx.db, tx.actor.clinicId, [row]))[0]!;
  return { ...view, room: await roomOf(tx, row) };
}

/**
 * Publishes a status event (check-in, start exam, …) of `row` after commit, with the appointment as it now is;
 * answers that appointment, so the route answers it without reading it again.
 */
export async function publishAppointmentEvent(
  tx: Tx,
  name: StatusEvent,
  row: AppointmentRow,
): Promise<AppointmentItem> {
  const [item] = await appointmentItems(tx.db, tx.actor.clinicId, [row]);
  tx.publish(name, await payloadOf(tx, row, item));
  return item!;
}

/**
 * Publishes one status event per row (a schedule change turning many bookings Invalid): their items in one read,
 * and one room look-up per doctor and location.
 */
export async function publishAppointmentEvents(
  tx: Tx,
  name: StatusEvent,
  rows: readonly AppointmentRow[],
): Promise<void> {
  const items = await appointmentItems(tx.db, tx.actor.clinicId, rows);
  const rooms = new Map<string, string>();
  for (const [i, row] of rows.entries()) {
    const place = `${row.doctorId}:${row.locationId}`;
    if (!rooms.has(place)) rooms.set(place, await roomOf(tx, row));
    tx.publish(name, { ...items[i]!, room: rooms.get(place)! });
  }
}

/** Publishes `appointment.add` (a booking, or an edit that moved it) with the item the route answers. */
export async function publishAppointmentAdd(
  tx: Tx,
  row: AppointmentRow,
  item: AppointmentItem,
  source: AppointmentAddPayload['source'],
): Promise<void> {
  tx.publish(RealtimeEvent.AppointmentAdd, { ...(await payloadOf(tx, row, item)), source });
}
