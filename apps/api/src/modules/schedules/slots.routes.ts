import { PermissionLevel, ScreenId } from '@clinic/domain';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { visibleDoctorsFilter } from '../groups/scope.js';
import { doctorSlot, scheduleSlots, scheduleSlotsQuery } from './slots.service.js';

/** Screen 10 (Appointments): the slots a receptionist may book for a doctor or a specialty on one clinic day. */
export function slotsRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/clinic-appointments/get-schedule-slots',
      summary:
        "One clinic day's appointment slots at a location, for a doctor or every doctor of a specialty there",
      tags: ['clinic-appointments'],
      access: { screen: ScreenId.Appointments, level: PermissionLevel.Read },
      body: scheduleSlotsQuery,
      response: z.array(doctorSlot),
      // A receptionist limited to some doctors by her groups is offered only their slots.
      handler: async ({ auth, body }) =>
        scheduleSlots(deps.db, auth.clinicId, body, deps.clock(), await visibleDoctorsFilter(deps.db, auth)),
    }),
  ];
}
