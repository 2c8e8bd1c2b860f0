import type { AppointmentItem } from '@clinic/api-client';
import type { AppointmentStatus } from '@clinic/domain';
import { StatusBadge, useT } from '@clinic/ui';
import { AppointmentActions } from '../appointments/AppointmentActions';
import { ageOf } from './queue';
import * as styles from './queue.css';

/**
 * One patient of screen 11: the order number big on the left, who and why in the middle, the buttons (the
 * appointment's actions in their row layout) on the right. `day` is the list it was loaded with.
 */
export function QueueRow({
  appointment,
  today,
  day,
}: {
  appointment: AppointmentItem;
  today: string;
  day: readonly AppointmentItem[];
}) {
  const { t } = useT();
  const { patient } = appointment;
  const age = ageOf(patient.yearOfBirth, today);
  const reason = appointment.cancelReason ?? appointment.invalidReason;
  return (
    <li className={styles.row} data-appointment={appointment.id}>
      {appointment.orderNumber !== null ? (
        <span
          className={styles.order}
          role="img"
          aria-label={t('queue.row.orderLabel', { number: appointment.orderNumber })}
        >
          {appointment.orderNumber}
        </span>
      ) : (
        <span className={styles.orderTime} title={t('queue.row.noOrder')}>
          {appointment.time}
        </span>
      )}
      <div className={styles.main}>
        <div className={styles.nameLine}>
          <h3 className={styles.name}>{patient.fullName}</h3>
          <span className={styles.meta}>
            {[patient.code, age !== null ? t('queue.row.age', { count: age }) : null]
              .filter(Boolean)
              .join(' · ')}
          </span>
          <StatusBadge status={appointment.status as AppointmentStatus} />
        </div>
        <span className={styles.meta}>
          {[
            appointment.time,
            appointment.doctorName,
            appointment.locationName,
            appointment.notReserved ? t('queue.row.walkIn') : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <p className={styles.symptom}>
          <span className={styles.label}>{t('queue.row.symptom')}: </span>
          {appointment.symptom ? (
            appointment.symptom
          ) : (
            <span className={styles.noSymptom}>{t('queue.row.noSymptom')}</span>
          )}
        </p>
        {reason && <p className={styles.symptom}>{t('queue.row.cancelReason', { reason })}</p>}
      </div>
      <AppointmentActions appointment={appointment} layout="row" sameDay={day} />
    </li>
  );
}
