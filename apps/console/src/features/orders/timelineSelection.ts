import type { BookingTimeline } from '@adconsole/api';

// Booking v2's range choice and keyboard moves (BookingTimelinePage.tsx), apart from React so
// their rules are tested alone (timelineSelection.test.ts).

/** A range on one medium: its row and the columns it was started and extended at. */
export interface Selection {
  row: number;
  from: number;
  to: number;
}

/** A range in the window's terms: the medium, its columns in order, its first and last day. */
export function selectionOf(timeline: BookingTimeline, selection: Selection) {
  const first = Math.min(selection.from, selection.to);
  const last = Math.max(selection.from, selection.to);
  const medium = timeline.rows[selection.row];
  const start = timeline.periods[first]?.start;
  const end = timeline.periods[last]?.end;
  if (!medium || !start || !end) return undefined;
  return {
    row: selection.row,
    medium,
    columns: Array.from({ length: last - first + 1 }, (_, index) => first + index),
    start,
    end,
  };
}

/**
 * The new order for a range: the new-order form of the order desk with the medium and the
 * period in its URL (NewOrderForm.tsx reads them; after saving, the campaign's positions open
 * on a new position of that medium for those days).
 */
export function newOrderHref(timeline: BookingTimeline, selection: Selection): string {
  const chosen = selectionOf(timeline, selection);
  if (!chosen) return '/orders/campaigns/OFFERED/new-order';
  const search = new URLSearchParams({
    adMediumId: String(chosen.medium.adMedium.id),
    from: chosen.start,
    to: chosen.end,
  });
  return `/orders/campaigns/OFFERED/new-order?${search}`;
}

/** Where a key (without Shift) moves the focus in the grid; undefined for other keys. */
export function stepOf(
  key: string,
  control: boolean,
  at: { row: number; column: number },
  size: { rows: number; columns: number; page: number },
): { row: number; column: number } | undefined {
  switch (key) {
    case 'ArrowUp':
      return { ...at, row: at.row - 1 };
    case 'ArrowDown':
      return { ...at, row: at.row + 1 };
    case 'ArrowLeft':
      return { ...at, column: at.column - 1 };
    case 'ArrowRight':
      return { ...at, column: at.column + 1 };
    case 'PageUp':
      return { ...at, row: at.row - size.page };
    case 'PageDown':
      return { ...at, row: at.row + size.page };
    case 'Home':
      return control ? { row: 0, column: 0 } : { ...at, column: 0 };
    case 'End':
      return control
        ? { row: size.rows - 1, column: size.columns - 1 }
        : { ...at, column: size.columns - 1 };
    default:
      return undefined;
  }
}

/** The medium and period a new order was started with from booking v2, read from its URL. */
export function presetOf(search: string) {
  const params = new URLSearchParams(search);
  const adMediumId = Number(params.get('adMediumId'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!Number.isInteger(adMediumId) || adMediumId <= 0 || !day.test(from) || !day.test(to)) {
    return undefined;
  }
  return from <= to ? { adMediumId, from, to } : undefined;
}
