import { describe, expect, it, vi } from 'vitest';
import {
  endOfWeek,
  FIRST_DAY_OF_WEEK,
  formatAmount,
  formatChf,
  formatCompact,
  formatDate,
  formatDateTime,
  formatDisplayDate,
  formatMoney,
  formatMonthName,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatTime,
  formatTimestamp,
  formatVatRate,
  fromEpochSeconds,
  parseDate,
  parseDisplayDate,
  SWISS_NUMBER_LOCALE,
  startOfWeek,
  toDate,
  toEpochSeconds,
  weekdayNames,
} from './format.ts';

const zurich = { zone: 'Europe/Zurich' };
// 4 March 2025, 09:05:07.089 in Zurich (winter time, +01:00).
const moment = new Date(Date.UTC(2025, 2, 4, 8, 5, 7, 89));
const nbsp = '\u00a0';

describe('dates and times (spec 1 §9)', () => {
  it('writes YYYY-MM-DD, DD.MM.YYYY, HH:mm and DD.MM.YYYY HH:mm with and without seconds', () => {
    expect(formatDate(moment, zurich)).toBe('2025-03-04');
    expect(formatDisplayDate(moment, zurich)).toBe('04.03.2025');
    expect(formatTime(moment, zurich)).toBe('09:05');
    expect(formatDateTime(moment, zurich)).toBe('04.03.2025 09:05');
    expect(formatDateTime(moment, { ...zurich, seconds: true })).toBe('04.03.2025 09:05:07');
  });

  it('writes timestamps as YYYY-MM-DDTHH:mm:ss.SSSZ with the offset of the zone', () => {
    expect(formatTimestamp(moment, zurich)).toBe('2025-03-04T09:05:07.089+01:00');
    expect(formatTimestamp('2025-07-04T08:05:00.007Z', zurich)).toBe(
      '2025-07-04T10:05:00.007+02:00',
    );
    expect(formatTimestamp(moment, { zone: 'UTC' })).toBe('2025-03-04T08:05:07.089+00:00');
  });

  it('takes Dates, ISO texts (with or without an offset) and epoch milliseconds', () => {
    const inputs = [
      moment,
      '2025-03-04T08:05:07.089Z',
      '2025-03-04T09:05:07+01:00',
      moment.getTime(),
    ];
    for (const input of inputs) expect(formatDateTime(input, zurich)).toBe('04.03.2025 09:05');
    expect(formatDisplayDate('2025-03-04', zurich)).toBe('04.03.2025');
    // A time without an offset is the zone's wall clock.
    expect(formatTimestamp('2025-07-04T10:05', zurich)).toBe('2025-07-04T10:05:00.000+02:00');
  });

  it('writes nothing for no value or one that does not parse', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDisplayDate(undefined)).toBe('');
    expect(formatDateTime('yesterday')).toBe('');
    expect(formatTimestamp(Number.NaN)).toBe('');
    expect(toDate('2025-13-01')).toBeNull();
    expect(toDate('2025-02-29T10:00:00Z')).toBeNull();
  });

  it('reads YYYY-MM-DD and DD.MM.YYYY only when the text formats back to itself (spec 2 §5)', () => {
    expect(formatTimestamp(parseDate('2025-03-04', zurich), zurich)).toBe(
      '2025-03-04T00:00:00.000+01:00',
    );
    expect(formatDate(parseDisplayDate('04.03.2025', zurich), zurich)).toBe('2025-03-04');
    for (const text of ['2025-02-30', '2025-3-4', '2025-03-04T10:00', '', '04.03.2025']) {
      expect(parseDate(text), text).toBeNull();
    }
    expect(parseDisplayDate('4.3.2025')).toBeNull();
    expect(parseDisplayDate('31.04.2025')).toBeNull();
  });

  it('converts to and from epoch seconds', () => {
    expect(toEpochSeconds(moment)).toBe(1_741_075_507);
    expect(toEpochSeconds('no date')).toBeNull();
    expect(formatTimestamp(fromEpochSeconds(1_741_075_507), zurich)).toBe(
      '2025-03-04T09:05:07.000+01:00',
    );
  });

  it('starts the week on Monday and ends it on Sunday', () => {
    expect(FIRST_DAY_OF_WEEK).toBe(1);
    // Sunday 9 March 2025 belongs to the week of Monday 3 March.
    expect(formatTimestamp(startOfWeek('2025-03-09T22:00:00', zurich), zurich)).toBe(
      '2025-03-03T00:00:00.000+01:00',
    );
    expect(formatDate(startOfWeek('2025-03-03T00:00:00', zurich), zurich)).toBe('2025-03-03');
    expect(formatTimestamp(endOfWeek('2025-03-03T12:00:00', zurich), zurich)).toBe(
      '2025-03-09T23:59:59.999+01:00',
    );
    // Across the change to summer time (30 March 2025) and a month's end.
    expect(formatTimestamp(endOfWeek('2025-03-27T12:00:00', zurich), zurich)).toBe(
      '2025-03-30T23:59:59.999+02:00',
    );
  });

  it('names the weekdays Monday first in each language', () => {
    expect(weekdayNames('de')).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(weekdayNames('en', 'long')[0]).toBe('Monday');
    expect(weekdayNames('fr', 'long')[6]).toBe('dimanche');
    expect(weekdayNames('it', 'long')[0]).toBe('lunedì');
  });

  it('names a month in each language, the same in every time zone', () => {
    expect(formatMonthName('2026-11', 'de')).toBe('November 2026');
    expect(formatMonthName('2026-01', 'fr')).toBe('janvier 2026');
    expect(formatMonthName('2026-12', 'it')).toBe('dicembre 2026');
    expect(formatMonthName('2026-03', 'en')).toBe('March 2026');
  });
});

describe('numbers and amounts (Swiss formats)', () => {
  it("groups with an apostrophe: 1'234.50 in de-CH", () => {
    expect(formatAmount(1234.5, 'de')).toBe("1'234.50");
    expect(formatAmount(1234.5, 'en')).toBe("1'234.50");
    expect(formatAmount(1234.5, 'it')).toBe("1'234.50");
    expect(formatAmount(1234.5, 'fr')).toBe("1'234.50");
    expect(formatAmount(-1_234_567.005, 'de')).toBe("-1'234'567.01");
    expect(formatAmount(0.5)).toBe('0.50');
  });

  it('writes numbers with the fraction digits asked for', () => {
    expect(formatNumber(1234567.891, 'de')).toBe("1'234'567.891");
    expect(formatNumber(1234.5, 'de', { maximumFractionDigits: 0 })).toBe("1'235");
    expect(formatNumber(2, 'fr', { minimumFractionDigits: 1 })).toBe('2.0');
    expect(formatNumber(2_147_483_647, 'de')).toBe("2'147'483'647");
  });

  it("writes money the same in every language: the code, then 1'234.50 (issue 33, French money)", () => {
    for (const language of ['de', 'en', 'fr', 'it'] as const) {
      expect(formatChf(1234.5, language)).toBe(`CHF${nbsp}1'234.50`);
      expect(formatMoney(18576.66, language, 'EUR')).toBe(`EUR${nbsp}18'576.66`);
    }
    expect(formatChf(-1234.5, 'de')).toBe(`CHF${nbsp}-1'234.50`);
    expect(formatMoney(null, 'fr')).toBe('');
  });

  it('writes a VAT rate and a quantity as the invoice PDF does, in every language (issue 38)', () => {
    expect(formatVatRate(8.1, 'de')).toBe('8.1 %');
    expect(formatVatRate(7.7, 'fr')).toBe('7.7 %');
    expect(formatVatRate(0, 'it')).toBe('0 %');
    expect(formatVatRate(2.55, 'en')).toBe('2.55 %');
    expect(formatQuantity(9.79, 'de')).toBe('9.79');
    expect(formatQuantity(1200, 'fr')).toBe("1'200");
    expect(formatQuantity(8.5714, 'it')).toBe('8.57');
  });

  it('writes compact figures the same in every language', () => {
    expect(formatCompact(12_500, 'fr')).toBe('12.5K');
    expect(formatCompact(1_250_000, 'it')).toBe('1.3M');
    expect(formatCompact(950, 'de')).toBe('950');
  });

  it('writes the same figures whatever Swiss locale the ICU data would give (fr-CH, it-CH)', () => {
    const spy = vi.spyOn(Intl, 'NumberFormat');
    let asked: unknown[] = [];
    try {
      formatPercent(0.09, 'it');
      formatNumber(2.5, 'fr', { maximumFractionDigits: 3 });
      formatAmount(3.25, 'it');
      asked = spy.mock.calls.map((call) => call[0]);
    } finally {
      spy.mockRestore();
    }
    expect(new Set(asked)).toEqual(new Set([SWISS_NUMBER_LOCALE]));
    expect(formatPercent(0.09, 'it')).toBe('0.09%');
  });

  it('writes the plain apostrophe also where the ICU data has the typographic one', () => {
    // Older ICU data, as some browsers ship, groups de-CH with U+2019.
    const typographic = vi
      .spyOn(Intl, 'NumberFormat')
      .mockImplementation(function typographicFormat() {
        return { format: () => '9\u2019876\u2019543.2' } as unknown as Intl.NumberFormat;
      });
    try {
      expect(formatNumber(9_876_543.21, 'de', { maximumFractionDigits: 1 })).toBe("9'876'543.2");
    } finally {
      typographic.mockRestore();
    }
  });

  it("writes percentages with two decimals, and '> 500%' above 500", () => {
    expect(formatPercent(12.345, 'de')).toBe('12.35%');
    expect(formatPercent(12.345, 'fr')).toBe('12.35%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(100)).toBe('100.00%');
    expect(formatPercent(500)).toBe('500.00%');
    expect(formatPercent(500.01)).toBe('> 500%');
    expect(formatPercent(123_456)).toBe('> 500%');
  });

  it('writes nothing for no number', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatAmount(undefined)).toBe('');
    expect(formatChf(Number.NaN)).toBe('');
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('');
  });
});
