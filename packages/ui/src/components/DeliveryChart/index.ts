export { DeliveryChart, type DeliveryChartProps, type DeliveryPoint } from './DeliveryChart.tsx';
