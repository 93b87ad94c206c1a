// An invoice's states and the invoice list's tabs: constants only, apart from the finances
// contract's schemas, since the console's route table (in every signed-in page's frame) names
// the tabs (issue 36: the contract's schemas had come into the frame with them).

/** DOMAIN2 §1.1: an invoice's states. */
export const FINANCE_INVOICE_STATES = [
  'DRAFT',
  'ISSUED',
  'PARTIALLY_PAID',
  'PAID',
  'CANCELLED',
  'OVERDUE',
] as const;
export type FinanceInvoiceState = (typeof FINANCE_INVOICE_STATES)[number];

/**
 * The tabs of /finances/invoices/{invoiceState} (spec 1 §2.11 "invoices default open"): OPEN is
 * every issued invoice not yet paid in full (overdue ones included), ALL every state.
 */
export const FINANCE_INVOICE_TABS = [
  'OPEN',
  'DRAFT',
  'OVERDUE',
  'PAID',
  'CANCELLED',
  'ALL',
] as const;
export type FinanceInvoiceTab = (typeof FINANCE_INVOICE_TABS)[number];
export const DEFAULT_FINANCE_INVOICE_TAB = 'OPEN' satisfies FinanceInvoiceTab;

/** The states behind a tab (ALL: every one). */
export const FINANCE_INVOICE_TAB_STATES: Record<
  Exclude<FinanceInvoiceTab, 'ALL'>,
  readonly FinanceInvoiceState[]
> = {
  OPEN: ['ISSUED', 'PARTIALLY_PAID', 'OVERDUE'],
  DRAFT: ['DRAFT'],
  OVERDUE: ['OVERDUE'],
  PAID: ['PAID'],
  CANCELLED: ['CANCELLED'],
};
