import type { FinanceInvoiceState, Invoice } from '@adconsole/api';
import { formatDateTime, formatDisplayDate, type Language } from '@adconsole/i18n';
import type { StatusBadge } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { cellMoney } from '../../kit/cellFormat.ts';

// What the invoice screens share: amounts in minor units written as money, a period as two
// days, the state's tone.

/** An amount in minor units (Rappen, cents) as the interface writes money: CHF 1'234.50. */
export const minorMoney = (minor: number, language: Language, currency: string) =>
  cellMoney(minor / 100, language, currency);

/** A service period: 15.12.2023 – 15.01.2024. */
export const periodText = (from: string, to: string) =>
  `${formatDisplayDate(from)} – ${formatDisplayDate(to)}`;

type Tone = NonNullable<Parameters<typeof StatusBadge>[0]['tone']>;

/** The badge tone of an invoice's state. */
export const INVOICE_STATE_TONES: Record<FinanceInvoiceState, Tone> = {
  DRAFT: 'neutral',
  ISSUED: 'link',
  PARTIALLY_PAID: 'warning',
  PAID: 'positive',
  CANCELLED: 'neutral',
  OVERDUE: 'critical',
};

/** The path of an invoice's own page. */
export const invoiceHref = (invoice: Pick<Invoice, 'id'>) => `/finances/invoice/${invoice.id}`;

/** All invoices of an invoicing account (the invoices list's `account` filter: `id:name`). */
export const accountInvoicesHref = (account: { accountId: number; accountName: string }) =>
  `/finances/invoices/ALL?${new URLSearchParams({ account: `${account.accountId}:${account.accountName}` })}`;

/**
 * When the invoice was last sent and to whom (the day alone when its history records a sending
 * without a mail of the outbox), or that it was not sent by e-mail (issue 38). Sending and
 * payment are independent: a customer may pay an invoice handed over otherwise, so a partly
 * paid invoice may read "not sent by e-mail", never "not sent yet".
 */
export function lastSentText(invoice: Pick<Invoice, 'lastSent'>, t: TFunction): string {
  if (!invoice.lastSent) return t('finances.notSent');
  const date = formatDateTime(invoice.lastSent.at);
  return invoice.lastSent.to ? t('finances.sentTo', { date, email: invoice.lastSent.to }) : date;
}
