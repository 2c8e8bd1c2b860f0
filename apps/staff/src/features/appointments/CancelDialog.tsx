import type { AppointmentItem } from '@clinic/api-client';
import { CANCEL_REASON_MAX_LENGTH } from '@clinic/domain';
import { Button, FormField, Modal, Textarea, useT } from '@clinic/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type ActionsLayout, inRow } from './actions';

/**
 * The dialog's words: a row (queue or list) names the patient, the appointment page the appointment's code. `required` is a
 * message id or dictionary key (FormField translates it).
 */
function useCancelTexts(layout: ActionsLayout, appointment: AppointmentItem | null) {
  const { t } = useT();
  if (inRow(layout))
    return {
      title: t('queue.cancel.title', { name: appointment?.patient.fullName ?? '' }),
      reason: t('queue.cancel.reason'),
      placeholder: undefined,
      required: 'queue.cancel.reasonRequired',
      back: t('queue.cancel.back'),
      confirm: t('queue.cancel.confirm'),
    };
  return {
    title: t('appointments.cancelDialog.title', { code: appointment?.code ?? '' }),
    reason: t('appointments.cancelDialog.reason'),
    placeholder: t('appointments.cancelDialog.placeholder'),
    required: 'formError.required',
    back: t('appointments.cancelDialog.keep'),
    confirm: t('appointments.cancelDialog.confirm'),
  };
}

/**
 * Cancelling needs a reason (docs/product.md#appointment-statuses), no longer than the API takes. `onCancel` throws
 * on failure (shown by the caller); the dialog then stays open to try again.
 */
export function CancelDialog({
  appointment,
  layout,
  onCancelAppointment,
  onClose,
}: {
  appointment: AppointmentItem | null;
  layout: ActionsLayout;
  onCancelAppointment: (appointment: AppointmentItem, reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const texts = useCancelTexts(layout, appointment);
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (appointment) {
      setReason('');
      setError(null);
    }
  }, [appointment]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!appointment || busy) return;
    if (!reason.trim()) {
      setError(texts.required);
      return;
    }
    setBusy(true);
    try {
      await onCancelAppointment(appointment, reason.trim());
    } catch {
      // Shown by the caller.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={appointment !== null}
      title={texts.title}
      dismissible={!busy}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {texts.back}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={busy}>
            {texts.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormField label={texts.reason} required error={error}>
          <Textarea
            value={reason}
            maxLength={CANCEL_REASON_MAX_LENGTH}
            placeholder={texts.placeholder}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError(null);
            }}
            data-autofocus
          />
        </FormField>
      </form>
    </Modal>
  );
}
