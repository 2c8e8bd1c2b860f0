import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed booking token the result's QR code carries, for the kiosk to check a patient in:
 * `b1.<appointment id>.<clinic id>.<HMAC-SHA256>`. It names one appointment of one clinic and nothing else (no
 * name, phone or time), so decoding it reveals nothing about the patient; the MAC makes it unforgeable. The key is
 * derived from the JWT secret with its own label, so it can never pass for a session JWT or a file link.
 * It does not expire: the appointment's own status decides whether it can still be used.
 */
export interface BookingRef {
  appointmentId: number;
  clinicId: number;
}

const VERSION = 'b1';
const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('clinic-suite/booking-token/v1').digest();
const mac = (secret: string, body: string) =>
  createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

export function signBookingToken(secret: string, ref: BookingRef): string {
  const body = `${VERSION}.${ref.appointmentId}.${ref.clinicId}`;
  return `${body}.${mac(secret, body)}`;
}

/** The appointment and clinic of a genuine token; null for anything else (tampered, truncated, another key). */
export function verifyBookingToken(secret: string, token: string): BookingRef | null {
  const parts = token.trim().split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [, appointment, clinic, signature] = parts as [string, string, string, string];
  if (!/^[1-9]\d{0,15}$/.test(appointment) || !/^[1-9]\d{0,15}$/.test(clinic)) return null;
  const expected = Buffer.from(mac(secret, `${VERSION}.${appointment}.${clinic}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const appointmentId = Number(appointment);
  const clinicId = Number(clinic);
  if (!Number.isSafeInteger(appointmentId) || !Number.isSafeInteger(clinicId)) return null;
  return { appointmentId, clinicId };
}
