import { z } from 'zod';
import { allAppointmentStatuses } from '../appointments';
import { checkInInput, checkInSheetInput } from '../check-in-input';
import { CANCEL_REASON_MAX_LENGTH } from '../constants';
import { formErrorIds } from '../form-errors';
import { patientInput } from '../patients';
import { filterId, ref } from '../refs';
import { idParam, recordId } from '../validation';
import {
  appointmentHistoryItem,
  appointmentItem,
  appointmentSearchCount,
  checkInSheetItem,
} from './appointment-shapes';
import { endpoint } from './endpoint';
import { idParams, pageOf, pagingShape } from './paging';
import { bookingDate, doctorSlot } from './slots';

// /clinic-appointments and /check-in-sheets: booking, editing, the lists and the status moves (screens 10 and
// 11, docs/product.md#appointment-statuses). The staff app's appointment form validates with the same inputs.

/** A clinic day 'YYYY-MM-DD' that exists in the calendar (the slot queries' own). */
export const clinicDay = bookingDate;

/** A time of day 'HH:mm' (24 h). */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, formErrorIds.invalidValue);

/** A symptom or note: trimmed, at most 2000 characters, may be absent. */
export const freeText = z.string().trim().max(2000, formErrorIds.maxLength).nullish();

const appointmentStatus = z.union(allAppointmentStatuses.map((s) => z.literal(s)));

/** POST /clinic-appointments/create. `date`/`time` are required unless `notReserved` (a walk-in starts now). */
export const appointmentCreateInput = z
  .object({
    clinicPatientId: ref('patient').optional(),
    patient: patientInput.optional(),
    doctorId: ref('doctor', { withinGroups: true }),
    locationId: ref('location'),
    date: clinicDay.optional(),
    time: timeOfDay.optional(),
    symptom: freeText,
    note: freeText,
    notReserved: z.boolean().optional(),
  })
  .superRefine(
    (v, ctx) => {
      if ((v.clinicPatientId === undefined) === (v.patient === undefined)) {
        const message = v.clinicPatientId === undefined ? formErrorIds.required : formErrorIds.invalidValue;
        ctx.addIssue({ code: 'custom', message, path: ['clinicPatientId'], input: v });
      }
      if (!v.notReserved) {
        for (const key of ['date', 'time'] as const)
          if (v[key] === undefined)
            ctx.addIssue({ code: 'custom', message: formErrorIds.required, path: [key], input: v });
      }
    },
    // Also when a field failed, so a form (and the API's answer) names every missing part at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

/** PUT /clinic-appointments/:id: the new slot and texts. */
export const appointmentEditInput = z.object({
  // Of the clinic only: a hidden appointment answers 4001 first, then place() applies the group rule.
  doctorId: ref('doctor'),
  locationId: ref('location'),
  date: clinicDay,
  time: timeOfDay,
  symptom: freeText,
  note: freeText,
});

/** The filter body of search and search-count. `from`/`to` are clinic days, both included. */
export const appointmentSearchFilter = z.object({
  from: clinicDay.optional(),
  to: clinicDay.optional(),
  statuses: z.array(appointmentStatus).optional(),
  doctorIds: z.array(filterId('doctor')).optional(),
  locationIds: z.array(filterId('location')).optional(),
  keyword: z.string().max(200, formErrorIds.maxLength).optional(),
});

/** POST /clinic-appointments/all-today. */
export const appointmentTodayFilter = z.object({
  doctorIds: z.array(filterId('doctor')).max(500).optional(),
  locationIds: z.array(filterId('location')).max(500).optional(),
});

/** POST /clinic-appointments/all-by-status: `date` is a clinic day, today (clinic zone) when absent. */
export const appointmentByStatusFilter = appointmentTodayFilter.extend({
  statuses: z.array(appointmentStatus).min(1, formErrorIds.required),
  date: clinicDay.optional(),
});

/** A filter: another clinic's patient has no appointments here, so the page is empty, as it always was. */
export const appointmentsOfPatientQuery = z.object({
  clinicPatientId: filterId('patient', idParam),
  ...pagingShape,
});

/** A status move of one appointment: the path names it, the answer is the moved appointment. */
const transition = <const U extends string>(url: U) =>
  endpoint({ method: 'PUT', url, params: idParams, response: appointmentItem });

export const appointmentsContract = {
  /** Books a slot (60 minutes ahead at least), or adds a walk-in to the current queue (notReserved). */
  create: endpoint({
    method: 'POST',
    url: '/clinic-appointments/create',
    body: appointmentCreateInput,
    response: appointmentItem,
  }),
  search: endpoint({
    method: 'POST',
    url: '/clinic-appointments/search',
    query: z.object(pagingShape),
    body: appointmentSearchFilter,
    response: pageOf(appointmentItem),
  }),
  searchCount: endpoint({
    method: 'POST',
    url: '/clinic-appointments/search-count',
    body: appointmentSearchFilter,
    response: appointmentSearchCount,
  }),
  /** Every appointment of the clinic day, every status, in slot order: the queue of screen 11. */
  allToday: endpoint({
    method: 'POST',
    url: '/clinic-appointments/all-today',
    body: appointmentTodayFilter,
    response: z.array(appointmentItem),
  }),
  allByStatus: endpoint({
    method: 'POST',
    url: '/clinic-appointments/all-by-status',
    body: appointmentByStatusFilter,
    response: z.array(appointmentItem),
  }),
  hasInvalid: endpoint({
    method: 'GET',
    url: '/clinic-appointments/has-invalid',
    response: z.object({ hasInvalid: z.boolean(), count: z.number() }),
  }),
  /** Newest first. */
  byPatient: endpoint({
    method: 'GET',
    url: '/clinic-appointments/by-patient-v2',
    query: appointmentsOfPatientQuery,
    response: pageOf(appointmentItem),
  }),
  get: endpoint({
    method: 'GET',
    url: '/clinic-appointments/:id',
    params: idParams,
    response: appointmentItem,
  }),
  /** The appointment and the slots of its doctor, location and day. */
  detailsForEdit: endpoint({
    method: 'GET',
    url: '/clinic-appointments/:id/details-for-edit',
    params: idParams,
    response: z.object({ appointment: appointmentItem, slots: z.array(doctorSlot) }),
  }),
  /** Moves an appointment to another slot; an Invalid one comes back Approved or NotApproved. */
  update: endpoint({
    method: 'PUT',
    url: '/clinic-appointments/:id',
    params: idParams,
    body: appointmentEditInput,
    response: appointmentItem,
  }),
  /** All or none: any that cannot be approved leaves every one unchanged. */
  approve: endpoint({
    method: 'PUT',
    url: '/clinic-appointments/approve',
    body: z.object({ ids: z.array(recordId()).min(1).max(200) }),
    response: z.array(appointmentItem),
  }),
  checkIn: endpoint({
    method: 'PUT',
    url: '/clinic-appointments/:id/check-in',
    params: idParams,
    // No body at all is a plain check-in (typed, so the client's body is the input's, not unknown).
    body: z.preprocess((v: z.input<typeof checkInInput> | undefined) => v ?? {}, checkInInput),
    response: appointmentItem,
  }),
  startExam: transition('/clinic-appointments/:id/start-exam'),
  finishExam: transition('/clinic-appointments/:id/finish-exam'),
  cancel: endpoint({
    method: 'PUT',
    url: '/clinic-appointments/cancel',
    body: z.object({
      id: recordId(),
      reason: z.string().max(CANCEL_REASON_MAX_LENGTH).optional(),
    }),
    response: appointmentItem,
  }),
  /** The sheet, or null when none was saved. */
  checkInSheet: endpoint({
    method: 'GET',
    url: '/clinic-appointments/:id/check-in-sheet',
    params: idParams,
    response: checkInSheetItem.nullable(),
  }),
  /** Creates or replaces (corrects) the sheet of a checked-in or in-progress appointment, validated as at check-in. */
  saveCheckInSheet: endpoint({
    method: 'POST',
    url: '/check-in-sheets',
    body: checkInSheetInput.extend({ appointmentId: ref('appointment') }),
    response: checkInSheetItem,
  }),
  history: endpoint({
    method: 'GET',
    url: '/clinic-appointments/:id/history',
    params: idParams,
    response: z.array(appointmentHistoryItem),
  }),
};

export type AppointmentCreateInput = z.output<typeof appointmentCreateInput>;
export type AppointmentEditInput = z.output<typeof appointmentEditInput>;
export type AppointmentSearchFilter = z.output<typeof appointmentSearchFilter>;
export type AppointmentTodayFilter = z.output<typeof appointmentTodayFilter>;
