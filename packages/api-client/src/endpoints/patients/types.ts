import type { PatientSortKey } from '@clinic/domain';
import type { PageQuery } from '../../paging';

// The types of /clinic-patients come from its contract (@clinic/domain/contracts).
export type { Patient, PatientHealthTrail, PatientListItem, PatientVisit } from '@clinic/domain/contracts';

/** Nationality: Vietnam 192, Other 0. */
export type Nationality = 192 | 0;

/** Query of POST /clinic-patients/search (the filter goes in the body). */
export interface PatientSearchQuery extends PageQuery {
  /** createdAt by default. */
  orderBy?: PatientSortKey;
  /** desc by default. */
  orderByType?: 'asc' | 'desc';
}

/** Body of POST /clinic-patients/merge: the source is folded into the target and removed. */
export interface PatientMergeRequest {
  sourceId: number;
  targetId: number;
}
