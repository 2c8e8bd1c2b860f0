import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { useT } from '../../useT';
import * as styles from './Modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
 * described by its content. On open, focus goes to the element marked `data-autofocus`, else the first
 * focusable control of the content, then of the footer; Tab cycles inside; on close, focus returns to
 * where it was.
 */
export function Modal({
  open,
  title,
  children,
  footer,
  dismissible = true,
  onClose,
  size = 'sm',
  role = 'dialog',
  className,
}: ModalProps) {
  if (!open) return null;
  return (
    <OpenModal
      title={title}
      footer={footer}
      dismissible={dismissible}
      onClose={onClose}
      size={size}
      role={role}
      className={className}
    >
      {children}
    </OpenModal>
  );
}

function OpenModal({
  title,
  children,
  footer,
  dismissible,
  onClose,
  size,
  role,
  className,
}: Omit<ModalProps, 'open'> & Required<Pick<ModalProps, 'dismissible' | 'size' | 'role'>>) {
  const { t } = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const target =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      footerRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog;
    target.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const dismiss = () => {
    if (dismissible) onClose?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here so that a non-dismissible dialog stays open (the browser would close it).
      event.preventDefault();
      event.stopPropagation();
      dismiss();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusables = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The browser's own close request (Esc without a keydown, Android back button).
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    dismiss();
  };

  // The <dialog> box has no padding: a click on the element itself is a click on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dismiss();
  };

  return (
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={children !== undefined ? bodyId : undefined}
      tabIndex={-1}
      className={[styles.dialog, styles.width[size], className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible && (
            <button
              type="button"
              className={styles.close}
              aria-label={t('common.actions.close')}
              onClick={dismiss}
            >
              <span aria-hidden="true">×</span>
            </button>
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
