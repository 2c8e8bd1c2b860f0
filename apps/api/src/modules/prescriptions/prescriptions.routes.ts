import { AppointmentFeature, PermissionLevel, ScreenId } from '@clinic/domain';
import { prescriptionsContract as contract } from '@clinic/domain/contracts';
import { appointments } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import { visibleAppointment } from '../appointments/appointment-scope.js';
import { readPrescription } from './prescriptions.read.js';
import { checkStock, savePrescription } from './prescriptions.service.js';

const tags = ['prescriptions'];
const entity = { table: appointments, notFound: 'appointmentNotFound' } as const;

/** The exam screen's prescription (screen 11 with the examination feature), read also from the patient record. */
export function prescriptionsRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      ...contract.save,
      summary:
        'Save the visit’s prescription (1–20 medicines at the library’s prices), replacing the one before until it is paid',
      tags,
      access: {
        screen: ScreenId.TodayExaminations,
        level: PermissionLevel.Write,
        feature: AppointmentFeature.Examination,
      },
      handler: ({ auth, body }) =>
        inTransaction(deps, auth, async (tx) => {
          // A doctor limited to some groups writes only for the appointments they can see.
          await visibleAppointment(tx.db, auth, body.appointmentId);
          return savePrescription(tx, body);
        }),
    }),
    defineRoute({
      ...contract.get,
      summary: 'The visit’s prescription with its lines and total, or null when none was written',
      tags,
      access: {
        screen: ScreenId.TodayExaminations,
        orScreen: ScreenId.PatientRecords,
        level: PermissionLevel.Read,
      },
      entity,
      handler: async ({ auth, params }) => {
        await visibleAppointment(deps.db, auth, params.id);
        return readPrescription(deps.db, auth.clinicId, params.id);
      },
    }),
    defineRoute({
      ...contract.checkStock,
      summary:
        'Units on hand in non-expired lots of each medicine and whether the quantity wanted is there (a hint only)',
      tags,
      access: {
        screen: ScreenId.TodayExaminations,
        orScreen: ScreenId.MedicineLibrary,
        level: PermissionLevel.Read,
      },
      handler: ({ auth, body }) => checkStock(deps.db, auth.clinicId, deps.clock(), body),
    }),
  ];
}
