import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RowSelectionState, SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UiLocale } from '../../provider/locales.ts';
import { UiProvider } from '../../provider/UiProvider.tsx';
import type { ThemeName } from '../../theme/themes.css.ts';
import { Button } from '../Button/Button.tsx';
import { UNLIMITED_PAGE_SIZE } from '../Pagination/pages.ts';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { columnIdOf } from './columns.ts';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { makeOrders, memoryStorage, type Order, orderColumns, sortOrders } from './storyOrders.tsx';

/** Stands in for the app's router. */
const navigate = fn();
const archive = fn();

const allOrders = makeOrders(1234);

type OrderListProps = Partial<DataTableProps<Order>> & {
  /** How many orders the "server" has. */
  orders?: readonly Order[];
  isSelectable?: boolean;
  hasLinks?: boolean;
};

/**
 * An order list as a screen's controller holds it: page, size, sort order and selection in
 * state, the "server" sorting and paging the orders.
 */
function OrderList({
  orders = allOrders,
  isSelectable = false,
  hasLinks = false,
  onSortingChange,
  onSelectionChange,
  ...props
}: OrderListProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const rows = useMemo(
    () => sortOrders(orders, sorting).slice((page - 1) * pageSize, page * pageSize),
    [orders, sorting, page, pageSize],
  );
  return (
    <DataTable<Order>
      aria-label="Orders"
      columns={orderColumns}
      rows={rows}
      getRowId={(order) => order.id}
      getRowHref={hasLinks ? (order) => `/orders/${order.id}` : undefined}
      sorting={sorting}
      onSortingChange={(next) => {
        setSorting(next);
        setPage(1);
        onSortingChange?.(next);
      }}
      selection={isSelectable ? selection : undefined}
      onSelectionChange={
        isSelectable
          ? (next) => {
              setSelection(next);
              onSelectionChange?.(next);
            }
          : undefined
      }
      bulkActions={
        <Button variant="secondary" size="small" onPress={() => archive(Object.keys(selection))}>
          Archive
        </Button>
      }
      pagination={{
        page,
        pageSize,
        total: orders.length,
        onPageChange: setPage,
        onPageSizeChange: (next) => {
          setPageSize(next);
          setPage(1);
        },
        pageSizeOptions: [10, 50, 100, 1000, UNLIMITED_PAGE_SIZE],
      }}
      {...props}
    />
  );
}

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A server-paged list of records: sortable headers, row selection with bulk actions, column choice and widths, row actions. A handful of fixed rows in a record is a plain table; activities over time are a **Timeline**.

### Do / Don't
**Do**
- Give \`aria-label\`, the server's sort order and \`total\`; pair it with FilterBar, StatusTabs and Pagination.
- Give \`onRowAction\` or a link per row so Enter opens it.

**Don't**
- Sort or page on the client.
- Put several actions in cells (use a row DropdownMenu).

### Keyboard
Tab reaches the sortable headers, then the rows as one stop (the last focused row); ArrowDown / ArrowUp (or j / k), PageDown / PageUp, Home / End move between rows; Space (or x) selects a row; Enter opens it. A column's resize handle takes ArrowLeft / ArrowRight (Shift for larger steps), Enter resets it.

### Screen readers
Role grid named by its \`aria-label\`; sorted headers announce \`aria-sort\`; the checkboxes are named "Select all rows" / "Select row"; the bulk bar is a region named "Actions for the selected rows" that says how many are selected.
`;

const meta = {
  title: 'Data/DataTable',
  component: OrderList,
  parameters: { docs: { description: { component: usage } } },
  render: (args, { globals }) => (
    <UiProvider
      locale={globals.locale as UiLocale}
      theme={globals.theme as ThemeName}
      navigate={navigate}
    >
      <OrderList {...args} />
    </UiProvider>
  ),
} satisfies Meta<typeof OrderList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);

// Testing Library names a table's cells 'cell'; in this grid the browser exposes them as
// grid cells.

/**
 * Presses Tab until `element` has focus (at most `limit` times), from the last column edge of
 * the header (each sort button and column edge before it is a tab stop).
 */
async function tabTo(element: HTMLElement, limit = 12) {
  const edges = within(element.closest('[role="grid"]') as HTMLElement).queryAllByRole('separator');
  edges.at(-1)?.focus();
  for (let count = 0; count < limit && document.activeElement !== element; count++) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
}

/** The first page of 1234 orders: column headers, rows, the pager below. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Orders' });
    await expect(grid).toHaveAttribute('aria-rowcount', '51');
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order', 'Customer', 'Owner', 'Status', 'Budget', 'Start']);
    const [first] = rowsOf(grid);
    await expect(within(first as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('Order 1');
    await expect(canvas.getByText("1–50 von 1'234")).toBeVisible();
  },
};

/**
 * Sorting is the server's: a header press asks for the order, the rows come back sorted,
 * and the header says how it is sorted.
 */
export const Sorting: Story = {
  args: { onSortingChange: fn() },
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    const budget = within(grid).getByRole('columnheader', { name: 'Budget' });
    await expect(budget).toHaveAttribute('aria-sort', 'none');
    await expect(within(grid).getByRole('columnheader', { name: 'Owner' })).not.toHaveAttribute(
      'aria-sort',
    );
    await userEvent.click(within(budget).getByRole('button', { name: 'Budget' }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'budget', desc: true }]);
    await expect(budget).toHaveAttribute('aria-sort', 'descending');
    const [highest] = rowsOf(grid);
    await expect(highest).toHaveTextContent('Order 841');
    await userEvent.click(within(budget).getByRole('button', { name: 'Budget' }));
    await expect(budget).toHaveAttribute('aria-sort', 'ascending');
  },
};

/**
 * Chosen rows bring the bulk-action bar: the count, the app's actions, and Clear selection.
 * The header checkbox chooses the whole page.
 */
export const Selection: Story = {
  args: { isSelectable: true, onSelectionChange: fn() },
  play: async ({ args, canvasElement }) => {
    archive.mockClear();
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    await expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    await expect(canvas.queryByRole('region', { name: /ausgewählten Zeilen/ })).toBeNull();
    const [first, second] = rowsOf(grid) as [HTMLElement, HTMLElement];
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Zeile auswählen' }));
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Zeile auswählen' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ '1': true, '2': true });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const bar = canvas.getByRole('region', { name: 'Aktionen für die ausgewählten Zeilen' });
    await expect(bar).toHaveTextContent('2 ausgewählt');
    await userEvent.click(within(bar).getByRole('button', { name: 'Archive' }));
    await expect(archive).toHaveBeenCalledWith(['1', '2']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Alle Zeilen auswählen' }));
    await expect(bar).toHaveTextContent('50 ausgewählt');
    await userEvent.click(within(bar).getByRole('button', { name: 'Auswahl aufheben' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({});
    await expect(first).toHaveAttribute('aria-selected', 'false');
  },
};

const bulkRun = fn();
const manyActions = [
  'Request creatives',
  'Push to the ad server',
  'Discard the update',
  'Toggle creatives received',
  'Change the status',
  'Hide',
].map((label) => ({ id: label, label, onPress: () => bulkRun(label) }));

/**
 * Issue 33: six bulk actions wrapped the bar to two lines. Given as data, they stay on one
 * line and the ones that do not fit go into "More", as tabs do; the keyboard reaches them.
 */
export const BulkActionsOverflow: Story = {
  args: { isSelectable: true, bulkActions: manyActions },
  render: (args, { globals }) => (
    <UiProvider locale={globals.locale as UiLocale} theme={globals.theme as ThemeName}>
      <div style={{ width: 640 }}>
        <OrderList {...args} />
      </div>
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    bulkRun.mockClear();
    const canvas = within(canvasElement);
    const [first] = rowsOf(canvas.getByRole('grid')) as [HTMLElement];
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Zeile auswählen' }));
    const bar = canvas.getByRole('region', { name: 'Aktionen für die ausgewählten Zeilen' });
    const more = await within(bar).findByRole('button', { name: 'Mehr' });
    const shown = within(bar).getAllByRole('button');
    // One line: every button of the bar lies at the height of the first.
    const top = shown[0]?.getBoundingClientRect().top ?? 0;
    for (const button of shown)
      await expect(Math.abs(button.getBoundingClientRect().top - top)).toBeLessThan(4);
    await expect(within(bar).queryByRole('button', { name: 'Hide' })).toBeNull();
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Hide' })).toBeVisible();
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(bulkRun).toHaveBeenCalledWith('Hide'));
  },
};

/**
 * The words of an element's text that lie on more than one line (a word cut at the end of
 * its line by an ellipsis has two boxes on one line, and is not split).
 */
function splitWords(element: Element): string[] {
  const split: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const word of text.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
      if (lines.size > 1) split.push(word[0]);
    }
  }
  return split;
}

/**
 * Issue 46, a phone (390 px, 358 px inside the page's margins) with rows chosen: the bar shows
 * its count whole, with its grouping ("2'352 ausgewählt", as "Alle 2'352" beside it), and
 * "Auswahl aufheben" beside it; the actions take a line of their own (the ones that do not fit
 * in "More") and the column picker one below the bar: nothing covers anything, every button is
 * whole, and the keyboard reaches them in the order they are seen.
 */
export const SelectionOnAPhone: Story = {
  args: {
    isSelectable: true,
    bulkActions: manyActions,
    selectedTotal: 2352,
    selectionExtra: <span>Alle 2'352 Einträge sind ausgewählt</span>,
  },
  render: (args, { globals }) => (
    <UiProvider locale={globals.locale as UiLocale} theme={globals.theme as ThemeName}>
      <div style={{ width: 358 }}>
        <OrderList {...args} layout="cards" />
      </div>
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = rowsOf(canvas.getByRole('grid')) as [HTMLElement];
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Zeile auswählen' }));
    const bar = canvas.getByRole('region', { name: 'Aktionen für die ausgewählten Zeilen' });
    const count = within(bar).getByText("2'352 ausgewählt");
    const clear = within(bar).getByRole('button', { name: 'Auswahl aufheben' });
    const more = await within(bar).findByRole('button', { name: 'Mehr' });
    const columns = canvas.getByRole('button', { name: 'Angezeigte Felder' });
    const box = (element: Element) => element.getBoundingClientRect();
    const overlap = (a: Element, b: Element) =>
      box(a).left < box(b).right - 0.5 &&
      box(b).left < box(a).right - 0.5 &&
      box(a).top < box(b).bottom - 0.5 &&
      box(b).top < box(a).bottom - 0.5;
    const outside = (inner: Element, outer: Element) =>
      box(inner).left < box(outer).left - 0.5 || box(inner).right > box(outer).right + 0.5;
    // The count whole: its text not cut and inside the bar.
    await expect(count.scrollWidth).toBeLessThanOrEqual(count.clientWidth);
    await expect(outside(count, bar)).toBe(false);
    for (const button of [clear, more, ...within(bar).getAllByRole('button')]) {
      await expect(outside(button, bar), button.textContent ?? '').toBe(false);
      await expect(overlap(button, columns), button.textContent ?? '').toBe(false);
      await expect(overlap(button, count), button.textContent ?? '').toBe(false);
    }
    await expect(overlap(bar, columns)).toBe(false);
    await expect(overlap(count, clear)).toBe(false);
    // Keyboard: from "clear" on to the actions, in the order they are seen.
    clear.focus();
    await userEvent.tab();
    await expect(within(bar).getAllByRole('button')[1]).toHaveFocus();
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        canvas.queryByRole('region', { name: 'Aktionen für die ausgewählten Zeilen' }),
      ).toBeNull(),
    );
  },
};

/** Owners whose names are single German words longer than a narrow column is wide. */
const longWordOrders = makeOrders(12).map((order, index) => ({
  ...order,
  owner: index % 2 ? 'Auftragsnummernverwaltung Werbeagentur' : 'Kundenberatung Ostschweiz',
}));

/**
 * Issue 46: words cut at an arbitrary letter in narrow columns ("Auftragsnu|mmer"). A column
 * widens to its longest word while the table fits its width (Default and the lists at 1440 px);
 * this one, in 560 px, does not fit even by its headers, so its columns keep to their headers
 * and a word longer than its column breaks onto the next line: every name shows whole, none
 * ends in an ellipsis (a cut name at 1440 px was a stranger's finding, stranger-tasks.e2e).
 * Headers are never broken.
 */
export const LongWordsInNarrowColumns: Story = {
  args: { orders: longWordOrders },
  render: (args, { globals }) => (
    <UiProvider locale={globals.locale as UiLocale} theme={globals.theme as ThemeName}>
      <div style={{ width: 560 }}>
        <OrderList {...args} layout="table" />
      </div>
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    const [first, second] = rowsOf(grid) as [HTMLElement, HTMLElement];
    const owner = (row: HTMLElement) =>
      row.querySelector<HTMLElement>('[data-column="owner"]') as HTMLElement;
    await waitFor(() => expect(grid.querySelector('tbody')).toHaveAttribute('data-break-words'));
    await expect(owner(first)).toHaveTextContent('Kundenberatung Ostschweiz');
    await expect(owner(second)).toHaveTextContent('Auftragsnummernverwaltung Werbeagentur');
    for (const cell of grid.querySelectorAll('td[data-column]')) {
      await waitFor(() => expect(cell).not.toHaveAttribute('data-truncated'));
    }
    for (const header of within(grid).getAllByRole('columnheader')) {
      await expect(splitWords(header), header.textContent ?? '').toEqual([]);
    }
  },
};

const storage = memoryStorage({ 'orders.columns': '["owner","start"]' });

/**
 * Hidden columns come from the app's storage; the column picker shows them again and the
 * choice is stored.
 */
export const HiddenColumns: Story = {
  args: { columnStorage: storage, storageKey: 'orders.columns' },
  play: async ({ canvasElement }) => {
    storage.values['orders.columns'] = '["owner","start"]';
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order', 'Customer', 'Status', 'Budget']);
    await userEvent.click(canvas.getByRole('button', { name: 'Angezeigte Felder' }));
    const menu = await within(document.body).findByRole('menu');
    const owner = within(menu).getByRole('menuitemcheckbox', { name: 'Owner' });
    await expect(owner).toHaveAttribute('aria-checked', 'false');
    // "Order" names each row: it cannot be hidden and is not offered.
    await expect(within(menu).queryByRole('menuitemcheckbox', { name: 'Order' })).toBeNull();
    await userEvent.click(owner);
    await expect(within(grid).getByRole('columnheader', { name: 'Owner' })).toBeVisible();
    await expect(storage.values['orders.columns']).toBe('["start"]');
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * A column declared `hiddenAtFirst` (a busy list's least needed one) is hidden until the user
 * shows it from the column picker; once shown, the choice is kept.
 */
export const HiddenAtFirst: Story = {
  args: {
    columnStorage: storage,
    storageKey: 'orders.hiddenAtFirst',
    columns: orderColumns.map((column) =>
      columnIdOf(column) === 'owner'
        ? { ...column, meta: { ...column.meta, hiddenAtFirst: true } }
        : column,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    await expect(within(grid).queryByRole('columnheader', { name: 'Owner' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Angezeigte Felder' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Owner' }));
    await expect(within(grid).getByRole('columnheader', { name: 'Owner' })).toBeVisible();
    await expect(storage.values['orders.hiddenAtFirst']).toBe('[]');
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * The first load: the 555 px loader, announced as loading; neither a "0 of 0" pager nor
 * "no entries" before the answer (issue 33).
 */
export const Loading: Story = {
  args: { orders: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Wird geladen…' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Seitennavigation' })).toBeNull();
    await expect(canvas.queryByText(/^0–0/)).toBeNull();
    await expect(canvas.queryByText('Es gibt keine Einträge')).toBeNull();
  },
};

/** A later load keeps the rows and shows a small spinner; the grid says it is busy. */
export const Refetching: Story = {
  args: { isRefetching: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Wird aktualisiert…' })).toBeVisible();
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', '51');
  },
};

/** Nothing found: "There are no entries". */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There are no entries')).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

const retry = fn();

/** The load failed: the error block with Retry, which asks the app to load again. */
export const LoadError: Story = {
  args: { error: new Error('Service unavailable (503)'), onRetry: retry },
  play: async ({ canvasElement }) => {
    retry.mockClear();
    const block = within(canvasElement).getByRole('alert');
    await expect(block).toHaveTextContent('Unbekannter Fehler');
    await expect(block).toHaveTextContent('Service unavailable (503)');
    await userEvent.click(within(block).getByRole('button', { name: 'Erneut versuchen' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

/** A row with a link: its first column is the link, a click anywhere on the row follows it. */
export const RowLinks: Story = {
  args: { hasLinks: true },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const grid = within(canvasElement).getByRole('grid');
    const [first, second] = rowsOf(grid) as [HTMLElement, HTMLElement];
    await expect(within(first).getByRole('link', { name: 'Order 1' })).toHaveAttribute(
      'href',
      '/orders/1',
    );
    await userEvent.click(within(second).getByText('Claire Dubois'));
    await expect(navigate).toHaveBeenCalledWith('/orders/2', undefined);
  },
};

/**
 * Keyboard path: Tab reaches the rows, arrows move row to row (End to the last of the page),
 * Space chooses a row, Enter opens its link.
 */
export const Keyboard: Story = {
  args: { hasLinks: true, isSelectable: true },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const grid = within(canvasElement).getByRole('grid');
    const [first] = rowsOf(grid) as [HTMLElement];
    await tabTo(first);
    await userEvent.keyboard('{ArrowDown}');
    const second = within(grid).getByRole('row', { name: /Order 2\b/ });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(grid).getByRole('row', { name: /Order 50\b/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Home}');
    // The first row was scrolled out of the page and rendered anew.
    await waitFor(() => expect(within(grid).getByRole('row', { name: /Order 1\b/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/orders/1', undefined);
  },
};

/**
 * Below the md breakpoint the rows are cards, each cell with its column's name. (The test
 * viewport is wider, so this story asks for cards; `layout="auto"` follows the screen.)
 */
export const Cards: Story = {
  // A few cards: they are in the page's flow, all of them in the reference.
  args: { layout: 'cards', isSelectable: true, orders: makeOrders(4) },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid).toHaveAttribute('data-layout', 'cards');
    const [first] = rowsOf(grid) as [HTMLElement];
    const budgetCell = within(first).getAllByRole('cell')[5] as HTMLElement;
    await expect(within(budgetCell).getByText('Budget')).toBeVisible();
    await expect(first.getBoundingClientRect().height).toBeGreaterThan(150);
  },
};

/** A status whose label is long in the reader's language (the French of a print proof). */
const longStatus = 'Bon à tirer envoyé au client, en attente';
const phoneColumns = orderColumns.map((column) =>
  column.meta?.kind === 'status'
    ? {
        ...column,
        cell: () => <StatusBadge tone="warning">{longStatus}</StatusBadge>,
      }
    : column,
) as typeof orderColumns;

/**
 * A phone (390 px, 358 px inside the page's margins): every card shows its status and its
 * amount whole, wrapped onto a second line if need be, never cut (issue 33 point 13).
 */
export const CardsOnAPhone: Story = {
  args: {
    layout: 'cards',
    columns: phoneColumns,
    orders: makeOrders(6).map((order) => ({ ...order, budget: order.budget * 1000 })),
  },
  render: (args, { globals }) => (
    <UiProvider locale={globals.locale as UiLocale} theme={globals.theme as ThemeName}>
      <div style={{ width: 358 }}>
        <OrderList {...args} />
      </div>
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    const [first] = rowsOf(grid) as [HTMLElement];
    const cut = (element: Element) =>
      element.scrollWidth > element.clientWidth + 1 ||
      element.getBoundingClientRect().right > grid.getBoundingClientRect().right + 1;
    const badge = within(first).getByText(longStatus);
    await expect(badge).toBeVisible();
    for (const element of [badge, ...badge.querySelectorAll('*'), badge.parentElement]) {
      if (element) await expect(cut(element), element.outerHTML).toBe(false);
    }
    const budget = first.querySelector('[data-column="budget"] [data-content]') as HTMLElement;
    await expect(cut(budget)).toBe(false);
    // An amount stays on one line: it wraps only between words, never inside a number.
    await expect(getComputedStyle(budget).whiteSpace).toBe('nowrap');
  },
};

/**
 * A phone's list of a few dozen rows (an invoice's lines at 390 px): the cards are in the
 * page's flow and the page scrolls, not a box of 70vh inside it (issue 38). Only windowed cards
 * (a page of more than 200 rows) keep the box their virtualizer scrolls.
 */
export const CardsGrowWithThePage: Story = {
  args: { layout: 'cards', orders: makeOrders(8), pagination: undefined },
  render: (args, { globals }) => (
    <UiProvider locale={globals.locale as UiLocale} theme={globals.theme as ThemeName}>
      <div style={{ width: 358 }}>
        <OrderList {...args} />
      </div>
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid).not.toHaveAttribute('data-windowed');
    await expect(rowsOf(grid)).toHaveLength(8);
    // Taller than the 70vh box it had, and nothing of it scrolls inside it.
    await expect(grid.getBoundingClientRect().height).toBeGreaterThan(window.innerHeight * 0.7);
    await expect(grid.scrollHeight).toBeLessThanOrEqual(grid.clientHeight + 1);
    await expect(getComputedStyle(grid).maxHeight).toBe('none');
  },
};

/** Orders whose customers have long names and whose budgets run into the millions. */
const wideOrders = makeOrders(40).map((order, index) => ({
  ...order,
  customer: `${order.customer} Genossenschaft für Werbung und Kommunikation, Region ${index + 1}`,
  budget: order.budget * 1000,
  status: 'running' as const,
}));

/**
 * Columns sized by what they hold, in 720 px: the budget (money) and the status are never
 * cut, and neither are the long customer names: they wrap between their words onto more lines,
 * the row as tall as they need (issue 37; a windowed page of more than 200 rows keeps one line
 * per row and shows a cut name whole on hover, HundredThousandRows).
 */
export const ColumnKinds: Story = {
  args: { orders: wideOrders },
  render: (args, { globals }) => (
    <UiProvider locale={globals.locale as UiLocale} theme={globals.theme as ThemeName}>
      <div style={{ width: 720 }}>
        <OrderList {...args} />
      </div>
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    const [first] = rowsOf(grid) as [HTMLElement];
    const cellOf = (column: string) =>
      first.querySelector<HTMLElement>(`[data-column="${column}"]`) as HTMLElement;
    const contentOf = (column: string) =>
      cellOf(column).querySelector<HTMLElement>('[data-content]') as HTMLElement;
    await waitFor(() =>
      expect(contentOf('budget').scrollWidth).toBeLessThanOrEqual(contentOf('budget').clientWidth),
    );
    await expect(contentOf('status').scrollWidth).toBeLessThanOrEqual(
      contentOf('status').clientWidth,
    );
    await expect(cellOf('budget')).toHaveAttribute('data-align', 'end');
    // The whole name, wrapped onto more lines: nothing of it hidden, the row taller than one line.
    await expect(cellOf('customer')).toHaveTextContent(wideOrders[0]?.customer ?? '');
    await waitFor(() => expect(cellOf('customer')).not.toHaveAttribute('data-truncated'));
    await expect(contentOf('customer').scrollWidth).toBeLessThanOrEqual(
      contentOf('customer').clientWidth,
    );
    await expect(contentOf('customer').scrollHeight).toBeLessThanOrEqual(
      contentOf('customer').clientHeight,
    );
    await expect(first.getBoundingClientRect().height).toBeGreaterThan(
      cellOf('budget').getBoundingClientRect().height - 1,
    );
    await expect(contentOf('customer').getBoundingClientRect().height).toBeGreaterThan(
      contentOf('budget').getBoundingClientRect().height * 1.5,
    );
    // Issue 33 (s6 point 9): the focused row opened all its cut cells on top of each other.
    // It opens none: each cell stays inside its own box.
    await tabTo(first);
    for (const column of ['customer', 'owner']) {
      await expect(getComputedStyle(contentOf(column)).overflow).toBe('hidden');
      await expect(contentOf(column).getBoundingClientRect().right).toBeLessThanOrEqual(
        cellOf(column).getBoundingClientRect().right + 0.5,
      );
    }
  },
};

/** The order columns as a screen that declares plain widths for its names and texts. */
const declaredWidthColumns = orderColumns.map((column) =>
  columnIdOf(column) === 'customer' || columnIdOf(column) === 'owner'
    ? {
        ...column,
        header: columnIdOf(column) === 'owner' ? 'Responsible account manager' : column.header,
        meta: { ...column.meta, width: '18rem' },
      }
    : column,
);

/**
 * Declared widths give way (issue 33): the customer and owner columns ask for 18rem each, but
 * in 760 px they give way down to their kind's least width instead of making the table scroll
 * sideways; money, the status and the date stay whole, and the owner's long header wraps onto
 * a second line, whole (its column no narrower than its longest word), instead of being cut.
 */
export const DeclaredWidthsGiveWay: Story = {
  args: { orders: wideOrders },
  render: (args, { globals }) => (
    <UiProvider locale={globals.locale as UiLocale} theme={globals.theme as ThemeName}>
      <div style={{ width: 760 }}>
        <OrderList {...args} columns={declaredWidthColumns} />
      </div>
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    const [first] = rowsOf(grid) as [HTMLElement];
    const contentOf = (column: string) =>
      first.querySelector<HTMLElement>(`[data-column="${column}"] [data-content]`) as HTMLElement;
    await waitFor(() => expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth));
    for (const column of ['budget', 'status', 'start']) {
      await expect(contentOf(column).scrollWidth).toBeLessThanOrEqual(
        contentOf(column).clientWidth,
      );
    }
    const owner = within(grid).getByRole('columnheader', { name: 'Responsible account manager' });
    const label = owner.querySelector<HTMLElement>('[data-header-label]') as HTMLElement;
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    await expect(owner.scrollWidth).toBeLessThanOrEqual(owner.clientWidth);
    // On more than one line: its text has a box per line.
    const text = document.createRange();
    text.selectNodeContents(label);
    await expect(text.getClientRects().length).toBeGreaterThan(1);
  },
};

/**
 * A column's end edge resizes it: the arrow keys on the focused edge (Shift for bigger steps),
 * Enter gives back its own width; the width is kept in the table's storage. Money cannot be
 * made narrower than its widest amount.
 */
const widthStorage = memoryStorage();
export const ResizeColumns: Story = {
  args: { orders: wideOrders },
  render: (args, { globals }) => (
    <UiProvider locale={globals.locale as UiLocale} theme={globals.theme as ThemeName}>
      <OrderList {...args} columnWidths={{ storage: widthStorage, key: 'widths:orders' }} />
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edge = canvas.getByRole('separator', { name: 'Breite der Spalte Customer' });
    const header = edge.closest('th') as HTMLElement;
    const before = header.getBoundingClientRect().width;
    edge.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() =>
      expect(header.getBoundingClientRect().width).toBeGreaterThanOrEqual(before + 63),
    );
    await expect(edge).toHaveAttribute('aria-valuenow', String(Math.round(before + 64)));
    await expect(JSON.parse(widthStorage.values['widths:orders'] ?? '{}')).toEqual({
      customer: Math.round(before + 64),
    });
    const budgetEdge = canvas.getByRole('separator', { name: 'Breite der Spalte Budget' });
    const budget = budgetEdge.closest('th') as HTMLElement;
    const least = Number(budgetEdge.getAttribute('aria-valuemin'));
    budgetEdge.focus();
    for (let step = 0; step < 20; step++) await userEvent.keyboard('{ArrowLeft}');
    await expect(budget.getBoundingClientRect().width).toBeGreaterThanOrEqual(least - 1);
    const grid = canvas.getByRole('grid');
    const [first] = rowsOf(grid) as [HTMLElement];
    const amount = first.querySelector('[data-column="budget"] [data-content]') as HTMLElement;
    await expect(amount.scrollWidth).toBeLessThanOrEqual(amount.clientWidth);
  },
};

const hundredThousand = makeOrders(UNLIMITED_PAGE_SIZE);

/**
 * The spec's 'unlimited' page: 100,000 rows, of which only those on screen are rendered (the
 * row window's code loads with the first page of more than 200 rows, the loader meanwhile).
 * End jumps to the last one.
 */
export const HundredThousandRows: Story = {
  args: {
    orders: hundredThousand,
    rows: hundredThousand,
    pagination: undefined,
  },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '100001');
    await expect(rowsOf(grid).length).toBeLessThan(60);
    const [first] = rowsOf(grid) as [HTMLElement];
    await tabTo(first);
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(grid).getByRole('row', { name: /Order 100000\b/ })).toHaveFocus(),
    );
    await expect(within(grid).getByRole('row', { name: /Order 100000\b/ })).toHaveAttribute(
      'aria-rowindex',
      '100001',
    );
  },
};
