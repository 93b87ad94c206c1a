import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback } from 'react';
import { size } from '../../theme/tokens.ts';
import { tableRowHeight, type UseRowWindow } from './rowWindow.ts';

/** A card's height before it is measured (cards differ in height and are measured). */
const estimatedCardHeight = 180;
/** The space between cards, in pixels (the flow's gap in DataTable.css.ts is the same). */
const cardGap = 8;

/** A long page's rows: only those on screen, with TanStack Virtual (see rowWindow.ts). */
export const useVirtualRows: UseRowWindow = ({ count, getScrollElement, isCards, activeIndex }) => {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement,
    estimateSize: () => (isCards ? estimatedCardHeight : tableRowHeight),
    gap: isCards ? cardGap : 0,
    // The grid is at least as tall as the loader: the first render already shows rows, before
    // the grid has been measured.
    initialRect: { width: 0, height: Number.parseFloat(size.loaderHeight) },
    overscan: 8,
    // The row that holds the tab stop stays rendered, so Tab always finds the grid.
    rangeExtractor: useCallback(
      (range: Parameters<typeof defaultRangeExtractor>[0]) => {
        const indexes = defaultRangeExtractor(range);
        if (indexes.includes(activeIndex)) return indexes;
        return [...indexes, activeIndex].sort((a, b) => a - b);
      },
      [activeIndex],
    ),
  });
  return {
    items: virtualizer.getVirtualItems(),
    isWindowed: true,
    totalSize: virtualizer.getTotalSize(),
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    measureElement: isCards ? virtualizer.measureElement : undefined,
  };
};
