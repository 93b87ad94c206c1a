import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { formatDateValue, parseDateLimit, parseDateValue } from './dateValue.ts';

describe('parseDateValue', () => {
  it('reads a YYYY-MM-DD day', () => {
    expect(parseDateValue('2026-01-05')).toEqual(new CalendarDate(2026, 1, 5));
  });

  it('keeps null and undefined apart (empty field, uncontrolled field)', () => {
    expect(parseDateValue(null)).toBeNull();
    expect(parseDateValue(undefined)).toBeUndefined();
  });

  it('refuses text that is not exactly such a day (spec 1 §5)', () => {
    for (const text of [
      '2026-02-31',
      '2026-13-01',
      '05.01.2026',
      '2026-1-5',
      '2026-01-05T10:00',
      '',
    ]) {
      expect(parseDateValue(text)).toBeNull();
    }
  });
});

describe('formatDateValue', () => {
  it('writes YYYY-MM-DD with leading zeros, the reverse of parseDateValue', () => {
    expect(formatDateValue(new CalendarDate(2026, 3, 7))).toBe('2026-03-07');
    expect(formatDateValue(parseDateValue('1999-12-31') as CalendarDate)).toBe('1999-12-31');
  });
});

describe('parseDateLimit', () => {
  it('turns a missing or malformed limit into no limit', () => {
    expect(parseDateLimit(undefined)).toBeUndefined();
    expect(parseDateLimit('soon')).toBeUndefined();
    expect(parseDateLimit('2026-04-10')).toEqual(new CalendarDate(2026, 4, 10));
  });
});
