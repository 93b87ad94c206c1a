import {
  type CustomAudience,
  customAudienceEndpoints,
  semantiqEndpoints,
  serverMessage,
} from '@adconsole/api/contracts';
import { type RawBuilder, sql } from 'kysely';
import { containsPattern } from '../../db/like.ts';
import { ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { activeUnless, caseless, contains } from '../../kit/list.ts';
import { activeBulk } from '../../kit/named.ts';
import { type RowOf, registerResource, uniqueColumn } from '../../kit/resource.ts';
import { type Scope, scopeOf } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { semantiqAccess, taxonomyAccess } from './access.ts';
import {
  categoryName,
  categoryOf,
  IAB_CATEGORIES,
  IAB_CONTENT_TAXONOMY_VERSION,
  tierOf,
} from './iab-taxonomy.ts';

// Custom audiences (issue 42; DOMAIN §8 CustomAudience): seeds of IAB categories and keywords, a
// threshold of how many seeds an article must match, languages; the reach is the number of the
// company's crawled articles (approved or waiting, not rejected or hidden) that match now, and
// the builder shows sample matching pages before saving. The audience is sent to the ad server
// as its output key-value (`outputKey=outputValue`).

interface Seeds {
  categories: readonly string[];
  keywords: readonly string[];
  languages: readonly string[];
  threshold: number;
}

/** How many seeds an article (aliased `a`) matches. */
function scoreOf(seeds: Seeds): RawBuilder<number> {
  const parts: RawBuilder<number>[] = [];
  if (seeds.categories.length > 0)
    parts.push(
      sql<number>`cardinality(array(select unnest(a.categories) intersect select unnest(${sql.val([...seeds.categories])}::text[])))`,
    );
  for (const keyword of seeds.keywords)
    parts.push(
      sql<number>`(case when lower(a.title || ' ' || a.excerpt || ' ' || array_to_string(a.keywords, ' ')) like ${containsPattern(keyword.toLowerCase())} then 1 else 0 end)`,
    );
  return parts.length === 0 ? sql<number>`0` : sql<number>`(${sql.join(parts, sql` + `)})`;
}

function matching(scope: Scope, seeds: Seeds) {
  let rows = scope
    .rows('crawledArticle as a')
    .where('a.status', 'in', ['APPROVED', 'PENDING_APPROVAL'])
    .where(sql<boolean>`${scoreOf(seeds)} >= ${seeds.threshold}`);
  if (seeds.languages.length > 0) rows = rows.where('a.language', 'in', [...seeds.languages]);
  return rows;
}

export async function audienceReach(scope: Scope, seeds: Seeds): Promise<number> {
  const { count } = await matching(scope, seeds)
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

const toAudience = (row: RowOf<'customAudience'>, reach: number): CustomAudience => ({
  id: row.id,
  name: row.name,
  categories: row.categories,
  keywords: row.keywords,
  languages: row.languages as CustomAudience['languages'],
  threshold: row.threshold,
  status: row.status as CustomAudience['status'],
  outputKey: row.outputKey,
  outputValue: row.outputValue,
  reach,
  active: row.active,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export function registerAudiences({ app, database }: ServiceContext): void {
  registerResource(app, database.db, {
    endpoints: customAudienceEndpoints,
    table: 'customAudience',
    access: { read: semantiqAccess, write: semantiqAccess },
    toItems: async (db, rows) =>
      Promise.all(
        rows.map(async (row) =>
          toAudience(row, await audienceReach(scopeOf(db, row.companyId), row)),
        ),
      ),
    nameOf: (row) => row.name,
    unique: uniqueColumn('name', 'audienceNameTaken'),
    check: async (_trx, { body }) => {
      const unknown = body.categories.findIndex((id) => !categoryOf(id));
      if (unknown >= 0)
        throw new ValidationError({ categories: serverMessage('noSuchCategory') }, []);
    },
    toStored: (body) => ({
      name: body.name,
      categories: body.categories,
      keywords: body.keywords.map((keyword) => keyword.trim()),
      languages: body.languages,
      threshold: body.threshold,
      status: body.status,
      outputKey: body.outputKey,
      outputValue: body.outputValue,
      active: body.active,
    }),
    filters: { searchQuery: contains('name'), includeInactive: activeUnless() },
    sort: { name: caseless('name'), updatedAt: 'updatedAt' },
    export: {
      title: 'semantiq.audiences.title',
      columns: {
        name: { header: 'semantiq.audiences.columns.name', value: (row) => row.name },
        output: {
          header: 'semantiq.audiences.columns.output',
          value: (row) => `${row.outputKey}=${row.outputValue}`,
        },
      },
    },
    bulk: activeBulk('audience'),
  });

  registerEndpoint(
    app,
    semantiqEndpoints.previewAudience,
    semantiqAccess,
    async ({ scope, body }) => {
      const score = scoreOf(body);
      const samples = await matching(scope, body)
        .select(['a.id', 'a.title', 'a.url', score.as('score')])
        .orderBy(sql`score`, 'desc')
        .orderBy('a.createdAt', 'desc')
        .orderBy('a.id', 'desc')
        .limit(8)
        .execute();
      return {
        reach: await audienceReach(scope, body),
        samples: samples.map((sample) => ({ ...sample, score: Number(sample.score) })),
      };
    },
  );

  registerEndpoint(app, semantiqEndpoints.categories, taxonomyAccess, async ({ scope }) => ({
    version: IAB_CONTENT_TAXONOMY_VERSION,
    items: IAB_CATEGORIES.filter((category) => category.words.de.length > 0).map((category) => ({
      id: category.id,
      parentId: category.parentId,
      name: categoryName(category.id, scope.language),
      tier: tierOf(category.id),
    })),
  }));
}
