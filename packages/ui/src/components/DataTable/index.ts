export type {
  RowSelectionState as DataTableSelection,
  SortingState as DataTableSorting,
} from '@tanstack/react-table';
export {
  createDataTableColumns,
  type DataTableColumn,
  type DataTableColumnKind,
  type DataTableColumnMeta,
  type DataTableFeatures,
  dataTableColumnKinds,
  dataTableFeatures,
} from './columns.ts';
export { DataTable, type DataTableProps, dataTableLayouts } from './DataTable.tsx';
export { type ColumnStorage, readHiddenColumns } from './hiddenColumns.ts';
export type { BulkAction } from './OverflowActions.tsx';
