import type { InvoiceView } from '@clinic/api-client';
import { CANCEL_REASON_MAX_LENGTH, InvoiceStatus } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { Button, FormField, Modal, Textarea, toast, useT } from '@clinic/ui';
import { useState } from 'react';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import * as styles from './billing.css';
import { useCancelInvoice } from './queries';

/**
 * Cancelling an invoice, with its required reason. A paid one is reversed, never edited: the dialog says what that
 * means (the money refunded, medicines back into stock, unused packages revoked). Mounted only while open, so each
 * opening has its own idempotency key and a retry of the same one sends it again.
 */
export function CancelInvoiceDialog({
  invoice,
  onClose,
  call,
}: {
  invoice: Pick<InvoiceView, 'id' | 'code' | 'status' | 'total'>;
  onClose: () => void;
  /** The screen (and feature) the cancel is made from. */
  call: { screenId: number; featureId?: number };
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const cancel = useCancelInvoice(invoice.id, idempotencyKey, call);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const formId = `cancel-invoice-${invoice.id}`;
  const submit = () => {
    setTouched(true);
    if (missing || cancel.isPending) return;
    cancel.mutate(reason.trim(), {
      onSuccess: (canceled) => {
        toast.success(t('billing.cancel.done', { code: canceled.code }));
        onClose();
      },
    });
  };
  return (
    <Modal
      open
      role="alertdialog"
      title={t('billing.cancel.title', { code: invoice.code })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('billing.cancel.back')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={cancel.isPending}>
            {t('billing.cancel.confirm')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.tight}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>
          {invoice.status === InvoiceStatus.Paid
            ? t('billing.cancel.paid', { amount: formatVnd(invoice.total) })
            : t('billing.cancel.unpaid')}
        </p>
        <FormField
          label={t('billing.cancel.reason')}
          required
          error={touched && missing ? 'formError.required' : undefined}
        >
          <Textarea
            value={reason}
            maxLength={CANCEL_REASON_MAX_LENGTH}
            onChange={(event) => setReason(event.target.value)}
            data-autofocus
          />
        </FormField>
        {cancel.isError && (
          <p className={styles.error} role="alert">
            {errorText(cancel.error)}
          </p>
        )}
      </form>
    </Modal>
  );
}
