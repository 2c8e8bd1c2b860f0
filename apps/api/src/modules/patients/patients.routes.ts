import {
  PermissionLevel,
  patientDuplicateQuery,
  patientInput,
  patientMergeInput,
  patientSearchFilter,
  patientSortKeys,
  propertyValueEntry,
  ScreenId,
} from '@clinic/domain';
import { z } from 'zod';
import { clinicPatients } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { pageOf, pagingShape } from '../../platform/paging.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import {
  createPatient,
  deletePatient,
  findDuplicatePatients,
  mergePatients,
  patientDetails,
  patientListItem,
  patientSchema,
  savePatientProperties,
  searchPatients,
  updatePatient,
} from './patients.service.js';

const tags = ['clinic-patients'];
const read = { screen: ScreenId.PatientRecords, level: PermissionLevel.Read };
const write = { screen: ScreenId.PatientRecords, level: PermissionLevel.Write };
const entity = { table: clinicPatients, notFound: 'patientNotFound' } as const;
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Screen 12: the clinic's patient records. */
export function patientsRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/clinic-patients/search',
      summary: 'Search patient records: keyword over name, phone and code without diacritics, filters, order',
      tags,
      // A receptionist booking appointments (screen 10) picks the patient without the patient-records screen.
      access: { ...read, orScreen: ScreenId.Appointments },
      query: z.object({
        ...pagingShape,
        orderBy: z.enum(patientSortKeys).default('createdAt'),
        orderByType: z.enum(['asc', 'desc']).default('desc'),
      }),
      body: patientSearchFilter,
      response: pageOf(patientListItem),
      handler: ({ auth, query, body }) => searchPatients(deps.db, auth.clinicId, body, query),
    }),
    defineRoute({
      method: 'POST',
      url: '/clinic-patients/find-duplicates',
      summary: 'The records of the same person (phone, and name without accents) a new record would repeat',
      tags,
      // Asked by the patient form and by reception's new-patient booking, like the search.
      access: { ...read, orScreen: ScreenId.Appointments },
      body: patientDuplicateQuery,
      response: z.array(patientListItem),
      handler: ({ auth, body }) => findDuplicatePatients(deps.db, auth.clinicId, body),
    }),
    defineRoute({
      method: 'POST',
      url: '/clinic-patients',
      summary: 'Create a patient record (code from the clinic counter) with optional property values',
      tags,
      access: write,
      body: patientInput,
      response: patientSchema,
      handler: ({ auth, body }) => inTransaction(deps, auth, (tx) => createPatient(tx, body)),
    }),
    defineRoute({
      method: 'POST',
      url: '/clinic-patients/merge',
      summary: 'Fold the source record into the target and remove the source',
      tags,
      access: write,
      body: patientMergeInput,
      response: patientSchema,
      handler: ({ auth, body }) =>
        inTransaction(deps, auth, (tx) => mergePatients(tx, body.sourceId, body.targetId)),
    }),
    defineRoute({
      method: 'GET',
      url: '/clinic-patients/:id',
      summary: 'One patient record with its property values and visit history',
      tags,
      access: read,
      entity,
      params: idParams,
      response: patientSchema,
      handler: ({ row }) => patientDetails(deps.db, row),
    }),
    defineRoute({
      method: 'PUT',
      url: '/clinic-patients/:id',
      summary: 'Replace a patient record; `properties`, when given, merge into the stored values',
      tags,
      access: write,
      entity,
      params: idParams,
      body: patientInput,
      response: patientSchema,
      handler: ({ auth, params, body }) =>
        inTransaction(deps, auth, (tx) => updatePatient(tx, params.id, body)),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/clinic-patients/:id',
      summary: 'Delete a patient record; refused while visits or invoices point at it',
      tags,
      access: write,
      entity,
      params: idParams,
      response: z.object({ deleted: z.boolean() }),
      handler: ({ auth, params }) => inTransaction(deps, auth, (tx) => deletePatient(tx, params.id)),
    }),
    defineRoute({
      method: 'PUT',
      url: '/clinic-patients/:id/properties',
      summary: "Merge property values into a patient's stored ones (null clears one)",
      tags,
      access: write,
      entity,
      params: idParams,
      body: z.object({ properties: z.array(propertyValueEntry).max(200, 'formError.maxItems') }),
      response: patientSchema,
      handler: ({ auth, params, body }) =>
        inTransaction(deps, auth, (tx) => savePatientProperties(tx, params.id, body.properties)),
    }),
  ];
}
