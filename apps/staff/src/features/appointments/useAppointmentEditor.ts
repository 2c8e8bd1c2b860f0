import type { AppointmentItem } from '@clinic/api-client';
import { toast, useT } from '@clinic/ui';
import { useLocation } from 'wouter';
import { useClinicTimeZone } from '../../app/clinicTime';
import { applyServerFieldErrors } from '../../shared/forms/forms';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { useDuplicatePatients } from '../patients/duplicates';
import { todayIn } from '../schedules/calendar';
import {
  appointmentFieldNames,
  type BookingPrefill,
  bodyOf,
  fieldErrors,
  useAppointmentForm,
} from './appointmentForm';
import { useSaveAppointment } from './mutations';
import { findDuplicatePatients, findSharedPhonePatients } from './queries';

/**
 * The booking (or edit) form's state and its save: the values as picked with the errors they show, the look-up of
 * a new patient's existing records, and the submit that saves and opens the saved appointment.
 */
export function useAppointmentEditor(
  appointment: AppointmentItem | undefined,
  prefill: BookingPrefill | undefined,
) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const [, navigate] = useLocation();
  const timeZone = useClinicTimeZone();
  const editing = appointment !== undefined;

  const form = useAppointmentForm(appointment, todayIn(timeZone), prefill);
  const values = form.watch();
  const errors = fieldErrors(form.formState.errors, values);

  const creatingPatient = !editing && values.mode === 'new';
  const duplicates = useDuplicatePatients(
    findDuplicatePatients,
    creatingPatient ? values.patient.fullName : '',
    creatingPatient ? values.patient.phone : '',
    findSharedPhonePatients,
  );

  const save = useSaveAppointment();
  const saveInput = () => {
    const current = form.getValues();
    return appointment
      ? { id: appointment.id, body: bodyOf(current, true) }
      : { body: bodyOf(current, false) };
  };
  const submitSave = () =>
    save.mutate(saveInput(), {
      onSuccess: (saved) => {
        toast.success(
          t(editing ? 'appointments.form.saved' : 'appointments.form.created', { code: saved.code }),
        );
        navigate(`/${saved.id}`);
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, appointmentFieldNames);
        // A rule of the booking (slot taken, twice in a slot, too many, too soon) is a message, not a field.
        toast.error(errorText(error) ?? '');
      },
    });
  const submit = form.handleSubmit(
    // The values are checked by the contract's schema; the body is built again from them in saveInput.
    () => (creatingPatient ? void duplicates.guard(submitSave) : submitSave()),
    () => toast.error(t('appointments.form.fixErrors')),
  );

  return { form, values, errors, editing, duplicates, submit, busy: save.isPending };
}
