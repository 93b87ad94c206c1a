import {
  type SemantiqConfig,
  semantiqConfigEndpoints,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../../http/errors.ts';
import { activeUnless, caseless, contains } from '../../kit/list.ts';
import { activeBulk } from '../../kit/named.ts';
import { type RowOf, registerResource, uniqueColumn } from '../../kit/resource.ts';
import { actorScope, scopeOf } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { semantiqAccess } from './access.ts';

// A Semantiq customer's configurations (issue 42; spec 1 §2.12 /semantiq/config/{configId};
// DOMAIN §8 Tenant): a tenant ID (what a header tag names in its semantiqTenantIds), the
// domains whose crawled articles it classifies, the key-values the tag sends (the IAB
// categories under one key, the keywords under another, how many of each), the languages
// and how often the tag fetches again. The record shows what the tag would send for the newest
// classified article of its domains, so the setting is seen at work before a page uses it.

type ConfigRow = RowOf<'semantiqConfig'>;

/** The sample of a configuration: the newest article of its domains, in its languages. */
async function sampleOf(db: Db, row: ConfigRow): Promise<SemantiqConfig['sample']> {
  if (row.domainIds.length === 0) return null;
  let articles = scopeOf(db, row.companyId)
    .rows('crawledArticle')
    .where('domainId', 'in', row.domainIds)
    .where('status', 'in', ['APPROVED', 'PENDING_APPROVAL']);
  if (row.languages.length > 0) articles = articles.where('language', 'in', row.languages);
  const article = await articles
    .select(['url', 'title', 'categories', 'keywords'])
    .orderBy(sql`coalesce(published_at, created_at)`, 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!article) return null;
  const keyValues = [
    { key: row.categoriesKey, values: article.categories.slice(0, row.maxCategories) },
  ];
  if (row.maxKeywords > 0)
    keyValues.push({ key: row.keywordsKey, values: article.keywords.slice(0, row.maxKeywords) });
  return {
    url: article.url,
    title: article.title,
    keyValues: keyValues.filter((entry) => entry.values.length > 0),
  };
}

async function configItems(db: Db, rows: ConfigRow[]): Promise<SemantiqConfig[]> {
  const companyId = rows[0]?.companyId;
  if (companyId === undefined) return [];
  const domainIds = [...new Set(rows.flatMap((row) => row.domainIds))];
  const domains =
    domainIds.length === 0
      ? []
      : await scopeOf(db, companyId)
          .rows('semantiqDomain')
          .where('id', 'in', domainIds)
          .select(['id', 'domain'])
          .execute();
  const domainOf = new Map(domains.map((domain) => [domain.id, domain.domain]));
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name,
      tenantId: row.tenantId,
      domainIds: row.domainIds.filter((id) => domainOf.has(id)),
      domains: row.domainIds.flatMap((id) => domainOf.get(id) ?? []),
      categoriesKey: row.categoriesKey,
      maxCategories: row.maxCategories,
      keywordsKey: row.keywordsKey,
      maxKeywords: row.maxKeywords,
      languages: row.languages as SemantiqConfig['languages'],
      refreshMinutes: row.refreshMinutes,
      // The sample reads one article; a list page of configurations is short (a tenant each).
      sample: await sampleOf(db, row),
      active: row.active,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
  );
}

export function registerSemantiqConfigs({ app, database }: ServiceContext): void {
  registerResource(app, database.db, {
    endpoints: semantiqConfigEndpoints,
    table: 'semantiqConfig',
    access: { read: semantiqAccess, write: semantiqAccess },
    toItems: (db, rows) => configItems(db, rows),
    nameOf: (row) => row.name,
    unique: uniqueColumn('name', 'semantiqConfigNameTaken'),
    check: async (trx, { actor, before, body }) => {
      const scope = actorScope(trx, actor);
      const tenantTaken = await scope
        .rows('semantiqConfig', trx)
        .where('tenantId', '=', body.tenantId)
        .where('id', '!=', before?.id ?? 0)
        .select('id')
        .executeTakeFirst();
      if (tenantTaken) throw new ValidationError({ tenantId: serverMessage('tenantIdTaken') }, []);
      const ids = [...new Set(body.domainIds)];
      if (ids.length === 0) return;
      const found = await scope
        .rows('semantiqDomain', trx)
        .where('id', 'in', ids)
        .select('id')
        .execute();
      if (found.length !== ids.length)
        throw new ValidationError({ domainIds: serverMessage('notOfCompany') }, []);
    },
    toStored: (body) => ({
      name: body.name,
      tenantId: body.tenantId,
      domainIds: [...new Set(body.domainIds)],
      categoriesKey: body.categoriesKey,
      maxCategories: body.maxCategories,
      keywordsKey: body.keywordsKey,
      maxKeywords: body.maxKeywords,
      languages: [...new Set(body.languages)],
      refreshMinutes: body.refreshMinutes,
      active: body.active,
    }),
    filters: { searchQuery: contains('name'), includeInactive: activeUnless() },
    sort: { name: caseless('name'), updatedAt: 'updatedAt' },
    export: {
      title: 'semantiq.configs.title',
      columns: {
        name: { header: 'semantiq.configs.columns.name', value: (row) => row.name },
        tenantId: { header: 'semantiq.configs.columns.tenantId', value: (row) => row.tenantId },
      },
    },
    bulk: activeBulk('Semantiq configuration'),
  });
}
