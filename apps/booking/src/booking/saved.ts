import type { PublicBooking, PublicBookingKey } from '@clinic/api-client/public';

// What the page remembers on the patient's own phone: the last clinic (an installed app opens on it), the
// last booking's code and phone (the lookup form starts filled in), and the booking just made (the result page
// survives a reload). Storage may be blocked: every read and write tolerates that.

const read = (storage: () => Storage, key: string): string | null => {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
};
const write = (storage: () => Storage, key: string, value: string) => {
  try {
    storage().setItem(key, value);
  } catch {
    // Blocked or full: the page works without it.
  }
};
const local = () => localStorage;
const session = () => sessionStorage;
const parse = <T>(text: string | null): T | undefined => {
  try {
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
};

export const lastClinic = () => read(local, 'booking:clinic');
export const rememberClinic = (slug: string) => write(local, 'booking:clinic', slug);

export const lastBookingKey = (slug: string) => parse<PublicBookingKey>(read(local, `booking:${slug}:key`));

/** Keeps the booking just made (for the result page) and its key (for the lookup form). */
export function rememberBooking(slug: string, booking: PublicBooking, phone: string) {
  write(local, `booking:${slug}:key`, JSON.stringify({ code: booking.code, phone }));
  write(session, `booking:${slug}:made`, JSON.stringify({ booking, phone }));
}

export const bookingJustMade = (slug: string) =>
  parse<{ booking: PublicBooking; phone: string }>(read(session, `booking:${slug}:made`));
