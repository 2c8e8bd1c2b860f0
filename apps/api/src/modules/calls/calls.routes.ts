import { AppointmentFeature, PermissionLevel, ScreenId } from '@clinic/domain';
import { queueCallsContract as contract } from '@clinic/domain/contracts';
import { appointments } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import { visibleAppointment } from '../appointments/appointment-scope.js';
import { callAppointment } from './calls.service.js';

export function callsRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      ...contract.call,
      summary:
        'Call a checked-in or in-progress patient to the room again: the waiting-room display speaks it',
      tags: ['appointments'],
      // The queue screen's doctor: screen 11 Write plus Examination, like start and finish exam.
      access: {
        screen: ScreenId.TodayExaminations,
        level: PermissionLevel.Write,
        feature: AppointmentFeature.Examination,
      },
      entity: { table: appointments, notFound: 'appointmentNotFound' },
      handler: ({ auth, params }) =>
        inTransaction(deps, auth, async (tx) => {
          await visibleAppointment(tx.db, auth, params.id);
          return callAppointment(tx, params.id, deps.clock());
        }),
    }),
  ];
}
