import { DateTime, Info } from 'luxon';
import { defaultLanguage, type Language } from './languages.ts';

// Dates, times and numbers the way Swiss staff read them (spec 1 §1, §9; spec 2 §9).
// The formats are luxon's tokens for the spec's YYYY-MM-DD, DD.MM.YYYY and so on.

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

/** The week starts on Monday (luxon's weekday 1). */
export const FIRST_DAY_OF_WEEK = 1;

/** Above this, a percentage reads '> 500%'. */
export const PERCENT_CEILING = 500;

/**
 * A point in time: a Date, a luxon DateTime, an ISO 8601 text (a date alone means its
 * midnight) or epoch milliseconds. Epoch seconds go through `fromEpochSeconds`.
 */
export type DateInput = Date | DateTime | string | number;

export interface ZoneOptions {
  /** An IANA zone such as Europe/Zurich; the browser's zone when left out. */
  zone?: string;
}

/** The input as a luxon DateTime in the zone; an invalid DateTime when it does not parse. */
export function toDateTime(value: DateInput, { zone }: ZoneOptions = {}): DateTime {
  const options = zone ? { zone } : {};
  if (DateTime.isDateTime(value)) return zone ? value.setZone(zone) : value;
  if (value instanceof Date) return DateTime.fromJSDate(value, options);
  if (typeof value === 'number') return DateTime.fromMillis(value, options);
  return DateTime.fromISO(value, options);
}

function format(value: DateInput | null | undefined, pattern: string, options?: ZoneOptions) {
  if (value === null || value === undefined) return '';
  const dateTime = toDateTime(value, options);
  return dateTime.isValid ? dateTime.toFormat(pattern) : '';
}

/** YYYY-MM-DD; '' for no value or one that does not parse. */
export const formatDate = (value: DateInput | null | undefined, options?: ZoneOptions) =>
  format(value, DATE_FORMAT, options);

/** DD.MM.YYYY; '' for no value or one that does not parse. */
export const formatDisplayDate = (value: DateInput | null | undefined, options?: ZoneOptions) =>
  format(value, DISPLAY_DATE_FORMAT, options);

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

function parseStrict(text: string, pattern: string, options: ZoneOptions): DateTime | null {
  const parsed = DateTime.fromFormat(text, pattern, options.zone ? { zone: options.zone } : {});
  // Only a text that formats back to itself counts: no 2025-02-30, no 2025-2-3.
  return parsed.isValid && parsed.toFormat(pattern) === text ? parsed : null;
}

/**
 * A YYYY-MM-DD text as the midnight it names, or null: the text must format back to itself
 * (spec 2 §5: other date filter values are ignored).
 */
export const parseDate = (text: string, options: ZoneOptions = {}) =>
  parseStrict(text, DATE_FORMAT, options);

/** A DD.MM.YYYY text as the midnight it names, or null (same rule as `parseDate`). */
export const parseDisplayDate = (text: string, options: ZoneOptions = {}) =>
  parseStrict(text, DISPLAY_DATE_FORMAT, options);

/** A point in time as whole seconds since the epoch (the calls that take epoch seconds). */
export function toEpochSeconds(value: DateInput): number | null {
  const dateTime = toDateTime(value);
  return dateTime.isValid ? Math.floor(dateTime.toMillis() / 1000) : null;
}

/** Epoch seconds as a DateTime in the zone. */
export const fromEpochSeconds = (seconds: number, { zone }: ZoneOptions = {}) =>
  DateTime.fromSeconds(seconds, zone ? { zone } : {});

/** The Monday 00:00 that starts the week of the value. */
export const startOfWeek = (value: DateInput, options?: ZoneOptions) =>
  toDateTime(value, options).startOf('week', { useLocaleWeeks: false });

/** The last moment of the Sunday that ends the week of the value. */
export const endOfWeek = (value: DateInput, options?: ZoneOptions) =>
  toDateTime(value, options).endOf('week', { useLocaleWeeks: false });

/** The names of the weekdays in the language, Monday first. */
export const weekdayNames = (
  language: Language = defaultLanguage,
  width: 'narrow' | 'short' | 'long' = 'short',
) => Info.weekdays(width, { locale: numberLocale(language) });

/** The Swiss locale of an interface language: de → de-CH. */
export const numberLocale = (language: Language) => `${language}-CH`;

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${language}|${JSON.stringify(options)}`;
  let found = numberFormats.get(id);
  if (!found) {
    // Grouped from four digits on in every language (1'234.50), as the spec writes it; it-CH
    // would otherwise start at five.
    found = new Intl.NumberFormat(numberLocale(language), { useGrouping: 'always', ...options });
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
  language: Language = defaultLanguage,
  options: NumberFormatOptions = {},
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return plainApostrophe(numberFormat(language, options).format(value));
}

/** An amount with two decimals, without currency: 1'234.50 in de. */
export const formatAmount = (value: number | null | undefined, language?: Language) =>
  formatNumber(value, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in Swiss francs: CHF 1'234.50 in de. */
export function formatChf(
  value: number | null | undefined,
  language: Language = defaultLanguage,
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return plainApostrophe(
    numberFormat(language, { style: 'currency', currency: 'CHF' }).format(value),
  );
}

/**
 * A percentage given in percent (12.5 is 12.5 %): two decimals, and '> 500%' above 500 (an
 * over-delivery that large is shown as a cap, not a number).
 */
export function formatPercent(
  value: number | null | undefined,
  language: Language = defaultLanguage,
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  if (value > PERCENT_CEILING) return `> ${PERCENT_CEILING}%`;
  return plainApostrophe(
    numberFormat(language, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value / 100),
  );
}
