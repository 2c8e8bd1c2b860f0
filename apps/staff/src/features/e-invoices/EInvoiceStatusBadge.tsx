import { EInvoiceStatus } from '@clinic/domain';
import { Badge, useT } from '@clinic/ui';
import { statusTone } from './eInvoiceState';
import * as styles from './eInvoices.css';

/**
 * Where an e-invoice stands at the provider: on its way (amber, with a live dot), issued (green), refused (red),
 * adjusted or cancelled (grey), none yet (grey).
 */
export function EInvoiceStatusBadge({ status }: { status: EInvoiceStatus | null }) {
  const { t } = useT();
  const key = status ?? 'none';
  return (
    <Badge tone={statusTone[key]} dot={status === EInvoiceStatus.Queued} data-einvoice-status={key}>
      {t(`eInvoices.status.${key}`)}
    </Badge>
  );
}

/** An invoice's e-invoice in a list's cell: its state, and under it the provider's number once issued; "—" if none. */
export function EInvoiceCell({
  eInvoice,
}: {
  eInvoice: { status: EInvoiceStatus; number: string | null } | null;
}) {
  if (!eInvoice) return '—';
  return (
    <span className={styles.cellStack}>
      <EInvoiceStatusBadge status={eInvoice.status} />
      {eInvoice.number && <span className={styles.muted}>{eInvoice.number}</span>}
    </span>
  );
}
