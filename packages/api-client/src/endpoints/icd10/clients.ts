import type { Page } from '../../paging';
import type { CallOptions, Http } from '../http';
import { callEndpoint } from '../http';
import { icd10Calls } from './calls';
import type { Icd10Item, Icd10Query } from './types';

/** The ICD-10 list, named in the caller's language (Accept-Language). Any signed-in staff member may search it. */
export function icd10Client(api: Http) {
  return {
    search: (query: Icd10Query = {}, options?: CallOptions): Promise<Page<Icd10Item>> =>
      callEndpoint(api, icd10Calls.search, { query }, options),
  };
}
