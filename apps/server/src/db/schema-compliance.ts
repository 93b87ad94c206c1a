import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema.ts';
import type { DateColumn, Numeric } from './schema-catalogue.ts';
import type { Minor } from './schema-finances.ts';

// Credit notes, list-price audit, dunning reminders and the compliance views (migration 0033).

type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
/** A column of a view: read only. */
type ViewColumn<T> = ColumnType<T, never, never>;

/** A credit note that cancels or corrects an issued invoice, approved by a second person. */
export interface CreditNoteTable {
  id: Generated<number>;
  companyId: number;
  invoiceId: number;
  accountId: number;
  kind: string;
  state: Generated<string>;
  number: string | null;
  reason: string;
  currency: 'CHF' | 'EUR';
  language: Generated<string>;
  netTotal: Minor;
  vatTotal: Minor;
  total: Minor;
  requestedByUserId: number;
  requestedAt: CreatedAt;
  decidedByUserId: number | null;
  decidedAt: Date | null;
  decisionNote: string | null;
  issueDate: DateColumn | null;
  correctionInvoiceId: number | null;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A list price changed or removed, written by the database's trigger; never changed. */
export interface ListPriceChangeTable {
  id: Generated<number>;
  companyId: number;
  priceListItemId: number;
  priceListId: number;
  productId: number;
  action: string;
  unit: string;
  oldPrice: Numeric | null;
  newPrice: Numeric | null;
  actorUserId: number | null;
  changedAt: CreatedAt;
}

/** A reminder of an overdue invoice at one dunning level. */
export interface DunningReminderTable {
  id: Generated<number>;
  companyId: number;
  invoiceId: number;
  accountId: number;
  level: number;
  reminderDate: DateColumn;
  daysOverdue: number;
  openAmount: Minor;
  fee: Minor;
  interest: Minor;
  interestPercent: Numeric;
  currency: 'CHF' | 'EUR';
  language: string;
  blocksBooking: Generated<boolean>;
  mailId: number | null;
  createdAt: CreatedAt;
}

/** The view of a position's booked price against its snapshot's list price. */
export interface PositionFinancialsView {
  id: ViewColumn<number>;
  companyId: ViewColumn<number>;
  campaignId: ViewColumn<number>;
  name: ViewColumn<string>;
  positionType: ViewColumn<string>;
  status: ViewColumn<string>;
  startDate: ViewColumn<Date | string>;
  endDate: ViewColumn<Date | string>;
  currency: ViewColumn<string>;
  quantity: ViewColumn<string>;
  unit: ViewColumn<string>;
  unitListPrice: ViewColumn<string>;
  discountPercent: ViewColumn<string>;
  netAmount: ViewColumn<string>;
  listAmount: ViewColumn<string>;
  deviationAmount: ViewColumn<string>;
  deviationPercent: ViewColumn<string>;
}

/** The view of an account's invoiced, paid, open and overdue amounts in one currency. */
export interface AccountFinancialsView {
  id: ViewColumn<number>;
  companyId: ViewColumn<number>;
  accountId: ViewColumn<number>;
  currency: ViewColumn<'CHF' | 'EUR'>;
  invoiceCount: ViewColumn<number>;
  invoiced: ViewColumn<string | number>;
  paid: ViewColumn<string | number>;
  open: ViewColumn<string | number>;
  overdue: ViewColumn<string | number>;
  credited: ViewColumn<string | number>;
  credit: ViewColumn<string | number>;
  dunningLevel: ViewColumn<number>;
  oldestDueDate: ViewColumn<Date | string | null>;
}

export interface ComplianceTables {
  creditNote: CreditNoteTable;
  listPriceChange: ListPriceChangeTable;
  dunningReminder: DunningReminderTable;
  positionFinancials: PositionFinancialsView;
  accountFinancials: AccountFinancialsView;
}
