import { serverMessage } from '@adconsole/api/contracts';
import { formatQuantity, formatVatRate } from '@adconsole/i18n/format';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../../http/errors.ts';
import { companyOf, type Scope } from '../../kit/scope.ts';
import { bundledText, interfaceTexts, type Language } from '../../kit/texts.ts';
import { loadBranding } from '../../pdf/branding.ts';
import type { PdfBranding } from '../../pdf/document.ts';
import { isoDay } from '../orders/iso-day.ts';
import { formatAmount } from '../orders/order-pdf.ts';
import { SHARED_UNIT } from './invoice-rules.ts';

// What the finance documents after the invoice share (the credit note, the reminder): the
// issuer from the company config of the document's currency (one source, as the invoice PDF),
// the company's branding (type INVOICE), the recipient (the invoicing account), and the texts,
// amounts and days in the document's language (the account's).

/** A line's unit in a language (CPM: "Tsd. Einbl.", MM: "mm"; the orders' unit texts). */
export function unitText(unit: string, language: Language): string {
  const key = `orders.units.${unit}`;
  const text = bundledText(language, key);
  return text === key ? unit : text;
}

/**
 * A line's quantity with its unit, as the invoice's PDF prints it and its page shows it
 * (issue 38: the PDF's "Menge" read 9.79 without a unit, the page had no such column).
 */
export const quantityText = (quantity: number, unit: string, language: Language) =>
  // A share of a flat fee (a month of it: 0.34) is no count of flat fees: "anteilig", its
  // period beside it (issue 38, (14): "0 pauschal" with an amount; invoice-rules.ts SHARED_UNIT).
  unit === SHARED_UNIT && !Number.isInteger(quantity)
    ? bundledText(language, 'invoiceDocument.flatPart')
    : `${formatQuantity(quantity, language)} ${unitText(unit, language)}`;

/** DD.MM.YYYY of an ISO day or a date column. */
export const documentDay = (value: Date | string) => {
  const iso = isoDay(value);
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
};

/** The net and VAT per rate of a document's lines (Art. 26 MWSTG: the tax per rate), by rate. */
export function vatByRate(
  lines: readonly {
    vatCategory: string;
    vatRate: string | number;
    netAmount: string | number;
    vatAmount: string | number;
  }[],
): { rate: number; net: number; vat: number }[] {
  const byRate = new Map<string, { rate: number; net: number; vat: number }>();
  for (const line of lines) {
    const key = `${line.vatCategory}:${line.vatRate}`;
    const sum = byRate.get(key) ?? { rate: Number(line.vatRate), net: 0, vat: 0 };
    sum.net += Number(line.netAmount);
    sum.vat += Number(line.vatAmount);
    byRate.set(key, sum);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

/**
 * The frame of a finance document: issuer, recipient, and its texts in the language, each key
 * named by `textKey` (e.g. ``(key) => `creditNoteDocument.${key}` ``).
 */
export async function financeDocumentFrame(
  db: Db,
  scope: Scope,
  document: { currency: 'CHF' | 'EUR'; accountId: number; language: string },
  textKey: (key: string) => string,
  keys: readonly string[],
) {
  const [account, config] = await Promise.all([
    scope
      .rows('account', db)
      .select(['name', 'street', 'postalCode', 'city', 'countryCode'])
      .where('id', '=', document.accountId)
      .executeTakeFirstOrThrow(),
    scope
      .rows('financeCompanyConfig', db)
      .selectAll()
      .where('currency', '=', document.currency)
      .executeTakeFirst(),
  ]);
  if (!config)
    throw new ValidationError({}, [serverMessage('noCompanyConfig')], 'NO_COMPANY_CONFIG');
  const language = document.language as Language;
  const [branding, text] = await Promise.all([
    loadBranding(db, companyOf(scope), 'INVOICE'),
    interfaceTexts(db, language, keys.map(textKey)),
  ]);
  const t = (key: string, values: Record<string, string | number> = {}) =>
    text(textKey(key)).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  const town = [account.postalCode, account.city].filter(Boolean).join(' ');
  const recipient = [
    account.name,
    account.street,
    account.countryCode === 'CH' ? town : `${account.countryCode}-${town}`,
  ]
    .filter((part) => part && part.trim() !== '')
    .join('\n');
  const issuerStreet = [config.street, config.buildingNumber].filter(Boolean).join(' ');
  const issuerTown = `${config.countryCode === 'CH' ? '' : `${config.countryCode}-`}${config.postalCode} ${config.city}`;
  const issuer: PdfBranding = {
    ...branding,
    companyName: config.legalName,
    addressLines: [issuerStreet, issuerTown, config.vatNumber ?? '', config.email ?? ''].filter(
      Boolean,
    ),
  };
  return {
    t,
    language,
    config,
    recipient,
    issuer,
    /** Minor units as the language writes the amount (1234.5 → 1’234.50). */
    amount: (minor: number) => formatAmount(minor / 100, language),
    /** A VAT rate as the invoice's screen and PDF write it (8.1 %). */
    percent: (value: number) => formatVatRate(value, language),
  };
}
