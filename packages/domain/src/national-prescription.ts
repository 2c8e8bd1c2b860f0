// The national e-prescription system (Circular 27/2021/TT-BYT, forms of Circular 26/2025/TT-BYT): the
// prescription's kind and national code, the send states, and the limits of the settings that go with them.

/** The kind of a prescription, the suffix of its national code; a medicine's kind decides the prescription's. */
export const PrescriptionKind = {
  /** Đơn thuốc cơ bản. */
  Basic: 'c',
  /** Đơn thuốc gây nghiện. */
  Addictive: 'n',
  /** Đơn thuốc hướng thần, tiền chất. */
  Psychotropic: 'h',
  /** Đơn thuốc y học cổ truyền. */
  Traditional: 'y',
} as const;
export type PrescriptionKind = (typeof PrescriptionKind)[keyof typeof PrescriptionKind];
export const prescriptionKinds = Object.values(PrescriptionKind) as [PrescriptionKind, ...PrescriptionKind[]];

/**
 * The prescription's kind from its medicines' kinds: the most controlled wins (an addictive medicine makes the
 * whole prescription an addictive one, which is written on its own form), then traditional, else basic.
 */
export function prescriptionKindOf(kinds: readonly PrescriptionKind[]): PrescriptionKind {
  for (const kind of [
    PrescriptionKind.Addictive,
    PrescriptionKind.Psychotropic,
    PrescriptionKind.Traditional,
  ])
    if (kinds.includes(kind)) return kind;
  return PrescriptionKind.Basic;
}

/** Where a prescription stands with the national system; null until it is first queued. */
export const NationalStatus = {
  /** Queued or being retried. */
  Pending: 'pending',
  /** Accepted, with the national system's id. */
  Sent: 'sent',
  /** Refused by the national system (or not sendable: settings or codes missing): fixed by staff, then retried. */
  Rejected: 'rejected',
  /** The national system stayed out of reach through every retry: retried by staff. */
  Failed: 'failed',
} as const;
export type NationalStatus = (typeof NationalStatus)[keyof typeof NationalStatus];
export const nationalStatuses = Object.values(NationalStatus) as [NationalStatus, ...NationalStatus[]];

/** The facility code the national system gave the clinic: 5 letters or digits (e.g. '40618'). */
export const FACILITY_CODE_PATTERN = /^[0-9A-Z]{5}$/;
/** A national code: the facility code, a 7-digit serial, '-' and the kind: '40618R001935-c' has 14 characters. */
export const NATIONAL_CODE_LENGTH = 14;
const SERIAL_DIGITS = NATIONAL_CODE_LENGTH - 2 - 5;
/** The largest serial a 7-digit code holds. */
export const MAX_NATIONAL_SERIAL = 10 ** SERIAL_DIGITS - 1;

/** '40618', 1935, 'c' → '406180001935-c'. */
export function nationalPrescriptionCode(
  facilityCode: string,
  serial: number,
  kind: PrescriptionKind,
): string {
  if (!FACILITY_CODE_PATTERN.test(facilityCode)) throw new Error(`bad facility code '${facilityCode}'`);
  if (!Number.isInteger(serial) || serial < 1 || serial > MAX_NATIONAL_SERIAL)
    throw new Error(`national serial ${serial} out of range`);
  return `${facilityCode}${String(serial).padStart(SERIAL_DIGITS, '0')}-${kind}`;
}

/** The same code with another kind (the lines changed before it was sent): the serial stays. */
export const withKind = (code: string, kind: PrescriptionKind) => `${code.slice(0, -1)}${kind}`;

/**
 * Our own reasons a prescription is not sent, stored among its errors as they are and translated by the apps
 * (prescriptions.national.errors.<name>); any other message is the national system's own text.
 */
export const NationalReason = {
  /** The national system refused the clinic's username or password. */
  BadCredentials: 'national.badCredentials',
  /** No facility code or national account in the clinic's settings. */
  NotConfigured: 'national.notConfigured',
  /** The doctor has no prescriber code or practising certificate number. */
  DoctorCodes: 'national.doctorCodes',
  /** The patient has no birth date or year. */
  PatientBirth: 'national.patientBirth',
  /** A medicine (the error's field) has no national drug code. */
  DrugCode: 'national.drugCode',
  /** The national system stayed out of reach through every attempt. */
  Unreachable: 'national.unreachable',
  /** The prescription has no ICD-10 diagnosis. */
  Diagnosis: 'national.diagnosis',
  /** The patient is a child under GUARDIAN_UNDER_MONTHS without a parent or guardian on the record. */
  Guardian: 'national.guardian',
} as const;
export type NationalReason = (typeof NationalReason)[keyof typeof NationalReason];
const nationalReasons: readonly string[] = Object.values(NationalReason);
export const isNationalReason = (message: string): message is NationalReason =>
  nationalReasons.includes(message);

/** How many times a send is tried (30 s, 1, 2, 4 min apart) before it is marked failed. */
export const NATIONAL_SEND_ATTEMPTS = 5;

/** An ICD-10 diagnosis as stored on a prescription or a result sheet: the code and its Vietnamese name. */
export interface CodedDiagnosis {
  code: string;
  name: string;
  /** The ICD-10 list's English name, added by the reads (never stored). */
  nameEn?: string;
}
/** At most this many coded diagnoses on one prescription or sheet. */
export const MAX_DIAGNOSES = 10;
/** An ICD-10 code as WHO writes it: 'J02', 'J02.9'. */
export const ICD10_CODE_PATTERN = /^[A-Z][0-9]{2}(\.[0-9A-Z]{1,2})?$/;
