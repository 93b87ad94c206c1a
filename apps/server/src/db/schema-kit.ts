import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NamedRecordTable, TranslatedNames } from './schema.ts';

type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

/** Where a sales lead came from (/sales/sources). */
export interface LeadSourceTable extends NamedRecordTable, TranslatedNames {}

/** A named state of a list (its URL parameters), a user's own or shared with their company. */
export interface SavedViewTable {
  id: Generated<number>;
  companyId: number;
  ownerUserId: number;
  listKey: string;
  name: string;
  search: ColumnType<Record<string, string>, string, string>;
  shared: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A user's columns of a list: which are hidden, in which order. */
export interface ListSettingTable {
  userId: number;
  listKey: string;
  hiddenColumns: ColumnType<string[], string, string>;
  columnOrder: ColumnType<string[], string, string>;
  updatedAt: UpdatedAt;
}

/** Tables of the list kit. */
export interface KitTables {
  leadSource: LeadSourceTable;
  savedView: SavedViewTable;
  listSetting: ListSettingTable;
}
