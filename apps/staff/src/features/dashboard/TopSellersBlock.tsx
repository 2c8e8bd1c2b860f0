import type { TopSellers } from '@clinic/api-client';
import { formatCount, formatVnd } from '@clinic/i18n';
import { Tabs, useT } from '@clinic/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { BarList } from '../../shared/charts';
import { Block } from './Block';
import * as styles from './dashboard.css';
import { type DashboardQuery, useDashboardBlock } from './queries';

type Rank = 'byRevenue' | 'byQuantity';

/** This month's top services and medicines, each ranked by revenue or by quantity at the user's choice. */
export function TopSellersBlock({ query }: { query: DashboardQuery }) {
  const { t } = useT();
  return (
    <div className={styles.pair}>
      <TopList
        title={t('dashboard.top.services')}
        query={useDashboardBlock('topServices', query)}
        report="/reports/sale-by-service"
      />
      <TopList
        title={t('dashboard.top.medicines')}
        query={useDashboardBlock('topMedicines', query)}
        report="/reports/sale-by-medicine-lots"
      />
    </div>
  );
}

function TopList({
  title,
  query,
  report,
}: {
  title: string;
  query: UseQueryResult<TopSellers>;
  report: string;
}) {
  const { t, lang } = useT();
  const [rank, setRank] = useState<Rank>('byRevenue');
  const switcher = (
    <Tabs
      aria-label={`${title}: ${t('dashboard.top.switch')}`}
      value={rank}
      onChange={(id) => setRank(id as Rank)}
      items={[
        { id: 'byRevenue', label: t('dashboard.top.byRevenue') },
        { id: 'byQuantity', label: t('dashboard.top.byQuantity') },
      ]}
    />
  );
  return (
    <Block title={title} query={query} report={report} actions={switcher}>
      {(top) =>
        top[rank].length === 0 ? (
          <p className={styles.listMeta}>{t('dashboard.top.empty')}</p>
        ) : (
          <BarList
            items={top[rank].map((item) => ({
              key: item.id,
              label: item.name,
              value: rank === 'byRevenue' ? item.netAmount : item.quantity,
            }))}
            format={rank === 'byRevenue' ? formatVnd : (value) => formatCount(value, lang)}
          />
        )
      }
    </Block>
  );
}
