import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import type { PathRuleRow } from '../../db/schema-targeting.ts';
import type { JobContext, JobKind } from '../../jobs/queue.ts';
import { scopeOf } from '../../kit/scope.ts';
import { classify } from './classify.ts';
import {
  extractPage,
  fetchPage,
  normalUrl,
  plannedPages,
  type SiteRules,
  siteRules,
} from './crawler.ts';
import { crawlRefusal } from './crawler-guard.ts';

// A crawl of a Semantiq domain as a background job (issue 42): the plan reads robots.txt and the
// sitemaps and makes one item per page; each item is done once, in the transaction that records
// its page (NEW, FETCHED, ROBOTS, NON_CANONICAL or ERROR) and its article, so a retry after a
// crash goes on where the crawl stopped. A page robots.txt disallows is never requested. The
// last page done ends the run and counts the domain's articles. New articles wait for the
// admin's approval (the crawler-articles queue).

export const CRAWL_JOB = 'semantiq.crawl';

export interface CrawlParameters {
  companyId: number;
  domainId: number;
  runId: number;
}

/** A run's robots rules, kept while its job runs on this server (read again after a restart). */
const rulesOfRun = new Map<number, SiteRules>();

/** The run's rules: kept, else read again from the domain's robots.txt. */
async function rulesFor(db: Db, parameters: CrawlParameters): Promise<SiteRules> {
  const known = rulesOfRun.get(parameters.runId);
  if (known) return known;
  const domain = await domainOf(db, parameters);
  const rules = await siteRules(domain.startUrl);
  rulesOfRun.set(parameters.runId, rules);
  return rules;
}

async function domainOf(db: Db, parameters: CrawlParameters) {
  return scopeOf(db, parameters.companyId)
    .byId('semantiqDomain', parameters.domainId)
    .select(['id', 'startUrl', 'pathRules'])
    .executeTakeFirstOrThrow();
}

/**
 * Whether a crawler configuration's path rules (Yaleo, migration 0058) keep a page: with include
 * rules only the pages under one of them, and never one under an exclude rule.
 */
export function keptByPathRules(url: string, rules: readonly PathRuleRow[]): boolean {
  const { pathname } = new URL(url);
  const under = (mode: PathRuleRow['mode']) =>
    rules.some((rule) => rule.mode === mode && pathname.startsWith(rule.prefix));
  const includes = rules.some((rule) => rule.mode === 'INCLUDE');
  return (!includes || under('INCLUDE')) && !under('EXCLUDE');
}

async function plan(context: JobContext) {
  const parameters = context.parameters as unknown as CrawlParameters;
  const scope = scopeOf(context.db, parameters.companyId);
  const domain = await domainOf(context.db, parameters);
  // The SSRF guard before anything is asked: a private address (crawler-guard.ts) ends the crawl.
  const refusal = await crawlRefusal(domain.startUrl);
  const rules = refusal ? undefined : await rulesFor(context.db, parameters);
  if (rules) await context.log('INFO', `robots.txt read: crawl delay ${rules.delayMs} ms`);
  if (!rules || !rules.isAllowed(domain.startUrl)) {
    await context.log(
      'WARN',
      refusal ?? `robots.txt disallows ${domain.startUrl}: nothing crawled`,
    );
    await scope
      .update('crawlRun')
      .set({ state: 'DONE', crawlDelayMs: rules?.delayMs ?? 0, finishedAt: new Date() })
      .where('id', '=', parameters.runId)
      .execute();
    await scope
      .update('semantiqDomain')
      .set({ crawlStatus: 'BLOCKED', lastCrawledAt: new Date() })
      .where('id', '=', domain.id)
      .execute();
    return [];
  }
  const pages = (await plannedPages(domain.startUrl, rules)).filter((url) =>
    keptByPathRules(url, domain.pathRules),
  );
  await scope
    .update('crawlRun')
    .set({ pagesPlanned: pages.length, crawlDelayMs: rules.delayMs })
    .where('id', '=', parameters.runId)
    .execute();
  if (pages.length === 0) await finishRun(context.db, parameters);
  return pages.map((url) => ({ key: url, label: url }));
}

type Outcome = 'NEW' | 'FETCHED' | 'ROBOTS' | 'NON_CANONICAL' | 'ERROR';
const counterOf: Record<Outcome, string> = {
  NEW: 'pages_fetched',
  FETCHED: 'pages_fetched',
  ROBOTS: 'skipped_robots',
  NON_CANONICAL: 'skipped_non_canonical',
  ERROR: 'errors',
};

async function crawlPage(
  trx: Transaction<Schema>,
  url: string,
  context: JobContext,
): Promise<string> {
  const parameters = context.parameters as unknown as CrawlParameters;
  const scope = scopeOf(trx, parameters.companyId);
  const rules = await rulesFor(trx, parameters);
  const record = async (
    outcome: Outcome,
    detail: string | null,
    httpStatus: number | null = null,
  ) => {
    await scope
      .insert('crawlPage', { runId: parameters.runId, url, outcome, detail, httpStatus }, trx)
      .onConflict((conflict) => conflict.columns(['runId', 'url']).doNothing())
      .execute();
    // The run's counters and, in the same statement, whether this was its last page.
    const { rows } = await scope.raw(
      sql<{ done: number; planned: number }>`update crawl_run set
        ${sql.ref(counterOf[outcome])} = ${sql.ref(counterOf[outcome])} + 1,
        articles_new = articles_new + ${outcome === 'NEW' ? 1 : 0}
        where id = ${parameters.runId} and ${scope.term('crawl_run')}
        returning pages_fetched + skipped_robots + skipped_non_canonical + errors as done,
          pages_planned as planned`,
      trx,
    );
    const [counts] = rows;
    if (counts && counts.done >= counts.planned) await finishRun(trx, parameters);
    return `${outcome}${detail ? `: ${detail}` : ''}`;
  };

  // robots.txt first: a disallowed page is never requested (DOMAIN2 §6.3 check 2).
  if (!rules.isAllowed(url)) return await record('ROBOTS', 'robots');
  const page = await fetchPage(url, rules.delayMs);
  if (!page.ok) return await record('ERROR', page.detail, page.status);
  const extracted = extractPage(page.html, page.url);
  if (extracted.canonical && extracted.canonical !== normalUrl(url)) {
    return await record('NON_CANONICAL', extracted.canonical, page.status);
  }
  // The site's name for the screens, from its first page that gives one (never overwritten).
  if (extracted.siteName)
    await scope
      .update('semantiqDomain', trx)
      .set({ siteName: extracted.siteName })
      .where('id', '=', parameters.domainId)
      .where('siteName', 'is', null)
      .execute();
  const { categories, keywords } = classify(extracted.title, extracted.body, extracted.language);
  const known = await scope
    .rows('crawledArticle', trx)
    .where('url', '=', normalUrl(url))
    .select('id')
    .executeTakeFirst();
  const facts = {
    title: extracted.title || normalUrl(url),
    imageUrl: extracted.imageUrl,
    publishedAt: extracted.publishedAt,
    language: extracted.language,
    excerpt: extracted.excerpt,
    wordCount: extracted.body ? extracted.body.split(' ').length : 0,
    categories,
    keywords,
  };
  if (known) {
    await scope
      .update('crawledArticle', trx)
      .set({ ...facts, updatedAt: new Date() })
      .where('id', '=', known.id)
      .execute();
    return await record('FETCHED', null, page.status);
  }
  await scope
    .insert(
      'crawledArticle',
      {
        ...facts,
        domainId: parameters.domainId,
        url: normalUrl(url),
        firstRunId: parameters.runId,
      },
      trx,
    )
    .execute();
  return await record('NEW', null, page.status);
}

async function finishRun(db: Db, parameters: CrawlParameters) {
  const scope = scopeOf(db, parameters.companyId);
  const run = await scope
    .byId('crawlRun', parameters.runId, db)
    .select(['pagesPlanned', 'errors'])
    .executeTakeFirstOrThrow();
  const { count } = await scope
    .rows('crawledArticle', db)
    .where('domainId', '=', parameters.domainId)
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  await scope
    .update('crawlRun', db)
    .set({ state: 'DONE', finishedAt: new Date() })
    .where('id', '=', parameters.runId)
    .execute();
  await scope
    .update('semantiqDomain', db)
    .set({
      crawlStatus: run.pagesPlanned > 0 && run.errors >= run.pagesPlanned ? 'FAILED' : 'OK',
      pagesIndexed: Number(count),
      lastCrawledAt: new Date(),
    })
    .where('id', '=', parameters.domainId)
    .execute();
  rulesOfRun.delete(parameters.runId);
}

export function crawlJob(): JobKind {
  return {
    kind: CRAWL_JOB,
    maxAttempts: 3,
    plan,
    runItem: (trx, key, context) => crawlPage(trx, key, context),
    onItemError: async (_key, error, context) => {
      await context.log('ERROR', error.message);
    },
  };
}
