import type { ColumnType, Generated } from 'kysely';
import type { ActivityTables } from './schema-activities.ts';
import type { AdminTables } from './schema-admin.ts';
import type { CatalogueTables, DateColumn } from './schema-catalogue.ts';
import type { ComplianceTables } from './schema-compliance.ts';
import type { CreativeTables } from './schema-creatives.ts';
import type { CrmTables } from './schema-crm.ts';
import type { DigitalOperationsTables } from './schema-digital.ts';
import type { FinanceTables } from './schema-finances.ts';
import type { HeaderTagTables } from './schema-header-tag.ts';
import type { JobTables } from './schema-jobs.ts';
import type { KitTables } from './schema-kit.ts';
// orders (issue 22)
import type { OrderTables } from './schema-orders.ts';
import type { PostTables } from './schema-post.ts';
import type { PrintOperationsTables } from './schema-print-operations.ts';
import type { ProgrammaticTables } from './schema-programmatic.ts';
import type { PromotionTables } from './schema-promotions.ts';
import type { DocumentTables, PayoutTables, PublisherTables } from './schema-publishers.ts';
import type { ReferenceTables } from './schema-reference.ts';
import type { ReportingTables } from './schema-reporting.ts';
import type { SettingsTables } from './schema-settings.ts';
import type { TargetingTables } from './schema-targeting.ts';
import type { TaskTables } from './schema-tasks.ts';
import type { TranslationTables } from './schema-translations.ts';
import type { YaleoTables } from './schema-yaleo.ts';

/** A timestamp the database fills in on insert. */
export type CreatedAt = ColumnType<Date, Date | undefined, never>;

/**
 * A named record (migration 0005's lead source, 0011's task topic, 0015's promotion type): a name
 * unique per company, active or not, versioned.
 */
export interface NamedRecordTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  active: Generated<boolean>;
  /** Raised by every write; an update naming an older one answers 412. */
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/**
 * The names of a reference in English, French and Italian (migration 0022); `name` is the German
 * one and the fallback of a language whose name is null.
 */
export interface TranslatedNames {
  nameEn: string | null;
  nameFr: string | null;
  nameIt: string | null;
}

export interface CompanyTable {
  id: Generated<number>;
  companyUuid: string;
  name: string;
  companyRole: string | null;
  countryCode: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  /** The UID (CHE-…) or VAT number (ATU…, DE…). */
  vatNumber: string | null;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface AppUserTable {
  id: Generated<number>;
  companyId: number;
  /** Stored in lower case; unique. */
  email: string;
  firstName: string;
  lastName: string;
  userRole: string | null;
  permissions: string[];
  /** argon2id; null until the account is activated. */
  passwordHash: string | null;
  activatedAt: Date | null;
  /** The interface language of the user and of their mails. */
  language: Generated<string>;
  /** The user saved `language` in their own settings: it is their choice (migration 0040). */
  languageChosen: Generated<boolean>;
  /** A company role narrower than the company's own; null: the company's. */
  companyRole: string | null;
  /** A deactivated user cannot sign in, and their sessions end. */
  active: Generated<boolean>;
  deactivatedAt: Date | null;
  version: Generated<number>;
  lastSignInAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
  /** The user counts in no page-view analytics (migration 0068). */
  pageViewsOptOut: Generated<boolean>;
}

/** Bearer tokens, stored as their SHA-256: idle expiry from lastUsedAt, absolute from expiresAt. */
export interface SessionTokenTable {
  tokenHash: string;
  userId: number;
  createdAt: CreatedAt;
  lastUsedAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface SignInFailureTable {
  id: Generated<number>;
  email: string;
  remoteAddress: string;
  failedAt: CreatedAt;
}

export type AccountHashPurpose = 'RESTORE_PASSWORD' | 'ACTIVATE_ACCOUNT' | 'CONFIRM_EMAIL';

/** Single-use hashes of restore-password and activation mails, stored as their SHA-256. */
export interface AccountHashTable {
  hashDigest: string;
  userId: number;
  purpose: AccountHashPurpose;
  createdAt: CreatedAt;
  expiresAt: Date;
  usedAt: Date | null;
  /** The address a CONFIRM_EMAIL link sets (migration 0020). */
  newEmail: Generated<string | null>;
}

/** Every mail the system writes (migrations 0001, 0010); a background job sends it. */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  template: string;
  subject: string;
  /** The text body. */
  body: string;
  htmlBody: ColumnType<string | null, string | null | undefined, string | null>;
  state: ColumnType<MailState, MailState | undefined, MailState>;
  language: ColumnType<string, string | undefined, string>;
  relatedType: ColumnType<string | null, string | null | undefined, string | null>;
  relatedId: ColumnType<number | null, number | null | undefined, number | null>;
  attempts: ColumnType<number, number | undefined, number>;
  lastError: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  sentAt: Date | null;
  bouncedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export type MailState = 'QUEUED' | 'SENT' | 'FAILED' | 'BOUNCED';

export interface OrderCommentTable {
  id: Generated<number>;
  companyId: number;
  authorUserId: number;
  message: string;
  createdAt: CreatedAt;
  readAt: Date | null;
  /** The campaign the comment is about (migration 0021); none for an older comment. */
  campaignId: ColumnType<number | null, number | null | undefined, number | null>;
  /** The account a comment is about when it is about no campaign (migration 0060). */
  accountId: ColumnType<number | null, number | null | undefined, number | null>;
  /** The administrator who marked it read (migration 0060); none while unread. */
  readByUserId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A user's feedback on the console (migration 0068, issue 44). */
export interface FeedbackTable {
  id: Generated<number>;
  companyId: number;
  userId: number;
  message: string;
  page: string;
  build: string;
  /** A PNG of the screen the user sent with it, if any. */
  screenshot: ColumnType<Buffer | null, Buffer | null | undefined, never>;
  createdAt: CreatedAt;
}

/** Page views of a route pattern by one hashed user on one day (migration 0068, issue 44). */
export interface PageViewDayTable {
  day: DateColumn;
  route: string;
  userHash: string;
  views: Generated<number>;
}

/** The key users' ids are hashed with for page views: one row (migration 0068). */
export interface PageViewKeyTable {
  key: string;
}

/** A question asked in the Gen AI chat, its answer and tool calls (migration 0071, issue 44). */
export interface ChatEntryTable {
  id: Generated<number>;
  companyId: number;
  userId: number;
  question: string;
  answer: string;
  /** The tool calls (`ChatStep[]` of the contracts). */
  steps: ColumnType<unknown, string, never>;
  model: string;
  /** A `CHAT_ERRORS` key when the answer failed. */
  error: string | null;
  createdAt: CreatedAt;
}

/** A company's Permalead webhook secret, sealed (migration 0070, issue 44). */
export interface PermaleadSettingsTable {
  companyId: number;
  secretEncrypted: string;
  rotatedAt: Generated<Date>;
  /** Who rotated it last: the creator of the tasks the webhook's leads become. */
  rotatedByUserId: number;
}

/** A lead received from the lead provider and its outcome (migration 0070, issue 44). */
export interface PermaleadTable {
  id: Generated<number>;
  companyId: number;
  channel: string;
  outcome: string;
  /** A refused lead's keyed message (`serverMessage`). */
  reason: string | null;
  externalId: string | null;
  companyName: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  countryCode: string | null;
  uidNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  accountId: number | null;
  contactId: number | null;
  taskId: number | null;
  /** The webhook delivery's signature (its replay is refused); none for a CSV row. */
  signature: string | null;
  receivedAt: Generated<Date>;
}

export interface IncidentTable {
  id: Generated<number>;
  name: string;
  status: string;
  createdAt: CreatedAt;
  resolvedAt: Date | null;
}

/** Every table; feature areas keep theirs in their own schema file. */
export interface Schema
  extends TranslationTables,
    ActivityTables,
    KitTables,
    ReferenceTables,
    JobTables,
    AdminTables,
    CrmTables,
    CatalogueTables,
    TaskTables,
    PromotionTables,
    DigitalOperationsTables,
    PrintOperationsTables,
    PostTables,
    OrderTables,
    // settings (issue 28)
    SettingsTables,
    FinanceTables,
    // finances part 4 and compliance (issue 38)
    ComplianceTables,
    // publishers (issue 39)
    PublisherTables,
    PayoutTables,
    // the agency's archived documents (issue 39)
    DocumentTables,
    // creatives and ad tags (issue 40)
    CreativeTables,
    // header tag (issue 41)
    HeaderTagTables,
    // programmatic deals and Xandr credentials (issue 41)
    ProgrammaticTables,
    // business intelligence (issue 43)
    ReportingTables,
    // targeting, Semantiq and the crawler (issue 42)
    TargetingTables,
    // Yaleo (issue 42)
    YaleoTables {
  company: CompanyTable;
  appUser: AppUserTable;
  sessionToken: SessionTokenTable;
  signInFailure: SignInFailureTable;
  accountHash: AccountHashTable;
  mailOutbox: MailOutboxTable;
  orderComment: OrderCommentTable;
  incident: IncidentTable;
  feedback: FeedbackTable;
  pageViewDay: PageViewDayTable;
  pageViewKey: PageViewKeyTable;
  chatEntry: ChatEntryTable;
  permaleadSettings: PermaleadSettingsTable;
  permalead: PermaleadTable;
}
