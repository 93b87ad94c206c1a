import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

/** A CRM account: a customer of the company that sells to it. */
export interface AccountTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  displayName: string;
  active: Generated<boolean>;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  countryCode: string;
  /** → industry (migration 0007 made the free text of 0003 a reference). */
  industryId: number | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  /** The sales owner: a user of the company holding SALES. */
  salesUserId: number | null;
  legalForm: string | null;
  accountType: Generated<string>;
  /** For CH only: one of the 26 canton codes. */
  canton: string | null;
  /** CHE-123.456.789 (CH), ATU12345678 (AT), DE123456789 (DE). */
  uidNumber: string | null;
  language: Generated<string>;
  agencyAccountId: number | null;
  brokerAccountId: number | null;
  /** numeric(14, 2): read as text. */
  creditLimit: ColumnType<
    string | null,
    string | number | null | undefined,
    string | number | null
  >;
  creditCurrency: string | null;
  paymentTermsDays: Generated<number>;
  /** Reminder fees are stated in the account's terms (migration 0033). */
  reminderFeesAgreed: Generated<boolean>;
  /** Set by the last dunning level's reminder; new bookings are refused until lifted. */
  bookingBlockedAt: Date | null;
  /** The account this one was merged into (migration 0076, issue 46); null while it is its own. */
  mergedIntoId: Generated<number | null>;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: Generated<Date>;
}

/** A person at an account. */
export interface ContactTable {
  id: Generated<number>;
  companyId: number;
  accountId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  /** The contact's function. */
  jobTitle: string | null;
  active: Generated<boolean>;
  salutation: Generated<string>;
  language: Generated<string>;
  mailStatus: Generated<string>;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: Generated<Date>;
}

/** A named tag of one company and type. */
export interface LabelTable {
  id: Generated<number>;
  companyId: number;
  type: string;
  name: string;
  description: string | null;
  active: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/**
 * An uploaded file. Its content lives in the database under a server-generated storage
 * name, so that every server process behind a load balancer sees it.
 */
export interface StoredFileTable {
  /** The file id the calls use: random, so ids cannot be guessed. */
  id: string;
  companyId: number;
  uploadedBy: number;
  storageName: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadStatus: string;
  scanStatus: string;
  /** Why the scan refused the file. */
  scanMessage: string | null;
  /** null for a refused file: its content is not kept. */
  content: Uint8Array | null;
  createdAt: CreatedAt;
}

/** An activity: a touchpoint logged by hand, or an entry the system wrote. */
export interface ActivityTable {
  id: Generated<number>;
  companyId: number;
  entityType: string;
  entityId: number;
  /** The name of a non-account entity (a campaign's); accounts are joined for theirs. */
  entityName: string | null;
  /** The account of an ACCOUNT entry (= entityId). */
  accountId: number | null;
  taskId: number | null;
  activityType: string;
  title: string | null;
  message: string;
  activityDate: Date;
  creationDate: CreatedAt;
  updatedAt: Date | null;
  /** Null: the system wrote it on no user's action (migration 0031), shown as "System". */
  creatorUserId: number | null;
  privateAccess: Generated<boolean>;
  notifySales: Generated<boolean>;
  emails: Generated<string[]>;
  keyValues: ColumnType<Record<string, string>, string | undefined, string>;
  campaignPositionIds: Generated<number[]>;
}

export interface ActivityContactTable {
  activityId: number;
  contactId: number;
}

export interface ActivityParticipantTable {
  activityId: number;
  userId: number;
}

export interface ActivityLabelTable {
  activityId: number;
  labelId: number;
}

/** A file attached to an activity; its id is the attachment id of the download call. */
export interface ActivityFileTable {
  id: Generated<number>;
  activityId: number;
  fileId: string;
}

/** A comment of either variant: CRM (account) or FUNNEL (task and account). */
export interface CommentTable {
  id: Generated<number>;
  companyId: number;
  variant: 'CRM' | 'FUNNEL';
  accountId: number;
  taskId: number | null;
  title: string | null;
  message: string;
  commentDate: Date;
  createdAt: CreatedAt;
  updatedAt: Date | null;
  creatorUserId: number;
  notifySales: Generated<boolean>;
  privateAccess: Generated<boolean>;
}

export interface CommentContactTable {
  commentId: number;
  contactId: number;
}

export interface CommentParticipantTable {
  commentId: number;
  userId: number;
}

export interface CommentFileTable {
  commentId: number;
  fileId: string;
}

/** One change of a campaign position (read-only history). */
export interface CampaignPositionHistoryTable {
  id: Generated<number>;
  companyId: number;
  campaignId: number;
  campaignPositionId: number;
  campaignPositionType: string;
  positionName: string;
  changeKind: string;
  fieldName: string | null;
  oldValue: string | null;
  newValue: string | null;
  changedByUserId: number | null;
  changedAt: CreatedAt;
}

/** Tables of activities, comments, labels and files (spec 2 §7). */
export interface ActivityTables {
  account: AccountTable;
  contact: ContactTable;
  label: LabelTable;
  storedFile: StoredFileTable;
  activity: ActivityTable;
  activityContact: ActivityContactTable;
  activityParticipant: ActivityParticipantTable;
  activityLabel: ActivityLabelTable;
  activityFile: ActivityFileTable;
  comment: CommentTable;
  commentContact: CommentContactTable;
  commentParticipant: CommentParticipantTable;
  commentFile: CommentFileTable;
  campaignPositionHistory: CampaignPositionHistoryTable;
}
