import type { AppointmentItem } from '@clinic/api-client';
import { ConfirmDialog, useT } from '@clinic/ui';
import * as styles from './appointments.css';

/**
 * Starting an exam while the same doctor already has one in progress is usually a slip (the wrong row, or a visit
 * left unfinished), so it is asked first; a doctor who really sees two patients at once confirms.
 */
export function SecondExamDialog({
  appointment,
  busyWith,
  onStart,
  onClose,
}: {
  /** The exam about to start, or null when the dialog is closed. */
  appointment: AppointmentItem | null;
  /** The doctor's exam already in progress. */
  busyWith: AppointmentItem | null;
  onStart: (appointment: AppointmentItem) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useT();
  return (
    <ConfirmDialog
      open={appointment !== null && busyWith !== null}
      title={t('queue.secondExam.title', { doctor: appointment?.doctorName ?? '' })}
      message={
        appointment &&
        busyWith && (
          <div className={styles.dialogStack}>
            <p className={styles.message}>
              {t('queue.secondExam.message', {
                doctor: appointment.doctorName,
                other: busyWith.patient.fullName,
                number: busyWith.orderNumber ?? '',
                name: appointment.patient.fullName,
              })}
            </p>
            <p className={styles.message}>{t('queue.secondExam.detail')}</p>
          </div>
        )
      }
      confirmLabel={t('queue.secondExam.confirm')}
      cancelLabel={t('queue.cancel.back')}
      onConfirm={() => appointment && onStart(appointment)}
      onCancel={onClose}
    />
  );
}
