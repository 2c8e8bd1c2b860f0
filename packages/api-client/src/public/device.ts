import type { DeviceKind, KioskVerdict } from '@clinic/domain';
import { createCall, type PublicApiOptions } from './call';

// The paired devices' client: the kiosk and the queue display trade a pairing code for a device
// token, then call their own routes with it. Plain fetch like the booking page, for the same first-download
// reason; a revoked token answers ApiError 401, no network ApiError 0.

export interface DeviceLocation {
  id: number;
  name: string;
  address: string | null;
}

export interface DeviceIdentity {
  id: number;
  kind: DeviceKind;
  name: string;
}

export interface PairedDevice {
  token: string;
  device: DeviceIdentity;
  clinic: { name: string; logoUrl: string | null };
  location: DeviceLocation;
}

export interface DeviceMe {
  device: DeviceIdentity;
  clinic: { name: string; logoUrl: string | null; timeZone: string };
  location: DeviceLocation;
  /** Enabled doctors of the device's location; `room` is already the doctor's room or the location name. */
  doctors: { id: number; name: string; room: string }[];
}

/** How a patient names their appointment: the QR code of the confirmation, or the code and phone. */
export type KioskAppointmentKey = { bookingToken: string } | { code: string; phone: string };

export interface KioskTicket {
  clinicName: string;
  locationName: string;
  code: string;
  orderNumber: number;
  patientInitials: string;
  doctorName: string;
  room: string;
  /** YYYY-MM-DD, the clinic's day. */
  date: string;
  /** HH:mm */
  time: string;
  /** ISO */
  checkedInAt: string;
  /** A ticket printed again for an appointment checked in before. */
  reprint: boolean;
}

export interface KioskAppointment {
  id: number;
  code: string;
  /** 'T.T.B.' for 'Trần Thị Bích': the kiosk never shows a full name. */
  patientInitials: string;
  doctorName: string;
  room: string;
  locationName: string;
  date: string;
  time: string;
  status: number;
  verdict: KioskVerdict;
  /** HH:mm the check-in window opens (tooEarly). */
  comeBackAt: string | null;
  otherLocation: { name: string; address: string | null } | null;
  /** The ticket already issued (alreadyCheckedIn). */
  ticket: KioskTicket | null;
}

/** One waiting or called number on the waiting-room display: never a name. */
export interface QueueTicket {
  orderNumber: number;
  initials: string;
}

/** One call of today at the display's location. */
export interface RecentCall {
  id: number;
  orderNumber: number;
  initials: string;
  room: string;
  doctorName: string;
  /** ISO instant. */
  calledAt: string;
}

/** GET /display/queue: today's queue at the display's location, per doctor and room, and the last calls. */
export interface DisplayQueue {
  clinicName: string;
  locationName: string;
  date: string;
  doctors: {
    doctorId: number;
    doctorName: string;
    room: string;
    serving: QueueTicket | null;
    next: QueueTicket[];
  }[];
  /** Newest first, the last few of today. */
  recentCalls: RecentCall[];
}

/** Trades the 6-digit code the staff screen shows for a device token. Wrong or expired: ApiError 400. */
export function pairDevice(code: string, options: PublicApiOptions): Promise<PairedDevice> {
  const call = createCall(options.baseURL ?? '/api', options);
  return call<PairedDevice>('/devices/pair', { method: 'POST', body: { code } });
}

export interface DeviceApiOptions extends PublicApiOptions {
  /** Read on every call, so a re-paired device uses its new token at once. */
  getToken: () => string | undefined;
}

export function deviceApi(options: DeviceApiOptions) {
  const call = createCall(options.baseURL ?? '/api', options);
  const withToken = <T>(path: string, body?: unknown, signal?: AbortSignal) =>
    call<T>(path, {
      method: body === undefined ? 'GET' : 'POST',
      body,
      signal,
      token: options.getToken(),
    });
  return {
    /** Who this device is; the kiosk's heartbeat. */
    me: (signal?: AbortSignal) => withToken<DeviceMe>('/device/me', undefined, signal),
    findAppointment: (key: KioskAppointmentKey) =>
      withToken<KioskAppointment>('/kiosk/appointments/find', key),
    checkIn: (key: KioskAppointmentKey) => withToken<KioskTicket>('/kiosk/appointments/check-in', key),
    /** The waiting-room display's read of its location's queue. */
    queue: (signal?: AbortSignal) => withToken<DisplayQueue>('/display/queue', undefined, signal),
  };
}

export type DeviceApi = ReturnType<typeof deviceApi>;
