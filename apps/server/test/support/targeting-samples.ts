import type { InjectOptions } from 'fastify';
import type { Db } from '../../src/db/database.ts';
import { alsoAllowCrawlerTargets } from '../../src/services/semantiq/crawler-guard.ts';
import { demoArticles } from '../../src/services/semantiq/demo-site.ts';

// The access walk's samples of targeting and Semantiq (issue 42): every route of ws-targeting
// and ws-semantiq and the demo publisher site, each on records of the caller's company made for
// the request.

export interface Context {
  caller: { companyId?: number };
  method: string;
  db: Db;
}

let walkNumber = 0;

export const companyOf = async ({ caller, db }: Context) =>
  caller.companyId ??
  (await db.selectFrom('company').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

const keyBody = () => ({
  name: `walk${++walkNumber}x${Date.now() % 100000}`,
  displayName: 'Walk key',
  keyType: 'FREEFORM',
  reportable: false,
  values: ['a', 'b'],
});
const configBody = () => ({
  name: `Walk config ${++walkNumber} ${Date.now()}`,
  websiteId: null,
  rules: [{ pathPattern: '/sport/**', key: 'rubrik', mode: 'STATIC', values: ['sport'] }],
  defaultValues: [],
});
const audienceBody = () => ({
  name: `Walk audience ${++walkNumber} ${Date.now()}`,
  categories: ['483'],
  keywords: ['ski'],
  languages: ['de'],
  threshold: 1,
  status: 'DRAFT',
  outputKey: 'semantiq',
  outputValue: 'walk',
});
// A domain no crawl can reach (the discard port): the walk's crawls end in errors at once. The
// crawler's SSRF guard refuses loopback unless allowed: the walk allows this one address.
alsoAllowCrawlerTargets(['127.0.0.1:9']);
export const domainBody = () => ({
  startUrl: `http://127.0.0.1:9/walk-${++walkNumber}-${Date.now()}/`,
});

const segmentBody = () => ({
  name: `Walk segment ${++walkNumber}`,
  code: `walk-${walkNumber}-${Date.now()}`,
  advertiserId: null,
  expireMinutes: 1440,
});
const visitorSegmentBody = (segmentId: number) => ({
  name: `Walk visitor segment ${++walkNumber} ${Date.now()}`,
  segmentId,
  rules: [{ urlPattern: '/sport/', referrerPattern: '', minVisits: 1, lookbackDays: 30 }],
});
const semantiqConfigBody = () => ({
  name: `Walk config ${++walkNumber} ${Date.now()}`,
  tenantId: `walk-${walkNumber}-${Date.now()}`,
  domainIds: [],
  categoriesKey: 'iab',
  maxCategories: 3,
  keywordsKey: 'kw',
  maxKeywords: 5,
  languages: ['de'],
  refreshMinutes: 60,
});

/** A segment, visitor segment or Semantiq configuration of the caller's company. */
async function walkSegmentRow(
  context: Context,
  table: 'audienceSegment' | 'visitorSegment' | 'semantiqConfig',
) {
  const companyId = await companyOf(context);
  const insert = (into: typeof table, values: Record<string, unknown>) =>
    context.db
      .insertInto(into)
      .values({ companyId, ...values } as never)
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow() as Promise<{ id: number; version: number }>;
  if (table === 'semantiqConfig') return insert(table, semantiqConfigBody());
  const segment = await insert('audienceSegment', segmentBody());
  if (table === 'audienceSegment') return segment;
  const { rules, ...rest } = visitorSegmentBody(segment.id);
  return insert(table, { ...rest, rules: JSON.stringify(rules) });
}

/** A segment of the caller's company, for a visitor segment's body. */
const segmentOf = async (context: Context) => (await walkSegmentRow(context, 'audienceSegment')).id;

export async function walkRow(
  context: Context,
  table: 'targetingKey' | 'keywordConfig' | 'customAudience' | 'semantiqDomain',
) {
  const companyId = await companyOf(context);
  const values =
    table === 'targetingKey'
      ? { ...keyBody(), values: ['a'] }
      : table === 'keywordConfig'
        ? { name: configBody().name }
        : table === 'customAudience'
          ? { ...audienceBody() }
          : (() => {
              const { startUrl } = domainBody();
              return { startUrl, domain: startUrl.slice(7) };
            })();
  return context.db
    .insertInto(table)
    .values({ companyId, ...values } as never)
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow() as Promise<{ id: number; version: number }>;
}

export async function walkArticle(context: Context) {
  const domain = await walkRow(context, 'semantiqDomain');
  const companyId = await companyOf(context);
  return context.db
    .insertInto('crawledArticle')
    .values({
      companyId,
      domainId: domain.id,
      url: `https://walk.example.ch/${++walkNumber}-${Date.now()}`,
      title: 'Walk article',
      imageUrl: null,
      publishedAt: null,
      language: 'de',
      firstRunId: null,
    })
    .returning(['id', 'domainId'])
    .executeTakeFirstOrThrow();
}

export async function walkRun(context: Context) {
  const domain = await walkRow(context, 'semantiqDomain');
  const companyId = await companyOf(context);
  return context.db
    .insertInto('crawlRun')
    .values({ companyId, domainId: domain.id, startedByUserId: null, state: 'DONE' })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export type Sample = (context: Context) => Promise<InjectOptions> | InjectOptions;

/** The five routes of a kit resource: list and create, export, get and update, bulk. */
export function resourceSamples(
  path: string,
  body: (context: Context) => Record<string, unknown> | Promise<Record<string, unknown>>,
  row: (context: Context) => Promise<{ id: number; version: number }>,
  exportColumns: string,
): Record<string, Sample> {
  return {
    [path]: async (context) =>
      context.method === 'POST'
        ? { url: path, payload: await body(context) }
        : { url: `${path}?searchQuery=walk` },
    [`${path}/export`]: () => ({ url: `${path}/export?format=csv&columns=${exportColumns}` }),
    [`${path}/:id`]: async (context) => {
      const record = await row(context);
      return context.method === 'PUT'
        ? {
            url: `${path}/${record.id}`,
            payload: { ...(await body(context)), version: record.version },
          }
        : { url: `${path}/${record.id}` };
    },
    [`${path}/bulk/:action`]: async (context) => ({
      url: `${path}/bulk/deactivate`,
      payload: { ids: [(await row(context)).id], dryRun: true },
    }),
  };
}

const targeting = '/api/ws-targeting';
const semantiq = '/api/ws-semantiq';

export const targetingSamples: Record<string, Sample> = {
  ...resourceSamples(`${targeting}/keys`, keyBody, (c) => walkRow(c, 'targetingKey'), 'name'),
  ...resourceSamples(
    `${targeting}/keyword-configs`,
    configBody,
    (c) => walkRow(c, 'keywordConfig'),
    'name',
  ),
  [`${targeting}/url-test`]: () => ({
    url: `${targeting}/url-test`,
    payload: {
      url: 'https://kontextnews.at/sport/1',
      rules: configBody().rules,
      defaultValues: [],
    },
  }),
  [`${targeting}/websites`]: () => ({ url: `${targeting}/websites` }),
  ...resourceSamples(
    `${targeting}/segments`,
    segmentBody,
    (c) => walkSegmentRow(c, 'audienceSegment'),
    'name',
  ),
  ...resourceSamples(
    `${targeting}/visitor-segments`,
    async (c) => visitorSegmentBody(await segmentOf(c)),
    (c) => walkSegmentRow(c, 'visitorSegment'),
    'name',
  ),
  ...resourceSamples(
    `${semantiq}/configs`,
    semantiqConfigBody,
    (c) => walkSegmentRow(c, 'semantiqConfig'),
    'name',
  ),
  [`${semantiq}/iab-audiences`]: () => ({ url: `${semantiq}/iab-audiences?section=INTEREST` }),
  [`${semantiq}/iab-audiences/counts`]: () => ({ url: `${semantiq}/iab-audiences/counts` }),
  [`${semantiq}/iab-audiences/bulk/:action`]: () => ({
    url: `${semantiq}/iab-audiences/bulk/enable`,
    payload: { ids: [607], dryRun: true },
  }),
  ...resourceSamples(
    `${semantiq}/custom-audiences`,
    audienceBody,
    (c) => walkRow(c, 'customAudience'),
    'name',
  ),
  [`${semantiq}/custom-audiences/preview`]: () => {
    const { categories, keywords, languages, threshold } = audienceBody();
    return {
      url: `${semantiq}/custom-audiences/preview`,
      payload: { categories, keywords, languages, threshold },
    };
  },
  ...resourceSamples(
    `${semantiq}/domains`,
    domainBody,
    (c) => walkRow(c, 'semantiqDomain'),
    'domain',
  ),
  [`${semantiq}/domains/:id/crawl`]: async (context) => ({
    url: `${semantiq}/domains/${(await walkRow(context, 'semantiqDomain')).id}/crawl`,
  }),
  [`${semantiq}/domains/:id/runs`]: async (context) => ({
    url: `${semantiq}/domains/${(await walkRow(context, 'semantiqDomain')).id}/runs`,
  }),
  [`${semantiq}/crawl-runs/:id/pages`]: async (context) => ({
    url: `${semantiq}/crawl-runs/${(await walkRun(context)).id}/pages`,
  }),
  [`${semantiq}/articles`]: () => ({ url: `${semantiq}/articles?searchQuery=walk` }),
  [`${semantiq}/articles/:id`]: async (context) => ({
    url: `${semantiq}/articles/${(await walkArticle(context)).id}`,
  }),
  [`${semantiq}/crawler-articles`]: () => ({
    url: `${semantiq}/crawler-articles?status=PENDING_APPROVAL`,
  }),
  [`${semantiq}/crawler-articles/counts`]: () => ({ url: `${semantiq}/crawler-articles/counts` }),
  [`${semantiq}/crawler-articles/:id`]: async (context) => ({
    url: `${semantiq}/crawler-articles/${(await walkArticle(context)).id}`,
  }),
  [`${semantiq}/crawler-articles/bulk/:action`]: async (context) => ({
    url: `${semantiq}/crawler-articles/bulk/approve`,
    payload: { ids: [(await walkArticle(context)).id], dryRun: true },
  }),
  [`${semantiq}/iab-categories`]: () => ({ url: `${semantiq}/iab-categories` }),
  [`${semantiq}/dashboard`]: () => ({ url: `${semantiq}/dashboard` }),
  '/robots.txt': () => ({ url: '/robots.txt' }),
  '/demo-verlag/': () => ({ url: '/demo-verlag/' }),
  '/demo-verlag/sitemap.xml': () => ({ url: '/demo-verlag/sitemap.xml' }),
  '/demo-verlag/sitemap-de.xml': () => ({ url: '/demo-verlag/sitemap-de.xml' }),
  '/demo-verlag/sitemap-fr.xml': () => ({ url: '/demo-verlag/sitemap-fr.xml' }),
  '/demo-verlag/intern/:page': () => ({ url: '/demo-verlag/intern/de-planung-1' }),
  '/demo-verlag/:language/:section/:slug': () => ({ url: demoArticles()[0]?.path ?? '' }),
};
