import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { isDayText } from './dayText.ts';

describe('isDayText (spec 1 §5), without the date library (issue 36)', () => {
  it('agrees with @internationalized/date on every day of four years and their neighbours', () => {
    for (const year of [1900, 2000, 2024, 2026]) {
      for (let month = 1; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          let expected: boolean;
          try {
            expected = parseDate(text).toString() === text;
          } catch {
            expected = false;
          }
          expect(isDayText(text), text).toBe(expected);
        }
      }
    }
  });

  it('refuses other forms', () => {
    for (const text of [
      '05.01.2026',
      '2026-1-5',
      '2026-01-05T10:00',
      '',
      '0000-01-01',
      ' 2026-01-05',
    ]) {
      expect(isDayText(text), text).toBe(false);
    }
  });
});
