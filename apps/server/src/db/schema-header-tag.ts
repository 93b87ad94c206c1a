import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema.ts';

/** Written on insert (or defaulted), read and changed later. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A jsonb column: read as its value, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
type DefaultedJson<T> = ColumnType<T, string | undefined, string>;
/** numeric: read as text (exact), written as a number or text. */
type Numeric = ColumnType<string, number | string, number | string>;
type Versioned = {
  version: Defaulted<number>;
  createdAt: CreatedAt;
  updatedAt: Defaulted<Date>;
};

/** A website's header tag (migration 0045). */
export interface HeaderTagTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  websiteId: number;
  name: string;
  settings: Json<unknown>;
  disableRules: DefaultedJson<unknown[]>;
  dynamicPlacements: DefaultedJson<unknown[]>;
  rawScripts: DefaultedJson<unknown[]>;
  liveVersionId: Defaulted<number | null>;
}

export interface HeaderTagBidderTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  bidderCode: string;
  alias: string | null;
  mode: string;
  cpmAdjustmentPercent: Numeric;
  storageAllowed: boolean;
  userSync: boolean;
  gvlId: number | null;
  active: Defaulted<boolean>;
}

export interface HeaderTagPlacementTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  headerTagId: number;
  code: string;
  name: string;
  mediaType: string;
  sizes: string[];
  video: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  labels: Defaulted<string[]>;
  preloadGroup: string | null;
  floor: ColumnType<string | null, number | null, number | null>;
  active: Defaulted<boolean>;
}

export interface HeaderTagBidTable {
  companyId: number;
  placementId: number;
  bidderId: number;
  params: Json<Record<string, unknown>>;
}

export interface HeaderTagFloorRuleTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  headerTagId: number;
  name: string;
  fields: string[];
  values: DefaultedJson<{ key: string; floor: number }[]>;
  defaultFloor: ColumnType<string | null, number | null, number | null>;
  enforceJs: boolean;
  floorDeals: boolean;
  bidAdjustment: boolean;
  excludedBidders: Defaulted<string[]>;
  active: Defaulted<boolean>;
}

export interface HeaderTagVersionTable {
  id: Generated<number>;
  companyId: number;
  headerTagId: number;
  number: number;
  config: Json<unknown>;
  script: string;
  etag: string;
  changes: DefaultedJson<unknown[]>;
  /** The working copy the version was made from (migration 0055; null before it). */
  working: ColumnType<unknown | null, string | null | undefined, string | null>;
  publishedByUserId: number | null;
  publishedAt: CreatedAt;
}

export interface HeaderTagEventTable {
  id: Generated<number>;
  companyId: number;
  headerTagId: number;
  action: 'PUBLISHED' | 'ROLLED_BACK';
  versionId: number;
  fromVersionId: number | null;
  actorUserId: number | null;
  at: CreatedAt;
}

/** Header tag (migration 0045). */
export interface HeaderTagTables {
  headerTag: HeaderTagTable;
  headerTagBidder: HeaderTagBidderTable;
  headerTagPlacement: HeaderTagPlacementTable;
  headerTagBid: HeaderTagBidTable;
  headerTagFloorRule: HeaderTagFloorRuleTable;
  headerTagVersion: HeaderTagVersionTable;
  headerTagEvent: HeaderTagEventTable;
}
