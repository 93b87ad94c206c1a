import {
  type AdMedium,
  adMediumEndpoints,
  type Placement,
  placementEndpoints,
  type SettingsProduct,
  type SettingsWebsite,
  serverMessage,
  settingsProductEndpoints,
  settingsWebsiteEndpoints,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { z } from 'zod/mini';
import type { FieldErrors } from '../../http/errors.ts';
import { caseless, type Rows } from '../../kit/list.ts';
import { ownName, storedNames, translatedNames } from '../../kit/named.ts';
import { uniqueColumn } from '../../kit/resource.ts';
import { actorScope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { checkPage, pagesOf, writePage } from './ad-medium-page.ts';
import {
  ADMIN_ONLY,
  BROADCAST_FIELDS,
  countsOf,
  DIGITAL_ACCESS,
  DIGITAL_FIELDS,
  equals,
  invalid,
  mediumOf,
  PRINT_FIELDS,
  PRODUCT_ACCESS,
  registerCatalogue,
  requireMedium,
  requireOwn,
  stampsOf,
} from './catalogue-kit.ts';

const NO_PAGE = { columns: null, columnWidthMm: null, pageHeightMm: null };

type ProductBody = z.output<typeof settingsProductEndpoints.create.body>;

/** A product write's body as stored: only the fields of its medium (the form and the import). */
export const productStored = (body: ProductBody) => {
  const medium = body.mediaType;
  const keep = (fields: readonly string[], applies: boolean) =>
    Object.fromEntries(
      fields.map((field) => [field, applies ? (body as Record<string, unknown>)[field] : null]),
    );
  return {
    mediaType: medium,
    adMediumId: body.adMediumId,
    ...storedNames(body),
    code: body.code,
    selfBookable: body.selfBookable,
    sizes: medium === 'DIGITAL' ? body.sizes : [],
    formatName: body.formatName,
    itemType: medium === 'ANALOG' || medium === 'POS' ? body.itemType : null,
    ...keep(DIGITAL_FIELDS, medium === 'DIGITAL'),
    ...keep(PRINT_FIELDS, medium === 'PRINT'),
    ...keep(BROADCAST_FIELDS, medium === 'TV' || medium === 'RADIO'),
    active: body.active,
  };
};

/** A fixed-size print product needs its columns and height (the form and the data import). */
export function fixedSizeErrors(body: ProductBody): FieldErrors {
  if (body.mediaType !== 'PRINT' || body.sizeType !== 'FIXED_SIZE') return {};
  // One at a time, the columns first, as the form asks them.
  if (body.columns === null) return { columns: serverMessage('requiredForFixedSize') };
  if (body.heightMm === null) return { heightMm: serverMessage('requiredForFixedSize') };
  return {};
}

/** The products, ad media, placements and websites of the catalogue. */
export function registerProductSettings({ app, database }: ServiceContext): void {
  const { db } = database;

  // --- Products per medium ---
  registerCatalogue(app, db, {
    endpoints: settingsProductEndpoints,
    table: 'product',
    access: PRODUCT_ACCESS,
    references: {
      ...ownName('product'),
      adMediumId: { table: 'adMedium', name: 'name' },
      placementId: { table: 'websitePlacement', name: 'name' },
    },
    toItem: (row, named): SettingsProduct => ({
      id: row.id,
      mediaType: row.mediaType as SettingsProduct['mediaType'],
      adMediumId: row.adMediumId,
      adMediumName: named.adMediumId?.name ?? '',
      name: named.id?.name ?? row.name,
      ...translatedNames(row),
      code: row.code,
      selfBookable: row.selfBookable,
      adType: row.adType as SettingsProduct['adType'],
      placementId: row.placementId,
      placementName: row.placementId ? (named.placementId?.name ?? null) : null,
      sizes: row.sizes,
      pricingModel: row.pricingModel as SettingsProduct['pricingModel'],
      formatName: row.formatName,
      sizeType: row.sizeType as SettingsProduct['sizeType'],
      colorMode: row.colorMode as SettingsProduct['colorMode'],
      columns: row.columns,
      heightMm: row.heightMm,
      spotLengthSec: row.spotLengthSec,
      broadcastSlotId: row.broadcastSlotId,
      itemType: row.itemType,
      ...stampsOf(row),
    }),
    toStored: productStored,
    unique: uniqueColumn('name', 'productNameTaken', 'adMediumId'),
    check: async (trx, { actor, before, body }) => {
      requireMedium(actor, body.mediaType);
      if (before) requireMedium(actor, before.mediaType);
      const scope = actorScope(trx, actor);
      const medium = await requireOwn(scope, 'adMedium', body.adMediumId, 'adMediumId');
      if (mediumOf(medium.mediaType as string) !== body.mediaType) {
        throw invalid({ adMediumId: serverMessage('adMediumOfOtherMedium') });
      }
      if (body.mediaType === 'DIGITAL' && body.placementId !== null) {
        await requireOwn(scope, 'websitePlacement', body.placementId, 'placementId');
      }
      const fixedSize = fixedSizeErrors(body);
      if (Object.keys(fixedSize).length > 0) throw invalid(fixedSize);
      if ((body.mediaType === 'TV' || body.mediaType === 'RADIO') && body.broadcastSlotId) {
        const slot = await requireOwn(
          scope,
          'broadcastSlot',
          body.broadcastSlotId,
          'broadcastSlotId',
        );
        if (slot.adMediumId !== body.adMediumId) {
          throw invalid({ broadcastSlotId: serverMessage('slotOfOtherStation') });
        }
      }
    },
    filters: {
      mediaType: (rows, medium) =>
        rows.where(
          'mediaType',
          'in',
          medium === 'DIGITAL' ? ['DIGITAL', 'NEWSLETTER'] : [medium],
        ) as Rows<'product'>,
      adMediumId: equals('adMediumId'),
      adType: equals('adType'),
    },
    sort: {
      name: caseless('name'),
      code: sql`coalesce(code, '')`,
      createdAt: 'createdAt',
      updatedAt: 'updatedAt',
    },
    texts: 'settingsCatalogue.products',
    columns: ['name', 'code', 'mediaType', 'selfBookable', 'createdAt'],
    noun: 'product',
    entity: 'PRODUCT',
  });

  // --- Ad media ---
  registerCatalogue(app, db, {
    endpoints: adMediumEndpoints,
    table: 'adMedium',
    access: PRODUCT_ACCESS,
    references: { websiteId: { table: 'website', name: 'name' } },
    toItems: async (source, rows, named): Promise<AdMedium[]> => {
      const countOf = await countsOf(source, 'product', 'adMediumId', rows);
      const capacities = rows.length
        ? await source
            .selectFrom('adMediumCapacity')
            .select(['adMediumId', 'positionsPerDay'])
            .where(
              'adMediumId',
              'in',
              rows.map((row) => row.id),
            )
            .execute()
        : [];
      const capacityOf = new Map(capacities.map((cap) => [cap.adMediumId, cap.positionsPerDay]));
      const pageOf = await pagesOf(
        source,
        rows.filter((row) => row.mediaType === 'PRINT').map((row) => row.id),
      );
      return rows.map((row) => ({
        id: row.id,
        mediaType: row.mediaType as AdMedium['mediaType'],
        name: row.name,
        websiteId: row.websiteId,
        websiteName: row.websiteId ? (named(row).websiteId?.name ?? null) : null,
        productCount: countOf.get(row.id) ?? 0,
        positionsPerDay: capacityOf.get(row.id) ?? null,
        ...(pageOf.get(row.id) ?? NO_PAGE),
        ...stampsOf(row),
      }));
    },
    // The capacity lives beside the medium (migration 0013): set, changed or removed with it.
    afterWrite: async (trx, { actor, after, body }) => {
      await writePage(trx, actor, after, body);
      if (body.positionsPerDay === null) {
        await trx.deleteFrom('adMediumCapacity').where('adMediumId', '=', after.id).execute();
        return;
      }
      await trx
        .insertInto('adMediumCapacity')
        .values({
          adMediumId: after.id,
          companyId: after.companyId,
          positionsPerDay: body.positionsPerDay,
        })
        .onConflict((oc) =>
          oc.column('adMediumId').doUpdateSet((eb) => ({
            positionsPerDay: body.positionsPerDay as number,
            version: eb('adMediumCapacity.version', '+', 1),
            updatedAt: new Date(),
          })),
        )
        .execute();
    },
    toStored: (body) => ({
      mediaType: body.mediaType,
      name: body.name,
      websiteId: body.mediaType === 'DIGITAL' ? body.websiteId : null,
      active: body.active,
    }),
    unique: uniqueColumn('name', 'adMediumNameTaken', 'mediaType'),
    check: async (trx, { actor, before, body }) => {
      requireMedium(actor, body.mediaType);
      checkPage(body.mediaType, body);
      if (before) {
        requireMedium(actor, before.mediaType);
        if (mediumOf(before.mediaType) !== body.mediaType) {
          throw invalid({ mediaType: serverMessage('adMediumMediumFixed') });
        }
      }
      if (body.websiteId !== null) {
        await requireOwn(actorScope(trx, actor), 'website', body.websiteId, 'websiteId');
      }
    },
    filters: {
      mediaType: (rows, medium) =>
        rows.where(
          'mediaType',
          'in',
          medium === 'DIGITAL' ? ['DIGITAL', 'NEWSLETTER'] : [medium],
        ) as Rows<'adMedium'>,
    },
    sort: { name: caseless('name'), createdAt: 'createdAt' },
    texts: 'settingsCatalogue.adMedia',
    columns: ['name', 'mediaType', 'createdAt'],
    noun: 'ad medium',
    entity: 'AD_MEDIUM',
  });

  // --- Placements of websites ---
  registerCatalogue(app, db, {
    endpoints: placementEndpoints,
    table: 'websitePlacement',
    access: DIGITAL_ACCESS,
    references: { websiteId: { table: 'website', name: 'name' } },
    toItem: (row, named): Placement => ({
      id: row.id,
      websiteId: row.websiteId,
      websiteName: named.websiteId?.name ?? '',
      name: row.name,
      sizes: row.sizes,
      devices: row.devices as Placement['devices'],
      ...stampsOf(row),
    }),
    toStored: (body) => ({
      websiteId: body.websiteId,
      name: body.name,
      sizes: body.sizes,
      devices: body.devices,
      active: body.active,
    }),
    unique: uniqueColumn('name', 'placementNameTaken', 'websiteId'),
    check: async (trx, { actor, body }) => {
      await requireOwn(actorScope(trx, actor), 'website', body.websiteId, 'websiteId');
    },
    filters: {
      websiteId: equals('websiteId'),
    },
    sort: { name: caseless('name'), createdAt: 'createdAt' },
    texts: 'settingsCatalogue.placements',
    columns: ['name', 'sizes', 'devices'],
    noun: 'placement',
    entity: 'PLACEMENT',
  });

  // --- Websites ---
  registerCatalogue(app, db, {
    endpoints: settingsWebsiteEndpoints,
    table: 'website',
    access: ADMIN_ONLY,
    toItems: async (source, rows): Promise<SettingsWebsite[]> => {
      const ids = [
        ...new Set(rows.map((row) => row.publisherCompanyId).filter((id) => id !== null)),
      ];
      const publishers = ids.length
        ? await source.selectFrom('company').select(['id', 'name']).where('id', 'in', ids).execute()
        : [];
      const nameOf = new Map(publishers.map((row) => [row.id, row.name]));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        domain: row.domain,
        publisherCompanyId: row.publisherCompanyId,
        publisherName: row.publisherCompanyId ? (nameOf.get(row.publisherCompanyId) ?? null) : null,
        ...stampsOf(row),
      }));
    },
    toStored: (body) => ({
      name: body.name,
      domain: body.domain,
      publisherCompanyId: body.publisherCompanyId,
      active: body.active,
    }),
    unique: uniqueColumn('domain', 'domainTaken'),
    check: async (trx, { body }) => {
      if (body.publisherCompanyId === null) return;
      const publisher = await trx
        .selectFrom('company')
        .select('id')
        .where('id', '=', body.publisherCompanyId)
        .where('companyRole', 'in', ['PUBLISHER', 'ADMIN'])
        .executeTakeFirst();
      if (!publisher) throw invalid({ publisherCompanyId: serverMessage('noSuchPublisher') });
    },
    sort: { name: caseless('name'), domain: 'domain', createdAt: 'createdAt' },
    texts: 'settingsCatalogue.websites',
    columns: ['name', 'domain', 'createdAt'],
    noun: 'website',
    entity: 'WEBSITE',
  });
}
