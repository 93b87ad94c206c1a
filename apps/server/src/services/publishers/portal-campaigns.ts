import {
  businessDay,
  PORTAL_CAMPAIGN_STATUSES,
  type PortalCampaign,
  publisherPortalEndpoints,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import type { AccessRule } from '../../http/access.ts';
import { caseless } from '../../kit/list.ts';
import { registerList } from '../../kit/paged-list.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { isoDay } from '../orders/iso-day.ts';

// /publishers/campaigns (spec 1 §2.12; DOMAIN §6 "campaigns running on the publisher's sites,
// read-only"): the campaigns of every house that sells the publisher's websites with a position
// booked on one of them, through the kit's relation `campaignOnPublishedSite` (never a filter of
// this file). Booked and after only (PORTAL_CAMPAIGN_STATUSES): an offer is the house's business.
// No amounts: what a house charged its customer is not the publisher's (DOMAIN2 §2.2: never the
// house's share); the publisher's revenue is on its overview and payouts.

/** The portal's rule: PUBLISHER (ADMIN's company role grants it), on the acting company. */
export const portalAccess: AccessRule = { roles: { anyOf: ['PUBLISHER'] }, company: 'actable' };

/** The publisher's websites each campaign is booked on, and how many positions, by campaign. */
async function sitesOf(db: Db, scope: Scope, campaignIds: readonly number[]) {
  if (campaignIds.length === 0) return new Map<number, { websites: string[]; count: number }>();
  const rows = await scope
    .related('positionOnPublishedSite', 'campaignPosition as p', db)
    .innerJoin('adMedium as m', 'm.id', 'p.adMediumId')
    .innerJoin('website as w', 'w.id', 'm.websiteId')
    .select([
      'p.campaignId',
      sql<string[]>`array_agg(distinct w.name order by w.name)`.as('websites'),
      sql<string>`count(*)`.as('count'),
    ])
    .where('p.campaignId', 'in', campaignIds)
    .groupBy('p.campaignId')
    .execute();
  return new Map(
    rows.map((row) => [row.campaignId, { websites: row.websites, count: Number(row.count) }]),
  );
}

/** The campaigns (and customers' campaigns) of `rows` the publisher excludes. */
async function excludedOf(
  db: Db,
  scope: Scope,
  rows: readonly { id: number; advertiserAccountId: number }[],
) {
  if (rows.length === 0) return new Set<number>();
  const exclusions = await scope
    .rows('publisherExclusion', db)
    .select(['campaignId', 'accountId'])
    .where((eb) =>
      eb.or([
        eb(
          'campaignId',
          'in',
          rows.map((row) => row.id),
        ),
        eb(
          'accountId',
          'in',
          rows.map((row) => row.advertiserAccountId),
        ),
      ]),
    )
    .execute();
  const campaigns = new Set(exclusions.map((row) => row.campaignId));
  const accounts = new Set(exclusions.map((row) => row.accountId));
  return new Set(
    rows
      .filter((row) => campaigns.has(row.id) || accounts.has(row.advertiserAccountId))
      .map((row) => row.id),
  );
}

/** The portal's campaigns list, read through the relation (the list itself is the kit's). */
export function portalCampaignRows(scope: Scope, db: Db) {
  return scope
    .related('campaignOnPublishedSite', 'campaign as c', db)
    .innerJoin('account as adv', 'adv.id', 'c.advertiserAccountId')
    .innerJoin('company as seller', 'seller.id', 'c.companyId')
    .where('c.status', 'in', PORTAL_CAMPAIGN_STATUSES);
}

export function registerPortalCampaigns({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;
  registerList(app, publisherPortalEndpoints.campaigns, portalAccess, {
    rows: ({ scope, query }) => {
      const rows = portalCampaignRows(scope, db);
      // By default the campaigns that run today or later; `includeEnded` shows the past too.
      return query.includeEnded ? rows : rows.where('c.endDate', '>=', businessDay());
    },
    filters: {
      search: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<boolean>`(c.search_name like ${pattern} or lower(adv.name) like ${pattern})`,
        );
      },
      status: (rows, status) => rows.where('c.status', '=', status),
    },
    sort: { startDate: 'c.startDate', endDate: 'c.endDate', name: caseless('c.name') },
    defaultSort: 'startDate',
    ties: ['c.id'],
    select: (rows) =>
      rows.select([
        'c.id',
        'c.name',
        'c.status',
        'c.startDate',
        'c.endDate',
        'c.advertiserAccountId',
        'adv.name as advertiserName',
        'seller.name as sellerName',
      ]),
    toItems: async (rows, { scope }) => {
      const ids = rows.map((row) => row.id);
      const [sites, excluded] = await Promise.all([
        sitesOf(db, scope, ids),
        excludedOf(db, scope, rows),
      ]);
      return rows.map(
        (row): PortalCampaign => ({
          id: row.id,
          name: row.name,
          advertiserName: row.advertiserName,
          sellerName: row.sellerName,
          status: row.status as PortalCampaign['status'],
          startDate: isoDay(row.startDate),
          endDate: isoDay(row.endDate),
          websites: sites.get(row.id)?.websites ?? [],
          positionCount: sites.get(row.id)?.count ?? 0,
          excluded: excluded.has(row.id),
        }),
      );
    },
  });
}
