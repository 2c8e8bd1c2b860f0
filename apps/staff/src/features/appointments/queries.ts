import type { AppointmentItem, AppointmentSearchBody, Page, ScheduleSlotsBody } from '@clinic/api-client';
import {
  AppointmentStatus,
  appointmentRealtimeEvents,
  FormOwnerKind,
  type PatientDuplicateQuery,
  ScreenId,
} from '@clinic/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, realtime } from '../../app/session';

// Screen 10's reads and its live refresh, over the staff app's one API client. Every call says it comes from
// screen 10 (the server checks it); the patient look-ups belong to screen 12 and say so.

const screen = { screenId: ScreenId.Appointments };
const patientRecords = { screenId: ScreenId.PatientRecords };

/** Cache keys: every appointment query starts with 'appointments', so one invalidation refreshes them all. */
export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (query: unknown) => ['appointments', 'list', query] as const,
  count: (body: unknown) => ['appointments', 'count', body] as const,
  invalid: ['appointments', 'has-invalid'] as const,
  one: (id: number) => ['appointments', 'one', id] as const,
  history: (id: number) => ['appointments', 'history', id] as const,
  slots: (body: unknown) => ['appointments', 'slots', body] as const,
  patients: (keyword: string) => ['appointments', 'patients', keyword] as const,
  checkInForms: ['appointments', 'check-in-forms'] as const,
  formProperties: (formId: number) => ['appointments', 'form-properties', formId] as const,
};

export function useAppointmentSearch(
  paging: { pageSize: number; pageNumber: number },
  body: AppointmentSearchBody,
) {
  return useQuery({
    queryKey: appointmentKeys.list({ paging, body }),
    queryFn: ({ signal }) => api.appointments.search(paging, body, { ...screen, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAppointmentCount(body: AppointmentSearchBody) {
  return useQuery({
    queryKey: appointmentKeys.count(body),
    queryFn: ({ signal }) => api.appointments.searchCount(body, { ...screen, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useHasInvalidAppointments() {
  return useQuery({
    queryKey: appointmentKeys.invalid,
    queryFn: ({ signal }) => api.appointments.hasInvalid({ ...screen, signal }),
  });
}

/** The appointment `id`; none is read while `id` is undefined (a new booking). */
export function useAppointment(id: number | undefined) {
  return useQuery({
    queryKey: appointmentKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.appointments.get(id ?? 0, { ...screen, signal }),
    enabled: id !== undefined,
  });
}

export function useAppointmentHistory(id: number) {
  return useQuery({
    queryKey: appointmentKeys.history(id),
    queryFn: ({ signal }) => api.appointments.history(id, { ...screen, signal }),
  });
}

/** The free slots of a doctor (or a specialty) at a location on a day; none read while `body` is null. */
export function useScheduleSlots(body: ScheduleSlotsBody | null, enabled: boolean) {
  return useQuery({
    queryKey: appointmentKeys.slots(body),
    queryFn: ({ signal }) => api.schedules.getScheduleSlots(body as ScheduleSlotsBody, { ...screen, signal }),
    enabled: body !== null && enabled,
  });
}

/** The booking form's patient search: one page of 20 records matching `keyword` (all records when blank). */
export function usePatientSearch(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: appointmentKeys.patients(keyword),
    queryFn: async ({ signal }) =>
      (
        await api.patients.search({ pageSize: 20, pageNumber: 1 }, keyword ? { keyword } : {}, {
          ...patientRecords,
          signal,
        })
      ).pageData,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Existing records with a new patient's name and phone (accents ignored). */
export const findDuplicatePatients = (query: PatientDuplicateQuery) =>
  api.patients.findDuplicates(query, patientRecords);

/** Existing records holding a new patient's phone under another name. */
export const findSharedPhonePatients = (query: PatientDuplicateQuery) =>
  api.patients.findSharedPhone(query, patientRecords);

/** The doctor's appointments in progress on that clinic day (the second-exam question on the details page). */
export async function examsInProgress(doctorId: number, date: string): Promise<AppointmentItem[]> {
  const page = await api.appointments.search(
    { pageSize: 20, pageNumber: 1 },
    { doctorIds: [doctorId], statuses: [AppointmentStatus.InProgress], from: date, to: date },
    screen,
  );
  return page.pageData;
}

/**
 * Every appointment.* event (another desk, the queue, the booking page) carries the appointment. The details page and
 * every list row holding it take it as it is, without a read. Only what the payload cannot say is read again: which
 * page and status tab it now belongs to and their totals (paging and filters are the server's: the lists, their
 * counts, the invalid banner), and the status history of that one appointment.
 */
export function useAppointmentEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offs = appointmentRealtimeEvents.map((event) =>
      realtime.on(event, (appointment) => {
        const { id } = appointment;
        if (queryClient.getQueryData(appointmentKeys.one(id)))
          queryClient.setQueryData(appointmentKeys.one(id), appointment);
        queryClient.setQueriesData<Page<AppointmentItem>>(
          { queryKey: [...appointmentKeys.all, 'list'] },
          (page) => page && { ...page, pageData: page.pageData.map((a) => (a.id === id ? appointment : a)) },
        );
        for (const queryKey of [
          [...appointmentKeys.all, 'list'],
          [...appointmentKeys.all, 'count'],
          appointmentKeys.invalid,
          appointmentKeys.history(id),
        ])
          void queryClient.invalidateQueries({ queryKey });
      }),
    );
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient]);
}

/**
 * The clinic's check-in forms (entity CheckInSheet), the default first: readable by any staff member, asked as the
 * screen showing the check-in (the queue or the appointment page).
 */
export function useCheckInForms(screenId: ScreenId) {
  return useQuery({
    queryKey: appointmentKeys.checkInForms,
    queryFn: ({ signal }) => api.forms.allByEntityType(FormOwnerKind.CheckInSheet, { screenId, signal }),
    staleTime: 0,
  });
}

/** The properties of check-in form `formId`; none read while it is null. */
export function useCheckInFormProperties(screenId: ScreenId, formId: number | null) {
  return useQuery({
    queryKey: appointmentKeys.formProperties(formId ?? 0),
    queryFn: ({ signal }) => api.forms.properties(formId ?? 0, { screenId, signal }),
    enabled: formId !== null,
    staleTime: 0,
  });
}
