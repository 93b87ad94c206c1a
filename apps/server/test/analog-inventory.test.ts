import { analogItemSchema, stockLevelSchema, warehouseSchema } from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { describeOnLanes } from './support/lane-server.ts';
import { rowsOf } from './support/rows.ts';
import { expectFieldError } from './support/sales.ts';
import type { Method } from './support/server.ts';

// Issue 37: "create/edit screens for analog items, warehouses and stock corrections" (spec 3
// §2.4: analog operations are the postnetz role's; §5: "weight bounds standard 1 to 100, midi
// 101 to 500, large 1 to 1000").

const A = '/api/ws-analog-operations';

describeOnLanes('the analog inventory’s records', ['postnetz', 'sales'], ({ server, tokens }) => {
  const call = (method: Method, path: string, body?: unknown, token = tokens.postnetz) =>
    server.send(method, `${A}${path}`, token, body);

  it('creates, edits and deactivates a warehouse; a name taken is a 422 on the field', async () => {
    const created = await call('POST', '/warehouses', {
      name: 'Lager Ostermundigen',
      postalCode: '3072',
      town: 'Ostermundigen',
    });
    expect(created.statusCode, created.body).toBe(200);
    const warehouse = warehouseSchema.parse(created.json());
    expect(warehouse).toMatchObject({ name: 'Lager Ostermundigen', active: true, version: 0 });
    const updated = await call('PUT', `/warehouses/${warehouse.id}`, {
      name: 'Lager Ostermundigen Nord',
      postalCode: '3072',
      town: 'Ostermundigen',
      version: warehouse.version,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(warehouseSchema.parse(updated.json()).name).toBe('Lager Ostermundigen Nord');
    expectFieldError(
      await call('POST', '/warehouses', {
        name: 'lager ostermundigen nord',
        postalCode: '3072',
        town: 'X',
      }),
      'name',
    );
    expectFieldError(
      await call('POST', '/warehouses', { name: 'Lager Süd', postalCode: '30', town: 'Bern' }),
      'postalCode',
    );
    const bulk = await call('POST', '/warehouses/bulk/deactivate', { ids: [warehouse.id] });
    expect(bulk.json()).toMatchObject({ done: 1, refused: 0 });
    const listed = await call('GET', '/warehouses?searchFilter=Ostermundigen');
    expect(listed.json().items).toEqual([]);
  });

  it('creates and edits an item within its letter format’s weight; an article number once', async () => {
    const body = {
      sku: 'FLY-OST-01',
      name: 'Flyer Ostermundigen',
      itemType: 'FLYER',
      letterFormat: 'STANDARD',
      weightGrams: 12,
    };
    const created = await call('POST', '/items', body);
    expect(created.statusCode, created.body).toBe(200);
    const item = analogItemSchema.parse(created.json());
    // Spec 3 §5: a midi letter weighs 101 to 500 g.
    expectFieldError(
      await call('PUT', `/items/${item.id}`, {
        ...body,
        letterFormat: 'MIDI',
        version: item.version,
      }),
      'weightGrams',
    );
    const midi = await call('PUT', `/items/${item.id}`, {
      ...body,
      letterFormat: 'MIDI',
      weightGrams: 180,
      version: item.version,
    });
    expect(midi.statusCode, midi.body).toBe(200);
    expectFieldError(await call('POST', '/items', body), 'sku');
    expectFieldError(await call('POST', '/items', { ...body, sku: 'fly 01' }), 'sku');
  });

  it('corrects a stock level to the count found, as a CORRECTION movement with its reason', async () => {
    const [level] = (await call('GET', '/stock?limit=1')).json().items as {
      item: { id: number };
      warehouse: { id: number };
      quantity: number;
    }[];
    if (!level) throw new Error('the demo data has stock');
    const counted = level.quantity + 25;
    const corrected = await call('POST', '/stock/corrections', {
      itemId: level.item.id,
      warehouseId: level.warehouse.id,
      counted,
      note: 'Inventur: eine Palette mehr gefunden',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(stockLevelSchema.parse(corrected.json()).quantity).toBe(counted);
    const movements = await rowsOf(
      server.database.db,
      'stockMovement',
      ['kind', 'quantity', 'note'],
      { itemId: level.item.id, warehouseId: level.warehouse.id, kind: 'CORRECTION' },
    );
    expect(movements).toContainEqual({
      kind: 'CORRECTION',
      quantity: 25,
      note: 'Inventur: eine Palette mehr gefunden',
    });
    // The same count again changes nothing: refused on the field.
    expectFieldError(
      await call('POST', '/stock/corrections', {
        itemId: level.item.id,
        warehouseId: level.warehouse.id,
        counted,
        note: 'Nochmals',
      }),
      'counted',
    );
    // No reason, no correction; a negative count is none.
    const bad = await call('POST', '/stock/corrections', {
      itemId: level.item.id,
      warehouseId: level.warehouse.id,
      counted: -1,
      note: '',
    });
    expect(bad.statusCode).toBe(422);
  });

  it('books goods received as a RECEIPT movement: a new item in a new warehouse gets its first stock', async () => {
    const warehouse = await call('POST', '/warehouses', {
      name: 'Lager Wareneingang',
      postalCode: '3000',
      town: 'Bern',
      active: true,
    });
    expect(warehouse.statusCode, warehouse.body).toBe(200);
    const item = await call('POST', '/items', {
      sku: 'RECEIPT-01',
      name: 'Neuer Flyer',
      itemType: 'FLYER',
      letterFormat: 'STANDARD',
      weightGrams: 20,
      active: true,
    });
    expect(item.statusCode, item.body).toBe(200);
    const ids = { itemId: item.json().id as number, warehouseId: warehouse.json().id as number };
    const first = await call('POST', '/stock/receipts', {
      ...ids,
      quantity: 5000,
      note: 'LS 4711',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(stockLevelSchema.parse(first.json()).quantity).toBe(5000);
    const second = await call('POST', '/stock/receipts', { ...ids, quantity: 250 });
    expect(stockLevelSchema.parse(second.json()).quantity).toBe(5250);
    expect(
      await rowsOf(server.database.db, 'stockMovement', ['kind', 'quantity', 'note'], {
        ...ids,
      }),
    ).toEqual(
      expect.arrayContaining([
        { kind: 'RECEIPT', quantity: 5000, note: 'LS 4711' },
        { kind: 'RECEIPT', quantity: 250, note: null },
      ]),
    );
    // Nothing received is no receipt; an unknown item is refused on its field.
    expectFieldError(await call('POST', '/stock/receipts', { ...ids, quantity: 0 }), 'quantity');
    expectFieldError(
      await call('POST', '/stock/receipts', { ...ids, itemId: 999999, quantity: 1 }),
      'itemId',
    );
  });

  it('is the postnetz role’s only', async () => {
    expect((await call('GET', '/warehouses', undefined, tokens.sales)).statusCode).toBe(403);
    expect((await call('POST', '/items', {}, tokens.sales)).statusCode).toBe(403);
    const correction = await call(
      'POST',
      '/stock/corrections',
      { itemId: 1, warehouseId: 1, counted: 1, note: 'x' },
      tokens.sales,
    );
    expect(correction.statusCode).toBe(403);
    const receipt = await call(
      'POST',
      '/stock/receipts',
      { itemId: 1, warehouseId: 1, quantity: 1 },
      tokens.sales,
    );
    expect(receipt.statusCode).toBe(403);
  });
});
