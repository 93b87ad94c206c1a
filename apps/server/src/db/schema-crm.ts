import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema.ts';

type Numeric = ColumnType<string, string | number, string | number>;

/** An account's labels (type ACCOUNTS). */
export interface AccountLabelTable {
  accountId: number;
  labelId: number;
}

/** A contact's labels (type CONTACTS). */
export interface ContactLabelTable {
  contactId: number;
  labelId: number;
}

/** A discount agreed with an account, for every medium or one medium or product. */
export interface DiscountTable {
  id: Generated<number>;
  companyId: number;
  accountId: number;
  adMediumId: number | null;
  productId: number | null;
  kind: string;
  /** numeric(5, 2), 0–100: read as text. */
  percentage: Numeric;
  /** A day (date): read as a Date at midnight UTC by the drivers, written as YYYY-MM-DD. */
  validFrom: ColumnType<Date | string, string, string>;
  validTo: ColumnType<Date | string | null, string | null | undefined, string | null>;
  note: string | null;
  active: Generated<boolean>;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: Generated<Date>;
}

/** A conversion pixel or postback of an account (Xandr's conversion pixel service). */
export interface ConversionTrackerTable {
  id: Generated<number>;
  companyId: number;
  accountId: number;
  name: string;
  kind: string;
  delivery: string;
  url: string;
  events: Generated<string[]>;
  postClickDays: Generated<number>;
  postViewDays: Generated<number>;
  active: Generated<boolean>;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: Generated<Date>;
}

/** The CRM's own tables (migration 0007); account and contact live in schema-activities. */
/**
 * A merge of two accounts (migration 0076, issue 46): the rows that moved from the merged account
 * to the survivor (`AccountMergeMove[]`), the survivor's values it replaced, the versions both
 * had after it; undone once at most.
 */
export interface AccountMergeTable {
  id: Generated<number>;
  companyId: number;
  survivorId: number;
  mergedId: number;
  moved: ColumnType<unknown, string, never>;
  survivorBefore: ColumnType<unknown, string, never>;
  mergedActive: boolean;
  survivorVersion: number;
  mergedVersion: number;
  mergedBy: number;
  mergedAt: Generated<Date>;
  undoneBy: number | null;
  undoneAt: Date | null;
}

export interface CrmTables {
  accountMerge: AccountMergeTable;
  accountLabel: AccountLabelTable;
  contactLabel: ContactLabelTable;
  discount: DiscountTable;
  conversionTracker: ConversionTrackerTable;
}
