import type { ColumnType, Generated } from 'kysely';
import type { ActivityTables } from './schema-activities.ts';
import type { KitTables } from './schema-kit.ts';
import type { ReferenceTables } from './schema-reference.ts';
import type { TaskTables } from './schema-tasks.ts';
import type { TranslationTables } from './schema-translations.ts';

/** A timestamp the database fills in on insert. */
export type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface CompanyTable {
  id: Generated<number>;
  companyUuid: string;
  name: string;
  companyRole: string | null;
  countryCode: string;
  createdAt: CreatedAt;
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
  createdAt: CreatedAt;
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

export type AccountHashPurpose = 'RESTORE_PASSWORD' | 'ACTIVATE_ACCOUNT';

/** Single-use hashes of restore-password and activation mails, stored as their SHA-256. */
export interface AccountHashTable {
  hashDigest: string;
  userId: number;
  purpose: AccountHashPurpose;
  createdAt: CreatedAt;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Mails waiting to be sent; the admin mail console reads them. */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  template: string;
  subject: string;
  body: string;
  createdAt: CreatedAt;
  sentAt: Date | null;
}

export interface CreativeTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  status: string;
  createdAt: CreatedAt;
}

export interface OrderCommentTable {
  id: Generated<number>;
  companyId: number;
  authorUserId: number;
  message: string;
  createdAt: CreatedAt;
  readAt: Date | null;
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
    TaskTables {
  company: CompanyTable;
  appUser: AppUserTable;
  sessionToken: SessionTokenTable;
  signInFailure: SignInFailureTable;
  accountHash: AccountHashTable;
  mailOutbox: MailOutboxTable;
  creative: CreativeTable;
  orderComment: OrderCommentTable;
  incident: IncidentTable;
}
