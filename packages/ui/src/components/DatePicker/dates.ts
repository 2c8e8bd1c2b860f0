import { DATE_FORMAT, type Language } from '@clinic/i18n';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/vi';

// Dates without a time travel as ISO 'YYYY-MM-DD' strings (what the API and zod schemas use) and are shown
// as DD/MM/YYYY in both languages.

const ISO_DATE = 'YYYY-MM-DD';

export const toIso = (date: Dayjs) => date.format(ISO_DATE);

/** '2026-11-21' → a local-midnight Dayjs; null for anything else. */
export function fromIso(value: string | null | undefined): Dayjs | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return exactDate(year, month, day);
}

function exactDate(year: number, month: number, day: number): Dayjs | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const date = dayjs(new Date(year, month - 1, day));
  return date.date() === day && date.month() === month - 1 ? date : null; // 31/02 rolls over: reject
}

/** What people type: '21/11/2026', '1/2/2026', '21.11.2026', '21112026' or a pasted '2026-11-21'. */
export function parseDisplayDate(text: string): Dayjs | null {
  const value = text.trim();
  const iso = fromIso(value);
  if (iso) return iso;
  const parts = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (!parts) return null;
  return exactDate(Number(parts[3]), Number(parts[2]), Number(parts[1]));
}

export const formatDisplayDate = (date: Dayjs) => date.format(DATE_FORMAT);

/**
 * Helps typing DD/MM/YYYY: slashes appear after the day and the month while typing forward, and a run of
 * digits is cut into parts; text the user punctuates himself ('1/2/2026') is kept.
 */
export function maskDateInput(raw: string, previous: string): string {
  const cleaned = raw.replace(/[.-]/g, '/').replace(/[^\d/]/g, '');
  if (/^\d{4}\/\d{2}\/\d{2}$/.test(cleaned)) return cleaned; // pasted ISO-like, parsed later
  if (/^\d{0,2}(\/\d{0,2}(\/\d{0,4})?)?$/.test(cleaned)) {
    const forward = raw.length > previous.length;
    return forward && /^(\d{2}|\d{1,2}\/\d{2})$/.test(cleaned) ? `${cleaned}/` : cleaned;
  }
  const digits = cleaned.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

export function isWithin(date: Dayjs, min: Dayjs | null, max: Dayjs | null): boolean {
  return !(min && date.isBefore(min, 'day')) && !(max && date.isAfter(max, 'day'));
}

/** The first day of the week in a language: Monday in Vietnamese, Sunday in English (dayjs locales). */
function weekStart(lang: Language): number {
  return dayjs.Ls[lang]?.weekStart ?? 0;
}

/** Six full weeks covering the month of `month`, starting on the language's first weekday. */
export function monthGrid(month: Dayjs, lang: Language): Dayjs[][] {
  const first = month.startOf('month');
  const offset = (first.day() - weekStart(lang) + 7) % 7;
  const start = first.subtract(offset, 'day');
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => start.add(week * 7 + day, 'day')),
  );
}

/** Weekday headers from the dayjs locale: short ('T2', 'Mo') and full ('thứ hai', 'Monday'). */
export function weekdayNames(lang: Language): Array<{ short: string; long: string }> {
  const start = weekStart(lang);
  return Array.from({ length: 7 }, (_, index) => {
    const day = dayjs()
      .locale(lang)
      .day((start + index) % 7);
    return { short: day.format('dd'), long: capitalize(day.format('dddd')) };
  });
}

export const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
