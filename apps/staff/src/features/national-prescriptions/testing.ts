import type { NationalState } from '@clinic/api-client';

/** A national state for tests: never queued, unless told. */
export const nationalState = (extra: Partial<NationalState> = {}): NationalState => ({
  code: '406180001935-c',
  kind: 'c',
  status: null,
  nationalId: null,
  errors: [],
  attempts: 0,
  queuedAt: null,
  sentAt: null,
  ...extra,
});
