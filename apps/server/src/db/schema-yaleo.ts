import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema.ts';

// Yaleo, the recommended-content engine (migration 0058; services/yaleo/README.md).

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Versioned = {
  version: Defaulted<number>;
  createdAt: CreatedAt;
  updatedAt: Defaulted<Date>;
};

export interface YaleoAlgorithmTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  name: string;
  strategy: string;
  recencyWeight: Defaulted<number>;
  popularityWeight: Defaulted<number>;
  contextualWeight: Defaulted<number>;
  maxAgeDays: Defaulted<number | null>;
  sameLanguage: Defaulted<boolean>;
  active: Defaulted<boolean>;
}

export interface YaleoPlacementTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  name: string;
  domainId: number;
  algorithmId: number;
  selector: string;
  layout: string;
  itemCount: number;
  heading: Defaulted<string>;
  active: Defaulted<boolean>;
}

export interface YaleoPlacementV2Table extends Versioned {
  id: Generated<number>;
  companyId: number;
  name: string;
  domainId: number;
  algorithmId: number;
  pathPattern: string;
  position: string;
  itemCount: number;
  sponsoredSlots: Defaulted<number>;
  lazyLoad: Defaulted<boolean>;
  active: Defaulted<boolean>;
}

export interface YaleoFeedTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  name: string;
  domainId: number;
  algorithmId: number;
  pageSize: number;
  maxPages: number;
  sponsoredEvery: Defaulted<number | null>;
  active: Defaulted<boolean>;
}

export interface YaleoEventTable {
  id: Generated<string>;
  companyId: number;
  kind: string;
  articleId: number;
  placement: string;
  pageUrl: string;
  at: Defaulted<Date>;
}

export interface YaleoSettingsTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  recommendPending: Defaulted<boolean>;
  maxArticleAgeDays: Defaulted<number | null>;
  excludedPaths: Defaulted<string[]>;
  languages: Defaulted<string[]>;
  openInNewTab: Defaulted<boolean>;
  utmSource: Defaulted<string>;
  active: Defaulted<boolean>;
}

export interface YaleoTables {
  yaleoAlgorithm: YaleoAlgorithmTable;
  yaleoPlacement: YaleoPlacementTable;
  yaleoPlacementV2: YaleoPlacementV2Table;
  yaleoFeed: YaleoFeedTable;
  yaleoEvent: YaleoEventTable;
  yaleoSettings: YaleoSettingsTable;
}
