import {
  type DisableRule,
  type DynamicPlacement,
  type HeaderTag,
  type HeaderTagSettings,
  headerTagDemoPath,
  headerTagEndpoints,
  headerTagFilePath,
  headerTagWebsitesEndpoint,
  type RawScript,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { caseless, contains } from '../../kit/list.ts';
import { type RowOf, registerResource } from '../../kit/resource.ts';
import { actorScope, scopeOf } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { headerTagAccess } from './access.ts';

// The header tags (issue 41): one per website, its core settings and the lists of its tabs
// (disable rules, dynamic placements, raw scripts) as JSON of the tag, a kit resource.

type TagRow = RowOf<'headerTag'>;

/** The live and the newest version number and the placement count of a page of tags. */
async function tagFacts(db: Db, rows: readonly TagRow[]) {
  const companyId = rows[0]?.companyId;
  if (companyId === undefined)
    return new Map<number, { live: number | null; latest: number | null; placements: number }>();
  const scope = scopeOf(db, companyId);
  const ids = rows.map((row) => row.id);
  const facts = await scope
    .rows('headerTag as t')
    .where('t.id', 'in', ids)
    .select([
      't.id',
      sql<
        number | null
      >`(select v.number from header_tag_version v where v.id = t.live_version_id)`.as('live'),
      sql<
        number | null
      >`(select max(v.number) from header_tag_version v where v.header_tag_id = t.id)`.as('latest'),
      sql<string>`(select count(*) from header_tag_placement p where p.header_tag_id = t.id)`.as(
        'placements',
      ),
    ])
    .execute();
  return new Map(
    facts.map((fact) => [
      fact.id,
      { live: fact.live, latest: fact.latest, placements: Number(fact.placements) },
    ]),
  );
}

export function toHeaderTag(
  row: TagRow,
  website: { name: string; domain?: unknown } | undefined,
  facts: { live: number | null; latest: number | null; placements: number } | undefined,
): HeaderTag {
  return {
    id: row.id,
    name: row.name,
    websiteId: row.websiteId,
    website: website
      ? { id: row.websiteId, name: website.name, domain: String(website.domain ?? '') }
      : null,
    settings: row.settings as HeaderTagSettings,
    disableRules: row.disableRules as DisableRule[],
    dynamicPlacements: row.dynamicPlacements as DynamicPlacement[],
    rawScripts: row.rawScripts as RawScript[],
    liveVersion: facts?.live ?? null,
    latestVersion: facts?.latest ?? null,
    placementCount: facts?.placements ?? 0,
    tagPath: headerTagFilePath(row.companyId, row.websiteId),
    demoPath: headerTagDemoPath(row.companyId, row.websiteId),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function registerHeaderTags({ app, database }: ServiceContext): void {
  registerResource(app, database.db, {
    endpoints: headerTagEndpoints,
    table: 'headerTag',
    access: { read: headerTagAccess, write: headerTagAccess },
    references: { websiteId: { table: 'website', name: ['name', 'domain'] } },
    toItems: async (db, rows, named) => {
      const facts = await tagFacts(db, rows);
      return rows.map((row) => toHeaderTag(row, named(row).websiteId, facts.get(row.id)));
    },
    nameOf: (row) => row.name,
    check: async (trx, { actor, before, body }) => {
      const scope = actorScope(trx, actor);
      const website = await scope
        .byId('website', body.websiteId, trx)
        .select('id')
        .executeTakeFirst();
      if (!website) throw new ValidationError({ websiteId: serverMessage('notOfCompany') }, []);
      const taken = await scope
        .rows('headerTag', trx)
        .where('websiteId', '=', body.websiteId)
        .where('id', '!=', before?.id ?? 0)
        .select('id')
        .executeTakeFirst();
      if (taken)
        throw new ValidationError({ websiteId: serverMessage('headerTagWebsiteTaken') }, []);
    },
    toStored: (body) => ({
      websiteId: body.websiteId,
      name: body.name,
      settings: JSON.stringify(body.settings),
      disableRules: JSON.stringify(body.disableRules),
      dynamicPlacements: JSON.stringify(body.dynamicPlacements),
      rawScripts: JSON.stringify(body.rawScripts),
    }),
    filters: { searchQuery: contains('name') },
    sort: { name: caseless('name'), updatedAt: 'updatedAt' },
    export: {
      title: 'headerTag.tags.title',
      columns: {
        name: { header: 'headerTag.tags.columns.name', value: (row) => row.name },
        website: {
          header: 'headerTag.tags.columns.website',
          value: (_row, _t, named) => named.websiteId?.name ?? '',
        },
      },
    },
    bulk: {},
  });

  registerEndpoint(app, headerTagWebsitesEndpoint, headerTagAccess, async ({ scope }) => ({
    items: await scope
      .rows('website as w')
      .leftJoin('headerTag as t', 't.websiteId', 'w.id')
      .select(['w.id', 'w.name', 'w.domain', 't.id as headerTagId'])
      .orderBy(sql`lower(w.name)`)
      .orderBy('w.id')
      .limit(1000)
      .execute(),
  }));
}
