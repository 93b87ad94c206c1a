import {
  type Campaign,
  type CampaignStatus,
  type Currency,
  campaignEndpoints,
  DIGITAL_POSITION_STATUSES,
  ORDER_TAB_STATUSES,
  orderTabSort,
  type PaymentStatus,
  PRINT_POSITION_STATUSES,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import type { AccessRule, Actor } from '../../http/access.ts';
import { notFound, staleRecord, ValidationError } from '../../http/errors.ts';
import { caseless, type Rows } from '../../kit/list.ts';
import { registerReadOnlyResource } from '../../kit/read-only.ts';
import type { RowOf } from '../../kit/resource.ts';
import type { ServiceContext } from '../context.ts';

/**
 * Who reads campaigns: the order desk (spec 1 §2.6: AGENCY or WORKFLOW, not the
 * post-ad-manager, as the console's /orders routes) and the CRM (spec 1 §2.7: ADMIN,
 * MANAGE_ACCOUNTS or SELF_BOOKING, as /crm, whose account overview has a campaigns tab). One
 * rule of the server's role conditions cannot say "either", so it takes any of the five and
 * keeps the post-ad-manager out, who has post campaigns only.
 */
export const campaignAccess: AccessRule = {
  roles: {
    anyOf: ['AGENCY', 'WORKFLOW', 'ADMIN', 'MANAGE_ACCOUNTS', 'SELF_BOOKING'],
    noneOf: ['POSTADMANAGER'],
  },
  company: 'actable',
};

type CampaignRows = Rows<'campaign'>;
type CampaignRow = RowOf<'campaign'>;

/**
 * A date column as YYYY-MM-DD, whether the driver reads it as text, as a Date at UTC midnight
 * (PGlite) or as a Date at local midnight (node-postgres), in any time zone.
 */
export function isoDay(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10);
  const utc = value.getUTCHours() === 0 && value.getUTCMinutes() === 0;
  const parts = utc
    ? [value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()]
    : [value.getFullYear(), value.getMonth() + 1, value.getDate()];
  return parts.map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0')).join('-');
}

const dayFilter =
  (column: 'startDate' | 'endDate', comparison: '>=' | '<=') =>
  (rows: CampaignRows, value: string) =>
    rows.where(column, comparison, value) as CampaignRows;

const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`;

/** The items of a page of campaigns: their type, parties and position counts in four queries. */
export async function toCampaigns(db: Db, rows: CampaignRow[]): Promise<Campaign[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const accountIds = [
    ...new Set(
      rows.flatMap((row) => [
        row.advertiserAccountId,
        row.invoicingAccountId,
        ...(row.agencyAccountId ? [row.agencyAccountId] : []),
      ]),
    ),
  ];
  const userIds = [...new Set(rows.flatMap((row) => (row.salesUserId ? [row.salesUserId] : [])))];
  const [types, accounts, users, counts] = await Promise.all([
    db
      .selectFrom('campaignType')
      .select(['id', 'code', 'name'])
      .where('id', 'in', [...new Set(rows.map((row) => row.campaignTypeId))])
      .execute(),
    db.selectFrom('account').select(['id', 'name']).where('id', 'in', accountIds).execute(),
    userIds.length > 0
      ? db
          .selectFrom('appUser')
          .select(['id', 'firstName', 'lastName'])
          .where('id', 'in', userIds)
          .execute()
      : [],
    db
      .selectFrom('campaignPosition')
      .select(['campaignId', sql<string>`count(*)`.as('count')])
      .where('campaignId', 'in', ids)
      .where('status', '<>', 'DELETED')
      .groupBy('campaignId')
      .execute(),
  ]);
  const typeOf = new Map(types.map((type) => [type.id, type]));
  const accountOf = new Map(accounts.map((account) => [account.id, account]));
  const userOf = new Map(users.map((user) => [user.id, { id: user.id, name: fullName(user) }]));
  const countOf = new Map(counts.map((count) => [count.campaignId, Number(count.count)]));
  const party = (id: number) => ({ id, name: accountOf.get(id)?.name ?? '' });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: typeOf.get(row.campaignTypeId) ?? { id: row.campaignTypeId, code: '', name: '' },
    status: row.status as CampaignStatus,
    startDate: isoDay(row.startDate),
    endDate: isoDay(row.endDate),
    advertiser: party(row.advertiserAccountId),
    agency: row.agencyAccountId ? party(row.agencyAccountId) : null,
    invoicingAccount: party(row.invoicingAccountId),
    salesPerson: row.salesUserId ? (userOf.get(row.salesUserId) ?? null) : null,
    currency: row.currency,
    netTotal: Number(row.netTotal),
    total: Number(row.total),
    paymentStatus: row.paymentStatus as PaymentStatus | null,
    positionCount: countOf.get(row.id) ?? 0,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The read-only campaigns list and record (`GET /api/ws-order/campaigns`). */
export function registerCampaignsService({ app, database }: ServiceContext): void {
  registerReadOnlyResource(app, database.db, {
    endpoints: campaignEndpoints,
    table: 'campaign',
    access: campaignAccess,
    toItems: toCampaigns,
    counts: { endpoint: campaignEndpoints.counts, column: 'status' },
    filters: {
      // An account in any of its roles; each of the three has its index.
      accountId: (rows, id) =>
        rows.where((eb) =>
          eb.or([
            eb('advertiserAccountId', '=', id),
            eb('agencyAccountId', '=', id),
            eb('invoicingAccountId', '=', id),
          ]),
        ) as CampaignRows,
      status: (rows, status) => rows.where('status', '=', status) as CampaignRows,
      campaignTypeId: (rows, id) => rows.where('campaignTypeId', '=', id) as CampaignRows,
      // The campaign's name, or its advertiser's or agency's: the matching accounts are
      // found once (a hashed subplan), not per campaign; the campaigns are the company's.
      searchQuery: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        const accounts = sql`(select a.id from account a where lower(a.name) like ${pattern})`;
        return rows.where(
          sql<boolean>`(campaign.search_name like ${pattern}
            or campaign.advertiser_account_id in ${accounts}
            or campaign.agency_account_id in ${accounts})`,
        ) as CampaignRows;
      },
      // orders (issue 22): the status tab (spec 3 §3 order list statuses) and an ad medium
      // booked in one of its positions.
      tab: (rows, tab) =>
        tab === 'ALL'
          ? rows
          : (rows.where('status', 'in', [...ORDER_TAB_STATUSES[tab]]) as CampaignRows),
      adMediumId: (rows, id) =>
        rows.where(
          sql<boolean>`exists (select 1 from campaign_position p where p.campaign_id = campaign.id and p.ad_medium_id = ${id})`,
        ) as CampaignRows,
      startDateFrom: dayFilter('startDate', '>='),
      startDateTo: dayFilter('startDate', '<='),
      endDateFrom: dayFilter('endDate', '>='),
      endDateTo: dayFilter('endDate', '<='),
    },
    sort: {
      startDate: 'startDate',
      endDate: 'endDate',
      name: caseless('name'),
      status: 'status',
      total: 'total',
      updatedAt: 'updatedAt',
    },
    // Spec 3 §2.1: the tab's sort (endDate for ARCHIVED and RUNNING, else startDate; descending
    // for ARCHIVED, else ascending); without a tab the latest start first.
    defaultSort: (query) =>
      query.tab ? orderTabSort(query.tab) : { sort: 'startDate', order: 'DESC' },
  });
}

// --- Writes, for the orders screens to come: every change writes its history in its own
// transaction (spec 2: CAMPAIGN_FIELD_CHANGED and CAMPAIGN_POSITION_FIELD_CHANGED system
// entries; positions also the campaign-position history of spec 2 §7).

/** What a change of a campaign may set. */
export interface CampaignChange {
  name?: string;
  status?: CampaignStatus;
  startDate?: string;
  endDate?: string;
  offerValidUntil?: string | null;
  paymentStatus?: PaymentStatus | null;
  customerPo?: string | null;
  salesUserId?: number | null;
  agencyAccountId?: number | null;
  invoicingAccountId?: number;
  brandId?: number | null;
  industryId?: number | null;
  currency?: Currency;
  language?: 'de' | 'fr' | 'it' | 'en';
}

/** What a change of a position may set; its net amount follows from the price fields. */
export interface PositionChange {
  name?: string;
  status?: string;
  creativeStatus?: string | null;
  hiddenMode?: 'AUTO' | 'MANUAL' | 'NONE';
  quantity?: number;
  unitListPrice?: number;
  discountPercent?: number;
  vatRate?: number;
  startDate?: string;
  endDate?: string;
  publicationDate?: string;
  /** The manual discount on top of the account's (the combined one is discountPercent). */
  manualDiscountPercent?: number;
}

/** The position types of the campaign-position history (migration 0003's list). */
const HISTORY_POSITION_TYPE: Record<string, string> = {
  DIGITAL: 'DIGITAL',
  PRINT: 'PRINT',
  RADIO: 'RADIO',
  TV: 'TV',
  POS: 'POINT_OF_SALE',
  // Analog (unaddressed mail by postal area) is the history's unaddressed mailing.
  ANALOG: 'UNADDRESSED_MAILING',
};

/** A stored value as the history writes it: dates as YYYY-MM-DD, numbers as stored, null empty. */
function historyValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isoDay(value);
  return String(value);
}

/** The fields whose stored value differs from the change's. */
function changedFields<Row extends object>(
  before: Row,
  change: object,
  normalise: (field: string, value: unknown) => string | null = (_, value) => historyValue(value),
) {
  return Object.entries(change).flatMap(([field, value]) => {
    if (value === undefined) return [];
    const oldValue = normalise(field, (before as Record<string, unknown>)[field]);
    const newValue = normalise(field, value);
    return oldValue === newValue ? [] : [{ field, oldValue, newValue }];
  });
}

/** Numbers compare as amounts: 12.5 and '12.50' are the same price. */
const amountFields = new Set([
  'manualDiscountPercent',
  'quantity',
  'unitListPrice',
  'discountPercent',
  'vatRate',
  'netAmount',
]);
const normaliseValue = (field: string, value: unknown) =>
  amountFields.has(field) && value !== null && value !== undefined
    ? Number(value).toFixed(2)
    : historyValue(value);

/** A record the change points at must be the company's: another's is a 422 on the field. */
async function requireOwn(
  trx: Db,
  table: 'account' | 'brand' | 'industry' | 'appUser',
  companyId: number,
  id: number | null | undefined,
  field: string,
) {
  if (id === null || id === undefined) return;
  const row = await trx
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
  if (!row) throw new ValidationError({ [field]: 'Not a record of this company' }, []);
}

function requireDateOrder(start: string, end: string) {
  if (start > end) {
    throw new ValidationError({ endDate: 'The end date must not be before the start date' }, []);
  }
}

/**
 * Changes a campaign of the actor's company at the version it was read, and writes one
 * CAMPAIGN_FIELD_CHANGED entry per changed field (old and new value) in the same
 * transaction. A stale version answers 412, another company's campaign 404.
 */
export async function updateCampaign(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  change: CampaignChange,
): Promise<CampaignRow> {
  // Inside a caller's transaction (a payment and its status), in that one.
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return inTransaction(async (trx) => {
    const before = await trx
      .selectFrom('campaign')
      .selectAll()
      .where('id', '=', id)
      .where('companyId', '=', actor.actingCompanyId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('campaign');
    if (before.version !== version) throw staleRecord();
    const changes = changedFields(before, change);
    if (changes.length === 0) return before;
    requireDateOrder(
      change.startDate ?? isoDay(before.startDate),
      change.endDate ?? isoDay(before.endDate),
    );
    for (const [table, field] of [
      ['account', 'agencyAccountId'],
      ['account', 'invoicingAccountId'],
      ['brand', 'brandId'],
      ['industry', 'industryId'],
      ['appUser', 'salesUserId'],
    ] as const) {
      await requireOwn(trx, table, before.companyId, change[field], field);
    }
    const after = await trx
      .updateTable('campaign')
      .set({ ...change, version: before.version + 1, updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('activity')
      .values(
        changes.map(({ field, oldValue, newValue }) => ({
          companyId: before.companyId,
          entityType: 'CAMPAIGN_UPDATE',
          entityId: before.id,
          entityName: after.name,
          accountId: null,
          taskId: null,
          activityType: 'CAMPAIGN_FIELD_CHANGED',
          title: null,
          message: `${field}: ${oldValue ?? '–'} → ${newValue ?? '–'}`,
          activityDate: after.updatedAt,
          creationDate: after.updatedAt,
          creatorUserId: actor.user.userId,
          keyValues: JSON.stringify({
            campaignId: String(before.id),
            field,
            oldValue,
            newValue,
          }),
        })),
      )
      .execute();
    return after;
  });
}

/** The statuses a position of a type may have (spec 3 §3). */
function positionStatuses(type: string): readonly string[] {
  return type === 'DIGITAL' ? DIGITAL_POSITION_STATUSES : PRINT_POSITION_STATUSES;
}

/**
 * Changes a position of the actor's company at the version it was read; a change of its
 * quantity, price, discount prices it again (net = quantity × unit list price × (1 −
 * discount)). Writes one CAMPAIGN_POSITION_FIELD_CHANGED entry and one campaign-position
 * history row per changed field, in the same transaction.
 */
export async function updatePosition(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  change: PositionChange,
): Promise<RowOf<'campaignPosition'>> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('campaignPosition')
      .selectAll()
      .where('id', '=', id)
      .where('companyId', '=', actor.actingCompanyId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('campaign position');
    if (before.version !== version) throw staleRecord();
    if (
      change.status !== undefined &&
      !positionStatuses(before.positionType).includes(change.status)
    ) {
      throw new ValidationError(
        { status: `Not a status of a ${before.positionType} position` },
        [],
      );
    }
    if (change.hiddenMode !== undefined && before.positionType !== 'PRINT') {
      throw new ValidationError({ hiddenMode: 'Only print positions are hidden' }, []);
    }
    for (const field of ['quantity', 'unitListPrice', 'discountPercent', 'vatRate'] as const) {
      const value = change[field];
      if (value === undefined) continue;
      const max = field === 'discountPercent' ? 100 : field === 'vatRate' ? 30 : 1e11;
      if (
        !Number.isFinite(value) ||
        value < 0 ||
        value > max ||
        (field === 'quantity' && value === 0)
      ) {
        throw new ValidationError({ [field]: 'Out of range' }, []);
      }
    }
    requireDateOrder(
      change.startDate ?? isoDay(before.startDate),
      change.endDate ?? isoDay(before.endDate),
    );
    const quantity = change.quantity ?? Number(before.quantity);
    const unitListPrice = change.unitListPrice ?? Number(before.unitListPrice);
    const discountPercent = change.discountPercent ?? Number(before.discountPercent);
    const priced =
      change.quantity !== undefined ||
      change.unitListPrice !== undefined ||
      change.discountPercent !== undefined;
    const values = {
      ...change,
      ...(priced
        ? {
            netAmount: (
              Math.round(quantity * unitListPrice * (100 - discountPercent)) / 100
            ).toFixed(2),
          }
        : {}),
    };
    const changes = changedFields(before, values, normaliseValue);
    if (changes.length === 0) return before;
    const after = await trx
      .updateTable('campaignPosition')
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const campaign = await trx
      .selectFrom('campaign')
      .select('name')
      .where('id', '=', before.campaignId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('activity')
      .values(
        changes.map(({ field, oldValue, newValue }) => ({
          companyId: before.companyId,
          entityType: 'CAMPAIGN_POSITION_UPDATE',
          entityId: before.campaignId,
          entityName: campaign.name,
          accountId: null,
          taskId: null,
          activityType: 'CAMPAIGN_POSITION_FIELD_CHANGED',
          title: after.name,
          message: `${field}: ${oldValue ?? '–'} → ${newValue ?? '–'}`,
          activityDate: after.updatedAt,
          creationDate: after.updatedAt,
          creatorUserId: actor.user.userId,
          campaignPositionIds: [before.id],
          keyValues: JSON.stringify({
            campaignId: String(before.campaignId),
            campaignPositionId: String(before.id),
            field,
            oldValue,
            newValue,
          }),
        })),
      )
      .execute();
    await trx
      .insertInto('campaignPositionHistory')
      .values(
        changes.map(({ field, oldValue, newValue }) => ({
          companyId: before.companyId,
          campaignId: before.campaignId,
          campaignPositionId: before.id,
          campaignPositionType: HISTORY_POSITION_TYPE[before.positionType] ?? 'DIGITAL',
          positionName: after.name,
          changeKind: 'UPDATE',
          fieldName: field,
          oldValue,
          newValue,
          changedByUserId: actor.user.userId,
          changedAt: after.updatedAt,
        })),
      )
      .execute();
    if (priced || change.status !== undefined) await recalculateTotals(trx, before.campaignId);
    return after;
  });
}

/** A new position of a campaign, priced from a price-list item of the campaign's currency. */
export interface PositionCreate {
  campaignId: number;
  productId: number;
  priceListItemId: number;
  name?: string;
  quantity: number;
  discountPercent?: number;
  startDate: string;
  endDate: string;
  /** Print: the issue it appears in. */
  publicationIssueId?: number;
  positionGroupId?: number | null;
  /** The VAT rate (orders: by the seller's and the invoicing account's country); else CHF 8.1. */
  vatRate?: number;
  /** The account's discounts it was priced with (snapshot), and the manual one. */
  discounts?: readonly { name: string; percent: number }[];
  manualDiscountPercent?: number;
}

/** The position type of a product's medium (NEWSLETTER is sold as digital). */
const positionTypeOf = (mediaType: string) => (mediaType === 'NEWSLETTER' ? 'DIGITAL' : mediaType);

/**
 * Adds a position to a campaign of the actor's company, with its price snapshot from the
 * price-list item (which must be the product's, in the campaign's currency, valid on the start
 * date), and writes its CREATE history row in the same transaction.
 */
export async function createPosition(
  db: Db,
  actor: Actor,
  create: PositionCreate,
): Promise<RowOf<'campaignPosition'>> {
  return db.transaction().execute(async (trx) => {
    const campaign = await trx
      .selectFrom('campaign')
      .select(['id', 'companyId', 'currency'])
      .where('id', '=', create.campaignId)
      .where('companyId', '=', actor.actingCompanyId)
      .forUpdate()
      .executeTakeFirst();
    if (!campaign) throw notFound('campaign');
    const product = await trx
      .selectFrom('product')
      .select(['id', 'adMediumId', 'mediaType', 'name', 'broadcastSlotId'])
      .where('id', '=', create.productId)
      .where('companyId', '=', campaign.companyId)
      .executeTakeFirst();
    if (!product) throw new ValidationError({ productId: 'No such product' }, []);
    const item = await trx
      .selectFrom('priceListItem as i')
      .innerJoin('priceList as l', 'l.id', 'i.priceListId')
      .select(['i.id', 'i.unit', 'i.listPrice', 'l.currency'])
      .where('i.id', '=', create.priceListItemId)
      .where('i.productId', '=', product.id)
      .where('i.validFrom', '<=', create.startDate)
      .where((eb) => eb.or([eb('i.validTo', 'is', null), eb('i.validTo', '>=', create.startDate)]))
      .executeTakeFirst();
    if (!item || item.currency !== campaign.currency) {
      throw new ValidationError(
        {
          priceListItemId: 'No price of this product in the campaign’s currency on the start date',
        },
        [],
      );
    }
    requireDateOrder(create.startDate, create.endDate);
    const discountPercent = create.discountPercent ?? 0;
    if (!(create.quantity > 0) || !(discountPercent >= 0 && discountPercent <= 100)) {
      throw new ValidationError(
        create.quantity > 0 ? { discountPercent: 'Out of range' } : { quantity: 'Out of range' },
        [],
      );
    }
    const positionType = positionTypeOf(product.mediaType);
    let publicationDate: string | null = null;
    if (positionType === 'PRINT') {
      const issue = create.publicationIssueId
        ? await trx
            .selectFrom('publicationIssue')
            .select(['id', sql<string>`publication_date::text`.as('day')])
            .where('id', '=', create.publicationIssueId)
            .where('adMediumId', '=', product.adMediumId)
            .executeTakeFirst()
        : undefined;
      if (!issue)
        throw new ValidationError({ publicationIssueId: 'No such issue of the title' }, []);
      publicationDate = issue.day;
    }
    const listPrice = Number(item.listPrice);
    const after = await trx
      .insertInto('campaignPosition')
      .values({
        companyId: campaign.companyId,
        campaignId: campaign.id,
        positionType,
        name: create.name ?? product.name,
        productId: product.id,
        adMediumId: product.adMediumId,
        positionGroupId: create.positionGroupId ?? null,
        priceListItemId: item.id,
        quantity: create.quantity,
        unit: item.unit,
        unitListPrice: listPrice,
        discountPercent,
        netAmount: (
          Math.round(create.quantity * listPrice * (100 - discountPercent)) / 100
        ).toFixed(2),
        currency: campaign.currency,
        vatRate: create.vatRate ?? (campaign.currency === 'CHF' ? 8.1 : 0),
        discounts: JSON.stringify(create.discounts ?? []),
        manualDiscountPercent: create.manualDiscountPercent ?? 0,
        startDate: publicationDate ?? create.startDate,
        endDate: publicationDate ?? create.endDate,
        status: 'CREATIVE_PENDING',
        creativeStatus: 'MISSING',
        hiddenMode: positionType === 'PRINT' ? 'NONE' : null,
        publicationIssueId: positionType === 'PRINT' ? (create.publicationIssueId ?? null) : null,
        publicationDate,
        broadcastSlotId: product.broadcastSlotId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writePositionHistory(trx, actor, after, 'CREATE');
    await recalculateTotals(trx, campaign.id);
    return after;
  });
}

/**
 * Deletes a position of the actor's company at the version it was read and writes its DELETE
 * history row in the same transaction; the history outlives the position.
 */
export async function deletePosition(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('campaignPosition')
      .selectAll()
      .where('id', '=', id)
      .where('companyId', '=', actor.actingCompanyId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('campaign position');
    if (before.version !== version) throw staleRecord();
    await trx.deleteFrom('campaignPosition').where('id', '=', id).execute();
    await writePositionHistory(trx, actor, before, 'DELETE');
    await recalculateTotals(trx, before.campaignId);
  });
}

/** A CREATE or DELETE row of the campaign-position history. */
async function writePositionHistory(
  trx: Db,
  actor: Actor,
  position: RowOf<'campaignPosition'>,
  changeKind: 'CREATE' | 'DELETE',
) {
  await trx
    .insertInto('campaignPositionHistory')
    .values({
      companyId: position.companyId,
      campaignId: position.campaignId,
      campaignPositionId: position.id,
      campaignPositionType: HISTORY_POSITION_TYPE[position.positionType] ?? 'DIGITAL',
      positionName: position.name,
      changeKind,
      fieldName: null,
      oldValue: null,
      newValue: null,
      changedByUserId: actor.user.userId,
    })
    .execute();
}

/**
 * The campaign's totals from its positions (deleted ones do not count), as the demo seed
 * computes them: gross at list price, the discounts, 15 % agency commission (BK) when an
 * agency books, the net after it and VAT on that. Derived values: no field-change entry.
 */
export async function recalculateTotals(trx: Db, campaignId: number): Promise<void> {
  await sql`
    update campaign c set
      gross_total = t.gross, discount_total = t.gross - t.net, commission_total = t.commission,
      net_total = t.net - t.commission,
      vat_total = round((t.net - t.commission) * t.rate / 100, 2),
      total = t.net - t.commission + round((t.net - t.commission) * t.rate / 100, 2)
    from (
      select k.id,
             coalesce(round(sum(p.quantity * p.unit_list_price), 2), 0) as gross,
             coalesce(sum(p.net_amount), 0) as net,
             case when k.agency_account_id is not null then round(coalesce(sum(p.net_amount), 0) * 0.15, 2) else 0 end as commission,
             -- The positions' own rates (orders: by country), weighted by their net.
             coalesce(sum(p.net_amount * p.vat_rate) / nullif(sum(p.net_amount), 0), 0) as rate
      from campaign k
      left join campaign_position p on p.campaign_id = k.id and p.status <> 'DELETED'
      where k.id = ${campaignId}
      group by k.id
    ) t
    where c.id = t.id`.execute(trx);
}
