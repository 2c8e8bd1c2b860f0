import { DatePicker, FormField, NumberInput, RadioGroup, useT } from '@clinic/ui';
import { Controller } from 'react-hook-form';
import type { BirthMode, PatientFormApi } from './patientForm';
import * as styles from './patients.css';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A birthday or only a year of birth: the choice clears the other field, and a year already known from the birthday
 * is kept when switching to 'year only'.
 */
export function BirthFields({
  form,
  mode,
  onModeChange,
  disabled,
}: {
  form: PatientFormApi;
  mode: BirthMode;
  onModeChange: (mode: BirthMode) => void;
  disabled?: boolean;
}) {
  const { t } = useT();
  const { errors } = form.formState;
  const change = (next: BirthMode) => {
    if (next === mode) return;
    const birthday = form.getValues('birthday');
    if (next === 'year') {
      const year = typeof birthday === 'string' && birthday ? Number(birthday.slice(0, 4)) : null;
      form.setValue('yearOfBirth', year, { shouldDirty: true });
      form.setValue('birthday', null, { shouldDirty: true });
    } else {
      form.setValue('yearOfBirth', null, { shouldDirty: true });
    }
    form.clearErrors(['birthday', 'yearOfBirth']);
    onModeChange(next);
  };
  return (
    <div className={styles.birth}>
      <FormField label={t('patients.birthMode.label')}>
        <RadioGroup<BirthMode>
          orientation="horizontal"
          value={mode}
          onChange={change}
          disabled={disabled}
          options={[
            { value: 'date', label: t('patients.birthMode.date') },
            { value: 'year', label: t('patients.birthMode.year') },
          ]}
        />
      </FormField>
      {mode === 'date' ? (
        <FormField
          label={t('patients.field.birthday')}
          error={errors.birthday?.message as string | undefined}
        >
          <Controller
            control={form.control}
            name="birthday"
            render={({ field }) => (
              <DatePicker
                value={typeof field.value === 'string' ? field.value : null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                max={today()}
                disabled={disabled}
              />
            )}
          />
        </FormField>
      ) : (
        <FormField
          label={t('patients.field.yearOfBirth')}
          error={errors.yearOfBirth?.message as string | undefined}
          errorParams={{ min: 1900, max: new Date().getFullYear() }}
        >
          <Controller
            control={form.control}
            name="yearOfBirth"
            render={({ field }) => (
              <NumberInput
                value={typeof field.value === 'number' ? field.value : null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                inputMode="numeric"
                maxLength={4}
                placeholder="1985"
                disabled={disabled}
              />
            )}
          />
        </FormField>
      )}
    </div>
  );
}
