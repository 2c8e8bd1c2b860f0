import type { StockMoveItem } from '@clinic/api-client';
import { EmptyState, Spinner, Table, type TableColumn, useT } from '@clinic/ui';
import { Link } from 'wouter';
import { formatClinicDate, useClinicTimeZone } from '../../app/clinicTime';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { useStockSheetHistory } from './queries';
import { MoveQuantity } from './StockInfoDrawer';
import * as styles from './stock.css';

/** What a saved sheet did: the moves it wrote, and the later sheets that correct it (as links). */
export function SheetHistory({ id }: { id: number }) {
  const { t } = useT();
  const timeZone = useClinicTimeZone();
  const errorText = useApiErrorText();
  const history = useStockSheetHistory(id);
  if (history.isPending) return <Spinner />;
  if (history.isError) return <EmptyState size="sm" icon="alert" title={errorText(history.error)} />;
  const columns: TableColumn<StockMoveItem>[] = [
    { key: 'medicine', header: t('stock.detail.medicine'), wrap: true, cell: (m) => m.medicineName },
    { key: 'lot', header: t('stock.detail.lot'), cell: (m) => m.lotNumber },
    { key: 'date', header: t('stock.info.date'), cell: (m) => formatClinicDate(m.createdAt, timeZone) },
    {
      key: 'quantity',
      header: t('stock.detail.quantity'),
      align: 'end',
      cell: (m) => <MoveQuantity quantity={m.quantity} />,
    },
  ];
  const referring = history.data.referringSheets;
  return (
    <section className={styles.stack} aria-label={t('stock.detail.history')}>
      <h2 className={styles.sectionTitle}>{t('stock.detail.history')}</h2>
      <Table
        caption={t('stock.detail.moves')}
        showCaption
        columns={columns}
        rows={history.data.moves}
        rowKey="id"
      />
      <h3 className={styles.sectionTitle}>{t('stock.detail.referring')}</h3>
      {referring.length === 0 ? (
        <p className={styles.empty}>{t('stock.detail.noReferring')}</p>
      ) : (
        <ul className={styles.linkList}>
          {referring.map((sheet) => (
            <li key={sheet.id}>
              <Link href={`/${sheet.id}`}>{sheet.code}</Link>
              <span className={styles.muted}> · {formatClinicDate(sheet.createdAt, timeZone)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
