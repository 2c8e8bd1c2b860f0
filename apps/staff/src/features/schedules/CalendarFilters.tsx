import type { Tone } from '@clinic/ui';
import { useT } from '@clinic/ui';
import { toggle } from './query';
import * as styles from './schedules.css';

/**
 * Doctor and location filters as toggles (none pressed: all). The doctor toggles carry each doctor's colour, so
 * they are the calendar's legend too.
 */
export function CalendarFilters({
  doctors,
  locations,
  doctorIds,
  locationIds,
  toneOf,
  onChange,
}: {
  doctors: readonly { id: number; name: string }[];
  locations: readonly { id: number; name: string }[];
  doctorIds: readonly number[];
  locationIds: readonly number[];
  toneOf: (doctorId: number) => Tone;
  onChange: (patch: { doctorIds?: number[]; locationIds?: number[] }) => void;
}) {
  const { t } = useT();
  const filtered = doctorIds.length > 0 || locationIds.length > 0;
  return (
    <div className={styles.filters}>
      <fieldset className={styles.filterRow} aria-label={t('schedules.filter.doctors')}>
        <span className={styles.filterLabel} aria-hidden="true">
          {t('schedules.filter.doctors')}
        </span>
        <button
          type="button"
          className={styles.pill}
          aria-pressed={doctorIds.length === 0}
          onClick={() => onChange({ doctorIds: [] })}
        >
          {t('schedules.filter.all')}
        </button>
        {doctors.map((d) => (
          <button
            key={d.id}
            type="button"
            className={styles.pill}
            aria-pressed={doctorIds.includes(d.id)}
            onClick={() => onChange({ doctorIds: toggle(doctorIds, d.id) })}
          >
            <span className={styles.dot[toneOf(d.id)]} aria-hidden="true" />
            {d.name}
          </button>
        ))}
        {doctors.length === 0 && <span className={styles.hint}>{t('schedules.filter.noDoctors')}</span>}
      </fieldset>
      {locations.length > 1 && (
        <fieldset className={styles.filterRow} aria-label={t('schedules.filter.locations')}>
          <span className={styles.filterLabel} aria-hidden="true">
            {t('schedules.filter.locations')}
          </span>
          <button
            type="button"
            className={styles.pill}
            aria-pressed={locationIds.length === 0}
            onClick={() => onChange({ locationIds: [] })}
          >
            {t('schedules.filter.all')}
          </button>
          {locations.map((l) => (
            <button
              key={l.id}
              type="button"
              className={styles.pill}
              aria-pressed={locationIds.includes(l.id)}
              onClick={() => onChange({ locationIds: toggle(locationIds, l.id) })}
            >
              {l.name}
            </button>
          ))}
          {filtered && (
            <button
              type="button"
              className={styles.clearButton}
              onClick={() => onChange({ doctorIds: [], locationIds: [] })}
            >
              {t('schedules.filter.clear')}
            </button>
          )}
        </fieldset>
      )}
    </div>
  );
}
