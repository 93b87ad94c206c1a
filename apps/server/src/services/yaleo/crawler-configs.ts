import {
  type CrawlerConfig,
  crawlerConfigEndpoints,
  serverMessage,
  yaleoCrawlEndpoints,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { activeUnless, caseless, contains } from '../../kit/list.ts';
import { activeBulk } from '../../kit/named.ts';
import { type RowOf, registerResource } from '../../kit/resource.ts';
import { actorScope, scopeOf } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { crawlPagesOf, domainOf, startCrawl, toCrawlRun } from '../semantiq/domains.ts';
import { auditChange } from '../settings/audit.ts';
import { yaleoAccess } from './access.ts';

// Yaleo's crawler configuration (issue 42; DOMAIN §8 CrawlerConfig): what the Semantiq crawler
// reads of a publisher's site, its start URL and path rules (include / exclude), on the same
// domain rows and the same crawl job as Semantiq's domains: one crawler, one queue of crawled
// articles for the admin's approval. A change writes its history (CRAWLER_SETTINGS, spec 2) in
// the same transaction.

export const CRAWLER_AUDIT = 'CRAWLER_SETTINGS';

async function configItems(db: Db, rows: RowOf<'semantiqDomain'>[]): Promise<CrawlerConfig[]> {
  const companyId = rows[0]?.companyId;
  if (companyId === undefined) return [];
  const scope = scopeOf(db, companyId);
  const ids = rows.map((row) => row.id);
  const articles = await scope
    .rows('crawledArticle')
    .where('domainId', 'in', ids)
    .select([
      'domainId',
      sql<string>`count(*)`.as('count'),
      sql<string>`count(*) filter (where status = 'APPROVED')`.as('approved'),
    ])
    .groupBy('domainId')
    .execute();
  const runs = await scope
    .rows('crawlRun')
    .where('domainId', 'in', ids)
    .distinctOn('domainId')
    .selectAll()
    .orderBy('domainId')
    .orderBy('startedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const countOf = new Map(articles.map((row) => [row.domainId, row]));
  const runOf = new Map(runs.map((run) => [run.domainId, run]));
  return rows.map((row) => {
    const run = runOf.get(row.id);
    const counted = countOf.get(row.id);
    return {
      id: row.id,
      name: row.domain,
      startUrl: row.startUrl,
      pathRules: row.pathRules,
      crawlStatus: row.crawlStatus as CrawlerConfig['crawlStatus'],
      articles: Number(counted?.count ?? 0),
      approved: Number(counted?.approved ?? 0),
      lastCrawledAt: row.lastCrawledAt?.toISOString() ?? null,
      lastRun: run ? toCrawlRun(run) : null,
      active: row.active,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

const audited = (row: RowOf<'semantiqDomain'>) => ({
  companyId: row.companyId,
  startUrl: row.startUrl,
  pathRules: row.pathRules,
  active: row.active,
});

export function registerCrawlerConfigs(context: ServiceContext): void {
  const { app, database } = context;
  registerResource(app, database.db, {
    endpoints: crawlerConfigEndpoints,
    table: 'semantiqDomain',
    access: { read: yaleoAccess, write: yaleoAccess },
    toItems: (db, rows) => configItems(db, rows),
    nameOf: (row) => row.domain,
    check: async (trx, { actor, before, body }) => {
      const taken = await actorScope(trx, actor)
        .rows('semantiqDomain', trx)
        .where(sql<boolean>`lower(start_url) = ${body.startUrl.toLowerCase()}`)
        .where('id', '!=', before?.id ?? 0)
        .select('id')
        .executeTakeFirst();
      if (taken) throw new ValidationError({ startUrl: serverMessage('semantiqDomainTaken') }, []);
    },
    toStored: (body) => ({
      startUrl: body.startUrl,
      domain: domainOf(body.startUrl),
      pathRules: JSON.stringify(body.pathRules),
      active: body.active,
    }),
    onChange: (trx, { actor, before, after }) =>
      auditChange(trx, {
        actor,
        entityType: CRAWLER_AUDIT,
        entityId: after.id,
        before: before && audited(before),
        after: audited(after),
      }),
    filters: { searchQuery: contains('domain'), includeInactive: activeUnless() },
    sort: { name: caseless('domain'), lastCrawledAt: 'lastCrawledAt' },
    export: {
      title: 'yaleo.crawler.title',
      columns: {
        name: { header: 'yaleo.crawler.columns.name', value: (row) => row.domain },
        startUrl: { header: 'yaleo.crawler.columns.startUrl', value: (row) => row.startUrl },
      },
    },
    bulk: activeBulk('crawler configuration'),
  });

  registerEndpoint(app, yaleoCrawlEndpoints.start, yaleoAccess, ({ params, scope, actor }) =>
    startCrawl(context, scope, requireActor(actor).user.userId, params.id),
  );

  registerEndpoint(app, yaleoCrawlEndpoints.pages, yaleoAccess, ({ params, query, scope }) =>
    crawlPagesOf(scope, params.id, query.outcome),
  );
}
