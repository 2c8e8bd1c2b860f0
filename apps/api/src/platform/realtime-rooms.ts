import {
  type AppointmentEventPayload,
  type DeviceAppointmentEventPayload,
  isAppointmentEvent,
  RealtimeEvent,
} from '@clinic/domain';
import type { Server } from 'socket.io';
import { initialsOf } from '../modules/devices/kiosk-rules.js';
import type { DomainEvent } from './events.js';

// Who hears what (docs/architecture.md#events-and-realtime). Events without a location (set-up resources, permissions,
// schedules) go to the clinic's staff room. Events of one location go to the staff who see every location (one room per
// clinic), the staff whose groups name that location (one room per location), and, in a name-free shape, to that
// location's devices. A device is in no clinic room, so it never hears another location or a patient's name.

/** Every staff socket of the clinic: events that concern no one location. */
export const clinicRoom = (clinicId: number) => `clinic:${clinicId}`;
/** Staff who see every location (Owner, Admin, groups over all locations or doctors, no group). */
export const allLocationsRoom = (clinicId: number) => `clinic:${clinicId}:all-locations`;
/** Staff whose groups restrict them to some locations, one room for each. */
export const staffLocationRoom = (clinicId: number, locationId: number) =>
  `clinic:${clinicId}:location:${locationId}`;
/** The kiosks and displays of one location. */
export const deviceLocationRoom = (clinicId: number, locationId: number) =>
  `devices:${clinicId}:location:${locationId}`;
/** One device's sockets: where its revocation arrives. */
export const deviceRoom = (deviceId: number) => `device:${deviceId}`;
/** One user's sockets: re-scoped when their groups change. */
export const userRoom = (userId: number) => `user:${userId}`;

/** The staff rooms of a socket whose user hears `locationIds` (undefined: every location). */
export function staffRooms(clinicId: number, userId: number, locationIds: readonly number[] | undefined) {
  return [
    clinicRoom(clinicId),
    userRoom(userId),
    ...(locationIds
      ? locationIds.map((id) => staffLocationRoom(clinicId, id))
      : [allLocationsRoom(clinicId)]),
  ];
}

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
  const locationId = locationOf(event);
  if (locationId === undefined) {
    io.to(clinicRoom(event.clinicId)).emit(event.name, event.payload);
    return;
  }
  // One emit to both rooms: a socket in both hears the event once.
  io.to([allLocationsRoom(event.clinicId), staffLocationRoom(event.clinicId, locationId)]).emit(
    event.name,
    event.payload,
  );
  const forDevice = devicePayload(event);
  if (forDevice) io.to(deviceLocationRoom(event.clinicId, locationId)).emit(event.name, forDevice);
}
