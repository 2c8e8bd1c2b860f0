import type { InvoiceView } from '@clinic/api-client';
import { PaymentMethod } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { Notice, useT } from '@clinic/ui';
import type { ReactNode } from 'react';
import { formatClinicDateTime, useClinicTimeZone } from '../../app/clinicTime';
import { usePaymentMethodLabel } from './badges';
import * as styles from './billing.css';

/** A paid invoice: how, when and by whom, and for cash what was handed over and the change given back. */
export function PaidSummary({ invoice }: { invoice: InvoiceView }) {
  const { t } = useT();
  const timeZone = useClinicTimeZone();
  const methodLabel = usePaymentMethodLabel();
  const facts: [string, ReactNode][] = [
    [t('billing.paid.method'), methodLabel(invoice.paymentMethod)],
    [t('billing.paid.paidAt'), invoice.paidAt ? formatClinicDateTime(invoice.paidAt, timeZone) : '—'],
    // Paid by the bank's notification (a matched transfer), nobody at the desk took it.
    [
      t('billing.paid.cashier'),
      invoice.paidByName ?? (invoice.bankTransfers.length ? t('billing.paid.byBank') : '—'),
    ],
  ];
  if (invoice.paymentMethod === PaymentMethod.Cash && invoice.amountReceived !== null) {
    facts.push([t('billing.paid.received'), formatVnd(invoice.amountReceived)]);
    facts.push([t('billing.paid.changeDue'), formatVnd(invoice.changeDue ?? 0)]);
  }
  return (
    <Notice tone="info">
      <div className={styles.tight}>
        <strong className={styles.success}>{t('billing.paid.title')}</strong>
        <Facts facts={facts} />
      </div>
    </Notice>
  );
}

/** Label–value pairs in a grid (the paid summary, an invoice's header). */
export function Facts({ facts }: { facts: readonly [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
