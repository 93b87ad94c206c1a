import {
  type PlacementGroup,
  placementGroupEndpoints,
  placementOptionsEndpoint,
  serverMessage,
} from '@adconsole/api/contracts';
import type { Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import type { AccessRule } from '../../http/access.ts';
import { ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { activeUnless, caseless, contains } from '../../kit/list.ts';
import { activeBulk } from '../../kit/named.ts';
import { plainColumns, type RowOf, registerResource, uniqueColumn } from '../../kit/resource.ts';
import { actorScope, type Scope, scopeOf } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { publishedWebsites, websitesByIds } from '../payouts/payout-configs.ts';
import { auditChange } from '../settings/audit.ts';

// /publishers/traffic/placement-groups (issue 39; spec 1 §2.12: ADMIN; DOMAIN §6): a
// publisher's named sets of placements of one of its websites, on the kit's resource. The rows
// are the publisher's own (ADMIN keeps them acting for it: `company: 'actable'`); a group names
// a website the publisher publishes (once per domain, as its traffic is counted) and only that
// website's placements, both reached from the scope's own company row. Every change, the
// placements included, is in the settings audit (PLACEMENT_GROUP) in the change's transaction.

export const PLACEMENT_GROUP_AUDIT = 'PLACEMENT_GROUP';

/** Spec 1 §2.12: the traffic pages, placement groups among them, are ADMIN's. */
const placementGroupAccess: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'actable' };

/** The active placements of the scope's published websites (of the website, when given). */
function publishedPlacements(db: Db, scope: Scope, websiteIds?: readonly number[]) {
  return scope
    .ownCompany(db)
    .innerJoin('website as w', 'w.publisherCompanyId', 'company.id')
    .innerJoin('websitePlacement as p', 'p.websiteId', 'w.id')
    .where('p.active', '=', true)
    .$if(websiteIds !== undefined, (query) => query.where('w.id', 'in', [...(websiteIds ?? [0])]))
    .select(['p.id', 'p.websiteId', 'p.name'])
    .orderBy('p.name')
    .orderBy('p.id');
}

type GroupRow = RowOf<'placementGroup'>;

async function groupItems(db: Db, scope: Scope, rows: GroupRow[]): Promise<PlacementGroup[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [links, sites] = await Promise.all([
    scope
      .rows('placementGroup as g', db)
      .innerJoin('placementGroupPlacement as l', 'l.placementGroupId', 'g.id')
      .innerJoin('websitePlacement as p', 'p.id', 'l.placementId')
      .select(['g.id as groupId', 'p.id', 'p.name'])
      .where('g.id', 'in', ids)
      .orderBy('p.name')
      .orderBy('p.id')
      .execute(),
    websitesByIds(
      db,
      scope,
      rows.map((row) => row.websiteId),
    ),
  ]);
  const siteOf = new Map(sites.map((site) => [site.id, site]));
  return rows.map((row) => {
    const own = links.filter((link) => link.groupId === row.id);
    const site = siteOf.get(row.websiteId);
    return {
      id: row.id,
      name: row.name,
      websiteId: row.websiteId,
      websiteName: site?.name ?? '',
      websiteDomain: site?.domain ?? '',
      placementIds: own.map((link) => link.id),
      placementNames: own.map((link) => link.name),
      active: row.active,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** A group names a website the publisher publishes and placements of that website only. */
async function checkGroup(
  db: Db,
  scope: Scope,
  body: { websiteId: number; placementIds: readonly number[] },
) {
  const ids = [...new Set(body.placementIds)];
  const [site, placements] = await Promise.all([
    publishedWebsites(db, scope).where('w.id', '=', body.websiteId).executeTakeFirst(),
    ids.length
      ? publishedPlacements(db, scope, [body.websiteId]).where('p.id', 'in', ids).execute()
      : [],
  ]);
  if (!site) throw new ValidationError({ websiteId: serverMessage('noSuchPublishedWebsite') }, []);
  if (placements.length !== ids.length) {
    throw new ValidationError({ placementIds: serverMessage('placementOfOtherWebsite') }, []);
  }
}

/** The group's placements, replaced by the body's, with their change in the audit. */
async function writePlacements(
  trx: Transaction<Schema>,
  change: { actor: Parameters<typeof auditChange>[1]['actor']; before?: GroupRow; after: GroupRow },
  placementIds: readonly number[],
) {
  const { actor, before, after } = change;
  const old = before
    ? (
        await trx
          .selectFrom('placementGroupPlacement')
          .select('placementId')
          .where('placementGroupId', '=', after.id)
          .execute()
      ).map((row) => row.placementId)
    : [];
  const ids = [...new Set(placementIds)].sort((a, b) => a - b);
  await trx
    .deleteFrom('placementGroupPlacement')
    .where('placementGroupId', '=', after.id)
    .execute();
  if (ids.length) {
    await trx
      .insertInto('placementGroupPlacement')
      .values(ids.map((placementId) => ({ placementGroupId: after.id, placementId })))
      .execute();
  }
  await auditChange(trx, {
    actor,
    entityType: PLACEMENT_GROUP_AUDIT,
    entityId: after.id,
    before: { companyId: after.companyId, placementIds: old.sort((a, b) => a - b) },
    after: { companyId: after.companyId, placementIds: ids },
  });
}

export function registerPlacementGroups({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;
  registerResource(app, db, {
    endpoints: placementGroupEndpoints,
    table: 'placementGroup',
    access: { read: placementGroupAccess, write: placementGroupAccess },
    // A page's rows are the acting publisher's: the resource has no relation.
    toItems: (source, rows) => groupItems(source, scopeOf(source, rows[0]?.companyId), rows),
    nameOf: (row) => row.name,
    toStored: ({ placementIds: _placements, ...body }) => body,
    unique: uniqueColumn('name', 'placementGroupNameTaken'),
    check: (trx, { actor, body }) =>
      checkGroup(trx as unknown as Db, actorScope(trx as unknown as Db, actor), body),
    afterWrite: (trx, { actor, before, after, body }) =>
      writePlacements(trx, { actor, before, after }, body.placementIds),
    filters: {
      nameFilter: contains('name'),
      websiteId: (rows, websiteId) => rows.where('websiteId', '=', websiteId),
      includeInactive: activeUnless(),
    },
    sort: { name: caseless('name'), updatedAt: 'updatedAt' },
    export: {
      title: 'placementGroups.title',
      columns: plainColumns<'placementGroup'>('placementGroups', ['name', 'websiteId']),
    },
    bulk: activeBulk('placement group'),
    onChange: (trx, { actor, before, after }) =>
      auditChange(trx, {
        actor,
        entityType: PLACEMENT_GROUP_AUDIT,
        entityId: after.id,
        before,
        after,
      }),
  });

  registerEndpoint(app, placementOptionsEndpoint, placementGroupAccess, async ({ scope }) => {
    const websites = await publishedWebsites(db, scope).execute();
    const placements = websites.length
      ? await publishedPlacements(
          db,
          scope,
          websites.map((site) => site.id),
        ).execute()
      : [];
    return { websites, placements };
  });
}
