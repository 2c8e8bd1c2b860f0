import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/vi';
import type { Language } from '@clinic/domain';

/** The VND sign; amounts are integers (docs/conventions.md#money). */
export const VND_SYMBOL = '₫';
export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';

/**
 * 150000 → '150.000 ₫'. Both languages write VND the Vietnamese way (dot thousands separator, sign after),
 * done by hand so the output does not depend on the ICU data of the browser or Node build.
 */
export function formatVnd(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const rounded = Math.round(amount);
  const digits = Math.abs(rounded)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${rounded < 0 ? '-' : ''}${digits} ${VND_SYMBOL}`;
}

/**
 * 1000 → '1.000' in Vietnamese, '1,000' in English: a count as each language writes it, by hand like formatVnd so
 * it does not depend on the ICU data of the browser.
 */
export function formatCount(count: number, lang: Language): string {
  return Math.round(count)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'vi' ? '.' : ',');
}

function valid(value: ConfigType): dayjs.Dayjs | null {
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/** DD/MM/YYYY in both languages; '' for an invalid or empty value. */
export function formatDate(value: ConfigType, _lang?: Language): string {
  return valid(value)?.format(DATE_FORMAT) ?? '';
}

/** 24-hour HH:mm. */
export function formatTime(value: ConfigType): string {
  return valid(value)?.format(TIME_FORMAT) ?? '';
}

/** HH:mm DD/MM/YYYY. */
export function formatDateTime(value: ConfigType): string {
  return valid(value)?.format(`${TIME_FORMAT} ${DATE_FORMAT}`) ?? '';
}

/** 'Thứ bảy, 21/11/2026' / 'Saturday, 21/11/2026': the weekday in the given language. */
export function formatLongDate(value: ConfigType, lang: Language): string {
  const date = valid(value);
  if (!date) return '';
  const weekday = date.locale(lang).format('dddd');
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}, ${date.format(DATE_FORMAT)}`;
}
