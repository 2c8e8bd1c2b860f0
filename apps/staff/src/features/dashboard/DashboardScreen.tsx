import { FormField, Select, useT } from '@clinic/ui';
import { useSnapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import { Page, pageStyles } from '../../app/shell/Page';
import { clinicState } from '../../state/clinic';
import * as styles from './dashboard.css';
import { EInvoicesBlock } from './EInvoicesBlock';
import { MonthBlock } from './MonthBlock';
import { type DashboardQuery, useDashboardEvents } from './queries';
import { StockBlock } from './StockBlock';
import { TodayBlock } from './TodayBlock';
import { TopSellersBlock } from './TopSellersBlock';

/** The location in the URL (`?location=3`); absent: every location the user's groups let them see. */
function readQuery(params: URLSearchParams): DashboardQuery {
  const id = Number(params.get('location'));
  return Number.isSafeInteger(id) && id > 0 ? { locationId: id } : {};
}

/**
 * Screen 29: today (appointments by status, waiting, new patients, revenue by method), this month against the last
 * (sales and appointments per day), this month's top sellers, the stock that needs a look, and the e-invoices
 * refused or on their way. Each block reads and fails on its own; every block is live (useDashboardEvents, the
 * e-invoice counts their own events), nothing polls.
 */
export default function DashboardScreen() {
  const { t } = useT();
  const { locations } = useSnapshot(clinicState);
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  useDashboardEvents();
  const setLocation = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('location', value);
    else next.delete('location');
    setParams(next, { replace: true });
  };
  return (
    <Page wide title={t('dashboard.title')} text={t('dashboard.intro')}>
      {locations.length > 1 && (
        <div className={styles.filters}>
          <FormField label={t('dashboard.location')}>
            <Select
              value={query.locationId ?? ''}
              placeholder={t('dashboard.allLocations')}
              onChange={(event) => setLocation(event.target.value)}
              options={locations.map((l) => ({ value: l.id, label: l.name }))}
            />
          </FormField>
        </div>
      )}
      <div className={pageStyles.stack}>
        <TodayBlock query={query} link={{ href: '/reports/sale-summary', label: t('dashboard.report') }} />
        <EInvoicesBlock />
        <section className={styles.section} aria-labelledby="dashboard-month">
          <h2 id="dashboard-month" className={styles.sectionTitle}>
            {t('dashboard.month.title')}
          </h2>
          <MonthBlock query={query} />
          <TopSellersBlock query={query} />
        </section>
        <section className={styles.section} aria-labelledby="dashboard-stock">
          <h2 id="dashboard-stock" className={styles.sectionTitle}>
            {t('dashboard.stock.title')}
          </h2>
          <StockBlock query={query} />
        </section>
      </div>
    </Page>
  );
}
