import type { Gender, PatientSearchFilter } from '@clinic/domain';

/** What the list's filter bar holds; empty fields are not sent. */
export interface PatientFilterState {
  gender: Gender | null;
  birthYearFrom: number | null;
  birthYearTo: number | null;
  provinceId: number | null;
}

export const noFilters: PatientFilterState = {
  gender: null,
  birthYearFrom: null,
  birthYearTo: null,
  provinceId: null,
};

export const hasFilters = (f: PatientFilterState) => Object.values(f).some((v) => v !== null);

/**
 * The body of POST /clinic-patients/search: the settled keyword and the filters that are set. A birth-year range
 * typed backwards (2000 to 1980) is read the way it was meant, not refused.
 */
export function toSearchFilter(keyword: string, f: PatientFilterState): PatientSearchFilter {
  const body: PatientSearchFilter = {};
  const text = keyword.trim();
  if (text) body.keyword = text;
  if (f.gender !== null) body.gender = f.gender;
  let from = f.birthYearFrom;
  let to = f.birthYearTo;
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  if (from !== null) body.birthYearFrom = from;
  if (to !== null) body.birthYearTo = to;
  if (f.provinceId !== null) body.provinceId = f.provinceId;
  return body;
}
