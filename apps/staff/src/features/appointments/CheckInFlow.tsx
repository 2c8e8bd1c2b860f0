import { ApiError, type AppointmentItem, type CheckInBody, type CheckInSheetBody } from '@clinic/api-client';
import { errors, type ScreenId } from '@clinic/domain';
import { ConfirmDialog, useT } from '@clinic/ui';
import { useState } from 'react';
import * as styles from './appointments.css';
import { CheckInDialog } from './CheckInDialog';

/** The API's 'check-in too soon' (docs/product.md#error-codes): the window opens an hour before the appointment. */
export const isCheckInTooEarly = (error: unknown) =>
  error instanceof ApiError && Number(error.code) === errors.checkInTooEarly.code;

/**
 * Reception's check-in of one appointment, the same on the queue and on the appointment page: the confirmation
 * (or the check-in sheet), then, when the API answers that it is too soon, one more question — "Check in early
 * anyway" — which sends the same sheet again with allowEarly (the API logs it). The kiosk never offers this.
 * `onCheckIn` throws on failure; any failure but 'too soon' goes to `onError` and the dialog stays open.
 */
export function CheckInFlow({
  appointment,
  withSheet,
  screenId,
  onCheckIn,
  onError,
  onClose,
}: {
  appointment: AppointmentItem | null;
  withSheet: boolean;
  screenId: ScreenId;
  onCheckIn: (appointment: AppointmentItem, body: CheckInBody) => Promise<unknown>;
  onError: (error: unknown) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  // The refused check-in waiting for the early question, kept with its appointment so another never inherits it.
  const [early, setEarly] = useState<{ appointmentId: number; sheet?: CheckInSheetBody } | null>(null);
  if (!appointment) return null;

  const attempt = async (body: CheckInBody) => {
    try {
      await onCheckIn(appointment, body);
      setEarly(null);
    } catch (error) {
      if (!body.allowEarly && isCheckInTooEarly(error)) {
        setEarly({ appointmentId: appointment.id, ...(body.sheet ? { sheet: body.sheet } : {}) });
        return;
      }
      onError(error);
      throw error;
    }
  };
  const close = () => {
    setEarly(null);
    onClose();
  };

  if (early?.appointmentId === appointment.id) {
    const { sheet } = early;
    const name = appointment.patient.fullName;
    return (
      <ConfirmDialog
        open
        title={t('queue.early.title', { name })}
        message={
          <div className={styles.dialogStack}>
            <p className={styles.message}>{t('queue.early.message', { name, time: appointment.time })}</p>
            <p className={styles.message}>{t('queue.early.logged')}</p>
          </div>
        }
        confirmLabel={t('queue.early.confirm')}
        cancelLabel={t('queue.cancel.back')}
        onConfirm={() => attempt({ ...(sheet ? { sheet } : {}), allowEarly: true })}
        onCancel={close}
      />
    );
  }
  return (
    <CheckInDialog
      appointment={appointment}
      withSheet={withSheet}
      screenId={screenId}
      onCheckIn={(_same, sheet) => attempt(sheet ? { sheet } : {})}
      onClose={close}
    />
  );
}
