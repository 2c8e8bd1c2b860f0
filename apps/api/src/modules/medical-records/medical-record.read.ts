import { FormOwnerKind } from '@clinic/domain';
import type { MedicalCheckInSheet, MedicalPatient, MedicalRecord } from '@clinic/domain/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  checkInSheets,
  clinicPatients,
  forms,
  patientPropertyValues,
  properties,
} from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { type AppointmentRow, visibleAppointmentItem } from '../appointments/appointment-view.read.js';
import { readVisitLabResults } from '../lab-results/lab-results.read.js';
import { readPrescription } from '../prescriptions/prescriptions.read.js';
import { readServiceOrders, readVisitPackages } from '../service-orders/service-orders.read.js';
import { readServiceSheets } from '../service-sheets/service-sheets.read.js';

// GET /clinic-appointments/:id/medical: one visit whole, composed from each area's own read so the record shows
// exactly what each area's screen shows.

/** The patient with the vitals and history of their record; the standing diagnosis is a stored property value. */
async function medicalPatient(db: Db, clinicId: number, patientId: number): Promise<MedicalPatient> {
  const [row] = await db
    .select({ patient: clinicPatients, diagnosis: patientPropertyValues.value })
    .from(clinicPatients)
    .leftJoin(
      properties,
      and(
        eq(properties.clinicId, clinicPatients.clinicId),
        eq(properties.entityType, FormOwnerKind.ClinicPatient),
        eq(properties.fixed, true),
        eq(properties.internalName, 'diagnosis'),
      ),
    )
    .leftJoin(
      patientPropertyValues,
      and(
        eq(patientPropertyValues.patientId, clinicPatients.id),
        eq(patientPropertyValues.propertyId, properties.id),
      ),
    )
    .where(and(eq(clinicPatients.clinicId, clinicId), eq(clinicPatients.id, patientId)));
  const p = row!.patient;
  return {
    id: p.id,
    code: p.code,
    fullName: p.fullName,
    gender: p.gender,
    birthday: p.birthday,
    yearOfBirth: p.yearOfBirth,
    phone: p.phone,
    heightCm: p.heightCm,
    weightKg: p.weightKg,
    medicalHistory: p.medicalHistory,
    allergy: p.allergy,
    diagnosis: typeof row!.diagnosis === 'string' ? row!.diagnosis : null,
  };
}

/**
 * The visit's check-in sheet, whether or not the clinic still takes check-in sheets: one saved earlier stays part
 * of the record.
 */
async function visitCheckInSheet(
  db: Db,
  clinicId: number,
  appointmentId: number,
): Promise<MedicalCheckInSheet | null> {
  const [row] = await db
    .select({ sheet: checkInSheets, formName: forms.name })
    .from(checkInSheets)
    .innerJoin(forms, and(eq(forms.clinicId, checkInSheets.clinicId), eq(forms.id, checkInSheets.formId)))
    .where(and(eq(checkInSheets.clinicId, clinicId), eq(checkInSheets.appointmentId, appointmentId)));
  if (!row) return null;
  const { sheet, formName } = row;
  return {
    id: sheet.id,
    appointmentId: sheet.appointmentId,
    formId: sheet.formId,
    formName,
    properties: sheet.values,
    createdAt: sheet.createdAt.toISOString(),
    updatedAt: sheet.updatedAt.toISOString(),
  };
}

/** The record of the visit the route guard loaded (its doctor must be one the caller sees: else 404). */
export async function readMedicalRecord(
  db: Db,
  auth: AuthContext,
  visit: AppointmentRow,
  now: Date,
): Promise<MedicalRecord> {
  const { clinicId } = auth;
  const appointment = await visibleAppointmentItem(db, auth, visit);
  const [patient, checkInSheet, services, packages, sheets, prescription, labResults] = await Promise.all([
    medicalPatient(db, clinicId, visit.clinicPatientId),
    visitCheckInSheet(db, clinicId, visit.id),
    readServiceOrders(db, clinicId, visit.id),
    readVisitPackages(db, clinicId, visit.id, now),
    readServiceSheets(db, clinicId, visit.id),
    readPrescription(db, clinicId, visit.id),
    readVisitLabResults(db, clinicId, visit.id),
  ]);
  return { appointment, patient, checkInSheet, services, packages, sheets, prescription, labResults };
}
