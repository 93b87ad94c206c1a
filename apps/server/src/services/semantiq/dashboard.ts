import { semantiqEndpoints } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { registerEndpoint } from '../../http/routes.ts';
import type { ServiceContext } from '../context.ts';
import { semantiqAccess } from './access.ts';
import { categoryName, categoryOf } from './iab-taxonomy.ts';

// The Semantiq dashboard (issue 42): coverage per domain (pages indexed, articles, how many of
// them classified), the articles per top-level IAB category, and the articles crawled per week
// over the last twelve weeks with articles (as a table: the chart component of the publishers'
// issue may take it over).

export function registerDashboard({ app }: ServiceContext): void {
  registerEndpoint(app, semantiqEndpoints.dashboard, semantiqAccess, async ({ scope }) => {
    const domains = await scope
      .rows('semantiqDomain as d')
      .where('d.active', '=', true)
      .select([
        'd.id',
        'd.domain',
        'd.siteName',
        'd.crawlStatus',
        'd.pagesIndexed',
        'd.lastCrawledAt',
        sql<string>`(select count(*) from crawled_article a where a.domain_id = d.id)`.as(
          'articles',
        ),
        sql<string>`(select count(*) from crawled_article a where a.domain_id = d.id and cardinality(a.categories) > 0)`.as(
          'classified',
        ),
      ])
      .orderBy(sql`lower(d.domain)`)
      .orderBy('d.id')
      .execute();
    const { rows: categories } = await scope.raw(
      sql<{ id: string; articles: string }>`select c.id, count(*) as articles
        from crawled_article a, unnest(a.categories) as c(id)
        where ${scope.term('a')} group by c.id`,
    );
    const weeks = await scope
      .rows('crawledArticle as a')
      .select([
        sql<string>`to_char(date_trunc('week', a.created_at), 'YYYY-MM-DD')`.as('week'),
        sql<string>`count(*)`.as('articles'),
      ])
      .groupBy(sql`1`)
      .orderBy(sql`1`, 'desc')
      .limit(12)
      .execute();
    return {
      domains: domains.map((row) => ({
        id: row.id,
        domain: row.domain,
        siteName: row.siteName,
        crawlStatus: row.crawlStatus as 'OK',
        pagesIndexed: row.pagesIndexed,
        articles: Number(row.articles),
        classified: Number(row.classified),
        lastCrawledAt: row.lastCrawledAt?.toISOString() ?? null,
      })),
      categories: categories
        .flatMap((row) => {
          const category = categoryOf(row.id);
          return category && category.parentId === null
            ? [
                {
                  id: row.id,
                  name: categoryName(row.id, scope.language),
                  articles: Number(row.articles),
                },
              ]
            : [];
        })
        .sort((a, b) => b.articles - a.articles || a.name.localeCompare(b.name)),
      weeks: weeks.map((row) => ({ week: row.week, articles: Number(row.articles) })),
    };
  });
}
