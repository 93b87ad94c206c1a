import {
  formatAmount,
  formatMoney,
  formatNumber,
  formatPercent,
  type Language,
} from '@adconsole/i18n';
import type { TFunction } from 'i18next';

// How a list cell writes what it holds: one formatter per kind of value, for every list.

/** What a column holds (ui's DataTableColumnKind). */
export type ColumnKind =
  | 'name'
  | 'text'
  | 'money'
  | 'number'
  | 'percent'
  | 'status'
  | 'date'
  | 'actions';

/**
 * The one way a list cell writes a number: Swiss grouping in the interface's language
 * (1'234 in every language), '' for none.
 */
export const cellNumber = (value: unknown, language: Language): string =>
  typeof value === 'number' ? formatNumber(value, language) : '';

/**
 * The one way a list cell writes an amount: 1'234.50, with its currency before it if given
 * (i18n's formatMoney: CHF 1'234.50 in every language).
 */
export const cellMoney = (value: unknown, language: Language, currency?: string): string => {
  if (typeof value !== 'number') return '';
  return currency ? formatMoney(value, language, currency) : formatAmount(value, language);
};

/** The one way a list cell writes a percentage (given in percent): 12.50%. */
export const cellPercent = (value: unknown, language: Language): string =>
  typeof value === 'number' ? formatPercent(value, language) : '';

/**
 * The one way a list cell names a status: its label under `labels` (`statuses.RUNNING`), never
 * the code itself. A code without a label shows as a readable word ("Performance check" of
 * PERFORMANCE_CHECK), so no enum code reaches the screen even while a label is missing.
 */
export function statusLabel(t: TFunction, labels: string, code: string): string {
  const key = `${labels}.${code}`;
  const label = t(key, { defaultValue: '' });
  if (label) return label;
  const words = code.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The kind of a column the screen did not declare one for, by the kit's column names: the
 * first column is the record's name, `status`, `phase` and `…Status`/`…Phase` are statuses,
 * `deadline`, `…Deadline`, `…Date` and `…At` days (a day and its overdue badge, never cut), `total`, `amount`, `price`, `budget` and `…Amount`/`…Total`/`…Price` money, `…Count`
 * and `quantity` numbers, `…Rate`/`…Percent` percentages.
 */
export function kindOfColumn(id: string, index: number): ColumnKind {
  if (index === 0) return 'name';
  if (id === 'actions') return 'actions';
  if (/^(status|phase)$|(Status|Phase)$/.test(id)) return 'status';
  if (/^deadline$|(Date|At|Deadline)$/.test(id)) return 'date';
  if (/^(total|amount|price|budget|netPrice|grossPrice)$|(Amount|Total|Price|Budget)$/.test(id))
    return 'money';
  if (/^(quantity|count)$|Count$/.test(id)) return 'number';
  if (/(Rate|Percent|Percentage)$/.test(id)) return 'percent';
  return 'text';
}
