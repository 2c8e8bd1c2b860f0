import type { ServiceOrderItem } from '@clinic/api-client';
import { ConfirmDialog, useT } from '@clinic/ui';
import * as styles from './exam.css';

/**
 * "Finish with services not done?": names each ordered service still waiting or under way, with its lane, so the
 * doctor finishes knowingly (an ultrasound the patient left before) or goes back to have them done.
 */
export function PendingServicesDialog({
  pending,
  also,
  onContinue,
  onClose,
}: {
  /** The services not done; null keeps the dialog closed. */
  pending: readonly ServiceOrderItem[] | null;
  /** Another reason finishing asks (no result sheet yet), already translated: one question, not two. */
  also?: string;
  onContinue: () => Promise<unknown> | undefined;
  onClose: () => void;
}) {
  const { t } = useT();
  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('exam.pendingServices.title')}
      message={
        pending && (
          <div className={styles.pendingStack}>
            <p>{t('exam.pendingServices.message', { count: pending.length })}</p>
            <ul className={styles.pendingList}>
              {pending.map((s) => (
                <li key={s.id}>
                  <strong>{s.name}</strong>
                  {s.quantity > 1 ? ` ×${s.quantity}` : ''} — {t(`serviceOrders.lanes.${s.lane}`)}
                </li>
              ))}
            </ul>
            {also && <p>{also}</p>}
            <p>{t('exam.pendingServices.detail')}</p>
          </div>
        )
      }
      confirmLabel={t('exam.pendingServices.confirm')}
      cancelLabel={t('exam.pendingServices.back')}
      onConfirm={() => onContinue()}
      onCancel={onClose}
    />
  );
}
