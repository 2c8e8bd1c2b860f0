import { Spinner, useT } from '@clinic/ui';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import * as styles from './charts.css';

// The reports' and the dashboard's one chart: values per day (or any ordered labels) as lines or bars, drawn by
// uPlot. uPlot (≈ 50 kB, 20 kB gzipped) is the smallest library that draws a year of days smoothly on canvas; it is
// imported here only, when a chart first shows, so the staff app's first load does not carry it.

export interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
  /** 'line' (default) or 'bars'. */
  kind?: 'line' | 'bars';
  /** A CSS colour; the palette's next one when absent. */
  color?: string;
  /** Drawn dashed and lighter: a comparison (the previous month). */
  muted?: boolean;
}

export interface TimeChartProps {
  /** One label per point of the x axis, in order ('01/11', 'T2'…). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** How a value reads on the y axis and in the legend (money, counts). */
  format: (value: number) => string;
  /** What the chart shows, for screen readers (the numbers are also in the table beside it). */
  summary: string;
  height?: number;
}

/** The palette of the suite's theme (charts draw on canvas: real colours, not CSS variables). */
export const chartColors = ['#0f766e', '#0369a1', '#965d07', '#b91c1c', '#475569', '#147a3a'];

let loading: Promise<typeof uPlot> | null = null;
/** uPlot and its stylesheet, loaded once (a CommonJS-style module: the class is its default export). */
function loadUPlot() {
  loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
    ([module]) => ((module as unknown as { default?: typeof uPlot }).default ?? module) as typeof uPlot,
  );
  return loading;
}

function optionsOf(UPlot: typeof uPlot, props: TimeChartProps, width: number): uPlot.Options {
  const { labels, series, format, height = 260 } = props;
  // Bars side by side when there are several bar series (this month beside the previous one).
  const barSeries = series.filter((s) => s.kind === 'bars').length;
  const bars = (index: number) =>
    UPlot.paths.bars?.({
      size: [0.8 / Math.max(1, barSeries), 60],
      align: barSeries > 1 ? (index === 0 ? -1 : 1) : 0,
    });
  return {
    width,
    height,
    // The legend names the series; the values are in the table beside the chart.
    legend: { show: true, live: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false } },
    axes: [
      {
        values: (_u, ticks) => ticks.map((tick) => labels[tick] ?? ''),
        stroke: '#5b6b7f',
        grid: { show: false },
      },
      {
        values: (_u, ticks) => ticks.map((tick) => format(tick)),
        stroke: '#5b6b7f',
        grid: { stroke: '#e6ebf0' },
        // Wide enough for '12.000.000 ₫'.
        size: 110,
      },
    ],
    series: [
      { label: '', value: (_u, index) => (index === null ? '' : (labels[index] ?? '')) },
      ...series.map((s, i): uPlot.Series => {
        const color = s.color ?? chartColors[i % chartColors.length]!;
        const barIndex = series.slice(0, i).filter((before) => before.kind === 'bars').length;
        return {
          label: s.label,
          stroke: color,
          width: s.kind === 'bars' ? 0 : 2,
          paths: s.kind === 'bars' ? bars(barIndex) : undefined,
          fill: s.kind === 'bars' ? `${color}${s.muted ? '55' : 'cc'}` : undefined,
          dash: s.muted ? [6, 4] : undefined,
          points: { show: labels.length <= 31 && s.kind !== 'bars' },
          value: (_u, value) => (value === null || value === undefined ? '–' : format(value)),
        };
      }),
    ],
  };
}

function dataOf(props: TimeChartProps): uPlot.AlignedData {
  return [props.labels.map((_, i) => i), ...props.series.map((s) => [...s.values])];
}

/** A chart that fills its container's width and follows it when the window changes size. */
export function TimeChart(props: TimeChartProps) {
  const { t } = useT();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const [ready, setReady] = useState(false);
  // The latest props, read when a chart is made: a chart is made again only when the series change shape (their
  // number, kinds, labels, the format); new values alone are set on the chart that is there.
  const latest = useRef(props);
  latest.current = props;
  const shape = `${props.labels.length}|${props.series.map((s) => `${s.label}:${s.kind}`).join('|')}|${props.height}`;
  const { format } = props;

  useEffect(() => {
    let stopped = false;
    const element = box.current;
    if (!element || !shape) return;
    let observer: ResizeObserver | undefined;
    void loadUPlot().then((UPlot) => {
      if (stopped) return;
      const made = new UPlot(
        optionsOf(UPlot, { ...latest.current, format }, element.clientWidth || 600),
        dataOf(latest.current),
        element,
      );
      chart.current = made;
      setReady(true);
      observer = new ResizeObserver(() =>
        made.setSize({ width: element.clientWidth, height: latest.current.height ?? 260 }),
      );
      observer.observe(element);
    });
    return () => {
      stopped = true;
      observer?.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
  }, [shape, format]);

  const { labels, series } = props;
  useEffect(() => {
    chart.current?.setData(dataOf({ ...latest.current, labels, series }));
  }, [labels, series]);

  return (
    <figure className={styles.figure} aria-label={props.summary}>
      {!ready && (
        <div className={styles.loading}>
          <Spinner label={t('ui.loading')} />
        </div>
      )}
      <div ref={box} className={styles.canvas} aria-hidden="true" />
    </figure>
  );
}
