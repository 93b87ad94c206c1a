import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NamedRecordTable } from './schema.ts';

type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
/** A day (date): read as a Date at midnight UTC, written as YYYY-MM-DD. */
type Day = ColumnType<Date | string, string | undefined, string>;

/** A kind of promotion (/sales/promotions/typeConfig/list), managed like the task topics. */
export interface SalesPromotionTypeTable extends NamedRecordTable {}

/** 0011's promotion with what 0015 adds; the kit's promotion table. */
export interface SalesPromotionExtension {
  typeId: number | null;
  description: string | null;
  startDate: Day;
  endDate: Day;
  createdByUserId: number | null;
}

export interface SalesPromotionAccountTable {
  promotionId: number;
  accountId: number;
  addedByUserId: number | null;
  addedAt: CreatedAt;
}

export interface SalesPromotionContactTable {
  id: Generated<number>;
  promotionId: number;
  contactId: number;
  addedByUserId: number | null;
  addedAt: CreatedAt;
  mailingId: number | null;
  mailId: number | null;
  mailingTime: Date | null;
  sentByUserId: number | null;
}

export interface SalesPromotionMailingTable {
  id: Generated<number>;
  companyId: number;
  promotionId: number;
  jobRunId: number | null;
  startedByUserId: number | null;
  createdAt: CreatedAt;
}

export interface SalesPromotionDocumentTable {
  promotionId: number;
  fileId: string;
  addedByUserId: number | null;
  addedAt: CreatedAt;
}

export interface SalesPromotionMailTemplateTable {
  promotionId: number;
  subject: string;
  text: string;
  subjectEn: string;
  textEn: string;
  subjectFr: string;
  textFr: string;
  subjectIt: string;
  textIt: string;
  updatedByUserId: number | null;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SalesPromotionAttachmentTable {
  id: Generated<number>;
  promotionId: number;
  language: 'EN' | 'DE' | 'FR' | 'IT';
  name: string;
  contentType: string;
  content: Uint8Array;
  saved: Generated<boolean>;
  uploadedByUserId: number | null;
  createdAt: CreatedAt;
}

/** Tables of the sales promotions (migration 0015). */
export interface PromotionTables {
  salesPromotionType: SalesPromotionTypeTable;
  salesPromotionAccount: SalesPromotionAccountTable;
  salesPromotionContact: SalesPromotionContactTable;
  salesPromotionMailing: SalesPromotionMailingTable;
  salesPromotionDocument: SalesPromotionDocumentTable;
  salesPromotionMailTemplate: SalesPromotionMailTemplateTable;
  salesPromotionAttachment: SalesPromotionAttachmentTable;
}
