import { PermissionLevel, ScreenId } from '@clinic/domain';
import { reExaminationsContract } from '@clinic/domain/contracts';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { searchReExaminations } from './re-examinations.read.js';

/** Screen 42: the patients due back, for the front desk to call and book. */
export function reExaminationsRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      ...reExaminationsContract.search,
      summary:
        'Visits whose result sheet or prescription set a re-examination date in the window (default: the coming week), with the appointment already booked',
      tags: ['re-examinations'],
      access: { screen: ScreenId.ReExaminationAppointments, level: PermissionLevel.Read },
      handler: ({ auth, query, body }) => searchReExaminations(deps.db, auth, query, body, deps.clock()),
    }),
  ];
}
