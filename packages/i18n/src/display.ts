import type { Language } from '@clinic/domain';
import enDisplay from './locales/en/display';
import viDisplay from './locales/vi/display';
import type { Messages } from './types';

/** The queue display's own area; it adds it with `i18n.addDictionaries(displayDictionaries)` before rendering. */
export const displayDictionaries: Record<Language, Messages> = {
  vi: { display: viDisplay },
  en: { display: enDisplay },
};
