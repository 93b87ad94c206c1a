export {
  CHART_VIEWS,
  type ChartSeries,
  type ChartView,
  TimeSeriesChart,
  type TimeSeriesChartProps,
} from './TimeSeriesChart.tsx';
