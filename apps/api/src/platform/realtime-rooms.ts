import {
  type AppointmentEventPayload,
  type DeviceAppointmentEventPayload,
  isAppointmentEvent,
  RealtimeEvent,
} from '@clinic/domain';
import type { Server } from 'socket.io';
import { initialsOf } from '../modules/devices/kiosk-rules.js';
import type { DomainEvent } from './events.js';
import { tierRooms, tiersOf } from './realtime-audience.js';

// Who hears what (docs/architecture.md#events-and-realtime). Staff sockets hear an event in the rooms of the REST
// reads that show it (realtime-audience.ts). Events of one location also go, in a name-free shape, to that location's
// devices. A device is in no staff room, so it never hears another location or a patient's name.

/** The kiosks and displays of one location. */
export const deviceLocationRoom = (clinicId: number, locationId: number) =>
  `devices:${clinicId}:location:${locationId}`;
/** One device's sockets: where its revocation arrives. */
export const deviceRoom = (deviceId: number) => `device:${deviceId}`;
/** One user's sockets: their notifications and the news that their permissions changed. */
export const userRoom = (userId: number) => `user:${userId}`;
/** One session's sockets. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** The location an event concerns, if its payload names one. */
function locationOf(event: DomainEvent): number | undefined {
  const payload: object = event.payload;
  return 'locationId' in payload && typeof payload.locationId === 'number' ? payload.locationId : undefined;
}

/** What a device may see of an appointment: its number, initials, doctor and room. */
export function forDevices(payload: AppointmentEventPayload): DeviceAppointmentEventPayload {
  return {
    id: payload.id,
    status: payload.status,
    doctorId: payload.doctorId,
    doctorName: payload.doctorName,
    room: payload.room,
    locationId: payload.locationId,
    orderNumber: payload.orderNumber,
    date: payload.date,
    initials: initialsOf(payload.patient.fullName),
    updatedAt: payload.updatedAt,
  };
}

/** The payload a device hears for `event`, or undefined when devices do not hear it. */
function devicePayload(event: DomainEvent) {
  if (event.name === RealtimeEvent.QueueCall) return event.payload;
  // Only a full appointment payload has the patient to take initials from (tests publish bare ones).
  if (isAppointmentEvent(event.name) && 'patient' in event.payload) return forDevices(event.payload);
  return undefined;
}

/** Emits a committed event to the rooms that may hear it. */
export function emitToRooms(io: Server, event: DomainEvent) {
  // A notification is one user's own: only their sockets hear it.
  if (event.name === RealtimeEvent.NotificationNew) {
    io.to(userRoom(event.payload.userId)).emit(event.name, event.payload);
    return;
  }
  // Tier by tier, each socket once: a later tier (a shorter payload) leaves out the rooms an earlier one reached.
  const heard: string[] =
    event.name === 'permissions.change' ? [userRoom((event.payload as { userId: number }).userId)] : [];
  for (const [index, tier] of tiersOf(event.name, event.payload).entries()) {
    const rooms = tierRooms(event.clinicId, tier, event.payload);
    const payload = tier.shape ? tier.shape(event.payload as never) : event.payload;
    const target = index === 0 ? io.to([...heard, ...rooms]) : io.to(rooms).except(heard);
    target.emit(event.name, payload);
    heard.push(...rooms);
  }
  const locationId = locationOf(event);
  const forDevice = locationId === undefined ? undefined : devicePayload(event);
  if (forDevice) io.to(deviceLocationRoom(event.clinicId, locationId!)).emit(event.name, forDevice);
}
