/** The spec's 'unlimited' page size: one page holds every entry. */
export const UNLIMITED_PAGE_SIZE = 100000;

/** The page sizes a list offers unless the app gives its own. */
export const defaultPageSizes = [10, 50, 100, 1000, UNLIMITED_PAGE_SIZE] as const;

/** A page number to show, or a gap between non-adjacent page numbers. */
export type PageItem = number | 'gap';

/**
 * The page buttons of a pager: the first and last page, the current page and one page on
 * each side, with a gap wherever pages are left out (a gap of one page shows that page).
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const n of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && n - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) items.push('gap');
    items.push(n);
  }
  return items;
}

/** How many pages `total` entries fill; an empty list still has its one (empty) page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
