import type { AppointmentItem } from '@clinic/api-client';
import { AppointmentStatus, appointmentStatusKey, PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { Badge, Card, EmptyState, Spinner, StatusBadge, useDocumentTitle, useT } from '@clinic/ui';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatClinicDateTime, useClinicTimeZone } from '../../app/clinicTime';
import { useCheckInSheet } from '../exam/queries';
import * as patientStyles from '../patients/patients.css';
import { PrintButton } from '../print';
import { fullDate } from '../schedules/calendar';
import { AppointmentActions } from './AppointmentActions';
import * as styles from './appointments.css';
import { BookedPhoneNotice } from './BookedPhoneNotice';
import { CorrectCheckInSheetButton } from './CorrectCheckInSheet';
import { useAppointment, useAppointmentHistory } from './queries';

/** '/:id': the appointment, its action buttons (status × the user's features) and its history. */
export function AppointmentDetails({ id }: { id: number }) {
  const { t } = useT();
  const appointment = useAppointment(id);
  if (appointment.isPending) return <Spinner fullHeight={false} />;
  if (!appointment.data)
    return (
      <EmptyState
        icon="alert"
        title={t('appointments.details.notFound')}
        description={t('appointments.details.notFoundText')}
        action={<Link href="/">{t('appointments.details.back')}</Link>}
      />
    );
  return <Details appointment={appointment.data} />;
}

/** Checked in, in the exam or done: the visit may have a check-in sheet to print. */
const visitStarted = (status: number) =>
  status === AppointmentStatus.CheckedIn ||
  status === AppointmentStatus.InProgress ||
  status === AppointmentStatus.Finished;

/** "In phiếu tiếp nhận", shown once the visit has a check-in sheet. */
function CheckInSheetPrintButton({ appointmentId }: { appointmentId: number }) {
  const sheet = useCheckInSheet(appointmentId);
  return sheet.data ? <PrintButton kind="checkInSheet" id={appointmentId} /> : null;
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <div className={patientStyles.infoItem}>
      <dt className={patientStyles.infoLabel}>{label}</dt>
      <dd className={patientStyles.infoValue}>{children || t('appointments.details.empty')}</dd>
    </div>
  );
}

function Details({ appointment: a }: { appointment: AppointmentItem }) {
  const { t } = useT();
  const timeZone = useClinicTimeZone();
  const ability = useAbility();
  const canSeePatients = ability.canScreen(ScreenId.PatientRecords, PermissionLevel.Read);
  useDocumentTitle(`${a.code} · ${t('common.product.name')}`);
  const history = useAppointmentHistory(a.id);
  const statusName = (s: number | null) =>
    s === null ? '' : t(`ui.appointmentStatus.${appointmentStatusKey[s as AppointmentStatus]}`);
  return (
    <div className={patientStyles.stack}>
      <div>
        <Link href="/" className={patientStyles.back}>
          ← {t('appointments.details.back')}
        </Link>
        <div className={patientStyles.header}>
          <div className={patientStyles.headerText}>
            <h1 className={patientStyles.name}>
              {a.time} · {fullDate(a.date)}
            </h1>
            <div className={patientStyles.facts}>
              <Badge tone="primary">{a.code}</Badge>
              <StatusBadge status={a.status as AppointmentStatus} />
              {a.orderNumber !== null && (
                <span>
                  {t('appointments.field.orderNumber')}: <strong>{a.orderNumber}</strong>
                </span>
              )}
            </div>
          </div>
          <AppointmentActions appointment={a} />
        </div>
        <div className={patientStyles.facts}>
          <PrintButton kind="appointment" id={a.id} />
          {visitStarted(a.status) && <CheckInSheetPrintButton appointmentId={a.id} />}
          <CorrectCheckInSheetButton appointment={a} />
        </div>
      </div>
      <div className={styles.columns}>
        <div className={patientStyles.stack}>
          <Card title={t('appointments.details.patient')}>
            <dl className={patientStyles.infoList}>
              <Info label={t('appointments.form.fullName')}>
                {canSeePatients ? (
                  <Link href={`~/patients/${a.clinicPatientId}`}>{a.patient.fullName}</Link>
                ) : (
                  a.patient.fullName
                )}
              </Info>
              <Info label={t('patients.field.code')}>{a.patient.code}</Info>
              <Info label={t('appointments.form.phone')}>{a.patient.phone}</Info>
              <Info label={t('appointments.form.yearOfBirth')}>{a.patient.yearOfBirth}</Info>
            </dl>
            {canSeePatients && <BookedPhoneNotice appointment={a} />}
          </Card>
          <Card title={t('appointments.details.appointment')}>
            <dl className={patientStyles.infoList}>
              <Info label={t('appointments.field.time')}>
                {a.notReserved ? t('appointments.details.walkIn') : `${a.time} · ${fullDate(a.date)}`}
              </Info>
              <Info label={t('appointments.field.doctor')}>{a.doctorName}</Info>
              <Info label={t('appointments.field.location')}>{a.locationName}</Info>
              <Info label={t('appointments.field.status')}>
                <StatusBadge status={a.status as AppointmentStatus} />
              </Info>
              <Info label={t('appointments.field.orderNumber')}>{a.orderNumber}</Info>
              <Info label={t('appointments.field.createdAt')}>
                {formatClinicDateTime(a.createdAt, timeZone)}
              </Info>
              <Info label={t('appointments.field.symptom')}>{a.symptom}</Info>
              <Info label={t('appointments.field.note')}>{a.note}</Info>
              {a.cancelReason && <Info label={t('appointments.field.cancelReason')}>{a.cancelReason}</Info>}
              {a.invalidReason && (
                <Info label={t('appointments.field.invalidReason')}>{a.invalidReason}</Info>
              )}
            </dl>
          </Card>
        </div>
        <Card title={t('appointments.details.history')}>
          {history.isPending ? (
            <Spinner fullHeight={false} />
          ) : (history.data ?? []).length === 0 ? (
            <p className={patientStyles.muted}>{t('appointments.details.noHistory')}</p>
          ) : (
            <ol className={styles.timeline}>
              {(history.data ?? []).map((h) => (
                <li key={`${h.at}-${h.toStatus}`} className={styles.timelineItem}>
                  <span>
                    {h.fromStatus === null ? (
                      t('appointments.details.created')
                    ) : (
                      <>
                        {statusName(h.fromStatus)} → {statusName(h.toStatus)}
                      </>
                    )}
                  </span>
                  {h.fromStatus === null && (
                    <span>
                      <StatusBadge status={h.toStatus as AppointmentStatus} />
                    </span>
                  )}
                  <span className={styles.sub}>
                    {formatClinicDateTime(h.at, timeZone)}
                    {h.userName ? ` · ${t('appointments.details.by', { name: h.userName })}` : ''}
                  </span>
                  {h.reason && <span>{h.reason}</span>}
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </div>
  );
}
