import { AppointmentFeature, NationalStatus, PermissionLevel, ScreenId } from '@clinic/domain';
import { prescriptionsContract as contract } from '@clinic/domain/contracts';
import { and, eq } from 'drizzle-orm';
import { prescriptions } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import { visibleAppointment } from '../appointments/appointment-scope.js';
import { listNationalPrescriptions } from './national-list.read.js';
import { queueNationalSend } from './queue.service.js';
import { nationalStateOf } from './state.js';

const tags = ['prescriptions'];

/** The national e-prescription list and its "send (again)". */
export function nationalPrescriptionsRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      ...contract.nationalSend,
      summary:
        'Queue the prescription for the national e-prescription system now or again (a sent one only when changed since); answers its national state',
      tags,
      access: {
        screen: ScreenId.TodayExaminations,
        level: PermissionLevel.Write,
        feature: AppointmentFeature.Examination,
      },
      entity: { table: prescriptions, notFound: 'prescriptionNotFound' },
      handler: async ({ auth, params }) => {
        const state = await inTransaction(deps, auth, async (tx) => {
          const [row] = await tx.db
            .select()
            .from(prescriptions)
            .where(and(eq(prescriptions.clinicId, auth.clinicId), eq(prescriptions.id, params.id)));
          // A doctor limited to some groups sends only the prescriptions of the visits they see.
          await visibleAppointment(tx.db, auth, row!.appointmentId);
          const unchangedSinceSent =
            row!.nationalStatus === NationalStatus.Sent && row!.updatedAt <= row!.nationalSentAt!;
          return nationalStateOf(unchangedSinceSent ? row! : await queueNationalSend(tx, row!.id));
        });
        // The job runs now in this instance rather than at the next poll; the answer does not wait for it.
        deps.jobs.nudge();
        return state;
      },
    }),
    defineRoute({
      ...contract.nationalList,
      summary:
        'Prescriptions queued for the national e-prescription system, newest first, with their send state',
      tags,
      access: {
        screen: ScreenId.TodayExaminations,
        orScreen: ScreenId.PatientRecords,
        level: PermissionLevel.Read,
      },
      handler: ({ auth, query }) => listNationalPrescriptions(deps.db, auth, query),
    }),
  ];
}
