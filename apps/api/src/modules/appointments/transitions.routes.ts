import { AppointmentAction, appointmentTransitions, PermissionLevel, ScreenId } from '@clinic/domain';
import { z } from 'zod';
import { appointments } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import { appointmentItem, appointmentItems } from './appointment-view.js';
import {
  applyAction,
  appointmentHistory,
  approveMany,
  type TransitionAction,
} from './transitions.service.js';

const tags = ['appointments'];
const read = { screen: ScreenId.Appointments, level: PermissionLevel.Read };
/** Screen 10 Write plus the action's own feature id (SPEC §6). */
const writeFor = (action: TransitionAction) => ({
  screen: ScreenId.Appointments,
  level: PermissionLevel.Write,
  feature: appointmentTransitions[action].feature,
});
const entity = { table: appointments, notFound: 'appointmentNotFound' } as const;
const idParams = z.object({ id: z.coerce.number().int().positive() });

export const appointmentHistoryItem = z.object({
  fromStatus: z.number().nullable(),
  toStatus: z.number(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  reason: z.string().nullable(),
  /** ISO instant of the change. */
  at: z.string(),
});

/** Screen 10: the status moves of the one transition table (packages/domain appointment-flow.ts). */
export function transitionsRoutes(deps: AppDeps): RouteDef[] {
  const single = (action: TransitionAction, path: string, summary: string) =>
    defineRoute({
      method: 'PUT',
      url: `/clinic-appointments/:id/${path}`,
      summary,
      tags,
      access: writeFor(action),
      entity,
      params: idParams,
      response: appointmentItem,
      handler: ({ auth, params }) =>
        inTransaction(deps, auth, async (tx) => {
          const row = await applyAction(tx, params.id, action);
          const [item] = await appointmentItems(tx.db, auth.clinicId, [row]);
          return item!;
        }),
    });

  return [
    defineRoute({
      method: 'PUT',
      url: '/clinic-appointments/approve',
      summary: 'Approve appointments, all or none: any that cannot be approved leaves every one unchanged',
      tags,
      access: writeFor(AppointmentAction.Approve),
      body: z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) }),
      response: z.array(appointmentItem),
      handler: ({ auth, body }) =>
        inTransaction(deps, auth, async (tx) => {
          const rows = await approveMany(tx, body.ids);
          return appointmentItems(tx.db, auth.clinicId, rows);
        }),
    }),
    single(
      AppointmentAction.CheckIn,
      'check-in',
      'Check a patient in and give the next order number of the doctor’s day',
    ),
    single(AppointmentAction.StartExam, 'start-exam', 'Start the examination of a checked-in patient'),
    single(AppointmentAction.FinishExam, 'finish-exam', 'Finish the examination'),
    defineRoute({
      method: 'PUT',
      url: '/clinic-appointments/cancel',
      summary: 'Cancel an appointment not yet finished, with a required reason',
      tags,
      access: writeFor(AppointmentAction.Cancel),
      body: z.object({ id: z.number().int().positive(), reason: z.string().max(1000).optional() }),
      response: appointmentItem,
      handler: ({ auth, body }) =>
        inTransaction(deps, auth, async (tx) => {
          const row = await applyAction(tx, body.id, AppointmentAction.Cancel, { reason: body.reason });
          const [item] = await appointmentItems(tx.db, auth.clinicId, [row]);
          return item!;
        }),
    }),
    defineRoute({
      method: 'GET',
      url: '/clinic-appointments/:id/history',
      summary: 'The status history: who changed it, from what to what, when and why',
      tags,
      access: read,
      entity,
      params: idParams,
      response: z.array(appointmentHistoryItem),
      handler: ({ auth, params }) => appointmentHistory(deps.db, auth.clinicId, params.id),
    }),
  ];
}
