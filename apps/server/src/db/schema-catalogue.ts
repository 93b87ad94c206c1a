import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { CreatedAt, TranslatedNames } from './schema.ts';

type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
/** A numeric column: read as a decimal string (exact), written as a number or a string. */
export type Numeric = ColumnType<string, string | number, string | number>;
/** A numeric column with a default. */
type DefaultNumeric = ColumnType<string, string | number | undefined, string | number>;
/** A date column (`date`): read as a Date (pg) or text, written as YYYY-MM-DD or a Date. */
export type DateColumn = ColumnType<Date | string, string | Date, string | Date>;
type Versioned = {
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
};

/** A print title's details (one per PRINT ad medium). */
export interface PublicationTable {
  adMediumId: number;
  companyId: number;
  frequency: string;
  region: string | null;
  language: string;
  circulation: number | null;
  columns: number;
  columnWidthMm: Numeric;
  pageHeightMm: number;
}

/** One issue of a publication, with the ad (booking) and material deadlines. */
export interface PublicationIssueTable {
  id: Generated<number>;
  companyId: number;
  adMediumId: number;
  issueNumber: string;
  publicationDate: DateColumn;
  adDeadline: Date;
  materialDeadline: Date;
}

/** An ad slot of a website (Wideboard, Halfpage, Rectangle, In-Article…). */
export interface WebsitePlacementTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  websiteId: number;
  name: string;
  sizes: Generated<string[]>;
  devices: Generated<string[]>;
  active: Generated<boolean>;
}

/** A radio or TV station's details (one per RADIO or TV ad medium). */
export interface BroadcastStationTable {
  adMediumId: number;
  companyId: number;
  kind: 'RADIO' | 'TV';
  region: string | null;
  language: string;
  dailyReach: number | null;
}

/** A daypart of a station: a broadcast slot spots are sold in. */
export interface BroadcastSlotTable extends TranslatedNames {
  id: Generated<number>;
  companyId: number;
  adMediumId: number;
  name: string;
  /** HH:MM:SS */
  startsAt: string;
  endsAt: string;
  weekdays: Generated<number[]>;
  /** The share of the station's prime-time price, in percent (migration 0037). */
  priceSharePercent: DefaultNumeric;
  active: Generated<boolean>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** A point-of-sale screen network's details (one per POS ad medium). */
export interface PosNetworkTable {
  adMediumId: number;
  companyId: number;
  screens: number;
  loopSeconds: number;
  slotSeconds: number;
  bookingUnit: 'COOP_WEEK' | 'WEEK';
}

/** A postal area an analog (unaddressed mail) medium reaches. */
export interface PostalAreaTable {
  id: Generated<number>;
  companyId: number;
  adMediumId: number;
  postalCode: string;
  town: string;
  canton: string | null;
  households: number;
}

export interface PriceListTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  name: string;
  validFrom: DateColumn;
  validTo: DateColumn | null;
  currency: 'CHF' | 'EUR';
  channel: 'STANDARD' | 'SELF_BOOKING' | 'AGENCY';
  status: 'DRAFT' | 'ACTIVE' | 'ARCHIVED';
}

/** The list price of a product for a period of a price list. */
export interface PriceListItemTable {
  id: Generated<number>;
  companyId: number;
  priceListId: number;
  productId: number;
  validFrom: DateColumn;
  validTo: DateColumn | null;
  unit: string;
  listPrice: Numeric;
  minQuantity: Numeric | null;
  /** Migration 0019 (settings): edited through the list kit. */
  active: Generated<boolean>;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A bundle of placements sold together (a GAM placement). */
export interface SalesUnitTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  name: string;
  active: Generated<boolean>;
}

export interface SalesUnitPlacementTable {
  salesUnitId: number;
  placementId: number;
}

/** A heading positions are grouped under on an offer. */
export interface PositionGroupTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  name: string;
  mediaType: string | null;
  sortOrder: Generated<number>;
  active: Generated<boolean>;
}

export interface CampaignTypeTable extends Versioned, TranslatedNames {
  id: Generated<number>;
  companyId: number;
  code: string;
  name: string;
  mediaTypes: string[];
  selfBookable: Generated<boolean>;
  pdfTemplate: string | null;
  active: Generated<boolean>;
}

/** A campaign (an order): its parties, status, dates and totals. */
export interface CampaignTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  campaignTypeId: number;
  name: string;
  /** lower(name), kept by the database for the list's search. */
  searchName: GeneratedAlways<string>;
  advertiserAccountId: number;
  agencyAccountId: number | null;
  invoicingAccountId: number;
  salesUserId: number | null;
  brandId: number | null;
  industryId: number | null;
  status: string;
  startDate: DateColumn;
  endDate: DateColumn;
  offerValidUntil: DateColumn | null;
  language: Generated<string>;
  currency: 'CHF' | 'EUR';
  grossTotal: DefaultNumeric;
  discountTotal: DefaultNumeric;
  commissionTotal: DefaultNumeric;
  netTotal: DefaultNumeric;
  vatTotal: DefaultNumeric;
  total: DefaultNumeric;
  paymentStatus: string | null;
  customerPo: string | null;
  createdByUserId: number | null;
  /** The promotion the campaign came from (migration 0015). */
  salesPromotionId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One line of a campaign, with its prices as snapshots taken when it was priced. */
export interface CampaignPositionTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  campaignId: number;
  positionType: string;
  name: string;
  productId: number;
  adMediumId: number;
  positionGroupId: number | null;
  priceListItemId: number | null;
  quantity: Numeric;
  unit: string;
  unitListPrice: Numeric;
  discountPercent: DefaultNumeric;
  netAmount: Numeric;
  currency: 'CHF' | 'EUR';
  vatRate: Numeric;
  startDate: DateColumn;
  endDate: DateColumn;
  status: string;
  creativeStatus: string | null;
  hiddenMode: string | null;
  publicationIssueId: number | null;
  publicationDate: DateColumn | null;
  broadcastSlotId: number | null;
  /** Its campaign's status tab (migration 0013: kept by triggers). */
  orderStage: Generated<string>;
  /** The discounts it was priced with (snapshot): [{ name, percent, amount }]. */
  discounts: ColumnType<unknown, string | undefined, string>;
  manualDiscountPercent: DefaultNumeric;
  /** A digital position's key-values (migration 0065): [{ key, values }], written as JSON text. */
  keyValues: ColumnType<{ key: string; values: string[] }[], string | undefined, string>;
}

/** The catalogue, campaigns and positions (migration 0008). */
export interface CatalogueTables {
  publication: PublicationTable;
  publicationIssue: PublicationIssueTable;
  websitePlacement: WebsitePlacementTable;
  broadcastStation: BroadcastStationTable;
  broadcastSlot: BroadcastSlotTable;
  posNetwork: PosNetworkTable;
  postalArea: PostalAreaTable;
  priceList: PriceListTable;
  priceListItem: PriceListItemTable;
  salesUnit: SalesUnitTable;
  salesUnitPlacement: SalesUnitPlacementTable;
  positionGroup: PositionGroupTable;
  campaignType: CampaignTypeTable;
  campaign: CampaignTable;
  campaignPosition: CampaignPositionTable;
}
