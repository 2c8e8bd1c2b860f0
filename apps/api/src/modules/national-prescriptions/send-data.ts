import type { Gender } from '@clinic/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  appointments,
  clinicPatients,
  clinics,
  doctors,
  medicines,
  prescriptionItems,
  prescriptions,
} from '../../db/schema/index.js';
import type { SendData } from './payload.js';

/** Everything the payload of one prescription reads (the facility code is the account's, given by the job). */
export async function loadSendData(
  db: Db,
  clinicId: number,
  prescriptionId: number,
  facilityCode: string,
): Promise<SendData | null> {
  const [row] = await db
    .select({
      p: prescriptions,
      patient: clinicPatients,
      doctor: {
        name: doctors.name,
        practisingCertificate: doctors.practisingCertificate,
        nationalPrescriberCode: doctors.nationalPrescriberCode,
      },
      timeZone: clinics.timeZone,
    })
    .from(prescriptions)
    .innerJoin(clinics, eq(clinics.id, prescriptions.clinicId))
    .innerJoin(
      appointments,
      and(
        eq(appointments.clinicId, prescriptions.clinicId),
        eq(appointments.id, prescriptions.appointmentId),
      ),
    )
    .innerJoin(
      doctors,
      and(eq(doctors.clinicId, appointments.clinicId), eq(doctors.id, appointments.doctorId)),
    )
    .innerJoin(
      clinicPatients,
      and(
        eq(clinicPatients.clinicId, prescriptions.clinicId),
        eq(clinicPatients.id, prescriptions.clinicPatientId),
      ),
    )
    .where(and(eq(prescriptions.clinicId, clinicId), eq(prescriptions.id, prescriptionId)));
  const nationalCode = row?.p.nationalCode;
  if (!row || !nationalCode) return null;
  const lines = await db
    .select({
      name: medicines.name,
      ingredients: medicines.ingredients,
      nationalDrugCode: medicines.nationalDrugCode,
      unit: prescriptionItems.unit,
      quantity: prescriptionItems.quantity,
      morning: prescriptionItems.morning,
      noon: prescriptionItems.noon,
      afternoon: prescriptionItems.afternoon,
      evening: prescriptionItems.evening,
      days: prescriptionItems.days,
      route: prescriptionItems.route,
      food: prescriptionItems.food,
      doseUnit: prescriptionItems.doseUnit,
      note: prescriptionItems.note,
    })
    .from(prescriptionItems)
    .innerJoin(
      medicines,
      and(eq(medicines.clinicId, prescriptionItems.clinicId), eq(medicines.id, prescriptionItems.medicineId)),
    )
    .where(
      and(eq(prescriptionItems.clinicId, clinicId), eq(prescriptionItems.prescriptionId, prescriptionId)),
    )
    .orderBy(asc(prescriptionItems.position));
  const { p, patient } = row;
  return {
    facilityCode,
    timeZone: row.timeZone,
    prescription: {
      kind: p.kind,
      nationalCode,
      diagnoses: p.diagnoses,
      diagnosis: p.diagnosis,
      advice: p.advice,
      reExamDate: p.reExamDate,
      createdAt: p.createdAt,
    },
    patient: {
      code: patient.code,
      fullName: patient.fullName,
      gender: patient.gender as Gender,
      birthday: patient.birthday,
      yearOfBirth: patient.yearOfBirth,
      weightKg: patient.weightKg,
      address: patient.address,
      phone: patient.phone,
      citizenId: patient.citizenId,
      guardianName: patient.guardianName,
      guardianCitizenId: patient.guardianCitizenId,
    },
    doctor: row.doctor,
    lines,
  };
}
