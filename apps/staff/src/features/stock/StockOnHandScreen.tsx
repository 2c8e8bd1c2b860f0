import type { StockOnHandItem } from '@clinic/api-client';
import {
  PermissionLevel,
  ScreenId,
  StockLevelFilter,
  StockOnHandSort,
  stockLevelFilters,
} from '@clinic/domain';
import { formatDate, formatVnd } from '@clinic/i18n';
import { useAbility } from '@clinic/permissions';
import { buttonClassName, FormField, Select, type TableColumn, useT } from '@clinic/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Page } from '../../app/shell/Page';
import { PagedTable, SearchField, usePagedList } from '../../shared/resources/PagedList';
import * as resourceStyles from '../../shared/resources/resources.css';
import { ExportStockOnHandButton } from '../stock-files';
import { ExpiryBadge, LevelBadge } from './badges';
import { onHandCall, stock, stockKeys, useStockEvents } from './queries';
import { StockInfoDrawer } from './StockInfoDrawer';
import * as styles from './stock.css';
import { readStockView, type StockView, writeStockView } from './stockView';

type Row = StockOnHandItem & { id: number };

/**
 * Screen 26: every medicine of the library with what is usable and on hand, its value at cost, its nearest expiry
 * and its level; a row opens the medicine's lots and last moves. Writers of stock sheets start one from here.
 */
export default function StockOnHandScreen({ debounceMs = 300 }: { debounceMs?: number }) {
  const { t } = useT();
  const canWrite = useAbility().canScreen(ScreenId.StockSheets, PermissionLevel.Write);
  const [open, setOpen] = useState<number | null>(null);
  useStockEvents();
  // The level and the order live in the address, so the dashboard's "see all" opens the list it announced.
  const [params, setParams] = useSearchParams();
  const { level, sort } = readStockView(params);
  const paged = usePagedList<Row>({
    queryKey: stockKeys.onHand,
    filters: {
      ...(level !== StockLevelFilter.All ? { level } : {}),
      ...(sort !== StockOnHandSort.Name ? { sort } : {}),
    },
    // The table keys rows by id: a row is one medicine.
    fetch: async ({ pageSize, pageNumber, keyword }) => {
      const page = await stock.stockOnHand(
        {
          pageSize,
          pageNumber,
          ...(keyword ? { keyword } : {}),
          ...(level !== StockLevelFilter.All ? { level } : {}),
          ...(sort !== StockOnHandSort.Name ? { sort } : {}),
        },
        onHandCall,
      );
      return { ...page, pageData: page.pageData.map((row) => ({ ...row, id: row.medicineId })) };
    },
    debounceMs,
  });
  const setView = (patch: Partial<StockView>) => {
    setParams(writeStockView({ level, sort, ...patch }), { replace: true });
    paged.setPageNumber(1);
  };

  const columns: TableColumn<Row>[] = [
    { key: 'medicine', header: t('stock.onHand.medicine'), wrap: true, cell: (r) => r.medicineName },
    {
      key: 'unit',
      header: t('stock.onHand.unit'),
      cell: (r) => t(`catalog.units.${r.unit}` as 'catalog.units.tablet'),
    },
    {
      key: 'usable',
      header: t('stock.onHand.usable'),
      align: 'end',
      cell: (r) => `${r.usable} / ${r.onHand}`,
    },
    {
      key: 'value',
      header: t('stock.onHand.valueAtCost'),
      align: 'end',
      cell: (r) => formatVnd(r.valueAtCost),
    },
    {
      key: 'expiry',
      header: t('stock.onHand.nearestExpiry'),
      cell: (r) =>
        r.nearestExpiry && (
          <span className={styles.actions}>
            {formatDate(r.nearestExpiry)} <ExpiryBadge state={r.expiryState} />
          </span>
        ),
    },
    { key: 'level', header: t('stock.onHand.level'), cell: (r) => <LevelBadge level={r.stockLevel} /> },
  ];

  const title = t('screen.stockOnHand');
  const keyword = paged.settledKeyword;
  return (
    <Page
      wide
      title={title}
      text={t('stock.onHand.text')}
      actions={
        <span className={styles.actions}>
          <ExportStockOnHandButton {...(keyword ? { keyword } : {})} />
          {canWrite && (
            <>
              <Link href="/stock/sheets/new/import" className={buttonClassName({ variant: 'primary' })}>
                {t('stock.onHand.import')}
              </Link>
              <Link href="/stock/sheets/new/export" className={buttonClassName({ variant: 'secondary' })}>
                {t('stock.onHand.export')}
              </Link>
            </>
          )}
        </span>
      }
    >
      <div className={resourceStyles.toolbar}>
        <SearchField paged={paged} />
        <FormField label={t('stock.levelFilter.label')} className={styles.viewFilter}>
          <Select
            value={level}
            onChange={(event) => setView({ level: event.target.value as StockLevelFilter })}
            options={stockLevelFilters.map((value) => ({ value, label: t(`stock.levelFilter.${value}`) }))}
          />
        </FormField>
        <FormField label={t('stock.sort.label')} className={styles.viewFilter}>
          <Select
            value={sort}
            onChange={(event) => setView({ sort: event.target.value as StockOnHandSort })}
            options={Object.values(StockOnHandSort).map((value) => ({
              value,
              label: t(`stock.sort.${value}`),
            }))}
          />
        </FormField>
      </div>
      <PagedTable
        caption={title}
        columns={columns}
        paged={paged}
        emptyTitle={t('stock.onHand.emptyTitle')}
        emptyText={t('stock.onHand.emptyText')}
        onRowClick={(row) => setOpen(row.medicineId)}
      />
      <StockInfoDrawer medicineId={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
