import type { AppointmentItem } from '@clinic/api-client';
import { AppointmentAction, type AppointmentStatus } from '@clinic/domain';
import { Button, type ButtonVariant, StatusBadge, useT } from '@clinic/ui';
import { ageOf, type QueueAction, type QueueCall } from './queue';
import * as styles from './queue.css';

const actionVariant: Record<QueueAction, ButtonVariant> = {
  [AppointmentAction.Approve]: 'secondary',
  [AppointmentAction.CheckIn]: 'primary',
  [AppointmentAction.StartExam]: 'primary',
  [AppointmentAction.FinishExam]: 'primary',
  [AppointmentAction.Cancel]: 'secondary',
};

/**
 * One patient of screen 11: the order number big on the left, who and why in the middle, the buttons on the
 * right. The call button comes first (calling the patient in is what happens before the move), and is secondary
 * so the row keeps one primary button.
 */
export function QueueRow({
  appointment,
  today,
  actions,
  busy,
  onAction,
  call,
  calling,
  onCall,
}: {
  appointment: AppointmentItem;
  today: string;
  actions: readonly QueueAction[];
  busy: boolean;
  onAction: (action: QueueAction) => void;
  /** 'call' or 'callAgain' when the user may call this patient to the room. */
  call: QueueCall | null;
  calling: boolean;
  onCall: () => void;
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
      {(actions.length > 0 || call) && (
        // biome-ignore lint/a11y/useSemanticElements: a labelled group of the row's buttons.
        <div
          className={styles.actions}
          role="group"
          aria-label={t('queue.row.actions', { name: patient.fullName })}
        >
          {call && (
            <Button
              size="sm"
              variant="secondary"
              loading={calling}
              loadingLabel={t('queue.action.calling')}
              onClick={onCall}
            >
              {t(`queue.action.${call}`)}
            </Button>
          )}
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={actionVariant[action]}
              loading={
                busy && (action === AppointmentAction.Approve || action === AppointmentAction.StartExam)
              }
              onClick={() => onAction(action)}
            >
              {t(`queue.action.${action}`)}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
