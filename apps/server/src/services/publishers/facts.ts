import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// The daily facts of the publishers' websites (DOMAIN2 §2.1): how events become Zurich days, and
// the demo generator. Both are set-based SQL, so two years of every demo site take seconds.
//
// Decisions:
// - A fact belongs to the website's publisher company (its own company when it has none): the
//   publisher's scope is its own sites by construction, and the house never appears in it.
// - Events arrive with an instant; their day is the Europe/Zurich calendar day of that instant
//   (`at time zone 'Europe/Zurich'`), so the last Sunday of March holds 23 hours, the last
//   Sunday of October 25, and every event lands in exactly one day.
// - The generator works in hours too: it walks the UTC hours from one Zurich midnight to the
//   next and sums them per Zurich day, so its DST days are 23 and 25 hours long as well.

/**
 * The websites that get traffic: every active site of a publisher, once per domain. The
 * catalogue lists a publisher's site again for each company that sells it (same domain, another
 * seller); its visitors come once, to the publisher's own entry (else the first).
 */
const trafficSites = sql`
  select distinct on (w.publisher_company_id, w.domain) w.id
  from website w
  where w.publisher_company_id is not null and w.active
  order by w.publisher_company_id, w.domain, (w.company_id = w.publisher_company_id) desc, w.id`;

/** The time zone the publishers' days are cut in. */
export const FACT_TIME_ZONE = 'Europe/Zurich';

/** A count of page impressions at an instant (an hour's batch from the ad server's log). */
export interface PageImpressionEvent {
  websiteId: number;
  at: Date;
  deviceCategory: 'DESKTOP' | 'MOBILE' | 'TABLET' | 'OTHER';
  countryCode: string;
  count: number;
}

/**
 * Adds page impressions to the facts of their Zurich days (added to what the day holds). The
 * website's publisher owns the rows; an unknown website adds nothing.
 */
export async function recordPageImpressions(
  db: Db,
  events: readonly PageImpressionEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const batch = JSON.stringify(events.map((event) => ({ ...event, at: event.at.toISOString() })));
  await sql`
    insert into page_impression_fact (company_id, website_id, day, device_category, country_code, page_impressions)
    select coalesce(w.publisher_company_id, w.company_id), w.id,
           (e.at at time zone ${FACT_TIME_ZONE})::date, e."deviceCategory", e."countryCode", sum(e.count)
    from jsonb_to_recordset(${batch}::jsonb)
           as e("websiteId" integer, at timestamptz, "deviceCategory" text, "countryCode" text, count bigint)
    join website w on w.id = e."websiteId"
    group by 1, 2, 3, 4, 5
    on conflict (website_id, day, country_code, device_category)
    do update set page_impressions = page_impression_fact.page_impressions + excluded.page_impressions`.execute(
    db,
  );
}

/**
 * Generates the facts of the publishers' websites from `from` to `to` (YYYY-MM-DD, Zurich days,
 * both included), replacing what those days held: page impressions by the hour, then the ad
 * requests, impressions and revenue of every ad unit, device, country and demand source of a
 * day. Reproducible: the same days give the same numbers (noise is a hash of site and day).
 * The yearly growth counts from `origin` (by default `from`), so days generated a month at a time
 * match the same days generated at once. Returns the number of revenue rows.
 */
export async function generatePublisherFacts(
  db: Db,
  from: string,
  to: string,
  origin = from,
): Promise<number> {
  await sql`delete from page_impression_fact where day between ${from}::date and ${to}::date`.execute(
    db,
  );
  await sql`delete from publisher_revenue_fact where day between ${from}::date and ${to}::date`.execute(
    db,
  );
  // Page impressions: a daily base per site (30k–180k), a Q4 peak, quieter weekends, 8 % growth
  // a year, a midday curve over the hours; split by device and country (home 82 %).
  await sql`
    with sites as (
      select w.id as website_id, coalesce(w.publisher_company_id, w.company_id) as company_id,
             c.country_code as home, 30000 + abs(hashtext(w.domain)) % 150000 as daily
      from website w join company c on c.id = coalesce(w.publisher_company_id, w.company_id)
      where w.id in (${trafficSites})
    ),
    hours as (
      select s.website_id, s.company_id, s.home, (h at time zone ${FACT_TIME_ZONE})::date as day,
             s.daily / 24.0
               * (0.25 + 1.5 * sin(pi() * extract(hour from h at time zone ${FACT_TIME_ZONE}) / 24) ^ 2) as n
      from sites s
      cross join generate_series(${from}::timestamp at time zone ${FACT_TIME_ZONE},
                                 (${to}::date + 1)::timestamp at time zone ${FACT_TIME_ZONE} - interval '1 hour',
                                 interval '1 hour') h
    ),
    days as (
      select website_id, company_id, home, day,
             sum(n)
               * (1 + 0.18 * cos(2 * pi() * (extract(doy from day) - 335) / 365.25))
               * (case when extract(isodow from day) in (6, 7) then 0.78 else 1.06 end)
               * (1 + 0.08 * (day - ${origin}::date) / 365.0)
               * (0.9 + (abs(hashtext(website_id::text || day::text)) % 200) / 1000.0) as n
      from hours group by website_id, company_id, home, day
    )
    insert into page_impression_fact (company_id, website_id, day, device_category, country_code, page_impressions)
    select d.company_id, d.website_id, d.day, dv.device, ct.code,
           round(d.n * dv.share * case when ct.code = d.home then 0.82 else 0.09 end)
    from days d
    cross join (values ('DESKTOP', 0.38), ('MOBILE', 0.52), ('TABLET', 0.08), ('OTHER', 0.02)) dv(device, share)
    cross join (values ('CH'), ('DE'), ('AT')) ct(code)`.execute(db);
  // The ad units: a site's placements on each of their devices, or two generic units on desktop
  // and mobile for a site without placements. Requests follow the day's page impressions of that
  // device; demand sources share them with their own fill, eCPM and fees. The demo sells each
  // site's inventory in its publisher's home market (one country per row): a third of the rows
  // of a country split, which keeps the two years' generation and the dashboard's aggregate fast;
  // the ad server's delivery records the real country.
  const result = await sql`
    with units as (
      select w.id as website_id, p.id as placement_id,
             '/' || split_part(w.domain, '.', 1) || '/' || lower(replace(p.name, ' ', '_')) as code,
             d.device, 0.9 as load, 1800 + abs(hashtext(p.name)) % 1400 as direct_cpm
      from website w join website_placement p on p.website_id = w.id and p.active
      cross join lateral unnest(p.devices) d(device)
      where w.id in (${trafficSites})
      union all
      select w.id, null, '/' || split_part(w.domain, '.', 1) || '/' || u.name, d.device, u.load, u.cpm
      from website w
      cross join (values ('top', 0.95, 2200), ('content', 0.8, 1500)) u(name, load, cpm)
      cross join (values ('DESKTOP'), ('MOBILE')) d(device)
      where w.id in (${trafficSites})
        and not exists (select 1 from website_placement p where p.website_id = w.id and p.active)
    ),
    visits as (
      select f.company_id, f.website_id, f.day, f.device_category, sum(f.page_impressions) as page_impressions
      from page_impression_fact f
      where f.day between ${from}::date and ${to}::date
      group by f.company_id, f.website_id, f.day, f.device_category
    ),
    requests as (
      select f.company_id, f.website_id, f.day, u.placement_id, u.code, f.device_category, c.country_code,
             s.source, s.ctr, s.fee_rate,
             -- The source's fill on this site and day: the site's own level (how well its
             -- inventory sells, 80-100 % of the source's), the day's (a campaign ending, a
             -- bidder's outage: 88-100 %), each a hash, so a site's fill differs from another's
             -- and from day to day, and the same day always gives the same (issue 39: a
             -- stranger found the same fill on every site).
             least(1.0, s.fill
               * (0.8 + (abs(hashtext(w.domain || ':fill:' || s.source)) % 200) / 1000.0)
               * (0.88 + (abs(hashtext(w.domain || ':' || f.day::text || ':' || s.source)) % 120) / 1000.0)) as fill,
             case s.source when 'DIRECT' then u.direct_cpm when 'PROGRAMMATIC' then 650 else 0 end as cpm,
             round(f.page_impressions * u.load * s.share) as ad_requests,
             case when c.country_code = 'CH' then 'CHF' else 'EUR' end as currency
      from visits f
      join units u on u.website_id = f.website_id and u.device = f.device_category
      join website w on w.id = f.website_id
      join company c on c.id = f.company_id
      cross join (values ('DIRECT', 0.35, 0.97, 0.0015, 0.0), ('PROGRAMMATIC', 0.55, 0.8, 0.0011, 0.18),
                         ('HOUSE', 0.10, 0.9, 0.0008, 0.0)) s(source, share, fill, ctr, fee_rate)
    ),
    counted as (
      select *, floor(ad_requests * fill)::bigint as impressions from requests
    ),
    earned as (
      select *, round(impressions * cpm / 1000.0)::bigint as gross from counted
    )
    insert into publisher_revenue_fact (company_id, website_id, day, placement_id, ad_unit_code, device_category,
      country_code, demand_source, ad_requests, impressions, viewable, clicks, gross_revenue, fees, net_revenue, currency)
    select company_id, website_id, day, placement_id, code, device_category, country_code, source,
           ad_requests, impressions, floor(impressions * 0.64), floor(impressions * ctr),
           gross, round(gross * fee_rate), gross - round(gross * fee_rate), currency
    from earned`.execute(db);
  await sql`
    insert into publisher_revenue_day (company_id, website_id, day, currency, ad_requests, impressions, viewable,
      clicks, gross_revenue, fees, net_revenue)
    select company_id, website_id, day, currency, sum(ad_requests), sum(impressions), sum(viewable), sum(clicks),
           sum(gross_revenue), sum(fees), sum(net_revenue)
    from publisher_revenue_fact
    where day between ${from}::date and ${to}::date
    group by company_id, website_id, day, currency`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
