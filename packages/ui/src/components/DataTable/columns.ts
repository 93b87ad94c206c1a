import {
  type ColumnDef,
  columnVisibilityFeature,
  createColumnHelper,
  type RowData,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';

/** What a DataTable column may say about its layout besides TanStack's own options. */
export interface DataTableColumnMeta {
  /** The column's CSS grid track, e.g. `'10rem'` or `'minmax(12rem, 2fr)'`. */
  width?: string;
  /** Numbers and amounts line up on the right. */
  align?: 'start' | 'end';
}

/**
 * The TanStack Table features every DataTable has: sorting, selection and column visibility.
 * No row model processes rows on the client: the server sorts and pages them.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  columnMeta: {} as DataTableColumnMeta,
});
export type DataTableFeatures = typeof dataTableFeatures;

/** A DataTable column, typed by its row (build them with `createDataTableColumns`). */
// biome-ignore lint/suspicious/noExplicitAny: a list of columns holds values of every type
export type DataTableColumn<TRow extends RowData> = ColumnDef<DataTableFeatures, TRow, any>;

/**
 * TanStack's typed column helper for a DataTable's rows:
 * `const column = createDataTableColumns<Order>(); column.accessor('number', { header: 'No.' })`.
 */
export function createDataTableColumns<TRow extends RowData>() {
  return createColumnHelper<DataTableFeatures, TRow>();
}
