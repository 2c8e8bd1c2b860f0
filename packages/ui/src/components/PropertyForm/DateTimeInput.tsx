import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useT } from '../../useT';
import { DatePicker } from '../DatePicker/DatePicker';
import { useFieldControl } from '../FormField/FormFieldContext';
import { TimePicker } from '../TimePicker/TimePicker';
import * as styles from './PropertyForm.css';

interface Parts {
  date: string | null;
  time: string | null;
}

/**
 * '2026-11-21T08:30:00+07:00' → the date and the time in the device's zone; the halves joinDateTime makes
 * ('2026-11-21', 'T08:30') come back as they were.
 */
export function splitDateTime(value: string | null | undefined): Parts {
  if (!value) return { date: null, time: null };
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return { date: value, time: null };
  if (/^T\d{2}:\d{2}$/.test(value)) return { date: null, time: value.slice(1) };
  const moment = dayjs(value);
  return moment.isValid()
    ? { date: moment.format('YYYY-MM-DD'), time: moment.format('HH:mm') }
    : { date: null, time: null };
}

/**
 * The value for a date and a time: an ISO date-time with the device's offset when both are given, null when
 * neither is; half of one is sent as it is ('2026-11-21' or 'T08:30'), so validation says it is incomplete
 * rather than the form quietly dropping it.
 */
export function joinDateTime({ date, time }: Parts): string | null {
  if (date && time) return dayjs(`${date}T${time}`).format();
  if (date) return date;
  if (time) return `T${time}`;
  return null;
}

export interface DateTimeInputProps {
  value: string | null;
  onChange: (value: string | null) => void;
  /** The field's name, to name the time box for screen readers ('Giờ hẹn – giờ'). */
  label: string;
  disabled?: boolean;
}

/** A DateTime property: the suite's date picker and time picker side by side. */
export function DateTimeInput({ value, onChange, label, disabled }: DateTimeInputProps) {
  const { t } = useT();
  const field = useFieldControl({});
  const [parts, setParts] = useState(() => splitDateTime(value));
  const lastEmitted = useRef(value);
  // A value from outside (a reset, a loaded record) replaces what is typed; our own echo does not.
  if (value !== lastEmitted.current) {
    lastEmitted.current = value;
    setParts(splitDateTime(value));
  }

  const update = (change: Partial<Parts>) => {
    const next = { ...parts, ...change };
    setParts(next);
    const joined = joinDateTime(next);
    lastEmitted.current = joined;
    onChange(joined);
  };

  return (
    <div className={styles.dateTime}>
      <DatePicker value={parts.date} disabled={disabled} onChange={(date) => update({ date })} />
      <TimePicker
        id={`${field.id}-time`}
        aria-label={t('formRenderer.dateTime.time', { label })}
        value={parts.time}
        disabled={disabled}
        onChange={(time) => update({ time })}
      />
    </div>
  );
}
