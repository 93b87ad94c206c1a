import {
  type BulkRowResult,
  type Dispatch,
  type DispatchState,
  dispatchEndpoints,
} from '@adconsole/api/contracts';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { bulkSummary, refused } from '../../kit/bulk.ts';
import { filteredList, type ListDeclaration, registerList } from '../../kit/paged-list.ts';
import type { Scope, ScopedSchema } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { contentDisposition } from '../files/files.ts';
import { deliveryNote } from './analog-delivery-note.ts';
import {
  analogAccess,
  day,
  dispatchTransitions,
  ITEM_COLUMNS,
  itemRef,
} from './analog-operations.ts';

// The dispatches of analog operations (spec 3 §2.4): the list, its counts, the confirm and
// cancel actions, the send with its delivery note.

/**
 * The scope's dispatches by id with their campaign, item, warehouse and the stock they draw on
 * (joined by the scoped dispatch's keys).
 */
async function loadDispatches(scope: Scope, ids: readonly number[], db?: Db): Promise<Dispatch[]> {
  if (ids.length === 0) return [];
  const rows = await scope
    .rows('dispatch as d', db)
    .innerJoin('postalCampaign as pc', 'pc.id', 'd.postalCampaignId')
    .innerJoin('analogItem as it', 'it.id', 'd.itemId')
    .innerJoin('warehouse as w', 'w.id', 'd.warehouseId')
    .leftJoin('stockLevel as s', (join) =>
      join.onRef('s.itemId', '=', 'd.itemId').onRef('s.warehouseId', '=', 'd.warehouseId'),
    )
    .select([
      'd.id',
      'd.quantity',
      'd.dispatchDate',
      'd.postalCodes',
      'd.state',
      'd.deliveryNoteNumber',
      'd.sentAt',
      'd.version',
      'pc.id as campaignId',
      'pc.name as campaignName',
      'pc.customerName',
      'pc.channel',
      'it.id as itemId',
      ...ITEM_COLUMNS,
      sql<number>`coalesce(s.quantity, 0)`.as('stock'),
    ])
    .where('d.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        postalCampaign: {
          id: row.campaignId,
          name: row.campaignName,
          customerName: row.customerName,
          channel: row.channel as 'UNADDRESSED_MAILING' | 'ADDRESSED_MAILING',
        },
        item: itemRef(row),
        warehouse: { id: row.warehouseId, name: row.warehouseName },
        quantity: row.quantity,
        stock: Number(row.stock),
        dispatchDate: day(row.dispatchDate),
        postalCodes: row.postalCodes,
        state: row.state as DispatchState,
        deliveryNoteNumber: row.deliveryNoteNumber,
        sentAt: row.sentAt ? row.sentAt.toISOString() : null,
        version: row.version,
      },
    ];
  });
}

const dispatchName = (dispatch: Dispatch) => `#${dispatch.id} ${dispatch.postalCampaign.name}`;

/** The dispatch calls: list, counts, by ids, confirm and cancel, send, delivery note. */
export function registerDispatchCalls({ app, database }: ServiceContext): void {
  const { db } = database;

  /** The company's dispatches under the list's filters; their page read with what they show. */
  const list: ListDeclaration<
    typeof dispatchEndpoints.list,
    ScopedSchema<'dispatch as d'>,
    'd',
    object,
    { id: number },
    Dispatch
  > = {
    rows: ({ scope }) => scope.rows('dispatch as d'),
    filters: {
      state: (rows, state) => (state === 'ALL' ? rows : rows.where('d.state', '=', state)),
      warehouseId: (rows, id) => rows.where('d.warehouseId', '=', id),
      dispatchDateFrom: (rows, from) => rows.where('d.dispatchDate', '>=', from),
      dispatchDateTo: (rows, to) => rows.where('d.dispatchDate', '<=', to),
      // The search reads the dispatch's campaign, of the same company.
      searchFilter: (rows, text, { scope }) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<SqlBool>`d.postal_campaign_id in (select pc.id from postal_campaign pc where ${scope.term('pc')} and (lower(pc.name) like ${pattern} or lower(pc.customer_name) like ${pattern}))`,
        );
      },
    },
    sort: { dispatchDate: 'd.dispatchDate', quantity: 'd.quantity', state: 'd.state' },
    ties: ['d.id'],
    select: (rows) => rows.select('d.id'),
    toItems: (rows, { scope }) =>
      loadDispatches(
        scope,
        rows.map((row) => row.id),
      ),
  };
  registerList(app, dispatchEndpoints.list, analogAccess, list);

  registerEndpoint(app, dispatchEndpoints.counts, analogAccess, async ({ scope, query }) => {
    const groups = await filteredList(list, { scope, params: undefined, query }, ['state'])
      .select(['d.state', sql<string>`count(*)`.as('total')])
      .groupBy('d.state')
      .execute();
    const counts: Record<string, number> = Object.fromEntries(
      groups.map((group) => [group.state, Number(group.total)]),
    );
    counts.ALL = groups.reduce((sum, group) => sum + Number(group.total), 0);
    return counts;
  });

  registerEndpoint(app, dispatchEndpoints.byIds, analogAccess, async ({ scope, body }) => {
    return { items: await loadDispatches(scope, [...new Set(body.ids)]) };
  });

  registerEndpoint(
    app,
    dispatchEndpoints.bulk,
    analogAccess,
    async ({ caller, scope, params, body }) => {
      const to: DispatchState = params.action === 'confirm' ? 'CONFIRMED' : 'CANCELLED';
      const results: BulkRowResult[] = [];
      for (const id of [...new Set(body.ids)]) {
        const result = await db.transaction().execute(async (trx): Promise<BulkRowResult> => {
          const locked = await scope
            .byId('dispatch', id, trx)
            .select(['id', 'version'])
            .forUpdate()
            .executeTakeFirst();
          const [dispatch] = locked ? await loadDispatches(scope, [id], trx) : [];
          if (!dispatch) return refused(id, '', 'No such dispatch', 'NOT_FOUND');
          const name = dispatchName(dispatch);
          const verdict = dispatchTransitions.check(dispatch.state, to, [...caller.roles]);
          if (!verdict.allowed) return refused(id, name, verdict.reason, verdict.translationKey);
          if (to === 'CONFIRMED' && dispatch.stock < dispatch.quantity) {
            return refused(
              id,
              name,
              `Only ${dispatch.stock} of ${dispatch.quantity} are in stock at ${dispatch.warehouse.name}`,
              'NOT_ENOUGH_STOCK',
            );
          }
          if (!body.dryRun) {
            await scope
              .update('dispatch', trx)
              .set({ state: to, version: dispatch.version + 1, updatedAt: new Date() })
              .where('id', '=', id)
              .execute();
          }
          return { id, name, outcome: 'DONE' };
        });
        results.push(result);
      }
      return bulkSummary(body.dryRun, results);
    },
  );

  registerEndpoint(app, dispatchEndpoints.send, analogAccess, async ({ caller, scope, body }) => {
    return db.transaction().execute(async (trx) => {
      const ids = [...new Set(body.ids)];
      // Locked in id order, so two senders of overlapping sets wait rather than deadlock.
      await scope
        .rows('dispatch', trx)
        .select('id')
        .where('id', 'in', ids)
        .orderBy('id')
        .forUpdate()
        .execute();
      const dispatches = await loadDispatches(scope, ids, trx);
      const byId = new Map(dispatches.map((dispatch) => [dispatch.id, dispatch]));
      const results: BulkRowResult[] = [];
      const sent: Dispatch[] = [];
      // What each item and warehouse still holds as the set is worked through.
      const left = new Map<string, number>();
      for (const id of ids) {
        const dispatch = byId.get(id);
        if (!dispatch) {
          results.push(refused(id, '', 'No such dispatch', 'NOT_FOUND'));
          continue;
        }
        const name = dispatchName(dispatch);
        const verdict = dispatchTransitions.check(dispatch.state, 'SENT', [...caller.roles]);
        if (!verdict.allowed) {
          results.push(refused(id, name, verdict.reason, verdict.translationKey));
          continue;
        }
        const stockKey = `${dispatch.item.id}:${dispatch.warehouse.id}`;
        const available = left.get(stockKey) ?? dispatch.stock;
        if (available < dispatch.quantity) {
          results.push(
            refused(
              id,
              name,
              `Only ${available} of ${dispatch.quantity} are in stock at ${dispatch.warehouse.name}`,
              'NOT_ENOUGH_STOCK',
            ),
          );
          continue;
        }
        left.set(stockKey, available - dispatch.quantity);
        sent.push(dispatch);
        results.push({ id, name, outcome: 'DONE' });
      }
      let deliveryNoteNumber: string | null = null;
      if (sent.length > 0) {
        const now = new Date();
        const { n } = await sql<{ n: string }>`select nextval('delivery_note_seq') as n`
          .execute(trx)
          .then((answer) => answer.rows[0] as { n: string });
        deliveryNoteNumber = `LS-${now.getUTCFullYear()}-${String(n).padStart(6, '0')}`;
        const pdf = await deliveryNote(trx, caller.actingCompanyId, deliveryNoteNumber, sent, now);
        for (const dispatch of sent) {
          await scope
            .update('dispatch', trx)
            .set({
              state: 'SENT',
              sentAt: now,
              sentByUserId: caller.user.userId,
              deliveryNoteNumber,
              deliveryNotePdf: pdf,
              version: dispatch.version + 1,
              updatedAt: now,
            })
            .where('id', '=', dispatch.id)
            .execute();
          await scope
            .update('stockLevel', trx)
            .set((eb) => ({ quantity: eb('quantity', '-', dispatch.quantity), updatedAt: now }))
            .where('itemId', '=', dispatch.item.id)
            .where('warehouseId', '=', dispatch.warehouse.id)
            .execute();
          await scope
            .insert(
              'stockMovement',
              {
                itemId: dispatch.item.id,
                warehouseId: dispatch.warehouse.id,
                kind: 'DISPATCH',
                quantity: -dispatch.quantity,
                dispatchId: dispatch.id,
                note: `${deliveryNoteNumber}: ${dispatch.postalCampaign.name}`.slice(0, 300),
                createdByUserId: caller.user.userId,
                createdAt: now,
              },
              trx,
            )
            .execute();
        }
        // A campaign is dispatched once none of its dispatches is left to send.
        await scope.raw(
          sql`
          update postal_campaign pc set
            status = case when exists (select 1 from dispatch d where d.postal_campaign_id = pc.id and d.state in ('PLANNED', 'CONFIRMED'))
                          then 'IN_DISPATCH' else 'DISPATCHED' end,
            version = pc.version + 1, updated_at = now()
          where ${scope.term('pc')}
            and pc.id in (${sql.join([...new Set(sent.map((dispatch) => dispatch.postalCampaign.id))])})`,
          trx,
        );
      }
      const done = results.filter((result) => result.outcome === 'DONE').length;
      return { deliveryNoteNumber, done, refused: results.length - done, results };
    });
  });

  registerEndpoint(
    app,
    dispatchEndpoints.deliveryNote,
    analogAccess,
    async ({ scope, params, reply }) => {
      const note = await scope
        .rows('dispatch')
        .select('deliveryNotePdf')
        .where('deliveryNoteNumber', '=', params.number)
        .where('deliveryNotePdf', 'is not', null)
        .executeTakeFirst();
      if (!note?.deliveryNotePdf) return;
      const bytes = note.deliveryNotePdf;
      await reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(`Lieferschein-${params.number}.pdf`))
        .header('Access-Control-Expose-Headers', 'Content-Disposition')
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
}
