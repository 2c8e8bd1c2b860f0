import { z } from 'zod';
import { LabProvider } from '../billing';
import { MAX_LAB_RESULT_FILES } from '../files';
import { formErrorIds } from '../form-errors';
import { filterId, ref } from '../refs';
import { appointmentPatient } from './appointment-shapes';
import { clinicDay } from './appointments';
import { endpoint } from './endpoint';
import { optionalText } from './fields';
import { pageOf, pagingShape } from './paging';

// Lab results (screen 41: POST /lab-results/create, POST /lab-results paged) and the re-examination list (screen
// 42: POST /re-examination-appointments paged): patients whose result sheet or prescription set a re-exam date.

const labProviders = Object.values(LabProvider) as [LabProvider, ...LabProvider[]];
/** A lab provider's number, not a row: declared as a filter id of no kind so the id walk knows it. */
const laboratoryId = filterId(
  undefined,
  z
    .number({ error: formErrorIds.required })
    .refine((v) => labProviders.includes(v as LabProvider), formErrorIds.invalidValue),
);

export const labResultInput = z.object({
  clinicPatientId: ref('patient'),
  appointmentId: ref('appointment').nullish(),
  /** A LabProvider (screen 40's laboratories 1, 2, 3). */
  laboratoryId,
  resultDate: clinicDay,
  note: optionalText(4000),
  /** Ready files of the upload flow: PDF, JPG or PNG. */
  physicalFileIds: z
    .array(ref('file'))
    .min(1, formErrorIds.minItems)
    .max(MAX_LAB_RESULT_FILES, formErrorIds.maxItems),
});

export const labResultItem = z.object({
  id: z.number(),
  clinicPatientId: z.number(),
  patient: appointmentPatient,
  appointmentId: z.number().nullable(),
  /** The visit's code, when the result belongs to one. */
  appointmentCode: z.string().nullable(),
  laboratoryId: z.number(),
  resultDate: z.string(),
  note: z.string().nullable(),
  files: z.array(z.object({ physicalFileId: z.number(), fileName: z.string(), mimeType: z.string() })),
  createdBy: z.number().nullable(),
  createdAt: z.string(),
});

const dateRange = {
  from: clinicDay.optional(),
  to: clinicDay.optional(),
  keyword: z.string().trim().max(200, formErrorIds.maxLength).optional(),
};

export const labResultSearchFilter = z
  .object({
    ...dateRange,
    laboratoryIds: z.array(filterId(undefined, z.number().int())).max(3).optional(),
    clinicPatientId: filterId('patient').optional(),
  })
  .default({});

export const labResultsContract = {
  create: endpoint({
    method: 'POST',
    url: '/lab-results/create',
    body: labResultInput,
    response: labResultItem,
  }),
  /** Newest result date first; keyword on the patient's name, code or phone without accents. */
  search: endpoint({
    method: 'POST',
    url: '/lab-results',
    query: z.object(pagingShape),
    body: labResultSearchFilter,
    response: pageOf(labResultItem),
  }),
};

// ── re-examination appointments (screen 42) ──────────────────────────────────────────────────────────────

export const reExaminationFilter = z
  .object({
    ...dateRange,
    doctorIds: z.array(filterId('doctor')).max(500).optional(),
  })
  .default({});

/** A patient due back: the visit that set the date, and whether a later appointment is already booked. */
export const reExaminationItem = z.object({
  /** The visit whose result sheet or prescription set the date. */
  appointmentId: z.number(),
  appointmentCode: z.string(),
  /** The re-examination date 'YYYY-MM-DD'. */
  reExamDate: z.string(),
  /** Where the date came from. */
  source: z.enum(['serviceSheet', 'prescription']),
  patient: appointmentPatient,
  doctorId: z.number(),
  doctorName: z.string(),
  locationId: z.number(),
  diagnosis: z.string().nullable(),
  /** The appointment booked on or after the visit for this patient (not cancelled), if any. */
  bookedAppointment: z
    .object({ id: z.number(), code: z.string(), date: z.string(), time: z.string(), status: z.number() })
    .nullable(),
});

export const reExaminationsContract = {
  search: endpoint({
    method: 'POST',
    url: '/re-examination-appointments',
    query: z.object(pagingShape),
    body: reExaminationFilter,
    response: pageOf(reExaminationItem),
  }),
};

export type LabResultInput = z.input<typeof labResultInput>;
export type LabResultItem = z.output<typeof labResultItem>;
export type LabResultSearchFilter = z.input<typeof labResultSearchFilter>;
export type ReExaminationFilter = z.input<typeof reExaminationFilter>;
export type ReExaminationItem = z.output<typeof reExaminationItem>;
