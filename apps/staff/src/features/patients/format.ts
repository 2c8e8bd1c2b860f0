import type { PatientListItem } from '@clinic/api-client';
import { genderLabelKey, provinceById } from '@clinic/domain';
import { formatDate } from '@clinic/i18n';
import type { UseT } from '@clinic/ui';

type T = UseT['t'];

export const genderText = (t: T, gender: number) => t(genderLabelKey(gender));

/** '21/11/1990' when the birthday is known, else '1990', else ''. */
export function birthText(p: Pick<PatientListItem, 'birthday' | 'yearOfBirth'>): string {
  if (p.birthday) return formatDate(p.birthday);
  return p.yearOfBirth ? String(p.yearOfBirth) : '';
}

/** Whole years old today (from the birthday when known, else from the year alone); null when unknown. */
export function ageOf(
  p: Pick<PatientListItem, 'birthday' | 'yearOfBirth'>,
  today = new Date(),
): number | null {
  if (p.birthday) {
    const [y, m, d] = p.birthday.split('-').map(Number) as [number, number, number];
    const hadBirthday = today.getMonth() + 1 > m || (today.getMonth() + 1 === m && today.getDate() >= d);
    return today.getFullYear() - y - (hadBirthday ? 0 : 1);
  }
  return p.yearOfBirth ? today.getFullYear() - p.yearOfBirth : null;
}

export function ageText(t: T, p: Pick<PatientListItem, 'birthday' | 'yearOfBirth'>): string {
  const age = ageOf(p);
  if (age === null) return '';
  return age < 1 ? t('patients.ageUnderOne') : t('patients.age', { count: age });
}

/** The province's name as the record stored it (the pre-2025 list the ids follow). */
export const provinceName = (id: number | null | undefined) =>
  id ? (provinceById(id)?.legacyName ?? '') : '';
