import type { AppointmentItem, Patient } from '@clinic/api-client';
import { Card, Spinner, useT } from '@clinic/ui';
import type { ReactNode } from 'react';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import * as styles from './exam.css';

/**
 * Beside the doctor's work: why the patient came (the booking's symptom), the record's medical history, height and
 * weight (the record's fixed properties, kept in columns of the record).
 */
export function PatientSummary({
  appointment,
  patient,
  loading,
  error,
}: {
  appointment: AppointmentItem;
  patient: Patient | undefined;
  loading: boolean;
  error: unknown;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const none = <span className={styles.summaryNone}>{t('exam.summary.none')}</span>;
  const text = (value: string | null | undefined): ReactNode => (value?.trim() ? value : none);
  const measure = (value: number | null | undefined, key: 'heightValue' | 'weightValue'): ReactNode =>
    value !== null && value !== undefined ? t(`exam.summary.${key}`, { value }) : none;
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
                <dd className={styles.summaryValue}>{measure(patient?.heightCm, 'heightValue')}</dd>
              </div>
              <div>
                <dt className={styles.summaryTerm}>{t('exam.summary.weight')}</dt>
                <dd className={styles.summaryValue}>{measure(patient?.weightKg, 'weightValue')}</dd>
              </div>
            </div>
          </>
        )}
      </dl>
    </Card>
  );
}
