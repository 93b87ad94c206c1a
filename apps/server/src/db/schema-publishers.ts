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

type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Versioned = {
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: UpdatedAt;
};

/** A publisher's payout terms per currency (migration 0042; DOMAIN2 §1.7). */
export interface PayoutConfigTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  name: string;
  currency: 'CHF' | 'EUR';
  sharePercent: ColumnType<string | number, number, number>;
  minimumPayout: Big;
  selfBillingAgreedAt: DateColumn | null;
  vatStatus: string;
  vatNumber: string | null;
  active: Generated<boolean>;
  /** The house that pays the publisher (migration 0047): its finance staff read the payouts. */
  payerCompanyId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A website a payout config pays. */
export interface PayoutWebsiteTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  configId: number;
  websiteId: number;
  active: Generated<boolean>;
}

/** A month's payout of a config: a draft, then the approved self-billing credit note. */
export interface PayoutTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  configId: number;
  month: DateColumn;
  state: Generated<string>;
  currency: 'CHF' | 'EUR';
  grossRevenue: Big;
  fees: Big;
  netRevenue: Big;
  sharePercent: ColumnType<string | number, number, number>;
  shareAmount: Big;
  carriedIn: Big;
  rolledOver: Generated<boolean>;
  vatRate: ColumnType<string | number, number | undefined, number>;
  vatAmount: Big;
  total: Big;
  number: string | null;
  issueDate: DateColumn | null;
  approvedByUserId: number | null;
  pdf: Buffer | null;
  pdfSha256: string | null;
}

/** One website's revenue in a payout. */
export interface PayoutLineTable {
  id: Generated<number>;
  companyId: number;
  payoutId: number;
  websiteId: number;
  grossRevenue: Big;
  fees: Big;
  netRevenue: Big;
}

/** A campaign or customer a publisher refuses on its websites (migration 0047). */
export interface PublisherExclusionTable {
  id: Generated<number>;
  companyId: number;
  kind: 'CAMPAIGN' | 'CUSTOMER';
  campaignId: number | null;
  accountId: number | null;
  reason: string | null;
  createdByUserId: number | null;
  createdAt: Generated<Date>;
}

/** A publisher's named set of placements of one of its websites (migration 0056). */
export interface PlacementGroupTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  websiteId: number;
  name: string;
  active: Generated<boolean>;
}

export interface PlacementGroupPlacementTable {
  placementGroupId: number;
  placementId: number;
}

/** A publisher's ads.txt for one of its websites, as the file's text (migration 0067). */
export interface AdsTxtTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  websiteId: number;
  content: string;
}

export interface PayoutTables {
  adsTxt: AdsTxtTable;
  publisherExclusion: PublisherExclusionTable;
  placementGroup: PlacementGroupTable;
  placementGroupPlacement: PlacementGroupPlacementTable;
  payoutConfig: PayoutConfigTable;
  payoutWebsite: PayoutWebsiteTable;
  payout: PayoutTable;
  payoutLine: PayoutLineTable;
}

/**
 * A document sent or issued in a company's campaign, archived (migration 0072): its stored
 * file and SHA-256 are set once (at the send, or at the first download of one the demo lists).
 */
export interface ArchivedDocumentTable {
  id: Generated<number>;
  companyId: number;
  campaignId: number;
  docType: string;
  number: string;
  /** The invoice or credit note it was made of; null for an order's. */
  sourceId: number | null;
  fileId: string | null;
  sha256: string | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

/** The agency dashboard's documents (issue 39). */
export interface DocumentTables {
  archivedDocument: ArchivedDocumentTable;
}
