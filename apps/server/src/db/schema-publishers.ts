import type { ColumnType, Generated } from 'kysely';
import type { DateColumn } from './schema-catalogue.ts';

// Publishers (migration 0029; DOMAIN2 §2.1): the daily facts of the publishers' websites.

/** A count or an amount in minor units (bigint): the driver reads it as text or a number. */
type Big = ColumnType<string | number, number | undefined, number>;

export interface PublisherRevenueFactTable {
  companyId: number;
  websiteId: number;
  day: DateColumn;
  placementId: number | null;
  adUnitCode: string;
  deviceCategory: string;
  countryCode: string;
  demandSource: string;
  adRequests: Big;
  impressions: Big;
  viewable: Big;
  clicks: Big;
  grossRevenue: Big;
  fees: Big;
  netRevenue: Big;
  currency: 'CHF' | 'EUR';
}

/** The revenue facts summed per website and day. */
export type PublisherRevenueDayTable = Omit<
  PublisherRevenueFactTable,
  'placementId' | 'adUnitCode' | 'deviceCategory' | 'countryCode' | 'demandSource'
>;

export interface PageImpressionFactTable {
  companyId: number;
  websiteId: number;
  day: DateColumn;
  deviceCategory: string;
  countryCode: string;
  pageImpressions: Big;
}

/** A request to generate the demo's facts of some days in the background (migration 0036). */
export interface PublisherFactRequestTable {
  id: Generated<number>;
  fromDay: DateColumn;
  toDay: DateColumn;
  /** The day the demo's growth counts from (the first day of the whole demo). */
  originDay: DateColumn;
  jobRunId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Generated<Date>;
}

export interface PublisherTables {
  publisherFactRequest: PublisherFactRequestTable;
  publisherRevenueFact: PublisherRevenueFactTable;
  publisherRevenueDay: PublisherRevenueDayTable;
  pageImpressionFact: PageImpressionFactTable;
}
