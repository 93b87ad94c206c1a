import { Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { formatTimeValue, parseTimeValue } from './timeValue.ts';

describe('parseTimeValue', () => {
  it('reads HH:mm on the 24-hour clock', () => {
    expect(parseTimeValue('09:30')).toEqual(new Time(9, 30));
    expect(parseTimeValue('23:59')).toEqual(new Time(23, 59));
  });

  it('refuses other forms', () => {
    for (const text of ['9:30', '09:30:00', '0930', 'noon', '']) {
      expect(parseTimeValue(text)).toBeNull();
    }
  });

  it('keeps null and undefined apart', () => {
    expect(parseTimeValue(null)).toBeNull();
    expect(parseTimeValue(undefined)).toBeUndefined();
  });
});

describe('formatTimeValue', () => {
  it('writes HH:mm with leading zeros and no seconds', () => {
    expect(formatTimeValue(new Time(7, 5, 59))).toBe('07:05');
    expect(formatTimeValue(new Time(0, 0))).toBe('00:00');
  });
});
