import type { BankTransferItem, InvoiceView, PaymentItem } from '@clinic/api-client';
import { InvoiceStatus, PermissionLevel, ScreenId, StockSheetType } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { useAbility } from '@clinic/permissions';
import {
  Button,
  buttonClassName,
  Card,
  EmptyState,
  Spinner,
  Table,
  type TableColumn,
  useT,
} from '@clinic/ui';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { formatClinicDateTime, useClinicTimeZone } from '../../app/clinicTime';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { InvoiceStatusBadge, usePaymentMethodLabel } from '../billing/badges';
import * as styles from '../billing/billing.css';
import { buyerText } from '../billing/buyer';
import { CancelInvoiceDialog } from '../billing/CancelInvoiceDialog';
import { InvoiceLines } from '../billing/InvoiceLines';
import { Facts } from '../billing/PaidSummary';
import { EInvoicePanel } from '../e-invoices/EInvoicePanel';
import { PrintButton } from '../print';
import { invoicesCall, useInvoiceDetails } from './queries';

/**
 * Screen 23's invoice: who made, paid or cancelled it and when, its lines and money, the payments ledger (a
 * cancelled paid invoice shows its payment and the refund that reversed it), the stock sheets it made and the bank
 * transfers that paid it. A paid invoice is never edited: cancelling reverses it by new records.
 */
export function InvoiceDetails({ id }: { id: number }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const invoice = useInvoiceDetails(id);
  const canWrite = useAbility().canScreen(ScreenId.Invoices, PermissionLevel.Write);
  const [canceling, setCanceling] = useState(false);
  if (invoice.isPending) return <Spinner />;
  if (invoice.isError)
    return (
      <EmptyState
        icon="alert"
        title={t('billing.details.loadError')}
        description={errorText(invoice.error)}
      />
    );
  const data = invoice.data;
  return (
    <Page
      wide
      title={t('billing.details.title', { code: data.code })}
      actions={
        <span className={styles.row}>
          <Link href="/" className={buttonClassName({ variant: 'secondary' })}>
            {t('billing.details.back')}
          </Link>
          <PrintButton kind="invoice" id={data.id} screenId={ScreenId.Invoices} />
          {canWrite && data.status !== InvoiceStatus.Canceled && (
            <Button variant="danger" onClick={() => setCanceling(true)}>
              {t('billing.panel.cancel')}
            </Button>
          )}
        </span>
      }
    >
      <div className={styles.stack}>
        <InvoiceHeader invoice={data} />
        <EInvoicePanel invoice={data} framed />
        <Card>
          <InvoiceLines invoice={data} />
        </Card>
        <Payments payments={data.payments} />
        {data.stockSheets.length > 0 && (
          <section className={styles.tight}>
            <h2 className={styles.sectionTitle}>{t('billing.details.stockSheets')}</h2>
            <ul>
              {data.stockSheets.map((sheet) => (
                <li key={sheet.id}>
                  <Link href={`~/stock/sheets/${sheet.id}`}>{sheet.code}</Link>{' '}
                  <span className={styles.muted}>
                    {t(
                      sheet.type === StockSheetType.Export
                        ? 'billing.details.sale'
                        : 'billing.details.stockRefund',
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {data.bankTransfers.length > 0 && <Transfers transfers={data.bankTransfers} />}
      </div>
      {canceling && (
        <CancelInvoiceDialog invoice={data} call={invoicesCall} onClose={() => setCanceling(false)} />
      )}
    </Page>
  );
}

function InvoiceHeader({ invoice }: { invoice: InvoiceView }) {
  const { t } = useT();
  const timeZone = useClinicTimeZone();
  const methodLabel = usePaymentMethodLabel();
  const at = (iso: string | null) => (iso ? formatClinicDateTime(iso, timeZone) : '—');
  const facts: [string, ReactNode][] = [
    [t('billing.list.status'), <InvoiceStatusBadge key="status" status={invoice.status} />],
    [
      t('billing.list.patient'),
      invoice.clinicPatientId === null ? (
        buyerText(invoice, t)
      ) : (
        <Link key="patient" href={`~/patients/${invoice.clinicPatientId}`}>
          {buyerText(invoice, t)}
        </Link>
      ),
    ],
    [
      t('billing.list.visit'),
      invoice.appointmentId ? (
        <Link key="visit" href={`~/appointments/${invoice.appointmentId}`}>
          {invoice.appointmentCode ?? invoice.appointmentId}
        </Link>
      ) : (
        '—'
      ),
    ],
    [t('billing.details.createdAt'), at(invoice.createdAt)],
    [t('billing.details.createdBy'), invoice.createdByName ?? '—'],
  ];
  if (invoice.paidAt) {
    facts.push([t('billing.list.method'), methodLabel(invoice.paymentMethod)]);
    facts.push([t('billing.details.paidAt'), at(invoice.paidAt)]);
    facts.push([
      t('billing.details.paidBy'),
      invoice.paidByName ?? (invoice.bankTransfers.length ? t('billing.paid.byBank') : '—'),
    ]);
  }
  if (invoice.canceledAt) {
    facts.push([t('billing.details.canceledAt'), at(invoice.canceledAt)]);
    facts.push([t('billing.details.canceledBy'), invoice.canceledByName ?? '—']);
    facts.push([t('billing.details.reason'), invoice.cancelReason ?? '—']);
  }
  if (invoice.note) facts.push([t('billing.details.note'), invoice.note]);
  return (
    <Card>
      <Facts facts={facts} />
    </Card>
  );
}

function Payments({ payments }: { payments: readonly PaymentItem[] }) {
  const { t } = useT();
  const timeZone = useClinicTimeZone();
  const methodLabel = usePaymentMethodLabel();
  const isRefund = (p: PaymentItem) => p.reversesPaymentId !== null || p.amount < 0;
  const columns: TableColumn<PaymentItem>[] = [
    {
      key: 'kind',
      header: t('billing.details.kind'),
      cell: (p) =>
        isRefund(p) ? (
          <span className={styles.refund}>{t('billing.details.refund')}</span>
        ) : (
          t('billing.details.payment')
        ),
    },
    { key: 'method', header: t('billing.list.method'), cell: (p) => methodLabel(p.method) },
    {
      key: 'amount',
      header: t('billing.details.amount'),
      align: 'end',
      cell: (p) => <span className={p.amount < 0 ? styles.refund : undefined}>{formatVnd(p.amount)}</span>,
    },
    { key: 'at', header: t('billing.details.at'), cell: (p) => formatClinicDateTime(p.createdAt, timeZone) },
    { key: 'by', header: t('billing.details.by'), cell: (p) => p.createdByName ?? '—' },
  ];
  return (
    <section className={styles.tight}>
      <h2 className={styles.sectionTitle}>{t('billing.details.payments')}</h2>
      {payments.length === 0 ? (
        <p className={styles.muted}>{t('billing.details.noPayments')}</p>
      ) : (
        <Table caption={t('billing.details.payments')} columns={columns} rows={payments} rowKey="id" />
      )}
    </section>
  );
}

function Transfers({ transfers }: { transfers: readonly BankTransferItem[] }) {
  const { t } = useT();
  const timeZone = useClinicTimeZone();
  const columns: TableColumn<BankTransferItem>[] = [
    {
      key: 'time',
      header: t('billing.transfers.time'),
      cell: (b) => formatClinicDateTime(b.transactionAt ?? b.createdAt, timeZone),
    },
    { key: 'amount', header: t('billing.transfers.amount'), align: 'end', cell: (b) => formatVnd(b.amount) },
    { key: 'bank', header: t('billing.transfers.bank'), cell: (b) => b.gateway ?? '—' },
    { key: 'content', header: t('billing.transfers.content'), wrap: true, cell: (b) => b.content ?? '—' },
  ];
  return (
    <section className={styles.tight}>
      <h2 className={styles.sectionTitle}>{t('billing.details.bankTransfers')}</h2>
      <Table caption={t('billing.details.bankTransfers')} columns={columns} rows={transfers} rowKey="id" />
    </section>
  );
}
