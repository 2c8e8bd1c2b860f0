import type { AppointmentItem, PatientListItem } from '@clinic/api-client';
import { Card, Combobox, type ComboboxOption, FormField, RadioGroup, useT } from '@clinic/ui';
import { useState } from 'react';
import { useDebounced } from '../../shared/resources/useDebounced';
import * as patientStyles from '../patients/patients.css';
import type { AppointmentFieldErrors, AppointmentFormApi, AppointmentFormValues } from './appointmentForm';
import { NewPatientFields } from './NewPatientFields';
import { usePatientSearch } from './queries';

/**
 * Who the appointment is for: the booked patient when editing; else a record found by search, or a new patient's
 * details (with the clinic's records of the same person offered instead).
 */
export function PatientSection({
  appointment,
  form,
  mode,
  errors,
  duplicates,
  prefilledPatient,
  busy,
}: {
  appointment: AppointmentItem | undefined;
  form: AppointmentFormApi;
  mode: AppointmentFormValues['mode'];
  errors: AppointmentFieldErrors;
  duplicates: { matches: readonly PatientListItem[]; shared: readonly PatientListItem[] };
  prefilledPatient: PatientListItem | undefined;
  busy: boolean;
}) {
  const { t } = useT();
  const editing = appointment !== undefined;
  // Kept here, not in the picker, so the chosen record and the search survive a switch to "new patient" and back.
  const [patient, setPatient] = useState<PatientListItem | null>(prefilledPatient ?? null);
  const [patientText, setPatientText] = useState('');

  const choosePatient = (chosen: PatientListItem | null) => {
    setPatient(chosen);
    form.setValue('clinicPatientId', chosen?.id);
  };
  const pickExisting = (existing: PatientListItem) => {
    form.setValue('mode', 'existing');
    choosePatient(existing);
    form.clearErrors();
  };

  const keyword = useDebounced(patientText.trim(), 300);
  const patients = usePatientSearch(keyword, !editing && mode === 'existing');
  const patientRows = [...(patients.data ?? [])];
  if (patient && !patientRows.some((p) => p.id === patient.id)) patientRows.unshift(patient);
  const patientOptions: ComboboxOption<number>[] = patientRows.map((p) => ({
    value: p.id,
    label: `${p.fullName} (${p.code})`,
    description: [p.phone, p.yearOfBirth].filter(Boolean).join(' · '),
  }));

  return (
    <Card title={t('appointments.form.patientSection')}>
      {appointment ? (
        <p>
          <strong>{appointment.patient.fullName}</strong> · {appointment.patient.code} ·{' '}
          {appointment.patient.phone}
        </p>
      ) : (
        <div className={patientStyles.stack}>
          <RadioGroup<'existing' | 'new'>
            aria-label={t('appointments.form.patientMode')}
            orientation="horizontal"
            value={mode}
            onChange={(next) => {
              form.setValue('mode', next);
              form.clearErrors();
            }}
            options={[
              { value: 'existing', label: t('appointments.form.existingPatient') },
              { value: 'new', label: t('appointments.form.newPatient') },
            ]}
          />
          {mode === 'existing' ? (
            <FormField label={t('appointments.field.patient')} required error={errors.patient}>
              <Combobox<number>
                options={patientOptions}
                value={patient?.id ?? null}
                filter={false}
                loading={patients.isFetching}
                placeholder={t('appointments.form.pickPatient')}
                onInputChange={setPatientText}
                onChange={(id) => choosePatient(patientRows.find((p) => p.id === id) ?? null)}
                disabled={busy}
              />
            </FormField>
          ) : (
            <NewPatientFields
              form={form}
              errors={errors}
              duplicates={duplicates}
              onPickExisting={pickExisting}
            />
          )}
        </div>
      )}
    </Card>
  );
}
