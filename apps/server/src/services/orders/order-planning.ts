import {
  type BookableProduct,
  type BookableProducts,
  businessDay,
  endpoints,
  type Forecast,
  type PositionConflict,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { AccessRule } from '../../http/access.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { bookingCalendar, bookingTimeline, inList, LIVE_STAGES } from './booking-calendar.ts';
import { isoDay } from './iso-day.ts';
import { addDays } from './order-pricing.ts';
import { isSelfBookingCustomer } from './order-rules.ts';

// Capacity and availability (README "Orders"): an ad medium takes `ad_medium_capacity`
// positions a day (print: per issue); a position is over capacity when, on its busiest day, its
// medium carries more positions of live campaigns (not archived, not deleted) than that. A
// position is outside its product's availability when the product has no active price-list
// item covering its dates, a print position's day is no issue of its title, or a broadcast
// position's slot is on air on none of its days.

const num = (value: unknown) => Number(value);

/** The conflict flags of a campaign's positions. */
export async function positionConflicts(
  scope: Scope,
  campaignId: number,
  positionType?: string,
): Promise<PositionConflict[]> {
  const type = positionType ? sql`and p.position_type = ${positionType}` : sql``;
  // The company's positions; the load, prices, issues and slots of their medium by its keys.
  const rows = await scope.raw(sql<{
    id: number;
    capacity: number | null;
    booked: string | null;
    priced: boolean;
    issue: boolean;
    onAir: boolean;
    status: string;
  }>`
    select p.id, p.status, cap.positions_per_day as capacity,
      (select max(n) from (
         select d, count(*) as n
         from campaign_position q
         cross join lateral generate_series(greatest(q.start_date, p.start_date),
           least(q.end_date, p.end_date), interval '1 day') d
         where q.ad_medium_id = p.ad_medium_id and q.end_date >= p.start_date
           and q.start_date <= p.end_date and q.order_stage in (${inList(LIVE_STAGES)}) and q.status <> 'DELETED'
         group by d) x) as booked,
      exists (select 1 from price_list_item i join price_list l on l.id = i.price_list_id
        where i.product_id = p.product_id and l.status = 'ACTIVE' and i.valid_from <= p.start_date
          and (i.valid_to is null or i.valid_to >= p.end_date)) as priced,
      (p.position_type <> 'PRINT' or exists (select 1 from publication_issue s
        where s.ad_medium_id = p.ad_medium_id and s.publication_date = p.publication_date)) as issue,
      (p.broadcast_slot_id is null or exists (select 1 from broadcast_slot b
        cross join generate_series(p.start_date, least(p.end_date, p.start_date + 6), interval '1 day') d
        where b.id = p.broadcast_slot_id and extract(isodow from d)::smallint = any(b.weekdays))) as on_air
    from campaign_position p
    left join ad_medium_capacity cap on cap.ad_medium_id = p.ad_medium_id
    where ${scope.term('p')} and p.campaign_id = ${campaignId} ${type}
    order by p.id`);
  return rows.rows.map((row) => {
    const booked = num(row.booked ?? 0);
    const live = row.status !== 'DELETED';
    const overCapacity = live && row.capacity !== null && booked > row.capacity;
    const outsideAvailability = live && (!row.priced || !row.issue || !row.onAir);
    const reason = overCapacity
      ? `The medium takes ${row.capacity} positions a day; ${booked} are booked on the busiest day`
      : !row.priced
        ? 'The product has no valid price for these dates'
        : !row.issue
          ? 'No issue of the title appears on this day'
          : !row.onAir
            ? 'The slot is not on air on these days'
            : null;
    return {
      positionId: row.id,
      hasPositionConflict: overCapacity || outsideAvailability,
      overCapacity,
      outsideAvailability,
      capacity: row.capacity,
      booked,
      reason: live ? reason : null,
    };
  });
}

/**
 * A medium's capacity and its busiest day's live positions over some days, with one more
 * position (the one being written; a changed one is not counted twice). Null without a capacity.
 */
export async function capacityOnDays(
  scope: Scope,
  input: { adMediumId: number; from: string; to: string; positionId?: number | undefined },
): Promise<{ capacity: number; booked: number } | null> {
  const rows = await scope.raw(sql<{ capacity: number; booked: string | null }>`
    select cap.positions_per_day as capacity,
      (select max(n) from (
         select d, count(*) as n
         from campaign_position q
         cross join lateral generate_series(greatest(q.start_date, ${input.from}::date),
           least(q.end_date, ${input.to}::date), interval '1 day') d
         where q.ad_medium_id = ${input.adMediumId} and q.end_date >= ${input.from}::date
           and q.start_date <= ${input.to}::date and q.order_stage in (${inList(LIVE_STAGES)})
           and q.status <> 'DELETED' and q.id <> ${input.positionId ?? 0}
         group by d) x) as booked
    from ad_medium_capacity cap
    where ${scope.term('cap')} and cap.ad_medium_id = ${input.adMediumId}`);
  const row = rows.rows[0];
  if (!row) return null;
  return { capacity: row.capacity, booked: num(row.booked ?? 0) + 1 };
}

/** Available inventory per product and period: the medium's capacity less its booked positions. */
async function forecast(
  scope: Scope,
  query: {
    from: string;
    to: string;
    period: 'DAY' | 'WEEK' | 'MONTH';
    productId?: number | undefined;
    positionType?: string | undefined;
  },
): Promise<Forecast> {
  if (query.from > query.to) {
    throw new ValidationError({ to: serverMessage('endDateBeforeStartDate') }, []);
  }
  if (Date.parse(query.to) - Date.parse(query.from) > 366 * 86_400_000) {
    throw new ValidationError({ to: serverMessage('forecastAtMostYear') }, []);
  }
  const unit = query.period === 'DAY' ? 'day' : query.period === 'WEEK' ? 'week' : 'month';
  const rows = await scope.raw(sql<{
    productId: number;
    productName: string;
    adMediumId: number;
    adMediumName: string;
    unit: string | null;
    periodStart: string;
    periodEnd: string;
    capacity: string;
    booked: string;
  }>`
    with products as (
      select pr.id, pr.name, pr.ad_medium_id, m.name as medium_name, cap.positions_per_day,
        (select min(i.unit) from price_list_item i where i.product_id = pr.id) as unit
      from product pr
      join ad_medium m on m.id = pr.ad_medium_id
      join ad_medium_capacity cap on cap.ad_medium_id = pr.ad_medium_id
      where ${scope.term('pr')} and pr.active
        ${query.productId ? sql`and pr.id = ${query.productId}` : sql``}
        ${query.positionType ? sql`and (case when pr.media_type = 'NEWSLETTER' then 'DIGITAL' else pr.media_type end) = ${query.positionType}` : sql``}
    ),
    days as (
      select d::date as day, greatest(date_trunc(${unit}, d)::date, ${query.from}::date) as period_start
      from generate_series(${query.from}::date, ${query.to}::date, interval '1 day') d
    ),
    load as (
      select q.ad_medium_id, d::date as day, count(*) as n
      from campaign_position q
      cross join lateral generate_series(greatest(q.start_date, ${query.from}::date),
        least(q.end_date, ${query.to}::date), interval '1 day') d
      where ${scope.term('q')} and q.ad_medium_id in (select ad_medium_id from products)
        and q.end_date >= ${query.from}::date and q.start_date <= ${query.to}::date
        and q.order_stage in (${inList(LIVE_STAGES)}) and q.status <> 'DELETED'
      group by 1, 2
    )
    select p.id as product_id, p.name as product_name, p.ad_medium_id, p.medium_name as ad_medium_name, p.unit,
      d.period_start::text as period_start, max(d.day)::text as period_end,
      sum(p.positions_per_day) as capacity, coalesce(sum(l.n), 0) as booked
    from products p cross join days d
    left join load l on l.ad_medium_id = p.ad_medium_id and l.day = d.day
    group by 1, 2, 3, 4, 5, 6
    order by p.name, p.id, 6
    limit 5000`);
  return {
    items: rows.rows.map((row) => ({
      product: { id: row.productId, name: row.productName },
      adMedium: { id: row.adMediumId, name: row.adMediumName },
      unit: row.unit ?? 'FLAT',
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      capacity: num(row.capacity),
      booked: num(row.booked),
      available: Math.max(num(row.capacity) - num(row.booked), 0),
    })),
  };
}

/** The planning calls: bookable products, issues, conflicts, the booking calendar, the forecast. */

/**
 * Why a campaign's product list is empty (issue 33 point 3): its list has prices, but none on
 * the day (answer the days it covers); the chosen medium has none; or there is nothing at all.
 */
async function whyNothingIsBookable(
  scope: Scope,
  input: {
    mediaTypes: string[];
    currency: string;
    channel: 'SELF_BOOKING' | 'STANDARD';
    positionType: string | undefined;
  },
): Promise<NonNullable<BookableProducts['emptyReason']>> {
  const ofType = (positionType: string | undefined) =>
    scope.raw(sql<{
      n: string;
      pricedFrom: Date | null;
      pricedUntil: Date | null;
    }>`
    select count(*) as n, min(i.valid_from) as priced_from, max(i.valid_to) as priced_until
    from product pr
    join price_list_item i on i.product_id = pr.id
    join price_list l on l.id = i.price_list_id
    where ${scope.term('pr')} and pr.active
      and pr.media_type = any(${input.mediaTypes}::text[])
      ${positionType ? sql`and (case when pr.media_type = 'NEWSLETTER' then 'DIGITAL' else pr.media_type end) = ${positionType}` : sql``}
      and l.currency = ${input.currency} and l.status = 'ACTIVE' and l.channel = ${input.channel}`);
  const [row] = (await ofType(input.positionType)).rows;
  if (row && Number(row.n) > 0) {
    return {
      code: 'NO_PRICE_ON_DATE',
      pricedFrom: row.pricedFrom ? isoDay(row.pricedFrom) : null,
      pricedUntil: row.pricedUntil ? isoDay(row.pricedUntil) : null,
    };
  }
  const [any] = input.positionType ? (await ofType(undefined)).rows : [];
  return {
    code: any && Number(any.n) > 0 ? 'NO_PRODUCT_OF_TYPE' : 'NO_PRODUCTS',
    pricedFrom: null,
    pricedUntil: null,
  };
}

export function registerOrderPlanning(
  { app }: ServiceContext,
  readAccess: AccessRule,
  writeAccess: AccessRule,
): void {
  const campaignOf = async (scope: Scope, id: number) => {
    const row = await scope
      .byId('campaign as c', id)
      .innerJoin('campaignType as t', 't.id', 'c.campaignTypeId')
      .select(['c.id', 'c.currency', 'c.startDate', 't.mediaTypes'])
      .executeTakeFirst();
    if (!row) throw notFound('campaign');
    return row;
  };

  registerEndpoint(
    app,
    endpoints.ordersBookableProducts,
    writeAccess,
    async ({ caller, params, query, scope }) => {
      const campaign = await campaignOf(scope, params.id);
      const day = query.date ?? isoDay(campaign.startDate);
      const selfBooking = isSelfBookingCustomer(caller.roles);
      const rows = await scope.raw(sql<{
        id: number;
        name: string;
        mediaType: string;
        adMediumId: number;
        adMediumName: string;
        unit: string;
        listPrice: string;
        itemId: number;
        minQuantity: string | null;
        selfBookable: boolean;
      }>`
        select distinct on (pr.id) pr.id, pr.name, pr.media_type, m.id as ad_medium_id, m.name as ad_medium_name,
          i.unit, i.list_price, i.id as item_id, i.min_quantity,
          exists (select 1 from price_list_item si join price_list sl on sl.id = si.price_list_id
            where si.product_id = pr.id and sl.channel = 'SELF_BOOKING' and sl.status = 'ACTIVE') as self_bookable
        from product pr
        join ad_medium m on m.id = pr.ad_medium_id
        join price_list_item i on i.product_id = pr.id
        join price_list l on l.id = i.price_list_id
        where ${scope.term('pr')} and pr.active
          and pr.media_type = any(${campaign.mediaTypes}::text[])
          ${query.positionType ? sql`and (case when pr.media_type = 'NEWSLETTER' then 'DIGITAL' else pr.media_type end) = ${query.positionType}` : sql``}
          and l.currency = ${campaign.currency} and l.status = 'ACTIVE'
          and l.channel = ${selfBooking ? 'SELF_BOOKING' : 'STANDARD'}
          and i.valid_from <= ${day}::date and (i.valid_to is null or i.valid_to >= ${day}::date)
        order by pr.id, i.valid_from desc, i.id desc`);
      const items: BookableProduct[] = rows.rows
        .map((row) => ({
          id: row.id,
          name: row.name,
          positionType: (row.mediaType === 'NEWSLETTER'
            ? 'DIGITAL'
            : row.mediaType) as BookableProduct['positionType'],
          adMedium: { id: row.adMediumId, name: row.adMediumName },
          unit: row.unit,
          unitListPrice: num(row.listPrice),
          currency: campaign.currency,
          priceListItemId: row.itemId,
          minQuantity: row.minQuantity === null ? null : num(row.minQuantity),
          selfBookable: row.selfBookable,
        }))
        .sort(
          (a, b) => a.adMedium.name.localeCompare(b.adMedium.name) || a.name.localeCompare(b.name),
        );
      if (items.length > 0) return { items };
      return {
        items,
        emptyReason: await whyNothingIsBookable(scope, {
          mediaTypes: campaign.mediaTypes,
          currency: campaign.currency,
          channel: selfBooking ? 'SELF_BOOKING' : 'STANDARD',
          positionType: query.positionType,
        }),
      };
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersPublicationIssues,
    readAccess,
    async ({ params, query, scope }) => {
      const medium = await scope.byId('adMedium', params.id).select('id').executeTakeFirst();
      if (!medium) throw notFound('ad medium');
      const from = query.from ?? businessDay();
      const to = query.to ?? addDays(from, 92);
      const rows = await scope
        .rows('publicationIssue')
        .select(['id', 'issueNumber', 'publicationDate', 'adDeadline'])
        .where('adMediumId', '=', params.id)
        .where('publicationDate', '>=', from)
        .where('publicationDate', '<=', to)
        .orderBy('publicationDate')
        .limit(400)
        .execute();
      return {
        items: rows.map((row) => ({
          id: row.id,
          issueNumber: row.issueNumber,
          publicationDate: isoDay(row.publicationDate),
          adDeadline: row.adDeadline.toISOString(),
        })),
      };
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersPositionConflicts,
    readAccess,
    async ({ params, query, scope }) => {
      await campaignOf(scope, params.id);
      return { items: await positionConflicts(scope, params.id, query.positionType) };
    },
  );

  registerEndpoint(app, endpoints.ordersBookingCalendar, readAccess, async ({ query, scope }) =>
    bookingCalendar(scope, query),
  );

  registerEndpoint(app, endpoints.ordersBookingTimeline, readAccess, async ({ query, scope }) =>
    bookingTimeline(scope, query),
  );

  registerEndpoint(app, endpoints.ordersForecast, readAccess, async ({ query, scope }) =>
    forecast(scope, query),
  );
}
