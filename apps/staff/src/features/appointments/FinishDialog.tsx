import type { AppointmentItem } from '@clinic/api-client';
import { ConfirmDialog, useT } from '@clinic/ui';
import * as styles from './appointments.css';

/**
 * Finishing while the visit has no services or result sheets asks first (docs/product.md#appointment-statuses).
 * `reason` says which is missing when the caller knows (the exam screen); the queue asks in general terms.
 */
export function FinishDialog({
  appointment,
  reason,
  onFinish,
  onClose,
}: {
  appointment: AppointmentItem | null;
  /** What the visit lacks, already translated. */
  reason?: string;
  onFinish: (appointment: AppointmentItem) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useT();
  return (
    <ConfirmDialog
      open={appointment !== null}
      title={t('queue.finish.title')}
      message={
        appointment && (
          <div className={styles.dialogStack}>
            {reason && <p className={styles.message}>{reason}</p>}
            <p className={styles.message}>{t('queue.finish.message')}</p>
            <p className={styles.message}>
              {t('queue.finish.detail', { name: appointment.patient.fullName })}
            </p>
          </div>
        )
      }
      confirmLabel={t('queue.finish.confirm')}
      onConfirm={() => appointment && onFinish(appointment)}
      onCancel={onClose}
    />
  );
}
