import { AppointmentFeature, PermissionLevel, ScreenId } from '@clinic/domain';
import { appointmentsContract as contract } from '@clinic/domain/contracts';
import { appointments } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import { detailsForEdit, getAppointment } from './appointment-by-id.read.js';
import { createAppointment } from './appointment-create.service.js';
import { editAppointment } from './appointment-edit.service.js';
import { appointmentsOfDay, appointmentsOfPatient } from './appointment-lists.read.js';
import { slotViolation } from './appointment-placement.js';
import { countAppointments, hasInvalid, searchAppointments } from './appointment-search.read.js';

const tags = ['clinic-appointments'];
const read = { screen: ScreenId.Appointments, level: PermissionLevel.Read };
/** The day lists: screen 10 Read, or screen 11 Read (the queue screen draws all-today). */
const readDay = { ...read, orScreen: ScreenId.TodayExaminations };
const write = {
  screen: ScreenId.Appointments,
  level: PermissionLevel.Write,
  feature: AppointmentFeature.Add,
};
const entity = { table: appointments, notFound: 'appointmentNotFound' } as const;

/** Screen 10: booking, editing and the appointment lists. */
export function appointmentsRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      ...contract.create,
      summary: 'Book a slot (60 minutes ahead at least), or add a walk-in to the current queue (notReserved)',
      tags,
      access: write,
      handler: async ({ auth, body }) => {
        try {
          return await inTransaction(deps, auth, (tx) => createAppointment(tx, auth, body, deps.clock()));
        } catch (error) {
          throw slotViolation(error);
        }
      },
    }),
    defineRoute({
      ...contract.search,
      summary: 'Appointments by clinic days, statuses, doctors, locations and keyword (patient or code)',
      tags,
      access: read,
      handler: ({ auth, body, query }) => searchAppointments(deps.db, auth, body, query),
    }),
    defineRoute({
      ...contract.searchCount,
      summary: 'How many appointments a search finds, and per status',
      tags,
      access: read,
      handler: ({ auth, body }) => countAppointments(deps.db, auth, body),
    }),
    defineRoute({
      ...contract.allToday,
      summary: 'Every appointment of the clinic day (clinic time zone), every status, in slot order',
      tags,
      access: readDay,
      handler: ({ auth, body }) => appointmentsOfDay(deps.db, auth, body, deps.clock()),
    }),
    defineRoute({
      ...contract.allByStatus,
      summary: 'The appointments of one clinic day (today by default) in the given statuses, in slot order',
      tags,
      access: readDay,
      handler: ({ auth, body }) => appointmentsOfDay(deps.db, auth, body, deps.clock()),
    }),
    defineRoute({
      ...contract.hasInvalid,
      summary: 'Whether Invalid appointments wait to be edited or cancelled',
      tags,
      access: read,
      handler: ({ auth }) => hasInvalid(deps.db, auth),
    }),
    defineRoute({
      ...contract.byPatient,
      summary: "A patient's appointments, newest first",
      tags,
      access: read,
      handler: ({ auth, query }) => appointmentsOfPatient(deps.db, auth, query.clinicPatientId, query),
    }),
    defineRoute({
      ...contract.get,
      summary: 'One appointment',
      tags,
      // The doctor's exam screen (under screen 11) reads its visit without the appointments screen.
      access: readDay,
      entity,
      handler: ({ auth, row }) => getAppointment(deps.db, auth, row),
    }),
    defineRoute({
      ...contract.detailsForEdit,
      summary: 'One appointment and the slots of its doctor, location and day',
      tags,
      access: read,
      entity,
      handler: ({ auth, row }) => detailsForEdit(deps.db, auth, row, deps.clock()),
    }),
    defineRoute({
      ...contract.update,
      summary: 'Move an appointment to another slot; an Invalid one comes back Approved or NotApproved',
      tags,
      access: write,
      entity,
      handler: async ({ auth, params, body }) => {
        try {
          return await inTransaction(deps, auth, (tx) =>
            editAppointment(tx, auth, params.id, body, deps.clock()),
          );
        } catch (error) {
          throw slotViolation(error);
        }
      },
    }),
  ];
}
