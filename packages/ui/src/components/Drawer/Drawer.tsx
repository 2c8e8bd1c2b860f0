import { type ReactNode, useId } from 'react';
import { cx } from '../../internal/cx';
import { usePresence } from '../../internal/usePresence';
import { transitionMs } from '../../theme.css';
import { useT } from '../../useT';
import { IconButton } from '../IconButton/IconButton';
import { useModalDialog } from '../Modal/useModalDialog';
import * as styles from './Drawer.css';

export interface DrawerProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Actions pinned to the bottom (Save, Cancel). */
  footer?: ReactNode;
  onClose?: () => void;
  /** Esc, the backdrop and the × button close it (default). */
  dismissible?: boolean;
  side?: keyof typeof styles.side;
  /** Width from tablet up (sm 22 rem, md 30 rem, lg 44 rem); always the full width on phones. */
  size?: keyof typeof styles.width;
  className?: string;
}

/**
 * A side panel over the screen (filters, a quick edit form, appointment details): a modal dialog that slides in
 * and out over 300 ms, with a scrolling body and a footer that stays in view.
 */
export function Drawer({ open, ...props }: DrawerProps) {
  const presence = usePresence(open, transitionMs.modal);
  if (presence === 'closed') return null;
  return <OpenDrawer {...props} closing={presence === 'closing'} />;
}

function OpenDrawer({
  title,
  children,
  footer,
  onClose,
  dismissible = true,
  side = 'right',
  size = 'md',
  className,
  closing,
}: Omit<DrawerProps, 'open'> & { closing: boolean }) {
  const { t } = useT();
  const titleId = useId();
  const { dialogRef, bodyRef, footerRef, dismiss, dialogProps } = useModalDialog({
    closing,
    dismissible,
    onClose,
  });
  return (
    <dialog
      {...dialogProps}
      ref={dialogRef}
      aria-labelledby={titleId}
      className={cx(styles.dialog, styles.side[side], styles.width[size], className)}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible && (
            <IconButton icon="close" size="sm" aria-label={t('common.actions.close')} onClick={dismiss} />
          )}
        </div>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footer && (
          <div ref={footerRef} className={styles.footer}>
            {footer}
          </div>
        )}
      </div>
    </dialog>
  );
}
