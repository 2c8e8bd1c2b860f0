import { RecurrenceEnd, RecurrenceFrequency } from '@clinic/domain';
import { DatePicker, FormField, Icon, NumberInput, Radio, RadioGroup, Select, useT } from '@clinic/ui';
import { useId } from 'react';
import {
  allWeekdays,
  type CustomRepeat,
  recurrenceSummary,
  toRecurrence,
  weekdayLongKey,
  weekdayShortKey,
} from './repeat';
import * as styles from './scheduleEditor.css';

/** Error ids of the custom repeat, by field (from recurrenceInput). */
export type CustomRepeatErrors = Partial<Record<'interval' | 'endDate' | 'count', string>>;

/**
 * The custom repeat: every N days / weeks / months, the weekdays of a weekly rule, ends never / on a date / after N
 * occurrences, and the rule in words below.
 */
export function RepeatEditor({
  value,
  onChange,
  date,
  errors = {},
  disabled = false,
}: {
  value: CustomRepeat;
  onChange: (value: CustomRepeat) => void;
  /** The schedule's (first) day: the default weekday and the day of a monthly rule. */
  date: string;
  errors?: CustomRepeatErrors;
  disabled?: boolean;
}) {
  const { t } = useT();
  const titleId = useId();
  const set = (patch: Partial<CustomRepeat>) => onChange({ ...value, ...patch });
  const units = [
    { value: RecurrenceFrequency.Daily, label: t('schedules.custom.day') },
    { value: RecurrenceFrequency.Weekly, label: t('schedules.custom.week') },
    { value: RecurrenceFrequency.Monthly, label: t('schedules.custom.month') },
  ];
  return (
    <section className={styles.custom} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.customTitle}>
        {t('schedules.custom.title')}
      </h3>
      <div className={styles.inline}>
        <span>{t('schedules.custom.every')}</span>
        <FormField
          label={t('schedules.custom.interval')}
          hideLabel
          error={errors.interval}
          errorParams={{ min: 1, max: 99 }}
        >
          <NumberInput
            className={styles.narrowControl}
            value={value.interval}
            onChange={(n) => set({ interval: n ?? 0 })}
            inputMode="numeric"
            maxLength={2}
            disabled={disabled}
          />
        </FormField>
        <FormField label={t('schedules.custom.frequency')} hideLabel>
          <Select
            className={styles.unitControl}
            value={value.frequency}
            options={units}
            disabled={disabled}
            onChange={(event) => set({ frequency: Number(event.target.value) as RecurrenceFrequency })}
          />
        </FormField>
      </div>
      {value.frequency === RecurrenceFrequency.Weekly && (
        <div className={styles.inline}>
          <span>{t('schedules.custom.on')}</span>
          <div className={styles.weekdays}>
            {allWeekdays.map((d) => (
              <button
                key={d}
                type="button"
                className={styles.weekdayToggle}
                aria-pressed={value.daysOfWeek.includes(d)}
                aria-label={t(weekdayLongKey(d))}
                disabled={disabled}
                onClick={() =>
                  set({
                    daysOfWeek: value.daysOfWeek.includes(d)
                      ? value.daysOfWeek.filter((x) => x !== d)
                      : [...value.daysOfWeek, d],
                  })
                }
              >
                {t(weekdayShortKey(d))}
              </button>
            ))}
          </div>
        </div>
      )}
      <RadioGroup
        aria-label={t('schedules.custom.ends')}
        value={value.end}
        onChange={(end) => set({ end: end as RecurrenceEnd })}
        disabled={disabled}
      >
        <span>{t('schedules.custom.ends')}</span>
        <div className={styles.endRow}>
          <Radio value={RecurrenceEnd.Never} label={t('schedules.custom.never')} />
        </div>
        <div className={styles.endRow}>
          <Radio value={RecurrenceEnd.OnDay} label={t('schedules.custom.onDate')} />
          <FormField label={t('schedules.custom.endDate')} hideLabel error={errors.endDate}>
            <DatePicker
              className={styles.dateControl}
              value={value.endDate}
              min={date}
              disabled={disabled || value.end !== RecurrenceEnd.OnDay}
              onChange={(endDate) => set({ endDate })}
            />
          </FormField>
        </div>
        <div className={styles.endRow}>
          <Radio value={RecurrenceEnd.After} label={t('schedules.custom.after')} />
          <div className={styles.inline}>
            <FormField
              label={t('schedules.custom.count')}
              hideLabel
              error={errors.count}
              errorParams={{ min: 1, max: 1000 }}
            >
              <NumberInput
                className={styles.narrowControl}
                value={value.count}
                onChange={(count) => set({ count })}
                inputMode="numeric"
                maxLength={4}
                disabled={disabled || value.end !== RecurrenceEnd.After}
              />
            </FormField>
            <span>{t('schedules.custom.times')}</span>
          </div>
        </div>
      </RadioGroup>
      <p className={styles.summary} role="status">
        <Icon name="repeat" size="sm" />
        {recurrenceSummary(t, toRecurrence(value, date), date)}
      </p>
    </section>
  );
}
