import { addDays, type Language, localDate } from '@clinic/domain';

/** The clinic days a patient may book: today through today + allowBookingInDays, in the clinic's zone. */
export function bookingDays(timeZone: string, allowBookingInDays: number, now = new Date()): string[] {
  const today = localDate(now, timeZone);
  return Array.from({ length: allowBookingInDays + 1 }, (_, i) => addDays(today, i));
}

const locales: Record<Language, string> = { vi: 'vi-VN', en: 'en-GB' };

/**
 * A clinic day ('2026-11-23') in words. The date is read at noon UTC and formatted in UTC, so the phone's own
 * zone cannot move it to another day.
 */
export function formatDay(date: string, lang: Language, style: 'short' | 'long'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'short'
      ? { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'UTC' }
      : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  const text = new Intl.DateTimeFormat(locales[lang], options).format(new Date(`${date}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}
