import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema.ts';
import type { DateColumn, Numeric } from './schema-catalogue.ts';

// Post campaigns (migration 0018; spec 3 §2.2, §3).

type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Versioned = { version: Generated<number>; createdAt: CreatedAt; updatedAt: UpdatedAt };

/** A reference list of spec 3 §3, keyed by its code. */
export interface PostCodeTable {
  code: string;
  sortOrder: number;
}

export interface PostLetterFormatTable extends PostCodeTable {
  minWeightGrams: number;
  maxWeightGrams: number;
}

export interface PostCountryVatTable {
  countryCode: string;
  validFrom: DateColumn;
  validTo: DateColumn | null;
  rate: Numeric;
}

export interface PostFeatureToggleTable {
  companyId: number;
  key: string;
  value: boolean;
}

export interface PostInvoicingAccountTable {
  accountId: number;
  excludeMwst: Generated<boolean>;
}

export interface PostCampaignTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  name: string;
  searchName: ColumnType<string, never, never>;
  accountId: number;
  invoicingAccountId: number;
  contactIds: Generated<number[]>;
  status: Generated<string>;
  countryCode: string;
  startDate: DateColumn;
  endDate: DateColumn;
  currency: Generated<string>;
  adUnitsImported: Generated<boolean>;
  availableUnits: number | null;
  digitalReconciled: Generated<boolean>;
  mailingReconciled: Generated<boolean>;
  emailReconciled: Generated<boolean>;
  addressedMailingReconciled: Generated<boolean>;
  onlineReconciled: Generated<boolean>;
  invoiceState: Generated<string>;
  chargedAt: Date | null;
  chargedByUserId: number | null;
  calculationUnits: number | null;
  calculationCount: number | null;
  calculationPercent: number | null;
  createdByUserId: number | null;
}

export interface PostCampaignInfoTable extends Versioned {
  id: Generated<number>;
  postCampaignId: number;
  product: string;
  goal: string | null;
  channels: string[];
}

export interface PostTargetGroupTable extends Versioned {
  id: Generated<number>;
  postCampaignId: number;
  ageFrom: number;
  ageTo: number;
  gender: string;
  households: string;
  postcodes: Generated<string[]>;
  addressProvider: string;
}

export interface PostCampaignPositionTable extends Versioned {
  id: Generated<number>;
  postCampaignId: number;
  companyId: number;
  positionType: string;
  name: string | null;
  channel: string | null;
  addressProvider: string | null;
  inventory: string | null;
  device: string | null;
  adFormat: string | null;
  letterFormat: string | null;
  weightGrams: number | null;
  dispatchDate: DateColumn | null;
  quantity: number;
  unitPrice: Numeric;
  vatRate: Numeric;
  netAmount: Numeric;
}

export interface PostTables {
  postChannel: PostCodeTable;
  postAddressProvider: PostCodeTable;
  postInventory: PostCodeTable;
  postDevice: PostCodeTable;
  postAdFormat: PostCodeTable;
  postLetterFormat: PostLetterFormatTable;
  postCountryVat: PostCountryVatTable;
  postFeatureToggle: PostFeatureToggleTable;
  postInvoicingAccount: PostInvoicingAccountTable;
  postCampaign: PostCampaignTable;
  postCampaignInfo: PostCampaignInfoTable;
  postTargetGroup: PostTargetGroupTable;
  postCampaignPosition: PostCampaignPositionTable;
}
