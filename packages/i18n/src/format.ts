import { defaultLanguage, type Language } from './languages.ts';

// Dates, times and numbers the way Swiss staff read them (spec 1 §1, §9; spec 2 §9), on the
// browser's own Intl (issue 36: luxon was 21.7 kB gzip on every signed-in page). The formats
// are written in the tokens yyyy MM dd HH mm ss SSS ZZ and 'literal'.

/** YYYY-MM-DD: dates in calls, filters and URLs. */
export const DATE_FORMAT = 'yyyy-MM-dd';
/** DD.MM.YYYY: dates on screen. */
export const DISPLAY_DATE_FORMAT = 'dd.MM.yyyy';
/** HH:mm */
export const TIME_FORMAT = 'HH:mm';
/** DD.MM.YYYY HH:mm */
export const DATE_TIME_FORMAT = 'dd.MM.yyyy HH:mm';
/** DD.MM.YYYY HH:mm:ss */
export const DATE_TIME_SECONDS_FORMAT = 'dd.MM.yyyy HH:mm:ss';
/** YYYY-MM-DDTHH:mm:ss.SSSZ: a timestamp with milliseconds and the zone's offset (+01:00). */
export const TIMESTAMP_FORMAT = "yyyy-MM-dd'T'HH:mm:ss.SSSZZ";

/** The week starts on Monday (ISO weekday 1). */
export const FIRST_DAY_OF_WEEK = 1;

/** Above this, a percentage reads '> 500%'. */
export const PERCENT_CEILING = 500;

/**
 * A point in time: a Date, an ISO 8601 text (a date alone means its midnight, a time without
 * an offset is the zone's wall clock) or epoch milliseconds. Epoch seconds go through
 * `fromEpochSeconds`.
 */
export type DateInput = Date | string | number;

export interface ZoneOptions {
  /** An IANA zone such as Europe/Zurich; the browser's zone when left out. */
  zone?: string;
}

/** A wall-clock reading: what a clock in the zone shows at a moment. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(zone: string | undefined): Intl.DateTimeFormat {
  const key = zone ?? '';
  let found = clockFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      ...(zone ? { timeZone: zone } : {}),
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormats.set(key, found);
  }
  return found;
}

/** What the zone's clock shows at the moment. */
function wallClock(date: Date, zone: string | undefined): WallClock {
  const parts: Record<string, number> = {};
  for (const part of clockFormat(zone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    millisecond: date.getUTCMilliseconds(),
  };
}

const utcOf = (clock: WallClock) =>
  Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
    clock.millisecond,
  );

/** The zone's offset from UTC at the moment, in minutes (+60 for Zurich in winter). */
const offsetMinutes = (date: Date, zone: string | undefined) =>
  Math.round((utcOf(wallClock(date, zone)) - date.getTime()) / 60_000);

/** The moment the zone's clock shows `clock` (the later offset where a clock change repeats it). */
function atWallClock(clock: WallClock, zone: string | undefined): Date {
  const guess = utcOf(clock);
  const first = offsetMinutes(new Date(guess), zone);
  const moment = guess - first * 60_000;
  const second = offsetMinutes(new Date(moment), zone);
  return new Date(second === first ? moment : guess - second * 60_000);
}

/** Whether the numbers name a real day and time (no 30 February, no 24:00). */
function isRealClock(clock: WallClock): boolean {
  const day = new Date(Date.UTC(clock.year, clock.month - 1, clock.day));
  return (
    day.getUTCFullYear() === clock.year &&
    day.getUTCMonth() === clock.month - 1 &&
    day.getUTCDate() === clock.day &&
    clock.hour < 24 &&
    clock.minute < 60 &&
    clock.second < 60
  );
}

const ISO_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

function fromIsoText(text: string, zone: string | undefined): Date | null {
  const match = ISO_TEXT.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, offset] = match;
  const clock: WallClock = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour ?? 0),
    minute: Number(minute ?? 0),
    second: Number(second ?? 0),
    millisecond: Number((fraction ?? '0').padEnd(3, '0').slice(0, 3)),
  };
  if (!isRealClock(clock)) return null;
  if (!offset) return atWallClock(clock, zone);
  if (offset === 'Z') return new Date(utcOf(clock));
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = '0', minutes = '0'] = offset.slice(1).replace(':', '').match(/\d{2}/g) ?? [];
  return new Date(utcOf(clock) - sign * (Number(hours) * 60 + Number(minutes)) * 60_000);
}

/** The input as a Date; null when it does not parse. */
export function toDate(value: DateInput, { zone }: ZoneOptions = {}): Date | null {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'number'
        ? new Date(value)
        : fromIsoText(value, zone);
  return date && Number.isFinite(date.getTime()) ? date : null;
}

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

/** The moment as the zone's clock shows it, in the tokens of the formats above. */
function formatIn(date: Date, pattern: string, zone: string | undefined): string {
  const clock = wallClock(date, zone);
  const offset = offsetMinutes(date, zone);
  const tokens: Record<string, string> = {
    yyyy: pad(clock.year, 4),
    MM: pad(clock.month),
    dd: pad(clock.day),
    HH: pad(clock.hour),
    mm: pad(clock.minute),
    ss: pad(clock.second),
    SSS: pad(clock.millisecond, 3),
    ZZ: `${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`,
  };
  return pattern.replace(
    /'([^']*)'|yyyy|MM|dd|HH|mm|ss|SSS|ZZ/g,
    (token, literal: string | undefined) => literal ?? tokens[token] ?? token,
  );
}

function format(value: DateInput | null | undefined, pattern: string, options: ZoneOptions = {}) {
  if (value === null || value === undefined) return '';
  const date = toDate(value, options);
  return date ? formatIn(date, pattern, options.zone) : '';
}

/** YYYY-MM-DD; '' for no value or one that does not parse. */
export const formatDate = (value: DateInput | null | undefined, options?: ZoneOptions) =>
  format(value, DATE_FORMAT, options);

/** DD.MM.YYYY; '' for no value or one that does not parse. */
export const formatDisplayDate = (value: DateInput | null | undefined, options?: ZoneOptions) =>
  format(value, DISPLAY_DATE_FORMAT, options);

/** A month (YYYY-MM) by its name in the interface language, Swiss style: "November 2026". */
export function formatMonthName(month: string, language: string): string {
  return new Intl.DateTimeFormat(`${language}-CH`, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** HH:mm; '' for no value or one that does not parse. */
export const formatTime = (value: DateInput | null | undefined, options?: ZoneOptions) =>
  format(value, TIME_FORMAT, options);

/** DD.MM.YYYY HH:mm, or with `seconds` DD.MM.YYYY HH:mm:ss. */
export const formatDateTime = (
  value: DateInput | null | undefined,
  { seconds = false, ...options }: ZoneOptions & { seconds?: boolean } = {},
) => format(value, seconds ? DATE_TIME_SECONDS_FORMAT : DATE_TIME_FORMAT, options);

/** YYYY-MM-DDTHH:mm:ss.SSSZ with the zone's offset, e.g. 2025-03-04T09:05:00.000+01:00. */
export const formatTimestamp = (value: DateInput | null | undefined, options?: ZoneOptions) =>
  format(value, TIMESTAMP_FORMAT, options);

/**
 * A YYYY-MM-DD text as the midnight it names in the zone, or null: the text must be a real
 * day in exactly that form (spec 2 §5: other date filter values are ignored).
 */
export function parseDate(text: string, { zone }: ZoneOptions = {}): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? midnight(Number(match[1]), Number(match[2]), Number(match[3]), zone) : null;
}

/** A DD.MM.YYYY text as the midnight it names, or null (same rule as `parseDate`). */
export function parseDisplayDate(text: string, { zone }: ZoneOptions = {}): Date | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  return match ? midnight(Number(match[3]), Number(match[2]), Number(match[1]), zone) : null;
}

function midnight(year: number, month: number, day: number, zone: string | undefined) {
  const clock = { year, month, day, hour: 0, minute: 0, second: 0, millisecond: 0 };
  return isRealClock(clock) ? atWallClock(clock, zone) : null;
}

/** A point in time as whole seconds since the epoch (the calls that take epoch seconds). */
export function toEpochSeconds(value: DateInput): number | null {
  const date = toDate(value);
  return date ? Math.floor(date.getTime() / 1000) : null;
}

/** Epoch seconds as a Date. */
export const fromEpochSeconds = (seconds: number) => new Date(seconds * 1000);

/** The Monday 00:00 (in the zone) that starts the week of the value; null if it does not parse. */
export function startOfWeek(value: DateInput, { zone }: ZoneOptions = {}): Date | null {
  const date = toDate(value, { ...(zone ? { zone } : {}) });
  if (!date) return null;
  const clock = wallClock(date, zone);
  const sinceMonday =
    (new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(clock.year, clock.month - 1, clock.day - sinceMonday));
  return midnight(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate(), zone);
}

/** The last moment of the Sunday that ends the week of the value; null if it does not parse. */
export function endOfWeek(value: DateInput, options: ZoneOptions = {}): Date | null {
  const start = startOfWeek(value, options);
  if (!start) return null;
  const clock = wallClock(start, options.zone);
  const monday = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + 7));
  const next = midnight(
    monday.getUTCFullYear(),
    monday.getUTCMonth() + 1,
    monday.getUTCDate(),
    options.zone,
  );
  return next && new Date(next.getTime() - 1);
}

/** The names of the weekdays in the language, Monday first. */
export const weekdayNames = (
  language: Language = defaultLanguage,
  width: 'narrow' | 'short' | 'long' = 'short',
) => {
  const names = new Intl.DateTimeFormat(numberLocale(language), {
    weekday: width,
    timeZone: 'UTC',
  });
  // 1 January 2024 was a Monday.
  return [0, 1, 2, 3, 4, 5, 6].map((day) => names.format(new Date(Date.UTC(2024, 0, 1 + day))));
};

/** The Swiss locale of an interface language: de → de-CH (for the names of days and months). */
export const numberLocale = (language: Language) => `${language}-CH`;

/**
 * The locale every number is written in, whatever the interface's language: Swiss money and
 * figures read 1'234.50 in all four languages (the glossary of README.md). fr-CH would write
 * 1 234,50 or 1'234,50 and it-CH 1'234.50, depending on the ICU data of the browser.
 */
export const SWISS_NUMBER_LOCALE = 'de-CH';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = JSON.stringify(options);
  let found = numberFormats.get(id);
  if (!found) {
    // Grouped from four digits on (1'234.50), as the spec writes it.
    found = new Intl.NumberFormat(SWISS_NUMBER_LOCALE, { useGrouping: 'always', ...options });
    numberFormats.set(id, found);
  }
  return found;
}

/**
 * Swiss grouping is an apostrophe (1'234.50). Older ICU data, as some browsers ship, uses the
 * typographic one (’); both read the same, the plain one is what the spec and staff expect.
 */
const plainApostrophe = (text: string) => text.replace(/\u2019/g, "'");

export interface NumberFormatOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** A number in the language's Swiss format: 1'234.5 in de; '' for no number. */
export function formatNumber(
  value: number | null | undefined,
  _language: Language = defaultLanguage,
  options: NumberFormatOptions = {},
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return plainApostrophe(numberFormat(options).format(value));
}

/**
 * A VAT rate as an invoice writes it, on screen and in its PDF alike (issue 38: "8.10%" on the
 * page, "8.1 %" in the PDF): as many decimals as the rate has, up to two, and a space before
 * the sign, as Swiss invoices print it: 8.1 %, 7.7 %, 0 %.
 */
export const formatVatRate = (value: number, language?: Language) =>
  `${formatNumber(value, language, { maximumFractionDigits: 2 })} %`;

/** An invoice line's quantity: whole, or a pro-rated one with up to two decimals (9.79). */
export const formatQuantity = (value: number, language?: Language) =>
  formatNumber(value, language, { maximumFractionDigits: 2 });

/** An amount with two decimals, without currency: 1'234.50 in de. */
export const formatAmount = (value: number | null | undefined, language?: Language) =>
  formatNumber(value, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount with its currency in front, the same in every language: CHF 1'234.50, EUR -12.00.
 * A no-break space keeps the code with its amount. The one way the console writes money.
 */
export function formatMoney(
  value: number | null | undefined,
  language: Language = defaultLanguage,
  currency = 'CHF',
): string {
  const amount = formatAmount(value, language);
  return amount && `${currency}\u00a0${amount}`;
}

/** An amount in Swiss francs: CHF 1'234.50 in every language. */
export const formatChf = (value: number | null | undefined, language: Language = defaultLanguage) =>
  formatMoney(value, language, 'CHF');

const compactFormat = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * A number in few characters, for a narrow cell: 12.5K, 1.3M. The same in every language, with
 * the decimal point of every other figure (the languages' own words, "Tsd.", "k", "Mio.", would
 * not fit a cell and would mix decimal signs).
 */
export function formatCompact(
  value: number | null | undefined,
  _language: Language = defaultLanguage,
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return compactFormat.format(value);
}

/**
 * A percentage given in percent (12.5 is 12.5 %): two decimals, and '> 500%' above 500 (an
 * over-delivery that large is shown as a cap, not a number).
 */
export function formatPercent(
  value: number | null | undefined,
  _language: Language = defaultLanguage,
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  if (value > PERCENT_CEILING) return `> ${PERCENT_CEILING}%`;
  return plainApostrophe(
    numberFormat({
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value / 100),
  );
}
