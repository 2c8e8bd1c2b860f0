import { PermissionLevel, ScreenId } from '@clinic/domain';
import { medicalRecordsContract } from '@clinic/domain/contracts';
import { appointments, clinicPatients } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { readMedicalRecord } from './medical-record.read.js';
import { readVisitHistory } from './visit-history.read.js';

/** Read in the patient records (screen 12) and on the exam screen (11). */
const read = {
  screen: ScreenId.PatientRecords,
  orScreen: ScreenId.TodayExaminations,
  level: PermissionLevel.Read,
};

export function medicalRecordsRoutes(deps: AppDeps): RouteDef[] {
  const tags = ['medical-records'];
  return [
    defineRoute({
      ...medicalRecordsContract.visit,
      summary:
        'One visit whole: the appointment, the patient’s vitals and history, the check-in sheet, ordered services, packages sold, result sheets, prescription and lab results',
      tags,
      access: read,
      entity: { table: appointments, notFound: 'appointmentNotFound' },
      handler: ({ auth, row }) => readMedicalRecord(deps.db, auth, row, deps.clock()),
    }),
    defineRoute({
      ...medicalRecordsContract.visits,
      summary:
        'A patient’s visits newest first, each summed up: doctor, diagnosis, services, prescription, lab results',
      tags,
      access: read,
      entity: { table: clinicPatients, notFound: 'patientNotFound' },
      handler: ({ auth, params, query }) => readVisitHistory(deps.db, auth, params.id, query),
    }),
  ];
}
