import {
  KEY_VALUE_LIMITS,
  type KeywordConfig,
  keywordConfigEndpoints,
  serverMessage,
  type TargetingKey,
  targetingEndpoints,
  targetingKeyEndpoints,
  targetingWebsitesEndpoint,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { containsPattern } from '../../db/like.ts';
import { ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { activeUnless, caseless, contains } from '../../kit/list.ts';
import { activeBulk } from '../../kit/named.ts';
import { plainColumns, type RowOf, registerResource, uniqueColumn } from '../../kit/resource.ts';
import { actorScope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { targetingAccess, urlTestAccess } from './access.ts';
import { testUrl } from './url-rules.ts';

// Targeting (issue 42): the ad server's key-value keys with their values, keyword
// configurations per website, the URL tester and the websites of the configurations' form.

const toKey = (row: RowOf<'targetingKey'>): TargetingKey => ({
  id: row.id,
  name: row.name,
  displayName: row.displayName,
  keyType: row.keyType as TargetingKey['keyType'],
  reportable: row.reportable,
  values: row.values,
  valueCount: row.values.length,
  active: row.active,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toConfig = (
  row: RowOf<'keywordConfig'>,
  website: { name: string } | undefined,
): KeywordConfig => ({
  id: row.id,
  name: row.name,
  websiteId: row.websiteId,
  websiteName: website?.name ?? null,
  rules: row.rules,
  defaultValues: row.defaultValues,
  active: row.active,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export function registerTargeting({ app, database }: ServiceContext): void {
  registerResource(app, database.db, {
    endpoints: targetingKeyEndpoints,
    table: 'targetingKey',
    access: { read: targetingAccess, write: targetingAccess },
    toItem: toKey,
    nameOf: (row) => row.name,
    unique: uniqueColumn('name', 'keyNameTaken'),
    // The ad server's network limit (DOMAIN2 §6.1): 200 keys; an inactive key is not sent and
    // does not count, so deactivating one makes room.
    check: async (trx, { actor, before, body }) => {
      if (!body.active || before?.active) return;
      const { count } = await actorScope(trx, actor)
        .rows('targetingKey', trx)
        .where('active', '=', true)
        .select(sql<string>`count(*)`.as('count'))
        .executeTakeFirstOrThrow();
      if (Number(count) >= KEY_VALUE_LIMITS.keysPerNetwork)
        throw new ValidationError(
          { name: serverMessage('keyLimitReached', { max: KEY_VALUE_LIMITS.keysPerNetwork }) },
          [],
        );
    },
    toStored: (body) => ({
      name: body.name,
      displayName: body.displayName,
      keyType: body.keyType,
      reportable: body.reportable,
      values: body.values.map((value) => value.trim()),
      active: body.active,
    }),
    filters: {
      searchQuery: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<boolean>`(lower(name) like ${pattern} or lower(display_name) like ${pattern})`,
        );
      },
      includeInactive: activeUnless(),
    },
    sort: { name: caseless('name'), updatedAt: 'updatedAt' },
    export: {
      title: 'targeting.keys.title',
      columns: {
        ...plainColumns<'targetingKey'>('targeting.keys', ['name', 'displayName'], {}),
        keyType: {
          header: 'targeting.keys.columns.keyType',
          value: (row, t) => t(`targeting.keyTypes.${row.keyType}`),
        },
        values: { header: 'targeting.keys.columns.values', value: (row) => row.values.join(', ') },
      },
    },
    bulk: activeBulk('key'),
  });

  registerResource(app, database.db, {
    endpoints: keywordConfigEndpoints,
    table: 'keywordConfig',
    access: { read: targetingAccess, write: targetingAccess },
    references: { websiteId: { table: 'website', name: 'name' } },
    toItem: (row, named) => toConfig(row, named.websiteId),
    nameOf: (row) => row.name,
    unique: uniqueColumn('name', 'keywordConfigNameTaken'),
    check: async (trx, { actor, body }) => {
      if (body.websiteId === null) return;
      const website = await actorScope(trx, actor)
        .byId('website', body.websiteId, trx)
        .select('id')
        .executeTakeFirst();
      if (!website) throw new ValidationError({ websiteId: serverMessage('notOfCompany') }, []);
    },
    toStored: (body) => ({
      name: body.name,
      websiteId: body.websiteId,
      rules: JSON.stringify(body.rules),
      defaultValues: JSON.stringify(body.defaultValues),
      active: body.active,
    }),
    filters: { searchQuery: contains('name'), includeInactive: activeUnless() },
    sort: { name: caseless('name'), updatedAt: 'updatedAt' },
    export: {
      title: 'targeting.configs.title',
      columns: {
        name: { header: 'targeting.configs.columns.name', value: (row) => row.name },
        websiteName: {
          header: 'targeting.configs.columns.websiteName',
          value: (_row, _t, named) => named.websiteId?.name ?? '',
        },
      },
    },
    bulk: activeBulk('keyword configuration'),
  });

  registerEndpoint(app, targetingEndpoints.testUrl, urlTestAccess, async ({ body }) =>
    testUrl(body.url, body.rules, body.defaultValues),
  );

  registerEndpoint(app, targetingWebsitesEndpoint, targetingAccess, async ({ scope }) => ({
    items: await scope
      .rows('website')
      .where('active', '=', true)
      .select(['id', 'name', 'domain'])
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .limit(500)
      .execute(),
  }));
}
