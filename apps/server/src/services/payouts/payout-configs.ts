import {
  type PayoutConfig,
  type PayoutWebsite,
  payoutConfigEndpoints,
  payoutEndpoints,
  payoutWebsiteEndpoints,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import { ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { plainColumns, type RowOf, registerResource, uniqueColumn } from '../../kit/resource.ts';
import { actorScope, type Scope, scopeOf } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { isoDay } from '../orders/iso-day.ts';
import { auditChange } from '../settings/audit.ts';
import { payoutReadAccess, payoutWriteAccess } from './payout-access.ts';

// /finances/payouts/payout-configs and /finances/payouts/websites (spec 1 §2.11; DOMAIN2 §1.7)
// on the kit: a publisher's payout terms per currency, and the websites each config pays. Every
// change is in the settings audit (PAYOUT_CONFIG, PAYOUT_WEBSITE) in the change's transaction.

export const PAYOUT_CONFIG_AUDIT = 'PAYOUT_CONFIG';
export const PAYOUT_WEBSITE_AUDIT = 'PAYOUT_WEBSITE';

type ConfigRow = RowOf<'payoutConfig'>;
type WebsiteRow = RowOf<'payoutWebsite'>;

/**
 * The scopes of the rows' own companies: a page may hold several publishers' rows (read by the
 * house that pays them, `kit/relations.ts`), and what belongs to a row (a config's websites) is
 * of the row's company.
 */
const scopesOfRows = (db: Db, rows: readonly { companyId: number }[]) =>
  [...new Set(rows.map((row) => row.companyId))].map((companyId) => scopeOf(db, companyId));

/** The houses that sell the scope's publisher's websites: who may pay its payouts. */
function sellingHouses(db: Db, scope: Scope) {
  return scope
    .ownCompany(db)
    .innerJoin('website as w', 'w.publisherCompanyId', 'company.id')
    .innerJoin('company as seller', 'seller.id', 'w.companyId')
    .whereRef('w.companyId', '<>', 'company.id');
}

/** The houses that may pay a publisher, by name. */
export function payerOptions(db: Db, scope: Scope) {
  return sellingHouses(db, scope)
    .select(['seller.id', 'seller.name'])
    .distinct()
    .orderBy('seller.name')
    .orderBy('seller.id')
    .execute();
}

/**
 * The house that pays a publisher (a new config's payer, migration 0047): of the companies that
 * sell the publisher's websites the one that sells most of them, a sales house (WORKFLOW) first,
 * as the migration chose for the configs before it. Its finance staff read the config's payouts
 * (`kit/relations.ts` payoutPaidBy). None when only the publisher sells its sites.
 */
export async function defaultPayer(db: Db, scope: Scope): Promise<number | null> {
  const seller = await sellingHouses(db, scope)
    .select('w.companyId')
    .groupBy(['w.companyId', 'seller.companyRole'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`seller.company_role = 'WORKFLOW'`, 'desc')
    .orderBy('w.companyId')
    .executeTakeFirst();
  return seller?.companyId ?? null;
}

/** A payer named in a config's body is a house that sells the publisher's websites. */
async function checkPayer(db: Db, scope: Scope, payerCompanyId: number | null | undefined) {
  if (payerCompanyId == null) return;
  const seller = await sellingHouses(db, scope)
    .select('seller.id')
    .where('seller.id', '=', payerCompanyId)
    .executeTakeFirst();
  if (!seller) {
    throw new ValidationError({ payerCompanyId: serverMessage('noSuchPayer') }, []);
  }
}

/** The scope's publisher's websites of these ids, each with its name and domain. */
export function websitesByIds(db: Db, scope: Scope, ids: readonly number[]) {
  return scope
    .ownCompany(db)
    .innerJoin('website as w', 'w.publisherCompanyId', 'company.id')
    .select(['w.id', 'w.name', 'w.domain'])
    .where('w.id', 'in', ids.length > 0 ? [...ids] : [0])
    .execute();
}

/**
 * The websites a company publishes, once per domain (the catalogue lists a publisher's site
 * again for each company that sells it; its facts are the publisher's own entry's, as the facts
 * generator takes it): reached from the scope's own company row, so no other company's site is.
 */
export function publishedWebsites(db: Db, scope: Scope) {
  return scope
    .ownCompany(db)
    .innerJoin('website as w', 'w.publisherCompanyId', 'company.id')
    .where('w.active', '=', true)
    .distinctOn('w.domain')
    .select(['w.id', 'w.name', 'w.domain'])
    .orderBy('w.domain')
    .orderBy((eb) => eb(eb.ref('w.companyId'), '=', eb.ref('w.publisherCompanyId')), 'desc')
    .orderBy('w.id');
}

async function configItems(db: Db, rows: ConfigRow[]): Promise<PayoutConfig[]> {
  // The payers' names, as each row's publisher sees the houses that sell its sites.
  const payers = await Promise.all(scopesOfRows(db, rows).map((scope) => payerOptions(db, scope)));
  const payerOf = new Map(payers.flat().map((payer) => [payer.id, payer.name]));
  const counts = await Promise.all(
    scopesOfRows(db, rows).map((scope) =>
      scope
        .rows('payoutWebsite', db)
        .select(['configId', (eb) => eb.fn.countAll<string>().as('count')])
        .where(
          'configId',
          'in',
          rows.map((row) => row.id),
        )
        .where('active', '=', true)
        .groupBy('configId')
        .execute(),
    ),
  );
  const countOf = new Map(counts.flat().map((row) => [row.configId, Number(row.count)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    currency: row.currency,
    sharePercent: Number(row.sharePercent),
    minimumPayout: Number(row.minimumPayout),
    selfBillingAgreedAt: row.selfBillingAgreedAt ? isoDay(row.selfBillingAgreedAt) : null,
    vatStatus: row.vatStatus as PayoutConfig['vatStatus'],
    vatNumber: row.vatNumber,
    websiteCount: countOf.get(row.id) ?? 0,
    payerCompanyId: row.payerCompanyId,
    payerName: row.payerCompanyId ? (payerOf.get(row.payerCompanyId) ?? null) : null,
    active: row.active,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function websiteItems(db: Db, rows: WebsiteRow[]): Promise<PayoutWebsite[]> {
  if (rows.length === 0) return [];
  const parts = await Promise.all(
    scopesOfRows(db, rows).map((scope) =>
      Promise.all([
        scope
          .rows('payoutConfig', db)
          .select(['id', 'name'])
          .where(
            'id',
            'in',
            rows.map((row) => row.configId),
          )
          .execute(),
        websitesByIds(
          db,
          scope,
          rows.map((row) => row.websiteId),
        ),
      ]),
    ),
  );
  const configs = parts.flatMap(([ofConfigs]) => ofConfigs);
  const sites = parts.flatMap(([, ofSites]) => ofSites);
  const configOf = new Map(configs.map((config) => [config.id, config.name]));
  const siteOf = new Map(sites.map((site) => [site.id, site]));
  return rows.map((row) => {
    const site = siteOf.get(row.websiteId);
    const configName = configOf.get(row.configId) ?? '';
    return {
      id: row.id,
      name: site ? `${site.name} (${site.domain})` : String(row.websiteId),
      configId: row.configId,
      configName,
      websiteId: row.websiteId,
      websiteName: site?.name ?? '',
      websiteDomain: site?.domain ?? '',
      active: row.active,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** A payout website names a config of the company and a website the company publishes. */
async function checkWebsite(
  trx: Transaction<Schema>,
  scope: Scope,
  body: { configId: number; websiteId: number },
  before: WebsiteRow | undefined,
) {
  const db = trx as unknown as Db;
  const [config, site, taken] = await Promise.all([
    scope.byId('payoutConfig', body.configId, db).select('id').executeTakeFirst(),
    publishedWebsites(db, scope).where('w.id', '=', body.websiteId).executeTakeFirst(),
    scope
      .rows('payoutWebsite', db)
      .select('id')
      .where('websiteId', '=', body.websiteId)
      .where('id', '<>', before?.id ?? 0)
      .executeTakeFirst(),
  ]);
  const errors: Record<string, ReturnType<typeof serverMessage>> = {};
  if (!config) errors.configId = serverMessage('noSuchPayoutConfig');
  if (!site) errors.websiteId = serverMessage('noSuchPublishedWebsite');
  else if (taken) errors.websiteId = serverMessage('payoutWebsiteTaken');
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, []);
}

export function registerPayoutConfigs({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;
  registerResource(app, db, {
    endpoints: payoutConfigEndpoints,
    table: 'payoutConfig',
    access: { read: payoutReadAccess, write: payoutWriteAccess },
    related: 'payoutConfigPaidBy',
    toItems: (source, rows) => configItems(source, rows),
    nameOf: (row) => row.name,
    // A payer left out of the body: a new config takes the default payer (afterWrite), a
    // changed one keeps its own.
    toStored: ({ vatNumber, payerCompanyId, ...body }) => ({
      ...body,
      vatNumber: vatNumber ?? null,
      ...(payerCompanyId === undefined ? {} : { payerCompanyId }),
    }),
    unique: uniqueColumn('currency', 'payoutConfigCurrencyTaken'),
    check: (trx, { actor, body }) =>
      checkPayer(
        trx as unknown as Db,
        actorScope(trx as unknown as Db, actor),
        body.payerCompanyId,
      ),
    afterWrite: async (trx, { actor, before, after, body }) => {
      if (before || body.payerCompanyId !== undefined) return;
      const scope = actorScope(trx as unknown as Db, actor);
      const payerCompanyId = await defaultPayer(trx as unknown as Db, scope);
      await scope
        .update('payoutConfig', trx as unknown as Db)
        .set({ payerCompanyId })
        .where('id', '=', after.id)
        .execute();
    },
    filters: {
      currency: (rows, currency) => rows.where('currency', '=', currency),
      includeInactive: (rows, include) => (include ? rows : rows.where('active', '=', true)),
    },
    sort: { name: 'name', currency: 'currency', updatedAt: 'updatedAt' },
    export: {
      title: 'payoutConfigs.title',
      columns: plainColumns<'payoutConfig'>(
        'payoutConfigs',
        ['name', 'currency', 'sharePercent', 'minimumPayout', 'selfBillingAgreedAt', 'vatStatus'],
        { vatStatus: 'payoutConfigs.vatStatuses' },
      ),
    },
    bulk: {},
    onChange: (trx, { actor, before, after }) =>
      auditChange(trx, {
        actor,
        entityType: PAYOUT_CONFIG_AUDIT,
        entityId: after.id,
        before,
        after,
      }),
  });

  registerEndpoint(app, payoutEndpoints.payerOptions, payoutReadAccess, async ({ scope }) => {
    const [items, defaultId] = await Promise.all([
      payerOptions(db, scope),
      defaultPayer(db, scope),
    ]);
    return { items, defaultId };
  });

  registerEndpoint(app, payoutEndpoints.websiteOptions, payoutReadAccess, async ({ scope }) => ({
    items: await publishedWebsites(db, scope).execute(),
  }));

  registerResource(app, db, {
    endpoints: payoutWebsiteEndpoints,
    table: 'payoutWebsite',
    access: { read: payoutReadAccess, write: payoutWriteAccess },
    related: 'payoutWebsitePaidBy',
    toItems: (source, rows) => websiteItems(source, rows),
    nameOf: (row) => `#${row.websiteId}`,
    toStored: (body) => body,
    check: (trx, { actor, body, before }) => checkWebsite(trx, actorScope(db, actor), body, before),
    filters: {
      configId: (rows, configId) => rows.where('configId', '=', configId),
      includeInactive: (rows, include) => (include ? rows : rows.where('active', '=', true)),
    },
    sort: { createdAt: 'createdAt', updatedAt: 'updatedAt' },
    export: {
      title: 'payoutWebsites.title',
      columns: plainColumns<'payoutWebsite'>('payoutWebsites', ['configId', 'websiteId']),
    },
    bulk: {},
    onChange: (trx, { actor, before, after }) =>
      auditChange(trx, {
        actor,
        entityType: PAYOUT_WEBSITE_AUDIT,
        entityId: after.id,
        before,
        after,
      }),
  });
}
