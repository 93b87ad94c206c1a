import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema.ts';
import type { DateColumn } from './schema-catalogue.ts';

// Report templates, their schedules and the schedules' runs (migration 0052, issue 43).

type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Json = ColumnType<unknown, string, string>;

export interface ReportTemplateTable {
  id: Generated<number>;
  companyId: number;
  type: string;
  name: string;
  definition: Json;
  schedule: ColumnType<unknown, string | null, string | null>;
  nextRunAt: Date | null;
  ownerUserId: number | null;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ReportRunTable {
  id: Generated<number>;
  companyId: number;
  templateId: number;
  at: CreatedAt;
  asOf: DateColumn;
  outcome: string;
  rowCount: Generated<number>;
  recipients: ColumnType<string[], string[] | undefined, string[]>;
  mailIds: ColumnType<number[], number[] | undefined, number[]>;
  message: string | null;
}

/** The positions' sums per campaign, month and currency, kept by their writes (migration 0074). */
export interface ReportPositionMonthTable {
  companyId: number;
  campaignId: number;
  month: DateColumn;
  currency: string;
  positions: ColumnType<string, never, never>;
  quantity: ColumnType<string, never, never>;
  gross: ColumnType<string, never, never>;
  net: ColumnType<string, never, never>;
  vat: ColumnType<string, never, never>;
}

export interface ReportingTables {
  reportTemplate: ReportTemplateTable;
  reportRun: ReportRunTable;
  reportPositionMonth: ReportPositionMonthTable;
}
