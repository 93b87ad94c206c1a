import {
  serverMessage,
  type YaleoAlgorithm,
  type YaleoFeed,
  type YaleoPlacement,
  type YaleoPlacementV2,
  yaleoAlgorithmEndpoints,
  yaleoEndpoints,
  yaleoFeedEndpoints,
  yaleoPlacementEndpoints,
  yaleoPlacementV2Endpoints,
} from '@adconsole/api/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import { ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { activeUnless, caseless, contains } from '../../kit/list.ts';
import { activeBulk } from '../../kit/named.ts';
import { plainColumns, type RowOf, registerResource, uniqueColumn } from '../../kit/resource.ts';
import { actorScope, scopeOf } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { yaleoAccess } from './access.ts';
import { recommend } from './recommend.ts';
import { settingsOf } from './settings.ts';

// Yaleo's algorithms, placements v1 and v2 and BTA feeds (issue 42; DOMAIN §8 YaleoPlacement,
// AlgorithmConfig, YaleoFeed), each a kit resource on the acting company's rows; the preview of what
// one recommends now; the choices their forms offer.

const access = { read: yaleoAccess, write: yaleoAccess };
const common = {
  access,
  nameOf: (row: { name: string }) => row.name,
  unique: uniqueColumn('name', 'yaleoNameTaken'),
};
const named = { searchQuery: contains('name'), includeInactive: activeUnless() };
const byName = { name: caseless('name'), updatedAt: 'updatedAt' };
const stamps = (row: { active: boolean; version: number; createdAt: Date; updatedAt: Date }) => ({
  active: row.active,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const references = {
  domainId: { table: 'semantiqDomain', name: 'domain' },
  algorithmId: { table: 'yaleoAlgorithm', name: 'name' },
} as const;
/** What a placement's or feed's item says of itself, its site and its algorithm. */
const placed = (
  row: Parameters<typeof stamps>[0] & {
    id: number;
    name: string;
    domainId: number;
    algorithmId: number;
  },
  refs: { domainId: { name: string } | undefined; algorithmId: { name: string } | undefined },
) => ({
  id: row.id,
  name: row.name,
  domainId: row.domainId,
  algorithmId: row.algorithmId,
  domain: refs.domainId?.name ?? '',
  algorithm: refs.algorithmId?.name ?? '',
  ...stamps(row),
});

/** A placement's or feed's domain and algorithm: the company's own, and active. */
async function checkChoices(
  trx: Transaction<Schema>,
  actor: Actor,
  body: { domainId: number; algorithmId: number },
) {
  const scope = actorScope(trx, actor);
  const domain = await scope
    .byId('semantiqDomain', body.domainId, trx)
    .where('active', '=', true)
    .select('id')
    .executeTakeFirst();
  const algorithm = await scope
    .byId('yaleoAlgorithm', body.algorithmId, trx)
    .where('active', '=', true)
    .select('id')
    .executeTakeFirst();
  const errors = {
    ...(domain ? {} : { domainId: serverMessage('yaleoNoSuchDomain') }),
    ...(algorithm ? {} : { algorithmId: serverMessage('yaleoNoSuchAlgorithm') }),
  };
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, []);
}

/** How many placements and feeds use each of a page of algorithms. */
async function algorithmItems(db: Db, rows: RowOf<'yaleoAlgorithm'>[]): Promise<YaleoAlgorithm[]> {
  const companyId = rows[0]?.companyId;
  if (companyId === undefined) return [];
  const scope = scopeOf(db, companyId);
  const ids = rows.map((row) => row.id);
  const counted = await Promise.all(
    (['yaleoPlacement', 'yaleoPlacementV2', 'yaleoFeed'] as const).map((table) =>
      scope
        .rows(table)
        .where('algorithmId', 'in', ids)
        .select(['algorithmId', sql<string>`count(*)`.as('count')])
        .groupBy('algorithmId')
        .execute(),
    ),
  );
  const usedBy = new Map<number, number>();
  for (const row of counted.flat())
    usedBy.set(row.algorithmId, (usedBy.get(row.algorithmId) ?? 0) + Number(row.count));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    strategy: row.strategy as YaleoAlgorithm['strategy'],
    recencyWeight: row.recencyWeight,
    popularityWeight: row.popularityWeight,
    contextualWeight: row.contextualWeight,
    maxAgeDays: row.maxAgeDays,
    sameLanguage: row.sameLanguage,
    usedBy: usedBy.get(row.id) ?? 0,
    ...stamps(row),
  }));
}

export function registerPlacements({ app, database }: ServiceContext): void {
  registerResource(app, database.db, {
    endpoints: yaleoAlgorithmEndpoints,
    table: 'yaleoAlgorithm',
    access,
    toItems: algorithmItems,
    nameOf: (row) => row.name,
    unique: uniqueColumn('name', 'yaleoNameTaken'),
    check: async (_trx, { body }) => {
      const weights = body.recencyWeight + body.popularityWeight + body.contextualWeight;
      if (body.strategy === 'MIX' && weights === 0)
        throw new ValidationError({ recencyWeight: serverMessage('yaleoWeightsZero') }, []);
    },
    toStored: (body) => ({ ...body }),
    filters: named,
    sort: byName,
    export: {
      title: 'yaleo.algorithms.title',
      columns: plainColumns<'yaleoAlgorithm'>('yaleo.algorithms', ['name', 'strategy'], {
        strategy: 'yaleo.strategies',
      }),
    },
    bulk: activeBulk('algorithm'),
  });

  registerResource(app, database.db, {
    endpoints: yaleoPlacementEndpoints,
    table: 'yaleoPlacement',
    ...common,
    references,
    toItem: (row, refs): YaleoPlacement => ({
      ...placed(row, refs),
      itemCount: row.itemCount,
      selector: row.selector,
      layout: row.layout as YaleoPlacement['layout'],
      heading: row.heading,
    }),
    check: (trx, { actor, body }) => checkChoices(trx, actor, body),
    toStored: (body) => ({ ...body }),
    filters: named,
    sort: byName,
    export: {
      title: 'yaleo.placements.title',
      columns: plainColumns<'yaleoPlacement'>('yaleo.placements', [
        'name',
        'selector',
        'itemCount',
      ]),
    },
    bulk: activeBulk('placement'),
  });

  registerResource(app, database.db, {
    endpoints: yaleoPlacementV2Endpoints,
    table: 'yaleoPlacementV2',
    ...common,
    references,
    toItem: (row, refs): YaleoPlacementV2 => ({
      ...placed(row, refs),
      itemCount: row.itemCount,
      pathPattern: row.pathPattern,
      position: row.position as YaleoPlacementV2['position'],
      sponsoredSlots: row.sponsoredSlots,
      lazyLoad: row.lazyLoad,
    }),
    check: async (trx, { actor, body }) => {
      if (body.sponsoredSlots > body.itemCount)
        throw new ValidationError(
          { sponsoredSlots: serverMessage('sponsoredSlotsTooMany', { max: body.itemCount }) },
          [],
        );
      await checkChoices(trx, actor, body);
    },
    toStored: (body) => ({ ...body }),
    filters: named,
    sort: byName,
    export: {
      title: 'yaleo.placementsV2.title',
      columns: plainColumns<'yaleoPlacementV2'>('yaleo.placementsV2', [
        'name',
        'pathPattern',
        'itemCount',
      ]),
    },
    bulk: activeBulk('placement'),
  });

  registerResource(app, database.db, {
    endpoints: yaleoFeedEndpoints,
    table: 'yaleoFeed',
    ...common,
    references,
    toItem: (row, refs): YaleoFeed => ({
      ...placed(row, refs),
      pageSize: row.pageSize,
      maxPages: row.maxPages,
      sponsoredEvery: row.sponsoredEvery,
    }),
    check: (trx, { actor, body }) => checkChoices(trx, actor, body),
    toStored: (body) => ({ ...body }),
    filters: named,
    sort: byName,
    export: {
      title: 'yaleo.feeds.title',
      columns: plainColumns<'yaleoFeed'>('yaleo.feeds', ['name', 'pageSize', 'maxPages']),
    },
    bulk: activeBulk('feed'),
  });

  registerEndpoint(app, yaleoEndpoints.recommendations, yaleoAccess, async ({ scope, body }) => {
    const ranking = await scope
      .byId('yaleoAlgorithm', body.algorithmId)
      .selectAll()
      .executeTakeFirst();
    const domain = await scope
      .byId('semantiqDomain', body.domainId)
      .select('id')
      .executeTakeFirst();
    if (!ranking || !domain)
      throw new ValidationError(
        {
          ...(domain ? {} : { domainId: serverMessage('yaleoNoSuchDomain') }),
          ...(ranking ? {} : { algorithmId: serverMessage('yaleoNoSuchAlgorithm') }),
        },
        [],
      );
    const rules = await settingsOf(scope);
    const items = await recommend(scope, {
      domainId: domain.id,
      ranking,
      rules,
      limit: body.limit,
      contextUrl: body.contextUrl,
    });
    return { items };
  });

  registerEndpoint(app, yaleoEndpoints.choices, yaleoAccess, async ({ scope }) => {
    const domains = await scope
      .rows('semantiqDomain')
      .where('active', '=', true)
      .select(['id', 'domain as name'])
      .orderBy(sql`lower(domain)`)
      .orderBy('id')
      .execute();
    const algorithms = await scope
      .rows('yaleoAlgorithm')
      .where('active', '=', true)
      .select(['id', 'name'])
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
    return { domains, algorithms };
  });
}
