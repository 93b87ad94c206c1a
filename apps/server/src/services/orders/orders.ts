import {
  type CampaignHistoryEntry,
  type CampaignRecord,
  type CampaignStatus,
  endpoints,
  type OrderListStatus,
  type OrderPosition,
  type OrderPositionsType,
  type OrderTab,
  orderTabSort,
  type PaymentStatus,
  POSITION_TYPE_OF_LIST,
  type PositionListItem,
  type PositionListType,
} from '@adconsole/api/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { type AccessRule, type Actor, forbidden } from '../../http/access.ts';
import { HttpError, notFound, staleRecord, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { actingCompany } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import {
  campaignAccess,
  createPosition,
  deletePosition,
  isoDay,
  toCampaigns,
  updateCampaign,
  updatePosition,
} from './campaigns.ts';
import { registerOrderOffer } from './order-offer.ts';
import { renderOrderPdf } from './order-pdf.ts';
import { capacityOnDays, positionConflicts, registerOrderPlanning } from './order-planning.ts';
import {
  appliedDiscounts,
  breakdown,
  combinedPercent,
  pricingCampaign,
  quote,
} from './order-pricing.ts';
import {
  CLOSED_STATUSES,
  campaignStatusMoves,
  defaultTab,
  isSelfBookingCustomer,
  STAFF_ROLES,
  stagesOf,
  visibleTabs,
} from './order-rules.ts';

// The order service (issue 22): README "Orders".

/** Who reads orders: as the campaigns list (campaigns.ts). */
export const orderReadAccess: AccessRule = campaignAccess;

/** Who books: the order desk, sales staff (a task's new order), admins and self-booking customers. */
export const orderWriteAccess: AccessRule = {
  roles: { anyOf: ['BOOK_CAMPAIGNS', 'SALES', 'ADMIN', 'SELF_BOOKING'], noneOf: ['POSTADMANAGER'] },
  company: 'actable',
};

/** Who records payments: finance and admins. */
export const paymentWriteAccess: AccessRule = {
  roles: { anyOf: ['ADMIN', 'ADMIN_INVOICE', 'PAYMENTS'], noneOf: ['POSTADMANAGER'] },
  company: 'actable',
};

/** The stages of migration 0013's `order_stage`. */
const ORDER_STAGES = [
  'DRAFTS',
  'APPROVALS',
  'OFFERED',
  'PREPAYMENT',
  'BOOKED',
  'RUNNING',
  'ARCHIVED',
];

/** A filtered tab counts at most this many rows (README "Orders": capped counts). */
export const COUNT_CAP = 1_000;

const rolesOf = (actor: Actor) => [...actor.roles] as string[];
const num = (value: unknown) => Number(value);

/** The filters of a positions list or its tabs, as SQL conditions on `p` (campaign_position). */
interface PositionFilters {
  accountId?: number | undefined;
  campaignTypeId?: number | undefined;
  adMediumId?: number | undefined;
  searchQuery?: string | undefined;
  startDateFrom?: string | undefined;
  startDateTo?: string | undefined;
  endDateFrom?: string | undefined;
  endDateTo?: string | undefined;
  publicationDateFrom?: string | undefined;
  publicationDateTo?: string | undefined;
  campaignId?: number | undefined;
  campaignPositionStatus?: string | undefined;
}

function positionConditions(filters: PositionFilters): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (filters.campaignId !== undefined) conditions.push(sql`p.campaign_id = ${filters.campaignId}`);
  if (filters.adMediumId !== undefined)
    conditions.push(sql`p.ad_medium_id = ${filters.adMediumId}`);
  if (filters.campaignPositionStatus !== undefined)
    conditions.push(sql`p.status = ${filters.campaignPositionStatus}`);
  if (filters.startDateFrom) conditions.push(sql`p.start_date >= ${filters.startDateFrom}`);
  if (filters.startDateTo) conditions.push(sql`p.start_date <= ${filters.startDateTo}`);
  if (filters.endDateFrom) conditions.push(sql`p.end_date >= ${filters.endDateFrom}`);
  if (filters.endDateTo) conditions.push(sql`p.end_date <= ${filters.endDateTo}`);
  if (filters.publicationDateFrom)
    conditions.push(sql`p.publication_date >= ${filters.publicationDateFrom}`);
  if (filters.publicationDateTo)
    conditions.push(sql`p.publication_date <= ${filters.publicationDateTo}`);
  if (filters.accountId !== undefined) {
    const id = filters.accountId;
    conditions.push(sql`p.campaign_id in (select k.id from campaign k where k.advertiser_account_id = ${id}
      or k.agency_account_id = ${id} or k.invoicing_account_id = ${id})`);
  }
  if (filters.campaignTypeId !== undefined) {
    conditions.push(
      sql`p.campaign_id in (select k.id from campaign k where k.campaign_type_id = ${filters.campaignTypeId})`,
    );
  }
  if (filters.searchQuery) {
    // The position's name, its campaign's or its advertiser's (trigram-indexed on campaigns).
    const pattern = containsPattern(filters.searchQuery.toLowerCase());
    conditions.push(sql`(lower(p.name) like ${pattern} or p.campaign_id in (
      select k.id from campaign k where k.search_name like ${pattern}
        or k.advertiser_account_id in (select a.id from account a where lower(a.name) like ${pattern})))`);
  }
  return conditions;
}

const hasFilters = (filters: PositionFilters) =>
  Object.values(filters).some((value) => value !== undefined && value !== '');

const and = (conditions: RawBuilder<unknown>[]) =>
  conditions.length ? sql`and ${sql.join(conditions, sql` and `)}` : sql``;

/**
 * The counts of a positions type's tabs: unfiltered from the counts table the triggers keep
 * (a dozen rows), filtered by counting each tab's rows up to COUNT_CAP.
 */
async function positionTabCounts(
  db: Db,
  companyId: number,
  positionType: string,
  tabs: readonly OrderListStatus[],
  filters: PositionFilters,
): Promise<Map<OrderListStatus, { count: number; capped: boolean }>> {
  const result = new Map<OrderListStatus, { count: number; capped: boolean }>();
  if (!hasFilters(filters)) {
    const rows = await db
      .selectFrom('orderPositionCount')
      .select(['orderStage', 'n'])
      .where('companyId', '=', companyId)
      .where('positionType', '=', positionType)
      .execute();
    const byStage = new Map(rows.map((row) => [row.orderStage, num(row.n)]));
    for (const tab of tabs) {
      const stages = stagesOf(tab) ?? [...byStage.keys()];
      const count = stages.reduce((sum, stage) => sum + (byStage.get(stage) ?? 0), 0);
      result.set(tab, { count, capped: false });
    }
    return result;
  }
  // Each stage the tabs need counted up to the cap, in one query (a stage at a time, each an
  // index range); a tab is the sum of its stages, capped when the sum passes the cap.
  const needed = [...new Set(tabs.flatMap((tab) => stagesOf(tab) ?? ORDER_STAGES))];
  const counted = await sql<{ stage: string; n: string }>`
    select s.stage, (select count(*) from (
        select 1 from campaign_position p
        where p.company_id = ${companyId} and p.position_type = ${positionType}
          and p.order_stage = s.stage ${and(positionConditions(filters))}
        limit ${COUNT_CAP + 1}) x) as n
    from unnest(${needed}::text[]) as s(stage)`.execute(db);
  const byStage = new Map(counted.rows.map((row) => [row.stage, num(row.n)]));
  for (const tab of tabs) {
    const n = (stagesOf(tab) ?? ORDER_STAGES).reduce(
      (sum, stage) => sum + (byStage.get(stage) ?? 0),
      0,
    );
    result.set(tab, { count: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP });
  }
  return result;
}

/** The counts of the campaigns' tabs under the filters (grouped by status, exact). */
async function campaignTabCounts(
  db: Db,
  companyId: number,
  tabs: readonly OrderListStatus[],
  filters: PositionFilters,
): Promise<Map<OrderListStatus, { count: number; capped: boolean }>> {
  const conditions: RawBuilder<unknown>[] = [];
  if (filters.accountId !== undefined) {
    const id = filters.accountId;
    conditions.push(
      sql`(c.advertiser_account_id = ${id} or c.agency_account_id = ${id} or c.invoicing_account_id = ${id})`,
    );
  }
  if (filters.campaignTypeId !== undefined)
    conditions.push(sql`c.campaign_type_id = ${filters.campaignTypeId}`);
  if (filters.adMediumId !== undefined)
    conditions.push(
      sql`exists (select 1 from campaign_position p where p.campaign_id = c.id and p.ad_medium_id = ${filters.adMediumId})`,
    );
  if (filters.searchQuery) {
    const pattern = containsPattern(filters.searchQuery.toLowerCase());
    const accounts = sql`(select a.id from account a where lower(a.name) like ${pattern})`;
    conditions.push(sql`(c.search_name like ${pattern} or c.advertiser_account_id in ${accounts}
      or c.agency_account_id in ${accounts})`);
  }
  if (filters.startDateFrom) conditions.push(sql`c.start_date >= ${filters.startDateFrom}`);
  if (filters.startDateTo) conditions.push(sql`c.start_date <= ${filters.startDateTo}`);
  if (filters.endDateFrom) conditions.push(sql`c.end_date >= ${filters.endDateFrom}`);
  if (filters.endDateTo) conditions.push(sql`c.end_date <= ${filters.endDateTo}`);
  const rows = await sql<{ stage: string; n: string }>`
    select order_stage(c.status) as stage, count(*) as n from campaign c
    where c.company_id = ${companyId} ${and(conditions)}
    group by 1`.execute(db);
  const byStage = new Map(rows.rows.map((row) => [row.stage, num(row.n)]));
  const result = new Map<OrderListStatus, { count: number; capped: boolean }>();
  for (const tab of tabs) {
    const stages = stagesOf(tab) ?? [...byStage.keys()];
    result.set(tab, {
      count: stages.reduce((sum, stage) => sum + (byStage.get(stage) ?? 0), 0),
      capped: false,
    });
  }
  return result;
}

/** The tabs of a positions type for the caller, with counts (spec 3 §2.1). */
export async function orderTabs(
  db: Db,
  actor: Actor,
  positionsType: OrderPositionsType,
  query: PositionFilters & { companyId?: number | undefined },
) {
  const companyId = actingCompany(actor, query.companyId);
  const { companyId: _, ...filters } = query;
  const tabs = visibleTabs(positionsType, actor.roles);
  const counts =
    positionsType === 'campaigns'
      ? await campaignTabCounts(db, companyId, tabs, filters)
      : await positionTabCounts(
          db,
          companyId,
          POSITION_TYPE_OF_LIST[positionsType as PositionListType],
          tabs,
          filters,
        );
  const items: OrderTab[] = tabs.map((tab) => ({
    value: tab,
    count: counts.get(tab)?.count ?? 0,
    capped: counts.get(tab)?.capped ?? false,
    ...orderTabSort(tab),
  }));
  return {
    positionsType,
    tabs: items,
    defaultTab: defaultTab(positionsType, actor.roles),
    counts: Object.fromEntries(items.map((tab) => [tab.value, tab.count])),
  };
}

const POSITION_SORT_COLUMNS: Record<string, string> = {
  startDate: 'start_date',
  endDate: 'end_date',
  publicationDate: 'publication_date',
  name: 'name',
  netAmount: 'net_amount',
};

/** A page of a positions list in a tab; sort defaults to the tab's (spec 3 §2.1). */
export async function positionsPage(
  db: Db,
  actor: Actor,
  listType: PositionListType,
  tab: OrderListStatus,
  query: PositionFilters & {
    companyId?: number | undefined;
    sort?: string | undefined;
    order?: 'ASC' | 'DESC' | undefined;
    page: number;
    limit: number;
  },
): Promise<{ items: PositionListItem[]; total: number }> {
  if (!visibleTabs(listType, actor.roles).includes(tab)) throw notFound('status tab');
  const companyId = actingCompany(actor, query.companyId);
  const positionType = POSITION_TYPE_OF_LIST[listType];
  const { companyId: _c, sort, order, page, limit, ...filters } = query;
  const fallback = orderTabSort(tab);
  const column = POSITION_SORT_COLUMNS[sort ?? fallback.sort] ?? 'start_date';
  const direction = (order ?? (sort ? 'ASC' : fallback.order)) === 'DESC' ? sql`desc` : sql`asc`;
  const nulls = column === 'publication_date' ? sql` nulls last` : sql``;
  // One ordered index range per stage of the tab, each cut at the page's end, merged (a tab of
  // two stages, UNFINISHED, would otherwise read and sort every row of both).
  const orderBy = sql`order by p.${sql.raw(column)} ${direction}${nulls}, p.id ${direction}`;
  const branch = (stage: RawBuilder<unknown>) => sql`(select * from campaign_position p
    where p.company_id = ${companyId} and p.position_type = ${positionType}
      ${stage} ${and(positionConditions(filters))}
    ${orderBy} limit ${(page + 1) * limit})`;
  const stages = stagesOf(tab);
  const branches = stages
    ? stages.map((stage) => branch(sql`and p.order_stage = ${stage}`))
    : [branch(sql``)];
  const pageOfStages = sql`select * from (${sql.join(branches, sql` union all `)}) p
    ${orderBy} limit ${limit} offset ${page * limit}`;
  const [rows, counts] = await Promise.all([
    sql<{
      id: number;
      name: string;
      positionType: string;
      campaignId: number;
      campaignName: string;
      campaignStatus: string;
      typeCode: string;
      advertiserId: number;
      advertiserName: string;
      adMediumId: number;
      adMediumName: string;
      productId: number;
      productName: string;
      status: string;
      creativeStatus: string | null;
      startDate: string;
      endDate: string;
      publicationDate: string | null;
      quantity: string;
      unit: string;
      netAmount: string;
      currency: 'CHF' | 'EUR';
    }>`
      select p.id, p.name, p.position_type, p.campaign_id, k.name as campaign_name, k.status as campaign_status,
             t.code as type_code, a.id as advertiser_id, a.name as advertiser_name,
             m.id as ad_medium_id, m.name as ad_medium_name, pr.id as product_id, pr.name as product_name,
             p.status, p.creative_status, p.start_date::text as start_date, p.end_date::text as end_date,
             p.publication_date::text as publication_date, p.quantity, p.unit, p.net_amount, p.currency
      from (${pageOfStages})  p
      join campaign k on k.id = p.campaign_id
      join campaign_type t on t.id = k.campaign_type_id
      join account a on a.id = k.advertiser_account_id
      join ad_medium m on m.id = p.ad_medium_id
      join product pr on pr.id = p.product_id
      order by p.${sql.raw(column)} ${direction}${nulls}, p.id ${direction}`.execute(db),
    positionTabCounts(db, companyId, positionType, [tab], filters),
  ]);
  return {
    items: rows.rows.map((row) => ({
      id: row.id,
      name: row.name,
      positionType: row.positionType as PositionListItem['positionType'],
      campaign: {
        id: row.campaignId,
        name: row.campaignName,
        status: row.campaignStatus as CampaignStatus,
        typeCode: row.typeCode,
      },
      advertiser: { id: row.advertiserId, name: row.advertiserName },
      adMedium: { id: row.adMediumId, name: row.adMediumName },
      product: { id: row.productId, name: row.productName },
      status: row.status,
      creativeStatus: row.creativeStatus as PositionListItem['creativeStatus'],
      startDate: row.startDate,
      endDate: row.endDate,
      publicationDate: row.publicationDate,
      quantity: num(row.quantity),
      unit: row.unit,
      netAmount: num(row.netAmount),
      currency: row.currency,
    })),
    total: counts.get(tab)?.count ?? 0,
  };
}

// --- A campaign's record ---

async function campaignRow(db: Db, companyId: number, id: number) {
  const row = await db
    .selectFrom('campaign')
    .selectAll()
    .where('id', '=', id)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
  if (!row) throw notFound('campaign');
  return row;
}

/** The positions of a campaign as the record shows them. */
async function orderPositions(db: Db, campaignId: number, conflicts: Map<number, boolean>) {
  const rows = await db
    .selectFrom('campaignPosition as p')
    .innerJoin('product as pr', 'pr.id', 'p.productId')
    .innerJoin('adMedium as m', 'm.id', 'p.adMediumId')
    .selectAll('p')
    .select(['pr.name as productName', 'm.name as adMediumName'])
    .where('p.campaignId', '=', campaignId)
    .orderBy('p.startDate')
    .orderBy('p.id')
    .execute();
  return rows.map(
    (row): OrderPosition => ({
      id: row.id,
      campaignId: row.campaignId,
      name: row.name,
      positionType: row.positionType as OrderPosition['positionType'],
      product: { id: row.productId, name: row.productName },
      adMedium: { id: row.adMediumId, name: row.adMediumName },
      positionGroupId: row.positionGroupId,
      priceListItemId: row.priceListItemId,
      quantity: num(row.quantity),
      unit: row.unit,
      unitListPrice: num(row.unitListPrice),
      discountPercent: num(row.discountPercent),
      discounts: appliedDiscounts(row),
      netAmount: num(row.netAmount),
      vatRate: num(row.vatRate),
      currency: row.currency,
      startDate: isoDay(row.startDate),
      endDate: isoDay(row.endDate),
      publicationIssueId: row.publicationIssueId,
      publicationDate: row.publicationDate ? isoDay(row.publicationDate) : null,
      status: row.status,
      creativeStatus: row.creativeStatus as OrderPosition['creativeStatus'],
      hiddenMode: row.hiddenMode as OrderPosition['hiddenMode'],
      hasPositionConflict: conflicts.get(row.id) ?? false,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    }),
  );
}

/** Whether the caller may change the campaign and its positions. */
function editable(actor: Actor, status: CampaignStatus, paymentStatus: string | null) {
  if (CLOSED_STATUSES.includes(status) || paymentStatus !== null) return false;
  if (isSelfBookingCustomer(actor.roles)) return status === 'DRAFT';
  return STAFF_ROLES.some((role) => actor.roles.has(role));
}

/** Throws 409 unless the caller may change the campaign (README "Orders": locks). */
function requireEditable(actor: Actor, status: CampaignStatus, paymentStatus: string | null) {
  if (editable(actor, status, paymentStatus)) return;
  if (!STAFF_ROLES.some((role) => actor.roles.has(role)) && !isSelfBookingCustomer(actor.roles)) {
    throw forbidden('You may not change orders');
  }
  const reason =
    paymentStatus !== null
      ? 'The campaign is charged: its positions are locked'
      : `A campaign in ${status} cannot be changed`;
  throw new HttpError(409, reason, 'TRANSITION_NOT_ALLOWED');
}

export async function campaignRecord(db: Db, actor: Actor, id: number): Promise<CampaignRecord> {
  const row = await campaignRow(db, actor.actingCompanyId, id);
  const accountIds = [
    ...new Set([row.advertiserAccountId, row.invoicingAccountId, row.agencyAccountId]),
  ].filter((value): value is number => value !== null);
  const [type, accounts, user, brand, industry, task, conflicts] = await Promise.all([
    db
      .selectFrom('campaignType')
      .select(['id', 'code', 'name', 'selfBookable'])
      .where('id', '=', row.campaignTypeId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('account').select(['id', 'name']).where('id', 'in', accountIds).execute(),
    row.salesUserId
      ? db
          .selectFrom('appUser')
          .select(['id', 'firstName', 'lastName'])
          .where('id', '=', row.salesUserId)
          .executeTakeFirst()
      : undefined,
    row.brandId
      ? db
          .selectFrom('brand')
          .select(['id', 'name'])
          .where('id', '=', row.brandId)
          .executeTakeFirst()
      : undefined,
    row.industryId
      ? db
          .selectFrom('industry')
          .select(['id', 'name'])
          .where('id', '=', row.industryId)
          .executeTakeFirst()
      : undefined,
    db
      .selectFrom('salesTask as t')
      .innerJoin('account as a', 'a.id', 't.accountId')
      .select(['t.id', 'a.name'])
      .where('t.campaignId', '=', row.id)
      .where('t.companyId', '=', row.companyId)
      .orderBy('t.id')
      .executeTakeFirst(),
    positionConflicts(db, row.id),
  ]);
  const name = new Map(accounts.map((account) => [account.id, account.name]));
  const party = (accountId: number) => ({ id: accountId, name: name.get(accountId) ?? '' });
  const positions = await orderPositions(
    db,
    row.id,
    new Map(conflicts.map((conflict) => [conflict.positionId, conflict.hasPositionConflict])),
  );
  const status = row.status as CampaignStatus;
  const live = positions.filter((position) => position.status !== 'DELETED');
  const customer = isSelfBookingCustomer(actor.roles);
  return {
    id: row.id,
    name: row.name,
    type: { id: type.id, code: type.code, name: type.name },
    status,
    startDate: isoDay(row.startDate),
    endDate: isoDay(row.endDate),
    advertiser: party(row.advertiserAccountId),
    agency: row.agencyAccountId ? party(row.agencyAccountId) : null,
    invoicingAccount: party(row.invoicingAccountId),
    salesPerson: user ? { id: user.id, name: `${user.firstName} ${user.lastName}` } : null,
    currency: row.currency,
    netTotal: num(row.netTotal),
    total: num(row.total),
    paymentStatus: row.paymentStatus as PaymentStatus | null,
    positionCount: live.length,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    language: row.language as CampaignRecord['language'],
    offerValidUntil: row.offerValidUntil ? isoDay(row.offerValidUntil) : null,
    customerPo: row.customerPo,
    brand: brand ?? null,
    industry: industry ?? null,
    task: task ? { id: task.id, name: task.name } : null,
    selfBooked: type.selfBookable,
    totals: {
      currency: row.currency,
      gross: num(row.grossTotal),
      discounts: num(row.discountTotal),
      commission: num(row.commissionTotal),
      net: num(row.netTotal),
      vatRate:
        num(row.netTotal) > 0 ? Math.round((num(row.vatTotal) / num(row.netTotal)) * 1000) / 10 : 0,
      vat: num(row.vatTotal),
      total: num(row.total),
    },
    positions,
    nextStatuses: campaignStatusMoves
      .targets(status, rolesOf(actor))
      .filter((to) => !customer || (status === 'DRAFT' && to === 'PENDING_APPROVAL')),
    editable: editable(actor, status, row.paymentStatus),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A record of the acting company (404 for another's, 422 on `field` when a body names it). */
async function requireOwned(
  db: Db,
  table: 'account' | 'brand' | 'appUser' | 'campaignType' | 'salesTask',
  companyId: number,
  id: number,
  field: string,
) {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
  if (!row) throw new ValidationError({ [field]: 'Not a record of this company' }, []);
}

export async function createCampaign(
  db: Db,
  actor: Actor,
  body: {
    campaignTypeId: number;
    name: string;
    advertiserAccountId: number;
    agencyAccountId?: number | null | undefined;
    invoicingAccountId?: number | undefined;
    startDate: string;
    endDate: string;
    currency?: 'CHF' | 'EUR' | undefined;
    language?: 'de' | 'fr' | 'it' | 'en' | undefined;
    offerValidUntil?: string | null | undefined;
    customerPo?: string | null | undefined;
    brandId?: number | null | undefined;
    salesUserId?: number | null | undefined;
    taskId?: number | undefined;
  },
): Promise<number> {
  const companyId = actor.actingCompanyId;
  const customer = isSelfBookingCustomer(actor.roles);
  if (body.startDate > body.endDate) {
    throw new ValidationError({ endDate: 'The end date must not be before the start date' }, []);
  }
  const type = await db
    .selectFrom('campaignType')
    .select(['id', 'selfBookable', 'active'])
    .where('id', '=', body.campaignTypeId)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
  if (!type?.active) {
    throw new ValidationError({ campaignTypeId: 'No such campaign type' }, []);
  }
  if (customer && !type.selfBookable) {
    throw new ValidationError({ campaignTypeId: 'This campaign type cannot be self-booked' }, []);
  }
  if (customer && body.agencyAccountId) {
    throw new ValidationError({ agencyAccountId: 'Self-booking books your own account' }, []);
  }
  const advertiser = await db
    .selectFrom('account')
    .select(['id', 'countryCode', 'language', 'active'])
    .where('id', '=', body.advertiserAccountId)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
  if (!advertiser) {
    throw new ValidationError({ advertiserAccountId: 'Not a record of this company' }, []);
  }
  if (body.agencyAccountId)
    await requireOwned(db, 'account', companyId, body.agencyAccountId, 'agencyAccountId');
  if (body.invoicingAccountId)
    await requireOwned(db, 'account', companyId, body.invoicingAccountId, 'invoicingAccountId');
  if (body.brandId) await requireOwned(db, 'brand', companyId, body.brandId, 'brandId');
  if (body.salesUserId)
    await requireOwned(db, 'appUser', companyId, body.salesUserId, 'salesUserId');
  if (body.taskId) await requireOwned(db, 'salesTask', companyId, body.taskId, 'taskId');
  const currency = body.currency ?? (advertiser.countryCode === 'CH' ? 'CHF' : 'EUR');
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('campaign')
      .values({
        companyId,
        campaignTypeId: type.id,
        name: body.name,
        advertiserAccountId: advertiser.id,
        agencyAccountId: body.agencyAccountId ?? null,
        invoicingAccountId: body.invoicingAccountId ?? body.agencyAccountId ?? advertiser.id,
        salesUserId: customer ? null : (body.salesUserId ?? actor.user.userId),
        brandId: body.brandId ?? null,
        status: 'DRAFT',
        startDate: body.startDate,
        endDate: body.endDate,
        offerValidUntil: body.offerValidUntil ?? null,
        language: body.language ?? advertiser.language,
        currency,
        customerPo: body.customerPo ?? null,
        createdByUserId: actor.user.userId,
      })
      .returning(['id', 'name', 'createdAt'])
      .executeTakeFirstOrThrow();
    if (body.taskId) {
      await trx
        .updateTable('salesTask')
        .set({ campaignId: created.id })
        .where('id', '=', body.taskId)
        .where('companyId', '=', companyId)
        .execute();
    }
    await trx
      .insertInto('activity')
      .values({
        companyId,
        entityType: 'CAMPAIGN_UPDATE',
        entityId: created.id,
        entityName: created.name,
        accountId: null,
        taskId: body.taskId ?? null,
        activityType: 'CAMPAIGN_FIELD_CHANGED',
        title: null,
        message: 'status: – → DRAFT',
        activityDate: created.createdAt,
        creationDate: created.createdAt,
        creatorUserId: actor.user.userId,
        keyValues: JSON.stringify({
          campaignId: String(created.id),
          field: 'status',
          oldValue: null,
          newValue: 'DRAFT',
        }),
      })
      .execute();
    return created.id;
  });
}

// --- History, payment, overview ---

async function campaignHistory(
  db: Db,
  companyId: number,
  campaignId: number,
  query: { activityType?: string | undefined; page: number; limit: number },
) {
  await campaignRow(db, companyId, campaignId);
  let rows = db
    .selectFrom('activity as a')
    .where('a.companyId', '=', companyId)
    .where('a.entityType', 'in', ['CAMPAIGN_UPDATE', 'CAMPAIGN_POSITION_UPDATE'])
    .where('a.entityId', '=', campaignId)
    .where('a.activityType', 'in', ['CAMPAIGN_FIELD_CHANGED', 'CAMPAIGN_POSITION_FIELD_CHANGED']);
  if (query.activityType) rows = rows.where('a.activityType', '=', query.activityType);
  const [items, count] = await Promise.all([
    rows
      .leftJoin('appUser as u', 'u.id', 'a.creatorUserId')
      .select([
        'a.id',
        'a.activityType',
        'a.title',
        'a.keyValues',
        'a.creationDate',
        'u.firstName',
        'u.lastName',
      ])
      .orderBy('a.creationDate', 'desc')
      .orderBy('a.id', 'desc')
      .limit(query.limit)
      .offset(query.page * query.limit)
      .execute(),
    rows.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: items.map((row): CampaignHistoryEntry => {
      const values = (row.keyValues ?? {}) as Record<string, string | null>;
      const positionId = values.campaignPositionId ? Number(values.campaignPositionId) : null;
      return {
        id: row.id,
        activityType: row.activityType as CampaignHistoryEntry['activityType'],
        field: values.field ?? '',
        oldValue: values.oldValue ?? null,
        newValue: values.newValue ?? null,
        positionId,
        positionName: positionId ? row.title : null,
        changedBy: row.firstName ? `${row.firstName} ${row.lastName}` : 'System',
        changedAt: row.creationDate.toISOString(),
      };
    }),
    total: num(count.n),
  };
}

async function campaignPayment(db: Db, companyId: number, campaignId: number) {
  const row = await campaignRow(db, companyId, campaignId);
  const [account, events] = await Promise.all([
    db
      .selectFrom('account')
      .select(['paymentTermsDays'])
      .where('id', '=', row.invoicingAccountId)
      .executeTakeFirst(),
    db
      .selectFrom('campaignPaymentEvent as e')
      .leftJoin('appUser as u', 'u.id', 'e.recordedByUserId')
      .select(['e.status', 'e.occurredOn', 'e.note', 'u.firstName', 'u.lastName'])
      .where('e.campaignId', '=', campaignId)
      .orderBy('e.occurredOn')
      .orderBy('e.id')
      .execute(),
  ]);
  const terms = account?.paymentTermsDays ?? 30;
  const charged = events.find((event) => event.status === 'CHARGED');
  const due = charged
    ? new Date(Date.parse(`${isoDay(charged.occurredOn)}T00:00:00Z`) + terms * 86_400_000)
        .toISOString()
        .slice(0, 10)
    : null;
  return {
    campaignId,
    paymentStatus: row.paymentStatus as PaymentStatus | null,
    currency: row.currency,
    total: num(row.total),
    prepaymentRequired: row.status === 'PREPAYMENT',
    paymentTermsDays: terms,
    dueDate: due,
    events: events.map((event) => ({
      status: event.status as PaymentStatus,
      date: isoDay(event.occurredOn),
      note: event.note,
      recordedBy: event.firstName ? `${event.firstName} ${event.lastName}` : 'System',
    })),
  };
}

async function campaignOverview(db: Db, actor: Actor, campaignId: number) {
  const record = await campaignRecord(db, actor, campaignId);
  const live = record.positions.filter((position) => position.status !== 'DELETED');
  const media = new Map<string, { positions: number; net: number; first: string; last: string }>();
  for (const position of live) {
    const medium = media.get(position.positionType) ?? {
      positions: 0,
      net: 0,
      first: position.startDate,
      last: position.endDate,
    };
    medium.positions += 1;
    medium.net = Math.round((medium.net + position.netAmount) * 100) / 100;
    if (position.startDate < medium.first) medium.first = position.startDate;
    if (position.endDate > medium.last) medium.last = position.endDate;
    media.set(position.positionType, medium);
  }
  const statuses = new Map<string, number>();
  for (const position of record.positions) {
    statuses.set(position.status, (statuses.get(position.status) ?? 0) + 1);
  }
  const { totals, positions: _, nextStatuses: __, ...campaign } = record;
  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      type: campaign.type,
      status: campaign.status,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      advertiser: campaign.advertiser,
      agency: campaign.agency,
      invoicingAccount: campaign.invoicingAccount,
      salesPerson: campaign.salesPerson,
      currency: campaign.currency,
      netTotal: campaign.netTotal,
      total: campaign.total,
      paymentStatus: campaign.paymentStatus,
      positionCount: campaign.positionCount,
      version: campaign.version,
      updatedAt: campaign.updatedAt,
    },
    totals,
    media: [...media].map(([positionType, medium]) => ({
      positionType: positionType as OrderPosition['positionType'],
      positions: medium.positions,
      net: medium.net,
      firstDate: medium.first,
      lastDate: medium.last,
    })),
    positionStatuses: [...statuses].map(([status, count]) => ({ status, count })),
    creativesMissing: live.filter((position) => position.creativeStatus === 'MISSING').length,
    conflicts: live.filter((position) => position.hasPositionConflict).length,
    payment: record.paymentStatus,
  };
}

// --- Positions ---

async function positionOf(db: Db, companyId: number, campaignId: number, positionId: number) {
  const row = await db
    .selectFrom('campaignPosition')
    .selectAll()
    .where('id', '=', positionId)
    .where('campaignId', '=', campaignId)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
  if (!row) throw notFound('campaign position');
  return row;
}

async function onePosition(db: Db, actor: Actor, campaignId: number, positionId: number) {
  const record = await campaignRecord(db, actor, campaignId);
  const position = record.positions.find((candidate) => candidate.id === positionId);
  if (!position) throw notFound('campaign position');
  return position;
}

/** Registers the order service's calls. */
export function registerOrdersService(context: ServiceContext): void {
  const { app, database } = context;
  const { db } = database;

  registerEndpoint(app, endpoints.ordersTabs, orderReadAccess, async ({ actor, params, query }) =>
    orderTabs(db, requireActor(actor), params.positionsType, query),
  );

  registerEndpoint(
    app,
    endpoints.ordersPositions,
    orderReadAccess,
    async ({ actor, params, query }) =>
      positionsPage(db, requireActor(actor), params.positionsType, params.status, query),
  );

  registerEndpoint(
    app,
    endpoints.ordersDigitalCampaigns,
    orderReadAccess,
    async ({ actor, params, query }) => {
      const caller = requireActor(actor);
      const companyId = actingCompany(caller, query.companyId);
      const conditions: RawBuilder<unknown>[] = [];
      const positions: RawBuilder<unknown>[] = [sql`p.position_type = 'DIGITAL'`];
      if (params.status !== 'ALL') positions.push(sql`p.status = ${params.status}`);
      if (query.adMediumId !== undefined) positions.push(sql`p.ad_medium_id = ${query.adMediumId}`);
      conditions.push(
        sql`exists (select 1 from campaign_position p where p.campaign_id = c.id and ${sql.join(positions, sql` and `)})`,
      );
      if (query.searchQuery) {
        const pattern = containsPattern(query.searchQuery.toLowerCase());
        conditions.push(sql`(c.search_name like ${pattern} or c.advertiser_account_id in
          (select a.id from account a where lower(a.name) like ${pattern}))`);
      }
      if (query.startDateFrom) conditions.push(sql`c.start_date >= ${query.startDateFrom}`);
      if (query.startDateTo) conditions.push(sql`c.start_date <= ${query.startDateTo}`);
      if (query.endDateFrom) conditions.push(sql`c.end_date >= ${query.endDateFrom}`);
      if (query.endDateTo) conditions.push(sql`c.end_date <= ${query.endDateTo}`);
      const column =
        query.sort === 'name'
          ? sql`c.search_name`
          : sql.ref(`c.${query.sort === 'endDate' ? 'end_date' : 'start_date'}`);
      const direction = query.order === 'DESC' ? sql`desc` : sql`asc`;
      const where = sql`c.company_id = ${companyId} and ${sql.join(conditions, sql` and `)}`;
      const [ids, count] = await Promise.all([
        sql<{ id: number }>`select c.id from campaign c where ${where}
          order by ${column} ${direction}, c.id ${direction} limit ${query.limit} offset ${query.page * query.limit}`.execute(
          db,
        ),
        sql<{ n: string }>`select count(*) as n from campaign c where ${where}`.execute(db),
      ]);
      const idList = ids.rows.map((row) => row.id);
      // The page's campaigns as the campaigns list shows them, in the page's order.
      const rows = idList.length
        ? await db.selectFrom('campaign').selectAll().where('id', 'in', idList).execute()
        : [];
      const byId = new Map((await toCampaigns(db, rows)).map((item) => [item.id, item]));
      const items = idList.flatMap((id) => byId.get(id) ?? []);
      return { items, total: num(count.rows[0]?.n ?? 0) };
    },
  );

  registerEndpoint(app, endpoints.ordersCampaignTypes, orderReadAccess, async ({ actor }) => {
    const caller = requireActor(actor);
    let rows = db
      .selectFrom('campaignType')
      .select(['id', 'code', 'name', 'mediaTypes', 'selfBookable'])
      .where('companyId', '=', caller.actingCompanyId)
      .where('active', '=', true);
    if (isSelfBookingCustomer(caller.roles)) rows = rows.where('selfBookable', '=', true);
    return { items: await rows.orderBy('name').execute() };
  });

  registerEndpoint(app, endpoints.ordersSelfBookingContext, orderWriteAccess, async ({ actor }) => {
    const caller = requireActor(actor);
    const company = await db
      .selectFrom('company')
      .select(['name', 'countryCode'])
      .where('id', '=', caller.actingCompanyId)
      .executeTakeFirstOrThrow();
    // The customer's own account: the account of its company named as the company, else its
    // first active account.
    const account = await db
      .selectFrom('account')
      .select(['id', 'name', 'language', 'countryCode'])
      .where('companyId', '=', caller.actingCompanyId)
      .where('active', '=', true)
      .orderBy(sql`(lower(name) = lower(${company.name}))`, 'desc')
      .orderBy('id')
      .executeTakeFirst();
    const types = await db
      .selectFrom('campaignType')
      .select(['id', 'code', 'name', 'mediaTypes', 'selfBookable'])
      .where('companyId', '=', caller.actingCompanyId)
      .where('active', '=', true)
      .where('selfBookable', '=', true)
      .orderBy('name')
      .execute();
    const country = account?.countryCode ?? company.countryCode;
    return {
      account: account ? { id: account.id, name: account.name } : null,
      currency: country === 'CH' ? ('CHF' as const) : ('EUR' as const),
      language: (account?.language ?? 'de') as 'de' | 'fr' | 'it' | 'en',
      campaignTypes: types,
    };
  });

  registerEndpoint(
    app,
    endpoints.ordersCampaignRecord,
    orderReadAccess,
    async ({ actor, params }) => campaignRecord(db, requireActor(actor), params.id),
  );

  registerEndpoint(
    app,
    endpoints.ordersCampaignCreate,
    orderWriteAccess,
    async ({ actor, body }) => {
      const caller = requireActor(actor);
      const id = await createCampaign(db, caller, body);
      return campaignRecord(db, caller, id);
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersCampaignUpdate,
    orderWriteAccess,
    async ({ actor, params, body }) => {
      const caller = requireActor(actor);
      const row = await campaignRow(db, caller.actingCompanyId, params.id);
      if (row.version !== body.version) {
        throw staleRecord();
      }
      requireEditable(caller, row.status as CampaignStatus, row.paymentStatus);
      const { version, ...change } = body;
      if (isSelfBookingCustomer(caller.roles) && (change.agencyAccountId || change.salesUserId)) {
        throw new ValidationError({ agencyAccountId: 'Self-booking books your own account' }, []);
      }
      if (change.brandId)
        await requireOwned(db, 'brand', caller.actingCompanyId, change.brandId, 'brandId');
      await updateCampaign(db, caller, params.id, version, change);
      return campaignRecord(db, caller, params.id);
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersCampaignStatus,
    orderWriteAccess,
    async ({ actor, params, body }) => {
      const caller = requireActor(actor);
      const row = await campaignRow(db, caller.actingCompanyId, params.id);
      if (row.version !== body.version) {
        throw staleRecord();
      }
      const from = row.status as CampaignStatus;
      const customer = isSelfBookingCustomer(caller.roles);
      // A customer only submits their own draft; the table says who else may move what.
      campaignStatusMoves.assert(from, body.status, customer ? ['SELF_BOOKING'] : rolesOf(caller));
      if (body.status === 'PENDING_APPROVAL' || (from === 'DRAFT' && body.status === 'OFFERED')) {
        const positions = await db
          .selectFrom('campaignPosition')
          .select(sql<string>`count(*)`.as('n'))
          .where('campaignId', '=', row.id)
          .where('status', '<>', 'DELETED')
          .executeTakeFirstOrThrow();
        if (num(positions.n) === 0) {
          throw new HttpError(
            409,
            'A campaign without positions cannot be submitted',
            'POSITIONS_EMPTY',
          );
        }
      }
      await updateCampaign(db, caller, params.id, body.version, { status: body.status });
      return campaignRecord(db, caller, params.id);
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersCampaignHistory,
    orderReadAccess,
    async ({ actor, params, query }) =>
      campaignHistory(db, requireActor(actor).actingCompanyId, params.id, query),
  );

  registerEndpoint(
    app,
    endpoints.ordersCampaignPayment,
    orderReadAccess,
    async ({ actor, params }) =>
      campaignPayment(db, requireActor(actor).actingCompanyId, params.id),
  );

  registerEndpoint(
    app,
    endpoints.ordersCampaignPaymentRecord,
    paymentWriteAccess,
    async ({ actor, params, body }) => {
      const caller = requireActor(actor);
      const row = await campaignRow(db, caller.actingCompanyId, params.id);
      if (row.version !== body.version) {
        throw staleRecord();
      }
      if (
        ['DRAFT', 'PENDING_APPROVAL', 'OFFERED', 'ALTERNATE_QUOTE', 'OFFER_DENIED'].includes(
          row.status,
        )
      ) {
        throw new HttpError(
          409,
          `A campaign in ${row.status} has no payment yet`,
          'TRANSITION_NOT_ALLOWED',
        );
      }
      await db.transaction().execute(async (trx) => {
        await updateCampaign(trx, caller, row.id, body.version, {
          paymentStatus: body.paymentStatus,
        });
        await trx
          .insertInto('campaignPaymentEvent')
          .values({
            companyId: row.companyId,
            campaignId: row.id,
            status: body.paymentStatus,
            occurredOn: body.date,
            note: body.note ?? null,
            recordedByUserId: caller.user.userId,
          })
          .execute();
      });
      return campaignPayment(db, caller.actingCompanyId, params.id);
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersCampaignOverview,
    orderReadAccess,
    async ({ actor, params }) => campaignOverview(db, requireActor(actor), params.id),
  );

  registerEndpoint(
    app,
    endpoints.ordersPreviewPdf,
    orderReadAccess,
    async ({ actor, params, query, reply }) => {
      const caller = requireActor(actor);
      const record = await campaignRecord(db, caller, params.id);
      const { bytes, fileName } = await renderOrderPdf(
        db,
        caller.actingCompanyId,
        record,
        query.kind,
      );
      reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(bytes);
      return undefined;
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersPriceQuote,
    orderWriteAccess,
    async ({ actor, params, body }) => {
      const caller = requireActor(actor);
      const campaign = await pricingCampaign(db, caller.actingCompanyId, params.id);
      if (!campaign) throw notFound('campaign');
      const priced = await quote(db, campaign, {
        ...body,
        selfBooking: isSelfBookingCustomer(caller.roles),
      });
      const discounts = appliedDiscounts({
        quantity: body.quantity,
        unitListPrice: priced.unitListPrice,
        discounts: priced.accountDiscounts,
        manualDiscountPercent: priced.manualDiscountPercent,
        discountPercent: priced.discountPercent,
      });
      return {
        priceListItemId: priced.priceListItemId,
        priceListName: priced.priceListName,
        unit: priced.unit,
        unitListPrice: priced.unitListPrice,
        minQuantity: priced.minQuantity,
        discounts,
        breakdown: breakdown({
          currency: campaign.currency,
          gross: priced.gross,
          net: priced.net,
          agency: campaign.agencyAccountId !== null,
          vatRate: priced.vatRate,
        }),
        ...(body.endDate
          ? {
              capacity: await capacityOnDays(db, {
                adMediumId: priced.product.adMediumId,
                from: body.startDate,
                to: body.endDate,
                positionId: body.positionId,
              }),
            }
          : {}),
      };
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersPositionCreate,
    orderWriteAccess,
    async ({ actor, params, body }) => {
      const caller = requireActor(actor);
      const row = await campaignRow(db, caller.actingCompanyId, params.id);
      requireEditable(caller, row.status as CampaignStatus, row.paymentStatus);
      const campaign = await pricingCampaign(db, caller.actingCompanyId, params.id);
      if (!campaign) throw notFound('campaign');
      const priced = await quote(db, campaign, {
        ...body,
        selfBooking: isSelfBookingCustomer(caller.roles),
      });
      const created = await createPosition(db, caller, {
        campaignId: row.id,
        productId: priced.product.id,
        priceListItemId: priced.priceListItemId,
        quantity: body.quantity,
        discountPercent: priced.discountPercent,
        startDate: body.startDate,
        endDate: body.endDate,
        ...(body.name ? { name: body.name } : {}),
        ...(body.publicationIssueId ? { publicationIssueId: body.publicationIssueId } : {}),
        positionGroupId: body.positionGroupId ?? null,
        vatRate: priced.vatRate,
        discounts: priced.accountDiscounts,
        manualDiscountPercent: priced.manualDiscountPercent,
      });
      return onePosition(db, caller, row.id, created.id);
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersPositionUpdate,
    orderWriteAccess,
    async ({ actor, params, body }) => {
      const caller = requireActor(actor);
      const row = await campaignRow(db, caller.actingCompanyId, params.id);
      const position = await positionOf(db, caller.actingCompanyId, row.id, params.positionId);
      if (position.version !== body.version) {
        throw staleRecord();
      }
      requireEditable(caller, row.status as CampaignStatus, row.paymentStatus);
      const customer = isSelfBookingCustomer(caller.roles);
      if (customer && body.status !== undefined) {
        throw new ValidationError({ status: 'Self-booking does not set position statuses' }, []);
      }
      if (customer && (body.manualDiscountPercent ?? 0) > 0) {
        throw new ValidationError({ manualDiscountPercent: 'Self-booking is at list price' }, []);
      }
      const { version, manualDiscountPercent, ...change } = body;
      // The price snapshot stays: a new manual discount combines with the snapshot discounts.
      const snapshot = Array.isArray(position.discounts)
        ? (position.discounts as { percent: number }[])
        : [];
      const discountChange =
        manualDiscountPercent === undefined
          ? {}
          : {
              manualDiscountPercent,
              discountPercent: combinedPercent([
                ...snapshot.map((discount) => discount.percent),
                manualDiscountPercent,
              ]),
            };
      if (customer && change.quantity !== undefined && position.priceListItemId) {
        const item = await db
          .selectFrom('priceListItem')
          .select('minQuantity')
          .where('id', '=', position.priceListItemId)
          .executeTakeFirst();
        if (item?.minQuantity && change.quantity < num(item.minQuantity)) {
          throw new ValidationError(
            { quantity: `The minimum order is ${num(item.minQuantity)} ${position.unit}` },
            [],
          );
        }
      }
      await updatePosition(db, caller, position.id, version, { ...change, ...discountChange });
      return onePosition(db, caller, row.id, position.id);
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersPositionDelete,
    orderWriteAccess,
    async ({ actor, params, query }) => {
      const caller = requireActor(actor);
      const row = await campaignRow(db, caller.actingCompanyId, params.id);
      const position = await positionOf(db, caller.actingCompanyId, row.id, params.positionId);
      if (position.version !== query.version) {
        throw staleRecord();
      }
      requireEditable(caller, row.status as CampaignStatus, row.paymentStatus);
      await deletePosition(db, caller, position.id, query.version);
      return undefined;
    },
  );

  registerOrderPlanning(context, orderReadAccess, orderWriteAccess);
  registerOrderOffer(context, campaignRecord);
}
