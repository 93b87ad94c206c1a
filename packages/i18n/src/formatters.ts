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
  return instance;
}
