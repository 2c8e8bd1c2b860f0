import { PermissionLevel, ScreenId } from '@clinic/domain';
import { patientsContract as contract } from '@clinic/domain/contracts';
import { clinicPatients } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import { readHealthTrail } from './health-trail.read.js';
import { patientListsOf, searchPatients } from './patient-search.read.js';
import {
  createPatient,
  deletePatient,
  findDuplicatePatients,
  findSharedPhonePatients,
  mergePatients,
  readPatient,
  savePatientProperties,
  updatePatient,
} from './patients.service.js';

const tags = ['clinic-patients'];
const read = { screen: ScreenId.PatientRecords, level: PermissionLevel.Read };
const write = { screen: ScreenId.PatientRecords, level: PermissionLevel.Write };
const entity = { table: clinicPatients, notFound: 'patientNotFound' } as const;

/** Screen 12: the clinic's patient records. */
export function patientsRoutes(deps: AppDeps): RouteDef[] {
  // A list this instance saw past its cap may fall under it once a patient is gone: it is counted again.
  const fewerPatients = async <T>(clinicId: number, removed: Promise<T>) => {
    const result = await removed;
    deps.pastCap.forget(patientListsOf(clinicId));
    return result;
  };
  return [
    defineRoute({
      ...contract.search,
      summary: 'Search patient records: keyword over name, phone and code without diacritics, filters, order',
      tags,
      // A receptionist booking appointments (screen 10), or the cashier selling at the desk (21), picks the
      // patient without the patient-records screen.
      access: { ...read, orScreen: [ScreenId.Appointments, ScreenId.Billing] },
      handler: ({ auth, query, body }) =>
        searchPatients(deps.db, auth.clinicId, body, query, { pastCap: deps.pastCap }),
    }),
    defineRoute({
      ...contract.findDuplicates,
      summary: 'The records of the same person (phone, and name without accents) a new record would repeat',
      tags,
      // Asked by the patient form and by reception's new-patient booking, like the search.
      access: { ...read, orScreen: ScreenId.Appointments },
      handler: ({ auth, body }) => findDuplicatePatients(deps.db, auth.clinicId, body),
    }),
    defineRoute({
      ...contract.findSharedPhone,
      summary: 'The records holding this phone under another name, asked before a new record takes the phone',
      tags,
      access: { ...read, orScreen: ScreenId.Appointments },
      handler: ({ auth, body }) => findSharedPhonePatients(deps.db, auth.clinicId, body),
    }),
    defineRoute({
      ...contract.create,
      summary: 'Create a patient record (code from the clinic counter) with optional property values',
      tags,
      access: write,
      handler: ({ auth, body }) => inTransaction(deps, auth, (tx) => createPatient(tx, body)),
    }),
    defineRoute({
      ...contract.merge,
      summary: 'Fold the source record into the target and remove the source',
      tags,
      access: write,
      handler: ({ auth, body }) =>
        fewerPatients(
          auth.clinicId,
          inTransaction(deps, auth, (tx) => mergePatients(tx, body.sourceId, body.targetId)),
        ),
    }),
    defineRoute({
      ...contract.get,
      summary: 'One patient record with its property values and visit history',
      tags,
      // The doctor's exam screen (screen 11) shows the record's allergies, history, height and weight.
      access: { ...read, orScreen: ScreenId.TodayExaminations },
      // The guard reads the record with its details in the statement that checks it is this clinic's.
      entity: { ...entity, read: readPatient },
      handler: async ({ row }) => row,
    }),
    defineRoute({
      ...contract.healthTrail,
      summary:
        "What the patient's visits measured at check-in and the ICD-10 codes their sheets and prescriptions gave, with dates",
      tags,
      // Shown in the record's health section and beside the doctor's exam (screen 11), like the record itself.
      access: { ...read, orScreen: ScreenId.TodayExaminations },
      entity,
      handler: ({ auth, params }) => readHealthTrail(deps.db, auth.clinicId, params.id),
    }),
    defineRoute({
      ...contract.update,
      summary: 'Replace a patient record; `properties`, when given, merge into the stored values',
      tags,
      access: write,
      entity,
      handler: ({ auth, params, body }) =>
        inTransaction(deps, auth, (tx) => updatePatient(tx, params.id, body)),
    }),
    defineRoute({
      ...contract.remove,
      summary: 'Delete a patient record; refused while visits or invoices point at it',
      tags,
      access: write,
      entity,
      handler: ({ auth, params }) =>
        fewerPatients(
          auth.clinicId,
          inTransaction(deps, auth, (tx) => deletePatient(tx, params.id)),
        ),
    }),
    defineRoute({
      ...contract.saveProperties,
      summary: "Merge property values into a patient's stored ones (null clears one)",
      tags,
      access: write,
      entity,
      handler: ({ auth, params, body }) =>
        inTransaction(deps, auth, (tx) => savePatientProperties(tx, params.id, body.properties)),
    }),
  ];
}
