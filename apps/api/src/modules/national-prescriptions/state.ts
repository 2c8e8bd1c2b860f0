import type { NationalState } from '@clinic/domain/contracts';
import type { prescriptions } from '../../db/schema/index.js';

type Row = Pick<
  typeof prescriptions.$inferSelect,
  | 'kind'
  | 'nationalCode'
  | 'nationalStatus'
  | 'nationalId'
  | 'nationalErrors'
  | 'nationalAttempts'
  | 'nationalQueuedAt'
  | 'nationalSentAt'
>;

/** A prescription row's national state as every answer carries it. */
export const nationalStateOf = (row: Row): NationalState => ({
  code: row.nationalCode,
  kind: row.kind,
  status: row.nationalStatus,
  nationalId: row.nationalId,
  errors: row.nationalErrors ?? [],
  attempts: row.nationalAttempts,
  queuedAt: row.nationalQueuedAt?.toISOString() ?? null,
  sentAt: row.nationalSentAt?.toISOString() ?? null,
});
