import { formatLongDate } from '@clinic/i18n';
import dayjs, { type Dayjs } from 'dayjs';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../internal/cx';
import { useT } from '../../useT';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Calendar.css';
import { capitalize, fromIso, isWithin, monthGrid, toIso, weekdayNames } from './dates';

export interface CalendarProps {
  /** Selected date, ISO 'YYYY-MM-DD'. */
  value?: string | null;
  onSelect: (value: string) => void;
  /** Earliest and latest selectable dates, ISO. */
  min?: string;
  max?: string;
  /** Move focus to the selected (or today's) day when shown: the date picker's popup does. */
  autoFocus?: boolean;
  className?: string;
}

/**
 * A month grid (ARIA grid): arrows move by day and week, Home/End to the week's ends, Page Up/Down by month
 * (with Shift by year), Enter or Space picks. Month and weekday names come from the dayjs locale.
 */
export function Calendar({ value, onSelect, min, max, autoFocus = false, className }: CalendarProps) {
  const { t, lang } = useT();
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(autoFocus);
  const minDate = fromIso(min);
  const maxDate = fromIso(max);
  const today = dayjs().startOf('day');
  const [focused, setFocused] = useState<Dayjs>(() => clamp(fromIso(value) ?? today, minDate, maxDate));

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${toIso(focused)}"]`)?.focus();
  });

  const focusDate = (date: Dayjs) => {
    moveFocus.current = true;
    setFocused(date);
  };

  const selectable = (date: Dayjs) => isWithin(date, minDate, maxDate);

  const moveBy = (key: string, shift: boolean): Dayjs | null => {
    const weekday = (focused.day() - (monthGrid(focused, lang)[0]?.[0]?.day() ?? 0) + 7) % 7;
    switch (key) {
      case 'ArrowLeft':
        return focused.subtract(1, 'day');
      case 'ArrowRight':
        return focused.add(1, 'day');
      case 'ArrowUp':
        return focused.subtract(1, 'week');
      case 'ArrowDown':
        return focused.add(1, 'week');
      case 'Home':
        return focused.subtract(weekday, 'day');
      case 'End':
        return focused.add(6 - weekday, 'day');
      case 'PageUp':
        return focused.subtract(1, shift ? 'year' : 'month');
      case 'PageDown':
        return focused.add(1, shift ? 'year' : 'month');
      default:
        return null;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveBy(event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    focusDate(next);
  };

  const monthName = capitalize(focused.locale(lang).format('MMMM'));
  const weeks = monthGrid(focused, lang);

  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.header}>
        <IconButton
          size="sm"
          icon="chevron-left"
          aria-label={t('ui.datePicker.previousMonth')}
          onClick={() => setFocused(focused.subtract(1, 'month'))}
        />
        <span id={titleId} className={styles.month} aria-live="polite">
          {t('ui.datePicker.monthYear', { month: monthName, year: focused.year() })}
        </span>
        <IconButton
          size="sm"
          icon="chevron-right"
          aria-label={t('ui.datePicker.nextMonth')}
          onClick={() => setFocused(focused.add(1, 'month'))}
        />
      </div>
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker grid is a table with role grid.
        role="grid"
        aria-labelledby={titleId}
        className={styles.grid}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdayNames(lang).map((name) => (
              <th key={name.long} scope="col" abbr={name.long} className={styles.weekday}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={toIso(week[0] as Dayjs)}>
              {week.map((date) => {
                const iso = toIso(date);
                const selected = iso === value;
                const enabled = selectable(date);
                return (
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: cells of an ARIA grid are gridcells.
                  // biome-ignore lint/a11y/useFocusableInteractive: the day button inside the cell takes focus.
                  <td key={iso} role="gridcell" className={styles.cell} aria-selected={selected}>
                    <button
                      type="button"
                      data-date={iso}
                      data-selected={selected || undefined}
                      data-outside={date.month() !== focused.month() || undefined}
                      tabIndex={date.isSame(focused, 'day') ? 0 : -1}
                      aria-label={formatLongDate(date, lang)}
                      aria-current={date.isSame(today, 'day') ? 'date' : undefined}
                      aria-disabled={!enabled || undefined}
                      className={styles.day}
                      onClick={() => {
                        setFocused(date);
                        if (enabled) onSelect(iso);
                      }}
                    >
                      {date.date()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.footer}>
        <Button
          size="sm"
          variant="secondary"
          disabled={!selectable(today)}
          onClick={() => {
            focusDate(today);
            onSelect(toIso(today));
          }}
        >
          {t('ui.datePicker.today')}
        </Button>
      </div>
    </div>
  );
}

function clamp(date: Dayjs, min: Dayjs | null, max: Dayjs | null): Dayjs {
  if (min && date.isBefore(min, 'day')) return min;
  if (max && date.isAfter(max, 'day')) return max;
  return date;
}
