import type { TodayStats } from '@clinic/api-client';
import { formatCount, formatVnd } from '@clinic/i18n';
import { Card, useT } from '@clinic/ui';
import { Link } from 'wouter';
import { BlockBody } from './Block';
import * as styles from './dashboard.css';
import { type DashboardQuery, useDashboardBlock } from './queries';

const statuses = [
  'notApproved',
  'approved',
  'checkedIn',
  'inProgress',
  'finished',
  'canceled',
  'invalid',
] as const;

/**
 * "Hôm nay": today's appointments by status, who waits now, new patients and today's net revenue by payment method.
 * Also the home page's block for an owner or an admin (`report` points at the dashboard there).
 */
export function TodayBlock({
  query,
  link,
}: {
  query: DashboardQuery;
  link?: { href: string; label: string };
}) {
  const { t } = useT();
  const today = useDashboardBlock('todayStats', query);
  return (
    <section className={styles.section} aria-labelledby="dashboard-today">
      <div className={styles.sectionHeader}>
        <h2 id="dashboard-today" className={styles.sectionTitle}>
          {t('dashboard.today.title')}
        </h2>
        {link && (
          <Link href={link.href} className={styles.link}>
            {link.label}
          </Link>
        )}
      </div>
      <BlockBody query={today}>{(stats) => <TodayStatCards stats={stats} />}</BlockBody>
    </section>
  );
}

function TodayStatCards({ stats }: { stats: TodayStats }) {
  const { t, lang } = useT();
  const count = (value: number) => formatCount(value, lang);
  const { appointments, revenue } = stats;
  return (
    <div className={styles.stats}>
      <Card title={t('dashboard.today.appointments')} headingLevel="h3">
        <p className={styles.statValue}>{count(appointments.total)}</p>
        <ul className={styles.breakdown}>
          {statuses.map((status) => (
            <li key={status} className={styles.breakdownRow}>
              <span>{t(`ui.appointmentStatus.${status}`)}</span>
              <span className={styles.number}>{count(appointments[status])}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('dashboard.today.waitingNow')} headingLevel="h3">
        <p className={styles.statValue}>{count(stats.waitingNow)}</p>
      </Card>
      <Card title={t('dashboard.today.newPatients')} headingLevel="h3">
        <p className={styles.statValue}>{count(stats.newPatients)}</p>
      </Card>
      <Card title={t('dashboard.today.revenue')} headingLevel="h3">
        <p className={styles.statValue} data-testid="today-revenue">
          {formatVnd(revenue.netAmount)}
        </p>
        <ul className={styles.breakdown}>
          <li className={styles.breakdownRow}>
            <span>{t('dashboard.today.invoices', { count: revenue.invoiceCount })}</span>
          </li>
          <li className={styles.breakdownRow}>
            <span>{t('billing.method.cash')}</span>
            <span className={styles.number}>{formatVnd(revenue.cashAmount)}</span>
          </li>
          <li className={styles.breakdownRow}>
            <span>{t('billing.method.bankTransfer')}</span>
            <span className={styles.number}>{formatVnd(revenue.bankTransferAmount)}</span>
          </li>
          <li className={styles.breakdownRow}>
            <span>{t('billing.method.eWallet')}</span>
            <span className={styles.number}>{formatVnd(revenue.eWalletAmount)}</span>
          </li>
        </ul>
      </Card>
    </div>
  );
}
