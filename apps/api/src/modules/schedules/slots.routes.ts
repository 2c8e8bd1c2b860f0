import { PermissionLevel, ScreenId } from '@clinic/domain';
import { schedulesContract as contract } from '@clinic/domain/contracts';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { visibleDoctorsFilter } from '../groups/scope.js';
import { scheduleSlots } from './slots.read.js';

/** Screen 10 (Appointments): the slots a receptionist may book for a doctor or a specialty on one clinic day. */
export function slotsRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      ...contract.getScheduleSlots,
      summary:
        "One clinic day's appointment slots at a location, for a doctor or every doctor of a specialty there",
      tags: ['clinic-appointments'],
      access: { screen: ScreenId.Appointments, level: PermissionLevel.Read },
      // A receptionist limited to some doctors by her groups is offered only their slots.
      handler: async ({ auth, body }) =>
        scheduleSlots(deps.db, auth.clinicId, body, deps.clock(), await visibleDoctorsFilter(deps.db, auth)),
    }),
  ];
}
