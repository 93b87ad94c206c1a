import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema.ts';

/** Written on insert (or defaulted), read and changed later. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A jsonb column: read as its value, written as JSON text. */
type DefaultedJson<T> = ColumnType<T, string | undefined, string>;
type Versioned = {
  version: Defaulted<number>;
  createdAt: CreatedAt;
  updatedAt: Defaulted<Date>;
};

/** A key of the ad server's key-values with its values (migration 0050). */
export interface TargetingKeyTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  name: string;
  displayName: string;
  keyType: string;
  reportable: Defaulted<boolean>;
  values: Defaulted<string[]>;
  active: Defaulted<boolean>;
}

export interface KeywordRuleRow {
  pathPattern: string;
  key: string;
  mode: 'STATIC' | 'FROM_PATH';
  values: string[];
}

export interface KeywordConfigTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  name: string;
  websiteId: number | null;
  rules: DefaultedJson<KeywordRuleRow[]>;
  defaultValues: DefaultedJson<{ key: string; values: string[] }[]>;
  active: Defaulted<boolean>;
}

export interface SemantiqDomainTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  domain: string;
  startUrl: string;
  crawlStatus: Defaulted<string>;
  pagesIndexed: Defaulted<number>;
  lastCrawledAt: Defaulted<Date | null>;
  /** The site's name as its pages give it (og:site_name; migration 0065), none before a crawl. */
  siteName: Defaulted<string | null>;
  /** Yaleo's crawler configuration: which paths under the start URL are crawled (0058). */
  pathRules: DefaultedJson<PathRuleRow[]>;
  active: Defaulted<boolean>;
}

/** A path rule of a crawler configuration: pages whose path starts so are kept or left out. */
export interface PathRuleRow {
  prefix: string;
  mode: 'INCLUDE' | 'EXCLUDE';
}

export interface CrawlRunTable {
  id: Generated<number>;
  companyId: number;
  domainId: number;
  jobRunId: Defaulted<number | null>;
  state: Defaulted<string>;
  pagesPlanned: Defaulted<number>;
  pagesFetched: Defaulted<number>;
  skippedRobots: Defaulted<number>;
  skippedNonCanonical: Defaulted<number>;
  errors: Defaulted<number>;
  articlesNew: Defaulted<number>;
  crawlDelayMs: Defaulted<number>;
  startedByUserId: number | null;
  startedAt: CreatedAt;
  finishedAt: Defaulted<Date | null>;
}

export interface CrawlPageTable {
  id: Generated<number>;
  companyId: number;
  runId: number;
  url: string;
  outcome: string;
  httpStatus: number | null;
  detail: string | null;
  at: CreatedAt;
}

export interface CrawledArticleTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  domainId: number;
  url: string;
  title: string;
  imageUrl: string | null;
  publishedAt: Date | null;
  language: string;
  excerpt: Defaulted<string>;
  wordCount: Defaulted<number>;
  categories: Defaulted<string[]>;
  keywords: Defaulted<string[]>;
  status: Defaulted<string>;
  firstRunId: number | null;
}

export interface CustomAudienceTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  name: string;
  categories: Defaulted<string[]>;
  keywords: Defaulted<string[]>;
  languages: Defaulted<string[]>;
  threshold: Defaulted<number>;
  status: Defaulted<string>;
  outputKey: string;
  outputValue: string;
  active: Defaulted<boolean>;
}

/** An ad server segment (migration 0059). */
export interface AudienceSegmentTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  name: string;
  code: string;
  advertiserId: number | null;
  expireMinutes: Defaulted<number>;
  active: Defaulted<boolean>;
}

export interface VisitorRuleRow {
  urlPattern: string;
  referrerPattern: string;
  minVisits: number;
  lookbackDays: number;
}

/** The rules that put a visitor into a segment (migration 0059). */
export interface VisitorSegmentTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  name: string;
  segmentId: number;
  rules: DefaultedJson<VisitorRuleRow[]>;
  active: Defaulted<boolean>;
}

/** A Semantiq tenant's configuration (migration 0059). */
export interface SemantiqConfigTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  name: string;
  tenantId: string;
  domainIds: Defaulted<number[]>;
  categoriesKey: string;
  maxCategories: Defaulted<number>;
  keywordsKey: string;
  maxKeywords: Defaulted<number>;
  languages: Defaulted<string[]>;
  refreshMinutes: Defaulted<number>;
  active: Defaulted<boolean>;
}

/** An IAB audience a company offers (migration 0059). */
export interface IabAudienceChoiceTable {
  companyId: number;
  audienceId: number;
  enabledAt: CreatedAt;
  enabledByUserId: number | null;
}

/** Targeting, Semantiq and the crawler (migrations 0050 and 0059). */
export interface TargetingTables {
  audienceSegment: AudienceSegmentTable;
  visitorSegment: VisitorSegmentTable;
  semantiqConfig: SemantiqConfigTable;
  iabAudienceChoice: IabAudienceChoiceTable;
  targetingKey: TargetingKeyTable;
  keywordConfig: KeywordConfigTable;
  semantiqDomain: SemantiqDomainTable;
  crawlRun: CrawlRunTable;
  crawlPage: CrawlPageTable;
  crawledArticle: CrawledArticleTable;
  customAudience: CustomAudienceTable;
}
