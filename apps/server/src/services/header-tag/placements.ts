import {
  BIDDER_PARAMS,
  type BidderCode,
  type HeaderTagPlacement,
  headerTagPlacementEndpoints,
  type ServerMessage,
  serverMessage,
} from '@adconsole/api/contracts';
import type { Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import { ValidationError } from '../../http/errors.ts';
import { caseless, contains } from '../../kit/list.ts';
import { type RowOf, registerResource } from '../../kit/resource.ts';
import { actorScope, type Scope, scopeOf } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { headerTagAccess } from './access.ts';
import { bidderName } from './bidders.ts';

// The placements of a header tag (issue 41): an ad unit with its sizes or video fields, labels,
// preload group and floor, and its bidders with their params, each checked against the
// bidder's schema (`BIDDER_PARAMS` of @adconsole/api) and stored in `header_tag_bid`.

type PlacementRow = RowOf<'headerTagPlacement'>;

/** The bids of placements, with their bidder's name and code, in the bidders' order. */
export async function bidsOf(scope: Scope, placementIds: readonly number[], db?: Db) {
  if (placementIds.length === 0) return [];
  return scope
    .rows('headerTagBid as b', db)
    .innerJoin('headerTagBidder as r', 'r.id', 'b.bidderId')
    .where('b.placementId', 'in', placementIds)
    .select(['b.placementId', 'b.bidderId', 'b.params', 'r.alias', 'r.bidderCode', 'r.active'])
    .orderBy('r.id')
    .execute();
}

const toPlacement = (
  row: PlacementRow,
  bids: Awaited<ReturnType<typeof bidsOf>>,
): HeaderTagPlacement => ({
  id: row.id,
  headerTagId: row.headerTagId,
  code: row.code,
  name: row.name,
  mediaType: row.mediaType as HeaderTagPlacement['mediaType'],
  sizes: row.sizes,
  video: row.video,
  labels: row.labels,
  preloadGroup: row.preloadGroup,
  floor: row.floor === null ? null : Number(row.floor),
  active: row.active,
  bids: bids
    .filter((bid) => bid.placementId === row.id)
    .map((bid) => ({ bidderId: bid.bidderId, bidderName: bidderName(bid), params: bid.params })),
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Refuses a placement whose tag, code, bidders or params do not fit (422 on the field). */
async function checkPlacement(
  trx: Transaction<Schema>,
  scope: Scope,
  before: PlacementRow | undefined,
  body: {
    headerTagId: number;
    code: string;
    preloadGroup: string | null;
    bids: { bidderId: number; params: Record<string, unknown> }[];
  },
) {
  const tag = await scope
    .byId('headerTag', body.headerTagId, trx)
    .select(['id', 'settings'])
    .executeTakeFirst();
  if (!tag) throw new ValidationError({ headerTagId: serverMessage('notOfCompany') }, []);
  const fieldErrors: Record<string, ServerMessage> = {};
  const taken = await scope
    .rows('headerTagPlacement', trx)
    .where('headerTagId', '=', body.headerTagId)
    .where('code', '=', body.code)
    .where('id', '!=', before?.id ?? 0)
    .select('id')
    .executeTakeFirst();
  if (taken) fieldErrors.code = serverMessage('placementCodeTaken');
  const groups = (tag.settings as { preloadGroups: { name: string }[] }).preloadGroups;
  if (body.preloadGroup && !groups.some((group) => group.name === body.preloadGroup))
    fieldErrors.preloadGroup = serverMessage('noSuchPreloadGroup');
  const ids = body.bids.map((bid) => bid.bidderId);
  const bidders = ids.length
    ? await scope
        .rows('headerTagBidder', trx)
        .where('id', 'in', ids)
        .select(['id', 'bidderCode'])
        .execute()
    : [];
  const codeOf = new Map(bidders.map((bidder) => [bidder.id, bidder.bidderCode as BidderCode]));
  body.bids.forEach((bid, index) => {
    const code = codeOf.get(bid.bidderId);
    if (!code) {
      fieldErrors[`bids.${index}.bidderId`] = serverMessage('bidderNotOfCompany');
      return;
    }
    if (ids.indexOf(bid.bidderId) !== index) {
      fieldErrors[`bids.${index}.bidderId`] = serverMessage('eachOnce');
      return;
    }
    // The bidder's schema, its refusals keyed as any contract's (on the param's field).
    const checked = BIDDER_PARAMS[code].safeParse(bid.params);
    if (checked.success) return;
    const refusal = ValidationError.fromZod(checked.error);
    for (const [field, message] of Object.entries(refusal.fieldErrors))
      fieldErrors[`bids.${index}.params.${field}`] = message;
    if (refusal.formErrors[0]) fieldErrors[`bids.${index}.params`] = refusal.formErrors[0];
  });
  if (Object.keys(fieldErrors).length > 0) throw new ValidationError(fieldErrors, []);
}

export function registerPlacements({ app, database }: ServiceContext): void {
  registerResource(app, database.db, {
    endpoints: headerTagPlacementEndpoints,
    table: 'headerTagPlacement',
    access: { read: headerTagAccess, write: headerTagAccess },
    toItems: async (db, rows) => {
      const companyId = rows[0]?.companyId;
      const bids =
        companyId === undefined
          ? []
          : await bidsOf(
              scopeOf(db, companyId),
              rows.map((row) => row.id),
            );
      return rows.map((row) => toPlacement(row, bids));
    },
    nameOf: (row) => row.code,
    check: async (trx, { actor, before, body }) =>
      checkPlacement(trx, actorScope(trx, actor), before, body),
    toStored: (body) => ({
      headerTagId: body.headerTagId,
      code: body.code,
      name: body.name,
      mediaType: body.mediaType,
      sizes: body.sizes,
      video: body.mediaType === 'VIDEO' && body.video ? JSON.stringify(body.video) : null,
      labels: body.labels,
      preloadGroup: body.preloadGroup,
      floor: body.floor,
      active: body.active,
    }),
    afterWrite: async (trx, { actor, after, body }) => {
      const scope = actorScope(trx, actor);
      await scope.delete('headerTagBid', trx).where('placementId', '=', after.id).execute();
      if (body.bids.length > 0)
        await scope
          .insert(
            'headerTagBid',
            body.bids.map((bid) => ({
              placementId: after.id,
              bidderId: bid.bidderId,
              params: JSON.stringify(bid.params),
            })),
            trx,
          )
          .execute();
    },
    filters: {
      headerTagId: (rows, id) => rows.where('headerTagId', '=', id),
      searchQuery: contains('name'),
    },
    sort: { code: 'code', name: caseless('name'), updatedAt: 'updatedAt' },
    export: {
      title: 'headerTag.placements.title',
      columns: {
        code: { header: 'headerTag.placements.columns.code', value: (row) => row.code },
        name: { header: 'headerTag.placements.columns.name', value: (row) => row.name },
        sizes: {
          header: 'headerTag.placements.columns.sizes',
          value: (row) => row.sizes.join(', '),
        },
      },
    },
    bulk: {},
  });
}
