import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, TranslatedNames } from './schema.ts';

type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export const MEDIA_TYPES = [
  'DIGITAL',
  'PRINT',
  'RADIO',
  'TV',
  'POS',
  'ANALOG',
  'NEWSLETTER',
] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const ADS_TXT_STATES = ['UNKNOWN', 'OK', 'MISSING_LINES', 'NOT_FOUND'] as const;
export type AdsTxtState = (typeof ADS_TXT_STATES)[number];

/** A website a company sells (its publisher is another company, or the company itself). */
export interface WebsiteTable {
  id: Generated<number>;
  companyId: number;
  publisherCompanyId: number | null;
  name: string;
  /** Lower case, no scheme: `20min.ch`. Unique per company. */
  domain: string;
  adsTxtState: Generated<AdsTxtState>;
  adsTxtCheckedAt: Date | null;
  active: Generated<boolean>;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** An industry of accounts and campaigns (the settings' industries list). */
export interface IndustryTable extends TranslatedNames {
  id: Generated<number>;
  companyId: number;
  name: string;
  iabCode: string | null;
  /** Two campaigns of this industry must not run side by side (GAM competitive exclusion). */
  competitiveExclusion: Generated<boolean>;
  active: Generated<boolean>;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A brand of an advertiser account. */
export interface BrandTable {
  id: Generated<number>;
  companyId: number;
  accountId: number;
  name: string;
  active: Generated<boolean>;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** Where ads appear: a publication, a website, a station, a screen network, a postal area. */
export interface AdMediumTable {
  id: Generated<number>;
  companyId: number;
  mediaType: MediaType;
  name: string;
  publisherCompanyId: number | null;
  websiteId: number | null;
  active: Generated<boolean>;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** What is sold on an ad medium; the medium's own details live in the catalogue's tables. */
export interface ProductTable extends TranslatedNames {
  id: Generated<number>;
  companyId: number;
  adMediumId: number;
  mediaType: MediaType;
  name: string;
  code: string | null;
  selfBookable: Generated<boolean>;
  // The medium's own fields (migration 0008), null where they do not apply.
  /** Digital: DISPLAY, VIDEO, NATIVE, NEWSLETTER, SPONSORSHIP. */
  adType: string | null;
  placementId: number | null;
  sizes: Generated<string[]>;
  /** Digital: CPM, CPC, FLAT, SOV. */
  pricingModel: string | null;
  /** Print: the format's name (`1/2 Seite quer`). */
  formatName: string | null;
  /** Print: FIXED_SIZE, DYNAMIC_SIZE, TEMPLATE. */
  sizeType: string | null;
  /** Print: BLACK_AND_WHITE, COLOR, NONE. */
  colorMode: string | null;
  columns: number | null;
  heightMm: number | null;
  spotLengthSec: number | null;
  broadcastSlotId: number | null;
  /** Analog: what is delivered (a leaflet, a sample). */
  itemType: string | null;
  active: Generated<boolean>;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** The reference data every area points at (migration 0006). */
export interface ReferenceTables {
  website: WebsiteTable;
  industry: IndustryTable;
  brand: BrandTable;
  adMedium: AdMediumTable;
  product: ProductTable;
}
