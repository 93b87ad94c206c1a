import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { sortOrderSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { idSchema } from './paging.ts';
import { countInt, positiveInt, requiredText, text, timestamp, trimmedText } from './primitives.ts';
import {
  bulkRequestSchema,
  bulkResultSchema,
  countsEndpoint,
  idParamsSchema,
  queryFlag,
  readOnlyResourceEndpoints,
  resourceEndpoints,
  versionSchema,
} from './resource.ts';
import { ACTIVE_BULK_ACTIONS, keyName, keyValue, namedRecordFilters } from './targeting.ts';

// Semantiq (issue 42; spec 1 §2.12, DOMAIN §8, DOMAIN2 §6.2; the SEMANTIQ role): the domains a
// customer analyses, a polite crawl per domain as a background job with its per-page results,
// the crawled articles classified into the IAB Content Taxonomy 3.0, custom audiences built from
// categories and keywords, the dashboard; and the admin's approval of crawled articles.

const SERVICE = 'ws-semantiq';

export const CRAWL_STATUSES = ['PENDING', 'CRAWLING', 'OK', 'BLOCKED', 'FAILED'] as const;
export const CRAWL_RUN_STATES = ['RUNNING', 'DONE', 'FAILED'] as const;
/** What the crawler did with a page (DOMAIN2 §6.2's CrawlRun). */
export const CRAWL_PAGE_OUTCOMES = ['NEW', 'FETCHED', 'ROBOTS', 'NON_CANONICAL', 'ERROR'] as const;
export const ARTICLE_STATUSES = ['PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'HIDDEN'] as const;
export const AUDIENCE_STATUSES = ['DRAFT', 'ACTIVE', 'ARCHIVED'] as const;
export const ARTICLE_LANGUAGES = ['de', 'fr', 'it', 'en'] as const;

/** A website's address to crawl from: http or https, no credentials. */
export const startUrl = () =>
  requiredText(500).check(
    z.refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username;
      } catch {
        return false;
      }
    }, serverMessage('startUrlInvalid')),
  );

export const semantiqDomainWriteSchema = /* @__PURE__ */ z.strictObject({
  startUrl: startUrl(),
  active: z._default(z.boolean(), true),
});
export type SemantiqDomainWrite = z.input<typeof semantiqDomainWriteSchema>;

export const crawlRunSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  domainId: positiveInt(),
  jobRunId: z.nullable(positiveInt()),
  state: z.enum(CRAWL_RUN_STATES),
  pagesPlanned: countInt(),
  pagesFetched: countInt(),
  skippedRobots: countInt(),
  skippedNonCanonical: countInt(),
  errors: countInt(),
  articlesNew: countInt(),
  crawlDelayMs: countInt(),
  startedAt: timestamp(),
  finishedAt: z.nullable(timestamp()),
});
export type CrawlRun = z.infer<typeof crawlRunSchema>;

export const semantiqDomainSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  /** The domain as people write it (the list kit names records by `name`). */
  name: z.string(),
  /** The site's own name (its pages' og:site_name), shown before the host; none before a crawl. */
  siteName: z.nullable(z.string()),
  domain: z.string(),
  startUrl: z.string(),
  crawlStatus: z.enum(CRAWL_STATUSES),
  pagesIndexed: countInt(),
  articles: countInt(),
  lastCrawledAt: z.nullable(timestamp()),
  lastRun: z.nullable(crawlRunSchema),
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type SemantiqDomain = z.infer<typeof semantiqDomainSchema>;

export const semantiqDomainEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${SERVICE}/domains`,
  noun: 'domain',
  item: semantiqDomainSchema,
  write: semantiqDomainWriteSchema,
  filters: /* @__PURE__ */ z.strictObject({
    searchQuery: z.optional(trimmedText(100)),
    includeInactive: queryFlag(),
    sort: z._default(z.enum(['domain', 'lastCrawledAt']), 'domain'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: ACTIVE_BULK_ACTIONS,
});

export const crawlPageSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  url: z.string(),
  outcome: z.enum(CRAWL_PAGE_OUTCOMES),
  httpStatus: z.nullable(z.int()),
  detail: z.nullable(z.string()),
  at: timestamp(),
});
export type CrawlPage = z.infer<typeof crawlPageSchema>;

/**
 * The calls of a crawl: start one on a site, its runs, a run's per-page results; under a
 * service's paths (Semantiq's domains, Yaleo's crawler configurations: one crawler).
 */
export const crawlCalls = <const Sites extends string, const Runs extends string>(
  sites: Sites,
  runs: Runs,
) => ({
  start: endpoint({
    method: 'POST',
    path: `${sites}/{id}/crawl`,
    summary: 'Start a crawl of a domain as a background job',
    params: idParamsSchema,
    response: z.object({ jobId: positiveInt(), run: crawlRunSchema }),
  }),
  runs: endpoint({
    method: 'GET',
    path: `${sites}/{id}/runs`,
    summary: 'The crawls of a domain, newest first (the last 20)',
    params: idParamsSchema,
    response: z.object({ items: z.array(crawlRunSchema) }),
  }),
  pages: endpoint({
    method: 'GET',
    path: `${runs}/{id}/pages`,
    summary: "A crawl's per-page results, by outcome",
    params: idParamsSchema,
    query: z.strictObject({ outcome: z.optional(z.enum(CRAWL_PAGE_OUTCOMES)) }),
    response: z.object({
      run: crawlRunSchema,
      items: z.array(crawlPageSchema),
      counts: z.record(z.string(), countInt()),
    }),
  }),
});

export const crawlEndpoints = /* @__PURE__ */ crawlCalls(
  `${SERVICE}/domains`,
  `${SERVICE}/crawl-runs`,
);

// --- Articles and the IAB Content Taxonomy ---

export const iabCategorySchema = /* @__PURE__ */ z.object({
  id: z.string(),
  parentId: z.nullable(z.string()),
  name: z.string(),
  tier: z.int(),
});
export type IabCategory = z.infer<typeof iabCategorySchema>;

export const articleSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  companyName: z.string(),
  domainId: positiveInt(),
  domain: z.string(),
  /** The domain's site name (og:site_name), shown before the host. */
  siteName: z.nullable(z.string()),
  url: z.string(),
  title: z.string(),
  imageUrl: z.nullable(z.string()),
  publishedAt: z.nullable(timestamp()),
  language: z.string(),
  excerpt: z.string(),
  wordCount: countInt(),
  categories: z.array(iabCategorySchema),
  keywords: z.array(z.string()),
  status: z.enum(ARTICLE_STATUSES),
  version: versionSchema,
  createdAt: timestamp(),
});
export type Article = z.infer<typeof articleSchema>;

const articleFilters = /* @__PURE__ */ z.strictObject({
  searchQuery: z.optional(trimmedText(100)),
  domainId: z.optional(idSchema),
  category: z.optional(text(20)),
  status: z.optional(z.enum(ARTICLE_STATUSES)),
  sort: z._default(z.enum(['createdAt', 'publishedAt', 'title']), 'createdAt'),
  order: z._default(sortOrderSchema, 'DESC'),
});

export const articleEndpoints = /* @__PURE__ */ readOnlyResourceEndpoints({
  path: `${SERVICE}/articles`,
  noun: 'article',
  item: articleSchema,
  filters: articleFilters,
});

/** The admin's queue of crawled articles (spec 3 §2.3: crawler-articles, ADMIN only). */
export const crawlerArticleEndpoints = {
  ...readOnlyResourceEndpoints({
    path: `${SERVICE}/crawler-articles`,
    noun: 'crawled article',
    item: articleSchema,
    filters: articleFilters,
  }),
  counts: /* @__PURE__ */ countsEndpoint({
    path: `${SERVICE}/crawler-articles`,
    noun: 'crawled article',
    filters: articleFilters,
    by: 'status',
  }),
  bulk: /* @__PURE__ */ endpoint({
    method: 'POST',
    path: `${SERVICE}/crawler-articles/bulk/{action}`,
    summary: 'Approve, reject or hide crawled articles, or the dry run',
    params: z.strictObject({ action: z.enum(['approve', 'reject', 'hide']) }),
    body: bulkRequestSchema,
    response: bulkResultSchema,
  }),
};

export const ARTICLE_BULK_ACTIONS = ['approve', 'reject', 'hide'] as const;

// --- Custom audiences ---

const audienceKeyword = () => requiredText(60);

export const customAudienceWriteSchema = /* @__PURE__ */ z.strictObject({
  name: requiredText(100),
  categories: z.array(text(20)).check(z.maxLength(50)),
  keywords: z.array(audienceKeyword()).check(z.maxLength(100)),
  languages: z.array(z.enum(ARTICLE_LANGUAGES)).check(z.maxLength(4)),
  /** How many of the seeds (categories and keywords) an article must match. */
  threshold: z.int().check(z.gte(1), z.lte(10)),
  status: z.enum(AUDIENCE_STATUSES),
  outputKey: keyName(),
  outputValue: keyValue(),
  active: z._default(z.boolean(), true),
});
export type CustomAudienceWrite = z.input<typeof customAudienceWriteSchema>;

export const customAudienceSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  name: z.string(),
  categories: z.array(z.string()),
  keywords: z.array(z.string()),
  languages: z.array(z.enum(ARTICLE_LANGUAGES)),
  threshold: z.int(),
  status: z.enum(AUDIENCE_STATUSES),
  outputKey: z.string(),
  outputValue: z.string(),
  /** The approved and waiting articles the audience matches now. */
  reach: countInt(),
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type CustomAudience = z.infer<typeof customAudienceSchema>;

export const customAudienceEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${SERVICE}/custom-audiences`,
  noun: 'custom audience',
  item: customAudienceSchema,
  write: customAudienceWriteSchema,
  filters: namedRecordFilters(),
  bulkActions: ACTIVE_BULK_ACTIONS,
});

export const audiencePreviewSchema = /* @__PURE__ */ z.object({
  reach: countInt(),
  samples: z.array(
    z.object({ id: positiveInt(), title: z.string(), url: z.string(), score: countInt() }),
  ),
});
export type AudiencePreview = z.infer<typeof audiencePreviewSchema>;

export const semantiqEndpoints = {
  categories: /* @__PURE__ */ endpoint({
    method: 'GET',
    path: `${SERVICE}/iab-categories`,
    summary: 'The IAB Content Taxonomy 3.0 categories the classifier knows',
    response: z.object({ version: z.string(), items: z.array(iabCategorySchema) }),
  }),
  previewAudience: /* @__PURE__ */ endpoint({
    method: 'POST',
    path: `${SERVICE}/custom-audiences/preview`,
    summary: "An audience's reach and sample matching pages before it is saved",
    body: z.strictObject({
      categories: z.array(text(20)).check(z.maxLength(50)),
      keywords: z.array(audienceKeyword()).check(z.maxLength(100)),
      languages: z.array(z.enum(ARTICLE_LANGUAGES)).check(z.maxLength(4)),
      threshold: z.int().check(z.gte(1), z.lte(10)),
    }),
    response: audiencePreviewSchema,
  }),
  dashboard: /* @__PURE__ */ endpoint({
    method: 'GET',
    path: `${SERVICE}/dashboard`,
    summary: 'Coverage per domain, articles per category and per week',
    response: z.object({
      domains: z.array(
        z.object({
          id: positiveInt(),
          domain: z.string(),
          siteName: z.nullable(z.string()),
          crawlStatus: z.enum(CRAWL_STATUSES),
          pagesIndexed: countInt(),
          articles: countInt(),
          classified: countInt(),
          lastCrawledAt: z.nullable(timestamp()),
        }),
      ),
      categories: z.array(z.object({ id: z.string(), name: z.string(), articles: countInt() })),
      weeks: z.array(z.object({ week: z.string(), articles: countInt() })),
    }),
  }),
};
