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
  serverMessage,
  settingsCampaignTypeEndpoints,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { caseless } from '../../kit/list.ts';
import { ownName, storedNames, translatedNames } from '../../kit/named.ts';
import { uniqueColumn } from '../../kit/resource.ts';
import { actorScope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { auditChange } from './audit.ts';
import {
  ADMIN_ONLY,
  CAMPAIGN_TYPE_ACCESS,
  equals,
  invalid,
  registerCatalogue,
  requireOwn,
  stampsOf,
} from './catalogue-kit.ts';

/** Brands, industries, sales units, position groups and campaign types. */
export function registerSalesSettings({ app, database }: ServiceContext): void {
  const { db } = database;

  // --- Brands of accounts ---
  registerCatalogue(app, db, {
    endpoints: brandEndpoints,
    table: 'brand',
    access: ADMIN_ONLY,
    references: { accountId: { table: 'account', name: 'name' } },
    toItem: (row, named): Brand => ({
      id: row.id,
      accountId: row.accountId,
      accountName: named.accountId?.name ?? '',
      name: row.name,
      ...stampsOf(row),
    }),
    toStored: (body) => ({ accountId: body.accountId, name: body.name, active: body.active }),
    unique: uniqueColumn('name', 'brandNameTaken', 'accountId'),
    check: async (trx, { actor, body }) => {
      await requireOwn(actorScope(trx, actor), 'account', body.accountId, 'accountId');
    },
    filters: {
      accountId: equals('accountId'),
    },
    sort: { name: caseless('name'), createdAt: 'createdAt' },
    texts: 'settingsCatalogue.brands',
    columns: ['name', 'createdAt'],
    noun: 'brand',
    entity: 'BRAND',
  });

  // --- Industries ---
  registerCatalogue(app, db, {
    endpoints: industryEndpoints,
    table: 'industry',
    access: ADMIN_ONLY,
    references: ownName('industry'),
    toItem: (row, named): Industry => ({
      id: row.id,
      name: named.id?.name ?? row.name,
      ...translatedNames(row),
      iabCode: row.iabCode,
      competitiveExclusion: row.competitiveExclusion,
      ...stampsOf(row),
    }),
    toStored: (body) => ({
      ...storedNames(body),
      iabCode: body.iabCode,
      competitiveExclusion: body.competitiveExclusion,
      active: body.active,
    }),
    unique: uniqueColumn('name', 'industryNameTaken'),
    sort: { name: caseless('name'), iabCode: sql`coalesce(iab_code, '')`, createdAt: 'createdAt' },
    texts: 'settingsCatalogue.industries',
    columns: ['name', 'iabCode', 'competitiveExclusion'],
    noun: 'industry',
    entity: 'INDUSTRY',
  });

  // --- Sales units (bundles of placements) ---
  registerCatalogue(app, db, {
    endpoints: salesUnitEndpoints,
    table: 'salesUnit',
    access: ADMIN_ONLY,
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
    toStored: (body) => ({ name: body.name, active: body.active }),
    unique: uniqueColumn('name', 'salesUnitNameTaken'),
    check: async (trx, { actor, body }) => {
      const ids = [...new Set(body.placementIds)];
      if (!ids.length) return;
      const found = await actorScope(trx, actor)
        .rows('websitePlacement', trx)
        .select('id')
        .where('id', 'in', ids)
        .execute();
      if (found.length !== ids.length)
        throw invalid({ placementIds: serverMessage('noSuchPlacement') });
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
    sort: { name: caseless('name'), createdAt: 'createdAt' },
    texts: 'settingsCatalogue.salesUnits',
    columns: ['name', 'createdAt'],
    noun: 'sales unit',
    entity: 'SALES_UNIT',
  });

  // --- Position groups ---
  registerCatalogue(app, db, {
    endpoints: positionGroupEndpoints,
    table: 'positionGroup',
    access: ADMIN_ONLY,
    toItem: (row): PositionGroup => ({
      id: row.id,
      name: row.name,
      mediaType: row.mediaType as PositionGroup['mediaType'],
      sortOrder: row.sortOrder,
      ...stampsOf(row),
    }),
    toStored: (body) => ({
      name: body.name,
      mediaType: body.mediaType,
      sortOrder: body.sortOrder,
      active: body.active,
    }),
    unique: uniqueColumn('name', 'positionGroupNameTaken'),
    sort: { sortOrder: 'sortOrder', name: caseless('name'), createdAt: 'createdAt' },
    texts: 'settingsCatalogue.positionGroups',
    columns: ['name', 'mediaType', 'sortOrder'],
    noun: 'position group',
    entity: 'POSITION_GROUP',
  });

  // --- Campaign types ---
  registerCatalogue(app, db, {
    endpoints: settingsCampaignTypeEndpoints,
    table: 'campaignType',
    access: CAMPAIGN_TYPE_ACCESS,
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
    toStored: (body) => ({
      code: body.code,
      ...storedNames(body),
      mediaTypes: [...new Set(body.mediaTypes)],
      selfBookable: body.selfBookable,
      pdfTemplate: body.pdfTemplate,
      active: body.active,
    }),
    unique: uniqueColumn('code', 'campaignTypeCodeTaken'),
    sort: { name: caseless('name'), code: 'code', createdAt: 'createdAt' },
    texts: 'settingsCatalogue.campaignTypes',
    columns: ['code', 'name', 'mediaTypes'],
    noun: 'campaign type',
    entity: 'CAMPAIGN_TYPE',
  });
}
