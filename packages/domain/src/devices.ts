import type { ValueOf } from './util';

// Devices a clinic pairs with a location: check-in kiosks and waiting-room queue displays. Staff create
// one on screen 43 and get a 6-digit pairing code; the device trades the code for a device token that can do only
// what its kind needs.

export const DeviceKind = { Kiosk: 1, Display: 2 } as const;
export type DeviceKind = ValueOf<typeof DeviceKind>;
export const deviceKinds: readonly DeviceKind[] = [DeviceKind.Kiosk, DeviceKind.Display];

/** A pairing code is valid this long after it was issued. */
export const PAIRING_CODE_TTL_MINUTES = 10;
export const PAIRING_CODE_LENGTH = 6;
/** Device tokens start with this, so the API tells them from staff access tokens at a glance. */
export const DEVICE_TOKEN_PREFIX = 'dev_';
/** A device counts as online when it was heard from within this many seconds (it calls in every minute). */
export const DEVICE_ONLINE_SECONDS = 150;
/** The kiosk goes back to its start screen after this long without a touch. */
export const KIOSK_IDLE_SECONDS = 30;

/**
 * The kiosk ticket's page: an 80 mm thermal roll, as long as the ticket. react-to-print puts it in an inline
 * <style> of its print frame, which the CSP (style-src 'self', no 'unsafe-inline') allows by this exact text's
 * SHA-256: the API computes the hash from this constant, so a change here cannot silently break printing.
 */
export const KIOSK_TICKET_PAGE_STYLE =
  '@page { size: 80mm auto; margin: 0 } html, body { margin: 0; padding: 0 }';

/**
 * What the kiosk may do with an appointment it found: check it in, or tell the patient why not.
 * tooEarly comes with the time to come back; otherLocation with that location's address.
 */
export const KioskVerdict = {
  Ready: 'ready',
  TooEarly: 'tooEarly',
  TooLate: 'tooLate',
  Cancelled: 'cancelled',
  NotToday: 'notToday',
  OtherLocation: 'otherLocation',
  AlreadyCheckedIn: 'alreadyCheckedIn',
  /** Awaiting approval, in the exam, finished or invalid: reception sorts it out. */
  SeeReception: 'seeReception',
} as const;
export type KioskVerdict = ValueOf<typeof KioskVerdict>;

/**
 * How many waiting numbers the waiting-room display's queue lists per doctor (the API's read, the display's events).
 */
export const DISPLAY_NEXT_COUNT = 5;
