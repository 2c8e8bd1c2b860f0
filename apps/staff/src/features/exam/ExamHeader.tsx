import type { AppointmentItem, Patient } from '@clinic/api-client';
import { type AppointmentStatus, genderLabelKey } from '@clinic/domain';
import { Icon, StatusBadge, useT } from '@clinic/ui';
import { ageOf } from '../queue/queue';
import * as styles from './exam.css';

/**
 * Who is being examined, read at a glance: the order number big on the left, the name, code, age and gender,
 * phone, doctor and the visit's status; under it, in the danger colours, the patient's allergies when the record
 * has any (an alert the doctor must see before ordering or prescribing, so it is never folded away).
 */
export function ExamHeader({
  appointment,
  patient,
  today,
}: {
  appointment: AppointmentItem;
  /** The patient's record, once read (the allergy comes from it). */
  patient: Patient | undefined;
  today: string;
}) {
  const { t } = useT();
  const who = appointment.patient;
  const age = ageOf(who.yearOfBirth, today);
  const allergy = patient?.allergy?.trim();
  return (
    <>
      <section className={styles.header} aria-label={t('exam.header.label')}>
        {appointment.orderNumber !== null ? (
          <span className={styles.order} title={t('exam.header.order')}>
            {appointment.orderNumber}
          </span>
        ) : (
          <span className={styles.noOrder}>{t('exam.header.noOrder')}</span>
        )}
        <div className={styles.who}>
          <div className={styles.nameLine}>
            <h2 className={styles.name}>{who.fullName}</h2>
            <StatusBadge status={appointment.status as AppointmentStatus} />
          </div>
          <p className={styles.meta}>
            {[
              who.code,
              age !== null ? t('exam.header.age', { count: age }) : null,
              t(genderLabelKey(who.gender)),
              who.phone ? t('exam.header.phone', { phone: who.phone }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className={styles.meta}>
            {[
              `${t('exam.header.doctor')}: ${appointment.doctorName}`,
              appointment.locationName,
              appointment.notReserved ? t('exam.header.walkIn') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </section>
      {allergy && (
        <div className={styles.allergy} role="alert" aria-label={t('exam.allergy.label')}>
          <Icon name="alert" />
          <span className={styles.allergyTitle}>{t('exam.allergy.title')}:</span>
          <p className={styles.allergyText}>{allergy}</p>
        </div>
      )}
    </>
  );
}
