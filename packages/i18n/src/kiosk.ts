import type { Language } from '@clinic/domain';
import enKiosk from './locales/en/kiosk';
import viKiosk from './locales/vi/kiosk';
import type { Messages } from './types';

/** The kiosk's own area; it adds it with `i18n.addDictionaries(kioskDictionaries)` before rendering. */
export const kioskDictionaries: Record<Language, Messages> = {
  vi: { kiosk: viKiosk },
  en: { kiosk: enKiosk },
};
