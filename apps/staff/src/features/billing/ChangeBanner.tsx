import type { InvoiceCheck, InvoiceLine } from '@clinic/api-client';
import { formatVnd } from '@clinic/i18n';
import { Button, Notice, useT } from '@clinic/ui';
import * as styles from './billing.css';
import { useUnitText } from './InvoiceLines';

/**
 * The visit moved after its invoice was made (a service ordered or removed, the prescription rewritten): what was
 * added, removed or changed, the total a rebuild would give, and the button that rebuilds the invoice.
 */
export function ChangeBanner({
  check,
  onUpdate,
  updating,
  canWrite,
}: {
  check: InvoiceCheck;
  onUpdate: () => void;
  updating: boolean;
  canWrite: boolean;
}) {
  const { t } = useT();
  const unitText = useUnitText();
  const amount = (line: InvoiceLine) =>
    `${line.quantity}${unitText(line) ? ` ${unitText(line)}` : ''} × ${formatVnd(line.unitPrice)}`;
  return (
    <Notice
      tone="warning"
      action={
        canWrite && (
          <Button variant="primary" onClick={onUpdate} loading={updating}>
            {t('billing.change.update')}
          </Button>
        )
      }
    >
      <div className={styles.tight}>
        <strong>{t('billing.change.title')}</strong>
        <ul>
          {check.added.map((line) => (
            <li key={`added-${line.source}`}>
              {t('billing.change.added', { name: line.name, quantity: line.quantity })}
            </li>
          ))}
          {check.removed.map((line) => (
            <li key={`removed-${line.source}`}>
              {t('billing.change.removed', { name: line.name, quantity: line.quantity })}
            </li>
          ))}
          {check.updated.map(({ before, after }) => (
            <li key={`updated-${after.source}`}>
              {t('billing.change.updated', {
                name: after.name,
                before: amount(before),
                after: amount(after),
              })}
            </li>
          ))}
        </ul>
        <span>
          {t('billing.change.total', {
            after: formatVnd(check.appointmentTotal),
            before: formatVnd(check.invoiceTotal),
          })}
        </span>
      </div>
    </Notice>
  );
}
