import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema.ts';
import type { DateColumn, Numeric } from './schema-catalogue.ts';

// Finances (migration 0023; DOMAIN2 §1): invoices, their lines and history, number ranges.

type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Versioned = { version: Generated<number>; createdAt: CreatedAt; updatedAt: UpdatedAt };
/** Money in minor units (bigint): the driver reads it as text or a number; `Number()` it. */
export type Minor = ColumnType<string | number, number, number>;
type DefaultMinor = ColumnType<string | number, number | undefined, number>;

export interface FinanceNumberRangeTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  docType: string;
  year: number;
  pattern: string;
  nextValue: Generated<number>;
}

export interface InvoiceTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  campaignId: number;
  accountId: number;
  docType: Generated<string>;
  state: Generated<string>;
  number: string | null;
  currency: 'CHF' | 'EUR';
  language: Generated<string>;
  periodFrom: DateColumn;
  periodTo: DateColumn;
  issueDate: DateColumn | null;
  dueDate: DateColumn | null;
  issuedByUserId: number | null;
  createdByUserId: number | null;
  vatMode: string;
  customerVatId: string | null;
  netTotal: DefaultMinor;
  vatTotal: DefaultMinor;
  total: DefaultMinor;
  paidTotal: DefaultMinor;
  /** The highest reminder level sent (migration 0033), 0 before any. */
  dunningLevel: Generated<number>;
}

export interface InvoiceLineTable {
  id: Generated<number>;
  companyId: number;
  invoiceId: number;
  position: number;
  campaignPositionId: number | null;
  splitOf: number | null;
  description: string;
  periodFrom: DateColumn;
  periodTo: DateColumn;
  quantity: Numeric;
  unit: string;
  unitPrice: Minor;
  discountPercent: Numeric;
  netAmount: Minor;
  vatCategory: string;
  vatRate: Numeric;
  vatAmount: Minor;
}

export interface InvoiceEventTable {
  id: Generated<number>;
  companyId: number;
  invoiceId: number;
  actorUserId: number | null;
  at: CreatedAt;
  action: string;
  fromState: string | null;
  toState: string;
  number: string | null;
}

/** The issuer's configuration per company and currency (migration 0024). */
export interface FinanceCompanyConfigTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  currency: 'CHF' | 'EUR';
  legalName: string;
  street: string;
  buildingNumber: string | null;
  postalCode: string;
  city: string;
  countryCode: string;
  vatNumber: string | null;
  email: string | null;
  iban: string | null;
  qrIban: string | null;
  invoicePattern: Generated<string>;
  manualPattern: Generated<string>;
  creditNotePattern: Generated<string>;
  paymentTermsDays: Generated<number>;
  /** The dunning levels (migration 0033): `DunningLevel[]` as JSON. */
  dunningLevels: ColumnType<unknown, string | undefined, string>;
  /** numeric(5, 2): read as text. */
  defaultInterestPercent: ColumnType<string, string | number | undefined, string | number>;
}

/** An imported bank file (migration 0027). */
export interface PaymentImportTable {
  id: Generated<number>;
  companyId: number;
  fileName: string;
  format: string;
  account: string;
  entries: Generated<number>;
  matched: Generated<number>;
  partial: Generated<number>;
  overpaid: Generated<number>;
  unmatched: Generated<number>;
  duplicate: Generated<number>;
  payout: Generated<number>;
  importedByUserId: number | null;
  createdAt: CreatedAt;
}

/** A credit of a bank file, matched to an invoice or in the unmatched queue (migration 0027). */
export interface PaymentTable {
  id: Generated<number>;
  companyId: number;
  importId: number;
  entryRef: string;
  bookingDate: DateColumn;
  valueDate: DateColumn | null;
  amount: Minor;
  currency: string;
  reference: string | null;
  debtorName: string | null;
  status: string;
  invoiceId: number | null;
  accountId: number | null;
  creditAmount: DefaultMinor;
  assignedByUserId: number | null;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** An imported payout file of the card provider (migration 0032). */
export interface CardPayoutImportTable {
  id: Generated<number>;
  companyId: number;
  fileName: string;
  created: Generated<number>;
  updated: Generated<number>;
  unchanged: Generated<number>;
  payments: Generated<number>;
  unknownCharges: Generated<number>;
  bankMatched: Generated<number>;
  importedByUserId: number | null;
  createdAt: CreatedAt;
}

/** A payout of the card provider, matched to the bank's entry once paid (migration 0032). */
export interface CardPayoutTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  payoutRef: string;
  status: string;
  arrivalDate: DateColumn;
  currency: string;
  gross: Minor;
  fee: Minor;
  amount: Minor;
  transactions: Generated<number>;
  importId: number;
  bankPaymentId: number | null;
}

/** A card payment of a self-booking customer (migration 0032). */
export interface CardPaymentTable {
  id: Generated<number>;
  companyId: number;
  pspReference: string;
  paidAt: Date;
  amount: Minor;
  fee: DefaultMinor;
  currency: string;
  status: string;
  cardBrand: string;
  cardLast4: string;
  campaignId: number | null;
  accountId: number | null;
  payoutId: number | null;
  createdAt: CreatedAt;
}

/** A company's invoices per state, kept by triggers (migration 0038): the tabs' counts. */
export interface InvoiceStateTallyTable {
  companyId: number;
  state: string;
  n: ColumnType<string, never, never>;
}

export interface FinanceTables {
  cardPayment: CardPaymentTable;
  cardPayout: CardPayoutTable;
  cardPayoutImport: CardPayoutImportTable;
  payment: PaymentTable;
  paymentImport: PaymentImportTable;
  financeCompanyConfig: FinanceCompanyConfigTable;
  financeNumberRange: FinanceNumberRangeTable;
  invoice: InvoiceTable;
  invoiceLine: InvoiceLineTable;
  invoiceEvent: InvoiceEventTable;
  invoiceStateTally: InvoiceStateTallyTable;
}
