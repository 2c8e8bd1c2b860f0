import type { Icd10Item } from '@clinic/api-client';
import { foldVietnamese, matchesSearch } from '@clinic/ui';
import type { FakeRequest } from '../../shared/testing/fakeApi';

// A few rows of the ICD-10 list for component tests, and a GET /icd10 answer that searches them as the API does
// (codes starting with a code-like keyword first, then names holding every word, accents aside).

export const icd10Rows: readonly (Icd10Item & { en: string })[] = [
  { code: 'I10', name: 'Tăng huyết áp vô căn (nguyên phát)', en: 'Essential (primary) hypertension' },
  { code: 'J00', name: 'Viêm mũi họng cấp [cảm thường]', en: 'Acute nasopharyngitis [common cold]' },
  { code: 'J02', name: 'Viêm họng cấp', en: 'Acute pharyngitis' },
  { code: 'J02.0', name: 'Viêm họng do liên cầu', en: 'Streptococcal pharyngitis' },
  { code: 'J02.9', name: 'Viêm họng cấp, không đặc hiệu', en: 'Acute pharyngitis, unspecified' },
  { code: 'J03', name: 'Viêm amidan cấp', en: 'Acute tonsillitis' },
  { code: 'K29', name: 'Viêm dạ dày và tá tràng', en: 'Gastritis and duodenitis' },
];

/** The rows a keyword finds, as the API orders them, named in Vietnamese or English. */
export function searchRows(text: string, english: boolean): Icd10Item[] {
  const keyword = text.trim();
  const asCode = keyword.toUpperCase().replace('.', '');
  const byCode = /^[A-Z][0-9]/.test(asCode)
    ? icd10Rows.filter((row) => row.code.replace('.', '').startsWith(asCode))
    : [];
  const starts = (row: (typeof icd10Rows)[number]) =>
    [row.name, row.en].some((name) => foldVietnamese(name).startsWith(foldVietnamese(keyword)));
  const byName = icd10Rows
    .filter(
      (row) => !byCode.includes(row) && keyword !== '' && matchesSearch(`${row.name} ${row.en}`, keyword),
    )
    .sort((a, b) => Number(starts(b)) - Number(starts(a)));
  return [...byCode, ...byName].map((row) => ({ code: row.code, name: english ? row.en : row.name }));
}

/** GET /icd10: one page of what the keyword finds, in the request's language. */
export function icd10Answer({ query, headers }: FakeRequest) {
  const found = searchRows(query.keyword ?? '', headers.get('accept-language')?.startsWith('en') ?? false);
  const pageSize = Number(query.pageSize ?? 20);
  return {
    pageData: found.slice(0, pageSize),
    paging: { totalItem: found.length, pageSize, pageNumber: 1 },
  };
}
