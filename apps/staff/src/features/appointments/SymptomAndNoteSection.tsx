import { Card, FormField, SymptomInput, Textarea, useT } from '@clinic/ui';
import { Controller } from 'react-hook-form';
import { useSymptomSuggestions } from '../../shared/forms/useSymptomSuggestions';
import * as patientStyles from '../patients/patients.css';
import type { AppointmentFormApi } from './appointmentForm';

/** The reason for the visit, from the clinic's symptom suggestions or typed, and reception's note. */
export function SymptomAndNoteSection({ form }: { form: AppointmentFormApi }) {
  const { t } = useT();
  const symptomSuggestions = useSymptomSuggestions();
  return (
    <Card title={t('appointments.form.moreSection')}>
      <div className={patientStyles.stack}>
        <FormField label={t('appointments.field.symptom')}>
          <Controller
            control={form.control}
            name="symptom"
            render={({ field }) => (
              <SymptomInput
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                suggestions={symptomSuggestions}
                maxLength={2000}
                placeholder={t('appointments.form.symptomPlaceholder')}
              />
            )}
          />
        </FormField>
        <FormField label={t('appointments.field.note')}>
          <Textarea rows={2} maxLength={2000} {...form.register('note')} />
        </FormField>
      </div>
    </Card>
  );
}
