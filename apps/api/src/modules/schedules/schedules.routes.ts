import { PermissionLevel, ScreenId } from '@clinic/domain';
import { schedulesContract as contract } from '@clinic/domain/contracts';
import { schedules } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import { createSchedule } from './schedule-create.service.js';
import { deleteSchedule } from './schedule-delete.service.js';
import { updateSchedule } from './schedule-update.service.js';
import { scheduleAppointments, scheduleDetails, searchSchedules } from './schedules.read.js';

const tags = ['schedules'];
const read = { screen: ScreenId.DoctorSchedules, level: PermissionLevel.Read };
const write = { screen: ScreenId.DoctorSchedules, level: PermissionLevel.Write };
const entity = { table: schedules, notFound: 'scheduleNotFound' } as const;

/** Screen 9: doctor schedules. Slots are in slots.routes.ts. */
export function schedulesRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      ...contract.create,
      summary: 'Add a schedule: a doctor at a location, once or repeated (daily, weekly, work days, custom)',
      tags,
      access: write,
      handler: ({ auth, body }) =>
        inTransaction(deps, auth, (tx) => createSchedule(tx, auth, body, deps.clock())),
    }),
    defineRoute({
      ...contract.search,
      summary: 'Occurrences in a range of at most 62 days, with their active appointment counts',
      tags,
      access: read,
      handler: ({ auth, body }) => searchSchedules(deps.db, auth, body),
    }),
    defineRoute({
      ...contract.get,
      summary: 'One schedule: its first occurrence, repeat and removed occurrences',
      tags,
      access: read,
      entity,
      handler: ({ auth, row }) => scheduleDetails(deps.db, auth, row),
    }),
    defineRoute({
      ...contract.update,
      summary:
        'Edit a schedule by update mode (1–5) and, for a series, scope (this occurrence / this and following)',
      tags,
      access: write,
      entity,
      handler: ({ auth, params, body }) =>
        inTransaction(deps, auth, (tx) => updateSchedule(tx, auth, params.id, body, deps.clock())),
    }),
    defineRoute({
      ...contract.remove,
      summary: 'Delete a single schedule, one occurrence of a series, or this and the following occurrences',
      tags,
      access: write,
      entity,
      handler: ({ auth, params, body }) =>
        inTransaction(deps, auth, (tx) => deleteSchedule(tx, auth, params.id, body, deps.clock())),
    }),
    defineRoute({
      ...contract.appointments,
      summary:
        "Active appointments of the schedule's doctor and location in [occurrenceStart, occurrenceEnd)",
      tags,
      access: read,
      entity,
      handler: ({ auth, row, query }) => scheduleAppointments(deps.db, auth, row, query),
    }),
  ];
}
