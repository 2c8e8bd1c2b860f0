import type { AppointmentItem, Patient, PatientHealthTrail } from '@clinic/api-client';
import { formatDate } from '@clinic/i18n';
import { Card, Spinner, useT } from '@clinic/ui';
import type { ReactNode } from 'react';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { type MeasuredKind, measuredKinds } from '../patients/healthTrail';
import * as styles from './exam.css';

/** The recent coded diagnoses shown beside the exam; the record lists them all. */
const SUMMARY_DIAGNOSES = 3;

/**
 * Beside the doctor's work: why the patient came (the booking's symptom), the record's medical history, the latest
 * height and weight (measured at check-in, with the day; else the record's own), the other vital signs taken at
 * check-in and the recent ICD-10 diagnoses, each dated.
 */
export function PatientSummary({
  appointment,
  patient,
  trail,
  loading,
  error,
}: {
  appointment: AppointmentItem;
  patient: Patient | undefined;
  trail: PatientHealthTrail | undefined;
  loading: boolean;
  error: unknown;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const none = <span className={styles.summaryNone}>{t('exam.summary.none')}</span>;
  const text = (value: string | null | undefined): ReactNode => (value?.trim() ? value : none);
  const kinds = measuredKinds(trail?.measurements ?? []);
  const kind = (key: MeasuredKind['key']) => kinds.find((k) => k.key === key);
  const dated = (value: ReactNode, date: string) => (
    <>
      {value}{' '}
      <span className={styles.summaryDate}>{t('exam.summary.measuredOn', { date: formatDate(date) })}</span>
    </>
  );
  const measure = (
    key: 'height' | 'weight',
    recorded: number | null | undefined,
    unit: 'heightValue' | 'weightValue',
  ): ReactNode => {
    const latest = kind(key)?.latest;
    if (latest) return dated(t(`exam.summary.${unit}`, { value: latest.value }), latest.date);
    return recorded !== null && recorded !== undefined
      ? t(`exam.summary.${unit}`, { value: recorded })
      : none;
  };
  const vitals = kinds.filter((k) => k.key !== 'height' && k.key !== 'weight');
  const diagnoses = (trail?.diagnoses ?? []).slice(0, SUMMARY_DIAGNOSES);
  return (
    <Card title={t('exam.summary.title')} headingLevel="h3" padding="md">
      <dl className={styles.summary}>
        <div>
          <dt className={styles.summaryTerm}>{t('exam.summary.symptom')}</dt>
          <dd className={styles.summaryValue}>{text(appointment.symptom)}</dd>
        </div>
        {loading ? (
          <Spinner fullHeight={false} label={t('exam.loading')} />
        ) : error ? (
          <p className={styles.summaryNone}>
            {t('exam.summary.patientError', { error: errorText(error) ?? '' })}
          </p>
        ) : (
          <>
            <div>
              <dt className={styles.summaryTerm}>{t('exam.summary.medicalHistory')}</dt>
              <dd className={styles.summaryValue}>{text(patient?.medicalHistory)}</dd>
            </div>
            <div className={styles.summaryPair}>
              <div>
                <dt className={styles.summaryTerm}>{t('exam.summary.height')}</dt>
                <dd className={styles.summaryValue}>{measure('height', patient?.heightCm, 'heightValue')}</dd>
              </div>
              <div>
                <dt className={styles.summaryTerm}>{t('exam.summary.weight')}</dt>
                <dd className={styles.summaryValue}>{measure('weight', patient?.weightKg, 'weightValue')}</dd>
              </div>
            </div>
            {vitals.length > 0 && (
              <div>
                <dt className={styles.summaryTerm}>{t('exam.summary.vitals')}</dt>
                <dd className={styles.summaryValue}>
                  <ul className={styles.summaryList}>
                    {vitals.map(({ key, latest }) => (
                      <li key={key}>
                        {dated(`${t(`builtIn.property.${key}`)}: ${latest.value}`, latest.date)}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
            <div>
              <dt className={styles.summaryTerm}>{t('exam.summary.diagnoses')}</dt>
              <dd className={styles.summaryValue}>
                {diagnoses.length === 0 ? (
                  none
                ) : (
                  <ul className={styles.summaryList}>
                    {diagnoses.map((d) => (
                      <li key={d.code}>
                        {dated(
                          <>
                            <strong>{d.code}</strong> {d.name}
                          </>,
                          d.date,
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          </>
        )}
      </dl>
    </Card>
  );
}
