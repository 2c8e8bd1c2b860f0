import type { Language } from '@clinic/domain';
import { formatCount, formatVnd, type TranslationKey } from '@clinic/i18n';
import type { ColumnKind } from './definition';
import { displayDay } from './ranges';

// One value of a report in words: on screen, in the .csv and in the .xlsx (which keeps numbers and days as such).

type T = (key: TranslationKey) => string;

const expiryKeys: Record<number, string> = { 1: 'inDate', 2: 'nearExpiration', 3: 'expired' };

/**
 * The words of a text-like value (text, a day, an expiry state, a unit); numbers are left to the caller. An empty
 * value reads as `blank` when the column names one (the row of the sales with no doctor or patient).
 */
export function textOf(kind: ColumnKind, value: unknown, t: T, blank?: TranslationKey): string {
  if (value === null || value === undefined || value === '') return blank ? t(blank) : '';
  switch (kind) {
    case 'date':
      return displayDay(String(value));
    case 'expiry':
      return expiryKeys[value as number]
        ? t(`reports.expiry.${expiryKeys[value as number]}` as TranslationKey)
        : '';
    case 'unit': {
      // A unit the catalog does not know shows as it was written.
      const word = t(`catalog.units.${value}` as TranslationKey);
      return word && word !== `catalog.units.${value}` ? word : String(value);
    }
    default:
      return String(value);
  }
}

/** A value as the screen shows it: money with ₫, counts with the language's separators, days dd/MM/yyyy. */
export function displayOf(
  kind: ColumnKind,
  value: unknown,
  t: T,
  lang: Language,
  blank?: TranslationKey,
): string {
  if (kind === 'money') return typeof value === 'number' ? formatVnd(value) : '';
  if (kind === 'count') return typeof value === 'number' ? formatCount(value, lang) : '';
  return textOf(kind, value, t, blank);
}

export const isNumberKind = (kind: ColumnKind) => kind === 'money' || kind === 'count';
