import {
  type CrawlPage,
  type CrawlRun,
  crawlEndpoints,
  type SemantiqDomain,
  semantiqDomainEndpoints,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { activeUnless, caseless, contains } from '../../kit/list.ts';
import { activeBulk } from '../../kit/named.ts';
import { type RowOf, registerResource } from '../../kit/resource.ts';
import { actorScope, type Scope, scopeOf } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { semantiqAccess } from './access.ts';
import { CRAWL_JOB, type CrawlParameters, crawlJob } from './crawl-job.ts';
import { crawlRefusal } from './crawler-guard.ts';

// The domains a Semantiq customer analyses (issue 42; DOMAIN §8 Tenant.domains), a crawl per
// domain as a background job, its runs and their per-page results.

export const toCrawlRun = (row: RowOf<'crawlRun'>): CrawlRun => ({
  id: row.id,
  domainId: row.domainId,
  jobRunId: row.jobRunId,
  state: row.state as CrawlRun['state'],
  pagesPlanned: row.pagesPlanned,
  pagesFetched: row.pagesFetched,
  skippedRobots: row.skippedRobots,
  skippedNonCanonical: row.skippedNonCanonical,
  errors: row.errors,
  articlesNew: row.articlesNew,
  crawlDelayMs: row.crawlDelayMs,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/**
 * What the crawls of a page of domains found, in two queries: each domain's articles (and how
 * many are approved) and its newest run. Semantiq's domains and Yaleo's crawler configurations.
 */
export async function crawlFacts(db: Db, rows: RowOf<'semantiqDomain'>[]) {
  const companyId = rows[0]?.companyId;
  if (companyId === undefined) return undefined;
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
  return (id: number) => {
    const counted = countOf.get(id);
    const run = runOf.get(id);
    return {
      articles: Number(counted?.count ?? 0),
      approved: Number(counted?.approved ?? 0),
      lastRun: run ? toCrawlRun(run) : null,
    };
  };
}

/** The articles and the newest run of a page of domains. */
async function domainItems(db: Db, rows: RowOf<'semantiqDomain'>[]): Promise<SemantiqDomain[]> {
  const factsOf = await crawlFacts(db, rows);
  if (!factsOf) return [];
  return rows.map((row) => {
    const { articles, lastRun } = factsOf(row.id);
    return {
      id: row.id,
      name: row.domain,
      siteName: row.siteName,
      domain: row.domain,
      startUrl: row.startUrl,
      crawlStatus: row.crawlStatus as SemantiqDomain['crawlStatus'],
      pagesIndexed: row.pagesIndexed,
      articles,
      lastCrawledAt: row.lastCrawledAt?.toISOString() ?? null,
      lastRun,
      active: row.active,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** The domain's name as people write it: the host without `www.`, and the path below it. */
export const domainOf = (startUrl: string) => {
  const url = new URL(startUrl);
  const path = url.pathname.replace(/\/$/, '');
  return `${url.host.replace(/^www\./, '')}${path}`;
};

/** A start URL the company crawls once: a second domain (or configuration) of it is refused. */
export async function startUrlFree(
  trx: Transaction<Schema>,
  {
    actor,
    before,
    body,
  }: { actor: Actor; before: { id: number } | undefined; body: { startUrl: string } },
) {
  const taken = await actorScope(trx, actor)
    .rows('semantiqDomain', trx)
    .where(sql<boolean>`lower(start_url) = ${body.startUrl.toLowerCase()}`)
    .where('id', '!=', before?.id ?? 0)
    .select('id')
    .executeTakeFirst();
  if (taken) throw new ValidationError({ startUrl: serverMessage('semantiqDomainTaken') }, []);
  // The SSRF guard says no at once, on the field, rather than at the crawl (Semantiq's domains
  // and Yaleo's crawler configurations alike).
  if (await crawlRefusal(body.startUrl))
    throw new ValidationError({ startUrl: serverMessage('startUrlPrivate') }, []);
}

export function registerDomains({ app, database, jobs }: ServiceContext): void {
  jobs.define(crawlJob());

  registerResource(app, database.db, {
    endpoints: semantiqDomainEndpoints,
    table: 'semantiqDomain',
    access: { read: semantiqAccess, write: semantiqAccess },
    toItems: (db, rows) => domainItems(db, rows),
    nameOf: (row) => row.domain,
    check: startUrlFree,
    toStored: (body) => ({
      startUrl: body.startUrl,
      domain: domainOf(body.startUrl),
      active: body.active,
    }),
    filters: { searchQuery: contains('domain'), includeInactive: activeUnless() },
    sort: { domain: caseless('domain'), lastCrawledAt: 'lastCrawledAt' },
    export: {
      title: 'semantiq.domains.title',
      columns: {
        domain: { header: 'semantiq.domains.columns.domain', value: (row) => row.domain },
        pagesIndexed: {
          header: 'semantiq.domains.columns.pagesIndexed',
          value: (row) => row.pagesIndexed,
        },
      },
    },
    bulk: activeBulk('domain'),
  });

  registerEndpoint(app, crawlEndpoints.start, semantiqAccess, ({ params, scope, actor }) =>
    startCrawl({ database, jobs }, scope, requireActor(actor).user.userId, params.id),
  );

  registerEndpoint(app, crawlEndpoints.runs, semantiqAccess, ({ params, scope }) =>
    crawlRunsOf(scope, params.id),
  );

  registerEndpoint(app, crawlEndpoints.pages, semantiqAccess, ({ params, query, scope }) =>
    crawlPagesOf(scope, params.id, query.outcome),
  );
}

/**
 * Starts a crawl of one of the scope's domains as a background job (Semantiq's domains and
 * Yaleo's crawler configurations: one crawler); a second crawl of a running domain is refused.
 */
export async function startCrawl(
  { database, jobs }: Pick<ServiceContext, 'database' | 'jobs'>,
  scope: Scope,
  userId: number,
  domainId: number,
) {
  return database.db.transaction().execute(async (trx) => {
    const domain = await scope
      .lockedRows('semantiqDomain', trx)
      .where('id', '=', domainId)
      .select(['id', 'companyId', 'active'])
      .executeTakeFirst();
    if (!domain) throw notFound('domain');
    const running = await scope
      .rows('crawlRun', trx)
      .where('domainId', '=', domain.id)
      .where('state', '=', 'RUNNING')
      .select('id')
      .executeTakeFirst();
    if (running) throw new ValidationError({}, [serverMessage('crawlAlreadyRunning')]);
    const run = await scope
      .insert('crawlRun', { domainId: domain.id, startedByUserId: userId }, trx)
      .returningAll()
      .executeTakeFirstOrThrow();
    const parameters: CrawlParameters = {
      companyId: domain.companyId,
      domainId: domain.id,
      runId: run.id,
    };
    const jobId = await jobs.enqueue(CRAWL_JOB, {
      trx,
      startedByUserId: userId,
      companyId: domain.companyId,
      parameters: { ...parameters },
    });
    if (!jobId) throw new ValidationError({}, [serverMessage('crawlAlreadyRunning')]);
    await scope.update('crawlRun', trx).set({ jobRunId: jobId }).where('id', '=', run.id).execute();
    await scope
      .update('semantiqDomain', trx)
      .set({ crawlStatus: 'CRAWLING' })
      .where('id', '=', domain.id)
      .execute();
    return { jobId, run: toCrawlRun({ ...run, jobRunId: jobId }) };
  });
}

/** The last 20 crawls of one of the scope's domains, newest first. */
export async function crawlRunsOf(scope: Scope, domainId: number) {
  const domain = await scope.byId('semantiqDomain', domainId).select('id').executeTakeFirst();
  if (!domain) throw notFound('domain');
  const runs = await scope
    .rows('crawlRun')
    .where('domainId', '=', domain.id)
    .selectAll()
    .orderBy('startedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return { items: runs.map(toCrawlRun) };
}

/** A crawl's per-page results (of the scope's runs), by outcome, with a count per outcome. */
export async function crawlPagesOf(
  scope: Scope,
  runId: number,
  outcome: CrawlPage['outcome'] | undefined,
) {
  const run = await scope.byId('crawlRun', runId).selectAll().executeTakeFirst();
  if (!run) throw notFound('crawl');
  let pages = scope.rows('crawlPage').where('runId', '=', run.id);
  if (outcome) pages = pages.where('outcome', '=', outcome);
  // What needs a look first: errors, then the pages skipped (robots, not canonical), then
  // the new and updated articles, each in the crawl's order.
  const items = await pages
    .select(['id', 'url', 'outcome', 'httpStatus', 'detail', 'at'])
    .orderBy(
      sql`case outcome when 'ERROR' then 0 when 'ROBOTS' then 1 when 'NON_CANONICAL' then 2
        when 'NEW' then 3 else 4 end`,
    )
    .orderBy('id')
    .limit(1000)
    .execute();
  const counts = await scope
    .rows('crawlPage')
    .where('runId', '=', run.id)
    .select(['outcome', sql<string>`count(*)`.as('count')])
    .groupBy('outcome')
    .execute();
  return {
    run: toCrawlRun(run),
    items: items.map((page) => ({
      ...page,
      outcome: page.outcome as CrawlPage['outcome'],
      at: page.at.toISOString(),
    })),
    counts: Object.fromEntries(counts.map((count) => [count.outcome, Number(count.count)])),
  };
}
