import { EInvoiceStatus } from '@clinic/domain';
import { Badge, useT } from '@clinic/ui';
import { statusTone } from './eInvoiceState';
import * as styles from './eInvoices.css';

/**
 * Where an e-invoice stands at the provider: on its way (amber, with a live dot), issued (green), refused (red),
 * adjusted or cancelled (grey), none yet (grey); then the provider's number in monospace once it has one.
 */
export function EInvoiceStatusBadge({
  status,
  number = null,
}: {
  status: EInvoiceStatus | null;
  number?: string | null;
}) {
  const { t } = useT();
  const key = status ?? 'none';
  return (
    <span className={styles.state} data-einvoice-status={key}>
      <Badge tone={statusTone[key]} dot={status === EInvoiceStatus.Queued}>
        {t(`eInvoices.status.${key}`)}
      </Badge>
      {number && (
        <code className={styles.mono} title={t('eInvoices.issue.number')}>
          {number}
        </code>
      )}
    </span>
  );
}
