import { formatCount, formatVnd, type TranslationKey } from '@clinic/i18n';
import { BarList, TimeChart } from '../../shared/charts';
import type { ChartContext } from './definition';
import * as styles from './reports.css';

// The reports' charts: money or counts per day (uPlot, loaded with the first chart), and the top ten as bars.

/** 'DD/MM' of a clinic day, the x axis's label. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export function netPerDayChart(days: readonly { day: string; netAmount: number }[], { t }: ChartContext) {
  return (
    <TimeChart
      labels={days.map((d) => shortDay(d.day))}
      series={[{ label: t('reports.chart.net'), kind: 'bars', values: days.map((d) => d.netAmount) }]}
      format={formatVnd}
      summary={t('reports.chart.netPerDay')}
    />
  );
}

export function appointmentsPerDayChart(
  days: readonly { day: string; total: number; finished: number; noShow: number }[],
  { t, lang }: ChartContext,
) {
  return (
    <TimeChart
      labels={days.map((d) => shortDay(d.day))}
      series={[
        { label: t('reports.chart.booked'), values: days.map((d) => d.total) },
        { label: t('reports.chart.finished'), values: days.map((d) => d.finished) },
        { label: t('reports.chart.noShow'), values: days.map((d) => d.noShow) },
      ]}
      format={(value) => formatCount(value, lang)}
      summary={t('reports.chart.appointmentsPerDay')}
    />
  );
}

export function topTenChart(
  items: readonly { id: number; name: string; netAmount: number }[],
  { t }: ChartContext,
  blank?: TranslationKey,
) {
  return (
    <figure aria-label={t('reports.topTen')} className={styles.topTen}>
      <BarList
        items={items.map((item) => ({
          key: item.id,
          label: item.name || (blank ? t(blank) : ''),
          value: item.netAmount,
        }))}
        format={formatVnd}
      />
    </figure>
  );
}
