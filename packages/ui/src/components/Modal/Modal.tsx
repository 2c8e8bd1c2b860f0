import { type ReactNode, useId } from 'react';
import { cx } from '../../internal/cx';
import { usePresence } from '../../internal/usePresence';
import { transitionMs } from '../../theme.css';
import { useT } from '../../useT';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Modal.css';
import { useModalDialog } from './useModalDialog';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned under the content. */
  footer?: ReactNode;
  /** Esc, the backdrop and the × button close it (default). Off for prompts that need an answer. */
  dismissible?: boolean;
  /** Called when the user dismisses the dialog. */
  onClose?: () => void;
  size?: keyof typeof styles.width;
  /** 'alertdialog' for urgent messages that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * An accessible modal on the native <dialog>: top layer, inert page behind it, labelled by its title and
 * described by its content. It fades and rises in, and out, over 300 ms (docs/product.md#dialogs-and-messages). On open, focus goes to the
 * element marked `data-autofocus`, else the first focusable control of the content, then of the footer; Tab
 * cycles inside; on close, focus returns to where it was.
 */
export function Modal({ open, ...props }: ModalProps) {
  const presence = usePresence(open, transitionMs.modal);
  if (presence === 'closed') return null;
  return <OpenModal {...props} closing={presence === 'closing'} />;
}

function OpenModal({
  title,
  children,
  footer,
  dismissible = true,
  onClose,
  size = 'sm',
  role = 'dialog',
  className,
  closing,
}: Omit<ModalProps, 'open'> & { closing: boolean }) {
  const { t } = useT();
  const titleId = useId();
  const bodyId = useId();
  const { dialogRef, bodyRef, footerRef, dismiss, dialogProps } = useModalDialog({
    closing,
    dismissible,
    onClose,
  });

  return (
    <dialog
      {...dialogProps}
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={children !== undefined ? bodyId : undefined}
      className={cx(styles.dialog, styles.width[size], className)}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible && (
            <IconButton
              icon="close"
              size="sm"
              className={styles.close}
              aria-label={t('common.actions.close')}
              onClick={dismiss}
            />
          )}
        </div>
        {children !== undefined && (
          <div id={bodyId} ref={bodyRef} className={styles.body}>
            {children}
          </div>
        )}
        {footer && (
          <div ref={footerRef} className={styles.footer}>
            {footer}
          </div>
        )}
      </div>
    </dialog>
  );
}
