import type { StockSheetSearchFilter, StockSheetSummary } from '@clinic/api-client';
import { PermissionLevel, ScreenId, StockSheetType, stockSheetReasons } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { useAbility } from '@clinic/permissions';
import { buttonClassName, FormField, Input, Select, type TableColumn, useT } from '@clinic/ui';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { formatClinicDate, useClinicTimeZone } from '../../app/clinicTime';
import { Page } from '../../app/shell/Page';
import { DateRangeFilter } from '../../shared/resources/DateRangeFilter';
import { PagedTable, usePagedList } from '../../shared/resources/PagedList';
import * as resourceStyles from '../../shared/resources/resources.css';
import { TypeBadge, useReasonLabel } from './badges';
import { sheetsCall, stock, stockKeys, useSuppliers } from './queries';
import * as styles from './stock.css';

/** Screen 27's list: saved sheets newest first, by type, reason (of that type), supplier, dates and code. */
export function SheetList({ debounceMs }: { debounceMs: number }) {
  const { t } = useT();
  const timeZone = useClinicTimeZone();
  const reasonLabel = useReasonLabel();
  const [, navigate] = useLocation();
  const canWrite = useAbility().canScreen(ScreenId.StockSheets, PermissionLevel.Write);
  const suppliers = useSuppliers();
  const [type, setType] = useState<'' | StockSheetType>('');
  const [reason, setReason] = useState('');
  const [supplierId, setSupplierId] = useState('');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const filter: StockSheetSearchFilter = {
    ...(type ? { type } : {}),
    ...(reason ? { reason } : {}),
    ...(supplierId ? { supplierId: Number(supplierId) } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  // The list's keyword is the sheet's code (or part of it).
  const paged = usePagedList<StockSheetSummary>({
    queryKey: [...stockKeys.sheets, filter],
    fetch: ({ pageSize, pageNumber, keyword }) =>
      stock.search(
        { ...filter, ...(keyword ? { code: keyword } : {}) },
        { pageSize, pageNumber },
        sheetsCall,
      ),
    debounceMs,
  });
  const set =
    <V,>(apply: (value: V) => void) =>
    (value: V) => {
      apply(value);
      paged.setPageNumber(1);
    };
  const reasons = type ? stockSheetReasons[type] : [...new Set(Object.values(stockSheetReasons).flat())];

  const columns: TableColumn<StockSheetSummary>[] = [
    { key: 'code', header: t('stock.sheets.code'), cell: (s) => <Link href={`/${s.id}`}>{s.code}</Link> },
    { key: 'type', header: t('stock.sheets.type'), cell: (s) => <TypeBadge type={s.type} /> },
    { key: 'reason', header: t('stock.sheets.reason'), cell: (s) => reasonLabel(s.reason) },
    { key: 'supplier', header: t('stock.sheets.supplier'), wrap: true, cell: (s) => s.supplierName ?? '' },
    { key: 'items', header: t('stock.sheets.itemCount'), align: 'end', cell: (s) => s.itemCount },
    { key: 'total', header: t('stock.sheets.total'), align: 'end', cell: (s) => formatVnd(s.total) },
    {
      key: 'date',
      header: t('stock.sheets.dateAndBy'),
      // Who saved it under the day: one column, so the list fits beside the sidebar.
      cell: (s) => (
        <span className={styles.stacked}>
          {formatClinicDate(s.createdAt, timeZone)}
          {s.createdByName && <span className={styles.muted}>{s.createdByName}</span>}
        </span>
      ),
    },
  ];

  const title = t('screen.stockSheets');
  return (
    <Page
      wide
      title={title}
      actions={
        canWrite && (
          <span className={styles.actions}>
            <Link href="/new/import" className={buttonClassName({ variant: 'primary' })}>
              {t('stock.sheets.newImport')}
            </Link>
            <Link href="/new/export" className={buttonClassName({ variant: 'secondary' })}>
              {t('stock.sheets.newExport')}
            </Link>
          </span>
        )
      }
    >
      <div className={resourceStyles.toolbar}>
        <FormField label={t('stock.sheets.code')} className={resourceStyles.filter}>
          <Input
            type="search"
            value={paged.keyword}
            onChange={(event) => paged.setKeyword(event.target.value)}
          />
        </FormField>
        <FormField label={t('stock.sheets.type')} className={resourceStyles.filter}>
          <Select
            value={type}
            onChange={(event) => {
              // A reason of the other type no longer fits.
              set(setType)(event.target.value === '' ? '' : (Number(event.target.value) as StockSheetType));
              setReason('');
            }}
            options={[
              { value: '', label: t('stock.sheets.all') },
              { value: StockSheetType.Import, label: t('stock.type.import') },
              { value: StockSheetType.Export, label: t('stock.type.export') },
            ]}
          />
        </FormField>
        <FormField label={t('stock.sheets.reason')} className={resourceStyles.filter}>
          <Select
            value={reason}
            onChange={(event) => set(setReason)(event.target.value)}
            options={[
              { value: '', label: t('stock.sheets.all') },
              ...reasons.map((r) => ({ value: r, label: reasonLabel(r) })),
            ]}
          />
        </FormField>
        <FormField label={t('stock.sheets.supplier')} className={resourceStyles.filter}>
          <Select
            value={supplierId}
            onChange={(event) => set(setSupplierId)(event.target.value)}
            options={[
              { value: '', label: t('stock.sheets.all') },
              ...(suppliers.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
            ]}
          />
        </FormField>
        <DateRangeFilter from={from} to={to} onFrom={set(setFrom)} onTo={set(setTo)} />
      </div>
      <PagedTable
        caption={title}
        columns={columns}
        paged={paged}
        filtered={paged.settledKeyword !== '' || Object.keys(filter).length > 0}
        emptyTitle={t('stock.sheets.emptyTitle')}
        emptyText={t('stock.sheets.emptyText')}
        onRowClick={(row) => navigate(`/${row.id}`)}
      />
    </Page>
  );
}
