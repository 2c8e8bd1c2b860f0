import type { Language } from '@clinic/domain';
import enBooking from './locales/en/booking';
import viBooking from './locales/vi/booking';
import type { Messages } from './types';

/** The booking site's own area; it adds it with `i18n.addDictionaries(bookingDictionaries)` before rendering. */
export const bookingDictionaries: Record<Language, Messages> = {
  vi: { booking: viBooking },
  en: { booking: enBooking },
};
