import type { InvoiceSearchFilter, InvoiceSummary } from '@clinic/api-client';
import { InvoiceStatus, PaymentMethod } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { FormField, Input, type TableColumn, useT } from '@clinic/ui';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { formatClinicDateTime, useClinicTimeZone } from '../../app/clinicTime';
import { DateRangeFilter } from '../../shared/resources/DateRangeFilter';
import { ChoiceFilter, ListScreen } from '../../shared/resources/ListScreen';
import { CodeSearchField, usePagedList } from '../../shared/resources/PagedList';
import * as resourceStyles from '../../shared/resources/resources.css';
import { useDebounced } from '../../shared/resources/useDebounced';
import { InvoiceStatusBadge, paymentMethods, usePaymentMethodLabel } from '../billing/badges';
import * as styles from '../billing/billing.css';
import { buyerText } from '../billing/buyer';
import { invoices } from '../billing/queries';
import { EInvoiceCell } from '../e-invoices/EInvoiceStatusBadge';
import { invoicesCall, invoicesKeys, useCashiers } from './queries';

/**
 * Screen 23's list, newest first: by code, patient (name without accents, code or phone), cashier, method, status and
 * the days it was made, sent as the search body exactly as chosen.
 */
export function InvoiceList({ debounceMs }: { debounceMs: number }) {
  const { t } = useT();
  const timeZone = useClinicTimeZone();
  const methodLabel = usePaymentMethodLabel();
  const [, navigate] = useLocation();
  const cashiers = useCashiers();
  const [patient, setPatient] = useState('');
  const keyword = useDebounced(patient.trim(), debounceMs);
  const [cashierId, setCashierId] = useState('');
  const [method, setMethod] = useState('');
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const filter: InvoiceSearchFilter = {
    ...(keyword ? { keyword } : {}),
    ...(cashierId ? { cashierId: Number(cashierId) } : {}),
    ...(method ? { paymentMethod: Number(method) as PaymentMethod } : {}),
    ...(status ? { status: Number(status) as InvoiceStatus } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  // The list's own keyword is the invoice code (or part of it).
  const paged = usePagedList<InvoiceSummary>({
    queryKey: [...invoicesKeys.list, filter],
    fetch: ({ pageSize, pageNumber, keyword: code }) =>
      invoices.search({ ...filter, ...(code ? { code } : {}) }, { pageSize, pageNumber }, invoicesCall),
    debounceMs,
  });
  const set = paged.filterSetter;

  const columns: TableColumn<InvoiceSummary>[] = [
    // Two facts a cell, one under the other (code and day, method and cashier): the table fits a 1280 px screen.
    {
      key: 'code',
      header: t('billing.list.code'),
      cell: (i) => (
        <span className={styles.tight}>
          <Link href={`/${i.id}`}>{i.code}</Link>
          <span className={styles.muted}>{formatClinicDateTime(i.createdAt, timeZone)}</span>
        </span>
      ),
    },
    {
      key: 'patient',
      header: t('billing.list.patient'),
      cell: (i) => (
        <span className={styles.tight}>
          {i.clinicPatientId === null ? buyerText(i, t) : i.patientName}
          <span className={styles.muted}>{i.patientCode}</span>
        </span>
      ),
    },
    { key: 'total', header: t('billing.list.total'), align: 'end', cell: (i) => formatVnd(i.total) },
    {
      key: 'method',
      // The cashier's name under the method needs no heading of its own (its width would not fit 1280 px).
      header: t('billing.list.method'),
      cell: (i) => (
        <span className={styles.tight}>
          {methodLabel(i.paymentMethod) || '—'}
          <span className={styles.muted}>
            {/* Paid by the bank's notification: no one at the desk. */}
            {i.paidByName ?? (i.paymentMethod === PaymentMethod.BankTransfer ? t('billing.list.byBank') : '')}
          </span>
        </span>
      ),
    },
    {
      key: 'status',
      header: t('billing.list.status'),
      cell: (i) => <InvoiceStatusBadge status={i.status} />,
    },
    {
      key: 'eInvoice',
      header: <abbr title={t('eInvoices.list.title')}>{t('eInvoices.list.invoiceColumn')}</abbr>,
      cell: (i) => <EInvoiceCell eInvoice={i.eInvoice} />,
    },
  ];

  const title = t('screen.invoices');
  return (
    <ListScreen
      title={title}
      columns={columns}
      paged={paged}
      filtered={paged.settledKeyword !== '' || Object.keys(filter).length > 0}
      emptyTitle={t('billing.list.emptyTitle')}
      emptyText={t('billing.list.emptyText')}
      onRowClick={(row) => navigate(`/${row.id}`)}
      filters={
        <>
          <CodeSearchField label={t('billing.list.code')} paged={paged} />
          <FormField label={t('billing.list.patient')} className={resourceStyles.filter}>
            <Input
              type="search"
              value={patient}
              placeholder={t('billing.list.patientPlaceholder')}
              onChange={(event) => set(setPatient)(event.target.value)}
            />
          </FormField>
          {cashiers.canRead && (
            <ChoiceFilter
              label={t('billing.list.cashier')}
              all={t('billing.list.all')}
              value={cashierId}
              onChange={set(setCashierId)}
              options={cashiers.users.map((u) => ({ value: String(u.id), label: u.fullName }))}
            />
          )}
          <ChoiceFilter
            label={t('billing.list.method')}
            all={t('billing.list.all')}
            value={method}
            onChange={set(setMethod)}
            options={paymentMethods.map((m) => ({ value: String(m), label: methodLabel(m) }))}
          />
          <ChoiceFilter
            label={t('billing.list.status')}
            all={t('billing.list.all')}
            value={status}
            onChange={set(setStatus)}
            options={[
              { value: String(InvoiceStatus.WaitForPayment), label: t('billing.status.unpaid') },
              { value: String(InvoiceStatus.Paid), label: t('billing.status.paid') },
              { value: String(InvoiceStatus.Canceled), label: t('billing.status.canceled') },
            ]}
          />
          <DateRangeFilter from={from} to={to} onFrom={set(setFrom)} onTo={set(setTo)} />
        </>
      }
    />
  );
}
