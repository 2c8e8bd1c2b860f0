import { AppointmentAction, appointmentTransitions, PermissionLevel, ScreenId } from '@clinic/domain';
import { appointmentsContract as contract } from '@clinic/domain/contracts';
import { appointments } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import { visibleAppointment } from './appointment-scope.js';
import { appointmentItems } from './appointment-view.read.js';
import {
  assertCheckInSheetEnabled,
  readCheckInSheet,
  saveCheckInSheet,
  writeCheckInSheet,
} from './check-in-sheets.service.js';
import { appointmentHistory } from './status-history.service.js';
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
/** Screen 10: the status moves of the one transition table (packages/domain appointment-flow.ts). */
export function transitionsRoutes(deps: AppDeps): RouteDef[] {
  const single = (
    action: TransitionAction,
    declared: typeof contract.startExam | typeof contract.finishExam,
    summary: string,
  ) =>
    defineRoute({
      ...declared,
      summary,
      tags,
      access: writeFor(action),
      entity,
      handler: async ({ auth, params }) => {
        const item = await inTransaction(deps, auth, async (tx) => {
          await visibleAppointment(tx.db, auth, params.id);
          // The app's clock (tests fix it) stamps what the action records, such as the start-exam call.
          return (await applyAction(tx, params.id, action, { now: deps.clock() })).item;
        });
        // Finishing queued the prescription's national send: run it now rather than at the next poll.
        if (action === AppointmentAction.FinishExam) deps.jobs.nudge();
        return item;
      },
    });

  return [
    defineRoute({
      ...contract.approve,
      summary: 'Approve appointments, all or none: any that cannot be approved leaves every one unchanged',
      tags,
      access: writeFor(AppointmentAction.Approve),
      handler: ({ auth, body }) =>
        inTransaction(deps, auth, async (tx) => {
          for (const id of body.ids) await visibleAppointment(tx.db, auth, id);
          return approveMany(tx, body.ids);
        }),
    }),
    defineRoute({
      ...contract.checkIn,
      summary:
        'Check a patient in and give the next order number of the doctor’s day; an optional check-in sheet is saved with it; allowEarly checks in before the window opens (logged)',
      tags,
      access: writeFor(AppointmentAction.CheckIn),
      entity,
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
    single(AppointmentAction.StartExam, contract.startExam, 'Start the examination of a checked-in patient'),
    single(AppointmentAction.FinishExam, contract.finishExam, 'Finish the examination'),
    defineRoute({
      ...contract.cancel,
      summary: 'Cancel an appointment not yet finished, with a required reason',
      tags,
      access: writeFor(AppointmentAction.Cancel),
      handler: ({ auth, body }) =>
        inTransaction(deps, auth, async (tx) => {
          await visibleAppointment(tx.db, auth, body.id);
          return (await applyAction(tx, body.id, AppointmentAction.Cancel, { reason: body.reason })).item;
        }),
    }),
    defineRoute({
      ...contract.checkInSheet,
      summary: 'The check-in sheet of an appointment, or null',
      tags,
      access: { ...read, orScreen: ScreenId.TodayExaminations },
      entity,
      handler: async ({ auth, params }) => {
        await visibleAppointment(deps.db, auth, params.id);
        return readCheckInSheet(deps.db, auth.clinicId, params.id);
      },
    }),
    defineRoute({
      ...contract.saveCheckInSheet,
      summary:
        'Save or correct the check-in sheet of a checked-in or in-progress appointment (logged with what changed); refused once the visit is finished',
      tags,
      access: writeFor(AppointmentAction.CheckIn),
      // An offline save replayed by the staff outbox carries a key: the same key answers the first result.
      idempotent: 'optional',
      handler: ({ auth, body, transaction }) =>
        transaction(async (tx) => {
          await visibleAppointment(tx.db, auth, body.appointmentId);
          const { appointmentId, ...sheet } = body;
          return saveCheckInSheet(tx, appointmentId, sheet);
        }),
    }),
    defineRoute({
      ...contract.history,
      summary: 'The status history: who changed it, from what to what, when and why',
      tags,
      access: read,
      entity,
      handler: async ({ auth, params }) => {
        await visibleAppointment(deps.db, auth, params.id);
        return appointmentHistory(deps.db, auth.clinicId, params.id);
      },
    }),
  ];
}
