import { z } from 'zod';
import { KioskVerdict } from '../devices';
import { deviceIdentity, deviceLocation } from './devices';
import { endpoint } from './endpoint';
import { publicLookupInput } from './public-booking';

// What a paired device calls with its device token, no staff session: who and where it is (kiosk and display);
// for a kiosk, finding an appointment and checking it in; for a display, its location's queue.

/** How a patient names their appointment: the booking QR's signed token, or the code and phone typed in. */
export const kioskKey = z.union([
  z.object({ bookingToken: z.string().trim().min(1).max(200) }),
  publicLookupInput,
]);

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
  verdict: z.enum(KioskVerdict),
  /** 'HH:mm' when the check-in window opens (tooEarly only). */
  comeBackAt: z.string().nullable(),
  otherLocation: z.object({ name: z.string(), address: z.string().nullable() }).nullable(),
  /** The ticket already issued (alreadyCheckedIn). */
  ticket: kioskTicket.nullable(),
});

export const deviceMe = z.object({
  device: deviceIdentity,
  clinic: z.object({ name: z.string(), logoUrl: z.string().nullable(), timeZone: z.string() }),
  location: deviceLocation,
  /** Enabled doctors of the device's location; `room` is the doctor's room or else the location's name. */
  doctors: z.array(z.object({ id: z.number(), name: z.string(), room: z.string() })),
});

/** One waiting or called number on the waiting-room display: never a name. */
const queueTicket = z.object({ orderNumber: z.number(), initials: z.string() });

/** One call of today at the display's location. */
const recentCall = z.object({
  id: z.number(),
  orderNumber: z.number(),
  initials: z.string(),
  room: z.string(),
  doctorName: z.string(),
  /** ISO instant. */
  calledAt: z.string(),
});

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
  recentCalls: z.array(recentCall),
});

export const deviceContract = {
  /** The kiosk's heartbeat; the display's too. */
  me: endpoint({ method: 'GET', url: '/device/me', response: deviceMe }),
  findAppointment: endpoint({
    method: 'POST',
    url: '/kiosk/appointments/find',
    body: kioskKey,
    response: kioskAppointment,
  }),
  /** The next order number, or the ticket of an earlier check-in printed again. */
  checkIn: endpoint({
    method: 'POST',
    url: '/kiosk/appointments/check-in',
    body: kioskKey,
    response: kioskTicket,
  }),
  queue: endpoint({ method: 'GET', url: '/display/queue', response: displayQueue }),
};

export type DeviceMe = z.output<typeof deviceMe>;
export type KioskAppointmentKey = z.input<typeof kioskKey>;
export type KioskTicket = z.output<typeof kioskTicket>;
export type KioskAppointment = z.output<typeof kioskAppointment>;
export type RecentCall = z.output<typeof recentCall>;
export type DisplayQueue = z.output<typeof displayQueue>;
