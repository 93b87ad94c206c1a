import {
  DEAL_AUCTION_TYPES,
  type Deal,
  type DealType,
  dealCountsEndpoint,
  dealEndpoints,
  dealHistoryEndpoint,
  type HeaderTagSettings,
  type ServerMessage,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AccessRule } from '../../http/access.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { caseless } from '../../kit/list.ts';
import { plainColumns, type RowOf, registerResource } from '../../kit/resource.ts';
import { actorScope, type Scope, scopeOf } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { dayOf } from '../crm/crm-record-rules.ts';
import { auditChange, auditTrail } from '../settings/audit.ts';

// Programmatic deals (issue 41; spec 1 §2.6 /orders/programmatic-deals, ADMIN): a deal sells
// placements of one header tag to buyer seats at a floor (PMP) or a fixed price (preferred,
// guaranteed) in the tag's currency, from a start day to an optional end day. The published
// tag carries the ACTIVE deals of each placement in its ad unit's `ortb2Imp.pmp` (generate.ts);
// every change is in the deal's history (the record audit trail) in its transaction.

/** Spec 1 §2.6: programmatic deals are ADMIN's, on the acting company's rows. */
export const dealAccess: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'actable' };

/** A deal's entries in the record audit trail (settings/audit.ts). */
export const DEAL_AUDIT = 'PROGRAMMATIC_DEAL';

type DealRow = RowOf<'programmaticDeal'>;

/** The placements of deals, by deal. */
async function placementsOf(scope: Scope, dealIds: readonly number[], db?: Db) {
  if (dealIds.length === 0) return [];
  return scope
    .rows('programmaticDealPlacement as d', db)
    .innerJoin('headerTagPlacement as p', 'p.id', 'd.placementId')
    .where('d.dealId', 'in', dealIds)
    .select(['d.dealId', 'p.id', 'p.code', 'p.name'])
    .orderBy('p.code')
    .execute();
}

async function dealItems(db: Db, rows: DealRow[]): Promise<Deal[]> {
  const companyId = rows[0]?.companyId;
  if (companyId === undefined) return [];
  const scope = scopeOf(db, companyId);
  const tagIds = [...new Set(rows.map((row) => row.headerTagId))];
  const tags = await scope
    .rows('headerTag as t', db)
    .innerJoin('website as w', 'w.id', 't.websiteId')
    .leftJoin('headerTagVersion as v', 'v.id', 't.liveVersionId')
    .where('t.id', 'in', tagIds)
    .select(['t.id', 't.name', 't.settings', 'w.name as websiteName', 'v.publishedAt'])
    .execute();
  const tagOf = new Map(tags.map((tag) => [tag.id, tag]));
  const placements = await placementsOf(
    scope,
    rows.map((row) => row.id),
    db,
  );
  return rows.map((row) => {
    const tag = tagOf.get(row.headerTagId);
    const settings = tag?.settings as HeaderTagSettings | undefined;
    return {
      id: row.id,
      dealId: row.dealId,
      name: row.name,
      type: row.type as DealType,
      headerTagId: row.headerTagId,
      headerTagName: tag?.name ?? '',
      websiteName: tag?.websiteName ?? '',
      currency: settings?.currency.adServerCurrency ?? 'CHF',
      placements: placements
        .filter((placement) => placement.dealId === row.id)
        .map(({ id, code, name }) => ({ id, code, name })),
      seats: row.seats,
      floor: Number(row.floor),
      priority: row.priority,
      startDate: dayOf(row.startDate) ?? '',
      endDate: dayOf(row.endDate),
      status: row.status as Deal['status'],
      // The live version was published after the deal's last change: the served tag has it so.
      published: !!tag?.publishedAt && tag.publishedAt >= row.updatedAt,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/**
 * The ACTIVE deals of a tag's placements that have not ended by `day`, by placement id, highest
 * priority first, as OpenRTB 2.5's Deal objects (`ortb2Imp.pmp.deals`) with their days in `ext`
 * (the served tag leaves out a deal outside its days, in the browser's day).
 */
export async function tagDeals(scope: Scope, tagId: number, day: string, db?: Db) {
  const tag = await scope.byId('headerTag', tagId, db).select('settings').executeTakeFirst();
  const currency = (tag?.settings as HeaderTagSettings | undefined)?.currency.adServerCurrency;
  const rows = await scope
    .rows('programmaticDeal as d', db)
    .innerJoin('programmaticDealPlacement as p', 'p.dealId', 'd.id')
    .where('d.headerTagId', '=', tagId)
    .where('d.status', '=', 'ACTIVE')
    .where((where) => where.or([where('d.endDate', 'is', null), where('d.endDate', '>=', day)]))
    .select([
      'p.placementId',
      'd.dealId',
      'd.type',
      'd.floor',
      'd.seats',
      'd.startDate',
      'd.endDate',
    ])
    .orderBy('d.priority', 'desc')
    .orderBy('d.dealId')
    .execute();
  const byPlacement = new Map<number, OrtbDeal[]>();
  for (const row of rows) {
    const deal: OrtbDeal = {
      id: row.dealId,
      bidfloor: Number(row.floor),
      bidfloorcur: currency ?? 'CHF',
      at: DEAL_AUCTION_TYPES[row.type as DealType],
      ...(row.seats.length > 0 ? { wseat: row.seats } : {}),
      ext: { start: dayOf(row.startDate) ?? '', end: dayOf(row.endDate) },
    };
    byPlacement.set(row.placementId, [...(byPlacement.get(row.placementId) ?? []), deal]);
  }
  return byPlacement;
}

/** OpenRTB 2.5 §3.2.12's Deal, with the deal's days. */
export interface OrtbDeal {
  id: string;
  bidfloor: number;
  bidfloorcur: string;
  at: 1 | 3;
  wseat?: string[];
  ext: { start: string; end: string | null };
}

export function registerDeals({ app, database }: ServiceContext): void {
  registerResource(app, database.db, {
    endpoints: dealEndpoints,
    table: 'programmaticDeal',
    access: { read: dealAccess, write: dealAccess },
    toItems: (db, rows) => dealItems(db, rows),
    nameOf: (row) => `${row.name} (${row.dealId})`,
    unique: { field: 'dealId', column: 'dealId', message: serverMessage('dealIdTaken') },
    check: async (trx, { actor, body }) => {
      const scope = actorScope(trx, actor);
      const tag = await scope
        .byId('headerTag', body.headerTagId, trx)
        .select('id')
        .executeTakeFirst();
      if (!tag) throw new ValidationError({ headerTagId: serverMessage('notOfCompany') }, []);
      const ofTag = await scope
        .rows('headerTagPlacement', trx)
        .where('id', 'in', body.placementIds)
        .where('headerTagId', '=', body.headerTagId)
        .select('id')
        .execute();
      const found = new Set(ofTag.map((row) => row.id));
      const fieldErrors: Record<string, ServerMessage> = {};
      body.placementIds.forEach((id, index) => {
        if (!found.has(id))
          fieldErrors[`placementIds.${index}`] = serverMessage('dealPlacementNotOfTag');
      });
      if (Object.keys(fieldErrors).length > 0) throw new ValidationError(fieldErrors, []);
    },
    toStored: (body) => ({
      dealId: body.dealId,
      name: body.name,
      type: body.type,
      headerTagId: body.headerTagId,
      seats: body.seats,
      floor: body.floor,
      priority: body.priority,
      startDate: body.startDate,
      endDate: body.endDate,
      status: body.status,
    }),
    // The placements, and their change in the deal's history, in the write's transaction.
    afterWrite: async (trx, { actor, before, after, body }) => {
      const scope = actorScope(trx, actor);
      const earlier = before
        ? (
            await scope
              .rows('programmaticDealPlacement', trx)
              .where('dealId', '=', after.id)
              .select('placementId')
              .orderBy('placementId')
              .execute()
          ).map((row) => row.placementId)
        : undefined;
      await scope.delete('programmaticDealPlacement', trx).where('dealId', '=', after.id).execute();
      const now = [...body.placementIds].sort((a, b) => a - b);
      await scope
        .insert(
          'programmaticDealPlacement',
          now.map((placementId) => ({ dealId: after.id, placementId })),
          trx,
        )
        .execute();
      await auditChange(trx, {
        actor,
        entityType: DEAL_AUDIT,
        entityId: after.id,
        before: earlier && { placements: await placementCodes(scope, earlier, trx) },
        after: { companyId: after.companyId, placements: await placementCodes(scope, now, trx) },
      });
    },
    onChange: (trx, { actor, before, after }) =>
      auditChange(trx, {
        actor,
        entityType: DEAL_AUDIT,
        entityId: after.id,
        before: before && dayColumns(before),
        after: dayColumns(after),
      }),
    filters: {
      status: (rows, status) => (status === 'ALL' ? rows : rows.where('status', '=', status)),
      type: (rows, type) => rows.where('type', '=', type),
      headerTagId: (rows, id) => rows.where('headerTagId', '=', id),
      searchQuery: (rows, text) =>
        rows.where(
          sql<boolean>`(strpos(lower(name), ${text.toLowerCase()}) > 0 or strpos(lower(deal_id), ${text.toLowerCase()}) > 0)`,
        ),
    },
    sort: {
      name: caseless('name'),
      dealId: caseless('dealId'),
      startDate: 'startDate',
      floor: 'floor',
      updatedAt: 'updatedAt',
    },
    export: {
      title: 'programmatic.deals.title',
      columns: {
        ...plainColumns<'programmaticDeal'>('programmatic.deals', ['dealId', 'name'], {}),
        type: {
          header: 'programmatic.deals.columns.type',
          value: (row, t) => t(`programmatic.deals.types.${row.type}`),
        },
        floor: { header: 'programmatic.deals.columns.floor', value: (row) => Number(row.floor) },
        seats: { header: 'programmatic.deals.columns.seats', value: (row) => row.seats.join(', ') },
        startDate: {
          header: 'programmatic.deals.columns.startDate',
          value: (row) => dayOf(row.startDate),
        },
        endDate: {
          header: 'programmatic.deals.columns.endDate',
          value: (row) => dayOf(row.endDate),
        },
        status: {
          header: 'programmatic.deals.columns.status',
          value: (row, t) => t(`programmatic.deals.status.${row.status}`),
        },
      },
    },
    bulk: {
      activate: {
        refuse: (row) => (row.status === 'ACTIVE' ? alreadyIn('ACTIVE') : undefined),
        set: { status: 'ACTIVE' },
      },
      pause: {
        refuse: (row) => (row.status === 'ACTIVE' ? undefined : notRunning),
        set: { status: 'PAUSED' },
      },
      archive: {
        refuse: (row) => (row.status === 'ARCHIVED' ? alreadyIn('ARCHIVED') : undefined),
        set: { status: 'ARCHIVED' },
      },
    },
    counts: { endpoint: dealCountsEndpoint, column: 'status' },
  });

  registerEndpoint(app, dealHistoryEndpoint, dealAccess, async ({ params, scope }) => {
    const deal = await scope.byId('programmaticDeal', params.id).select('id').executeTakeFirst();
    if (!deal) throw notFound('programmatic deal');
    return auditTrail(scope, DEAL_AUDIT, params.id);
  });
}

/** A row with its days as YYYY-MM-DD, as the history shows them. */
/** A deal's placements as its history records them: by their codes, in order (issue 41). */
export async function placementCodes(scope: Scope, ids: readonly number[], db?: Db) {
  if (ids.length === 0) return [];
  const rows = await scope
    .rows('headerTagPlacement', db)
    .where('id', 'in', ids)
    .select('code')
    .orderBy('code')
    .execute();
  return rows.map((row) => row.code);
}

/** A deal's row as its history records it: its days as days. */
export const dayColumns = (row: DealRow) => ({
  ...row,
  startDate: dayOf(row.startDate),
  endDate: dayOf(row.endDate),
});

const alreadyIn = (status: 'ACTIVE' | 'ARCHIVED') => ({
  reason: `The deal is ${status.toLowerCase()} already`,
  translationKey: `ALREADY_${status}`,
});
const notRunning = { reason: 'Only an active deal is paused', translationKey: 'DEAL_NOT_ACTIVE' };
