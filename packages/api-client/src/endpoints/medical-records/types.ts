// Types of the medical record's calls: the z.output (rows) and z.input (queries) of their contracts.
export type {
  MedicalCheckInSheet,
  MedicalPatient,
  MedicalRecord,
  VisitHistoryQuery,
  VisitSummary,
} from '@clinic/domain/contracts';
