import type { PatientListItem } from '@clinic/api-client';
import { genderOptions } from '@clinic/domain';
import { FormField, Input, NumberInput, Select, useT } from '@clinic/ui';
import { Controller } from 'react-hook-form';
import { DuplicatePatients } from '../patients/duplicates';
import * as patientStyles from '../patients/patients.css';
import type { AppointmentFieldErrors, AppointmentFormApi } from './appointmentForm';

/** A new patient's name, gender, phone and year of birth, booked with the appointment; or a record they already have. */
export function NewPatientFields({
  form,
  errors,
  duplicates,
  onPickExisting,
}: {
  form: AppointmentFormApi;
  errors: AppointmentFieldErrors;
  duplicates: { matches: readonly PatientListItem[]; shared: readonly PatientListItem[] };
  onPickExisting: (existing: PatientListItem) => void;
}) {
  const { t } = useT();
  return (
    <div className={patientStyles.grid}>
      {(duplicates.matches.length > 0 || duplicates.shared.length > 0) && (
        <DuplicatePatients
          className={patientStyles.wide}
          matches={duplicates.matches}
          shared={duplicates.shared}
          actionLabel={t('patients.duplicates.use')}
          onPick={onPickExisting}
        />
      )}
      <FormField label={t('appointments.form.fullName')} required error={errors.fullName}>
        <Input maxLength={200} {...form.register('patient.fullName')} />
      </FormField>
      <FormField label={t('appointments.form.gender')} required error={errors.gender}>
        <Controller
          control={form.control}
          name="patient.gender"
          render={({ field }) => (
            <Select
              value={field.value ?? ''}
              onChange={(e) =>
                field.onChange(e.target.value === '' ? null : (Number(e.target.value) as 0 | 1))
              }
              onBlur={field.onBlur}
              ref={field.ref}
              options={[
                { value: '', label: '' },
                ...genderOptions.map((o) => ({ value: o.value, label: t(o.labelKey) })),
              ]}
            />
          )}
        />
      </FormField>
      <FormField label={t('appointments.form.phone')} required error={errors.phone}>
        <Input inputMode="tel" maxLength={15} {...form.register('patient.phone')} />
      </FormField>
      <FormField label={t('appointments.form.yearOfBirth')} error={errors.yearOfBirth}>
        <Controller
          control={form.control}
          name="patient.yearOfBirth"
          render={({ field }) => (
            <NumberInput value={field.value} onChange={field.onChange} inputMode="numeric" maxLength={4} />
          )}
        />
      </FormField>
    </div>
  );
}
