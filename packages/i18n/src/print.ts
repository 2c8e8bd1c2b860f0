import type { Language } from '@clinic/domain';
import enPrint from './locales/en/print';
import viPrint from './locales/vi/print';
import type { Messages } from './types';

/**
 * The printed documents' labels (@clinic/print). The renderer reads them directly (printLabels), so a document
 * prints in the language asked for whatever the screen shows, and the kiosk gets its ticket's labels with the
 * renderer. An app that also shows them on screen may add them with `i18n.addDictionaries(printDictionaries)`.
 */
export const printDictionaries: Record<Language, Messages> = {
  vi: { print: viPrint },
  en: { print: enPrint },
};

/** The labels of the built-in print templates. */
export type PrintLabels = typeof viPrint;

const labels: Record<Language, PrintLabels> = { vi: viPrint, en: enPrint };

/** The print labels in one language. */
export function printLabels(lang: Language): PrintLabels {
  return labels[lang];
}
