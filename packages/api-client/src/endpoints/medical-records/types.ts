// Types of the medical record's calls: the z.output (rows) and z.input (queries) of their contracts.
export type {
  MedicalRecord,
  VisitHistoryQuery,
  VisitSummary,
} from '@clinic/domain/contracts';
