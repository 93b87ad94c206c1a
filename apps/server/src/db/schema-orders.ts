import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema.ts';
import type { DateColumn } from './schema-catalogue.ts';

/** The positions per company, medium and order stage (migration 0013: kept by triggers). */
export interface OrderPositionCountTable {
  companyId: number;
  positionType: string;
  orderStage: string;
  n: ColumnType<string, number, number>;
}

/** How many positions an ad medium takes a day (print: per issue). */
export interface AdMediumCapacityTable {
  adMediumId: number;
  companyId: number;
  positionsPerDay: number;
  version: Generated<number>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/** A payment status a campaign reached, and the day. */
export interface CampaignPaymentEventTable {
  id: Generated<number>;
  companyId: number;
  campaignId: number;
  status: string;
  occurredOn: DateColumn;
  note: string | null;
  recordedByUserId: number | null;
  createdAt: CreatedAt;
}

/** The orders' tables (migration 0013). */
export interface OrderTables {
  orderPositionCount: OrderPositionCountTable;
  adMediumCapacity: AdMediumCapacityTable;
  campaignPaymentEvent: CampaignPaymentEventTable;
}
