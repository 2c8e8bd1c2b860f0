import { RealtimeEvent } from '@clinic/domain';
import { formatCount } from '@clinic/i18n';
import { Card, useT } from '@clinic/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { realtime } from '../../app/session';
import { eInvoiceKeys, useEInvoiceCounts, useEInvoiceScreen } from '../e-invoices/queries';
import * as styles from './dashboard.css';
import * as own from './EInvoicesBlock.css';

/** Where the refused ones are fixed and sent again: the e-invoice list filtered to them. */
const REFUSED_E_INVOICES_PATH = '/e-invoices?status=refused';

/**
 * "Hóa đơn điện tử": how many e-invoices the provider refused (to fix and send again) and how many are on their way,
 * for whoever may read the cashier's screen or the invoice list. Nothing while the clinic has no e-invoice settings
 * or the user may read neither, nor while the counts load: it is a notice, not a figure the page waits for.
 */
export function EInvoicesBlock() {
  const { t, lang } = useT();
  const screenId = useEInvoiceScreen();
  const counts = useEInvoiceCounts();
  useCountsRefreshedByInvoices(screenId !== null);
  if (screenId === null || !counts.data?.configured) return null;
  const { refused, queued } = counts.data;
  return (
    <section className={styles.section} aria-labelledby="dashboard-e-invoices">
      <h2 id="dashboard-e-invoices" className={styles.sectionTitle}>
        {t('eInvoices.dashboard.title')}
      </h2>
      <div className={styles.stats}>
        <Card
          title={t('eInvoices.dashboard.refused')}
          headingLevel="h3"
          footer={
            refused > 0 ? (
              <Link href={REFUSED_E_INVOICES_PATH} className={styles.link}>
                {t('eInvoices.dashboard.review')}
              </Link>
            ) : undefined
          }
        >
          <p
            className={[styles.statValue, refused > 0 ? own.refused : ''].filter(Boolean).join(' ')}
            data-tone={refused > 0 ? 'danger' : undefined}
          >
            {formatCount(refused, lang)}
          </p>
          <p className={styles.compare}>
            {t(refused > 0 ? 'eInvoices.dashboard.refusedSome' : 'eInvoices.dashboard.refusedNone')}
          </p>
        </Card>
        <Card title={t('eInvoices.dashboard.queued')} headingLevel="h3">
          <p className={styles.statValue}>{formatCount(queued, lang)}</p>
          <p className={styles.compare}>{t('eInvoices.dashboard.queuedText')}</p>
        </Card>
      </div>
    </section>
  );
}

/** A paid or cancelled invoice queues an e-invoice (the original or its adjustment): the counts are read again. */
function useCountsRefreshedByInvoices(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: eInvoiceKeys.counts });
    const offs = [RealtimeEvent.InvoicePay, RealtimeEvent.InvoiceCancel].map((name) =>
      realtime.on(name, refresh),
    );
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient, enabled]);
}
