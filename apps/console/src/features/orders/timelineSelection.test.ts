import type { BookingTimeline } from '@adconsole/api';
import { describe, expect, it } from 'vitest';
import { isoWeek, mondayOf } from './planningLoad.ts';
import { newOrderHref, presetOf, selectionOf, stepOf } from './timelineSelection.ts';

// Booking v2's range and keys (issue 44: "choose a free range and start a new order for it";
// "weeks start Monday"), apart from the grid that uses them.

const timeline: BookingTimeline = {
  from: '2026-11-30',
  to: '2026-12-20',
  grain: 'WEEK',
  periods: [
    { start: '2026-11-30', end: '2026-12-06' },
    { start: '2026-12-07', end: '2026-12-13' },
    { start: '2026-12-14', end: '2026-12-20' },
  ],
  rows: [
    {
      adMedium: { id: 7, name: 'Alpenblick Online' },
      positionType: 'DIGITAL',
      unit: 'CPM',
      capacityPerDay: 20,
    },
  ],
  cells: [],
};

describe('booking v2’s range', () => {
  it('runs from its first to its last period, whichever way it was drawn', () => {
    const chosen = selectionOf(timeline, { row: 0, from: 2, to: 1 });
    expect(chosen).toMatchObject({ start: '2026-12-07', end: '2026-12-20', columns: [1, 2] });
    expect(chosen?.medium.adMedium.id).toBe(7);
    expect(selectionOf(timeline, { row: 3, from: 0, to: 0 })).toBeUndefined();
  });

  it('opens the new order with the medium and the period, read back by the form', () => {
    const href = newOrderHref(timeline, { row: 0, from: 0, to: 1 });
    expect(href).toBe(
      '/orders/campaigns/OFFERED/new-order?adMediumId=7&from=2026-11-30&to=2026-12-13',
    );
    expect(presetOf(href.split('?')[1] ?? '')).toEqual({
      adMediumId: 7,
      from: '2026-11-30',
      to: '2026-12-13',
    });
    // A hand-made URL that does not fit is no preset.
    expect(presetOf('adMediumId=x&from=2026-11-30&to=2026-12-13')).toBeUndefined();
    expect(presetOf('adMediumId=7&from=2026-12-13&to=2026-11-30')).toBeUndefined();
    expect(presetOf('adMediumId=7&from=30.11.2026&to=2026-12-13')).toBeUndefined();
  });

  it('moves by arrows, pages, Home and End (Ctrl: the grid’s corners)', () => {
    const size = { rows: 1000, columns: 52, page: 10 };
    const at = { row: 5, column: 5 };
    expect(stepOf('ArrowDown', false, at, size)).toEqual({ row: 6, column: 5 });
    expect(stepOf('ArrowLeft', false, at, size)).toEqual({ row: 5, column: 4 });
    expect(stepOf('PageDown', false, at, size)).toEqual({ row: 15, column: 5 });
    expect(stepOf('Home', false, at, size)).toEqual({ row: 5, column: 0 });
    expect(stepOf('End', true, at, size)).toEqual({ row: 999, column: 51 });
    expect(stepOf('a', false, at, size)).toBeUndefined();
  });

  it('counts weeks from Monday with ISO week numbers', () => {
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(isoWeek('2026-11-30')).toBe(49);
    expect(isoWeek('2026-12-28')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
  });
});
