import type { MonthSeries } from '@clinic/api-client';
import { formatCount, formatVnd } from '@clinic/i18n';
import { useT } from '@clinic/ui';
import { useCallback, useMemo } from 'react';
import { useClinicTimeZone } from '../../app/clinicTime';
import { type ChartSeries, chartColors, TimeChart } from '../../shared/charts';
import { todayIn } from '../schedules/calendar';
import { Block } from './Block';
import * as styles from './dashboard.css';
import { type DashboardQuery, useDashboardBlock } from './queries';

/** 'YYYY-MM' → 'MM/YYYY'. */
const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** The change against the previous month to date, in whole percent; null when last month had nothing to compare. */
export function changePercent(total: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((total - previous) / previous) * 100);
}

/**
 * "Tháng này": sales per day and appointments per day, each against the previous month. The big figure is the whole
 * month, as the report of "this month" counts it (the link below it opens that report); what it counts is said
 * under it.
 */
export function MonthBlock({ query }: { query: DashboardQuery }) {
  const { t, lang } = useT();
  const sales = useDashboardBlock('monthlySales', query);
  const appointments = useDashboardBlock('monthlyAppointments', query);
  // Stable, so the chart is not rebuilt on every render (TimeChart makes a new chart when `format` changes).
  const count = useCallback((value: number) => formatCount(value, lang), [lang]);
  return (
    <div className={styles.pair}>
      <Block title={t('dashboard.month.sales')} query={sales} report="/reports/sale-summary">
        {(series) => (
          <MonthChart
            series={series}
            kind="bars"
            format={formatVnd}
            summaryKey="chartSales"
            parts={t('dashboard.month.invoices', { count: series.invoiceCount })}
            basis={t('dashboard.month.salesBasis')}
          />
        )}
      </Block>
      <Block title={t('dashboard.month.appointments')} query={appointments} report="/reports/appointments">
        {(series) => (
          <MonthChart
            series={series}
            kind="line"
            format={count}
            summaryKey="chartAppointments"
            parts={t('dashboard.month.appointmentParts', {
              canceled: count(series.canceled),
              invalid: count(series.invalid),
            })}
            basis={t('dashboard.month.appointmentsBasis')}
            // Booked ahead: the days after today already hold appointments.
            ahead
          />
        )}
      </Block>
    </div>
  );
}

function MonthChart({
  series,
  kind,
  format,
  summaryKey,
  parts,
  basis,
  ahead = false,
}: {
  series: MonthSeries;
  kind: 'bars' | 'line';
  format: (value: number) => string;
  summaryKey: 'chartSales' | 'chartAppointments';
  /** What the figure is made of (invoices; cancelled and invalid). */
  parts: string;
  /** What it counts, in words. */
  basis: string;
  /** The days after today are drawn too (appointments booked ahead); sales have none yet. */
  ahead?: boolean;
}) {
  const { t } = useT();
  const today = todayIn(useClinicTimeZone());
  // Days after today have no value yet this month (null: no bar), while last month's go on to its end.
  const todayOfMonth = today.slice(0, 7) === series.month ? Number(today.slice(8, 10)) : 31;
  const month = monthLabel(series.month);
  const previous = monthLabel(series.previousMonth);
  const labels = useMemo(() => series.days.map((d) => String(d.dayOfMonth)), [series.days]);
  const lines = useMemo<ChartSeries[]>(
    () => [
      {
        label: t('dashboard.month.thisMonth', { month }),
        kind,
        color: chartColors[0],
        // After today: nothing drawn, but for the appointments already booked ahead (`ahead`).
        values: series.days.map((d) =>
          d.dayOfMonth <= todayOfMonth || (ahead && d.value > 0) ? d.value : null,
        ),
      },
      {
        label: t('dashboard.month.previousMonth', { month: previous }),
        kind,
        color: chartColors[4],
        muted: true,
        values: series.days.map((d) => d.previousValue),
      },
    ],
    [series.days, kind, month, previous, todayOfMonth, ahead, t],
  );
  const change = changePercent(series.totalToDate, series.previousTotalToDate);
  return (
    <>
      <p className={styles.statValue}>{format(series.total)}</p>
      <p className={styles.compare}>
        {parts}
        {series.totalToDate !== series.total &&
          ` · ${t('dashboard.month.toDate', { value: format(series.totalToDate) })}`}
      </p>
      <p className={styles.compare}>
        {change === null ? null : change > 0 ? (
          <span className={styles.up}>↑ {t('dashboard.month.up', { percent: change })}</span>
        ) : change < 0 ? (
          <span className={styles.down}>↓ {t('dashboard.month.down', { percent: -change })}</span>
        ) : (
          <span>{t('dashboard.month.same')}</span>
        )}{' '}
        {t('dashboard.month.versus', { value: format(series.previousTotalToDate) })}
      </p>
      <TimeChart
        labels={labels}
        series={lines}
        format={format}
        height={220}
        summary={t(`dashboard.month.${summaryKey}`, { month, previous })}
      />
      <p className={styles.basis}>{basis}</p>
    </>
  );
}
