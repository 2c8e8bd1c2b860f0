import type { StockSheetItem, StockSheetView } from '@clinic/api-client';
import { ExportReason, ImportReason, PermissionLevel, ScreenId, StockSheetType } from '@clinic/domain';
import { formatDate, formatVnd } from '@clinic/i18n';
import { useAbility } from '@clinic/permissions';
import {
  buttonClassName,
  Card,
  EmptyState,
  Notice,
  Spinner,
  Table,
  type TableColumn,
  useT,
} from '@clinic/ui';
import { Link } from 'wouter';
import { formatClinicDateTime, useClinicTimeZone } from '../../app/clinicTime';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { ExportStockSheetButton } from '../stock-files';
import { TypeBadge, useReasonLabel } from './badges';
import { useStockSheet } from './queries';
import { SheetHistory } from './SheetHistory';
import * as styles from './stock.css';

/**
 * A saved sheet is final: the way to fix it is the opposite sheet that refers to it — a damaged export after a
 * wrong import, a refund import after a wrong export.
 */
export function correctionPath(sheet: Pick<StockSheetView, 'id' | 'type'>): string {
  return sheet.type === StockSheetType.Import
    ? `/new/export?ref=${sheet.id}&reason=${ExportReason.Damaged}`
    : `/new/import?ref=${sheet.id}&reason=${ImportReason.Refund}`;
}

/** Screen 27's saved sheet: its header, lines and totals, its history, its export and its correction. */
export function SheetDetail({ id }: { id: number }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const sheet = useStockSheet(id);
  const canWrite = useAbility().canScreen(ScreenId.StockSheets, PermissionLevel.Write);
  if (sheet.isPending) return <Spinner />;
  if (sheet.isError)
    return (
      <EmptyState icon="alert" title={t('stock.detail.loadError')} description={errorText(sheet.error)} />
    );
  const data = sheet.data;
  return (
    <Page
      wide
      title={t('stock.detail.title', { code: data.code })}
      actions={
        <span className={styles.actions}>
          <Link href="/" className={buttonClassName({ variant: 'secondary' })}>
            {t('stock.detail.back')}
          </Link>
          <ExportStockSheetButton sheet={data} />
          {canWrite && (
            <Link href={correctionPath(data)} className={buttonClassName({ variant: 'secondary' })}>
              {t('stock.detail.correct')}
            </Link>
          )}
        </span>
      }
    >
      <div className={styles.stack}>
        <Notice tone="info">{t('stock.detail.final')}</Notice>
        <SheetHeader sheet={data} />
        <SheetLines sheet={data} />
        <SheetHistory id={data.id} />
      </div>
    </Page>
  );
}

function SheetHeader({ sheet }: { sheet: StockSheetView }) {
  const { t } = useT();
  const timeZone = useClinicTimeZone();
  const reason = useReasonLabel();
  const facts: [string, React.ReactNode][] = [
    [t('stock.sheets.type'), <TypeBadge key="type" type={sheet.type} />],
    [t('stock.sheets.reason'), reason(sheet.reason)],
    [t('stock.sheets.supplier'), sheet.supplierName ?? '—'],
    [t('stock.detail.createdBy'), sheet.createdByName ?? '—'],
    [t('stock.detail.createdAt'), formatClinicDateTime(sheet.createdAt, timeZone)],
    [
      t('stock.detail.refSheet'),
      sheet.refSheetId ? (
        <Link key="ref" href={`/${sheet.refSheetId}`}>
          {sheet.refSheetCode ?? sheet.refSheetId}
        </Link>
      ) : (
        '—'
      ),
    ],
    [t('stock.detail.note'), sheet.note ?? '—'],
  ];
  return (
    <Card>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function SheetLines({ sheet }: { sheet: StockSheetView }) {
  const { t } = useT();
  const isImport = sheet.type === StockSheetType.Import;
  const money = (value: number | null) => (value === null ? '—' : formatVnd(value));
  const columns: TableColumn<StockSheetItem>[] = [
    { key: 'medicine', header: t('stock.detail.medicine'), wrap: true, cell: (i) => i.medicineName },
    { key: 'lot', header: t('stock.detail.lot'), cell: (i) => i.lotNumber },
    { key: 'expiry', header: t('stock.detail.expiryDate'), cell: (i) => formatDate(i.expiryDate) },
    { key: 'quantity', header: t('stock.detail.quantity'), align: 'end', cell: (i) => i.quantity },
    isImport
      ? {
          key: 'price',
          header: t('stock.detail.importPrice'),
          align: 'end',
          cell: (i) => money(i.importPrice),
        }
      : {
          key: 'price',
          header: t('stock.detail.exportPrice'),
          align: 'end',
          cell: (i) => money(i.exportPrice),
        },
    {
      key: 'discount',
      header: t('stock.detail.discount'),
      align: 'end',
      cell: (i) => (i.discountPercent === null ? '—' : `${i.discountPercent}%`),
    },
    {
      key: 'cost',
      header: t('stock.detail.costPerUnit'),
      align: 'end',
      cell: (i) => formatVnd(i.costPerUnit),
    },
    { key: 'total', header: t('stock.detail.lineTotal'), align: 'end', cell: (i) => formatVnd(i.total) },
  ];
  return (
    <div className={styles.stack}>
      <Table caption={t('stock.detail.lines')} showCaption columns={columns} rows={sheet.items} rowKey="id" />
      <div className={styles.totals}>
        <span>{t('stock.detail.total', { amount: formatVnd(sheet.total) })}</span>
        <span>{t('stock.detail.totalCost', { amount: formatVnd(sheet.totalCost) })}</span>
      </div>
    </div>
  );
}
