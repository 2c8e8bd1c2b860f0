import type { MedicineLotItem, StockMoveItem } from '@clinic/api-client';
import { formatDate, formatVnd } from '@clinic/i18n';
import { Drawer, EmptyState, Spinner, Table, type TableColumn, useT } from '@clinic/ui';
import { Link } from 'wouter';
import { formatClinicDate, useClinicTimeZone } from '../../app/clinicTime';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { ExpiryBadge, LevelBadge, signed, useReasonLabel } from './badges';
import { useStockInfo } from './queries';
import * as styles from './stock.css';

/** A signed move quantity, green into the lot and red out of it. */
export function MoveQuantity({ quantity }: { quantity: number }) {
  return <span className={quantity > 0 ? styles.plus : styles.minus}>{signed(quantity)}</span>;
}

/** One medicine's stock (screen 26's row): totals and level, its lots with expiry, its last 20 moves. */
export function StockInfoDrawer({ medicineId, onClose }: { medicineId: number | null; onClose: () => void }) {
  const { t } = useT();
  const timeZone = useClinicTimeZone();
  const errorText = useApiErrorText();
  const reason = useReasonLabel();
  const info = useStockInfo(medicineId);
  const data = info.data;

  const lotColumns: TableColumn<MedicineLotItem>[] = [
    { key: 'lot', header: t('stock.info.lotNumber'), cell: (l) => l.lotNumber },
    {
      key: 'expiry',
      header: t('stock.info.expiryDate'),
      cell: (l) => (
        <span className={styles.actions}>
          {formatDate(l.expiryDate)} <ExpiryBadge state={l.expiryState} />
        </span>
      ),
    },
    { key: 'quantity', header: t('stock.info.quantity'), align: 'end', cell: (l) => l.quantity },
    { key: 'cost', header: t('stock.info.costPerUnit'), align: 'end', cell: (l) => formatVnd(l.costPerUnit) },
  ];
  const moveColumns: TableColumn<StockMoveItem>[] = [
    { key: 'date', header: t('stock.info.date'), cell: (m) => formatClinicDate(m.createdAt, timeZone) },
    {
      key: 'sheet',
      header: t('stock.info.sheet'),
      cell: (m) => <Link href={`/stock/sheets/${m.sheetId}`}>{m.sheetCode}</Link>,
    },
    { key: 'reason', header: t('stock.info.reason'), cell: (m) => reason(m.reason) },
    { key: 'lot', header: t('stock.info.lotNumber'), cell: (m) => m.lotNumber },
    {
      key: 'quantity',
      header: t('stock.info.quantity'),
      align: 'end',
      cell: (m) => <MoveQuantity quantity={m.quantity} />,
    },
  ];

  return (
    <Drawer
      open={medicineId !== null}
      title={data?.medicineName ?? t('screen.stockOnHand')}
      size="lg"
      onClose={onClose}
    >
      {info.isPending ? (
        <Spinner />
      ) : info.isError ? (
        <EmptyState size="sm" icon="alert" title={errorText(info.error)} />
      ) : (
        data && (
          <div className={styles.stack}>
            <dl className={styles.facts}>
              <Fact
                label={t('stock.info.usable')}
                value={`${data.usable} ${t(`catalog.units.${data.unit}` as 'catalog.units.tablet')}`}
              />
              <Fact label={t('stock.info.onHand')} value={String(data.onHand)} />
              <Fact label={t('stock.info.valueAtCost')} value={formatVnd(data.valueAtCost)} />
              <Fact
                label={t('stock.info.threshold')}
                value={
                  data.lowStockThreshold === null
                    ? t('stock.info.noThreshold')
                    : String(data.lowStockThreshold)
                }
              />
              <div className={styles.fact}>
                <dt className={styles.factLabel}>{t('stock.onHand.level')}</dt>
                <dd className={styles.factValue}>
                  <LevelBadge level={data.stockLevel} />
                </dd>
              </div>
            </dl>
            <Table
              caption={t('stock.info.lots')}
              showCaption
              columns={lotColumns}
              rows={data.lots}
              rowKey="id"
              empty={<EmptyState size="sm" title={t('stock.info.noLots')} />}
            />
            <Table
              caption={t('stock.info.moves')}
              showCaption
              columns={moveColumns}
              rows={data.moves}
              rowKey="id"
              empty={<EmptyState size="sm" title={t('stock.info.noMoves')} />}
            />
          </div>
        )
      )}
    </Drawer>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{value}</dd>
    </div>
  );
}
