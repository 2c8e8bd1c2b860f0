import type { EInvoiceRow } from '@clinic/api-client';
import { EInvoiceStatus, eInvoiceStatuses, PermissionLevel, ScreenId } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { useAbility } from '@clinic/permissions';
import {
  Button,
  EmptyState,
  FormField,
  Input,
  Notice,
  Select,
  Table,
  type TableColumn,
  toast,
  useT,
} from '@clinic/ui';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { formatClinicDateTime, useClinicTimeZone } from '../../app/clinicTime';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { DateRangeFilter } from '../../shared/resources/DateRangeFilter';
import * as resourceStyles from '../../shared/resources/resources.css';
import { useDebounced } from '../../shared/resources/useDebounced';
import { EInvoiceStatusBadge } from './EInvoiceStatusBadge';
import { providerCode, refusalText } from './eInvoiceState';
import * as styles from './eInvoices.css';
import { EINVOICE_PAGE_SIZE, type EInvoiceFilters, readFilters, toQuery, writeFilters } from './filters';
import { useEInvoiceCounts, useEInvoiceList, useEInvoiceScreen, useSendEInvoiceAgain } from './queries';

/**
 * The e-invoice list: originals and the adjustments that lower them, newest first, by state, the days they were
 * made and a keyword (buyer, tax code, number, invoice code), with why the provider refused one and "Gửi lại" for
 * it. Every filter is in the address; a change of filter goes back to page 1.
 */
export default function EInvoicesScreen({ debounceMs = 300 }: { debounceMs?: number }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const timeZone = useClinicTimeZone();
  const canOpenInvoice = useAbility().canScreen(ScreenId.Invoices, PermissionLevel.Read);
  const canSend = useEInvoiceScreen(PermissionLevel.Write) !== null;
  const send = useSendEInvoiceAgain();
  const counts = useEInvoiceCounts();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const set = (patch: Partial<EInvoiceFilters>) =>
    setParams(writeFilters({ ...filters, page: 1, ...patch }), { replace: true });

  // The keyword is typed: the list follows once typing pauses; the address keeps what was settled.
  const [keyword, setKeyword] = useState(filters.keyword);
  const settled = useDebounced(keyword.trim(), debounceMs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled keyword moves the address.
  useEffect(() => {
    if (settled !== filters.keyword) set({ keyword: settled });
  }, [settled]);

  const list = useEInvoiceList(toQuery(filters));
  const rows = list.data?.pageData ?? [];
  const sendAgain = (row: EInvoiceRow) =>
    send.mutate(row.id, {
      onSuccess: () => toast.success(t('eInvoices.list.sentAgain', { code: row.invoiceCode })),
      onError: (error) => toast.error(errorText(error) ?? ''),
    });

  // Two facts a cell, one under the other (the invoice and when it was made, a refusal and its send again): the list
  // fits a 1280 px screen.
  const columns: TableColumn<EInvoiceRow>[] = [
    {
      key: 'invoice',
      header: t('eInvoices.list.invoice'),
      cell: (r) => (
        <span className={styles.cellStack}>
          {canOpenInvoice ? <Link href={`/invoices/${r.invoiceId}`}>{r.invoiceCode}</Link> : r.invoiceCode}
          <span className={styles.muted}>{formatClinicDateTime(r.createdAt, timeZone)}</span>
        </span>
      ),
    },
    {
      key: 'buyer',
      header: t('eInvoices.list.buyer'),
      cell: (r) => (
        <span className={styles.wrapped}>
          {r.buyer.legalName ?? r.buyer.name}
          {r.buyer.taxCode && (
            <span className={styles.muted}>{t('eInvoices.issue.taxCode', { taxCode: r.buyer.taxCode })}</span>
          )}
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('eInvoices.list.amount'),
      align: 'end',
      // An adjustment lowers its original by its amount.
      cell: (r) => formatVnd(r.adjusts ? -r.amount : r.amount),
    },
    {
      key: 'kind',
      header: t('eInvoices.list.kind'),
      cell: (r) =>
        r.adjusts ? (
          <span className={styles.wrapped}>
            {r.adjusts.number
              ? t('eInvoices.list.adjustment', { number: r.adjusts.number })
              : t('eInvoices.list.adjustmentPending')}
            {r.reason && <span className={styles.muted}>{r.reason}</span>}
          </span>
        ) : (
          t('eInvoices.list.original')
        ),
    },
    {
      key: 'status',
      header: t('eInvoices.list.status'),
      // A refused one says why under its state, and may be sent again from there.
      cell: (r) => (
        <span className={styles.cellStack}>
          <EInvoiceStatusBadge status={r.status} />
          {r.status === EInvoiceStatus.Refused && (
            <>
              <span className={`${styles.wrapped} ${styles.refusal}`}>
                {providerCode(r) && <code className={styles.mono}>{providerCode(r)}</code>}{' '}
                {refusalText(r, t)}
              </span>
              {canSend && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('eInvoices.list.sendAgainFor', { code: r.invoiceCode })}
                  loading={send.isPending && send.variables === r.id}
                  onClick={() => sendAgain(r)}
                >
                  {t('eInvoices.list.sendAgain')}
                </Button>
              )}
            </>
          )}
        </span>
      ),
    },
    {
      key: 'number',
      header: t('eInvoices.list.number'),
      // The number, and under it the lookup code the buyer types at the provider's page.
      cell: (r) => (
        <span className={styles.cellStack}>
          <span className={styles.mono}>{r.number ?? ''}</span>
          {r.lookupCode && (
            <span className={styles.muted} title={t('eInvoices.issue.lookupCode')}>
              {r.lookupCode}
            </span>
          )}
        </span>
      ),
    },
  ];

  const title = t('screen.eInvoices');
  const filtered =
    filters.status !== null || filters.keyword !== '' || filters.from !== null || filters.to !== null;
  return (
    <Page wide title={title}>
      {counts.data?.configured === false && (
        <Notice tone="warning" className={styles.notice}>
          {t('eInvoices.list.notConfigured')}
        </Notice>
      )}
      <div className={resourceStyles.toolbar}>
        <FormField label={t('eInvoices.list.search')} hideLabel className={resourceStyles.search}>
          <Input
            type="search"
            value={keyword}
            placeholder={t('eInvoices.list.searchPlaceholder')}
            onChange={(event) => setKeyword(event.target.value)}
          />
        </FormField>
        <FormField label={t('eInvoices.list.status')} className={resourceStyles.filter}>
          <Select
            value={filters.status ?? ''}
            onChange={(event) => set({ status: (event.target.value || null) as EInvoiceStatus | null })}
            options={[
              { value: '', label: t('eInvoices.list.allStatuses') },
              ...eInvoiceStatuses.map((status) => ({
                value: status,
                label: t(`eInvoices.status.${status}`),
              })),
            ]}
          />
        </FormField>
        <DateRangeFilter
          from={filters.from}
          to={filters.to}
          onFrom={(from) => set({ from })}
          onTo={(to) => set({ to })}
        />
      </div>
      <Table
        caption={title}
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={list.isPending}
        pageNumber={filters.page}
        pageSize={EINVOICE_PAGE_SIZE}
        totalItem={list.data?.paging.totalItem ?? 0}
        onPageChange={(page) => set({ page })}
        empty={
          list.isError ? (
            <EmptyState
              size="sm"
              icon="alert"
              title={t('eInvoices.list.loadError')}
              description={errorText(list.error)}
              action={<Button onClick={() => void list.refetch()}>{t('eInvoices.list.retry')}</Button>}
            />
          ) : filtered ? (
            <EmptyState size="sm" title={t('resources.list.noResults')} />
          ) : (
            <EmptyState
              size="sm"
              title={t('eInvoices.list.emptyTitle')}
              description={t('eInvoices.list.emptyText')}
            />
          )
        }
      />
    </Page>
  );
}
