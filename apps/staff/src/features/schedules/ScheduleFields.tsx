import { AppointmentRepeatType, localDate } from '@clinic/domain';
import { Combobox, DatePicker, FormField, Select, TimePicker, useT } from '@clinic/ui';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { useClinicTimeZone } from '../../app/clinicTime';
import { clinicState } from '../../state/clinic';
import type { ScheduleFormInput, ScheduleFormValues } from './editorForm';
import { type CustomRepeatErrors, RepeatEditor } from './RepeatEditor';
import { type CustomRepeat, defaultCustom, repeatOptions } from './repeat';
import * as styles from './scheduleEditor.css';

/**
 * The editor's fields: the doctor (filling in the location when they work at one place), the locations they
 * work at, the day, start and end, the repeat and, for Tùy chỉnh…, the custom repeat editor.
 */
export function ScheduleFields({
  form,
  custom,
  onCustomChange,
  customErrors,
  storedRecurrence,
  disabled,
}: {
  form: UseFormReturn<ScheduleFormInput, unknown, ScheduleFormValues>;
  custom: CustomRepeat;
  onCustomChange: (next: CustomRepeat) => void;
  customErrors: CustomRepeatErrors;
  /** The schedule already has a custom repeat: picking Tùy chỉnh… again keeps it. */
  storedRecurrence: boolean;
  disabled: boolean;
}) {
  const { t } = useT();
  const timeZone = useClinicTimeZone();
  const { doctors, locations } = useSnapshot(clinicState);
  const { errors } = form.formState;
  const date = form.watch('date') || localDate(new Date(), timeZone);
  const repeatType = Number(form.watch('repeatType')) as AppointmentRepeatType;
  const doctor = doctors.find((d) => d.id === form.watch('doctorId'));
  const locationOptions =
    doctor && doctor.locationIds.length > 0
      ? locations.filter((l) => doctor.locationIds.includes(l.id))
      : locations;
  return (
    <>
      <FormField label={t('schedules.form.doctor')} required error={errors.doctorId?.message}>
        <Controller
          control={form.control}
          name="doctorId"
          render={({ field }) => (
            <Combobox
              options={doctors.map((d) => ({ value: d.id, label: d.name }))}
              value={field.value ?? null}
              placeholder={t('schedules.form.doctorPlaceholder')}
              disabled={disabled}
              onChange={(value) => {
                field.onChange(value ?? undefined);
                const links = doctors.find((d) => d.id === value)?.locationIds ?? [];
                if (links.length === 1) form.setValue('locationId', links[0]!);
              }}
            />
          )}
        />
      </FormField>
      <FormField label={t('schedules.form.location')} required error={errors.locationId?.message}>
        <Controller
          control={form.control}
          name="locationId"
          render={({ field }) => (
            <Select
              placeholder={t('schedules.form.locationPlaceholder')}
              options={locationOptions.map((l) => ({ value: l.id, label: l.name }))}
              value={field.value ?? ''}
              disabled={disabled}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? undefined : Number(event.target.value))
              }
            />
          )}
        />
      </FormField>
      <FormField label={t('schedules.form.date')} required error={errors.date?.message}>
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <DatePicker
              value={field.value || null}
              disabled={disabled}
              onChange={(v) => field.onChange(v ?? '')}
            />
          )}
        />
      </FormField>
      <div className={styles.times}>
        <FormField label={t('schedules.form.startTime')} required error={errors.startTime?.message}>
          <Controller
            control={form.control}
            name="startTime"
            render={({ field }) => (
              <TimePicker
                value={field.value || null}
                disabled={disabled}
                onChange={(v) => field.onChange(v ?? '')}
              />
            )}
          />
        </FormField>
        <FormField label={t('schedules.form.endTime')} required error={errors.endTime?.message}>
          <Controller
            control={form.control}
            name="endTime"
            render={({ field }) => (
              <TimePicker
                value={field.value || null}
                disabled={disabled}
                onChange={(v) => field.onChange(v ?? '')}
              />
            )}
          />
        </FormField>
      </div>
      <FormField label={t('schedules.form.repeat')}>
        <Controller
          control={form.control}
          name="repeatType"
          render={({ field }) => (
            <Select
              options={repeatOptions(t, date)}
              disabled={disabled}
              value={field.value}
              onChange={(event) => {
                const next = Number(event.target.value) as AppointmentRepeatType;
                if (next === AppointmentRepeatType.Custom && !storedRecurrence)
                  onCustomChange(defaultCustom(date));
                field.onChange(next);
              }}
            />
          )}
        />
      </FormField>
      {repeatType === AppointmentRepeatType.Custom && (
        <RepeatEditor
          value={custom}
          onChange={onCustomChange}
          date={date}
          errors={customErrors}
          disabled={disabled}
        />
      )}
    </>
  );
}
