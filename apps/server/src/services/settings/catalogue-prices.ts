import {
  type Price,
  type PriceList,
  priceEndpoints,
  priceListEndpoints,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { activeUnless, caseless, contains, type Rows } from '../../kit/list.ts';
import { uniqueColumn } from '../../kit/resource.ts';
import { actorScope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { isoDay } from '../orders/campaigns.ts';
import {
  ADMIN_ONLY,
  countsOf,
  equals,
  invalid,
  iso,
  PRODUCT_ACCESS,
  registerCatalogue,
  requireMedium,
  requireOwn,
  stampsOf,
} from './catalogue-kit.ts';

/** The price lists and their prices. */
/** A bulk action moving price lists to `status`, refused for those in it already. */
const toStatus = (status: 'ACTIVE' | 'ARCHIVED', reason: string) => ({
  refuse: (row: { status: string }) =>
    row.status === status ? { reason, translationKey: `ALREADY_${status}` } : undefined,
  set: { status },
});

export function registerPriceSettings({ app, database }: ServiceContext): void {
  const { db } = database;

  // --- Price lists ---
  registerCatalogue(app, db, {
    endpoints: priceListEndpoints,
    table: 'priceList',
    access: ADMIN_ONLY,
    toItems: async (source, rows): Promise<PriceList[]> => {
      const countOf = await countsOf(source, 'priceListItem', 'priceListId', rows);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        validFrom: isoDay(row.validFrom),
        validTo: row.validTo === null ? null : isoDay(row.validTo),
        currency: row.currency,
        channel: row.channel,
        status: row.status,
        itemCount: countOf.get(row.id) ?? 0,
        version: row.version,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      }));
    },
    toStored: (body) => ({
      name: body.name,
      validFrom: body.validFrom,
      validTo: body.validTo,
      currency: body.currency,
      channel: body.channel,
      status: body.status,
    }),
    unique: uniqueColumn('name', 'priceListNameTaken'),
    check: async (trx, { before, body }) => {
      if (body.validTo !== null && body.validTo < body.validFrom) {
        throw invalid({ validTo: serverMessage('endBeforeStart') });
      }
      if (before && before.currency !== body.currency) {
        const used = await trx
          .selectFrom('priceListItem')
          .select('id')
          .where('priceListId', '=', before.id)
          .executeTakeFirst();
        if (used) throw invalid({ currency: serverMessage('currencyKept') });
      }
    },
    filters: {
      nameFilter: contains('name'),
      currency: equals('currency'),
      status: equals('status'),
    },
    sort: { validFrom: 'validFrom', name: caseless('name'), createdAt: 'createdAt' },
    texts: 'settingsCatalogue.priceLists',
    columns: ['name', 'validFrom', 'validTo', 'currency', 'channel', 'status'],
    noun: 'price list',
    bulk: {
      activate: toStatus('ACTIVE', 'The price list is already active'),
      archive: toStatus('ARCHIVED', 'The price list is already archived'),
    },
    entity: 'PRICE_LIST',
  });

  // --- Prices (the items of price lists) ---
  const productNameSort = sql`(select lower(p.name) from product p where p.id = price_list_item.product_id)`;
  registerCatalogue(app, db, {
    endpoints: priceEndpoints,
    table: 'priceListItem',
    access: PRODUCT_ACCESS,
    references: {
      priceListId: { table: 'priceList', name: ['name', 'currency'] },
      productId: { table: 'product', name: ['name', 'mediaType'] },
    },
    toItem: (row, named): Price => ({
      id: row.id,
      priceListId: row.priceListId,
      priceListName: named.priceListId?.name ?? '',
      currency: (named.priceListId?.currency ?? 'CHF') as Price['currency'],
      productId: row.productId,
      productName: named.productId?.name ?? '',
      name: named.productId?.name ?? '',
      mediaType: (named.productId?.mediaType ?? 'DIGITAL') as Price['mediaType'],
      unit: row.unit as Price['unit'],
      listPrice: Number(row.listPrice),
      minQuantity: row.minQuantity === null ? null : Number(row.minQuantity),
      validFrom: isoDay(row.validFrom),
      validTo: row.validTo === null ? null : isoDay(row.validTo),
      ...stampsOf(row),
    }),
    nameOf: (row) => `${row.listPrice}`,
    toStored: (body) => ({
      priceListId: body.priceListId,
      productId: body.productId,
      unit: body.unit,
      listPrice: body.listPrice,
      minQuantity: body.minQuantity,
      validFrom: body.validFrom,
      validTo: body.validTo,
      active: body.active,
    }),
    check: async (trx, { actor, before, body }) => {
      const scope = actorScope(trx, actor);
      const product = await requireOwn(scope, 'product', body.productId, 'productId');
      requireMedium(actor, product.mediaType as string);
      if (before) {
        const old = await requireOwn(scope, 'product', before.productId, 'productId');
        requireMedium(actor, old.mediaType as string);
      }
      const list = await requireOwn(scope, 'priceList', body.priceListId, 'priceListId');
      const listFrom = isoDay(list.validFrom as Date);
      const listTo = list.validTo === null ? null : isoDay(list.validTo as Date);
      if (body.validFrom < listFrom || (listTo !== null && body.validFrom > listTo)) {
        throw invalid({ validFrom: serverMessage('priceOutsideList') });
      }
      if (body.validTo !== null) {
        if (body.validTo < body.validFrom)
          throw invalid({ validTo: serverMessage('endBeforeStart') });
        if (listTo !== null && body.validTo > listTo) {
          throw invalid({ validTo: serverMessage('priceAfterList') });
        }
      }
      let same = trx
        .selectFrom('priceListItem')
        .select('id')
        .where('priceListId', '=', body.priceListId)
        .where('productId', '=', body.productId)
        .where('validFrom', '=', body.validFrom);
      if (before) same = same.where('id', '!=', before.id);
      if (await same.executeTakeFirst()) {
        throw invalid({
          productId: serverMessage('priceTaken'),
        });
      }
    },
    filters: {
      nameFilter: (rows, text) =>
        rows.where(
          sql<boolean>`exists (select 1 from product p where p.id = price_list_item.product_id and lower(p.name) like ${`%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`,
        ) as Rows<'priceListItem'>,
      includeInactive: activeUnless(),
      priceListId: equals('priceListId'),
      mediaType: (rows, medium) =>
        rows.where(
          sql<boolean>`exists (select 1 from product p where p.id = price_list_item.product_id and p.media_type in (${sql.join(medium === 'DIGITAL' ? ['DIGITAL', 'NEWSLETTER'] : [medium])}))`,
        ) as Rows<'priceListItem'>,
    },
    sort: { productName: productNameSort, listPrice: 'listPrice', validFrom: 'validFrom' },
    texts: 'settingsCatalogue.prices',
    columns: ['unit', 'listPrice', 'validFrom', 'validTo'],
    labels: { unit: 'settingsCatalogue.prices.units' },
    noun: 'price',
    entity: 'PRICE',
  });
}
