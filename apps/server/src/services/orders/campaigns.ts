import {
  type Campaign,
  type CampaignStatus,
  campaignEndpoints,
  ORDER_TAB_STATUSES,
  orderTabSort,
  type PaymentStatus,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import type { AccessRule } from '../../http/access.ts';
import { caseless, type Rows } from '../../kit/list.ts';
import { registerReadOnlyResource } from '../../kit/read-only.ts';
import type { NamedOf, References } from '../../kit/references.ts';
import type { RowOf } from '../../kit/resource.ts';
import type { ScopedRows } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { userNames } from '../crm/sales-records.ts';
import { isoDay } from './iso-day.ts';

/** Positions of a scope (`p`) with their campaign (`c`), joined by the position's key. */
export const withCampaign = (positions: ScopedRows<'campaignPosition as p'>) =>
  positions.innerJoin('campaign as c', 'c.id', 'p.campaignId');

/** What names a position (`p`) where operations move it: its keys, its name and its status. */
export const positionKeys = ['p.id', 'p.companyId', 'p.campaignId', 'p.name', 'p.status'] as const;

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

const dayFilter =
  (column: 'startDate' | 'endDate', comparison: '>=' | '<=') =>
  (rows: CampaignRows, value: string) =>
    rows.where(column, comparison, value) as CampaignRows;

/** A campaign's type, by the kit's references: its name in the caller's language and its code. */
export const campaignReferences = {
  campaignTypeId: { table: 'campaignType', name: ['name', 'code'], localized: true },
} as const satisfies References;

/** The items of a page of campaigns: their type, parties and position counts in a few queries. */
export async function toCampaigns(
  db: Db,
  rows: CampaignRow[],
  named: (row: CampaignRow) => NamedOf<typeof campaignReferences>,
): Promise<Campaign[]> {
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
  const [accounts, userOf, counts] = await Promise.all([
    db.selectFrom('account').select(['id', 'name']).where('id', 'in', accountIds).execute(),
    userNames(db, userIds),
    db
      .selectFrom('campaignPosition')
      .select(['campaignId', sql<string>`count(*)`.as('count')])
      .where('campaignId', 'in', ids)
      .where('status', '<>', 'DELETED')
      .groupBy('campaignId')
      .execute(),
  ]);
  const accountOf = new Map(accounts.map((account) => [account.id, account]));
  const countOf = new Map(counts.map((count) => [count.campaignId, Number(count.count)]));
  const party = (id: number) => ({ id, name: accountOf.get(id)?.name ?? '' });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: {
      id: row.campaignTypeId,
      code: String(named(row).campaignTypeId?.code ?? ''),
      name: named(row).campaignTypeId?.name ?? '',
    },
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
    references: campaignReferences,
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
    // for ARCHIVED, else ascending); without a tab, ALL's.
    defaultSort: (query) => orderTabSort(query.tab ?? 'ALL'),
  });
}

export {
  type CampaignChange,
  createPosition,
  deletePosition,
  type PositionChange,
  type PositionCreate,
  updateCampaign,
  updatePosition,
} from './campaign-writes.ts';
export { isoDay } from './iso-day.ts';
