import { icd10Client } from '@clinic/api-client';
import { useT } from '@clinic/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/session';

// The ICD-10 list, searched on the server while a doctor picks a sheet's or a prescription's diagnoses.

const icd10 = icd10Client(api);
/** Enough rows to pick from: typing narrows the list faster than scrolling it. */
const PAGE = { pageSize: 20, pageNumber: 1 };

export const icd10Keys = {
  /** The names come in the caller's language, so the language is part of the key. */
  search: (keyword: string, lang: string) => ['icd10', 'search', lang, keyword] as const,
};

/**
 * The first page of codes and names a keyword finds ('J02', 'viem hong', 'pharyngitis'). Nothing is asked before
 * something is typed: the first rows of the whole list (cholera, typhoid…) help no one.
 */
export function useIcd10Search(keyword: string) {
  const { lang } = useT();
  return useQuery({
    queryKey: icd10Keys.search(keyword, lang),
    queryFn: ({ signal }) => icd10.search({ ...PAGE, keyword }, { signal }),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
    // The list changes with a release, not while a doctor types.
    staleTime: 60 * 60_000,
  });
}
