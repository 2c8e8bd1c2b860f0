export { BarList } from './BarList';
export { type ChartSeries, chartColors, TimeChart, type TimeChartProps } from './TimeChart';
