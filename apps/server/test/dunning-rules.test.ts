import { describe, expect, it } from 'vitest';
import {
  daysOverdue,
  defaultInterest,
  dunningLevels,
  levelReached,
  storedLevels,
} from '../src/services/finances/dunning-rules.ts';

// The arithmetic of dunning (DOMAIN2 §1.6), on fixed days: never today's.

const levels = dunningLevels([
  { level: 3, daysAfterDue: 40, fee: 3000, blocksBooking: true },
  { level: 1, daysAfterDue: 10, fee: 0, blocksBooking: false },
  { level: 2, daysAfterDue: 25, fee: 2000, blocksBooking: false },
]);

describe('dunning rules', () => {
  it('counts the days late from the day after the due day (Art. 102 OR)', () => {
    expect(daysOverdue('2025-03-01', '2025-02-27')).toBe(0);
    expect(daysOverdue('2025-03-01', '2025-03-01')).toBe(0);
    expect(daysOverdue('2025-03-01', '2025-03-02')).toBe(1);
    expect(daysOverdue('2024-02-28', '2024-03-01')).toBe(2);
  });

  it('reaches the highest level whose days after due have passed', () => {
    expect(levelReached(levels, 9)).toBeUndefined();
    expect(levelReached(levels, 10)?.level).toBe(1);
    expect(levelReached(levels, 24)?.level).toBe(1);
    expect(levelReached(levels, 25)?.level).toBe(2);
    expect(levelReached(levels, 400)).toMatchObject({ level: 3, blocksBooking: true });
  });

  it('charges 5 % a year default interest on the open amount, actual days over 365 (Art. 104 OR)', () => {
    // CHF 10'000.00 for 73 days: 10'000 × 5 % × 73 / 365 = CHF 100.00.
    expect(defaultInterest(1_000_000, 73)).toBe(10_000);
    expect(defaultInterest(1_000_000, 0)).toBe(0);
    // Rounded half up to the Rappen: 12345 × 0.05 × 11 / 365 = 18.6 Rappen.
    expect(defaultInterest(12_345, 11)).toBe(19);
    expect(defaultInterest(1_000_000, 73, 4.5)).toBe(9_000);
  });

  it('stores levels by days after due, numbered 1… in that order; reads what it stored', () => {
    const stored = storedLevels([
      { level: 7, daysAfterDue: 30, fee: 2500, blocksBooking: true },
      { level: 9, daysAfterDue: 14, fee: 0, blocksBooking: false },
    ]);
    expect(dunningLevels(stored)).toEqual([
      { level: 1, daysAfterDue: 14, fee: 0, blocksBooking: false },
      { level: 2, daysAfterDue: 30, fee: 2500, blocksBooking: true },
    ]);
    expect(dunningLevels('not levels')).toEqual([]);
  });
});
