import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema.ts';

type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
/** A jsonb column: written as JSON text, read as its value. */
type Json = ColumnType<unknown, string | null, string | null>;

/** A seat of the company on a programmatic platform (migration 0009). */
export interface ProgrammaticSeatTable {
  id: Generated<number>;
  companyId: number;
  platform: string;
  /** Unique within the company's seats of one platform. */
  seatId: string;
  name: string;
  seatRole: string;
  active: Generated<boolean>;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A role the company's company administrators may grant (their ceiling). */
export interface CompanyPermissionTable {
  companyId: number;
  role: string;
  createdAt: CreatedAt;
}

/** A mailbox synchronised into the CRM. */
export interface EmailSyncChannelTable {
  id: Generated<number>;
  companyId: number;
  /** The mailbox address, lower case; unique per company. */
  handle: string;
  provider: string;
  visibility: Generated<string>;
  contactAutoCreation: Generated<string>;
  excludeGroupEmails: Generated<boolean>;
  excludeNonProfessionalEmails: Generated<boolean>;
  syncStatus: Generated<string>;
  lastSyncedAt: Date | null;
  active: Generated<boolean>;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** One changed field of a record: who, when, old → new (the administration's, the settings'). */
export interface AuditTable<Value> {
  id: Generated<number>;
  /** The company the changed record belongs to (a user's company, the company itself). */
  companyId: number;
  entityType: string;
  entityId: number;
  actorUserId: number | null;
  changedAt: CreatedAt;
  field: string;
  oldValue: Value;
  newValue: Value;
}

/** One changed field of a user, company or company sub-entity. */
export type AdminAuditTable = AuditTable<Json>;

/** The administration's tables (migration 0009). */
export interface AdminTables {
  programmaticSeat: ProgrammaticSeatTable;
  companyPermission: CompanyPermissionTable;
  emailSyncChannel: EmailSyncChannelTable;
  adminAudit: AdminAuditTable;
}
