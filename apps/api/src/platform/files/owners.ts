import type { ValueOf } from '@clinic/domain';

/**
 * What a stored file belongs to (physical_files.owner_kind). The owner decides who may read the file: whoever may
 * read the owner over REST (modules/files/file-readers.ts). Stored numbers: never renumber or reuse one.
 */
export const FileOwnerKind = {
  /** clinic_patients.avatar_file_id; owner id: the patient. */
  PatientAvatar: 1,
  /** An Images or Video value in patient_property_values; owner id: the patient. */
  PatientProperty: 2,
  /** An Images or Video value of a check-in sheet; owner id: the visit (appointment). */
  CheckInSheet: 3,
  /** An Images or Video value of a result sheet; owner id: the visit (appointment). */
  ServiceSheet: 4,
  /** lab_results.file_ids; owner id: the lab result. */
  LabResult: 5,
  /** print_templates.file_id; owner id: the clinic. */
  PrintTemplate: 6,
  /** print_pdfs.file_id, a cache the print routes serve themselves; owner id: the clinic. */
  PrintPdf: 7,
  /** users.avatar_file_id; owner id: the user. */
  UserAvatar: 8,
  /** doctors.avatar_file_id; owner id: the doctor. */
  DoctorAvatar: 9,
  /** clinics.logo_file_id; owner id: the clinic. */
  ClinicLogo: 10,
} as const;
export type FileOwnerKind = ValueOf<typeof FileOwnerKind>;

export interface FileOwner {
  kind: FileOwnerKind;
  id: number;
}

/** The owners whose files the public pages and paired devices may show (shop window, kiosk, display). */
export const publicFileOwners: readonly FileOwnerKind[] = [
  FileOwnerKind.DoctorAvatar,
  FileOwnerKind.ClinicLogo,
];
