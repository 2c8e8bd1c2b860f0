import type { InvoiceView } from '@clinic/api-client';
import { Button, Notice, toast, useT } from '@clinic/ui';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import * as styles from './billing.css';
import { useChangeMedicineLine } from './queries';

/**
 * The medicine lines of an unpaid invoice the usable stock cannot cover now (it moved since the exam), each with
 * the units needed and usable, and, for a cashier who may write, reducing it to what is there or removing it. The
 * payment waits until none is left (the server refuses it too).
 */
export function StockShortfall({ invoice, canWrite }: { invoice: InvoiceView; canWrite: boolean }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const change = useChangeMedicineLine(invoice.id);
  if (!invoice.shortages.length) return null;
  const run = (source: string, name: string, quantity: number) =>
    change.mutate(
      { source, quantity },
      {
        onSuccess: () =>
          toast.success(
            quantity
              ? t('billing.shortfall.reduced', { name, quantity })
              : t('billing.shortfall.removed', { name }),
          ),
        onError: (error) => toast.error(errorText(error) ?? ''),
      },
    );
  return (
    <Notice tone="warning">
      <div className={styles.tight} role="alert">
        <strong>{t('billing.shortfall.title')}</strong>
        <p>{t('billing.shortfall.intro')}</p>
        <ul className={styles.shortfallList}>
          {invoice.shortages.map((s) => (
            <li key={s.source} className={styles.shortfallLine}>
              <strong>{t('billing.shortfall.line', s)}</strong>
              {canWrite && (
                <span className={styles.row}>
                  {s.usable > 0 && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={change.isPending}
                      onClick={() => run(s.source, s.name, s.usable)}
                    >
                      {t('billing.shortfall.reduce', s)}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={change.isPending}
                    onClick={() => run(s.source, s.name, 0)}
                  >
                    {t('billing.shortfall.remove')}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </Notice>
  );
}
