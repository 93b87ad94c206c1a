import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { sortOrderSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { idSchema } from './paging.ts';
import { countInt, positiveInt, requiredText, text, timestamp, trimmedText } from './primitives.ts';
import {
  queryFlag,
  readOnlyResourceEndpoints,
  resourceEndpoints,
  versionSchema,
} from './resource.ts';
import {
  ARTICLE_LANGUAGES,
  CRAWL_STATUSES,
  crawlCalls,
  crawlRunSchema,
  startUrl,
} from './semantiq.ts';
import { ACTIVE_BULK_ACTIONS, namedRecordFilters } from './targeting.ts';

// Yaleo, the recommended-content engine (issue 42; spec 1 §2.12, DOMAIN §8; the YALEO role):
// the crawler configuration (the Semantiq crawler's domains with path rules), recommendation
// algorithms, placements v1 (a CSS selector on the publisher's page) and v2 (a page area by
// path pattern, with sponsored slots), the below-the-article (BTA) feed, the collected widget
// events and the settings. Decisions: apps/server/src/services/yaleo/README.md.

const SERVICE = 'ws-yaleo';

export const YALEO_STRATEGIES = ['RECENCY', 'POPULARITY', 'CONTEXTUAL', 'MIX'] as const;
export const YALEO_LAYOUTS = ['GRID', 'LIST', 'CAROUSEL'] as const;
export const YALEO_POSITIONS = ['BELOW_ARTICLE', 'IN_ARTICLE', 'SIDEBAR', 'END_OF_PAGE'] as const;
export const YALEO_EVENT_KINDS = ['IMPRESSION', 'VIEW', 'CLICK'] as const;
export const PATH_RULE_MODES = ['INCLUDE', 'EXCLUDE'] as const;
/** How many recommendations a placement shows at most. */
export const YALEO_MAX_ITEMS = 24;

const pathPrefix = () =>
  text(300).check(z.regex(/^\/[^\s]*$/, serverMessage('pathPatternInvalid')));
const weight = () => z.int().check(z.gte(0), z.lte(100));
const itemCount = () => z.int().check(z.gte(1), z.lte(YALEO_MAX_ITEMS));
/** Built where used: a module-level object of schemas would stay in every page's bundle. */
const stamps = () => ({
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

// --- Crawler configuration (the Semantiq crawler's domain, with path rules) ---

export const pathRuleSchema = /* @__PURE__ */ z.strictObject({
  prefix: pathPrefix(),
  mode: z.enum(PATH_RULE_MODES),
});
export type PathRule = z.infer<typeof pathRuleSchema>;

export const crawlerConfigWriteSchema = /* @__PURE__ */ z.strictObject({
  startUrl: startUrl(),
  pathRules: z.array(pathRuleSchema).check(z.maxLength(20)),
  active: z._default(z.boolean(), true),
});
export type CrawlerConfigWrite = z.input<typeof crawlerConfigWriteSchema>;

export const crawlerConfigSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  name: z.string(),
  startUrl: z.string(),
  pathRules: z.array(pathRuleSchema),
  crawlStatus: z.enum(CRAWL_STATUSES),
  articles: countInt(),
  approved: countInt(),
  lastCrawledAt: z.nullable(timestamp()),
  lastRun: z.nullable(crawlRunSchema),
  ...stamps(),
});
export type CrawlerConfig = z.infer<typeof crawlerConfigSchema>;

export const crawlerConfigEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${SERVICE}/crawler-configs`,
  noun: 'crawler configuration',
  item: crawlerConfigSchema,
  write: crawlerConfigWriteSchema,
  filters: /* @__PURE__ */ z.strictObject({
    searchQuery: z.optional(trimmedText(100)),
    includeInactive: queryFlag(),
    sort: z._default(z.enum(['name', 'lastCrawledAt']), 'name'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: ACTIVE_BULK_ACTIONS,
});

/** The crawl of a crawler configuration: the Semantiq crawl, under Yaleo's role. */
export const yaleoCrawlEndpoints = /* @__PURE__ */ crawlCalls(
  `${SERVICE}/crawler-configs`,
  `${SERVICE}/crawl-runs`,
);

// --- Algorithms ---

export const yaleoAlgorithmWriteSchema = /* @__PURE__ */ z.strictObject({
  name: requiredText(100),
  strategy: z.enum(YALEO_STRATEGIES),
  recencyWeight: weight(),
  popularityWeight: weight(),
  contextualWeight: weight(),
  /** Articles older than this many days before the site's newest are left out; null: none. */
  maxAgeDays: z.nullable(z.int().check(z.gte(1), z.lte(3650))),
  sameLanguage: z.boolean(),
  active: z._default(z.boolean(), true),
});
export type YaleoAlgorithmWrite = z.input<typeof yaleoAlgorithmWriteSchema>;

export const yaleoAlgorithmSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  name: z.string(),
  strategy: z.enum(YALEO_STRATEGIES),
  recencyWeight: weight(),
  popularityWeight: weight(),
  contextualWeight: weight(),
  maxAgeDays: z.nullable(z.int()),
  sameLanguage: z.boolean(),
  /** Placements and feeds that use it. */
  usedBy: countInt(),
  ...stamps(),
});
export type YaleoAlgorithm = z.infer<typeof yaleoAlgorithmSchema>;

export const yaleoAlgorithmEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${SERVICE}/algorithms`,
  noun: 'algorithm',
  item: yaleoAlgorithmSchema,
  write: yaleoAlgorithmWriteSchema,
  filters: namedRecordFilters(),
  bulkActions: ACTIVE_BULK_ACTIONS,
});

// --- Placements v1 and v2, the BTA feed ---

const placementShared = () => ({
  name: requiredText(100),
  domainId: idSchema,
  algorithmId: idSchema,
  itemCount: itemCount(),
  active: z._default(z.boolean(), true),
});
const namedRefs = () => ({
  domain: z.string(),
  algorithm: z.string(),
});

export const yaleoPlacementWriteSchema = /* @__PURE__ */ z.strictObject({
  ...placementShared(),
  selector: requiredText(200),
  layout: z.enum(YALEO_LAYOUTS),
  heading: trimmedText(100),
});
export type YaleoPlacementWrite = z.input<typeof yaleoPlacementWriteSchema>;

export const yaleoPlacementSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  name: z.string(),
  domainId: positiveInt(),
  algorithmId: positiveInt(),
  itemCount: z.int(),
  selector: z.string(),
  layout: z.enum(YALEO_LAYOUTS),
  heading: z.string(),
  ...namedRefs(),
  ...stamps(),
});
export type YaleoPlacement = z.infer<typeof yaleoPlacementSchema>;

export const yaleoPlacementEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${SERVICE}/placements`,
  noun: 'placement',
  item: yaleoPlacementSchema,
  write: yaleoPlacementWriteSchema,
  filters: namedRecordFilters(),
  bulkActions: ACTIVE_BULK_ACTIONS,
});

export const yaleoPlacementV2WriteSchema = /* @__PURE__ */ z.strictObject({
  ...placementShared(),
  pathPattern: pathPrefix(),
  position: z.enum(YALEO_POSITIONS),
  sponsoredSlots: z.int().check(z.gte(0), z.lte(YALEO_MAX_ITEMS)),
  lazyLoad: z.boolean(),
});
export type YaleoPlacementV2Write = z.input<typeof yaleoPlacementV2WriteSchema>;

export const yaleoPlacementV2Schema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  name: z.string(),
  domainId: positiveInt(),
  algorithmId: positiveInt(),
  itemCount: z.int(),
  pathPattern: z.string(),
  position: z.enum(YALEO_POSITIONS),
  sponsoredSlots: z.int(),
  lazyLoad: z.boolean(),
  ...namedRefs(),
  ...stamps(),
});
export type YaleoPlacementV2 = z.infer<typeof yaleoPlacementV2Schema>;

export const yaleoPlacementV2Endpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${SERVICE}/placements-v2`,
  noun: 'placement',
  item: yaleoPlacementV2Schema,
  write: yaleoPlacementV2WriteSchema,
  filters: namedRecordFilters(),
  bulkActions: ACTIVE_BULK_ACTIONS,
});

export const yaleoFeedWriteSchema = /* @__PURE__ */ z.strictObject({
  name: requiredText(100),
  domainId: idSchema,
  algorithmId: idSchema,
  pageSize: z.int().check(z.gte(1), z.lte(50)),
  maxPages: z.int().check(z.gte(1), z.lte(20)),
  /** Every n-th item of the feed is a sponsored one; null: none. */
  sponsoredEvery: z.nullable(z.int().check(z.gte(2), z.lte(50))),
  active: z._default(z.boolean(), true),
});
export type YaleoFeedWrite = z.input<typeof yaleoFeedWriteSchema>;

export const yaleoFeedSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  name: z.string(),
  domainId: positiveInt(),
  algorithmId: positiveInt(),
  pageSize: z.int(),
  maxPages: z.int(),
  sponsoredEvery: z.nullable(z.int()),
  ...namedRefs(),
  ...stamps(),
});
export type YaleoFeed = z.infer<typeof yaleoFeedSchema>;

export const yaleoFeedEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${SERVICE}/bta-feeds`,
  noun: 'BTA feed',
  item: yaleoFeedSchema,
  write: yaleoFeedWriteSchema,
  filters: namedRecordFilters(),
  bulkActions: ACTIVE_BULK_ACTIONS,
});

// --- Recommendations, collected events, settings ---

export const yaleoRecommendationSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  title: z.string(),
  url: z.string(),
  imageUrl: z.nullable(z.string()),
  publishedAt: z.nullable(timestamp()),
  clicks: countInt(),
});
export type YaleoRecommendation = z.infer<typeof yaleoRecommendationSchema>;

export const yaleoEventSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  kind: z.enum(YALEO_EVENT_KINDS),
  articleId: positiveInt(),
  articleTitle: z.string(),
  placement: z.string(),
  pageUrl: z.string(),
  at: timestamp(),
});
export type YaleoEvent = z.infer<typeof yaleoEventSchema>;

const eventFilters = /* @__PURE__ */ z.strictObject({
  searchQuery: z.optional(trimmedText(100)),
  kind: z.optional(z.enum(YALEO_EVENT_KINDS)),
  sort: z._default(z.enum(['at']), 'at'),
  order: z._default(sortOrderSchema, 'DESC'),
});

export const yaleoEventEndpoints = /* @__PURE__ */ readOnlyResourceEndpoints({
  path: `${SERVICE}/events`,
  noun: 'collected event',
  item: yaleoEventSchema,
  filters: eventFilters,
});

export const yaleoSettingsWriteSchema = /* @__PURE__ */ z.strictObject({
  /** Recommend articles still waiting for the admin's approval too. */
  recommendPending: z.boolean(),
  maxArticleAgeDays: z.nullable(z.int().check(z.gte(1), z.lte(3650))),
  excludedPaths: z.array(pathPrefix()).check(z.maxLength(50)),
  languages: z.array(z.enum(ARTICLE_LANGUAGES)).check(z.maxLength(4)),
  openInNewTab: z.boolean(),
  utmSource: trimmedText(40),
  version: versionSchema,
});
export type YaleoSettingsWrite = z.input<typeof yaleoSettingsWriteSchema>;

export const yaleoSettingsSchema = /* @__PURE__ */ z.object({
  recommendPending: z.boolean(),
  maxArticleAgeDays: z.nullable(z.int()),
  excludedPaths: z.array(z.string()),
  languages: z.array(z.enum(ARTICLE_LANGUAGES)),
  openInNewTab: z.boolean(),
  utmSource: z.string(),
  version: versionSchema,
  updatedAt: z.nullable(timestamp()),
});
export type YaleoSettings = z.infer<typeof yaleoSettingsSchema>;

export const yaleoEndpoints = {
  recommendations: /* @__PURE__ */ endpoint({
    method: 'POST',
    path: `${SERVICE}/recommendations/preview`,
    summary: 'The articles an algorithm recommends on a domain now (a placement or feed preview)',
    body: z.strictObject({
      domainId: idSchema,
      algorithmId: idSchema,
      limit: z.int().check(z.gte(1), z.lte(YALEO_MAX_ITEMS * 20)),
      /** The article the recommendations are shown under (contextual strategies). */
      contextUrl: z.optional(text(2000)),
    }),
    response: z.object({ items: z.array(yaleoRecommendationSchema) }),
  }),
  eventSummary: /* @__PURE__ */ endpoint({
    method: 'GET',
    path: `${SERVICE}/events/summary`,
    summary: 'Collected events per kind and the most clicked articles',
    response: z.object({
      kinds: z.object({ IMPRESSION: countInt(), VIEW: countInt(), CLICK: countInt() }),
      articles: z.array(
        z.object({
          id: positiveInt(),
          title: z.string(),
          impressions: countInt(),
          clicks: countInt(),
        }),
      ),
      from: z.nullable(timestamp()),
      to: z.nullable(timestamp()),
    }),
  }),
  settings: /* @__PURE__ */ endpoint({
    method: 'GET',
    path: `${SERVICE}/settings`,
    summary: "The company's Yaleo settings (the defaults until saved)",
    response: yaleoSettingsSchema,
  }),
  saveSettings: /* @__PURE__ */ endpoint({
    method: 'PUT',
    path: `${SERVICE}/settings`,
    summary: "Change the company's Yaleo settings; a stale version answers 412",
    body: yaleoSettingsWriteSchema,
    response: yaleoSettingsSchema,
  }),
  /** The crawler configurations and algorithms the forms choose from. */
  choices: /* @__PURE__ */ endpoint({
    method: 'GET',
    path: `${SERVICE}/choices`,
    summary: 'The active domains and algorithms a placement or feed may name',
    response: z.object({
      domains: z.array(z.object({ id: positiveInt(), name: z.string() })),
      algorithms: z.array(z.object({ id: positiveInt(), name: z.string() })),
    }),
  }),
};
