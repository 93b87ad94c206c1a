import {
  type Column,
  type ColumnSizingState,
  functionalUpdate,
  type Header,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  useTable,
} from '@tanstack/react-table';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useMediaQuery } from '../../hooks/index.ts';
import { lazyPart, lazyValue, useLazyValue, usePart } from '../../lazy/lazyPart.ts';
import { useUiText } from '../../provider/context.ts';
import { breakpoints } from '../../theme/tokens.ts';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { MenuButton } from '../DropdownMenu/MenuButton.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { ErrorBlock } from '../ErrorBlock/ErrorBlock.tsx';
import { ChevronDownIcon, ChevronUpIcon } from '../Icon/Icon.tsx';
import { Link } from '../Link/Link.tsx';
import { Loader } from '../Loader/Loader.tsx';
import { Pagination, type PaginationProps } from '../Pagination/Pagination.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { columnTrack, isUncut, useColumnSizes } from './columnSizes.ts';
import {
  columnIdOf,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DataTableFeatures,
  dataTableFeatures,
  numericKinds,
} from './columns.ts';
import * as styles from './DataTable.css.ts';
import { type ColumnStorage, useHiddenColumns } from './hiddenColumns.ts';
import type { BulkAction } from './OverflowActions.tsx';
import { tableRowHeight, type UseRowWindow, useAllRows, WINDOW_FROM } from './rowWindow.ts';

// A long page's row window (TanStack Virtual) loads with the first page of more than
// WINDOW_FROM rows (rowWindow.ts).
const virtualRowsPart = lazyValue(() =>
  import('./virtualRows.ts').then((module) => module.useVirtualRows),
);

// The bar's overflow (a "More" menu for the actions that do not fit) loads with the first
// selection: a list nobody selects in never loads it (the page-weight budgets, issue 36).
const overflowActionsPart = lazyPart(() =>
  import('./OverflowActions.tsx').then((module) => module.OverflowActions),
);

function BulkActionButtons({ actions }: { actions: readonly BulkAction[] }) {
  const Overflow = usePart(overflowActionsPart, true);
  if (Overflow) return <Overflow actions={actions} />;
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.id}
          variant="secondary"
          size="small"
          onPress={action.onPress}
          isDisabled={action.isDisabled}
        >
          {action.label}
        </Button>
      ))}
    </>
  );
}

export const dataTableLayouts = ['auto', 'table', 'cards'] as const;

export interface DataTableProps<TRow extends RowData> {
  /** Names the table, e.g. "Orders". */
  'aria-label': string;
  columns: readonly DataTableColumn<TRow>[];
  /** The rows of the current page, sorted by the server. Keep the array stable between renders. */
  rows: readonly TRow[];
  /** A row's stable id: selection is kept by id across pages. Keep the function stable. */
  getRowId: (row: TRow) => string;
  /**
   * Where a row leads. Its first column then shows a link; a click on the row or Enter on it
   * follows the link (through the router given to `UiProvider`).
   */
  getRowHref?: (row: TRow) => string | undefined;
  /** What Enter on a row without a link does, e.g. open the row's edit dialog. */
  onRowAction?: (row: TRow) => void;
  /** The server's sort order; with `onSortingChange` the sortable headers become buttons. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /**
   * The chosen rows by id, kept by the app (so it can clear them when the filters change);
   * with `onSelectionChange` every row gets a checkbox.
   */
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  /** Actions for the chosen rows, shown in the bar that appears while rows are chosen. */
  /**
   * The selection's actions: as data, they stay on one line and the ones that do not fit go
   * into a "More" menu (OverflowActions); as nodes, they are laid out as given.
   */
  bulkActions?: ReactNode | readonly BulkAction[];
  /**
   * How many rows the selection's bar says are chosen, when more than the chosen rows shown:
   * every row of the list's filter ("select all N", across pages).
   */
  selectedTotal?: number;
  /**
   * Shown on a line of its own under the selection's bar while rows are chosen: the offer to
   * choose every row of the list, or that they are.
   */
  selectionExtra?: ReactNode;
  /** Keeps the hidden columns between visits (under `storageKey`). */
  columnStorage?: ColumnStorage;
  storageKey?: string;
  /** The columns hidden until the user chooses otherwise. */
  defaultHiddenColumns?: readonly string[];
  /**
   * Keeps the widths the user gives the columns (by dragging or with the arrow keys on a
   * header's edge) between visits, under `key`.
   */
  columnWidths?: { storage: ColumnStorage; key: string };
  /** The first load: a 555 px loader instead of rows and pager. */
  isLoading?: boolean;
  /** A later load (new page, sort or filter): the rows stay, a small spinner shows. */
  isRefetching?: boolean;
  /** What an empty list offers besides its message, e.g. where the search did find rows. */
  emptyAction?: ReactNode;
  /** The load failed: an error block with Retry instead of rows. */
  error?: Error | null;
  onRetry?: () => unknown;
  /** The pager below the rows. */
  pagination?: PaginationProps;
  /**
   * `table` rows, or `cards` stacked for a narrow screen; `auto` shows cards below the md
   * breakpoint (768 px).
   */
  layout?: (typeof dataTableLayouts)[number];
}

const narrowScreen = `(max-width: ${breakpoints.md - 1}px)`;
/** The selection column: a checkbox and its padding. */
const selectTrack = 'max-content';
const selectWidth = '2.75rem';
/** How far an arrow key moves a column's edge, in px (with Shift, four times as far). */
const resizeStep = 16;
/** The narrowest a column that may be cut can be made, in px. */
const narrowestColumn = 48;

function headerText<TRow extends RowData>(column: Column<DataTableFeatures, TRow>): string {
  const { header } = column.columnDef;
  return typeof header === 'string' ? header : column.id;
}

function isInteractive(target: EventTarget | null, row: HTMLElement): boolean {
  const element = target instanceof Element ? target.closest('a, button, input, label') : null;
  return element !== null && row.contains(element);
}

/**
 * A server-driven list: typed columns on TanStack Table, sorting and paging by the server,
 * selection with a bulk-action bar, hideable columns, row links, and rows virtualized with
 * TanStack Virtual so a page of 100,000 rows still scrolls smoothly. Keyboard: the rows are
 * one tab stop (then the links inside them), arrows (or j and k), Home, End and Page Up/Down
 * move between rows, Enter opens the row's link (or runs `onRowAction`) and Space (or x)
 * chooses the row.
 */
export function DataTable<TRow extends RowData>({
  'aria-label': ariaLabel,
  columns,
  rows,
  getRowId,
  getRowHref,
  onRowAction,
  sorting,
  onSortingChange,
  selection,
  onSelectionChange,
  bulkActions,
  selectedTotal,
  selectionExtra,
  columnStorage,
  storageKey,
  defaultHiddenColumns = [],
  columnWidths,
  isLoading = false,
  isRefetching = false,
  emptyAction,
  error,
  onRetry,
  pagination,
  layout = 'auto',
}: DataTableProps<TRow>) {
  const text = useUiText();
  const isNarrow = useMediaQuery(narrowScreen);
  const shownLayout = layout === 'auto' ? (isNarrow ? 'cards' : 'table') : layout;
  const [hiddenColumns, setHiddenColumns] = useHiddenColumns(columnStorage, storageKey, [
    ...defaultHiddenColumns,
    ...columns.flatMap((column) => (column.meta?.hiddenAtFirst ? [columnIdOf(column)] : [])),
  ]);
  const columnVisibility = useMemo(
    () => Object.fromEntries(hiddenColumns.map((id) => [id, false])),
    [hiddenColumns],
  );
  const [columnSizing, setColumnSizing, persistColumnSizing] = useColumnSizes(
    columnWidths?.storage,
    columnWidths?.key,
  );
  const rowSelection = selection ?? {};
  const isSelectable = Boolean(onSelectionChange);

  const table = useTable({
    features: dataTableFeatures,
    columns: columns as DataTableColumn<TRow>[],
    data: rows as TRow[],
    getRowId,
    manualSorting: true,
    enableSorting: Boolean(onSortingChange),
    enableMultiSort: false,
    enableRowSelection: isSelectable,
    state: { sorting: sorting ?? [], rowSelection, columnVisibility, columnSizing },
    onColumnSizingChange: (updater) => setColumnSizing(functionalUpdate(updater, columnSizing)),
    onSortingChange: (updater) => onSortingChange?.(functionalUpdate(updater, sorting ?? [])),
    onRowSelectionChange: (updater) => onSelectionChange?.(functionalUpdate(updater, rowSelection)),
    onColumnVisibilityChange: (updater) => {
      const next = functionalUpdate(updater, columnVisibility);
      setHiddenColumns(Object.keys(next).filter((id) => next[id] === false));
    },
  });

  const selectedCount = Object.values(rowSelection).filter(Boolean).length;
  const hideableColumns = table.getAllLeafColumns().filter((column) => column.getCanHide());

  // The first load shows the loader alone: no "0 of 0" pager and no "no entries" before the
  // answer is there.
  const isFirstLoad = isLoading && rows.length === 0;
  const isLong = rows.length > WINDOW_FROM;
  const useVirtualRows = useLazyValue(virtualRowsPart, isLong);
  const useRows = isLong ? useVirtualRows : useAllRows;
  let body: ReactNode;
  if (error) {
    body = <ErrorBlock message={error.message} onRetry={onRetry} isRetrying={isRefetching} />;
  } else if (isFirstLoad || !useRows) {
    // …or a long page while its row window's code loads (a moment, once a visit).
    body = <Loader />;
  } else if (rows.length === 0) {
    body = <EmptyState action={emptyAction} />;
  } else {
    body = (
      <Grid
        // A grid keeps its way of placing rows (its hooks) for its life.
        key={useRows === useAllRows ? 'all' : 'window'}
        useRows={useRows}
        table={table}
        aria-label={ariaLabel}
        layout={shownLayout}
        isSelectable={isSelectable}
        isBusy={isRefetching}
        allSelection={
          // Worked out here, not in the grid: the grid renders on every scroll frame, and this
          // looks at every row.
          isSelectable && table.getIsAllRowsSelected()
            ? 'all'
            : isSelectable && table.getIsSomeRowsSelected()
              ? 'some'
              : 'none'
        }
        getRowHref={getRowHref}
        onRowAction={onRowAction}
        columnSizing={columnSizing}
        onColumnResize={(id, width, isDone) => {
          const next = { ...columnSizing };
          if (width === undefined) delete next[id];
          else next[id] = Math.round(width);
          if (isDone) persistColumnSizing(next);
          else setColumnSizing(next);
        }}
      />
    );
  }

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        {selectedCount > 0 && (
          <section className={styles.bulkBar} aria-label={text('ui.table.bulkActions')}>
            <span className={styles.selectedCount}>
              {text('ui.table.selected', { count: selectedTotal ?? selectedCount })}
            </span>
            {/* Beside its count, before the actions: on a phone the two keep the bar's first
                line and the actions take the next (issue 46). */}
            <Button variant="ghost" size="small" onPress={() => onSelectionChange?.({})}>
              {text('ui.table.clearSelection')}
            </Button>
            {Array.isArray(bulkActions) ? (
              <BulkActionButtons actions={bulkActions as readonly BulkAction[]} />
            ) : (
              (bulkActions as ReactNode)
            )}
          </section>
        )}
        <div className={styles.toolbarEnd}>
          {isRefetching && !error && <Spinner label={text('ui.table.refreshing')} />}
          {hideableColumns.length > 1 && (
            <MenuButton
              trigger={{ variant: 'secondary', size: 'small', children: text('ui.table.columns') }}
              selectionMode="multiple"
              selectedKeys={hideableColumns
                .filter((column) => column.getIsVisible())
                .map((column) => column.id)}
              onSelectionChange={(keys) => {
                // A table without columns shows nothing: the last column stays.
                if (keys.length === 0) return;
                setHiddenColumns(
                  hideableColumns
                    .filter((column) => !keys.includes(column.id))
                    .map((column) => column.id),
                );
              }}
              entries={hideableColumns.map((column) => ({
                id: column.id,
                label: headerText(column),
              }))}
            />
          )}
        </div>
        {selectedCount > 0 && selectionExtra && (
          // A line of its own under the bar (the bar keeps one line for its actions; a phone's
          // width has no room beside them).
          <div className={styles.selectionNote}>{selectionExtra}</div>
        )}
      </div>
      {body}
      {pagination && !error && !isFirstLoad && <Pagination {...pagination} />}
    </div>
  );
}
DataTable.displayName = 'DataTable';

type DataTableInstance<TRow extends RowData> = ReturnType<typeof useTable<DataTableFeatures, TRow>>;

interface GridProps<TRow extends RowData> {
  /** Which rows the grid renders and where (rowWindow.ts); the same for the grid's life. */
  useRows: UseRowWindow;
  table: DataTableInstance<TRow>;
  'aria-label': string;
  layout: 'table' | 'cards';
  isSelectable: boolean;
  isBusy: boolean;
  /** Whether all, some or none of the rows are chosen, for the header's checkbox. */
  allSelection: 'all' | 'some' | 'none';
  getRowHref?: (row: TRow) => string | undefined;
  onRowAction?: (row: TRow) => void;
  /** The widths the user gave the columns, in px. */
  columnSizing: ColumnSizingState;
  /**
   * A column's new width (undefined: back to its own); `isDone` at the end of a drag or on a
   * key, when the width is kept.
   */
  onColumnResize: (id: string, width: number | undefined, isDone: boolean) => void;
}

const alignOf = (meta: DataTableColumnMeta | undefined) =>
  meta?.align ?? (meta?.kind && numericKinds.has(meta.kind) ? 'end' : 'start');

/** The text and inline content of an element, measured as one. */
function textOf(element: Element): Range {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range;
}

/**
 * The width of the longest word in an element: a header wraps between its words, so this is
 * the least width that shows it whole.
 */
function widestWord(element: Element): number {
  let widest = 0;
  const range = document.createRange();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      widest = Math.max(widest, range.getBoundingClientRect().width);
    }
  }
  return widest;
}

/**
 * The width a header needs to show whole: its longest word, what stands beside its label (the
 * sort arrow) and its cell's padding.
 */
function headerNeed(cell: HTMLElement): number | undefined {
  const label = cell.querySelector('[data-header-label]');
  const content = cell.querySelector('[data-content]');
  if (!label || !content) return undefined;
  const word = widestWord(label);
  if (word === 0) return undefined;
  const style = getComputedStyle(cell);
  // What stands beside the label, measured by itself: the label's own box grows and shrinks
  // with the column, and the need must not follow it.
  const gap = Number.parseFloat(getComputedStyle(content).columnGap) || 0;
  const beside = [...content.children]
    .filter((child) => child !== label)
    .reduce((sum, child) => sum + child.getBoundingClientRect().width + gap, 0);
  return (
    word +
    beside +
    Number.parseFloat(style.paddingInlineStart) +
    Number.parseFloat(style.paddingInlineEnd)
  );
}

/**
 * The most a column widens for the longest word of its texts (ten of the table's em, 140 px,
 * besides its padding):
 * a longer one (a compound name) ends in an ellipsis with its whole text on hover, rather than
 * the table scrolling sideways.
 */
function wordRoom(element: Element): number {
  return 10 * (Number.parseFloat(getComputedStyle(element).fontSize) || 16);
}

/** The rows as a grid (one tab stop, arrows between rows), virtualized when long. */
function Grid<TRow extends RowData>({
  useRows,
  table,
  'aria-label': ariaLabel,
  layout,
  isSelectable,
  isBusy,
  allSelection,
  getRowHref,
  onRowAction,
  columnSizing,
  onColumnResize,
}: GridProps<TRow>) {
  const text = useUiText();
  const [fits, setFits] = useState<Readonly<Record<string, number>>>({});
  // What each column needs to show its header whole (headerNeed), measured in the interface's
  // language, and the longest word of its texts (up to wordRoom).
  const [headerNeeds, setHeaderNeeds] = useState<Readonly<Record<string, number>>>({});
  // Whether the columns widen for their longest words (see below); tried again when the
  // columns shown change.
  const [wordsFit, setWordsFit] = useState(true);
  const scrollRef = useRef<HTMLTableElement>(null);
  const rows = table.getRowModel().rows;
  const [focusedIndex, setFocusedIndex] = useState(0);
  const focusPending = useRef(false);
  const activeIndex = Math.min(focusedIndex, rows.length - 1);
  const isCards = layout === 'cards';

  const rowWindow = useRows({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    isCards,
    activeIndex,
  });

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    scrollRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`)?.focus();
  }, [activeIndex]);

  function moveFocus(index: number) {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    rowWindow.scrollToIndex(next);
    focusPending.current = true;
    setFocusedIndex(next);
    if (next === activeIndex) {
      focusPending.current = false;
      scrollRef.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus();
    }
  }

  const pageRows = Math.max(
    1,
    Math.floor((scrollRef.current?.clientHeight ?? 0) / tableRowHeight) - 1,
  );

  function onRowKeyDown(
    event: KeyboardEvent<HTMLTableRowElement>,
    row: Row<DataTableFeatures, TRow>,
  ) {
    if (event.target !== event.currentTarget) return;
    const index = row.index;
    // j and k move as the arrows do, x chooses as Space does (the keys of mail and issue lists).
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      j: index + 1,
      ArrowUp: index - 1,
      k: index - 1,
      PageDown: index + pageRows,
      PageUp: index - pageRows,
      Home: 0,
      End: rows.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveFocus(moves[event.key] as number);
    } else if ((event.key === ' ' || event.key === 'x') && isSelectable) {
      event.preventDefault();
      row.toggleSelected();
    } else if (event.key === 'Enter') {
      // Not passed on: a dialog the action opens would otherwise take the same Enter as a submit.
      event.preventDefault();
      const link = event.currentTarget.querySelector<HTMLAnchorElement>('a[href]');
      if (link) link.click();
      else onRowAction?.(row.original);
    }
  }

  function onRowClick(event: MouseEvent<HTMLTableRowElement>) {
    const rowElement = event.currentTarget;
    if (isInteractive(event.target, rowElement)) return;
    // Selecting text in a row is not a click on it.
    if (window.getSelection()?.toString()) return;
    rowElement.querySelector<HTMLAnchorElement>('a[href]')?.click();
  }

  const visibleColumns = table.getVisibleLeafColumns();
  const shownColumns = visibleColumns.map((column) => column.id).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: other columns shown, whole words are tried again
  useEffect(() => setWordsFit(true), [shownColumns]);
  const columnTracks = visibleColumns.map((column) =>
    columnTrack(
      column.columnDef.meta,
      fits[column.id],
      columnSizing[column.id],
      headerNeeds[column.id],
    ),
  );
  const tracks = [isSelectable ? selectTrack : null, ...columnTracks.map((column) => column.track)]
    .filter(Boolean)
    .join(' ');
  // Rows are as wide as their columns' least widths together: wider than the screen, the grid
  // scrolls sideways instead of cutting money or a status.
  const rowWidth = `calc(${[isSelectable ? selectWidth : '0px', ...columnTracks.map((column) => column.least)].join(' + ')})`;

  // After each render: the widest shown value of each column that is never cut widens it
  // (never narrows it, so the columns do not jump while scrolling), and a cut name or text
  // is marked, so hovering it or focusing its row shows all of it.
  useLayoutEffect(() => {
    const grid = scrollRef.current;
    if (!grid || isCards) return;
    const grown: Record<string, number> = {};
    const needs: Record<string, number> = {};
    // Whole words only while they fit: a table that then scrolls sideways at its width (the
    // operations desks at 1440 px, issue 33) lets its columns narrow to their headers again,
    // and a longer word breaks onto the next line, hyphenated where the browser can
    // (`data-break-words`): cut, "Frühlingskamp…" hid a name (stranger-tasks.e2e).
    if (wordsFit && grid.scrollWidth > grid.clientWidth) setWordsFit(false);
    const room = wordsFit ? wordRoom(grid) : 0;
    for (const column of visibleColumns) {
      const header = grid.querySelector<HTMLElement>(`th[data-column="${CSS.escape(column.id)}"]`);
      const cells = grid.querySelectorAll<HTMLElement>(`[data-column="${CSS.escape(column.id)}"]`);
      const uncut = isUncut(column.columnDef.meta);
      let widest = 0;
      // The longest word of the column's texts (rows in the page's flow wrap between words):
      // the column is not made narrower than it, up to `wordRoom`, so "Werbekunde" shows
      // whole rather than cut at a letter (issue 46). A longer word ends in an ellipsis.
      let longestWord = 0;
      for (const cell of cells) {
        const style = getComputedStyle(cell);
        const padding =
          Number.parseFloat(style.paddingInlineStart) + Number.parseFloat(style.paddingInlineEnd);
        const content = cell.querySelector<HTMLElement>('[data-content]');
        if (!content) continue;
        // The whole value's width, cut or not: an uncut value has its own width; a text's is
        // that of its text, however wide its column is.
        const width = (uncut ? content : textOf(content)).getBoundingClientRect().width;
        widest = Math.max(widest, width + padding);
        if (!uncut && !rowWindow.isWindowed && cell.tagName === 'TD')
          longestWord = Math.max(longestWord, Math.min(widestWord(content), room) + padding);
        // Cut: wider than its cell (not than its value's box, which widens while it is shown
        // whole).
        if (!uncut && cell.tagName === 'TD') {
          const truncated = width > cell.clientWidth - padding + 1;
          cell.toggleAttribute('data-truncated', truncated);
          // The whole text of a cut cell, for a pointer that rests on it.
          const whole = truncated ? (content.textContent ?? '').trim() : '';
          if (whole) cell.title = whole;
          else cell.removeAttribute('title');
        }
      }
      if (widest > (fits[column.id] ?? 0) + 0.5) grown[column.id] = widest;
      const need = Math.max((header && headerNeed(header)) || 0, longestWord);
      // Another language or page, another need: it may shrink as well as grow.
      if (need && Math.abs(need - (headerNeeds[column.id] ?? 0)) > 0.5) needs[column.id] = need;
    }
    if (Object.keys(grown).length > 0) setFits((current) => ({ ...current, ...grown }));
    if (Object.keys(needs).length > 0) setHeaderNeeds((current) => ({ ...current, ...needs }));
  });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const columnCount = visibleColumns.length + (isSelectable ? 1 : 0);

  return (
    <table
      ref={scrollRef}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an interactive table is a grid (ARIA grid pattern): arrows move between its rows
      role="grid"
      aria-label={ariaLabel}
      aria-rowcount={rows.length + 1}
      aria-colcount={columnCount}
      aria-multiselectable={isSelectable || undefined}
      aria-busy={isBusy || undefined}
      data-layout={layout}
      data-windowed={rowWindow.isWindowed || undefined}
      className={styles.grid}
      style={assignInlineVars({ [styles.columnTracks]: tracks, [styles.rowWidth]: rowWidth })}
    >
      <thead className={styles.head}>
        <tr aria-rowindex={1} className={styles.headerRow}>
          {isSelectable && (
            <th scope="col" aria-colindex={1} className={styles.selectCell}>
              <Checkbox
                label={<VisuallyHidden>{text('ui.table.selectAll')}</VisuallyHidden>}
                isSelected={allSelection === 'all'}
                isIndeterminate={allSelection === 'some'}
                onChange={(isSelected) => table.toggleAllRowsSelected(isSelected)}
              />
            </th>
          )}
          {headers.map((header, index) => (
            <HeaderCell
              key={header.id}
              header={header}
              colIndex={index + (isSelectable ? 2 : 1)}
              least={
                Math.max(
                  (isUncut(header.column.columnDef.meta) ? fits[header.column.id] : 0) ?? 0,
                  headerNeeds[header.column.id] ?? 0,
                ) || undefined
              }
              onResize={isCards ? undefined : onColumnResize}
            />
          ))}
        </tr>
      </thead>
      <tbody
        className={styles.body}
        data-windowed={rowWindow.isWindowed || undefined}
        data-break-words={wordsFit ? undefined : true}
        style={
          rowWindow.isWindowed
            ? assignInlineVars({ [styles.bodyHeight]: `${rowWindow.totalSize}px` })
            : undefined
        }
      >
        {rowWindow.items.map((item) => {
          const row = rows[item.index] as Row<DataTableFeatures, TRow>;
          const href = getRowHref?.(row.original);
          const isSelected = row.getIsSelected();
          return (
            <tr
              key={item.key}
              ref={rowWindow.measureElement}
              aria-rowindex={item.index + 2}
              aria-selected={isSelectable ? isSelected : undefined}
              tabIndex={item.index === activeIndex ? 0 : -1}
              data-index={item.index}
              data-selected={isSelected || undefined}
              data-linked={href ? true : undefined}
              className={styles.row}
              style={
                rowWindow.isWindowed
                  ? assignInlineVars({ [styles.rowOffset]: `${item.start}px` })
                  : undefined
              }
              onFocus={(event) => {
                if (event.target === event.currentTarget) setFocusedIndex(item.index);
              }}
              onKeyDown={(event) => onRowKeyDown(event, row)}
              onClick={onRowClick}
            >
              {isSelectable && (
                <td aria-colindex={1} className={styles.selectCell}>
                  <Checkbox
                    label={<VisuallyHidden>{text('ui.table.selectRow')}</VisuallyHidden>}
                    excludeFromTabOrder
                    isSelected={isSelected}
                    onChange={(value) => row.toggleSelected(value)}
                  />
                </td>
              )}
              {row.getVisibleCells().map((cell, index) => {
                const content = <table.FlexRender cell={cell} />;
                return (
                  <td
                    key={cell.id}
                    aria-colindex={index + (isSelectable ? 2 : 1)}
                    data-align={alignOf(cell.column.columnDef.meta)}
                    data-column={cell.column.id}
                    data-uncut={isUncut(cell.column.columnDef.meta) || undefined}
                    className={styles.cell}
                  >
                    <span className={styles.cardLabel} aria-hidden="true">
                      {headerText(cell.column)}
                    </span>
                    <span className={styles.cellValue} data-content>
                      {index === 0 && href ? <Link href={href}>{content}</Link> : content}
                    </span>
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * A column's header; a sortable one is a button that cycles the server's sort order. Its end
 * edge resizes the column: drag it, or focus it and use the arrow keys (a window splitter);
 * a double click or Enter gives the column back its own width.
 */
function HeaderCell<TRow extends RowData>({
  header,
  colIndex,
  least,
  onResize,
}: {
  header: Header<DataTableFeatures, TRow, unknown>;
  colIndex: number;
  /** The widest value of a column that is never cut, in px: it cannot be made narrower. */
  least: number | undefined;
  onResize?: (id: string, width: number | undefined, isDone: boolean) => void;
}) {
  const text = useUiText();
  const { column } = header;
  const sorted = column.getIsSorted();
  const label = headerText(column);
  // The header of a column that may be cut is cut with it (its whole name on hover), rather
  // than running into the next header.
  const uncut = isUncut(column.columnDef.meta);
  const cellRef = useRef<HTMLTableCellElement>(null);
  const [width, setWidth] = useState<number>();
  const narrowest = Math.ceil(least ?? narrowestColumn);

  function resize(next: number, isDone: boolean) {
    const clamped = Math.max(narrowest, Math.round(next));
    setWidth(clamped);
    onResize?.(column.id, clamped, isDone);
  }
  const currentWidth = () => cellRef.current?.getBoundingClientRect().width ?? narrowest;

  return (
    <th
      ref={cellRef}
      scope="col"
      aria-colindex={colIndex}
      aria-sort={
        column.getCanSort()
          ? sorted === 'asc'
            ? 'ascending'
            : sorted === 'desc'
              ? 'descending'
              : 'none'
          : undefined
      }
      // Named by its label alone, not also by its resize edge inside it.
      aria-label={label}
      data-align={alignOf(column.columnDef.meta)}
      data-column={column.id}
      data-uncut={uncut || undefined}
      className={styles.headerCell}
    >
      {column.getCanSort() ? (
        <AriaButton
          className={styles.sortButton}
          onPress={() => column.toggleSorting()}
          data-content
        >
          <span className={styles.headerLabel} data-header-label>
            {label}
          </span>
          <span className={styles.sortIcon} data-sorted={sorted || undefined} aria-hidden="true">
            {sorted === 'desc' ? <ChevronDownIcon /> : <ChevronUpIcon />}
          </span>
        </AriaButton>
      ) : (
        <span
          data-content
          data-header-label={column.columnDef.meta?.headerIcon ? undefined : true}
          className={styles.headerLabel}
          title={column.columnDef.meta?.headerIcon ? label : undefined}
        >
          {column.columnDef.meta?.headerIcon ?? label}
        </span>
      )}
      {onResize && (
        // biome-ignore lint/a11y/useSemanticElements: a focusable separator is the ARIA window splitter; <hr> cannot take focus or a value
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={text('ui.table.resizeColumn', { column: label })}
          aria-valuenow={Math.round(width ?? cellRef.current?.getBoundingClientRect().width ?? 0)}
          aria-valuemin={narrowest}
          tabIndex={0}
          className={styles.resizer}
          onFocus={() => setWidth(currentWidth())}
          onPointerDown={(event) => {
            event.preventDefault();
            const handle = event.currentTarget;
            handle.setPointerCapture(event.pointerId);
            const start = event.clientX;
            const startWidth = currentWidth();
            const direction = getComputedStyle(handle).direction === 'rtl' ? -1 : 1;
            const move = (moved: PointerEvent) =>
              resize(startWidth + direction * (moved.clientX - start), false);
            const end = (ended: PointerEvent) => {
              handle.removeEventListener('pointermove', move);
              handle.removeEventListener('pointerup', end);
              handle.removeEventListener('pointercancel', end);
              resize(startWidth + direction * (ended.clientX - start), true);
            };
            handle.addEventListener('pointermove', move);
            handle.addEventListener('pointerup', end);
            handle.addEventListener('pointercancel', end);
          }}
          onDoubleClick={() => {
            setWidth(undefined);
            onResize(column.id, undefined, true);
          }}
          onKeyDown={(event) => {
            const step = event.shiftKey ? resizeStep * 4 : resizeStep;
            if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
              event.preventDefault();
              resize(currentWidth() + (event.key === 'ArrowRight' ? step : -step), true);
            } else if (event.key === 'Enter') {
              event.preventDefault();
              setWidth(undefined);
              onResize(column.id, undefined, true);
            }
          }}
        />
      )}
    </th>
  );
}
