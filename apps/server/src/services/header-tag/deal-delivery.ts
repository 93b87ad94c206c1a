import {
  businessDay,
  DEAL_DELIVERY_SHARE,
  type DealDeliveryDay,
  type DealType,
  dealDeliveryEndpoint,
  type HeaderTagSettings,
  shiftDay,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { notFound } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { ServiceContext } from '../context.ts';
import { dayOf } from '../crm/crm-record-rules.ts';
import { dealAccess } from './deals.ts';

// A programmatic deal's delivery per day (issue 41: "their delivery from the facts"). No SSP
// report is imported yet, so a deal's days are read from the publisher facts of its placements
// (publisher_revenue_fact, services/publishers), the same rows the publishers' dashboards sum:
// - a header-tag placement's facts are its website's domain's PROGRAMMATIC rows under the ad
//   unit the facts name it by, `/<site>/<placement name>` (`/tagblatt-online/wideboard`), in the
//   deal's currency; the publisher's rows are reached through the kit relation
//   `revenueFactOfSoldSite` (the house sells the site);
// - the deal is offered in every programmatic request of its placements (bid requests), and wins
//   its type's share of their programmatic impressions (DEAL_DELIVERY_SHARE of the contracts: a decision where DOMAIN2 is
//   silent; each won bid is an impression served), with that share of their viewable
//   impressions and clicks;
// - spend: a preferred or guaranteed deal pays its fixed price per thousand; a PMP deal clears at
//   the day's programmatic eCPM of the facts, at least its floor;
// - days: from its start to its end, at most yesterday (the facts' last whole day), at most the
//   last 92; a draft has none; a paused or archived deal's days end the day before its last
//   status change.
// The same rows always give the same figures: nothing is drawn at random.

/** The days a delivery answer reaches back at most. */
const MAX_DAYS = 92;

/** The ad unit a placement is named by in the publisher facts (services/publishers/facts.ts). */
export const factUnitOf = (domain: string, placementName: string) =>
  `/${domain.split('.')[0]}/${placementName.toLowerCase().replaceAll(' ', '_')}`;

/**
 * The last day a delivery reaches: yesterday as a business day (Europe/Zurich, business-day.ts),
 * the facts' last whole day. Between 23:00 and 24:00 UTC (22:00 in summer) that is the UTC
 * calendar's today: a stranger at 23:30 UTC took that row for today; in Zurich it was yesterday
 * (reproduced in programmatic.test.ts with a fixed clock).
 */
export const lastDeliveryDay = (now: number = Date.now()): string => shiftDay(businessDay(now), -1);

export function registerDealDelivery({ app }: ServiceContext): void {
  registerEndpoint(app, dealDeliveryEndpoint, dealAccess, async ({ params, scope }) => {
    const deal = await scope
      .byId('programmaticDeal as d', params.id)
      .innerJoin('headerTag as t', 't.id', 'd.headerTagId')
      .innerJoin('website as w', 'w.id', 't.websiteId')
      .select([
        'd.id',
        'd.type',
        'd.floor',
        'd.status',
        'd.startDate',
        'd.endDate',
        'd.updatedAt',
        't.settings',
        'w.domain',
      ])
      .executeTakeFirst();
    if (!deal) throw notFound('programmatic deal');
    const currency = (deal.settings as HeaderTagSettings).currency.adServerCurrency;
    const none = {
      currency,
      days: [] as DealDeliveryDay[],
      total: { bidRequests: 0, wonBids: 0, viewable: 0, clicks: 0, spendMinor: 0 },
    };
    if (deal.status === 'DRAFT') return none;
    const placements = await scope
      .rows('programmaticDealPlacement as dp')
      .innerJoin('headerTagPlacement as p', 'p.id', 'dp.placementId')
      .where('dp.dealId', '=', deal.id)
      .select('p.name')
      .execute();
    let to = lastDeliveryDay();
    const end = dayOf(deal.endDate);
    if (end && end < to) to = end;
    if (deal.status !== 'ACTIVE') {
      const changed = await scope
        .rows('settingsAudit')
        .where('entityType', '=', 'PROGRAMMATIC_DEAL')
        .where('entityId', '=', deal.id)
        .where('field', '=', 'status')
        .select(sql<Date>`max(changed_at)`.as('at'))
        .executeTakeFirst();
      const stopped = shiftDay(businessDay(changed?.at ?? deal.updatedAt), -1);
      if (stopped < to) to = stopped;
    }
    const start = dayOf(deal.startDate) ?? to;
    // The later of its start and the first of the last MAX_DAYS days (ISO days sort as text).
    const from = [start, shiftDay(to, 1 - MAX_DAYS)].sort()[1] ?? start;
    if (placements.length === 0 || from > to) return none;
    const rows = await scope
      .related('revenueFactOfSoldSite', 'publisherRevenueFact as f')
      .innerJoin('website as fw', 'fw.id', 'f.websiteId')
      .where('fw.domain', '=', deal.domain)
      .where('f.demandSource', '=', 'PROGRAMMATIC')
      .where('f.currency', '=', currency as 'CHF' | 'EUR')
      .where(
        'f.adUnitCode',
        'in',
        placements.map((placement) => factUnitOf(deal.domain, placement.name)),
      )
      .where('f.day', '>=', from)
      .where('f.day', '<=', to)
      .groupBy('f.day')
      .select([
        sql<string>`to_char(f.day, 'YYYY-MM-DD')`.as('day'),
        sql<string>`sum(f.ad_requests)`.as('requests'),
        sql<string>`sum(f.impressions)`.as('impressions'),
        sql<string>`sum(f.viewable)`.as('viewable'),
        sql<string>`sum(f.clicks)`.as('clicks'),
        sql<string>`sum(f.gross_revenue)`.as('gross'),
      ])
      .orderBy('f.day', 'desc')
      .execute();
    const share = DEAL_DELIVERY_SHARE[deal.type as DealType];
    const floorMinor = Math.round(Number(deal.floor) * 100);
    const days = rows.map((row): DealDeliveryDay => {
      const impressions = Number(row.impressions);
      const wonBids = Math.round(impressions * share);
      // Minor units per thousand: the fixed price, or the day's eCPM at least the floor.
      const ecpm = impressions > 0 ? (Number(row.gross) * 1000) / impressions : 0;
      const price = deal.type === 'PMP' ? Math.max(floorMinor, ecpm) : floorMinor;
      return {
        day: row.day,
        bidRequests: Number(row.requests),
        wonBids,
        viewable: Math.round(Number(row.viewable) * share),
        clicks: Math.round(Number(row.clicks) * share),
        spendMinor: Math.round((wonBids * price) / 1000),
      };
    });
    const sum = (key: Exclude<keyof DealDeliveryDay, 'day'>) =>
      days.reduce((total, day) => total + day[key], 0);
    return {
      currency,
      days,
      total: {
        bidRequests: sum('bidRequests'),
        wonBids: sum('wonBids'),
        viewable: sum('viewable'),
        clicks: sum('clicks'),
        spendMinor: sum('spendMinor'),
      },
    };
  });
}
