import { shiftDay } from '@adconsole/api/contracts';

// The arithmetic of invoices (DOMAIN2 §1.2, §1.3), without the database: money in minor units,
// periods as inclusive YYYY-MM-DD days, amounts shared pro rata temporis so the parts of a
// position always add up to it to the Rappen, and the number of a series' pattern.

const DAY_MS = 86_400_000;

/** A numeric(…, 2) of the database (text such as "1234.50") in minor units, exactly. */
export function toMinor(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const cents = Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
  return negative ? -cents : cents;
}

/** The days from `from` to `to`, both counted (1 for one day). */
export const daysOf = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** A period: the days from `from` to `to`, both included. */
export interface Period {
  from: string;
  to: string;
}

/** The days two periods share, or undefined when none. */
export function overlap(a: Period, b: Period): Period | undefined {
  // YYYY-MM-DD days sort as text: the later start, the earlier end.
  const [, from] = [a.from, b.from].sort() as [string, string];
  const [to] = [a.to, b.to].sort() as [string, string];
  return from <= to ? { from, to } : undefined;
}

/**
 * The part of an amount that falls on `part` of `whole` (pro rata temporis), rounded so that the
 * parts of any cut of `whole` add up to the amount exactly: each part is the rounded running
 * total at its end less the rounded running total before its start.
 */
export function proRata(amount: number, whole: Period, part: Period): number {
  const total = daysOf(whole.from, whole.to);
  const before = daysOf(whole.from, part.from) - 1;
  const through = daysOf(whole.from, part.to);
  return Math.round((amount * through) / total) - Math.round((amount * before) / total);
}

/**
 * Units counted in whole numbers: a piece, an insert, a spot, a click is never a fraction (the
 * stranger's "5312.5 Stück", issue 38). Thousands of impressions (CPM), millimetres, seconds
 * and weeks are measures and keep two decimals.
 */
export const COUNTED_UNITS: ReadonlySet<string> = new Set(['PIECES', 'SPOTS', 'CPC']);

/**
 * A flat fee (FLAT) is one price for its whole period: a line that bills part of it (a month of
 * a longer campaign, a side of a VAT change) bills its share, pro rata temporis (issue 38, (14):
 * cut in whole numbers, a flat fee billed month by month read "0 pauschal" with an amount). Its
 * quantity is that share in hundredths, cut by the running totals so the parts add up to the
 * booked quantity, and the line says "anteilig" instead of a count (`quantityText`).
 */
export const SHARED_UNIT = 'FLAT';

/**
 * The quantity of a line that bills `part` of the period `whole` a quantity is booked for, pro
 * rata temporis, as the numeric text the line keeps. A whole quantity of a counted unit is cut
 * in whole numbers as money is (`proRata`: the rounded running totals), so the lines of a
 * position add up to its quantity exactly (17 + 15 days of 10,000 pieces: 5,313 and 4,687); a
 * measure, or a fraction someone typed, keeps two decimals.
 */
export function pieceQuantity(quantity: number, unit: string, whole: Period, part: Period): string {
  if (COUNTED_UNITS.has(unit) && Number.isInteger(quantity)) {
    return String(proRata(quantity, whole, part));
  }
  if (unit === SHARED_UNIT) {
    return (proRata(Math.round(quantity * 100), whole, part) / 100).toFixed(2);
  }
  return ((quantity * daysOf(part.from, part.to)) / daysOf(whole.from, whole.to)).toFixed(2);
}

/** A rate's VAT on a net amount in minor units, rounded to the minor unit (half away from 0). */
export function vatOn(net: number, ratePercent: number): number {
  // The rate in hundredths of a percent, so 7.7 % is 770 and the product stays an integer.
  const basis = Math.round(ratePercent * 100);
  const scaled = net * basis;
  return Math.sign(scaled) * Math.round(Math.abs(scaled) / 10_000);
}

/** The day after a period's last: where the next one starts. */
export const dayAfter = (day: string) => shiftDay(day, 1);

/** The first and last day of a month (YYYY-MM). */
export function monthPeriod(month: string): Period {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * A number of a series: `{YYYY}` the year, `{YY}` its last two digits, `{seq:N}` the value
 * zero-padded to N digits (`{seq}` unpadded). `RE-{YYYY}-{seq:6}` → `RE-2026-000042`.
 */
export function formatNumber(pattern: string, year: number, value: number): string {
  return pattern
    .replace(/\{YYYY\}/g, String(year))
    .replace(/\{YY\}/g, String(year).slice(-2))
    .replace(/\{seq(?::(\d{1,2}))?\}/g, (_match, width: string | undefined) =>
      String(value).padStart(Number(width ?? 0), '0'),
    );
}

/** The pattern of a document type's series until the company configures its own. */
export const DEFAULT_NUMBER_PATTERNS = {
  INVOICE: 'RE-{YYYY}-{seq:6}',
  CREDIT_NOTE: 'GS-{YYYY}-{seq:6}',
  MANUAL: 'RM-{YYYY}-{seq:6}',
  PAYOUT_CREDIT: 'AG-{YYYY}-{seq:6}',
} as const;
export type DocType = keyof typeof DEFAULT_NUMBER_PATTERNS;

/** The day payment is due: `days` after the issue day. */
export const dueDay = (issueDay: string, days: number) => shiftDay(issueDay, days);
