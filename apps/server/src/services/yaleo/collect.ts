import { type YaleoEvent, yaleoEndpoints, yaleoEventEndpoints } from '@adconsole/api/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { registerReadOnlyResource } from '../../kit/read-only.ts';
import type { RowOf } from '../../kit/resource.ts';
import type { ServiceContext } from '../context.ts';
import { yaleoAccess } from './access.ts';

// Collect (issue 42; "collect" is not explained anywhere public, DOMAIN §8): the events the
// Yaleo widget collects on the publisher's pages: an IMPRESSION when a recommendation is
// rendered, a VIEW when it scrolls into sight, a CLICK when it is opened. Clicks feed the
// popularity signal of the recommendations. The console lists them newest first and sums them
// up per kind and per article (the click-through rate is clicks per impression).

async function eventItems(db: Db, rows: RowOf<'yaleoEvent'>[]): Promise<YaleoEvent[]> {
  if (rows.length === 0) return [];
  const open = db as unknown as Transaction<Schema>;
  const articles = await open
    .selectFrom('crawledArticle')
    .where('id', 'in', [...new Set(rows.map((row) => row.articleId))])
    .select(['id', 'title'])
    .execute();
  const titleOf = new Map(articles.map((row) => [row.id, row.title]));
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as YaleoEvent['kind'],
    articleId: row.articleId,
    articleTitle: titleOf.get(row.articleId) ?? '',
    placement: row.placement,
    pageUrl: row.pageUrl,
    at: row.at.toISOString(),
  }));
}

export function registerCollect({ app, database }: ServiceContext): void {
  registerReadOnlyResource(app, database.db, {
    endpoints: yaleoEventEndpoints,
    table: 'yaleoEvent',
    access: yaleoAccess,
    toItems: eventItems,
    filters: {
      kind: (rows, kind) => rows.where('kind', '=', kind),
      searchQuery: (rows, text) =>
        rows.where(
          sql<boolean>`(lower(placement) like ${containsPattern(text.toLowerCase())}
            or lower(page_url) like ${containsPattern(text.toLowerCase())})`,
        ),
    },
    sort: { at: 'at' },
  });

  registerEndpoint(app, yaleoEndpoints.eventSummary, yaleoAccess, async ({ scope }) => {
    const kinds = await scope
      .rows('yaleoEvent')
      .select([
        'kind',
        sql<string>`count(*)`.as('count'),
        sql<Date>`min(at)`.as('from'),
        sql<Date>`max(at)`.as('to'),
      ])
      .groupBy('kind')
      .execute();
    const articles = await scope
      .rows('yaleoEvent as e')
      .innerJoin('crawledArticle as a', 'a.id', 'e.articleId')
      .select([
        'a.id',
        'a.title',
        sql<string>`count(*) filter (where e.kind = 'IMPRESSION')`.as('impressions'),
        sql<string>`count(*) filter (where e.kind = 'CLICK')`.as('clicks'),
      ])
      .groupBy(['a.id', 'a.title'])
      .orderBy(sql`count(*) filter (where e.kind = 'CLICK')`, 'desc')
      .orderBy('a.id')
      .limit(10)
      .execute();
    const countOf = (kind: string) => Number(kinds.find((row) => row.kind === kind)?.count ?? 0);
    const times = kinds.flatMap((row) => [row.from, row.to]).map((at) => new Date(at).getTime());
    return {
      kinds: { IMPRESSION: countOf('IMPRESSION'), VIEW: countOf('VIEW'), CLICK: countOf('CLICK') },
      articles: articles.map((row) => ({
        id: row.id,
        title: row.title,
        impressions: Number(row.impressions),
        clicks: Number(row.clicks),
      })),
      from: times.length ? new Date(Math.min(...times)).toISOString() : null,
      to: times.length ? new Date(Math.max(...times)).toISOString() : null,
    };
  });
}
