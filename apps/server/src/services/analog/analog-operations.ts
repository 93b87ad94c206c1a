import {
  type DispatchState,
  postalCampaignEndpoints,
  type StockLevel,
  stockEndpoints,
  stockMovementEndpoints,
} from '@adconsole/api/contracts';
import { type SqlBool, sql } from 'kysely';
import { containsPattern } from '../../db/like.ts';
import type { AccessRule } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { caseless } from '../../kit/list.ts';
import { registerList } from '../../kit/paged-list.ts';
import type { Scope } from '../../kit/scope.ts';
import { defineTransitions } from '../../kit/transitions.ts';
import type { ServiceContext } from '../context.ts';
import { isoDay } from '../orders/campaigns.ts';
import { registerDispatchCalls } from './analog-dispatches.ts';

/** Spec 3 §6: analog operations are the postal logistics team's (POSTNETZ). */
export const analogAccess: AccessRule = { roles: { anyOf: ['POSTNETZ'] }, company: 'actable' };

/** What a row of an item in a warehouse reads of them (`itemRef` makes the item of it). */
export const ITEM_COLUMNS = [
  'it.name as itemName',
  'it.sku',
  'it.letterFormat',
  'it.weightGrams',
  'w.id as warehouseId',
  'w.name as warehouseName',
] as const;

/**
 * A dispatch's status machine: planned by the campaign, confirmed by the warehouse (the
 * quantity is set aside), sent (the stock falls, a delivery note goes with it); a dispatch not
 * sent yet can be cancelled.
 */
export const dispatchTransitions = defineTransitions<DispatchState>('A dispatch', [
  { from: 'PLANNED', to: 'CONFIRMED', because: 'The warehouse confirmed it can pick the quantity' },
  {
    from: ['PLANNED', 'CONFIRMED'],
    to: 'SENT',
    because: 'Handed to the post with a delivery note; the stock falls by its quantity',
  },
  { from: ['PLANNED', 'CONFIRMED'], to: 'CANCELLED', because: 'The dispatch will not happen' },
]);

export const itemRef = (row: {
  itemId: number;
  itemName: string;
  sku: string;
  letterFormat: string;
  weightGrams: number;
}) => ({
  id: row.itemId,
  name: row.itemName,
  sku: row.sku,
  letterFormat: row.letterFormat as 'STANDARD' | 'MIDI' | 'LARGE_FORMAT',
  weightGrams: row.weightGrams,
});

export const day = (value: Date | string) => isoDay(value);

/** What the dispatches not sent yet hold of a stock level. */
const reserved = sql<number>`coalesce((select sum(d.quantity) from dispatch d where d.item_id = s.item_id and d.warehouse_id = s.warehouse_id and d.state in ('PLANNED', 'CONFIRMED')), 0)`;

/** The scope's stock levels; the item and the warehouse joined by the scoped level's keys. */
const stockRows = (scope: Scope) =>
  scope
    .rows('stockLevel as s')
    .innerJoin('analogItem as it', 'it.id', 's.itemId')
    .innerJoin('warehouse as w', 'w.id', 's.warehouseId');

const stockSelect = (rows: ReturnType<typeof stockRows>) =>
  rows.select([
    's.itemId',
    's.warehouseId',
    's.quantity',
    's.updatedAt',
    'it.name as itemName',
    'it.sku',
    'it.letterFormat',
    'it.weightGrams',
    'w.name as warehouseName',
    reserved.as('reserved'),
  ]);

const toStockLevel = (
  row: Awaited<ReturnType<ReturnType<typeof stockSelect>['executeTakeFirstOrThrow']>>,
): StockLevel => ({
  id: row.itemId * 10_000 + row.warehouseId,
  item: itemRef(row),
  warehouse: { id: row.warehouseId, name: row.warehouseName },
  quantity: row.quantity,
  reserved: Number(row.reserved),
  updatedAt: row.updatedAt.toISOString(),
});

/** One stock level of the scope, as the stock list shows it (after a correction). */
export async function stockLevelOf(
  scope: Scope,
  itemId: number,
  warehouseId: number,
): Promise<StockLevel> {
  const row = await stockSelect(stockRows(scope))
    .where('s.itemId', '=', itemId)
    .where('s.warehouseId', '=', warehouseId)
    .executeTakeFirst();
  if (!row) throw notFound('stock level');
  return toStockLevel(row);
}

/** The analog operations (spec 3 §2.4): postal campaigns, stock, dispatches. */
export function registerAnalogOperationsService(context: ServiceContext): void {
  const { app } = context;

  registerList(app, postalCampaignEndpoints.list, analogAccess, {
    rows: ({ scope }) => scope.rows('postalCampaign as pc'),
    filters: {
      status: (rows, status) => rows.where('pc.status', '=', status),
      channel: (rows, channel) => rows.where('pc.channel', '=', channel),
      searchFilter: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<SqlBool>`(lower(pc.name) like ${pattern} or lower(pc.customer_name) like ${pattern})`,
        );
      },
    },
    sort: {
      firstDispatchDate: 'pc.firstDispatchDate',
      name: caseless('pc.name'),
      status: 'pc.status',
    },
    ties: ['pc.id'],
    select: (rows) =>
      rows
        .innerJoin('analogItem as it', 'it.id', 'pc.itemId')
        .select([
          'pc.id',
          'pc.name',
          'pc.customerName',
          'pc.channel',
          'pc.postalCodes',
          'pc.recipients',
          'pc.firstDispatchDate',
          'pc.status',
          'pc.version',
          'it.id as itemId',
          'it.name as itemName',
          'it.sku',
          'it.letterFormat',
          'it.weightGrams',
          sql<string>`(select count(*) from dispatch d where d.postal_campaign_id = pc.id and d.state <> 'CANCELLED')`.as(
            'dispatches',
          ),
          sql<string>`(select count(*) from dispatch d where d.postal_campaign_id = pc.id and d.state = 'SENT')`.as(
            'sent',
          ),
        ]),
    toItems: (rows) =>
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        customerName: row.customerName,
        channel: row.channel as 'UNADDRESSED_MAILING' | 'ADDRESSED_MAILING',
        item: itemRef(row),
        postalCodes: row.postalCodes,
        recipients: row.recipients,
        firstDispatchDate: day(row.firstDispatchDate),
        status: row.status as 'PLANNED' | 'IN_DISPATCH' | 'DISPATCHED' | 'CANCELLED',
        dispatches: Number(row.dispatches),
        sentDispatches: Number(row.sent),
        version: row.version,
      })),
  });

  registerList(app, stockEndpoints.list, analogAccess, {
    rows: ({ scope }) => stockRows(scope),
    filters: {
      warehouseId: (rows, id) => rows.where('s.warehouseId', '=', id),
      searchFilter: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<SqlBool>`(lower(it.name) like ${pattern} or lower(it.sku) like ${pattern})`,
        );
      },
      lowStock: (rows, low) => (low ? rows.where(sql<SqlBool>`s.quantity < ${reserved}`) : rows),
    },
    sort: { item: caseless('it.name'), warehouse: caseless('w.name'), quantity: 's.quantity' },
    ties: ['s.itemId', 's.warehouseId'],
    select: stockSelect,
    toItems: (rows) => rows.map(toStockLevel),
  });

  registerList(app, stockMovementEndpoints.list, analogAccess, {
    rows: ({ scope }) => scope.rows('stockMovement as m'),
    filters: {
      itemId: (rows, id) => rows.where('m.itemId', '=', id),
      warehouseId: (rows, id) => rows.where('m.warehouseId', '=', id),
      kind: (rows, kind) => rows.where('m.kind', '=', kind),
    },
    sort: { createdAt: 'm.createdAt' },
    ties: ['m.id'],
    select: (rows) =>
      rows
        .innerJoin('analogItem as it', 'it.id', 'm.itemId')
        .innerJoin('warehouse as w', 'w.id', 'm.warehouseId')
        .leftJoin('appUser as u', 'u.id', 'm.createdByUserId')
        .select([
          'm.id',
          'm.kind',
          'm.quantity',
          'm.dispatchId',
          'm.note',
          'm.createdAt',
          'm.itemId',
          ...ITEM_COLUMNS,
          sql<string | null>`u.first_name || ' ' || u.last_name`.as('createdBy'),
        ]),
    toItems: (rows) =>
      rows.map((row) => ({
        id: row.id,
        item: itemRef(row),
        warehouse: { id: row.warehouseId, name: row.warehouseName },
        kind: row.kind,
        quantity: row.quantity,
        dispatchId: row.dispatchId,
        note: row.note,
        createdBy: row.createdBy,
        createdAt: row.createdAt.toISOString(),
      })),
  });

  registerDispatchCalls(context);
}
