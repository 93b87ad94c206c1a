import {
  type Article,
  articleEndpoints,
  type BulkRowResult,
  crawlerArticleEndpoints,
} from '@adconsole/api/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { notFound } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { bulkSummary, notFoundRow, refused } from '../../kit/bulk.ts';
import { countsBy, filteredBy, pageOfRows, type RowFilter, type Rows } from '../../kit/list.ts';
import type { RowOf } from '../../kit/resource.ts';
import type { Scope } from '../../kit/scope.ts';
import type { Language } from '../../kit/texts.ts';
import type { ServiceContext } from '../context.ts';
import { crawlerArticlesAccess, semantiqAccess } from './access.ts';
import { categoryName, categoryOf, tierOf } from './iab-taxonomy.ts';

// The crawled articles (issue 42): the Semantiq customer's list of its own, and the admin's
// crawler-articles queue over every company's (spec 3 §2.3, its count the queue's badge). One
// list for both; the scope of each endpoint's access rule decides whose rows it reads.

type ArticleRow = RowOf<'crawledArticle'>;

const articleFilters: {
  searchQuery: RowFilter<'crawledArticle', string>;
  domainId: RowFilter<'crawledArticle', number>;
  category: RowFilter<'crawledArticle', string>;
  status: RowFilter<'crawledArticle', string>;
} = {
  searchQuery: (rows, text) =>
    rows.where(sql<boolean>`lower(title) like ${containsPattern(text.toLowerCase())}`),
  domainId: (rows, id) => rows.where('domainId', '=', id),
  category: (rows, id) => rows.where(sql<boolean>`${id} = any(categories)`),
  status: (rows, status) => rows.where('status', '=', status),
};
const articleSort = {
  createdAt: 'createdAt',
  publishedAt: 'publishedAt',
  title: sql`lower(title)`,
};

/** The items of a page of articles: their domain's and company's names read once. */
async function articleItems(db: Db, rows: ArticleRow[], language: Language): Promise<Article[]> {
  if (rows.length === 0) return [];
  const open = db as unknown as Transaction<Schema>;
  const domains = await open
    .selectFrom('semantiqDomain')
    .where('id', 'in', [...new Set(rows.map((row) => row.domainId))])
    .select(['id', 'domain', 'siteName'])
    .execute();
  const companies = await open
    .selectFrom('company')
    .where('id', 'in', [...new Set(rows.map((row) => row.companyId))])
    .select(['id', 'name'])
    .execute();
  const domainOf = new Map(domains.map((row) => [row.id, row]));
  const companyOf = new Map(companies.map((row) => [row.id, row.name]));
  return rows.map((row) => ({
    id: row.id,
    companyName: companyOf.get(row.companyId) ?? '',
    domainId: row.domainId,
    domain: domainOf.get(row.domainId)?.domain ?? '',
    siteName: domainOf.get(row.domainId)?.siteName ?? null,
    url: row.url,
    title: row.title,
    imageUrl: row.imageUrl,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    language: row.language,
    excerpt: row.excerpt,
    wordCount: row.wordCount,
    categories: row.categories.flatMap((id) => {
      const category = categoryOf(id);
      return category
        ? [{ id, parentId: category.parentId, name: categoryName(id, language), tier: tierOf(id) }]
        : [];
    }),
    keywords: row.keywords,
    status: row.status as Article['status'],
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  }));
}

const rowsOf = (scope: Scope) => scope.rows('crawledArticle') as unknown as Rows<'crawledArticle'>;

async function listArticles(
  db: Db,
  scope: Scope,
  query: { page: number; limit: number; sort: keyof typeof articleSort; order: 'ASC' | 'DESC' },
) {
  const page = await pageOfRows<'crawledArticle', ArticleRow>(
    filteredBy(rowsOf(scope), articleFilters, query),
    { key: articleSort[query.sort], order: query.order },
    query.page,
    query.limit,
  );
  return { items: await articleItems(db, page.rows, scope.language), total: page.total };
}

async function oneArticle(db: Db, scope: Scope, id: number) {
  const row = await scope.byId('crawledArticle', id).selectAll().executeTakeFirst();
  if (!row) throw notFound('article');
  const [item] = await articleItems(db, [row as ArticleRow], scope.language);
  return item as Article;
}

const ACTION_STATUS = { approve: 'APPROVED', reject: 'REJECTED', hide: 'HIDDEN' } as const;

export function registerArticles({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;
  registerEndpoint(app, articleEndpoints.list, semantiqAccess, ({ scope, query }) =>
    listArticles(db, scope, query),
  );
  registerEndpoint(app, articleEndpoints.get, semantiqAccess, ({ scope, params }) =>
    oneArticle(db, scope, params.id),
  );
  registerEndpoint(app, crawlerArticleEndpoints.list, crawlerArticlesAccess, ({ scope, query }) =>
    listArticles(db, scope, query),
  );
  registerEndpoint(app, crawlerArticleEndpoints.get, crawlerArticlesAccess, ({ scope, params }) =>
    oneArticle(db, scope, params.id),
  );
  registerEndpoint(
    app,
    crawlerArticleEndpoints.counts,
    crawlerArticlesAccess,
    async ({ scope, query }) =>
      countsBy(filteredBy(rowsOf(scope), articleFilters, query), 'status'),
  );
  // Approve, reject or hide: only an article that waits for approval (or, to hide, any
  // approved one); each row checked and answered on its own.
  registerEndpoint(
    app,
    crawlerArticleEndpoints.bulk,
    crawlerArticlesAccess,
    async ({ scope, params, body }) =>
      database.db.transaction().execute(async (trx) => {
        const status = ACTION_STATUS[params.action];
        const rows = await scope
          .lockedRows('crawledArticle', trx)
          .where('id', 'in', body.ids)
          .select(['id', 'title', 'status', 'url'])
          .execute();
        const byId = new Map(rows.map((row) => [row.id, row]));
        const results: BulkRowResult[] = body.ids.map((id) => {
          const row = byId.get(id);
          if (!row) return notFoundRow(id, 'article');
          const allowed =
            row.status === 'PENDING_APPROVAL' ||
            (params.action === 'hide' && row.status === 'APPROVED');
          return allowed
            ? { id, name: row.title, outcome: 'DONE' }
            : refused(
                id,
                row.title,
                'The article is no longer waiting for approval',
                'NOT_PENDING',
              );
        });
        const done = results.filter((result) => result.outcome === 'DONE').map((row) => row.id);
        if (!body.dryRun && done.length > 0)
          await scope
            .update('crawledArticle', trx)
            .set({ status, updatedAt: new Date(), version: sql`version + 1` })
            .where('id', 'in', done)
            .execute();
        return bulkSummary(body.dryRun, results);
      }),
  );
}
