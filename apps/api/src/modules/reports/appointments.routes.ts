import { PermissionLevel, PlanFeature, ScreenId } from '@clinic/domain';
import { reportsContract as contract } from '@clinic/domain/contracts';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { stockCalendar } from '../stock/stock.read.js';
import { appointmentReport } from './appointments.read.js';
import { reportScope } from './scope.js';

/** POST /reports/appointments (screen 30). */
export function appointmentReportRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      ...contract.appointments,
      summary: 'Appointments per doctor by status and source, with no-shows and a chart per day (screen 30)',
      tags: ['Reports'],
      access: { screen: ScreenId.AppointmentReport, level: PermissionLevel.Read, plan: PlanFeature.Reports },
      handler: async ({ auth, query, body }) => {
        const scope = await reportScope(deps.db, auth, body);
        const calendar = await stockCalendar(deps.db, auth.clinicId, deps.clock());
        return appointmentReport(deps.db, auth.clinicId, calendar, scope, body, query);
      },
    }),
  ];
}
