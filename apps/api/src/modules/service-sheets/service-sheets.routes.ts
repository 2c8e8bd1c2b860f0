import { AppointmentFeature, PermissionLevel, ScreenId } from '@clinic/domain';
import { serviceSheetsContract } from '@clinic/domain/contracts';
import { appointments } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { visibleAppointment } from '../appointments/appointment-scope.js';
import { readServiceSheets } from './service-sheets.read.js';
import { saveServiceSheet } from './service-sheets.service.js';

const appointmentEntity = { table: appointments, notFound: 'appointmentNotFound' } as const;

/** A visit's result sheets: written on the exam screen (11), read there and in the patient records (12). */
export function serviceSheetsRoutes(deps: AppDeps): RouteDef[] {
  const tags = ['service-sheets'];
  return [
    defineRoute({
      ...serviceSheetsContract.save,
      summary:
        'Save (create or replace) a result sheet of a checked-in or in-progress visit, for one ordered service or the whole visit',
      tags,
      access: {
        screen: ScreenId.TodayExaminations,
        level: PermissionLevel.Write,
        feature: AppointmentFeature.Examination,
      },
      // An offline save replayed by the staff outbox carries a key: the same key answers the first result.
      idempotent: 'optional',
      handler: ({ auth, body, transaction }) =>
        transaction(async (tx) => {
          await visibleAppointment(tx.db, auth, body.appointmentId);
          return saveServiceSheet(tx, body);
        }),
    }),
    defineRoute({
      ...serviceSheetsContract.list,
      summary: 'The result sheets of a visit, with their service, form and author',
      tags,
      access: {
        screen: ScreenId.TodayExaminations,
        orScreen: ScreenId.PatientRecords,
        level: PermissionLevel.Read,
      },
      entity: appointmentEntity,
      handler: async ({ auth, params }) => {
        await visibleAppointment(deps.db, auth, params.id);
        return readServiceSheets(deps.db, auth.clinicId, params.id);
      },
    }),
  ];
}
