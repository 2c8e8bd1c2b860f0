import type {
  AppointmentItem,
  CreateAppointmentBody,
  PatientListItem,
  UpdateAppointmentBody,
} from '@clinic/api-client';
import { blankToNull, formErrorIds } from '@clinic/domain';
import { appointmentCreateInput, appointmentEditInput } from '@clinic/domain/contracts';
import { tidySymptom } from '@clinic/ui';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { zodFormResolver } from '../../shared/forms/forms';

// The booking and edit form over the appointments contract: the values are what reception picked, the body is
// built from them and checked with the very schema the API parses it with (create, or edit when editing).

/** The form's values; `mode` says whether the body names an existing record or a new patient. */
export interface AppointmentFormValues {
  mode: 'existing' | 'new';
  clinicPatientId: number | undefined;
  patient: { fullName: string; gender: 0 | 1 | null; phone: string; yearOfBirth: number | null };
  /** The booked doctor: the chosen slot's, else the one picked. */
  doctorId: number | undefined;
  locationId: number | undefined;
  date: string | undefined;
  /** The chosen slot's time. */
  time: string | undefined;
  symptom: string;
  note: string;
  /** A walk-in added to the current queue now. */
  notReserved: boolean;
}

/**
 * A new appointment started from elsewhere with its patient, doctor, place and day chosen (the re-examination
 * list's "Book" passes it in the navigation's history state; see readBookingPrefill).
 */
export interface BookingPrefill {
  patient: PatientListItem;
  doctorId: number;
  locationId?: number | undefined;
  date?: string | undefined;
}

/** The prefill a screen put in the history state when it opened '/appointments/new', if any. */
export function readBookingPrefill(): BookingPrefill | undefined {
  const state: unknown = typeof window === 'undefined' ? undefined : window.history.state;
  const prefill = (state as { bookingPrefill?: BookingPrefill } | null)?.bookingPrefill;
  return prefill && typeof prefill.patient?.id === 'number' ? prefill : undefined;
}

export function initialValues(
  appointment: AppointmentItem | undefined,
  today: string,
  prefill?: BookingPrefill,
): AppointmentFormValues {
  return {
    mode: 'existing',
    clinicPatientId: prefill?.patient.id,
    patient: { fullName: '', gender: null, phone: '', yearOfBirth: null },
    doctorId: appointment?.doctorId ?? prefill?.doctorId,
    locationId: appointment?.locationId ?? prefill?.locationId,
    date: appointment?.date ?? (prefill?.date && prefill.date >= today ? prefill.date : today),
    time: appointment?.time,
    symptom: appointment?.symptom ?? '',
    note: appointment?.note ?? '',
    notReserved: false,
  };
}

/** The body as typed (the API parses it with the same schema); blank texts go as null. */
export function bodyOf(values: AppointmentFormValues, editing: true): UpdateAppointmentBody;
export function bodyOf(values: AppointmentFormValues, editing: boolean): CreateAppointmentBody;
export function bodyOf(
  values: AppointmentFormValues,
  editing: boolean,
): CreateAppointmentBody | UpdateAppointmentBody {
  const texts = {
    symptom: blankToNull(tidySymptom(values.symptom.trim())),
    note: blankToNull(values.note.trim()),
  };
  const place = { doctorId: values.doctorId as number, locationId: values.locationId as number };
  const slot = { date: values.date as string, time: values.time as string };
  if (editing) return { ...place, ...slot, ...texts };
  const who =
    values.mode === 'existing'
      ? { clinicPatientId: values.clinicPatientId as number }
      : { patient: values.patient as CreateAppointmentBody['patient'] & object };
  return { ...who, ...place, ...(values.notReserved ? { notReserved: true } : slot), ...texts };
}

export function useAppointmentForm(
  appointment: AppointmentItem | undefined,
  today: string,
  prefill?: BookingPrefill,
) {
  const editing = appointment !== undefined;
  // The resolver's types cannot follow either schema; the cast only restates what it returns.
  const check = zodFormResolver(
    (editing ? appointmentEditInput : appointmentCreateInput) as never,
  ) as unknown as Resolver<AppointmentFormValues>;
  return useForm<AppointmentFormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The focus stays on the book button, as before: the toast and the marked fields say what to fix.
    shouldFocusError: false,
    defaultValues: initialValues(appointment, today, prefill),
    // The schema's paths (clinicPatientId, patient.phone, time …) are the values' own names.
    resolver: (values, context, options) =>
      check(bodyOf(values, editing) as unknown as AppointmentFormValues, context, options),
  });
}

/** The form as the booking screen's parts share it. */
export type AppointmentFormApi = ReturnType<typeof useAppointmentForm>;

/** The message ids the form's fields show; the pickers are answered by the form's own words. */
export function fieldErrors(errors: FieldErrors<AppointmentFormValues>, values: AppointmentFormValues) {
  // Like the API: a value not given is "required", whatever the schema's type or union message says.
  const orRequired = (message: string | undefined, value: unknown) =>
    message === undefined
      ? undefined
      : value === undefined || value === null
        ? formErrorIds.required
        : message;
  const slotError = errors.date ?? errors.time;
  return {
    patient: errors.clinicPatientId?.message,
    fullName: errors.patient?.fullName?.message,
    // The resolver reports a union's first branch ('expected 0'); not chosen is what it means.
    gender: orRequired(errors.patient?.gender?.message, values.patient.gender),
    phone: errors.patient?.phone?.message,
    yearOfBirth: errors.patient?.yearOfBirth?.message,
    doctorId: orRequired(errors.doctorId?.message, values.doctorId),
    locationId: orRequired(errors.locationId?.message, values.locationId),
    // A day but no slot yet: "choose a time slot" says what to do better than "required".
    slot: !slotError
      ? undefined
      : values.date !== undefined && values.time === undefined && !errors.date
        ? 'appointments.form.slotRequired'
        : orRequired(slotError.message, errors.date ? values.date : values.time),
  };
}

/** The message id each field shows, if any. */
export type AppointmentFieldErrors = ReturnType<typeof fieldErrors>;

/** The fields the server's schema errors (`body.patient.phone` …) may name. */
export const appointmentFieldNames = [
  'clinicPatientId',
  'patient.fullName',
  'patient.gender',
  'patient.phone',
  'patient.yearOfBirth',
  'doctorId',
  'locationId',
  'date',
  'time',
] as const;
