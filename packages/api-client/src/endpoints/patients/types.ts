import type { PatientSortKey } from '@clinic/domain';
import type { PageQuery } from '../../paging';

// The types of /clinic-patients come from its contract (@clinic/domain/contracts).
export type { Patient, PatientHealthTrail, PatientListItem } from '@clinic/domain/contracts';

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
