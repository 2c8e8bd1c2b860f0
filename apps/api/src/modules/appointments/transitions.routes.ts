import {
  AppointmentAction,
  appointmentTransitions,
  CANCEL_REASON_MAX_LENGTH,
  checkInInput,
  checkInSheetInput,
  PermissionLevel,
  ref,
  ScreenId,
} from '@clinic/domain';
import { z } from 'zod';
import { appointments } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import { visibleAppointment } from './appointment-scope.js';
import { appointmentItem, appointmentItems } from './appointment-view.js';
import {
  assertCheckInSheetEnabled,
  checkInSheetItem,
  readCheckInSheet,
  saveCheckInSheet,
  writeCheckInSheet,
} from './check-in-sheets.service.js';
import { appointmentHistory } from './status-history.js';
import { applyAction, approveMany, type TransitionAction } from './transitions.service.js';

const tags = ['appointments'];
const read = { screen: ScreenId.Appointments, level: PermissionLevel.Read };
/**
 * Screen 10 or screen 11 Write plus the action's own feature id (docs/product.md#permissions): a doctor working from
 * today's queue (screen 11) checks in, starts and finishes exams without the appointment list.
 */
const writeFor = (action: TransitionAction) => ({
  screen: ScreenId.Appointments,
  orScreen: ScreenId.TodayExaminations,
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
          await visibleAppointment(tx.db, auth, params.id);
          // The app's clock (tests fix it) stamps what the action records, such as the start-exam call.
          return (await applyAction(tx, params.id, action, { now: deps.clock() })).item;
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
          for (const id of body.ids) await visibleAppointment(tx.db, auth, id);
          return approveMany(tx, body.ids);
        }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/clinic-appointments/:id/check-in',
      summary:
        'Check a patient in and give the next order number of the doctor’s day; an optional check-in sheet is saved with it; allowEarly checks in before the window opens (logged)',
      tags,
      access: writeFor(AppointmentAction.CheckIn),
      entity,
      params: idParams,
      // No body at all is a plain check-in.
      body: z.preprocess((v) => v ?? {}, checkInInput),
      response: appointmentItem,
      handler: ({ auth, params, body }) =>
        inTransaction(deps, auth, async (tx) => {
          await visibleAppointment(tx.db, auth, params.id);
          const sheet = body.sheet;
          if (sheet) await assertCheckInSheetEnabled(tx.db, auth.clinicId);
          // Reception may check an early patient in when asked to (allowEarly); the kiosk's route cannot.
          const { item } = await applyAction(tx, params.id, AppointmentAction.CheckIn, {
            now: deps.clock(),
            allowEarly: body.allowEarly,
          });
          if (!sheet) return item;
          // The sheet is written after the move; the answer is read again so it says the sheet is there.
          await writeCheckInSheet(tx, params.id, sheet, ['sheet']);
          const [withSheet] = await appointmentItems(tx.db, auth.clinicId, [
            await visibleAppointment(tx.db, auth, params.id),
          ]);
          return withSheet!;
        }),
    }),
    single(AppointmentAction.StartExam, 'start-exam', 'Start the examination of a checked-in patient'),
    single(AppointmentAction.FinishExam, 'finish-exam', 'Finish the examination'),
    defineRoute({
      method: 'PUT',
      url: '/clinic-appointments/cancel',
      summary: 'Cancel an appointment not yet finished, with a required reason',
      tags,
      access: writeFor(AppointmentAction.Cancel),
      body: z.object({
        id: z.number().int().positive(),
        reason: z.string().max(CANCEL_REASON_MAX_LENGTH).optional(),
      }),
      response: appointmentItem,
      handler: ({ auth, body }) =>
        inTransaction(deps, auth, async (tx) => {
          await visibleAppointment(tx.db, auth, body.id);
          return (await applyAction(tx, body.id, AppointmentAction.Cancel, { reason: body.reason })).item;
        }),
    }),
    defineRoute({
      method: 'GET',
      url: '/clinic-appointments/:id/check-in-sheet',
      summary: 'The check-in sheet of an appointment, or null',
      tags,
      access: { ...read, orScreen: ScreenId.TodayExaminations },
      entity,
      params: idParams,
      response: checkInSheetItem.nullable(),
      handler: async ({ auth, params }) => {
        await visibleAppointment(deps.db, auth, params.id);
        return readCheckInSheet(deps.db, auth.clinicId, params.id);
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/check-in-sheets',
      summary:
        'Save (create or replace) the check-in sheet of a checked-in, in-progress or finished appointment',
      tags,
      access: writeFor(AppointmentAction.CheckIn),
      body: checkInSheetInput.extend({ appointmentId: ref('appointment') }),
      response: checkInSheetItem,
      handler: ({ auth, body }) =>
        inTransaction(deps, auth, async (tx) => {
          await visibleAppointment(tx.db, auth, body.appointmentId);
          const { appointmentId, ...sheet } = body;
          return saveCheckInSheet(tx, appointmentId, sheet);
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
      handler: async ({ auth, params }) => {
        await visibleAppointment(deps.db, auth, params.id);
        return appointmentHistory(deps.db, auth.clinicId, params.id);
      },
    }),
  ];
}
