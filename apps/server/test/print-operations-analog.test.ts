import {
  bulkResultSchema,
  dispatchSchema,
  pageOf,
  postalCampaignSchema,
  sendDispatchesResultSchema,
  stockLevelSchema,
  stockMovementSchema,
} from '@adconsole/api/contracts';
import { describe, expect, it } from 'vitest';
import { ANALOG_ITEMS } from '../src/seed/print-operations.ts';
import { dispatchTransitions } from '../src/services/analog/analog-operations.ts';
import { answerOf } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { pdfText } from './support/pdf-text.ts';
import { rowOf } from './support/rows.ts';
import { companyNamed, expectErrorBody, expectFieldError } from './support/sales.ts';

const base = '/api/ws-analog-operations';

describe('the dispatch transition table', () => {
  it('allows every row and refuses the rest with the reason', () => {
    for (const row of dispatchTransitions.rows) {
      expect(dispatchTransitions.check(row.from, row.to).allowed).toBe(true);
    }
    expect(dispatchTransitions.check('SENT', 'CANCELLED')).toMatchObject({
      allowed: false,
      reason: 'A dispatch in SENT cannot move to CANCELLED',
    });
    expect(dispatchTransitions.check('CANCELLED', 'SENT').allowed).toBe(false);
  });
});

describeOnLanes('analog operations', ['postnetz', 'printops', 'admin'], ({ server, tokens }) => {
  const teamCompany = seededCompany(server, 'Post Logistik');

  const get = async <T>(
    url: string,
    schema: { parse(value: unknown): T },
    token = tokens.postnetz,
  ) => {
    const response = await server.request({ url, token });
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  };
  const stockOf = async (itemId: number, warehouseId: number) =>
    (await rowOf(server.database.db, 'stockLevel', 'quantity', { itemId, warehouseId })).quantity;

  it('lists postal campaigns, stock per item and warehouse, and movements', async () => {
    const campaigns = await get(`${base}/postal-campaigns?limit=100`, pageOf(postalCampaignSchema));
    expect(campaigns.total).toBeGreaterThan(5);
    expect(new Set(campaigns.items.map((item) => item.channel))).toEqual(
      new Set(['UNADDRESSED_MAILING', 'ADDRESSED_MAILING']),
    );
    const unaddressed = await get(
      `${base}/postal-campaigns?channel=UNADDRESSED_MAILING&limit=100`,
      pageOf(postalCampaignSchema),
    );
    expect(unaddressed.items.every((item) => item.postalCodes.length > 0)).toBe(true);
    const stock = await get(`${base}/stock?limit=100`, pageOf(stockLevelSchema));
    // Every seeded item in each of the three warehouses.
    expect(stock.total).toBe(ANALOG_ITEMS.length * 3);
    const harkingen = stock.items.find((row) => row.warehouse.name.includes('Härkingen'));
    const byWarehouse = await get(
      `${base}/stock?warehouseId=${harkingen?.warehouse.id}&limit=100`,
      pageOf(stockLevelSchema),
    );
    expect(byWarehouse.total).toBe(ANALOG_ITEMS.length);
    const movements = await get(
      `${base}/stock/movements?kind=RECEIPT&limit=100`,
      pageOf(stockMovementSchema),
    );
    expect(movements.items.every((row) => row.kind === 'RECEIPT' && row.quantity > 0)).toBe(true);
    expectFieldError(
      await server.request({ url: `${base}/stock/movements?kind=THEFT`, token: tokens.postnetz }),
      'kind',
    );
    expectFieldError(
      await server.request({ url: `${base}/stock?limit=1000`, token: tokens.postnetz }),
      'limit',
    );
  });

  it('is for POSTNETZ only, on its own company', async () => {
    for (const url of [
      `${base}/postal-campaigns`,
      `${base}/stock`,
      `${base}/stock/movements`,
      `${base}/dispatches`,
    ]) {
      expectErrorBody(await server.request({ url, token: tokens.printops }), 403);
      expectErrorBody(await server.request({ url }), 401);
    }
    // Even the administrator has no POSTNETZ role.
    expectErrorBody(await server.request({ url: `${base}/dispatches`, token: tokens.admin }), 403);
  });

  it('lists dispatches by state with counts, confirms and cancels them with a dry run', async () => {
    const planned = await get(`${base}/dispatches?state=PLANNED&limit=100`, pageOf(dispatchSchema));
    expect(planned.total).toBeGreaterThan(0);
    expect(planned.items.every((row) => row.state === 'PLANNED')).toBe(true);
    const counts = (
      await server.request({ url: `${base}/dispatches/counts`, token: tokens.postnetz })
    ).json() as Record<string, number>;
    expect(counts.PLANNED).toBe(planned.total);
    expect(counts.ALL).toBeGreaterThan(planned.total);
    const [first, second] = planned.items;
    const preview = await server.send('POST', `${base}/dispatches/bulk/cancel`, tokens.postnetz, {
      ids: [first?.id],
      dryRun: true,
    });
    expect(bulkResultSchema.parse(preview.json())).toMatchObject({ dryRun: true, done: 1 });
    const cancelled = await server.send('POST', `${base}/dispatches/bulk/cancel`, tokens.postnetz, {
      ids: [first?.id],
    });
    expect(bulkResultSchema.parse(cancelled.json()).done).toBe(1);
    const again = await server.send('POST', `${base}/dispatches/bulk/confirm`, tokens.postnetz, {
      ids: [first?.id, second?.id, 999_999],
    });
    const results = bulkResultSchema.parse(again.json()).results;
    expect(results[0]).toMatchObject({
      outcome: 'REFUSED',
      translationKey: 'TRANSITION_NOT_ALLOWED',
    });
    expect(results[2]).toMatchObject({ outcome: 'REFUSED', translationKey: 'NOT_FOUND' });
    expectErrorBody(
      await server.send('POST', `${base}/dispatches/bulk/ship`, tokens.postnetz, { ids: [1] }),
      404,
    );
  });

  it('sends two dispatches with one delivery note: the stock falls by their quantities', async () => {
    const open = await get(`${base}/dispatches?state=CONFIRMED&limit=100`, pageOf(dispatchSchema));
    const candidates = [
      ...open.items,
      ...(await get(`${base}/dispatches?state=PLANNED&limit=100`, pageOf(dispatchSchema))).items,
    ];
    const two = candidates.filter((row) => row.stock >= row.quantity * 2).slice(0, 2);
    expect(two.length).toBe(2);
    const before = await Promise.all(two.map((row) => stockOf(row.item.id, row.warehouse.id)));
    const byIds = await server.send('POST', `${base}/dispatches/by-ids`, tokens.postnetz, {
      ids: two.map((row) => row.id),
    });
    expect((byIds.json() as { items: unknown[] }).items.length).toBe(2);
    const response = await server.send('POST', `${base}/dispatches/send`, tokens.postnetz, {
      ids: two.map((row) => row.id),
    });
    const result = sendDispatchesResultSchema.parse(await answerOf(response));
    expect(result).toMatchObject({ done: 2, refused: 0 });
    expect(result.deliveryNoteNumber).toMatch(/^LS-\d{4}-\d{6}$/);
    const after = await Promise.all(two.map((row) => stockOf(row.item.id, row.warehouse.id)));
    const sameStock =
      two[0]?.item.id === two[1]?.item.id && two[0]?.warehouse.id === two[1]?.warehouse.id;
    const taken = sameStock
      ? (two[0]?.quantity ?? 0) + (two[1]?.quantity ?? 0)
      : (two[0]?.quantity ?? 0);
    expect(after[0]).toBe((before[0] ?? 0) - taken);
    const movements = await get(
      `${base}/stock/movements?kind=DISPATCH&itemId=${two[0]?.item.id}&limit=5`,
      pageOf(stockMovementSchema),
    );
    expect(movements.items[0]).toMatchObject({ quantity: -(two[0]?.quantity ?? 0) });

    const note = await server.request({
      url: `${base}/delivery-notes/${result.deliveryNoteNumber}`,
      token: tokens.postnetz,
    });
    expect(note.statusCode).toBe(200);
    const text = await pdfText(note.rawPayload);
    expect(text).toContain(`Lieferschein ${result.deliveryNoteNumber}`);
    expect(text).toContain(two[0]?.postalCampaign.name.slice(0, 20) ?? '');
    expect(
      (
        await server.request({
          url: `${base}/delivery-notes/LS-2020-000001`,
          token: tokens.postnetz,
        })
      ).statusCode,
    ).toBe(204);
    expectErrorBody(
      await server.request({ url: `${base}/delivery-notes/nope`, token: tokens.postnetz }),
      404,
    );

    const twice = await server.send('POST', `${base}/dispatches/send`, tokens.postnetz, {
      ids: [two[0]?.id],
    });
    expect(sendDispatchesResultSchema.parse(twice.json())).toMatchObject({
      done: 0,
      deliveryNoteNumber: null,
      results: [expect.objectContaining({ translationKey: 'TRANSITION_NOT_ALLOWED' })],
    });
  });

  it('refuses a dispatch the stock cannot cover, and bad input', async () => {
    const [planned] = (
      await get(`${base}/dispatches?state=PLANNED&limit=1`, pageOf(dispatchSchema))
    ).items;
    await server.database.db
      .updateTable('stockLevel')
      .set({ quantity: 0 })
      .where('itemId', '=', planned?.item.id as number)
      .where('warehouseId', '=', planned?.warehouse.id as number)
      .where('companyId', '=', teamCompany.id)
      .execute();
    const response = await server.send('POST', `${base}/dispatches/send`, tokens.postnetz, {
      ids: [planned?.id],
    });
    expect(sendDispatchesResultSchema.parse(response.json()).results[0]).toMatchObject({
      outcome: 'REFUSED',
      translationKey: 'NOT_ENOUGH_STOCK',
    });
    expectFieldError(
      await server.send('POST', `${base}/dispatches/send`, tokens.postnetz, { ids: [] }),
      'ids',
    );
    expectErrorBody(
      await server.send('POST', `${base}/dispatches/send`, tokens.printops, { ids: [1] }),
      403,
    );
    // Another company's dispatch is no dispatch at all for the team.
    const { db } = server.database;
    const other = (await companyNamed(db, 'Adconsole AG')).id;
    const warehouse = await db
      .insertInto('warehouse')
      .values({ companyId: other, name: 'Lager Wien', postalCode: '1100', town: 'Wien' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await db
      .insertInto('analogItem')
      .values({
        companyId: other,
        sku: 'FLY-WIEN',
        name: 'Flyer Wien',
        itemType: 'FLYER',
        letterFormat: 'STANDARD',
        weightGrams: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const campaign = await db
      .insertInto('postalCampaign')
      .values({
        companyId: other,
        name: 'Wien Aktion',
        customerName: 'Wiener Kaufhaus',
        channel: 'ADDRESSED_MAILING',
        itemId: item.id,
        recipients: 500,
        firstDispatchDate: '2026-12-01',
        status: 'PLANNED',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dispatch = await db
      .insertInto('dispatch')
      .values({
        companyId: other,
        postalCampaignId: campaign.id,
        itemId: item.id,
        warehouseId: warehouse.id,
        quantity: 500,
        dispatchDate: '2026-12-01',
        state: 'PLANNED',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await server.send('POST', `${base}/dispatches/send`, tokens.postnetz, {
      ids: [dispatch.id],
    });
    expect(sendDispatchesResultSchema.parse(foreign.json()).results[0]?.translationKey).toBe(
      'NOT_FOUND',
    );
    const byIds = await server.send('POST', `${base}/dispatches/by-ids`, tokens.postnetz, {
      ids: [dispatch.id],
    });
    expect(byIds.json()).toEqual({ items: [] });
  });
});
