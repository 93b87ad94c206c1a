import type { Key } from 'react';
import { size } from '../../theme/tokens.ts';

/**
 * Table rows are one line high (the row height token), so the virtualizer places them without
 * measuring each: measuring 100,000 rows of varying height would cost every scroll frame.
 */
export const tableRowHeight = Number.parseFloat(size.controlLarge);

/**
 * Which of a grid's rows are rendered and where. A page of up to WINDOW_FROM rows renders them
 * all in the page's flow (useAllRows); a longer one (the spec's unlimited page, up to 100,000
 * rows) only those on screen, through TanStack Virtual (virtualRows.ts), whose code (about
 * 9 kB gzip) loads with the first such page (issue 36: every list loaded it, for pages of 10
 * to 100 rows that need no window).
 */
export interface RowWindow {
  /** The rows to render: their index, React key and, when `isWindowed`, their offset in px. */
  items: readonly { index: number; key: Key; start: number }[];
  /** Rows are placed by their offsets in a body as tall as `totalSize` (px). */
  isWindowed: boolean;
  totalSize: number;
  /** Brings a row into the window before it takes the focus (the arrows, Page Down, End). */
  scrollToIndex: (index: number) => void;
  /** Measures a rendered card (cards differ in height), for the windowed rows. */
  measureElement?: (element: Element | null) => void;
}

export interface RowWindowOptions {
  count: number;
  getScrollElement: () => HTMLElement | null;
  isCards: boolean;
  /** The row with the grid's tab stop: it stays rendered, so Tab always finds the grid. */
  activeIndex: number;
}

export type UseRowWindow = (options: RowWindowOptions) => RowWindow;

/** Pages longer than this render only the rows on screen. */
export const WINDOW_FROM = 200;

/** Every row, in the page's flow: a focused row scrolls itself into view. */
export const useAllRows: UseRowWindow = ({ count }) => ({
  items: Array.from({ length: count }, (_, index) => ({ index, key: index, start: 0 })),
  isWindowed: false,
  totalSize: 0,
  scrollToIndex: () => {},
});
