import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NamedRecordTable, TranslatedNames } from './schema.ts';
import type { SalesPromotionExtension } from './schema-promotions.ts';

type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

/** What a sales task is about (/sales/task-topics): managed like the lead sources. */
export interface TaskTopicTable extends NamedRecordTable, TranslatedNames {}

/** A sales promotion (spec 3 §3): the minimal row tasks point at; issue 24 adds the rest. */
export interface SalesPromotionTable extends SalesPromotionExtension {
  id: Generated<number>;
  companyId: number;
  name: string;
  deadline: Date | null;
  status: Generated<'active' | 'inactive' | 'canceled'>;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A lead in the sales funnel's work queue (spec 3 §3 "Sales task"). */
export interface SalesTaskTable {
  id: Generated<number>;
  companyId: number;
  status: Generated<string>;
  priority: Generated<string>;
  outcome: string | null;
  description: string | null;
  accountId: number;
  leadSourceId: number | null;
  taskTopicId: number | null;
  /** No foreign key yet: the campaigns branch's table. */
  campaignId: number | null;
  salesPromotionId: number | null;
  assigneeUserId: number | null;
  assignAuthorUserId: number | null;
  assignedTime: Date | null;
  snoozedUntil: Date | null;
  creatorUserId: number;
  /** The task's own sales person, a SALES user (migration 0026). */
  salesPersonUserId: number | null;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A task's participants, SALES users (spec 3 §6; migration 0026). */
export interface SalesTaskParticipantTable {
  taskId: number;
  userId: number;
}

export interface SalesTaskLabelTable {
  taskId: number;
  labelId: number;
}

/** How many tasks a company has per assignee (0: none) and status, kept by a trigger. */
export interface SalesTaskTallyTable {
  companyId: number;
  assigneeKey: number;
  status: string;
  n: number;
}

/** Tables of the sales funnel's tasks (migration 0011). */
export interface TaskTables {
  salesTaskTally: SalesTaskTallyTable;
  taskTopic: TaskTopicTable;
  salesPromotion: SalesPromotionTable;
  salesTask: SalesTaskTable;
  salesTaskLabel: SalesTaskLabelTable;
  salesTaskParticipant: SalesTaskParticipantTable;
}
