import {
  type BulkRowResult,
  type Dispatch,
  type DispatchState,
  dispatchEndpoints,
  postalCampaignEndpoints,
  stockEndpoints,
  stockMovementEndpoints,
} from '@adconsole/api/contracts';
import { type SqlBool, sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import type { AccessRule } from '../../http/access.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { pageWithTotal } from '../../kit/list.ts';
import { defineTransitions } from '../../kit/transitions.ts';
import { loadBranding } from '../../pdf/branding.ts';
import { renderPdf } from '../../pdf/document.ts';
import type { ServiceContext } from '../context.ts';
import { contentDisposition } from '../files/files.ts';
import { isoDay } from '../orders/campaigns.ts';

/** Spec 3 §6: analog operations are the postal logistics team's (POSTNETZ). */
export const analogAccess: AccessRule = { roles: { anyOf: ['POSTNETZ'] }, company: 'actable' };

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

const itemRef = (row: {
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

const day = (value: Date | string) => isoDay(value);
const formatDay = (value: string) =>
  `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;

/** Dispatches by id with their campaign, item, warehouse and the stock they draw on. */
async function loadDispatches(
  db: Db | Transaction<Schema>,
  companyId: number,
  ids: readonly number[],
): Promise<Dispatch[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('dispatch as d')
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
      'it.name as itemName',
      'it.sku',
      'it.letterFormat',
      'it.weightGrams',
      'w.id as warehouseId',
      'w.name as warehouseName',
      sql<number>`coalesce(s.quantity, 0)`.as('stock'),
    ])
    .where('d.companyId', '=', companyId)
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

const refused = (
  id: number,
  name: string,
  reason: string,
  translationKey: string,
): BulkRowResult => ({
  id,
  name,
  outcome: 'REFUSED',
  reason,
  translationKey,
});

const dispatchName = (dispatch: Dispatch) => `#${dispatch.id} ${dispatch.postalCampaign.name}`;

/** The analog operations (spec 3 §2.4): postal campaigns, stock, dispatches. */
export function registerAnalogOperationsService({ app, database }: ServiceContext): void {
  const { db } = database;

  registerEndpoint(app, postalCampaignEndpoints.list, analogAccess, async ({ actor, query }) => {
    const { actingCompanyId } = requireActor(actor);
    let rows = db.selectFrom('postalCampaign as pc').where('pc.companyId', '=', actingCompanyId);
    if (query.status) rows = rows.where('pc.status', '=', query.status);
    if (query.channel) rows = rows.where('pc.channel', '=', query.channel);
    if (query.searchFilter) {
      const pattern = containsPattern(query.searchFilter.toLowerCase());
      rows = rows.where(
        sql<SqlBool>`(lower(pc.name) like ${pattern} or lower(pc.customer_name) like ${pattern})`,
      );
    }
    const key = {
      firstDispatchDate: sql`pc.first_dispatch_date`,
      name: sql`lower(pc.name)`,
      status: sql`pc.status`,
    }[query.sort];
    const direction = query.order === 'ASC' ? sql`asc` : sql`desc`;
    const page = await pageWithTotal(
      rows,
      (filtered) =>
        filtered
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
          ])
          .orderBy(sql`${key} ${direction}`)
          .orderBy(sql`pc.id ${direction}`),
      query.page,
      query.limit,
    );
    return {
      total: page.total,
      items: page.items.map((row) => ({
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
    };
  });

  registerEndpoint(app, stockEndpoints.list, analogAccess, async ({ actor, query }) => {
    const { actingCompanyId } = requireActor(actor);
    let rows = db
      .selectFrom('stockLevel as s')
      .innerJoin('analogItem as it', 'it.id', 's.itemId')
      .innerJoin('warehouse as w', 'w.id', 's.warehouseId')
      .where('s.companyId', '=', actingCompanyId);
    if (query.warehouseId) rows = rows.where('s.warehouseId', '=', query.warehouseId);
    if (query.searchFilter) {
      const pattern = containsPattern(query.searchFilter.toLowerCase());
      rows = rows.where(
        sql<SqlBool>`(lower(it.name) like ${pattern} or lower(it.sku) like ${pattern})`,
      );
    }
    const reserved = sql<number>`coalesce((select sum(d.quantity) from dispatch d where d.item_id = s.item_id and d.warehouse_id = s.warehouse_id and d.state in ('PLANNED', 'CONFIRMED')), 0)`;
    if (query.lowStock) rows = rows.where(sql<SqlBool>`s.quantity < ${reserved}`);
    const key = {
      item: sql`lower(it.name)`,
      warehouse: sql`lower(w.name)`,
      quantity: sql`s.quantity`,
    }[query.sort];
    const direction = query.order === 'ASC' ? sql`asc` : sql`desc`;
    const page = await pageWithTotal(
      rows,
      (filtered) =>
        filtered
          .select([
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
          ])
          .orderBy(sql`${key} ${direction}`)
          .orderBy(sql`s.item_id ${direction}`)
          .orderBy(sql`s.warehouse_id ${direction}`),
      query.page,
      query.limit,
    );
    return {
      total: page.total,
      items: page.items.map((row) => ({
        id: row.itemId * 10_000 + row.warehouseId,
        item: itemRef(row),
        warehouse: { id: row.warehouseId, name: row.warehouseName },
        quantity: row.quantity,
        reserved: Number(row.reserved),
        updatedAt: row.updatedAt.toISOString(),
      })),
    };
  });

  registerEndpoint(app, stockMovementEndpoints.list, analogAccess, async ({ actor, query }) => {
    const { actingCompanyId } = requireActor(actor);
    let rows = db.selectFrom('stockMovement as m').where('m.companyId', '=', actingCompanyId);
    if (query.itemId) rows = rows.where('m.itemId', '=', query.itemId);
    if (query.warehouseId) rows = rows.where('m.warehouseId', '=', query.warehouseId);
    if (query.kind) rows = rows.where('m.kind', '=', query.kind);
    const direction = query.order === 'ASC' ? sql`asc` : sql`desc`;
    const page = await pageWithTotal(
      rows,
      (filtered) =>
        filtered
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
            'it.name as itemName',
            'it.sku',
            'it.letterFormat',
            'it.weightGrams',
            'w.id as warehouseId',
            'w.name as warehouseName',
            sql<string | null>`u.first_name || ' ' || u.last_name`.as('createdBy'),
          ])
          .orderBy(sql`m.created_at ${direction}`)
          .orderBy(sql`m.id ${direction}`),
      query.page,
      query.limit,
    );
    return {
      total: page.total,
      items: page.items.map((row) => ({
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
    };
  });

  /** The company's dispatches under the list's filters (the state when `withState`). */
  function filteredDispatches(
    companyId: number,
    query: Record<string, unknown>,
    withState: boolean,
  ) {
    let rows = db.selectFrom('dispatch as d').where('d.companyId', '=', companyId);
    if (withState && query.state && query.state !== 'ALL')
      rows = rows.where('d.state', '=', query.state as string);
    if (query.warehouseId) rows = rows.where('d.warehouseId', '=', query.warehouseId as number);
    if (query.dispatchDateFrom)
      rows = rows.where('d.dispatchDate', '>=', query.dispatchDateFrom as string);
    if (query.dispatchDateTo)
      rows = rows.where('d.dispatchDate', '<=', query.dispatchDateTo as string);
    if (query.searchFilter) {
      const pattern = containsPattern(String(query.searchFilter).toLowerCase());
      rows = rows.where(
        sql<SqlBool>`d.postal_campaign_id in (select pc.id from postal_campaign pc where pc.company_id = ${companyId} and (lower(pc.name) like ${pattern} or lower(pc.customer_name) like ${pattern}))`,
      );
    }
    return rows;
  }

  registerEndpoint(app, dispatchEndpoints.list, analogAccess, async ({ actor, query }) => {
    const { actingCompanyId } = requireActor(actor);
    const key = {
      dispatchDate: sql`d.dispatch_date`,
      quantity: sql`d.quantity`,
      state: sql`d.state`,
    }[query.sort];
    const direction = query.order === 'ASC' ? sql`asc` : sql`desc`;
    const page = await pageWithTotal(
      filteredDispatches(actingCompanyId, query, true),
      (filtered) =>
        filtered.select('d.id').orderBy(sql`${key} ${direction}`).orderBy(sql`d.id ${direction}`),
      query.page,
      query.limit,
    );
    return {
      total: page.total,
      items: await loadDispatches(
        db,
        actingCompanyId,
        page.items.map((row) => row.id),
      ),
    };
  });

  registerEndpoint(app, dispatchEndpoints.counts, analogAccess, async ({ actor, query }) => {
    const { actingCompanyId } = requireActor(actor);
    const groups = await filteredDispatches(
      actingCompanyId,
      query as Record<string, unknown>,
      false,
    )
      .select(['d.state', sql<string>`count(*)`.as('total')])
      .groupBy('d.state')
      .execute();
    const counts: Record<string, number> = Object.fromEntries(
      groups.map((group) => [group.state, Number(group.total)]),
    );
    counts.ALL = groups.reduce((sum, group) => sum + Number(group.total), 0);
    return counts;
  });

  registerEndpoint(app, dispatchEndpoints.byIds, analogAccess, async ({ actor, body }) => {
    const { actingCompanyId } = requireActor(actor);
    return { items: await loadDispatches(db, actingCompanyId, [...new Set(body.ids)]) };
  });

  registerEndpoint(app, dispatchEndpoints.bulk, analogAccess, async ({ actor, params, body }) => {
    const caller = requireActor(actor);
    const to: DispatchState = params.action === 'confirm' ? 'CONFIRMED' : 'CANCELLED';
    const results: BulkRowResult[] = [];
    for (const id of [...new Set(body.ids)]) {
      const result = await db.transaction().execute(async (trx): Promise<BulkRowResult> => {
        const locked = await trx
          .selectFrom('dispatch')
          .select(['id', 'version'])
          .where('id', '=', id)
          .where('companyId', '=', caller.actingCompanyId)
          .forUpdate()
          .executeTakeFirst();
        const [dispatch] = locked ? await loadDispatches(trx, caller.actingCompanyId, [id]) : [];
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
          await trx
            .updateTable('dispatch')
            .set({ state: to, version: dispatch.version + 1, updatedAt: new Date() })
            .where('id', '=', id)
            .execute();
        }
        return { id, name, outcome: 'DONE' };
      });
      results.push(result);
    }
    const done = results.filter((result) => result.outcome === 'DONE').length;
    return { dryRun: body.dryRun, done, refused: results.length - done, results };
  });

  registerEndpoint(app, dispatchEndpoints.send, analogAccess, async ({ actor, body }) => {
    const caller = requireActor(actor);
    return db.transaction().execute(async (trx) => {
      const ids = [...new Set(body.ids)];
      // Locked in id order, so two senders of overlapping sets wait rather than deadlock.
      await trx
        .selectFrom('dispatch')
        .select('id')
        .where('companyId', '=', caller.actingCompanyId)
        .where('id', 'in', ids)
        .orderBy('id')
        .forUpdate()
        .execute();
      const dispatches = await loadDispatches(trx, caller.actingCompanyId, ids);
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
          await trx
            .updateTable('dispatch')
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
          await trx
            .updateTable('stockLevel')
            .set((eb) => ({ quantity: eb('quantity', '-', dispatch.quantity), updatedAt: now }))
            .where('itemId', '=', dispatch.item.id)
            .where('warehouseId', '=', dispatch.warehouse.id)
            .execute();
          await trx
            .insertInto('stockMovement')
            .values({
              companyId: caller.actingCompanyId,
              itemId: dispatch.item.id,
              warehouseId: dispatch.warehouse.id,
              kind: 'DISPATCH',
              quantity: -dispatch.quantity,
              dispatchId: dispatch.id,
              note: `${deliveryNoteNumber}: ${dispatch.postalCampaign.name}`.slice(0, 300),
              createdByUserId: caller.user.userId,
              createdAt: now,
            })
            .execute();
        }
        // A campaign is dispatched once none of its dispatches is left to send.
        await sql`
          update postal_campaign pc set
            status = case when exists (select 1 from dispatch d where d.postal_campaign_id = pc.id and d.state in ('PLANNED', 'CONFIRMED'))
                          then 'IN_DISPATCH' else 'DISPATCHED' end,
            version = pc.version + 1, updated_at = now()
          where pc.id in (${sql.join([...new Set(sent.map((dispatch) => dispatch.postalCampaign.id))])})`.execute(
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
    async ({ actor, params, reply }) => {
      const { actingCompanyId } = requireActor(actor);
      const note = await db
        .selectFrom('dispatch')
        .select('deliveryNotePdf')
        .where('companyId', '=', actingCompanyId)
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

const CHANNEL = { UNADDRESSED_MAILING: 'Unadressiert', ADDRESSED_MAILING: 'Adressiert' } as const;
const FORMAT = {
  STANDARD: 'Standardbrief',
  MIDI: 'Midibrief',
  LARGE_FORMAT: 'Grossbrief',
} as const;

/** The delivery note of a set of dispatches (German, as the postal hand-over is). */
async function deliveryNote(
  trx: Transaction<Schema>,
  companyId: number,
  number: string,
  dispatches: readonly Dispatch[],
  at: Date,
): Promise<Buffer> {
  const total = dispatches.reduce((sum, dispatch) => sum + dispatch.quantity, 0);
  const weight = dispatches.reduce(
    (sum, dispatch) => sum + dispatch.quantity * dispatch.item.weightGrams,
    0,
  );
  const number_ = (value: number) => value.toLocaleString('de-CH');
  return renderPdf({
    title: `Lieferschein ${number}`,
    subject: 'Lieferschein',
    branding: await loadBranding(trx, companyId),
    pageLabel: (page, pages) => `Seite ${page} von ${pages}`,
    blocks: [
      {
        kind: 'facts',
        items: [
          ['Lieferschein', number],
          ['Datum', formatDay(isoDay(at))],
          ['Sendungen', String(dispatches.length)],
        ],
      },
      { kind: 'space' },
      {
        kind: 'table',
        columns: [
          { header: 'Nr.', width: 0.08 },
          { header: 'Kampagne', width: 0.3 },
          { header: 'Artikel', width: 0.26 },
          { header: 'Lager', width: 0.16 },
          { header: 'Versand', width: 0.1 },
          { header: 'Menge', width: 0.1, align: 'right' },
        ],
        rows: dispatches.map((dispatch) => [
          String(dispatch.id),
          `${dispatch.postalCampaign.name} (${dispatch.postalCampaign.customerName}), ${CHANNEL[dispatch.postalCampaign.channel]}${dispatch.postalCodes.length > 0 ? `, PLZ ${dispatch.postalCodes.slice(0, 6).join(' ')}${dispatch.postalCodes.length > 6 ? ' …' : ''}` : ''}`,
          `${dispatch.item.sku} ${dispatch.item.name}, ${FORMAT[dispatch.item.letterFormat]} ${dispatch.item.weightGrams} g`,
          dispatch.warehouse.name,
          formatDay(dispatch.dispatchDate),
          number_(dispatch.quantity),
        ]),
      },
      {
        kind: 'totals',
        items: [
          { label: 'Stück total', value: number_(total), strong: true },
          { label: 'Gewicht total', value: `${number_(Math.round(weight / 1000))} kg` },
        ],
      },
      { kind: 'space', lines: 2 },
      {
        kind: 'paragraph',
        text: 'Übergeben: ____________________    Übernommen (Post): ____________________',
      },
    ],
  });
}
