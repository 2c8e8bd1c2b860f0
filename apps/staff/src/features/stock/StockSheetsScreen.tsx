import { useT } from '@clinic/ui';

/** Placeholder until the screen is built (issue O). */
export default function StockSheetsScreen() {
  const { t } = useT();
  return <p>{t('stock.placeholder')}</p>;
}
