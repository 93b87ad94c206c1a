export { collapseBreakpoints, columnWidths } from './Columns.css.ts';
export { Column, type ColumnProps, Columns, type ColumnsProps } from './Columns.tsx';
