import type { i18n } from 'i18next';
import {
  formatAmount,
  formatChf,
  formatDate,
  formatDateTime,
  formatDisplayDate,
  formatNumber,
  formatPercent,
  formatTime,
} from './format.ts';
import { defaultLanguage, isLanguage, type Language } from './languages.ts';

const asLanguage = (language: string | undefined): Language =>
  isLanguage(language) ? language : defaultLanguage;

const number = (value: unknown) => (typeof value === 'number' ? value : Number(value));

const withFormatters = new WeakSet<i18n>();

/**
 * Registers the Swiss formatters for interpolation on an instance from createI18n:
 * `{{value, number}}`, `amount`, `chf`, `percent`, `isoDate`, `displayDate`, `time`, `dateTime`
 * and `dateTimeSeconds`. Apart from createI18n because they bring the date code: a page whose texts use
 * none of them (sign-in) loads without it, and the console adds them where formatted texts can
 * first appear. Once per instance: a later call (each render of that place) does nothing.
 */
export function addFormatters(instance: i18n): i18n {
  if (withFormatters.has(instance)) return instance;
  withFormatters.add(instance);
  const formatter = instance.services.formatter;
  formatter?.add('number', (value, lng, format) =>
    formatNumber(number(value), asLanguage(lng), format as Intl.NumberFormatOptions),
  );
  formatter?.add('amount', (value, lng) => formatAmount(number(value), asLanguage(lng)));
  formatter?.add('chf', (value, lng) => formatChf(number(value), asLanguage(lng)));
  formatter?.add('percent', (value, lng) => formatPercent(number(value), asLanguage(lng)));
  formatter?.add('isoDate', (value) => formatDate(value));
  formatter?.add('displayDate', (value) => formatDisplayDate(value));
  formatter?.add('time', (value) => formatTime(value));
  formatter?.add('dateTime', (value) => formatDateTime(value));
  formatter?.add('dateTimeSeconds', (value) => formatDateTime(value, { seconds: true }));
  formatCountsAlways(instance);
  return instance;
}

/**
 * `{{count}}` written as a number is: "2'352 werden geändert", not "2352" beside "Alle 2'352
 * auswählen" (issue 46). i18next reads `count` for the plural and prints it as given; every
 * text with a count would otherwise need `{{count, number}}` in four languages. Only `count`:
 * other numbers in texts may be years or ids, which are not grouped.
 */
function formatCountsAlways(instance: i18n) {
  const interpolator = instance.services.interpolator as unknown as
    | {
        alwaysFormat: boolean;
        format: (
          value: unknown,
          format: string | undefined,
          lng: string,
          options: object,
        ) => unknown;
      }
    | undefined;
  if (!interpolator) return;
  const format = interpolator.format;
  interpolator.alwaysFormat = true;
  interpolator.format = (value, name, lng, options) =>
    name === undefined &&
    typeof value === 'number' &&
    (options as { interpolationkey?: string }).interpolationkey === 'count'
      ? formatNumber(value, asLanguage(lng))
      : format(value, name, lng, options);
}
