import {
  type AdMedium,
  adMediumEndpoints,
  type Brand,
  brandEndpoints,
  type CoopWeek,
  coopWeekEndpoints,
  type Industry,
  industryEndpoints,
  MAPPING_ID_EXAMPLES,
  MAPPING_ID_PATTERNS,
  type PartnerFilial,
  type Placement,
  type PositionGroup,
  PRODUCT_ROLES,
  type Price,
  type PriceList,
  type ProductMedium,
  type ProgrammaticMapping,
  partnerFilialEndpoints,
  placementEndpoints,
  positionGroupEndpoints,
  priceEndpoints,
  priceListEndpoints,
  programmaticMappingEndpoints,
  type SalesUnit,
  type SettingsCampaignType,
  type SettingsProduct,
  type SettingsWebsite,
  salesUnitEndpoints,
  settingsCampaignTypeEndpoints,
  settingsProductEndpoints,
  settingsWebsiteEndpoints,
} from '@adconsole/api/contracts';
import type { Role } from '@adconsole/api/roles';
import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import type { AccessRule, Actor } from '../../http/access.ts';
import { forbidden } from '../../http/access.ts';
import { ValidationError } from '../../http/errors.ts';
import { activeUnless, caseless, contains, type RowFilter } from '../../kit/list.ts';
import { plainColumns, type RowOf, registerResource } from '../../kit/resource.ts';
import type { CompanyTable } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { isoDay } from '../orders/campaigns.ts';
import { auditChange } from './audit.ts';

// The catalogue settings (spec 1 §2.12; issue 28): every list is a resource of the list kit on
// the acting company's rows, with its access rule, its checks across fields and tables (422),
// and an audit row per changed field written in the change's transaction.

export const ADMIN_ONLY: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'actable' };
const PRODUCT_MANAGERS = [...new Set(Object.values(PRODUCT_ROLES))] as Role[];
/** Product settings: any product manager (the medium's own role is checked per medium). */
export const PRODUCT_ACCESS: AccessRule = {
  roles: { anyOf: PRODUCT_MANAGERS },
  company: 'actable',
};
const DIGITAL_ACCESS: AccessRule = {
  roles: { anyOf: ['MANAGE_DIGITAL_PRODUCTS', 'ADMIN'] },
  company: 'actable',
};
const CAMPAIGN_TYPE_ACCESS: AccessRule = {
  roles: { anyOf: ['MANAGE_CAMPAIGN_TYPES', 'ADMIN'] },
  company: 'actable',
};
const COOP_WEEK_ACCESS: AccessRule = {
  roles: { anyOf: ['MANAGE_COOP_WEEKS', 'ADMIN'] },
  company: 'actable',
};

/** The product medium an ad medium's media type belongs to (newsletters are digital). */
export const mediumOf = (mediaType: string): ProductMedium =>
  (mediaType === 'NEWSLETTER' ? 'DIGITAL' : mediaType) as ProductMedium;

/** 403 unless the actor manages the medium's products. */
export function requireMedium(actor: Actor, mediaType: string): void {
  const role = PRODUCT_ROLES[mediumOf(mediaType)] as Role;
  if (!actor.roles.has(role)) {
    throw forbidden(`Managing ${mediumOf(mediaType).toLowerCase()} products needs ${role}`);
  }
}

const invalid = (fieldErrors: Record<string, string>) => new ValidationError(fieldErrors, []);
const iso = (value: Date) => value.toISOString();
const stampsOf = (row: { active: boolean; version: number; createdAt: Date; updatedAt: Date }) => ({
  active: row.active,
  version: row.version,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
const bulk = <T extends string>(noun: string) =>
  ({
    activate: {
      refuse: (row: { active: boolean }) =>
        row.active
          ? { reason: `The ${noun} is already active`, translationKey: 'ALREADY_ACTIVE' }
          : undefined,
      set: { active: true } as never,
    },
    deactivate: {
      refuse: (row: { active: boolean }) =>
        row.active
          ? undefined
          : { reason: `The ${noun} is already inactive`, translationKey: 'ALREADY_INACTIVE' },
      set: { active: false } as never,
    },
  }) as unknown as Record<T, never>;

/** The audit of a kit change under an entity type. */
const audited =
  (entityType: string) =>
  (trx: Transaction<Schema>, change: { actor: Actor; before: unknown; after: unknown }) =>
    auditChange(trx, {
      actor: change.actor,
      entityType,
      entityId: (change.after as { id: number }).id,
      before: change.before as Record<string, unknown> | undefined,
      after: change.after as Record<string, unknown>,
    });

const equals =
  <Table extends CompanyTable, Value>(column: string): RowFilter<Table, Value> =>
  (rows, value) =>
    rows.where(sql<boolean>`${sql.ref(column)} = ${value}`) as never;

/** Names of rows of a table by id, for the items of a page. */
async function namesOf(
  db: Db | Transaction<Schema>,
  table: 'adMedium' | 'websitePlacement' | 'website' | 'account' | 'product' | 'priceList',
  ids: readonly (number | null)[],
): Promise<Map<number, { name: string } & Record<string, unknown>>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = (await (db as Db)
    .selectFrom(table as 'adMedium')
    .selectAll()
    .where('id', 'in', wanted)
    .execute()) as unknown as ({ id: number; name: string } & Record<string, unknown>)[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** A row of another table of the acting company, or a 422 on the field. */
async function requireOwn(
  trx: Transaction<Schema>,
  table:
    | 'adMedium'
    | 'websitePlacement'
    | 'website'
    | 'account'
    | 'product'
    | 'priceList'
    | 'broadcastSlot',
  id: number,
  companyId: number,
  field: string,
  message: string,
): Promise<Record<string, unknown>> {
  const row = await (trx as unknown as Db)
    .selectFrom(table as 'adMedium')
    .selectAll()
    .where('id', '=', id)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
  if (!row) throw invalid({ [field]: message });
  return row as unknown as Record<string, unknown>;
}

const DIGITAL_FIELDS = ['adType', 'placementId', 'pricingModel'] as const;
const PRINT_FIELDS = ['sizeType', 'colorMode', 'columns', 'heightMm'] as const;
const BROADCAST_FIELDS = ['spotLengthSec', 'broadcastSlotId'] as const;

export function registerCatalogueSettings({ app, database }: ServiceContext): void {
  const { db } = database;

  // --- Products per medium ---
  registerResource(app, db, {
    endpoints: settingsProductEndpoints,
    table: 'product',
    access: { read: PRODUCT_ACCESS, write: PRODUCT_ACCESS },
    toItems: async (source, rows): Promise<SettingsProduct[]> => {
      const media = await namesOf(
        source,
        'adMedium',
        rows.map((row) => row.adMediumId),
      );
      const placements = await namesOf(
        source,
        'websitePlacement',
        rows.map((row) => row.placementId),
      );
      return rows.map((row) => ({
        id: row.id,
        mediaType: row.mediaType as SettingsProduct['mediaType'],
        adMediumId: row.adMediumId,
        adMediumName: media.get(row.adMediumId)?.name ?? '',
        name: row.name,
        code: row.code,
        selfBookable: row.selfBookable,
        adType: row.adType as SettingsProduct['adType'],
        placementId: row.placementId,
        placementName: row.placementId ? (placements.get(row.placementId)?.name ?? null) : null,
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
      }));
    },
    nameOf: (row) => row.name,
    toStored: (body) => {
      const medium = body.mediaType;
      const keep = (fields: readonly string[], applies: boolean) =>
        Object.fromEntries(
          fields.map((field) => [field, applies ? (body as Record<string, unknown>)[field] : null]),
        );
      return {
        mediaType: medium,
        adMediumId: body.adMediumId,
        name: body.name,
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
    },
    unique: {
      field: 'name',
      column: 'name',
      message: 'This ad medium has a product with this name already',
      within: 'adMediumId',
    },
    check: async (trx, { actor, before, body }) => {
      requireMedium(actor, body.mediaType);
      if (before) requireMedium(actor, before.mediaType);
      const medium = await requireOwn(
        trx,
        'adMedium',
        body.adMediumId,
        actor.actingCompanyId,
        'adMediumId',
        'No such ad medium',
      );
      if (mediumOf(medium.mediaType as string) !== body.mediaType) {
        throw invalid({ adMediumId: 'The ad medium is not of this medium' });
      }
      if (body.mediaType === 'DIGITAL' && body.placementId !== null) {
        await requireOwn(
          trx,
          'websitePlacement',
          body.placementId,
          actor.actingCompanyId,
          'placementId',
          'No such placement',
        );
      }
      if (body.mediaType === 'PRINT' && body.sizeType === 'FIXED_SIZE') {
        if (body.columns === null) throw invalid({ columns: 'field is required' });
        if (body.heightMm === null) throw invalid({ heightMm: 'field is required' });
      }
      if ((body.mediaType === 'TV' || body.mediaType === 'RADIO') && body.broadcastSlotId) {
        const slot = await requireOwn(
          trx,
          'broadcastSlot',
          body.broadcastSlotId,
          actor.actingCompanyId,
          'broadcastSlotId',
          'No such broadcast slot',
        );
        if (slot.adMediumId !== body.adMediumId) {
          throw invalid({ broadcastSlotId: 'The slot is not one of this station' });
        }
      }
    },
    filters: {
      nameFilter: contains('name'),
      includeInactive: activeUnless(),
      mediaType: (rows, medium) =>
        rows.where(
          'mediaType',
          'in',
          medium === 'DIGITAL' ? ['DIGITAL', 'NEWSLETTER'] : [medium],
        ) as never,
      adMediumId: equals('adMediumId'),
      adType: equals('adType'),
    },
    sort: {
      name: caseless('name'),
      code: sql`coalesce(code, '')`,
      createdAt: 'createdAt',
      updatedAt: 'updatedAt',
    },
    export: {
      title: 'settingsCatalogue.products.title',
      columns: plainColumns<'product'>('settingsCatalogue.products', [
        'name',
        'code',
        'mediaType',
        'selfBookable',
        'createdAt',
      ]),
    },
    bulk: bulk('product'),
    onChange: audited('PRODUCT'),
  });

  // --- Ad media ---
  registerResource(app, db, {
    endpoints: adMediumEndpoints,
    table: 'adMedium',
    access: { read: PRODUCT_ACCESS, write: PRODUCT_ACCESS },
    toItems: async (source, rows): Promise<AdMedium[]> => {
      const websites = await namesOf(
        source,
        'website',
        rows.map((row) => row.websiteId),
      );
      const counts = rows.length
        ? await source
            .selectFrom('product')
            .select(['adMediumId', (eb) => eb.fn.countAll<string>().as('count')])
            .where(
              'adMediumId',
              'in',
              rows.map((row) => row.id),
            )
            .groupBy('adMediumId')
            .execute()
        : [];
      const countOf = new Map(counts.map((row) => [row.adMediumId, Number(row.count)]));
      return rows.map((row) => ({
        id: row.id,
        mediaType: row.mediaType as AdMedium['mediaType'],
        name: row.name,
        websiteId: row.websiteId,
        websiteName: row.websiteId ? (websites.get(row.websiteId)?.name ?? null) : null,
        productCount: countOf.get(row.id) ?? 0,
        ...stampsOf(row),
      }));
    },
    nameOf: (row) => row.name,
    toStored: (body) => ({
      mediaType: body.mediaType,
      name: body.name,
      websiteId: body.mediaType === 'DIGITAL' ? body.websiteId : null,
      active: body.active,
    }),
    unique: {
      field: 'name',
      column: 'name',
      message: 'An ad medium of this medium has this name already',
      within: 'mediaType',
    },
    check: async (trx, { actor, before, body }) => {
      requireMedium(actor, body.mediaType);
      if (before) {
        requireMedium(actor, before.mediaType);
        if (mediumOf(before.mediaType) !== body.mediaType) {
          throw invalid({ mediaType: 'The medium of an ad medium cannot change' });
        }
      }
      if (body.websiteId !== null) {
        await requireOwn(
          trx,
          'website',
          body.websiteId,
          actor.actingCompanyId,
          'websiteId',
          'No such website',
        );
      }
    },
    filters: {
      nameFilter: contains('name'),
      includeInactive: activeUnless(),
      mediaType: (rows, medium) =>
        rows.where(
          'mediaType',
          'in',
          medium === 'DIGITAL' ? ['DIGITAL', 'NEWSLETTER'] : [medium],
        ) as never,
    },
    sort: { name: caseless('name'), createdAt: 'createdAt' },
    export: {
      title: 'settingsCatalogue.adMedia.title',
      columns: plainColumns<'adMedium'>('settingsCatalogue.adMedia', [
        'name',
        'mediaType',
        'createdAt',
      ]),
    },
    bulk: bulk('ad medium'),
    onChange: audited('AD_MEDIUM'),
  });

  // --- Placements of websites ---
  registerResource(app, db, {
    endpoints: placementEndpoints,
    table: 'websitePlacement',
    access: { read: DIGITAL_ACCESS, write: DIGITAL_ACCESS },
    toItems: async (source, rows): Promise<Placement[]> => {
      const websites = await namesOf(
        source,
        'website',
        rows.map((row) => row.websiteId),
      );
      return rows.map((row) => ({
        id: row.id,
        websiteId: row.websiteId,
        websiteName: websites.get(row.websiteId)?.name ?? '',
        name: row.name,
        sizes: row.sizes,
        devices: row.devices as Placement['devices'],
        ...stampsOf(row),
      }));
    },
    nameOf: (row) => row.name,
    toStored: (body) => ({
      websiteId: body.websiteId,
      name: body.name,
      sizes: body.sizes,
      devices: body.devices,
      active: body.active,
    }),
    unique: {
      field: 'name',
      column: 'name',
      message: 'This website has a placement with this name already',
      within: 'websiteId',
    },
    check: async (trx, { actor, body }) => {
      await requireOwn(
        trx,
        'website',
        body.websiteId,
        actor.actingCompanyId,
        'websiteId',
        'No such website',
      );
    },
    filters: {
      nameFilter: contains('name'),
      includeInactive: activeUnless(),
      websiteId: equals('websiteId'),
    },
    sort: { name: caseless('name'), createdAt: 'createdAt' },
    export: {
      title: 'settingsCatalogue.placements.title',
      columns: plainColumns<'websitePlacement'>('settingsCatalogue.placements', [
        'name',
        'sizes',
        'devices',
      ]),
    },
    bulk: bulk('placement'),
    onChange: audited('PLACEMENT'),
  });

  // --- Websites ---
  registerResource(app, db, {
    endpoints: settingsWebsiteEndpoints,
    table: 'website',
    access: { read: ADMIN_ONLY, write: ADMIN_ONLY },
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
    nameOf: (row) => row.name,
    toStored: (body) => ({
      name: body.name,
      domain: body.domain,
      publisherCompanyId: body.publisherCompanyId,
      active: body.active,
    }),
    unique: {
      field: 'domain',
      column: 'domain',
      message: 'A website with this domain exists already',
    },
    check: async (trx, { body }) => {
      if (body.publisherCompanyId === null) return;
      const publisher = await trx
        .selectFrom('company')
        .select('id')
        .where('id', '=', body.publisherCompanyId)
        .where('companyRole', 'in', ['PUBLISHER', 'ADMIN'])
        .executeTakeFirst();
      if (!publisher) throw invalid({ publisherCompanyId: 'No such publisher' });
    },
    filters: { nameFilter: contains('name'), includeInactive: activeUnless() },
    sort: { name: caseless('name'), domain: 'domain', createdAt: 'createdAt' },
    export: {
      title: 'settingsCatalogue.websites.title',
      columns: plainColumns<'website'>('settingsCatalogue.websites', [
        'name',
        'domain',
        'createdAt',
      ]),
    },
    bulk: bulk('website'),
    onChange: audited('WEBSITE'),
  });

  // --- Brands of accounts ---
  registerResource(app, db, {
    endpoints: brandEndpoints,
    table: 'brand',
    access: { read: ADMIN_ONLY, write: ADMIN_ONLY },
    toItems: async (source, rows): Promise<Brand[]> => {
      const accounts = await namesOf(
        source,
        'account',
        rows.map((row) => row.accountId),
      );
      return rows.map((row) => ({
        id: row.id,
        accountId: row.accountId,
        accountName: accounts.get(row.accountId)?.name ?? '',
        name: row.name,
        ...stampsOf(row),
      }));
    },
    nameOf: (row) => row.name,
    toStored: (body) => ({ accountId: body.accountId, name: body.name, active: body.active }),
    unique: {
      field: 'name',
      column: 'name',
      message: 'This account has a brand with this name already',
      within: 'accountId',
    },
    check: async (trx, { actor, body }) => {
      await requireOwn(
        trx,
        'account',
        body.accountId,
        actor.actingCompanyId,
        'accountId',
        'No such account',
      );
    },
    filters: {
      nameFilter: contains('name'),
      includeInactive: activeUnless(),
      accountId: equals('accountId'),
    },
    sort: { name: caseless('name'), createdAt: 'createdAt' },
    export: {
      title: 'settingsCatalogue.brands.title',
      columns: plainColumns<'brand'>('settingsCatalogue.brands', ['name', 'createdAt']),
    },
    bulk: bulk('brand'),
    onChange: audited('BRAND'),
  });

  // --- Industries ---
  registerResource(app, db, {
    endpoints: industryEndpoints,
    table: 'industry',
    access: { read: ADMIN_ONLY, write: ADMIN_ONLY },
    toItem: (row): Industry => ({
      id: row.id,
      name: row.name,
      iabCode: row.iabCode,
      competitiveExclusion: row.competitiveExclusion,
      ...stampsOf(row),
    }),
    nameOf: (row) => row.name,
    toStored: (body) => ({
      name: body.name,
      iabCode: body.iabCode,
      competitiveExclusion: body.competitiveExclusion,
      active: body.active,
    }),
    unique: { field: 'name', column: 'name', message: 'An industry with this name exists already' },
    filters: { nameFilter: contains('name'), includeInactive: activeUnless() },
    sort: { name: caseless('name'), iabCode: sql`coalesce(iab_code, '')`, createdAt: 'createdAt' },
    export: {
      title: 'settingsCatalogue.industries.title',
      columns: plainColumns<'industry'>('settingsCatalogue.industries', [
        'name',
        'iabCode',
        'competitiveExclusion',
      ]),
    },
    bulk: bulk('industry'),
    onChange: audited('INDUSTRY'),
  });

  // --- Sales units (bundles of placements) ---
  registerResource(app, db, {
    endpoints: salesUnitEndpoints,
    table: 'salesUnit',
    access: { read: ADMIN_ONLY, write: ADMIN_ONLY },
    toItems: async (source, rows): Promise<SalesUnit[]> => {
      const links = rows.length
        ? await source
            .selectFrom('salesUnitPlacement as l')
            .innerJoin('websitePlacement as p', 'p.id', 'l.placementId')
            .innerJoin('website as w', 'w.id', 'p.websiteId')
            .select(['l.salesUnitId', 'p.id', 'p.name', 'w.name as websiteName'])
            .where(
              'l.salesUnitId',
              'in',
              rows.map((row) => row.id),
            )
            .orderBy('w.name')
            .orderBy('p.name')
            .execute()
        : [];
      return rows.map((row) => {
        const own = links.filter((link) => link.salesUnitId === row.id);
        return {
          id: row.id,
          name: row.name,
          placementIds: own.map((link) => link.id),
          placementNames: own.map((link) => `${link.websiteName} – ${link.name}`),
          ...stampsOf(row),
        };
      });
    },
    nameOf: (row) => row.name,
    toStored: (body) => ({ name: body.name, active: body.active }),
    unique: {
      field: 'name',
      column: 'name',
      message: 'A sales unit with this name exists already',
    },
    check: async (trx, { actor, body }) => {
      const ids = [...new Set(body.placementIds)];
      if (!ids.length) return;
      const found = await trx
        .selectFrom('websitePlacement')
        .select('id')
        .where('id', 'in', ids)
        .where('companyId', '=', actor.actingCompanyId)
        .execute();
      if (found.length !== ids.length) throw invalid({ placementIds: 'No such placement' });
    },
    afterWrite: async (trx, { actor, before, after, body }) => {
      const old = before
        ? (
            await trx
              .selectFrom('salesUnitPlacement')
              .select('placementId')
              .where('salesUnitId', '=', after.id)
              .execute()
          ).map((row) => row.placementId)
        : [];
      await trx.deleteFrom('salesUnitPlacement').where('salesUnitId', '=', after.id).execute();
      const ids = [...new Set(body.placementIds)];
      if (ids.length) {
        await trx
          .insertInto('salesUnitPlacement')
          .values(ids.map((placementId) => ({ salesUnitId: after.id, placementId })))
          .execute();
      }
      await auditChange(trx, {
        actor,
        entityType: 'SALES_UNIT',
        entityId: after.id,
        before: { companyId: after.companyId, placementIds: [...old].sort((a, b) => a - b) },
        after: { companyId: after.companyId, placementIds: [...ids].sort((a, b) => a - b) },
      });
    },
    filters: { nameFilter: contains('name'), includeInactive: activeUnless() },
    sort: { name: caseless('name'), createdAt: 'createdAt' },
    export: {
      title: 'settingsCatalogue.salesUnits.title',
      columns: plainColumns<'salesUnit'>('settingsCatalogue.salesUnits', ['name', 'createdAt']),
    },
    bulk: bulk('sales unit'),
    onChange: audited('SALES_UNIT'),
  });

  // --- Position groups ---
  registerResource(app, db, {
    endpoints: positionGroupEndpoints,
    table: 'positionGroup',
    access: { read: ADMIN_ONLY, write: ADMIN_ONLY },
    toItem: (row): PositionGroup => ({
      id: row.id,
      name: row.name,
      mediaType: row.mediaType as PositionGroup['mediaType'],
      sortOrder: row.sortOrder,
      ...stampsOf(row),
    }),
    nameOf: (row) => row.name,
    toStored: (body) => ({
      name: body.name,
      mediaType: body.mediaType,
      sortOrder: body.sortOrder,
      active: body.active,
    }),
    unique: {
      field: 'name',
      column: 'name',
      message: 'A position group with this name exists already',
    },
    filters: { nameFilter: contains('name'), includeInactive: activeUnless() },
    sort: { sortOrder: 'sortOrder', name: caseless('name'), createdAt: 'createdAt' },
    export: {
      title: 'settingsCatalogue.positionGroups.title',
      columns: plainColumns<'positionGroup'>('settingsCatalogue.positionGroups', [
        'name',
        'mediaType',
        'sortOrder',
      ]),
    },
    bulk: bulk('position group'),
    onChange: audited('POSITION_GROUP'),
  });

  // --- Campaign types ---
  registerResource(app, db, {
    endpoints: settingsCampaignTypeEndpoints,
    table: 'campaignType',
    access: { read: CAMPAIGN_TYPE_ACCESS, write: CAMPAIGN_TYPE_ACCESS },
    toItem: (row): SettingsCampaignType => ({
      id: row.id,
      code: row.code,
      name: row.name,
      mediaTypes: row.mediaTypes as SettingsCampaignType['mediaTypes'],
      selfBookable: row.selfBookable,
      pdfTemplate: row.pdfTemplate,
      ...stampsOf(row),
    }),
    nameOf: (row) => row.name,
    toStored: (body) => ({
      code: body.code,
      name: body.name,
      mediaTypes: [...new Set(body.mediaTypes)],
      selfBookable: body.selfBookable,
      pdfTemplate: body.pdfTemplate,
      active: body.active,
    }),
    unique: {
      field: 'code',
      column: 'code',
      message: 'A campaign type with this code exists already',
    },
    filters: { nameFilter: contains('name'), includeInactive: activeUnless() },
    sort: { name: caseless('name'), code: 'code', createdAt: 'createdAt' },
    export: {
      title: 'settingsCatalogue.campaignTypes.title',
      columns: plainColumns<'campaignType'>('settingsCatalogue.campaignTypes', [
        'code',
        'name',
        'mediaTypes',
      ]),
    },
    bulk: bulk('campaign type'),
    onChange: audited('CAMPAIGN_TYPE'),
  });

  // --- Price lists ---
  registerResource(app, db, {
    endpoints: priceListEndpoints,
    table: 'priceList',
    access: { read: ADMIN_ONLY, write: ADMIN_ONLY },
    toItems: async (source, rows): Promise<PriceList[]> => {
      const counts = rows.length
        ? await source
            .selectFrom('priceListItem')
            .select(['priceListId', (eb) => eb.fn.countAll<string>().as('count')])
            .where(
              'priceListId',
              'in',
              rows.map((row) => row.id),
            )
            .groupBy('priceListId')
            .execute()
        : [];
      const countOf = new Map(counts.map((row) => [row.priceListId, Number(row.count)]));
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
    nameOf: (row) => row.name,
    toStored: (body) => ({
      name: body.name,
      validFrom: body.validFrom,
      validTo: body.validTo,
      currency: body.currency,
      channel: body.channel,
      status: body.status,
    }),
    unique: {
      field: 'name',
      column: 'name',
      message: 'A price list with this name exists already',
    },
    check: async (trx, { before, body }) => {
      if (body.validTo !== null && body.validTo < body.validFrom) {
        throw invalid({ validTo: 'The end is before the start' });
      }
      if (before && before.currency !== body.currency) {
        const used = await trx
          .selectFrom('priceListItem')
          .select('id')
          .where('priceListId', '=', before.id)
          .executeTakeFirst();
        if (used) throw invalid({ currency: 'A price list with prices keeps its currency' });
      }
    },
    filters: {
      nameFilter: contains('name'),
      currency: equals('currency'),
      status: equals('status'),
    },
    sort: { validFrom: 'validFrom', name: caseless('name'), createdAt: 'createdAt' },
    export: {
      title: 'settingsCatalogue.priceLists.title',
      columns: plainColumns<'priceList'>('settingsCatalogue.priceLists', [
        'name',
        'validFrom',
        'validTo',
        'currency',
        'channel',
        'status',
      ]),
    },
    bulk: {
      activate: {
        refuse: (row) =>
          row.status === 'ACTIVE'
            ? { reason: 'The price list is already active', translationKey: 'ALREADY_ACTIVE' }
            : undefined,
        set: { status: 'ACTIVE' },
      },
      archive: {
        refuse: (row) =>
          row.status === 'ARCHIVED'
            ? { reason: 'The price list is already archived', translationKey: 'ALREADY_ARCHIVED' }
            : undefined,
        set: { status: 'ARCHIVED' },
      },
    },
    onChange: audited('PRICE_LIST'),
  });

  // --- Prices (the items of price lists) ---
  const productNameSort = sql`(select lower(p.name) from product p where p.id = price_list_item.product_id)`;
  registerResource(app, db, {
    endpoints: priceEndpoints,
    table: 'priceListItem',
    access: { read: PRODUCT_ACCESS, write: PRODUCT_ACCESS },
    toItems: async (source, rows): Promise<Price[]> => {
      const lists = await namesOf(
        source,
        'priceList',
        rows.map((row) => row.priceListId),
      );
      const products = await namesOf(
        source,
        'product',
        rows.map((row) => row.productId),
      );
      return rows.map((row) => ({
        id: row.id,
        priceListId: row.priceListId,
        priceListName: lists.get(row.priceListId)?.name ?? '',
        currency: (lists.get(row.priceListId)?.currency ?? 'CHF') as Price['currency'],
        productId: row.productId,
        productName: products.get(row.productId)?.name ?? '',
        name: products.get(row.productId)?.name ?? '',
        mediaType: (products.get(row.productId)?.mediaType ?? 'DIGITAL') as Price['mediaType'],
        unit: row.unit as Price['unit'],
        listPrice: Number(row.listPrice),
        minQuantity: row.minQuantity === null ? null : Number(row.minQuantity),
        validFrom: isoDay(row.validFrom),
        validTo: row.validTo === null ? null : isoDay(row.validTo),
        ...stampsOf(row),
      }));
    },
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
      const companyId = actor.actingCompanyId;
      const product = await requireOwn(
        trx,
        'product',
        body.productId,
        companyId,
        'productId',
        'No such product',
      );
      requireMedium(actor, product.mediaType as string);
      if (before) {
        const old = await requireOwn(
          trx,
          'product',
          before.productId,
          companyId,
          'productId',
          'No such product',
        );
        requireMedium(actor, old.mediaType as string);
      }
      const list = await requireOwn(
        trx,
        'priceList',
        body.priceListId,
        companyId,
        'priceListId',
        'No such price list',
      );
      const listFrom = isoDay(list.validFrom as Date);
      const listTo = list.validTo === null ? null : isoDay(list.validTo as Date);
      if (body.validFrom < listFrom || (listTo !== null && body.validFrom > listTo)) {
        throw invalid({ validFrom: 'The price starts outside the price list’s validity' });
      }
      if (body.validTo !== null) {
        if (body.validTo < body.validFrom)
          throw invalid({ validTo: 'The end is before the start' });
        if (listTo !== null && body.validTo > listTo) {
          throw invalid({ validTo: 'The price ends after the price list' });
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
          productId: 'The price list has a price of this product from this day already',
        });
      }
    },
    filters: {
      nameFilter: (rows, text) =>
        rows.where(
          sql<boolean>`exists (select 1 from product p where p.id = price_list_item.product_id and lower(p.name) like ${`%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`,
        ) as never,
      includeInactive: activeUnless(),
      priceListId: equals('priceListId'),
      mediaType: (rows, medium) =>
        rows.where(
          sql<boolean>`exists (select 1 from product p where p.id = price_list_item.product_id and p.media_type in (${sql.join(medium === 'DIGITAL' ? ['DIGITAL', 'NEWSLETTER'] : [medium])}))`,
        ) as never,
    },
    sort: { productName: productNameSort, listPrice: 'listPrice', validFrom: 'validFrom' },
    export: {
      title: 'settingsCatalogue.prices.title',
      columns: plainColumns<'priceListItem'>('settingsCatalogue.prices', [
        'unit',
        'listPrice',
        'validFrom',
        'validTo',
      ]),
    },
    bulk: bulk('price'),
    onChange: audited('PRICE'),
  });

  // --- Coop weeks ---
  registerResource(app, db, {
    endpoints: coopWeekEndpoints,
    table: 'coopWeek',
    access: { read: COOP_WEEK_ACCESS, write: COOP_WEEK_ACCESS },
    toItem: (row): CoopWeek => ({
      id: row.id,
      year: row.year,
      week: row.week,
      name: row.name,
      startsOn: isoDay(row.startsOn),
      endsOn: isoDay(row.endsOn),
      ...stampsOf(row),
    }),
    nameOf: (row) => row.name,
    toStored: (body) => ({
      year: body.year,
      week: body.week,
      name: body.name,
      startsOn: body.startsOn,
      endsOn: body.endsOn,
      active: body.active,
    }),
    check: async (trx, { actor, before, body }) => {
      if (body.endsOn < body.startsOn) throw invalid({ endsOn: 'The end is before the start' });
      const days = (Date.parse(body.endsOn) - Date.parse(body.startsOn)) / 86_400_000;
      if (days > 13) throw invalid({ endsOn: 'A coop week lasts at most two weeks' });
      let same = trx
        .selectFrom('coopWeek')
        .select('id')
        .where('companyId', '=', actor.actingCompanyId)
        .where('year', '=', body.year)
        .where('week', '=', body.week);
      if (before) same = same.where('id', '!=', before.id);
      if (await same.executeTakeFirst())
        throw invalid({ week: 'This year has this coop week already' });
    },
    filters: {
      nameFilter: contains('name'),
      includeInactive: activeUnless(),
      year: equals('year'),
    },
    sort: { startsOn: 'startsOn', name: caseless('name') },
    export: {
      title: 'settingsCompany.coopWeeks.title',
      columns: plainColumns<'coopWeek'>('settingsCompany.coopWeeks', [
        'year',
        'week',
        'name',
        'startsOn',
        'endsOn',
      ]),
    },
    bulk: bulk('coop week'),
    onChange: audited('COOP_WEEK'),
  });

  // --- Partner branches ---
  registerResource(app, db, {
    endpoints: partnerFilialEndpoints,
    table: 'partnerFilial',
    access: { read: ADMIN_ONLY, write: ADMIN_ONLY },
    toItem: (row): PartnerFilial => ({
      id: row.id,
      partnerName: row.partnerName,
      name: row.name,
      branchNumber: row.branchNumber,
      street: row.street,
      postalCode: row.postalCode,
      city: row.city,
      ...stampsOf(row),
    }),
    nameOf: (row) => `${row.partnerName} ${row.name}`,
    toStored: (body) => ({
      partnerName: body.partnerName,
      name: body.name,
      branchNumber: body.branchNumber,
      street: body.street,
      postalCode: body.postalCode,
      city: body.city,
      active: body.active,
    }),
    unique: {
      field: 'branchNumber',
      column: 'branchNumber',
      message: 'This partner has a branch with this number already',
      within: 'partnerName',
    },
    filters: {
      nameFilter: (rows, text) =>
        rows.where((eb) =>
          eb.or([
            eb(sql`lower(name)`, 'like', `%${text.toLowerCase()}%`),
            eb(sql`lower(partner_name)`, 'like', `%${text.toLowerCase()}%`),
            eb(sql`lower(city)`, 'like', `%${text.toLowerCase()}%`),
          ]),
        ) as never,
      includeInactive: activeUnless(),
    },
    sort: { partnerName: caseless('partnerName'), name: caseless('name'), city: caseless('city') },
    export: {
      title: 'settingsCatalogue.partnerFilials.title',
      columns: plainColumns<'partnerFilial'>('settingsCatalogue.partnerFilials', [
        'partnerName',
        'name',
        'branchNumber',
        'postalCode',
        'city',
      ]),
    },
    bulk: bulk('partner branch'),
    onChange: audited('PARTNER_FILIAL'),
  });

  // --- Programmatic mappings (AdSense, Xandr, Google, Adomik, Passendo) ---
  registerResource(app, db, {
    endpoints: programmaticMappingEndpoints,
    table: 'programmaticMapping',
    access: { read: ADMIN_ONLY, write: ADMIN_ONLY },
    toItems: async (source, rows): Promise<ProgrammaticMapping[]> => {
      const websites = await namesOf(
        source,
        'website',
        rows.map((row) => row.websiteId),
      );
      const placements = await namesOf(
        source,
        'websitePlacement',
        rows.map((row) => row.placementId),
      );
      return rows.map((row) => ({
        id: row.id,
        system: row.system,
        websiteId: row.websiteId,
        websiteName: websites.get(row.websiteId)?.name ?? '',
        placementId: row.placementId,
        placementName: row.placementId ? (placements.get(row.placementId)?.name ?? null) : null,
        externalId: row.externalId,
        name: row.externalId,
        note: row.note,
        ...stampsOf(row),
      }));
    },
    nameOf: (row) => row.externalId,
    toStored: (body) => ({
      system: body.system,
      websiteId: body.websiteId,
      placementId: body.placementId,
      externalId: body.externalId,
      note: body.note,
      active: body.active,
    }),
    unique: {
      field: 'externalId',
      column: 'externalId',
      message: 'This id is mapped already',
      within: 'system',
    },
    check: async (trx, { actor, before, body }) => {
      if (!MAPPING_ID_PATTERNS[body.system].test(body.externalId)) {
        throw invalid({
          externalId: `Not an id of this system (e.g. ${MAPPING_ID_EXAMPLES[body.system]})`,
        });
      }
      if (before && before.system !== body.system) {
        throw invalid({ system: 'The system of a mapping cannot change' });
      }
      const companyId = actor.actingCompanyId;
      await requireOwn(trx, 'website', body.websiteId, companyId, 'websiteId', 'No such website');
      if (body.placementId !== null) {
        const placement = await requireOwn(
          trx,
          'websitePlacement',
          body.placementId,
          companyId,
          'placementId',
          'No such placement',
        );
        if (placement.websiteId !== body.websiteId) {
          throw invalid({ placementId: 'The placement is not one of this website' });
        }
      }
      let same = trx
        .selectFrom('programmaticMapping')
        .select('id')
        .where('companyId', '=', companyId)
        .where('system', '=', body.system)
        .where('websiteId', '=', body.websiteId)
        .where(sql<boolean>`coalesce(placement_id, 0) = ${body.placementId ?? 0}`);
      if (before) same = same.where('id', '!=', before.id);
      if (await same.executeTakeFirst()) {
        throw invalid({
          [body.placementId === null ? 'websiteId' : 'placementId']:
            'This system has a mapping of this website or placement already',
        });
      }
    },
    filters: {
      nameFilter: contains('externalId'),
      includeInactive: activeUnless(),
      system: equals('system'),
      websiteId: equals('websiteId'),
    },
    sort: { externalId: caseless('externalId'), createdAt: 'createdAt' },
    export: {
      title: 'settingsMappings.title',
      columns: plainColumns<'programmaticMapping'>('settingsMappings', [
        'system',
        'externalId',
        'note',
      ]),
    },
    bulk: bulk('mapping'),
    onChange: audited('PROGRAMMATIC_MAPPING'),
  });
}

export type { RowOf };
