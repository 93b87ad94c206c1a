export { type DateRange, DateRangePicker, type DateRangePickerProps } from './DateRangePicker.tsx';
