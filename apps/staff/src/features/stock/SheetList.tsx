import type { StockSheetSearchFilter, StockSheetSummary } from '@clinic/api-client';
import { PermissionLevel, ScreenId, StockSheetType, stockSheetReasons } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { useAbility } from '@clinic/permissions';
import { buttonClassName, type TableColumn, useT } from '@clinic/ui';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { formatClinicDate, useClinicTimeZone } from '../../app/clinicTime';
import { DateRangeFilter } from '../../shared/resources/DateRangeFilter';
import { ChoiceFilter, ListScreen } from '../../shared/resources/ListScreen';
import { CodeSearchField, usePagedList } from '../../shared/resources/PagedList';
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
  const set = paged.filterSetter;
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
    <ListScreen
      title={title}
      columns={columns}
      paged={paged}
      filtered={paged.settledKeyword !== '' || Object.keys(filter).length > 0}
      emptyTitle={t('stock.sheets.emptyTitle')}
      emptyText={t('stock.sheets.emptyText')}
      onRowClick={(row) => navigate(`/${row.id}`)}
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
      filters={
        <>
          <CodeSearchField label={t('stock.sheets.code')} paged={paged} />
          <ChoiceFilter
            label={t('stock.sheets.type')}
            all={t('stock.sheets.all')}
            value={type}
            onChange={(value) => {
              // A reason of the other type no longer fits.
              set(setType)(value === '' ? '' : (Number(value) as StockSheetType));
              setReason('');
            }}
            options={[
              { value: StockSheetType.Import, label: t('stock.type.import') },
              { value: StockSheetType.Export, label: t('stock.type.export') },
            ]}
          />
          <ChoiceFilter
            label={t('stock.sheets.reason')}
            all={t('stock.sheets.all')}
            value={reason}
            onChange={set(setReason)}
            options={reasons.map((r) => ({ value: r, label: reasonLabel(r) }))}
          />
          <ChoiceFilter
            label={t('stock.sheets.supplier')}
            all={t('stock.sheets.all')}
            value={supplierId}
            onChange={set(setSupplierId)}
            options={(suppliers.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          />
          <DateRangeFilter from={from} to={to} onFrom={set(setFrom)} onTo={set(setTo)} />
        </>
      }
    />
  );
}
