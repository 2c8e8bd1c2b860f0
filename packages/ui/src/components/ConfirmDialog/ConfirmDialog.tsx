import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useT } from '../../useT';
import { Button } from '../Button/Button';
import { FormField } from '../FormField/FormField';
import { Input } from '../Input/Input';
import { Modal } from '../Modal/Modal';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** 'Xác nhận' by default. */
  title?: ReactNode;
  message?: ReactNode;
  /** 'Xác nhận' / 'Hủy' by default. */
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** 'danger' for what cannot be undone: a red button, an alertdialog, and focus starts on Cancel. */
  variant?: 'default' | 'danger';
  /**
   * Deleting a doctor or location requires typing its name. Confirm stays disabled until the typed
   * text equals this (spaces around ignored).
   */
  confirmText?: string;
  /** May return a promise: the button shows progress until it settles; the caller then closes the dialog. */
  onConfirm: () => unknown;
  onCancel: () => void;
  /** Show progress on Confirm (when the caller tracks the request itself). */
  loading?: boolean;
}

/** Asks before an action: title, message, Cancel and Confirm. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  variant = 'default',
  confirmText,
  onConfirm,
  onCancel,
  loading = false,
}: ConfirmDialogProps) {
  const { t } = useT();
  const formId = useId();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (open) setTyped('');
  }, [open]);

  const needsName = confirmText !== undefined;
  const nameMatches = !needsName || typed.trim() === confirmText.trim();
  const busy = loading || pending;
  const danger = variant === 'danger';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!nameMatches || busy) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } catch {
      // The caller reports the failure (a toast); the dialog stays open to try again.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title ?? t('ui.confirm.title')}
      role={danger ? 'alertdialog' : 'dialog'}
      dismissible={!busy}
      onClose={onCancel}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={onCancel}
            disabled={busy}
            data-autofocus={(danger && !needsName) || undefined}
          >
            {cancelLabel ?? t('ui.actions.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={danger ? 'danger' : 'primary'}
            disabled={!nameMatches}
            loading={busy}
            data-autofocus={(!danger && !needsName) || undefined}
          >
            {confirmLabel ?? t('ui.actions.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        {message && <div className={styles.message}>{message}</div>}
        {needsName && (
          <FormField label={t('ui.confirm.typeName', { name: confirmText })}>
            <Input
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              data-autofocus
            />
          </FormField>
        )}
      </form>
    </Modal>
  );
}
