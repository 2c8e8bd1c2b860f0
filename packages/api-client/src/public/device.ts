import type { KioskAppointmentKey } from '@clinic/domain/contracts';
import { type CallExtras, createCall, type PublicApiOptions } from './call';
import { deviceCalls as calls } from './calls';

// The paired devices' client: the kiosk and the queue display trade a pairing code for a device
// token, then call their own routes with it. Plain fetch like the booking page, for the same first-download
// reason; a revoked token answers ApiError 401, no network ApiError 0. Typed from the device contracts.

export type {
  DeviceMe,
  DisplayQueue,
  KioskAppointment,
  KioskAppointmentKey,
  KioskTicket,
  PairedDevice,
  RecentCall,
} from '@clinic/domain/contracts';

/** Trades the 6-digit code the staff screen shows for a device token. Wrong or expired: ApiError 400. */
export function pairDevice(code: string, options: PublicApiOptions) {
  return createCall(options.baseURL ?? '/api', options)(calls.pair, { body: { code } });
}

export interface DeviceApiOptions extends PublicApiOptions {
  /** Read on every call, so a re-paired device uses its new token at once. */
  getToken: () => string | undefined;
}

export function deviceApi(options: DeviceApiOptions) {
  const call = createCall(options.baseURL ?? '/api', options);
  const withToken = (signal?: AbortSignal): CallExtras => ({ signal, token: options.getToken() });
  return {
    /** Who this device is; the kiosk's heartbeat. */
    me: (signal?: AbortSignal) => call(calls.me, {}, withToken(signal)),
    findAppointment: (key: KioskAppointmentKey) => call(calls.findAppointment, { body: key }, withToken()),
    checkIn: (key: KioskAppointmentKey) => call(calls.checkIn, { body: key }, withToken()),
    /** The waiting-room display's read of its location's queue. */
    queue: (signal?: AbortSignal) => call(calls.queue, {}, withToken(signal)),
  };
}

export type DeviceApi = ReturnType<typeof deviceApi>;
