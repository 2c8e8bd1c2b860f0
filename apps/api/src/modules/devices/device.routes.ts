import { DeviceKind, KioskVerdict } from '@clinic/domain';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { defineDeviceRoute, type RouteDef } from '../../platform/route.js';
import { publicLookupInput } from '../public-booking/public-booking.routes.js';
import { displayService } from './display.service.js';
import { kioskService } from './kiosk.service.js';

// What a paired device may call with its token: who and where it is (kiosk and display); for a kiosk, finding an
// appointment and checking it in; for a display, its location's queue.

const tags = ['Device'];

/** The booking QR's signed token, or the code and phone typed on the kiosk. */
const kioskKey = z.union([z.object({ bookingToken: z.string().trim().min(1).max(200) }), publicLookupInput]);

export const kioskTicket = z.object({
  clinicName: z.string(),
  locationName: z.string(),
  code: z.string(),
  orderNumber: z.number(),
  patientInitials: z.string(),
  doctorName: z.string(),
  room: z.string(),
  /** The clinic day 'YYYY-MM-DD' and 'HH:mm' of the appointment. */
  date: z.string(),
  time: z.string(),
  /** ISO instant. */
  checkedInAt: z.string(),
  /** true: the ticket of an earlier check-in printed again; nothing changed. */
  reprint: z.boolean(),
});

export const kioskAppointment = z.object({
  id: z.number(),
  code: z.string(),
  /** 'T.T.B.' for 'Trần Thị Bích': the kiosk never shows a name. */
  patientInitials: z.string(),
  doctorName: z.string(),
  room: z.string(),
  locationName: z.string(),
  date: z.string(),
  time: z.string(),
  status: z.number(),
  verdict: z.enum(Object.values(KioskVerdict) as [KioskVerdict, ...KioskVerdict[]]),
  /** 'HH:mm' when the check-in window opens (tooEarly only). */
  comeBackAt: z.string().nullable(),
  otherLocation: z.object({ name: z.string(), address: z.string().nullable() }).nullable(),
  ticket: kioskTicket.nullable(),
});

export const deviceMe = z.object({
  device: z.object({ id: z.number(), kind: z.number(), name: z.string() }),
  clinic: z.object({ name: z.string(), logoUrl: z.string().nullable(), timeZone: z.string() }),
  location: z.object({ id: z.number(), name: z.string(), address: z.string().nullable() }),
  /** Enabled doctors of the device's location; `room` is the doctor's room or else the location's name. */
  doctors: z.array(z.object({ id: z.number(), name: z.string(), room: z.string() })),
});

const queueTicket = z.object({ orderNumber: z.number(), initials: z.string() });

/** Today's queue at the display's location, per doctor: initials and numbers only. */
export const displayQueue = z.object({
  clinicName: z.string(),
  locationName: z.string(),
  /** The clinic day 'YYYY-MM-DD'. */
  date: z.string(),
  doctors: z.array(
    z.object({
      doctorId: z.number(),
      doctorName: z.string(),
      room: z.string(),
      /** In the exam room now (the last one started), or null. */
      serving: queueTicket.nullable(),
      /** Checked in and waiting, by order number, the first few. */
      next: z.array(queueTicket),
    }),
  ),
  /** Today's last calls at the location, newest first (initials only, as everywhere on the display). */
  recentCalls: z.array(
    z.object({
      id: z.number(),
      orderNumber: z.number(),
      initials: z.string(),
      room: z.string(),
      doctorName: z.string(),
      /** ISO instant. */
      calledAt: z.string(),
    }),
  ),
});

export function deviceRoutes(deps: AppDeps): RouteDef[] {
  const kiosk = kioskService(deps);
  const display = displayService(deps);
  return [
    defineDeviceRoute({
      method: 'GET',
      url: '/device/me',
      summary: "The device, its clinic and location, and the location's doctors (the kiosk's heartbeat)",
      tags,
      kinds: [DeviceKind.Kiosk, DeviceKind.Display],
      response: deviceMe,
      handler: ({ device }) => kiosk.me(device),
    }),
    defineDeviceRoute({
      method: 'POST',
      url: '/kiosk/appointments/find',
      summary: 'An appointment of the clinic by booking token or code + phone, with what the kiosk may do',
      tags,
      kinds: [DeviceKind.Kiosk],
      body: kioskKey,
      response: kioskAppointment,
      handler: ({ device, body }) => kiosk.find(device, body),
    }),
    defineDeviceRoute({
      method: 'POST',
      url: '/kiosk/appointments/check-in',
      summary: 'Check the appointment in (next order number) or reprint the ticket of an earlier check-in',
      tags,
      kinds: [DeviceKind.Kiosk],
      body: kioskKey,
      response: kioskTicket,
      handler: ({ device, body }) => kiosk.checkIn(device, body),
    }),
    defineDeviceRoute({
      method: 'GET',
      url: '/display/queue',
      summary:
        "Today's queue at the display's location: per doctor and room, the number served and the next ones",
      tags,
      kinds: [DeviceKind.Display],
      response: displayQueue,
      handler: ({ device }) => display.queue(device),
    }),
  ];
}
