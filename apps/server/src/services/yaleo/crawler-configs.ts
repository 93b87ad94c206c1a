import {
  type CrawlerConfig,
  crawlerConfigEndpoints,
  yaleoCrawlEndpoints,
} from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { activeUnless, caseless, contains } from '../../kit/list.ts';
import { activeBulk } from '../../kit/named.ts';
import { type RowOf, registerResource } from '../../kit/resource.ts';
import type { ServiceContext } from '../context.ts';
import {
  crawlFacts,
  crawlPagesOf,
  crawlRunsOf,
  domainOf,
  startCrawl,
  startUrlFree,
} from '../semantiq/domains.ts';
import { auditChange } from '../settings/audit.ts';
import { yaleoAccess } from './access.ts';

// Yaleo's crawler configuration (issue 42; DOMAIN §8 CrawlerConfig): what the Semantiq crawler
// reads of a publisher's site, its start URL and path rules (include / exclude), on the same
// domain rows and the same crawl job as Semantiq's domains: one crawler, one queue of crawled
// articles for the admin's approval. A change writes its history (CRAWLER_SETTINGS, spec 2) in
// the same transaction.

export const CRAWLER_AUDIT = 'CRAWLER_SETTINGS';

async function configItems(db: Db, rows: RowOf<'semantiqDomain'>[]): Promise<CrawlerConfig[]> {
  const factsOf = await crawlFacts(db, rows);
  if (!factsOf) return [];
  return rows.map((row) => ({
    id: row.id,
    name: row.domain,
    startUrl: row.startUrl,
    pathRules: row.pathRules,
    crawlStatus: row.crawlStatus as CrawlerConfig['crawlStatus'],
    ...factsOf(row.id),
    lastCrawledAt: row.lastCrawledAt?.toISOString() ?? null,
    active: row.active,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
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
    check: startUrlFree,
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

  registerEndpoint(app, yaleoCrawlEndpoints.runs, yaleoAccess, ({ params, scope }) =>
    crawlRunsOf(scope, params.id),
  );

  registerEndpoint(app, yaleoCrawlEndpoints.pages, yaleoAccess, ({ params, query, scope }) =>
    crawlPagesOf(scope, params.id, query.outcome),
  );
}
