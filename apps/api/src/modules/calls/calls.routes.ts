import { AppointmentFeature, PermissionLevel, ScreenId } from '@clinic/domain';
import { z } from 'zod';
import { appointments } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import { visibleAppointment } from '../appointments/appointment-scope.js';
import { callAppointment } from './calls.service.js';

/** The `queue.call` payload, answered to the caller as well (the staff app's toast reads number and room). */
export const queueCallItem = z.object({
  id: z.number(),
  appointmentId: z.number(),
  doctorId: z.number(),
  locationId: z.number(),
  orderNumber: z.number(),
  room: z.string(),
  /** ISO instant. */
  calledAt: z.string(),
});

export function callsRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/clinic-appointments/:id/call',
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
      params: z.object({ id: z.coerce.number().int().positive() }),
      response: queueCallItem,
      handler: ({ auth, params }) =>
        inTransaction(deps, auth, async (tx) => {
          await visibleAppointment(tx.db, auth, params.id);
          return callAppointment(tx, params.id, deps.clock());
        }),
    }),
  ];
}
