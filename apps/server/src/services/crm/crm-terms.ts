import {
  type ConversionTracker,
  conversionTrackerEndpoints,
  type Discount,
  discountEndpoints,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { containsPattern } from '../../db/like.ts';
import { caseless, type Rows } from '../../kit/list.ts';
import type { Named, NamedOf, References } from '../../kit/references.ts';
import { plainColumns, type RowOf, registerResource, uniqueColumn } from '../../kit/resource.ts';
import { actorScope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import {
  activation,
  blank,
  byStatus,
  crmAccess,
  crmContactsAccess,
  dayOf,
  equals,
  invalid,
  iso,
  requireAccount,
  requireOwn,
} from './crm-record-rules.ts';

// ------------------------------------------------------------------ discounts and trackers

type DiscountRow = RowOf<'discount'>;

/** A discount's item: its account, ad medium and product are the resource's references. */
const toDiscount = (row: DiscountRow, named: NamedOf<typeof discountReferences>): Discount => {
  const ref = (id: number | null, of: Named | undefined) =>
    id === null ? null : { id, name: of?.name ?? '' };
  const account = named.accountId?.name ?? '';
  return {
    id: row.id,
    name: `${account} ${Number(row.percentage).toFixed(2)} %`,
    account: { id: row.accountId, name: account },
    adMedium: ref(row.adMediumId, named.adMediumId),
    product: ref(row.productId, named.productId),
    kind: row.kind as Discount['kind'],
    percentage: Number(row.percentage),
    validFrom: dayOf(row.validFrom) as string,
    validTo: dayOf(row.validTo),
    note: row.note,
    active: row.active,
    version: row.version,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
};

const discountReferences = {
  accountId: { table: 'account', name: 'name' },
  adMediumId: { table: 'adMedium', name: 'name' },
  productId: { table: 'product', name: 'name' },
} as const satisfies References;

const toTracker = (row: RowOf<'conversionTracker'>): ConversionTracker => ({
  id: row.id,
  accountId: row.accountId,
  name: row.name,
  kind: row.kind as ConversionTracker['kind'],
  delivery: row.delivery as ConversionTracker['delivery'],
  url: row.url,
  events: row.events as ConversionTracker['events'],
  postClickDays: row.postClickDays,
  postViewDays: row.postViewDays,
  active: row.active,
  version: row.version,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** An account's commercial terms: discounts and conversion trackers (issue 20). */
export function registerCrmTerms({ app, database }: ServiceContext): void {
  const { db } = database;

  registerResource(app, db, {
    endpoints: discountEndpoints,
    table: 'discount',
    access: { read: crmAccess, write: crmContactsAccess },
    references: discountReferences,
    toItem: toDiscount,
    nameOf: (row) => `${row.kind} ${Number(row.percentage).toFixed(2)} %`,
    toStored: (body) => ({
      accountId: body.accountId,
      adMediumId: body.adMediumId,
      productId: body.productId,
      kind: body.kind,
      percentage: body.percentage,
      validFrom: body.validFrom,
      validTo: body.validTo,
      note: blank(body.note),
      active: body.active,
    }),
    check: async (trx, { actor, body }) => {
      const scope = actorScope(trx, actor);
      if (body.validTo !== null && body.validTo < body.validFrom)
        throw invalid({ validTo: serverMessage('endDateBeforeStartDate') });
      await requireAccount(scope, body.accountId);
      await requireOwn(scope, 'adMedium', body.adMediumId, 'adMediumId');
      await requireOwn(
        scope,
        'product',
        body.productId,
        'productId',
        serverMessage('productOfOtherMedium'),
        body.adMediumId ? sql<boolean>`ad_medium_id = ${body.adMediumId}` : undefined,
      );
    },
    filters: {
      // The account joined by the scoped discount's key is the company's (checked on write).
      search: (rows, text) =>
        rows.where(
          sql<boolean>`exists (select 1 from account a where a.id = discount.account_id and lower(a.name) like ${containsPattern(text.toLowerCase())})`,
        ) as Rows<'discount'>,
      accountId: equals('accountId'),
      kind: equals('kind'),
      validOn: (rows, validOn) =>
        rows.where(
          sql<boolean>`valid_from <= ${validOn}::date and (valid_to is null or valid_to >= ${validOn}::date)`,
        ) as Rows<'discount'>,
      status: byStatus(),
    },
    narrowing: ['search', 'accountId'],
    sort: {
      validFrom: 'validFrom',
      percentage: 'percentage',
      kind: 'kind',
      createdAt: 'createdAt',
    },
    export: {
      title: 'crm.discounts.title',
      columns: {
        kind: {
          header: 'crm.discounts.columns.kind',
          value: (row, t) => t(`crm.discountKind.${row.kind}`),
        },
        percentage: {
          header: 'crm.discounts.columns.percentage',
          value: (row) => Number(row.percentage),
        },
        validFrom: {
          header: 'crm.discounts.columns.validFrom',
          value: (row) => dayOf(row.validFrom),
        },
        validTo: { header: 'crm.discounts.columns.validTo', value: (row) => dayOf(row.validTo) },
        active: {
          header: 'crm.discounts.columns.status',
          value: (row, t) => t(row.active ? 'crm.status.active' : 'crm.status.inactive'),
        },
      },
    },
    bulk: activation,
  });

  registerResource(app, db, {
    endpoints: conversionTrackerEndpoints,
    table: 'conversionTracker',
    access: { read: crmAccess, write: crmAccess },
    toItem: toTracker,
    nameOf: (row) => row.name,
    toStored: (body) => ({
      accountId: body.accountId,
      name: body.name,
      kind: body.kind,
      delivery: body.delivery,
      url: body.url,
      events: [...new Set(body.events)],
      postClickDays: body.postClickDays,
      postViewDays: body.postViewDays,
      active: body.active,
    }),
    unique: uniqueColumn('name', 'trackerNameTaken', 'accountId'),
    check: async (trx, { actor, before, body }) => {
      await requireAccount(actorScope(trx, actor), body.accountId);
      if (before && before.accountId !== body.accountId)
        throw invalid({ accountId: serverMessage('trackerStaysWithAccount') });
    },
    filters: { accountId: equals('accountId'), status: byStatus() },
    sort: { name: caseless('name'), createdAt: 'createdAt' },
    export: {
      title: 'crm.trackers.title',
      columns: {
        ...plainColumns<'conversionTracker'>('crm.trackers', ['name', 'kind', 'url']),
      },
    },
    bulk: activation,
  });
}
