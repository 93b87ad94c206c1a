import { formatDisplayDate, formatNumber, isLanguage } from '@adconsole/i18n';
import type { TFunction } from 'i18next';
import { statusLabel } from './cellFormat.ts';

// The one rule for a value in any history (campaign, position, user, company, record changes):
// people read labels, never the codes the server stores ("DRAFT → OFFERED", "MANAGE_ACCOUNTS,
// SALES", "de"). A list of codes is a list of labels; a day reads as a day.

/** Where the labels of a field's codes are, by the field's name. */
const LABELS_BY_FIELD: readonly (readonly [RegExp, string])[] = [
  [/^(userRole|companyRole|roles|permissions|seatRole)$/, 'admin:roles.names'],
  // Issue 37: an account's and a contact's history read "ADVERTISER", "CH", "MS", "BOUNCED".
  [/^accountType$/, 'crm:crm.accountType'],
  [/^legalForm$/, 'crm:crm.legalForm'],
  [/^countryCode$/, 'crm:crm.country'],
  [/^salutation$/, 'crm:crm.salutation'],
  [/^mailStatus$/, 'crm:crm.mailStatus'],
  [/status$/i, 'common:statuses'],
];

/** Label sources tried for a code of a field the list above does not name. */
const FALLBACK_LABELS = ['common:statuses', 'admin:roles.names'] as const;

const CODE = /^[A-Z][A-Z0-9_]*$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
/** A stored amount, quantity or percentage ("2800.00"): digits with a decimal point. */
const DECIMAL = /^-?\d+\.(\d+)$/;

/** A language's name in the reader's language ("de" → "Deutsch", read in French "allemand"). */
function languageName(code: string, reader: string): string {
  try {
    return new Intl.DisplayNames([reader], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** One code or word of a history value, as the reader reads it. */
function part(t: TFunction, field: string | null, value: string, reader: string): string {
  if (field && /language/i.test(field) && isLanguage(value)) return languageName(value, reader);
  if (ISO_DAY.test(value)) return formatDisplayDate(value);
  const decimal = DECIMAL.exec(value);
  if (decimal) {
    const digits = decimal[1]?.length ?? 0;
    return formatNumber(Number(value), undefined, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  }
  if (!CODE.test(value)) return value;
  const own = LABELS_BY_FIELD.find(([pattern]) => field && pattern.test(field))?.[1];
  for (const labels of own ? [own, ...FALLBACK_LABELS] : FALLBACK_LABELS) {
    const label = t(`${labels}.${value}`, { defaultValue: '' });
    if (label) return label;
  }
  return statusLabel(t, 'common:statuses', value);
}

/**
 * A history value as the reader reads it: a dash for none, yes/no for a switch, labels for
 * codes (each of a comma-separated list), the language's name, a day as dd.MM.yyyy, a stored
 * decimal in the Swiss number format (2800.00 → 2'800.00).
 */
export function historyValue(
  t: TFunction,
  field: string | null,
  value: string | null | undefined,
  reader: string,
  empty = '–',
): string {
  if (value === null || value === undefined || value === '') return empty;
  if (value === 'true' || value === 'false') return t(`kit.history.${value}`);
  const codes = value.split(/,\s*/);
  if (codes.length > 1 && codes.every((code) => CODE.test(code)))
    return codes.map((code) => part(t, field, code, reader)).join(', ');
  return part(t, field, value, reader);
}
