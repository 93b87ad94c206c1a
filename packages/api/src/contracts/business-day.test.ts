import { describe, expect, it } from 'vitest';
import { businessDay, shiftDay } from './business-day.ts';

describe('the business day (Europe/Zurich)', () => {
  it('is already the next day in Zurich late in the UTC evening', () => {
    // 23:30 UTC on 27 November is 00:30 on the 28th in Zurich (UTC+1 in winter).
    expect(businessDay(Date.parse('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    expect(businessDay(Date.parse('2026-11-27T22:59:00Z'))).toBe('2026-11-27');
    // Summer time: UTC+2.
    expect(businessDay(Date.parse('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });

  it('shifts a day across months and years', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});
