import type { ScheduleOccurrenceItem } from '@clinic/api-client';
import { localTime } from '@clinic/domain';
import { Icon, useT, visuallyHidden } from '@clinic/ui';
import type { CSSProperties, ReactNode } from 'react';
import { blockPosition, type DaySegment, type HourRange, hhmm, layoutLanes, stackSegments } from './calendar';
import * as styles from './schedules.css';

/** One column of the grid: a day of the week, or a doctor on the day view. */
export interface CalendarColumn {
  key: string;
  header: ReactNode;
  /** The clinic day the column shows. */
  date: string;
  /** Spoken name of the column, for the add buttons ('Thứ Hai 06/07', 'BS. Mai'). */
  name: string;
  doctorId?: number;
  today?: boolean;
  blocks: { occurrence: ScheduleOccurrenceItem; segment: DaySegment }[];
}

export interface CalendarGridProps {
  label: string;
  columns: readonly CalendarColumn[];
  range: HourRange;
  timeZone: string;
  /** Empty hour cells become buttons that add a schedule there. */
  onAdd?: (column: CalendarColumn, hour: number) => void;
  onOpen: (occurrence: ScheduleOccurrenceItem) => void;
  /** What a block says first (the doctor on the week view, the location on the day view) and below. */
  describe: (occurrence: ScheduleOccurrenceItem) => {
    title: string;
    detail?: string;
    tone: keyof typeof styles.blockTone;
  };
}

/** The CSS custom property behind a vanilla-extract var ('var(--x)' → '--x'). */
const prop = (cssVar: string) => cssVar.slice(4, -1);
const vars = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [prop(k), v])) as CSSProperties;

const keyOf = (o: ScheduleOccurrenceItem) => `${o.scheduleId}-${o.start}`;

/**
 * One occurrence: the doctor (or location), a repeat mark and its appointment count; with room, its hours and
 * where. `compact` is a line in a stack of occurrences over the same hours (the stack shows the hours once).
 */
function Block({
  occurrence: o,
  compact = false,
  style,
  timeZone,
  describe,
  onOpen,
}: {
  occurrence: ScheduleOccurrenceItem;
  compact?: boolean;
  style?: CSSProperties;
} & Pick<CalendarGridProps, 'timeZone' | 'describe' | 'onOpen'>) {
  const { t } = useT();
  const time = `${localTime(new Date(o.start), timeZone)}–${localTime(new Date(o.end), timeZone)}`;
  const { title, detail, tone } = describe(o);
  return (
    <button
      type="button"
      className={`${compact ? styles.stackItem : styles.block} ${styles.blockTone[tone]}`}
      style={style}
      aria-label={[
        t('schedules.calendar.block', { doctor: title, location: detail ?? '', time }),
        o.isRecurring ? t('schedules.calendar.recurring') : '',
        o.appointmentCount ? t('schedules.calendar.appointments', { count: o.appointmentCount }) : '',
      ]
        .filter(Boolean)
        .join(', ')}
      title={[title, time, detail].filter(Boolean).join('\n')}
      data-schedule-id={o.scheduleId}
      onClick={() => onOpen(o)}
    >
      <span className={styles.blockHead}>
        <span className={styles.blockTitle}>{title}</span>
        {o.isRecurring && <Icon name="repeat" size="sm" className={styles.blockIcon} />}
        {o.appointmentCount > 0 && <span className={styles.countBadge}>{o.appointmentCount}</span>}
      </span>
      <span className={compact ? visuallyHidden : styles.blockLine}>{time}</span>
      {detail && <span className={compact ? visuallyHidden : styles.blockLine}>{detail}</span>}
    </button>
  );
}

/** The week or day grid: hour rows, one column each, occurrences placed by time, side by side when they overlap. */
export function CalendarGrid({
  label,
  columns,
  range,
  timeZone,
  onAdd,
  onOpen,
  describe,
}: CalendarGridProps) {
  const { t } = useT();
  const blockProps = { timeZone, describe, onOpen };
  const timeOf = (o: ScheduleOccurrenceItem) =>
    `${localTime(new Date(o.start), timeZone)}–${localTime(new Date(o.end), timeZone)}`;
  const hours = Array.from({ length: range.to - range.from }, (_, i) => range.from + i);
  return (
    <div className={styles.scroller}>
      <section
        aria-label={label}
        className={styles.calendar}
        style={vars({
          [styles.columnCount]: String(columns.length),
          [styles.hourCount]: String(hours.length),
        })}
      >
        <div className={styles.corner} />
        {columns.map((column) => (
          <div key={column.key} className={styles.columnHead}>
            {column.header}
          </div>
        ))}
        <div className={styles.gutter} aria-hidden="true">
          {hours.map((h) => (
            <span key={h} className={styles.hourLabel}>
              {hhmm(h * 60)}
            </span>
          ))}
        </div>
        {columns.map((column) => (
          <div
            key={column.key}
            className={column.today ? `${styles.column} ${styles.todayColumn}` : styles.column}
            data-date={column.date}
          >
            {hours.map((h) =>
              onAdd ? (
                <button
                  key={h}
                  type="button"
                  className={styles.emptyCell}
                  aria-label={t('schedules.calendar.addAt', { time: hhmm(h * 60), day: column.name })}
                  onClick={() => onAdd(column, h)}
                />
              ) : (
                <div key={h} className={styles.cell} />
              ),
            )}
            {layoutLanes(
              stackSegments(column.blocks.map((b) => ({ ...b.segment, occurrence: b.occurrence }))),
            ).map((stack) => {
              const { top, height } = blockPosition(stack, range);
              const place = vars({
                [styles.blockTop]: `${top}%`,
                [styles.blockHeight]: `${height}%`,
                [styles.blockLeft]: `${(stack.lane / stack.lanes) * 100}%`,
                [styles.blockWidth]: `${100 / stack.lanes}%`,
              });
              const [first] = stack.items;
              if (stack.items.length === 1 && first)
                return (
                  <Block
                    key={keyOf(first.occurrence)}
                    occurrence={first.occurrence}
                    style={place}
                    {...blockProps}
                  />
                );
              return (
                <div key={`${stack.start}-${stack.end}`} className={styles.stack} style={place}>
                  <span className={styles.stackTime}>{timeOf(stack.items[0]!.occurrence)}</span>
                  {stack.items.map(({ occurrence }) => (
                    <Block key={keyOf(occurrence)} occurrence={occurrence} compact {...blockProps} />
                  ))}
                </div>
              );
            })}
          </div>
        ))}
      </section>
    </div>
  );
}
