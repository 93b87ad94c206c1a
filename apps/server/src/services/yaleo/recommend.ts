import type { YaleoRecommendation } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Scope } from '../../kit/scope.ts';
import { normalUrl } from '../semantiq/crawler.ts';

// The recommendation engine (issue 42; DOMAIN §8 AlgorithmConfig): the articles of a crawled
// domain ranked by an algorithm. Three signals, each between 0 and 1:
// - recency: exp(-age / 7 days), the age counted from the domain's newest article (the site's
//   "now", so a ranking never depends on the day it is computed);
// - popularity: ln(1 + clicks) / ln(1 + the domain's most clicks), clicks the collected events;
// - contextual: the share of the context article's IAB categories the article shares.
// RECENCY, POPULARITY and CONTEXTUAL use their signal alone (recency breaks ties), MIX the
// algorithm's weights. Only approved articles (and waiting ones when the settings say so).

export interface Ranking {
  strategy: string;
  recencyWeight: number;
  popularityWeight: number;
  contextualWeight: number;
  maxAgeDays: number | null;
  sameLanguage: boolean;
}

export interface RecommendationRules {
  recommendPending: boolean;
  maxArticleAgeDays: number | null;
  excludedPaths: readonly string[];
  languages: readonly string[];
}

/** The weights of recency, popularity and context a strategy ranks by. */
export function weightsOf(ranking: Ranking): [number, number, number] {
  switch (ranking.strategy) {
    case 'RECENCY':
      return [1, 0, 0];
    case 'POPULARITY':
      return [0.001, 1, 0];
    case 'CONTEXTUAL':
      return [0.001, 0, 1];
    default:
      return [ranking.recencyWeight, ranking.popularityWeight, ranking.contextualWeight];
  }
}

/** The smaller of two optional limits. */
const least = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.min(a, b);

export async function recommend(
  scope: Scope,
  input: {
    domainId: number;
    ranking: Ranking;
    rules: RecommendationRules;
    limit: number;
    contextUrl?: string | undefined;
  },
): Promise<YaleoRecommendation[]> {
  const { domainId, ranking, rules, limit } = input;
  const context = input.contextUrl
    ? await scope
        .rows('crawledArticle')
        .where('domainId', '=', domainId)
        .where('url', '=', safeNormalUrl(input.contextUrl))
        .select(['id', 'categories', 'language'])
        .executeTakeFirst()
    : undefined;
  const statuses = rules.recommendPending ? ['APPROVED', 'PENDING_APPROVAL'] : ['APPROVED'];
  const site = await scope
    .rows('crawledArticle')
    .where('domainId', '=', domainId)
    .select(sql<Date | null>`max(coalesce(published_at, created_at))`.as('newest'))
    .executeTakeFirstOrThrow();
  const clicks = sql<number>`(select count(*) from yaleo_event e
    where ${scope.term('e')} and e.article_id = a.id and e.kind = 'CLICK')::integer`;
  const most = await scope
    .raw(
      sql<{ most: number | null }>`select max(n)::integer as most from (select count(*) as n
        from yaleo_event e join crawled_article a on a.id = e.article_id
        where ${scope.term('e')} and a.domain_id = ${domainId} and e.kind = 'CLICK'
        group by e.article_id) counted`,
    )
    .then(({ rows }) => rows[0]?.most ?? 0);
  const [recency, popularity, contextual] = weightsOf(ranking);
  const newest = site.newest ?? new Date(0);
  const age = sql<number>`extract(epoch from (${newest}::timestamptz - coalesce(a.published_at, a.created_at))) / 86400`;
  const shared = context
    ? sql<number>`cardinality(array(select unnest(a.categories) intersect select unnest(${sql.val(context.categories)}::text[])))::float / ${Math.max(1, context.categories.length)}`
    : sql<number>`0`;
  const score = sql<number>`(${recency} * exp(-greatest(${age}, 0) / 7)
    + ${popularity} * ln(1 + ${clicks}) / ln(2 + ${most})
    + ${contextual} * ${shared})`;
  let rows = scope
    .rows('crawledArticle as a')
    .where('a.domainId', '=', domainId)
    .where('a.status', 'in', statuses);
  const maxAge = least(ranking.maxAgeDays, rules.maxArticleAgeDays);
  if (maxAge !== null) rows = rows.where(sql<boolean>`${age} <= ${maxAge}`);
  if (context) rows = rows.where('a.id', '!=', context.id);
  if (context && ranking.sameLanguage) rows = rows.where('a.language', '=', context.language);
  if (rules.languages.length > 0) rows = rows.where('a.language', 'in', [...rules.languages]);
  for (const prefix of rules.excludedPaths)
    rows = rows.where(
      sql<boolean>`position(${prefix} in substring(a.url from '^https?://[^/]+(/.*)$')) <> 1`,
    );
  const found = await rows
    .select([
      'a.id',
      'a.title',
      'a.url',
      'a.imageUrl',
      'a.publishedAt',
      clicks.as('clicks'),
      score.as('score'),
    ])
    .orderBy(sql`score`, 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return found.map((row) => ({
    id: row.id,
    title: row.title,
    url: row.url,
    imageUrl: row.imageUrl,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    clicks: Number(row.clicks),
  }));
}

/** A typed address as the crawler stores it; a text that is no URL finds nothing. */
function safeNormalUrl(url: string): string {
  try {
    return normalUrl(url);
  } catch {
    return url;
  }
}
