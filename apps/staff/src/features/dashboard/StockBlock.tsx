import type { DashboardLots, LowStockMedicines } from '@clinic/api-client';
import { StockLevelFilter } from '@clinic/domain';
import { formatCount, formatDate } from '@clinic/i18n';
import { useT } from '@clinic/ui';
import { Link } from 'wouter';
import { stockViewPath } from '../stock/stockView';
import { Block } from './Block';
import * as styles from './dashboard.css';
import { type DashboardQuery, useDashboardBlock } from './queries';

// "See all" opens the stock on hand filtered to the block's level (the same rules: every row the block counted),
// most urgent first.

/** The stock that needs a look: lots near expiry, expired lots, medicines low in stock (first ten, and how many). */
export function StockBlock({ query }: { query: DashboardQuery }) {
  const { t } = useT();
  return (
    <div className={styles.triple}>
      <Block
        title={t('dashboard.stock.nearExpiry')}
        query={useDashboardBlock('nearExpiry', query)}
        report="/reports/stock-by-medicine-lots"
      >
        {(lots) => <LotList lots={lots} level={StockLevelFilter.Expiring} />}
      </Block>
      <Block
        title={t('dashboard.stock.expired')}
        query={useDashboardBlock('expired', query)}
        report="/reports/stock-by-medicine-lots"
      >
        {(lots) => <LotList lots={lots} level={StockLevelFilter.Expired} />}
      </Block>
      <Block
        title={t('dashboard.stock.lowInStock')}
        query={useDashboardBlock('lowInStock', query)}
        report="/reports/stock-by-medicines"
      >
        {(low) => <LowList low={low} />}
      </Block>
    </div>
  );
}

/** A medicine's unit as the catalog names it ('Viên'); nothing when the medicine has none. */
function useUnit() {
  const { t } = useT();
  return (unit: string | null) => (unit ? t(`catalog.units.${unit}` as 'catalog.units.tablet') : '');
}

function LotList({ lots, level }: { lots: DashboardLots; level: StockLevelFilter }) {
  const { t, lang } = useT();
  const unit = useUnit();
  if (lots.items.length === 0) return <p className={styles.listMeta}>{t('dashboard.stock.none')}</p>;
  return (
    <>
      <ul className={styles.list}>
        {lots.items.map((lot) => (
          <li key={lot.lotId} className={styles.listRow}>
            <span>{lot.medicineName}</span>
            <span className={styles.listMeta}>
              {t('dashboard.stock.lot', { lot: lot.lotNumber, date: formatDate(lot.expiryDate) })} ·{' '}
              {t('dashboard.stock.left', { quantity: formatCount(lot.quantity, lang), unit: unit(lot.unit) })}
            </span>
          </li>
        ))}
      </ul>
      <SeeAll shown={lots.items.length} total={lots.total} level={level} />
    </>
  );
}

function LowList({ low }: { low: LowStockMedicines }) {
  const { t, lang } = useT();
  const unit = useUnit();
  if (low.items.length === 0) return <p className={styles.listMeta}>{t('dashboard.stock.none')}</p>;
  return (
    <>
      <ul className={styles.list}>
        {low.items.map((medicine) => (
          <li key={medicine.medicineId} className={styles.listRow}>
            <span>{medicine.name}</span>
            <span className={styles.listMeta}>
              {medicine.lowStockThreshold === null
                ? t('dashboard.stock.left', {
                    quantity: formatCount(medicine.usable, lang),
                    unit: unit(medicine.unit),
                  })
                : t('dashboard.stock.threshold', {
                    quantity: formatCount(medicine.usable, lang),
                    unit: unit(medicine.unit),
                    threshold: formatCount(medicine.lowStockThreshold, lang),
                  })}
            </span>
          </li>
        ))}
      </ul>
      <SeeAll shown={low.items.length} total={low.total} level={StockLevelFilter.RunningOut} />
    </>
  );
}

/** "Xem tất cả N" when the list shows only the first rows. */
function SeeAll({ shown, total, level }: { shown: number; total: number; level: StockLevelFilter }) {
  const { t } = useT();
  if (total <= shown) return null;
  return (
    <Link href={stockViewPath(level)} className={styles.link}>
      {t('dashboard.stock.seeAll', { count: total })}
    </Link>
  );
}
