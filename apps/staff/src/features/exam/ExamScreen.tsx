import { ApiError } from '@clinic/api-client';
import {
  AppointmentStatus,
  appointmentStatusKey,
  ScreenId,
  type AppointmentStatus as Status,
} from '@clinic/domain';
import { buttonClassName, EmptyState, Icon, Spinner, useT } from '@clinic/ui';
import { useCallback } from 'react';
import { Link } from 'wouter';
import { useClinicTimeZone } from '../../app/clinicTime';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { useHealthTrail, usePatient } from '../patients/queries';
import { fullDate, todayIn } from '../schedules/calendar';
import { CalculatorsMenu } from './CalculatorsMenu';
import { ExamActions } from './ExamActions';
import { ExamHeader } from './ExamHeader';
import { ExamSections } from './ExamSections';
import * as styles from './exam.css';
import { PatientSummary } from './PatientSummary';
import { useExamEvents, useExamVisit } from './queries';

/** While the patient is at the clinic the visit's panels can be written; after, they are read only. */
const editableStatuses: readonly number[] = [AppointmentStatus.CheckedIn, AppointmentStatus.InProgress];

/**
 * The doctor's exam screen of one visit (/queue/:id/exam, under screen 11): the patient header with allergies,
 * the actions (start, finish, calculators), the visit's sections in tabs (Alt+1…5) and the patient's summary beside
 * them. The visit follows appointment events live; another clinic's visit answers 404, shown as not found.
 */
export default function ExamScreen({ appointmentId }: { appointmentId: number }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const timeZone = useClinicTimeZone();
  const visit = useExamVisit(appointmentId);
  const patient = usePatient(visit.data?.clinicPatientId ?? null);
  const trail = useHealthTrail(visit.data?.clinicPatientId ?? null, ScreenId.TodayExaminations);
  const statusText = useCallback(
    (status: number) => t(`ui.appointmentStatus.${appointmentStatusKey[status as Status]}`),
    [t],
  );
  useExamEvents(appointmentId);

  const backLink = (
    <Link href="/" className={buttonClassName({ variant: 'secondary' })}>
      <Icon name="chevron-left" />
      {t('exam.back')}
    </Link>
  );
  if (visit.isPending) return <Spinner label={t('exam.loading')} />;
  if (visit.isError) {
    const missing = visit.error instanceof ApiError && visit.error.status === 404;
    return (
      <Page title={t('exam.title')}>
        <EmptyState
          icon="alert"
          title={missing ? t('exam.notFound.title') : (errorText(visit.error) ?? '')}
          description={missing ? t('exam.notFound.description') : undefined}
          action={
            <Link href="/" className={buttonClassName({ variant: 'secondary' })}>
              {t('exam.notFound.back')}
            </Link>
          }
        />
      </Page>
    );
  }

  const appointment = visit.data;
  const editable = editableStatuses.includes(appointment.status);
  return (
    <Page
      wide
      title={t('exam.title')}
      text={t('exam.intro', {
        code: appointment.code,
        date: fullDate(appointment.date),
        time: appointment.time,
      })}
    >
      <div className={styles.stack}>
        <div className={styles.toolbar} role="toolbar" aria-label={t('exam.toolbar.label')}>
          <div className={styles.toolbarGroup}>{backLink}</div>
          <div className={styles.toolbarGroup}>
            {!editable && (
              <p className={styles.readOnly}>
                {t('exam.toolbar.readOnly', { status: statusText(appointment.status) })}
              </p>
            )}
            <CalculatorsMenu />
            <ExamActions appointment={appointment} />
          </div>
        </div>
        <ExamHeader appointment={appointment} patient={patient.data} today={todayIn(timeZone)} />
        <div className={styles.body}>
          <div className={styles.main}>
            <ExamSections appointment={appointment} editable={editable} />
          </div>
          <PatientSummary
            appointment={appointment}
            patient={patient.data}
            trail={trail.data}
            loading={patient.isPending || trail.isPending}
            error={patient.error}
          />
        </div>
      </div>
    </Page>
  );
}
