import {
  analogItemEndpoints,
  type LetterFormat,
  serverMessage,
  stockCorrectionEndpoints,
  warehouseEndpoints,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { containsPattern } from '../../db/like.ts';
import { ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { activeUnless, caseless, type Rows } from '../../kit/list.ts';
import { activeBulk } from '../../kit/named.ts';
import { plainColumns, registerResource, uniqueColumn } from '../../kit/resource.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { weightError } from '../post/post-rules.ts';
import { analogAccess, stockLevelOf } from './analog-operations.ts';

// The inventory's own records (issue 37: "create/edit screens for analog items, warehouses and
// stock corrections"): the warehouses and the printed items kept in them, each a kit resource
// of the acting company (list, export, record, create, update, activate/deactivate); and the
// stock correction, which sets an item's stock in a warehouse to the count found there and
// books the difference as a CORRECTION movement with its reason, in one transaction; and goods
// received (issue 40), which add to it as a RECEIPT movement.

const stamps = (row: { version: number; createdAt: Date; updatedAt: Date }) => ({
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export function registerInventoryCalls({ app, database }: ServiceContext): void {
  const { db } = database;
  const access = { read: analogAccess, write: analogAccess };

  registerResource(app, db, {
    endpoints: warehouseEndpoints,
    table: 'warehouse',
    access,
    toItem: (row) => ({
      id: row.id,
      name: row.name,
      postalCode: row.postalCode,
      town: row.town,
      active: row.active,
      ...stamps(row),
    }),
    nameOf: (row) => row.name,
    toStored: (body) => ({
      name: body.name,
      postalCode: body.postalCode,
      town: body.town,
      active: body.active,
    }),
    unique: uniqueColumn('name', 'warehouseNameTaken'),
    filters: {
      searchFilter: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<boolean>`(lower(name) like ${pattern} or lower(town) like ${pattern} or postal_code like ${pattern})`,
        ) as Rows<'warehouse'>;
      },
      includeInactive: activeUnless(),
    },
    sort: { name: caseless('name'), town: caseless('town'), createdAt: 'createdAt' },
    export: {
      title: 'analogOps.warehouses.title',
      columns: plainColumns<'warehouse'>('analogOps.warehouses', ['name', 'postalCode', 'town']),
    },
    bulk: activeBulk('warehouse'),
  });

  registerResource(app, db, {
    endpoints: analogItemEndpoints,
    table: 'analogItem',
    access,
    toItem: (row) => ({
      id: row.id,
      sku: row.sku,
      name: row.name,
      itemType: row.itemType as 'FLYER',
      letterFormat: row.letterFormat as LetterFormat,
      weightGrams: row.weightGrams,
      active: row.active,
      ...stamps(row),
    }),
    nameOf: (row) => `${row.sku} ${row.name}`,
    toStored: (body) => ({
      sku: body.sku,
      name: body.name,
      itemType: body.itemType,
      letterFormat: body.letterFormat,
      weightGrams: body.weightGrams,
      active: body.active,
    }),
    unique: uniqueColumn('sku', 'skuTaken'),
    // Spec 3 §5: the weight within its letter format's bounds (standard 1–100 g, midi 101–500 g).
    check: async (_trx, { body }) => {
      const weight = weightError(body.letterFormat, body.weightGrams);
      if (weight) throw new ValidationError({ weightGrams: weight }, []);
    },
    filters: {
      searchFilter: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<boolean>`(lower(name) like ${pattern} or lower(sku) like ${pattern})`,
        ) as Rows<'analogItem'>;
      },
      itemType: (rows, type) => rows.where('itemType', '=', type),
      includeInactive: activeUnless(),
    },
    sort: { sku: 'sku', name: caseless('name'), createdAt: 'createdAt' },
    export: {
      title: 'analogOps.items.title',
      columns: plainColumns<'analogItem'>(
        'analogOps.items',
        ['sku', 'name', 'itemType', 'letterFormat', 'weightGrams'],
        { itemType: 'analogOps.itemTypes', letterFormat: 'analogOps.letterFormat' },
      ),
    },
    bulk: activeBulk('item'),
  });

  /**
   * Books a movement of an item's stock in a warehouse, in one transaction with its movement:
   * the item and the warehouse must be the company's (a 422 on the field, as a form's), the
   * level is locked, `next` gives the new quantity from the old (a 422 from it refuses), and the
   * difference is the movement's quantity. Answers the level as the stock list shows it.
   */
  const book = async (
    scope: Scope,
    userId: number | null,
    movement: {
      itemId: number;
      warehouseId: number;
      kind: 'RECEIPT' | 'CORRECTION';
      note: string | null;
      next: (quantity: number) => number;
    },
  ) => {
    const { itemId, warehouseId } = movement;
    await db.transaction().execute(async (trx) => {
      const item = await scope.byId('analogItem', itemId, trx).select('id').executeTakeFirst();
      if (!item) throw new ValidationError({ itemId: serverMessage('required') }, []);
      const warehouse = await scope
        .byId('warehouse', warehouseId, trx)
        .select('id')
        .executeTakeFirst();
      if (!warehouse) throw new ValidationError({ warehouseId: serverMessage('required') }, []);
      const level = await scope
        .rows('stockLevel', trx)
        .select('quantity')
        .where('itemId', '=', itemId)
        .where('warehouseId', '=', warehouseId)
        .forUpdate()
        .executeTakeFirst();
      const before = level?.quantity ?? 0;
      const quantity = movement.next(before);
      await scope
        .insert('stockLevel', { itemId, warehouseId, quantity }, trx)
        .onConflict((oc) =>
          oc.columns(['itemId', 'warehouseId']).doUpdateSet({
            quantity,
            updatedAt: sql<Date>`now()`,
          }),
        )
        .execute();
      await scope
        .insert(
          'stockMovement',
          {
            itemId,
            warehouseId,
            kind: movement.kind,
            quantity: quantity - before,
            dispatchId: null,
            note: movement.note,
            createdByUserId: userId,
          },
          trx,
        )
        .execute();
    });
    return stockLevelOf(scope, itemId, warehouseId);
  };

  registerEndpoint(app, stockCorrectionEndpoints.correct, analogAccess, ({ actor, body, scope }) =>
    book(scope, actor?.user.userId ?? null, {
      itemId: body.itemId,
      warehouseId: body.warehouseId,
      kind: 'CORRECTION',
      note: body.note,
      next: (quantity) => {
        if (body.counted === quantity) {
          throw new ValidationError({ counted: serverMessage('countUnchanged') }, []);
        }
        return body.counted;
      },
    }),
  );

  // Goods received (issue 40): the first stock of a new item or warehouse, and every delivery.
  registerEndpoint(app, stockCorrectionEndpoints.receive, analogAccess, ({ actor, body, scope }) =>
    book(scope, actor?.user.userId ?? null, {
      itemId: body.itemId,
      warehouseId: body.warehouseId,
      kind: 'RECEIPT',
      note: body.note,
      next: (quantity) => quantity + body.quantity,
    }),
  );
}
