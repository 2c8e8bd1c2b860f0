import { formErrorIds, isPhone, MIN_BIRTH_YEAR } from '@clinic/domain';

/** The details form as typed. */
export interface Details {
  fullName: string;
  phone: string;
  gender: 0 | 1 | undefined;
  yearOfBirth: string;
  symptom: string;
  note: string;
  /** The honeypot: hidden from people. */
  website: string;
}

export const emptyDetails: Details = {
  fullName: '',
  phone: '',
  gender: undefined,
  yearOfBirth: '',
  symptom: '',
  note: '',
  website: '',
};

export type DetailErrors = Partial<Record<keyof Details, string>>;

/**
 * The same rules as the API's booking schema, checked before sending so the patient sees them at once; the
 * answers are form error ids, translated where they are shown. The API checks again and has the last word.
 */
export function checkDetails(details: Details, thisYear = new Date().getFullYear()): DetailErrors {
  const errors: DetailErrors = {};
  const name = details.fullName.trim();
  if (!name) errors.fullName = formErrorIds.required;
  else if (name.length > 200) errors.fullName = formErrorIds.maxLength;
  if (!details.phone.trim()) errors.phone = formErrorIds.required;
  else if (!isPhone(details.phone)) errors.phone = formErrorIds.phone;
  if (details.gender === undefined) errors.gender = formErrorIds.required;
  const year = details.yearOfBirth.trim();
  if (!year) errors.yearOfBirth = formErrorIds.required;
  else if (!/^\d{4}$/.test(year) || Number(year) < MIN_BIRTH_YEAR || Number(year) > thisYear)
    errors.yearOfBirth = formErrorIds.invalidValue;
  if (details.symptom.length > 2000) errors.symptom = formErrorIds.maxLength;
  if (details.note.length > 2000) errors.note = formErrorIds.maxLength;
  return errors;
}
