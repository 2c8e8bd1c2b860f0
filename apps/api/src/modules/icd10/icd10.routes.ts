import { icd10Contract } from '@clinic/domain/contracts';
import type { AppDeps } from '../../deps.js';
import { offsetOf, page } from '../../platform/paging.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { icd10List, icd10Named, searchIcd10 } from './icd10-list.js';

/** The ICD-10 list, searched by any signed-in staff member (the result sheet and prescription pickers). */
export function icd10Routes(_deps: AppDeps): RouteDef[] {
  // Read and checked now: a broken list fails the API's start rather than the first search.
  icd10List();
  return [
    defineRoute({
      ...icd10Contract.search,
      summary: 'Search the ICD-10 list by code or by name (Vietnamese or English, accents aside)',
      tags: ['ICD-10'],
      access: {},
      handler: async ({ query, lang }) => {
        const found = searchIcd10(query.keyword);
        const offset = offsetOf(query);
        const pageData = found.slice(offset, offset + query.pageSize).map((entry) => icd10Named(entry, lang));
        return page(pageData, found.length, query);
      },
    }),
  ];
}
