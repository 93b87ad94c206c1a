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

/** An ad medium's live positions, booked and offered (migration 0075: kept by the positions' triggers). */
interface MediumLoad {
  companyId: number;
  adMediumId: number;
  booked: ColumnType<number, never, never>;
  offered: ColumnType<number, never, never>;
}

/** A medium's load on a day (a row only while a position counts in it). */
export interface AdMediumDayLoadTable extends MediumLoad {
  day: DateColumn;
}

/** A medium's load in a week (its Monday): the days' sums and the busiest day. */
export interface AdMediumWeekLoadTable extends MediumLoad {
  week: DateColumn;
  peak: ColumnType<number, never, never>;
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

/** The orders' tables (migrations 0013 and 0075). */
export interface OrderTables {
  orderPositionCount: OrderPositionCountTable;
  adMediumCapacity: AdMediumCapacityTable;
  adMediumDayLoad: AdMediumDayLoadTable;
  adMediumWeekLoad: AdMediumWeekLoadTable;
  campaignPaymentEvent: CampaignPaymentEventTable;
}
