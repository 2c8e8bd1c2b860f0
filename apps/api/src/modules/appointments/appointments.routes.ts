import { AppointmentFeature, filterId, PermissionLevel, ScreenId } from '@clinic/domain';
import { z } from 'zod';
import { appointments } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { pageOf, pagingShape } from '../../platform/paging.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import { doctorSlot } from '../schedules/slots.service.js';
import { detailsForEdit, getAppointment } from './appointment-by-id.js';
import { appointmentCreateInput, createAppointment } from './appointment-create.js';
import { appointmentEditInput, editAppointment } from './appointment-edit.js';
import {
  appointmentByStatusFilter,
  appointmentsOfDay,
  appointmentsOfPatient,
  appointmentTodayFilter,
} from './appointment-lists.js';
import { slotViolation } from './appointment-placement.js';
import {
  appointmentSearchFilter,
  countAppointments,
  hasInvalid,
  searchAppointments,
} from './appointment-search.js';
import { appointmentItem } from './appointment-view.js';

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
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Screen 10: booking, editing and the appointment lists. */
export function appointmentsRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/clinic-appointments/create',
      summary: 'Book a slot (60 minutes ahead at least), or add a walk-in to the current queue (notReserved)',
      tags,
      access: write,
      body: appointmentCreateInput,
      response: appointmentItem,
      handler: async ({ auth, body }) => {
        try {
          return await inTransaction(deps, auth, (tx) => createAppointment(tx, auth, body, deps.clock()));
        } catch (error) {
          throw slotViolation(error);
        }
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/clinic-appointments/search',
      summary: 'Appointments by clinic days, statuses, doctors, locations and keyword (patient or code)',
      tags,
      access: read,
      query: z.object(pagingShape),
      body: appointmentSearchFilter,
      response: pageOf(appointmentItem),
      handler: ({ auth, body, query }) => searchAppointments(deps.db, auth, body, query),
    }),
    defineRoute({
      method: 'POST',
      url: '/clinic-appointments/search-count',
      summary: 'How many appointments a search finds, and per status',
      tags,
      access: read,
      body: appointmentSearchFilter,
      response: z.object({ total: z.number(), byStatus: z.record(z.string(), z.number()) }),
      handler: ({ auth, body }) => countAppointments(deps.db, auth, body),
    }),
    defineRoute({
      method: 'POST',
      url: '/clinic-appointments/all-today',
      summary: 'Every appointment of the clinic day (clinic time zone), every status, in slot order',
      tags,
      access: readDay,
      body: appointmentTodayFilter,
      response: z.array(appointmentItem),
      handler: ({ auth, body }) => appointmentsOfDay(deps.db, auth, body, deps.clock()),
    }),
    defineRoute({
      method: 'POST',
      url: '/clinic-appointments/all-by-status',
      summary: 'The appointments of one clinic day (today by default) in the given statuses, in slot order',
      tags,
      access: readDay,
      body: appointmentByStatusFilter,
      response: z.array(appointmentItem),
      handler: ({ auth, body }) => appointmentsOfDay(deps.db, auth, body, deps.clock()),
    }),
    defineRoute({
      method: 'GET',
      url: '/clinic-appointments/has-invalid',
      summary: 'Whether Invalid appointments wait to be edited or cancelled',
      tags,
      access: read,
      response: z.object({ hasInvalid: z.boolean(), count: z.number() }),
      handler: ({ auth }) => hasInvalid(deps.db, auth),
    }),
    defineRoute({
      method: 'GET',
      url: '/clinic-appointments/by-patient-v2',
      summary: "A patient's appointments, newest first",
      tags,
      access: read,
      // A filter: another clinic's patient has no appointments here, so the page is empty, as it always was.
      query: z.object({
        clinicPatientId: filterId('patient', z.coerce.number().int().positive()),
        ...pagingShape,
      }),
      response: pageOf(appointmentItem),
      handler: ({ auth, query }) => appointmentsOfPatient(deps.db, auth, query.clinicPatientId, query),
    }),
    defineRoute({
      method: 'GET',
      url: '/clinic-appointments/:id',
      summary: 'One appointment',
      tags,
      access: read,
      entity,
      params: idParams,
      response: appointmentItem,
      handler: ({ auth, row }) => getAppointment(deps.db, auth, row),
    }),
    defineRoute({
      method: 'GET',
      url: '/clinic-appointments/:id/details-for-edit',
      summary: 'One appointment and the slots of its doctor, location and day',
      tags,
      access: read,
      entity,
      params: idParams,
      response: z.object({ appointment: appointmentItem, slots: z.array(doctorSlot) }),
      handler: ({ auth, row }) => detailsForEdit(deps.db, auth, row, deps.clock()),
    }),
    defineRoute({
      method: 'PUT',
      url: '/clinic-appointments/:id',
      summary: 'Move an appointment to another slot; an Invalid one comes back Approved or NotApproved',
      tags,
      access: write,
      entity,
      params: idParams,
      body: appointmentEditInput,
      response: appointmentItem,
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
