import {
  type Brand,
  brandEndpoints,
  type Industry,
  industryEndpoints,
  type PositionGroup,
  positionGroupEndpoints,
  type SalesUnit,
  type SettingsCampaignType,
  salesUnitEndpoints,
  settingsCampaignTypeEndpoints,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { activeUnless, caseless, contains } from '../../kit/list.ts';
import { ownName, storedNames, translatedNames } from '../../kit/named.ts';
import { plainColumns, registerResource } from '../../kit/resource.ts';
import { actorScope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { auditChange } from './audit.ts';
import {
  ADMIN_ONLY,
  audited,
  bulk,
  CAMPAIGN_TYPE_ACCESS,
  equals,
  invalid,
  requireOwn,
  stampsOf,
} from './catalogue-kit.ts';

/** Brands, industries, sales units, position groups and campaign types. */
export function registerSalesSettings({ app, database }: ServiceContext): void {
  const { db } = database;

  // --- Brands of accounts ---
  registerResource(app, db, {
    endpoints: brandEndpoints,
    table: 'brand',
    access: { read: ADMIN_ONLY, write: ADMIN_ONLY },
    references: { accountId: { table: 'account', name: 'name' } },
    toItem: (row, named): Brand => ({
      id: row.id,
      accountId: row.accountId,
      accountName: named.accountId?.name ?? '',
      name: row.name,
      ...stampsOf(row),
    }),
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
        actorScope(trx, actor),
        'account',
        body.accountId,
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
      const found = await actorScope(trx, actor)
        .rows('websitePlacement', trx)
        .select('id')
        .where('id', 'in', ids)
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
    references: ownName('campaignType'),
    toItem: (row, named): SettingsCampaignType => ({
      id: row.id,
      code: row.code,
      name: named.id?.name ?? row.name,
      ...translatedNames(row),
      mediaTypes: row.mediaTypes as SettingsCampaignType['mediaTypes'],
      selfBookable: row.selfBookable,
      pdfTemplate: row.pdfTemplate,
      ...stampsOf(row),
    }),
    nameOf: (row) => row.name,
    toStored: (body) => ({
      code: body.code,
      ...storedNames(body),
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
}
