import {
  type BidderConfig,
  bidderConfigEndpoints,
  type FloorRule,
  floorRuleEndpoints,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { containsPattern } from '../../db/like.ts';
import { ValidationError } from '../../http/errors.ts';
import { caseless, contains } from '../../kit/list.ts';
import { type RowOf, registerResource } from '../../kit/resource.ts';
import { actorScope, scopeOf } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { headerTagAccess } from './access.ts';

// The company's bidder configurations and the header tags' floor rules (issue 41), kit resources.

/** How a bidder is named in a tag: its alias, else its code. */
export const bidderName = (row: { alias: string | null; bidderCode: string }) =>
  row.alias ?? row.bidderCode;

const toBidder = (row: RowOf<'headerTagBidder'>, placementCount: number): BidderConfig => ({
  id: row.id,
  bidderCode: row.bidderCode,
  alias: row.alias,
  name: bidderName(row),
  mode: row.mode as BidderConfig['mode'],
  cpmAdjustmentPercent: Number(row.cpmAdjustmentPercent),
  storageAllowed: row.storageAllowed,
  userSync: row.userSync,
  gvlId: row.gvlId,
  active: row.active,
  placementCount,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toFloorRule = (
  row: RowOf<'headerTagFloorRule'>,
  tag: { name: string } | undefined,
): FloorRule => ({
  id: row.id,
  headerTagId: row.headerTagId,
  headerTagName: tag?.name ?? '',
  name: row.name,
  fields: row.fields as FloorRule['fields'],
  values: row.values,
  defaultFloor: row.defaultFloor === null ? null : Number(row.defaultFloor),
  enforceJS: row.enforceJs,
  floorDeals: row.floorDeals,
  bidAdjustment: row.bidAdjustment,
  excludedBidders: row.excludedBidders,
  active: row.active,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export function registerBiddersAndFloors({ app, database }: ServiceContext): void {
  registerResource(app, database.db, {
    endpoints: bidderConfigEndpoints,
    table: 'headerTagBidder',
    access: { read: headerTagAccess, write: headerTagAccess },
    toItems: async (db, rows) => {
      const companyId = rows[0]?.companyId;
      const counts =
        companyId === undefined
          ? []
          : await scopeOf(db, companyId)
              .rows('headerTagBid')
              .where(
                'bidderId',
                'in',
                rows.map((row) => row.id),
              )
              .select(['bidderId', sql<string>`count(*)`.as('count')])
              .groupBy('bidderId')
              .execute();
      const countOf = new Map(counts.map((count) => [count.bidderId, Number(count.count)]));
      return rows.map((row) => toBidder(row, countOf.get(row.id) ?? 0));
    },
    nameOf: bidderName,
    check: async (trx, { actor, before, body }) => {
      const name = (body.alias ?? body.bidderCode).toLowerCase();
      const taken = await actorScope(trx, actor)
        .rows('headerTagBidder', trx)
        .where(sql<boolean>`lower(coalesce(alias, bidder_code)) = ${name}`)
        .where('id', '!=', before?.id ?? 0)
        .select('id')
        .executeTakeFirst();
      if (taken) throw new ValidationError({ alias: serverMessage('bidderAliasTaken') }, []);
      // A bidder's code is fixed once placements carry params of its schema.
      if (before && before.bidderCode !== body.bidderCode) {
        const used = await actorScope(trx, actor)
          .rows('headerTagBid', trx)
          .where('bidderId', '=', before.id)
          .select('bidderId')
          .executeTakeFirst();
        if (used)
          throw new ValidationError({ bidderCode: serverMessage('bidderParamInvalid') }, []);
      }
    },
    toStored: (body) => ({
      bidderCode: body.bidderCode,
      alias: body.alias,
      mode: body.mode,
      cpmAdjustmentPercent: body.cpmAdjustmentPercent,
      storageAllowed: body.storageAllowed,
      userSync: body.userSync,
      gvlId: body.gvlId,
      active: body.active,
    }),
    filters: {
      searchQuery: (rows, text) =>
        rows.where(
          sql<boolean>`lower(coalesce(alias, bidder_code)) like ${containsPattern(text.toLowerCase())}`,
        ),
    },
    sort: { name: sql`lower(coalesce(alias, bidder_code))`, updatedAt: 'updatedAt' },
    export: {
      title: 'headerTag.bidders.title',
      columns: {
        name: { header: 'headerTag.bidders.columns.name', value: (row) => bidderName(row) },
        bidderCode: {
          header: 'headerTag.bidders.columns.bidderCode',
          value: (row) => row.bidderCode,
        },
      },
    },
    bulk: {},
  });

  registerResource(app, database.db, {
    endpoints: floorRuleEndpoints,
    table: 'headerTagFloorRule',
    access: { read: headerTagAccess, write: headerTagAccess },
    references: { headerTagId: { table: 'headerTag', name: 'name' } },
    toItem: (row, named) => toFloorRule(row, named.headerTagId),
    nameOf: (row) => row.name,
    check: async (trx, { actor, body }) => {
      const tag = await actorScope(trx, actor)
        .byId('headerTag', body.headerTagId, trx)
        .select('id')
        .executeTakeFirst();
      if (!tag) throw new ValidationError({ headerTagId: serverMessage('notOfCompany') }, []);
    },
    toStored: (body) => ({
      headerTagId: body.headerTagId,
      name: body.name,
      fields: body.fields,
      values: JSON.stringify(body.values),
      defaultFloor: body.defaultFloor,
      enforceJs: body.enforceJS,
      floorDeals: body.floorDeals,
      bidAdjustment: body.bidAdjustment,
      excludedBidders: body.excludedBidders,
      active: body.active,
    }),
    filters: {
      headerTagId: (rows, id) => rows.where('headerTagId', '=', id),
      searchQuery: contains('name'),
    },
    sort: { name: caseless('name'), updatedAt: 'updatedAt' },
    export: {
      title: 'headerTag.floorRules.title',
      columns: {
        name: { header: 'headerTag.floorRules.columns.name', value: (row) => row.name },
        headerTag: {
          header: 'headerTag.floorRules.columns.headerTag',
          value: (_row, _t, named) => named.headerTagId?.name ?? '',
        },
      },
    },
    bulk: {},
  });
}
