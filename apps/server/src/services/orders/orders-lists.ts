import {
  type CampaignStatus,
  endpoints,
  type OrderListStatus,
  type OrderPositionsType,
  type OrderTab,
  orderTabSort,
  POSITION_TYPE_OF_LIST,
  type PositionListItem,
  type PositionListType,
} from '@adconsole/api/contracts';
import { type RawBuilder, sql } from 'kysely';
import { containsPattern } from '../../db/like.ts';
import type { Actor } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { registerList } from '../../kit/paged-list.ts';
import { localizedName, resolveReferences } from '../../kit/references.ts';
import { companyOf, type Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { campaignAccess, campaignReferences, toCampaigns } from './campaigns.ts';
import { defaultTab, stagesOf, visibleTabs } from './order-rules.ts';
import { positionNameIn } from './orders-record.ts';

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
  scope: Scope,
  positionType: string,
  tabs: readonly OrderListStatus[],
  filters: PositionFilters,
): Promise<Map<OrderListStatus, { count: number; capped: boolean }>> {
  const result = new Map<OrderListStatus, { count: number; capped: boolean }>();
  if (!hasFilters(filters)) {
    const rows = await scope
      .rows('orderPositionCount')
      .select(['orderStage', 'n'])
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
  const counted = await scope.raw(sql<{ stage: string; n: string }>`
    select s.stage, (select count(*) from (
        select 1 from campaign_position p
        where ${scope.term('p')} and p.position_type = ${positionType}
          and p.order_stage = s.stage ${and(positionConditions(filters))}
        limit ${COUNT_CAP + 1}) x) as n
    from unnest(${needed}::text[]) as s(stage)`);
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
  scope: Scope,
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
  const rows = await scope.raw(sql<{ stage: string; n: string }>`
    select order_stage(c.status) as stage, count(*) as n from campaign c
    where ${scope.term('c')} ${and(conditions)}
    group by 1`);
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
  scope: Scope,
  actor: Actor,
  positionsType: OrderPositionsType,
  query: PositionFilters & { companyId?: number | undefined },
) {
  const company = scope.for(query.companyId);
  const { companyId: _, ...filters } = query;
  const tabs = visibleTabs(positionsType, actor.roles);
  const counts =
    positionsType === 'campaigns'
      ? await campaignTabCounts(company, tabs, filters)
      : await positionTabCounts(
          company,
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
  scope: Scope,
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
  const company = scope.for(query.companyId);
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
    where ${company.term('p')} and p.position_type = ${positionType}
      ${stage} ${and(positionConditions(filters))}
    ${orderBy} limit ${(page + 1) * limit})`;
  const stages = stagesOf(tab);
  const branches = stages
    ? stages.map((stage) => branch(sql`and p.order_stage = ${stage}`))
    : [branch(sql``)];
  const pageOfStages = sql`select * from (${sql.join(branches, sql` union all `)}) p
    ${orderBy} limit ${limit} offset ${page * limit}`;
  // The page's positions are the company's; their campaign, type, advertiser, medium and
  // product are joined by the position's keys.
  const [rows, counts] = await Promise.all([
    company.raw(sql<{
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
      select p.id, ${positionNameIn(scope.language)} as name, p.position_type, p.campaign_id, k.name as campaign_name, k.status as campaign_status,
             t.code as type_code, a.id as advertiser_id, a.name as advertiser_name,
             m.id as ad_medium_id, m.name as ad_medium_name, pr.id as product_id, ${localizedName('name', scope.language, 'pr')} as product_name,
             p.status, p.creative_status, p.start_date::text as start_date, p.end_date::text as end_date,
             p.publication_date::text as publication_date, p.quantity, p.unit, p.net_amount, p.currency
      from (${pageOfStages})  p
      join campaign k on k.id = p.campaign_id
      join campaign_type t on t.id = k.campaign_type_id
      join account a on a.id = k.advertiser_account_id
      join ad_medium m on m.id = p.ad_medium_id
      join product pr on pr.id = p.product_id
      order by p.${sql.raw(column)} ${direction}${nulls}, p.id ${direction}`),
    positionTabCounts(company, positionType, [tab], filters),
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

/** The campaigns of the digital operations list, by their digital positions. */
export function registerOrderLists(context: ServiceContext): void {
  const { app, database } = context;
  const { db } = database;

  // The company's campaigns with a digital position of the status (and medium).
  registerList(app, endpoints.ordersDigitalCampaigns, campaignAccess, {
    rows: ({ scope, params, query }) =>
      scope.rows('campaign as c').where(({ exists, selectFrom }) => {
        let positions = selectFrom('campaignPosition as p')
          .select('p.id')
          .whereRef('p.campaignId', '=', 'c.id')
          .where('p.positionType', '=', 'DIGITAL');
        if (params.status !== 'ALL') positions = positions.where('p.status', '=', params.status);
        if (query.adMediumId !== undefined) {
          positions = positions.where('p.adMediumId', '=', query.adMediumId);
        }
        return exists(positions);
      }),
    filters: {
      searchQuery: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(sql<boolean>`(c.search_name like ${pattern} or c.advertiser_account_id in
          (select a.id from account a where lower(a.name) like ${pattern}))`);
      },
      startDateFrom: (rows, day) => rows.where('c.startDate', '>=', day),
      startDateTo: (rows, day) => rows.where('c.startDate', '<=', day),
      endDateFrom: (rows, day) => rows.where('c.endDate', '>=', day),
      endDateTo: (rows, day) => rows.where('c.endDate', '<=', day),
    },
    sort: { name: 'c.searchName', startDate: 'c.startDate', endDate: 'c.endDate' },
    ties: ['c.id'],
    select: (rows) => rows.select('c.id'),
    // The page's campaigns as the campaigns list shows them, in the page's order.
    toItems: async (page, { scope }) => {
      const ids = page.map((row) => row.id);
      const rows = ids.length
        ? await scope.rows('campaign').selectAll().where('id', 'in', ids).execute()
        : [];
      const named = await resolveReferences(
        db,
        companyOf(scope),
        scope.language,
        campaignReferences,
        rows,
      );
      const byId = new Map((await toCampaigns(db, rows, named)).map((item) => [item.id, item]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  });
}
