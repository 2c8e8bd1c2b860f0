import type { ScheduleOccurrenceItem } from '@clinic/api-client';
import { addDays, PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { Button, DatePicker, EmptyState, IconButton, useT } from '@clinic/ui';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import { useClinicTimeZone } from '../../app/clinicTime';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { clinicState } from '../../state/clinic';
import { CalendarFilters } from './CalendarFilters';
import { type CalendarColumn, CalendarGrid } from './CalendarGrid';
import {
  type DaySegment,
  fullDate,
  hourRange,
  rangeOfDays,
  segmentOnDay,
  shortDate,
  todayIn,
  weekDays,
  weekdayOf,
} from './calendar';
import { useScheduleChanges, useScheduleOccurrences } from './queries';
import { type CalendarQuery, doctorTone, readQuery, writeQuery } from './query';
import { weekdayLongKey, weekdayShortKey } from './repeat';
import { type EditorTarget, ScheduleEditor } from './ScheduleEditor';
import * as styles from './schedules.css';

/** Screen 9: doctors' schedules on a week (Monday first) or a day (a column per doctor), in the clinic's zone. */
export function SchedulesCalendar() {
  const { t } = useT();
  const errorText = useApiErrorText();
  const timeZone = useClinicTimeZone();
  const canWrite = useAbility().canScreen(ScreenId.DoctorSchedules, PermissionLevel.Write);
  const { doctors, locations } = useSnapshot(clinicState);
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const setQuery = (patch: Partial<CalendarQuery>) =>
    setParams(writeQuery({ ...query, ...patch }), { replace: true });
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  useScheduleChanges();

  const today = todayIn(timeZone);
  const date = query.date ?? today;
  const days = query.view === 'week' ? weekDays(date) : [date];
  const search = {
    ...(query.doctorIds.length ? { doctorIds: query.doctorIds } : {}),
    ...(query.locationIds.length ? { locationIds: query.locationIds } : {}),
    ...rangeOfDays(days[0]!, days.at(-1)!, timeZone),
  };
  const list = useScheduleOccurrences(search);
  const occurrences = list.data ?? [];

  const allDoctorIds = useMemo(() => doctors.map((d) => d.id), [doctors]);
  const doctorName = (id: number) =>
    doctors.find((d) => d.id === id)?.name ?? t('schedules.calendar.unknownDoctor', { id });
  const locationName = (id: number) =>
    locations.find((l) => l.id === id)?.name ?? t('schedules.calendar.unknownLocation', { id });
  const tone = (doctorId: number) => doctorTone(doctorId, allDoctorIds);

  const segmentsOf = (day: string, keep: (o: ScheduleOccurrenceItem) => boolean) =>
    occurrences
      .filter(keep)
      .map((occurrence) => ({ occurrence, segment: segmentOnDay(occurrence, day, timeZone) }))
      .filter((b): b is { occurrence: ScheduleOccurrenceItem; segment: DaySegment } => b.segment !== null);

  const dayName = (day: string) => `${t(weekdayLongKey(weekdayOf(day)))} ${fullDate(day)}`;
  let columns: CalendarColumn[];
  if (query.view === 'week') {
    columns = days.map((day) => ({
      key: day,
      date: day,
      name: dayName(day),
      today: day === today,
      blocks: segmentsOf(day, () => true),
      header: (
        <button
          type="button"
          className={`${styles.columnHeadButton} ${day === today ? styles.today : ''}`}
          aria-label={dayName(day)}
          onClick={() => setQuery({ view: 'day', date: day })}
        >
          <span className={styles.weekdayName}>{t(weekdayShortKey(weekdayOf(day)))}</span>
          <span className={`${styles.dayNumber} ${day === today ? styles.todayNumber : ''}`}>
            {shortDate(day)}
          </span>
        </button>
      ),
    }));
  } else {
    // The day view: the filtered doctors, else every doctor, plus any doctor with a schedule that day.
    const shown = new Set(query.doctorIds.length ? query.doctorIds : allDoctorIds);
    for (const o of occurrences) shown.add(o.doctorId);
    columns = [...shown]
      .sort((a, b) => allDoctorIds.indexOf(a) - allDoctorIds.indexOf(b))
      .map((doctorId) => ({
        key: String(doctorId),
        date,
        name: `${doctorName(doctorId)}, ${dayName(date)}`,
        doctorId,
        today: date === today,
        blocks: segmentsOf(date, (o) => o.doctorId === doctorId),
        header: (
          <>
            <span className={styles.dot[tone(doctorId)]} aria-hidden="true" />
            <span className={styles.doctorHead}>{doctorName(doctorId)}</span>
          </>
        ),
      }));
  }
  const range = hourRange(columns.flatMap((c) => c.blocks.map((b) => b.segment)));

  const step = query.view === 'week' ? 7 : 1;
  const rangeText =
    query.view === 'week'
      ? t('schedules.nav.weekRange', { from: shortDate(days[0]!), to: fullDate(days[6]!) })
      : dayName(date);

  return (
    <Page
      wide
      title={t('screen.doctorSchedules')}
      text={t('schedules.intro', { zone: timeZone })}
      actions={
        canWrite && (
          <Button onClick={() => setEditing({ kind: 'new', date, time: '08:00' })}>
            {t('schedules.add')}
          </Button>
        )
      }
    >
      {!canWrite && <p className={styles.status}>{t('schedules.readOnly')}</p>}
      <div className={styles.toolbar}>
        <div className={styles.navGroup}>
          <IconButton
            icon="chevron-left"
            variant="secondary"
            aria-label={t(query.view === 'week' ? 'schedules.nav.previousWeek' : 'schedules.nav.previousDay')}
            onClick={() => setQuery({ date: addDays(date, -step) })}
          />
          <Button variant="secondary" onClick={() => setQuery({ date: null })} disabled={date === today}>
            {t('schedules.nav.today')}
          </Button>
          <IconButton
            icon="chevron-right"
            variant="secondary"
            aria-label={t(query.view === 'week' ? 'schedules.nav.nextWeek' : 'schedules.nav.nextDay')}
            onClick={() => setQuery({ date: addDays(date, step) })}
          />
        </div>
        <h2 className={styles.rangeLabel} aria-live="polite">
          {rangeText}
        </h2>
        <div className={styles.datePicker}>
          <DatePicker
            aria-label={t('schedules.nav.date')}
            value={date}
            onChange={(value) => value && setQuery({ date: value === today ? null : value })}
          />
        </div>
        <span className={styles.spacer} />
        <fieldset className={styles.viewSwitch} aria-label={t('schedules.nav.view')}>
          {(['week', 'day'] as const).map((view) => (
            <button
              key={view}
              type="button"
              className={styles.viewButton}
              aria-pressed={query.view === view}
              onClick={() => setQuery({ view })}
            >
              {t(view === 'week' ? 'schedules.nav.week' : 'schedules.nav.day')}
            </button>
          ))}
        </fieldset>
      </div>
      <CalendarFilters
        doctors={doctors}
        locations={locations}
        doctorIds={query.doctorIds}
        locationIds={query.locationIds}
        toneOf={tone}
        onChange={(patch) => setQuery(patch)}
      />
      {list.isError ? (
        <EmptyState size="sm" icon="alert" title={errorText(list.error)} />
      ) : (
        <p className={styles.status} aria-live="polite">
          {list.isPending
            ? t('schedules.calendar.loading')
            : occurrences.length === 0
              ? t('schedules.calendar.empty')
              : ''}
        </p>
      )}
      {columns.length === 0 ? (
        <EmptyState size="sm" title={t('schedules.calendar.noDoctorColumns')} />
      ) : (
        <CalendarGrid
          label={t('schedules.calendar.label', { range: rangeText })}
          columns={columns}
          range={range}
          timeZone={timeZone}
          onAdd={
            canWrite
              ? (column, hour) =>
                  setEditing({
                    kind: 'new',
                    date: column.date,
                    time: `${String(hour).padStart(2, '0')}:00`,
                    doctorId:
                      column.doctorId ?? (query.doctorIds.length === 1 ? query.doctorIds[0] : undefined),
                    locationId: query.locationIds.length === 1 ? query.locationIds[0] : undefined,
                  })
              : undefined
          }
          onOpen={(occurrence) => setEditing({ kind: 'occurrence', occurrence })}
          describe={(o) =>
            query.view === 'week'
              ? { title: doctorName(o.doctorId), detail: locationName(o.locationId), tone: tone(o.doctorId) }
              : { title: locationName(o.locationId), tone: tone(o.doctorId) }
          }
        />
      )}
      {editing && (
        <ScheduleEditor
          key={editing.kind === 'new' ? `new-${editing.date}-${editing.time}` : editing.occurrence.start}
          target={editing}
          readOnly={!canWrite}
          onClose={() => setEditing(null)}
        />
      )}
    </Page>
  );
}
