import { z } from 'zod';
import { appointmentItem, checkInSheetItem } from './appointment-shapes';
import { endpoint } from './endpoint';
import { labResultItem } from './lab-results';
import { purchasedPackage } from './packages';
import { idParams, pageOf, pagingShape } from './paging';
import { prescriptionItem } from './prescriptions';
import { serviceOrderItem, serviceSheetItem } from './service-orders';

// The medical record: one visit whole (GET /clinic-appointments/{id}/medical) and a patient's visit
// history (GET /clinic-patients/{id}/visits), read on the exam screen and in the patient records.

/** The patient as the doctor reads them in a visit: who, and the vitals and history of their record. */
export const medicalPatient = z.object({
  id: z.number(),
  code: z.string(),
  fullName: z.string(),
  gender: z.number(),
  /** ISO 'YYYY-MM-DD', or null when only the year is known. */
  birthday: z.string().nullable(),
  yearOfBirth: z.number().nullable(),
  phone: z.string(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  medicalHistory: z.string().nullable(),
  allergy: z.string().nullable(),
  /** The record's standing diagnosis (the patient's fixed 'diagnosis' property), not one visit's. */
  diagnosis: z.string().nullable(),
});

/** The check-in sheet of the visit with its form's name. */
export const medicalCheckInSheet = checkInSheetItem.extend({ formName: z.string() });

/** GET /clinic-appointments/{id}/medical: everything written about one visit. */
export const medicalRecord = z.object({
  appointment: appointmentItem,
  patient: medicalPatient,
  checkInSheet: medicalCheckInSheet.nullable(),
  /** The ordered services with their lanes, in order. */
  services: z.array(serviceOrderItem),
  /** The packages sold in the visit. */
  packages: z.array(purchasedPackage),
  /** The result sheets: the visit-wide ones first, then by ordered service. */
  sheets: z.array(serviceSheetItem),
  prescription: prescriptionItem.nullable(),
  labResults: z.array(labResultItem),
});

/** One visit of a patient's history, summed up. */
export const visitSummary = z.object({
  id: z.number(),
  code: z.string(),
  status: z.number(),
  /** ISO instant of the start; the clinic day 'YYYY-MM-DD' and 'HH:mm' of it in the clinic's time zone. */
  start: z.string(),
  date: z.string(),
  time: z.string(),
  doctorId: z.number(),
  doctorName: z.string().nullable(),
  /** From the result sheets (the visit-wide one first), else the prescription's diagnosis. */
  diagnosis: z.string().nullable(),
  conclusion: z.string().nullable(),
  /** The ordered services' names, in order. */
  services: z.array(z.string()),
  /** How many medicines the prescription holds (0 without one). */
  prescriptionItemCount: z.number(),
  /** The re-examination date: the prescription's, else the latest a result sheet set. */
  reExamDate: z.string().nullable(),
  labResultCount: z.number(),
});

export const visitHistoryQuery = z.object({ ...pagingShape });

export const medicalRecordsContract = {
  visit: endpoint({
    method: 'GET',
    url: '/clinic-appointments/:id/medical',
    params: idParams,
    response: medicalRecord,
  }),
  /** The patient's visits (checked in, in progress or finished), newest first, paged. */
  visits: endpoint({
    method: 'GET',
    url: '/clinic-patients/:id/visits',
    params: idParams,
    query: visitHistoryQuery,
    response: pageOf(visitSummary),
  }),
};

export type MedicalPatient = z.output<typeof medicalPatient>;
export type MedicalRecord = z.output<typeof medicalRecord>;
export type VisitSummary = z.output<typeof visitSummary>;
export type VisitHistoryQuery = z.input<typeof visitHistoryQuery>;
export type MedicalCheckInSheet = z.output<typeof medicalCheckInSheet>;
