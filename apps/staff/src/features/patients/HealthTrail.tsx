import type { PatientHealthTrail } from '@clinic/api-client';
import { formatDate } from '@clinic/i18n';
import { Spinner, useT } from '@clinic/ui';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { measuredKinds } from './healthTrail';
import * as styles from './patients.css';

/**
 * The record's measured health: each measurement taken at check-in (latest value, its day, the few before it) and
 * the ICD-10 codes the visits gave, each with its latest day. Read-only: they belong to the visits.
 */
export function HealthTrail({
  trail,
  loading,
  error,
}: {
  trail: PatientHealthTrail | undefined;
  loading: boolean;
  error: unknown;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  if (loading) return <Spinner fullHeight={false} />;
  if (error || !trail)
    return (
      <p className={styles.trailNone}>{t('patients.trail.loadFailed', { error: errorText(error) ?? '' })}</p>
    );
  const kinds = measuredKinds(trail.measurements);
  return (
    <div className={styles.trail}>
      <section aria-label={t('patients.trail.measurements')}>
        <h3 className={styles.trailTitle}>{t('patients.trail.measurements')}</h3>
        {kinds.length === 0 ? (
          <p className={styles.trailNone}>{t('patients.trail.noMeasurements')}</p>
        ) : (
          <dl className={styles.infoList}>
            {kinds.map(({ key, latest, earlier }) => (
              <div key={key} className={styles.infoItem}>
                <dt className={styles.infoLabel}>{t(`builtIn.property.${key}`)}</dt>
                <dd className={styles.infoValue}>
                  <strong>{latest.value}</strong>{' '}
                  <span className={styles.trailDate}>
                    {t('patients.trail.on', { date: formatDate(latest.date) })}
                  </span>
                  {earlier.length > 0 && (
                    <span className={styles.trailEarlier}>
                      {t('patients.trail.earlier', {
                        list: earlier.map((m) => `${m.value} (${formatDate(m.date)})`).join(', '),
                      })}
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section aria-label={t('patients.trail.diagnoses')}>
        <h3 className={styles.trailTitle}>{t('patients.trail.diagnoses')}</h3>
        {trail.diagnoses.length === 0 ? (
          <p className={styles.trailNone}>{t('patients.trail.noDiagnoses')}</p>
        ) : (
          <ul className={styles.trailCodes}>
            {trail.diagnoses.map((d) => (
              <li key={d.code}>
                <strong>{d.code}</strong> {d.name}{' '}
                <span className={styles.trailDate}>
                  {t('patients.trail.on', { date: formatDate(d.date) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
