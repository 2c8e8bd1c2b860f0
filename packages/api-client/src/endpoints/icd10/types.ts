import type { EndpointInput, icd10Contract } from '@clinic/domain/contracts';

export type { CodedDiagnosisItem, Icd10Item } from '@clinic/domain/contracts';
/** The search's query: `keyword` (a code or words), and the page. */
export type Icd10Query = EndpointInput<(typeof icd10Contract)['search']>['query'];
