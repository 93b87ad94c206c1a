import { describe, expect, it } from 'vitest';
import { uiLocales } from '../../provider/locales.ts';
import { formatTimelineDate } from './timelineDate.ts';

describe('timeline date and time', () => {
  it.each(uiLocales)('%s shows the date as DD.MM.YYYY and the time as HH:mm', (locale) => {
    // Local time, so the test holds in any time zone.
    const moment = new Date(2026, 10, 20, 9, 5);
    expect(formatTimelineDate(moment, locale)).toEqual({
      date: '20.11.2026',
      time: '09:05',
      dateTime: moment.toISOString(),
    });
  });

  it('reads ISO strings and uses the 24-hour clock', () => {
    expect(formatTimelineDate('2026-03-01T23:45:00', 'en')).toMatchObject({
      date: '01.03.2026',
      time: '23:45',
    });
  });

  it('gives nothing for text that is not a date', () => {
    expect(formatTimelineDate('yesterday', 'de')).toBeNull();
  });
});
