import { describe, expect, it } from 'vitest';
import {
  countSetFilters,
  type FilterDefinition,
  type FilterValuesOf,
  formatDateRangeFilter,
  parseDateRangeFilter,
  parseFilterValues,
  serializeFilterValues,
} from './filterValues.ts';

const activityFilters = [
  { kind: 'select', key: 'ACTIVITY_TYPE', label: 'Activity type' },
  { kind: 'multiSelect', key: 'CONTACT', label: 'Contact' },
  { kind: 'dateRange', key: 'DATE', label: 'Date' },
  { kind: 'search', key: 'SEARCH', label: 'Search' },
  { kind: 'boolean', key: 'PRIVATE', label: 'Private only' },
] as const satisfies readonly FilterDefinition[];

describe('date filter text (spec 2 §5)', () => {
  it('reads two YYYY-MM-DD values joined by a comma', () => {
    expect(parseDateRangeFilter('2026-11-01,2026-11-30')).toEqual({
      start: '2026-11-01',
      end: '2026-11-30',
    });
  });

  it('ignores text that is not YYYY-MM-DD or does not re-format to the identical text', () => {
    expect(parseDateRangeFilter('01.11.2026,2026-11-30')).toBeNull();
    expect(parseDateRangeFilter('2026-2-01,2026-11-30')).toBeNull();
    // 31 February would re-format to another day.
    expect(parseDateRangeFilter('2026-02-31,2026-03-05')).toBeNull();
    expect(parseDateRangeFilter('')).toBeNull();
  });

  it('"a two-value range needs at least the first value valid": an invalid end is dropped', () => {
    expect(parseDateRangeFilter('2026-11-01,2026-13-01')).toEqual({ start: '2026-11-01' });
    expect(parseDateRangeFilter('2026-11-01,')).toEqual({ start: '2026-11-01' });
    expect(parseDateRangeFilter('2026-11-01')).toEqual({ start: '2026-11-01' });
    expect(parseDateRangeFilter('nonsense,2026-11-30')).toBeNull();
  });

  it('writes what it reads', () => {
    expect(formatDateRangeFilter({ start: '2026-11-01', end: '2026-11-30' })).toBe(
      '2026-11-01,2026-11-30',
    );
    expect(formatDateRangeFilter({ start: '2026-11-01' })).toBe('2026-11-01');
  });
});

describe('filter values from the URL or session storage', () => {
  it('keeps each defined filter with a value of its kind', () => {
    const stored = {
      ACTIVITY_TYPE: { id: 'PHONE', label: 'Phone' },
      CONTACT: [
        { id: 'c1', label: 'Anna Meier' },
        { id: 'c2', label: 'Luca Rossi' },
      ],
      DATE: '2026-11-01,2026-11-30',
      SEARCH: 'winter',
      PRIVATE: true,
    };
    const values: FilterValuesOf<typeof activityFilters> = parseFilterValues(
      activityFilters,
      stored,
    );
    expect(values).toEqual(stored);
  });

  it('drops unknown keys, values of the wrong shape, empty values and invalid dates', () => {
    expect(
      parseFilterValues(activityFilters, {
        UNKNOWN: 'x',
        ACTIVITY_TYPE: 'PHONE',
        CONTACT: [{ id: 'c1' }, 'c2'],
        DATE: '2026-02-31,2026-03-05',
        SEARCH: '   ',
        PRIVATE: 'yes',
      }),
    ).toEqual({});
  });

  it('reads a boolean flag written as text in the URL, and nothing from non-objects', () => {
    expect(parseFilterValues(activityFilters, { PRIVATE: 'false' })).toEqual({ PRIVATE: false });
    expect(parseFilterValues(activityFilters, null)).toEqual({});
    expect(parseFilterValues(activityFilters, ['SEARCH'])).toEqual({});
  });

  it('keeps the valid part of a contact list and of a date range', () => {
    expect(
      parseFilterValues(activityFilters, {
        CONTACT: [{ id: 'c1', label: 'Anna Meier' }, { id: 2 }],
        DATE: '2026-11-01,31.11.2026',
      }),
    ).toEqual({ CONTACT: [{ id: 'c1', label: 'Anna Meier' }], DATE: '2026-11-01' });
  });

  it('serialises to plain data that survives JSON and reads back identically', () => {
    const values = {
      ACTIVITY_TYPE: { id: 'EMAIL', label: 'E-mail' },
      DATE: '2026-11-01,2026-11-30',
      SEARCH: '',
      CONTACT: [],
    };
    const stored = serializeFilterValues(activityFilters, values);
    expect(stored).toEqual({
      ACTIVITY_TYPE: { id: 'EMAIL', label: 'E-mail' },
      DATE: '2026-11-01,2026-11-30',
    });
    expect(parseFilterValues(activityFilters, JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });
});

describe('counting set filters for Clear all', () => {
  it('counts only the given filters that hold a value', () => {
    const values = { SEARCH: 'winter', CONTACT: [], DATE: '2026-11-01', PRIVATE: false };
    expect(countSetFilters(['SEARCH', 'CONTACT', 'DATE'], values)).toBe(2);
    expect(countSetFilters(['SEARCH', 'CONTACT', 'DATE', 'PRIVATE'], values)).toBe(3);
  });
});
