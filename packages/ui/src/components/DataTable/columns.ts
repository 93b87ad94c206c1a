import {
  type ColumnDef,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  type RowData,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import type { ReactElement } from 'react';

/**
 * What a column holds, which sizes it: `money`, `number` and `percent` line up on the right in
 * tabular figures, and they, `code`, `status`, `date` and `actions` are never cut (the column is at
 * least as wide as its widest shown value); `name` and `text` share the room that is left and,
 * when cut, show their whole text on hover and while their row has the keyboard focus.
 */
export const dataTableColumnKinds = [
  'name',
  'text',
  'money',
  'number',
  'percent',
  /** A document's number or another code that is read whole (an invoice number): never cut. */
  'code',
  'status',
  'date',
  'actions',
] as const;
export type DataTableColumnKind = (typeof dataTableColumnKinds)[number];

/** The kinds whose values are never cut. */
export const uncutKinds: ReadonlySet<DataTableColumnKind> = new Set([
  'money',
  'number',
  'percent',
  'code',
  'status',
  'date',
  'actions',
]);

/** The kinds that line up on the right. */
export const numericKinds: ReadonlySet<DataTableColumnKind> = new Set([
  'money',
  'number',
  'percent',
]);

/** What a DataTable column may say about its layout besides TanStack's own options. */
export interface DataTableColumnMeta {
  /** What the column holds: sizes and aligns it (see `DataTableColumnKind`); `text` if left out. */
  kind?: DataTableColumnKind;
  /**
   * The column's CSS grid track, e.g. `'10rem'` or `'minmax(12rem, 2fr)'`. For a kind that is
   * never cut it is the least width; the widest value widens it.
   */
  width?: string;
  /** Numbers and amounts line up on the right (a numeric kind does by itself). */
  align?: 'start' | 'end';
  /**
   * An icon shown in the header instead of its label (a column of icon buttons): the label
   * still names the header for screen readers and shows as its tooltip.
   */
  headerIcon?: ReactElement;
  /**
   * Hidden until the user shows it (the table's column picker): a column a busy list keeps
   * for those who want it, so the others keep their room (the table's `defaultHiddenColumns`
   * for a column declared once and used by several lists).
   */
  hiddenAtFirst?: boolean;
}

/**
 * The TanStack Table features every DataTable has: sorting, selection, column visibility and
 * column sizing (the widths the user dragged or keyed, kept per list).
 * No row model processes rows on the client: the server sorts and pages them.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  columnSizingFeature,
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

/** A column's id as TanStack Table gives it: declared, or its accessor key. */
export const columnIdOf = (column: { id?: string | undefined }): string =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '');
