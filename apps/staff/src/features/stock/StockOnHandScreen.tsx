import { useT } from '@clinic/ui';

/** Placeholder until the screen is built (issue O). */
export default function StockOnHandScreen() {
  const { t } = useT();
  return <p>{t('stock.placeholder')}</p>;
}
