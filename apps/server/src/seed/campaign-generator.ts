import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { bulkLoad } from './bulk.ts';
import { BOOKING_COMPANIES, CAMPAIGN_TYPES, isoDay, THEMES } from './catalogue-data.ts';

// The generated campaigns and positions of the demo catalogue (catalogue.ts), set-based: every
// choice comes from a hash of the row number and a salt (`pg_temp.rnd`), not from random(), so
// the same database gets the same rows whatever plan the database picks.

/** A hash of a row number and a salt in [0, 1): the seeded generator of the set-based inserts. */
const randomFunction = sql`
  create or replace function pg_temp.rnd(n bigint, salt integer) returns double precision
  language sql immutable as
  $$ select (hashint8(n * 7919 + salt * 104729 + 20261125) & 2147483647)::double precision / 2147483648 $$`;

/**
 * Campaigns and positions of one run: `campaigns` campaigns with `positions` positions,
 * numbered from `first` (so a later bulk run continues the series), spread over the booking
 * companies that have accounts. Answers how many of each it wrote.
 */
export async function generateCampaigns(
  db: Db,
  {
    campaigns,
    positions,
    now,
    first = 1,
  }: { campaigns: number; positions: number; now: Date; first?: number },
): Promise<{ campaigns: number; positions: number }> {
  await randomFunction.execute(db);
  const today = isoDay(now);
  // The booking companies with their accounts, sales users and campaign types, numbered so
  // that a row picks one by arithmetic.
  const companies = await db
    .selectFrom('company')
    .select(['id', 'name'])
    .where(
      'name',
      'in',
      BOOKING_COMPANIES.map(([name]) => name),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('account').select('account.id').whereRef('account.companyId', '=', 'company.id'),
      ),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('campaignType')
          .select('campaignType.id')
          .whereRef('campaignType.companyId', '=', 'company.id'),
      ),
    )
    .execute();
  if (companies.length === 0 || campaigns <= 0) return { campaigns: 0, positions: 0 };
  const shares = companies.map(
    (company) => BOOKING_COMPANIES.find(([name]) => name === company.name)?.[1] ?? 0,
  );
  const totalShare = shares.reduce((sum, share) => sum + share, 0);
  let upTo = 0;
  const bounds = companies.map((company, index) => {
    upTo += (shares[index] ?? 0) / totalShare;
    return { id: company.id, upTo: index === companies.length - 1 ? 1.0001 : upTo };
  });
  const ids = companies.map((company) => company.id);
  const temporaryTables = sql`seed_company, seed_account, seed_user, seed_type, seed_product, seed_price, seed_campaign, seed_draw, seed_position`;
  await sql`drop table if exists ${temporaryTables}`.execute(db);
  await sql`create temporary table seed_company (id integer, lo double precision, hi double precision)`.execute(
    db,
  );
  await sql`insert into seed_company values ${sql.join(
    bounds.map(
      (bound, index) =>
        sql`(${bound.id}, ${index === 0 ? 0 : (bounds[index - 1]?.upTo ?? 0)}, ${bound.upTo})`,
    ),
  )}`.execute(db);
  // The advertiser's industry: its reference where the account has one (the CRM's column),
  // else the industry of the company named as its text, else none.
  const accountColumns = new Set(
    (
      await sql<{ name: string }>`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = 'account'`.execute(db)
    ).rows.map((row) => row.name),
  );
  const industryOfAccount = accountColumns.has('industry_id')
    ? sql`industry_id`
    : accountColumns.has('industry')
      ? sql`(select min(i.id) from industry i where i.company_id = account.company_id and lower(i.name) = lower(account.industry))`
      : sql`null::integer`;
  await sql`create temporary table seed_account as
    select company_id, row_number() over (partition by company_id order by id) - 1 as n,
           count(*) over (partition by company_id) as total, id, name, country_code, ${industryOfAccount} as industry_id
    from account where company_id in (${sql.join(ids)}) and active`.execute(db);
  await sql`create temporary table seed_user as
    select company_id, row_number() over (partition by company_id order by id) - 1 as n,
           count(*) over (partition by company_id) as total, id
    from app_user where company_id in (${sql.join(ids)})
      and ('SALES' = any(permissions) or user_role in ('ADMIN', 'COMPANY_ADMIN')
        or 'BOOK_CAMPAIGNS' = any(permissions))`.execute(db);
  // Campaign types with their weight, as cumulative ranges per company.
  await sql`create temporary table seed_type as
    select t.company_id, t.id, t.code, t.media_types,
           coalesce(sum(w.weight) over (partition by t.company_id order by t.id
             rows between unbounded preceding and 1 preceding), 0)::double precision
             / sum(w.weight) over (partition by t.company_id) as lo,
           sum(w.weight) over (partition by t.company_id order by t.id)::double precision
             / sum(w.weight) over (partition by t.company_id) as hi
    from campaign_type t
    join (values ${sql.join(
      CAMPAIGN_TYPES.map(([code, , , , weight]) => sql`(${code}::text, ${weight}::int)`),
    )}) as w(code, weight) on w.code = t.code
    where t.company_id in (${sql.join(ids)}) and t.active`.execute(db);
  await sql`create temporary table seed_product as
    select p.company_id, p.media_type, row_number() over (partition by p.company_id, p.media_type order by p.id) - 1 as n,
           count(*) over (partition by p.company_id, p.media_type) as total,
           p.id, p.ad_medium_id, p.name, p.broadcast_slot_id,
           (select min(g.id) from position_group g where g.company_id = p.company_id and g.media_type = p.media_type) as position_group_id
    from product p where p.company_id in (${sql.join(ids)}) and p.active`.execute(db);
  // The standard list price of each product per currency and year.
  await sql`create temporary table seed_price as
    select distinct on (i.product_id, l.currency, extract(year from i.valid_from))
           i.product_id, l.currency, extract(year from i.valid_from)::int as year, i.id, i.unit, i.list_price
    from price_list_item i join price_list l on l.id = i.price_list_id
    where l.company_id in (${sql.join(ids)}) and l.channel = 'STANDARD'
    order by i.product_id, l.currency, extract(year from i.valid_from), i.valid_from desc`.execute(
    db,
  );
  await sql`analyze seed_account, seed_user, seed_type, seed_product, seed_price`.execute(db);

  const themes = sql.lit(`{${THEMES.map((theme) => `"${theme}"`).join(',')}}`);
  // 1. Campaigns: company, type, advertiser, dates (two years back to seven months ahead),
  // then the status the dates allow.
  await sql`
    create temporary table seed_campaign as
    select g as n, c.id as company_id, t.id as campaign_type_id, t.code as type_code, t.media_types,
           a.id as advertiser_id, a.name as advertiser_name, a.country_code, a.industry_id,
           case when r.agency < 0.2 and a.total > 1 then ag.id end as agency_id,
           u.id as sales_user_id,
           s.start_date, s.start_date + s.days as end_date,
           -- A self-booked campaign is one position, a POS or direct-mail one up to four; the
           -- others share the rest (the run's positions are exact, 7.5 per campaign overall).
           case when t.code = 'SELF_BOOKING' then 1
                when t.code in ('POINT_OF_SALE', 'DIRECT_MAIL') then 1 + floor(r.weight * 4)::int
                else 1 + floor(r.weight * 14)::int end as weight,
           r.status as status_draw
    from generate_series(${first}::bigint, ${first + campaigns - 1}::bigint) g
    cross join lateral (
      select pg_temp.rnd(g, 1) as company, pg_temp.rnd(g, 2) as type, pg_temp.rnd(g, 3) as account,
             pg_temp.rnd(g, 4) as agency, pg_temp.rnd(g, 5) as agency_account, pg_temp.rnd(g, 6) as sales,
             pg_temp.rnd(g, 7) as weight, pg_temp.rnd(g, 8) as start, pg_temp.rnd(g, 9) as days,
             pg_temp.rnd(g, 10) as status
    ) r
    join seed_company c on r.company >= c.lo and r.company < c.hi
    join seed_type t on t.company_id = c.id and r.type >= t.lo and r.type < t.hi
    -- The numbers of the advertiser, the agency and the sales person first, so that each is
    -- found by equality (a hash join), whatever the number of accounts.
    join (select company_id, count(*) as total from seed_account group by company_id) ac
      on ac.company_id = c.id
    left join (select company_id, count(*) as total from seed_user group by company_id) uc
      on uc.company_id = c.id
    cross join lateral (
      select floor(power(r.account, 1.3) * ac.total)::bigint as advertiser_n,
             (floor(power(r.account, 1.3) * ac.total)::bigint + 1
               + floor(r.agency_account * greatest(ac.total - 1, 1))::bigint) % ac.total as agency_n,
             floor(r.sales * uc.total)::bigint as sales_n
      offset 0
    ) k
    join seed_account a on a.company_id = c.id and a.n = k.advertiser_n
    left join seed_account ag on ag.company_id = c.id and ag.n = k.agency_n
    left join seed_user u on u.company_id = c.id and u.n = k.sales_n
    cross join lateral (
      select ${today}::date - 730 + floor(r.start * 940)::int as start_date,
             case when t.code in ('PRINT', 'CROSSMEDIA') then 28 + floor(r.days * 92)::int
                  when t.code = 'DIRECT_MAIL' then 7 + floor(r.days * 14)::int
                  else 7 + floor(r.days * 77)::int end as days
    ) s`.execute(db);
  const campaignRows = Number(
    (await sql<{ n: string }>`select count(*) as n from seed_campaign`.execute(db)).rows[0]?.n ?? 0,
  );
  if (campaignRows === 0) return { campaigns: 0, positions: 0 };
  // Ids follow the run's numbers, so the same run gives the same ids.
  const bases = (
    await sql<{ campaign: number; position: number }>`select
      greatest((select max(id) from campaign), 10000) as campaign,
      greatest((select max(id) from campaign_position), 100000) as position`.execute(db)
  ).rows[0] ?? { campaign: 10000, position: 100000 };
  const campaignBase = Number(bases.campaign) - first + 1;
  const positionBase = Number(bases.position);
  // Each campaign's range of position numbers: at least one, the rest spread by weight, so
  // the run writes exactly `positions` positions.
  const extra = Math.max(positions - campaignRows, 0);
  await sql`
    create temporary table seed_campaign_range as
    select s.*, ${campaignBase} + s.n as campaign_id,
           case when s.country_code in ('AT', 'DE') then 'EUR' else 'CHF' end as currency,
           case
             -- The status follows the dates (issue 33): ended ⇔ the end passed, running ⇔
             -- today lies between start and end, booked (or still offered) ⇔ the start is ahead.
             when s.end_date < ${today}::date then case
               when s.status_draw < 0.86 then 'ARCHIVED'
               else 'OFFER_DENIED' end
             when s.start_date <= ${today}::date then 'PERFORMANCE'
             else case
               when s.status_draw < 0.33 then 'OFFERED'
               when s.status_draw < 0.63 then 'BOOKED'
               when s.status_draw < 0.77 then 'DRAFT'
               when s.status_draw < 0.85 then 'PENDING_APPROVAL'
               when s.status_draw < 0.91 then 'PREPAYMENT'
               when s.status_draw < 0.96 then 'ALTERNATE_QUOTE'
               else 'OFFER_DENIED' end
           end as status,
           (row_number() over w - 1) + floor(${extra}::numeric * (sum(s.weight - 1) over w - (s.weight - 1))
             / nullif(sum(s.weight - 1) over (), 0))::bigint as lo,
           row_number() over w + floor(${extra}::numeric * sum(s.weight - 1) over w
             / nullif(sum(s.weight - 1) over (), 0))::bigint as hi
    from seed_campaign s window w as (order by s.n)`.execute(db);
  await sql`drop table seed_campaign`.execute(db);
  await sql`alter table seed_campaign_range rename to seed_campaign`.execute(db);

  // 2. Positions, first into a table of their own (so the campaigns' totals are known when
  // the campaigns are written): each campaign's range of numbers, a medium its type sells, a
  // product of that medium, the price of the list of its currency and year, and a status the
  // campaign's status and the dates allow.
  // The draws of each position first (its medium and product number), so that the product
  // and its price are found by equality (hash joins) in the next step.
  await sql`
    create temporary table seed_draw as
    select ${positionBase} + p0 as p, c.campaign_id, c.company_id, c.currency, c.status as campaign_status,
           c.start_date, c.end_date, extract(year from c.start_date)::int as year, m.position_type,
           floor(r.product * pc.total)::bigint as product_n,
           r.issue, r.quantity, r.height, r.discount, r.status, r.creative
    from seed_campaign c
    cross join lateral generate_series(c.lo + 1, c.hi) p0
    cross join lateral (
      select pg_temp.rnd(${positionBase} + p0, 22) as product, pg_temp.rnd(${positionBase} + p0, 23) as issue,
             pg_temp.rnd(${positionBase} + p0, 24) as quantity, pg_temp.rnd(${positionBase} + p0, 25) as height,
             (array[0, 0, 0, 5, 10, 10, 15, 20, 25, 30])[1 + floor(pg_temp.rnd(${positionBase} + p0, 26) * 10)::int]::numeric as discount,
             pg_temp.rnd(${positionBase} + p0, 27) as status, pg_temp.rnd(${positionBase} + p0, 28) as creative
    ) r
    -- The medium: a crossmedia campaign's by share (45 % digital, 30 % print, 10 % radio, 5 %
    -- each TV, POS, analog), another's one of its type's (newsletters are sold as digital).
    -- Computed once per row (offset 0), as the join reads it too.
    cross join lateral (
      select case when c.type_code = 'CROSSMEDIA'
        then (array['DIGITAL', 'DIGITAL', 'DIGITAL', 'DIGITAL', 'DIGITAL', 'DIGITAL', 'DIGITAL',
                    'DIGITAL', 'DIGITAL', 'PRINT', 'PRINT', 'PRINT', 'PRINT', 'PRINT', 'PRINT',
                    'RADIO', 'RADIO', 'TV', 'POS', 'ANALOG'])[1 + floor(pg_temp.rnd(${positionBase} + p0, 21) * 20)::int]
        else coalesce(nullif((c.media_types)[1 + floor(pg_temp.rnd(${positionBase} + p0, 20)
          * cardinality(c.media_types))::int], 'NEWSLETTER'), 'DIGITAL')
      end as position_type
      offset 0
    ) m
    join (select company_id, media_type, count(*) as total from seed_product group by 1, 2) pc
      on pc.company_id = c.company_id and pc.media_type = m.position_type`.execute(db);
  await sql`analyze seed_draw`.execute(db);
  const positionRows = sql`
    select d.p as id, d.company_id, d.campaign_id, d.position_type, pr.name,
           pr.id as product_id, pr.ad_medium_id, pr.position_group_id,
           li.id as price_list_item_id, q.quantity, coalesce(li.unit, 'FLAT') as unit,
           coalesce(li.list_price, 0) as unit_list_price, d.discount as discount_percent,
           round(q.quantity * coalesce(li.list_price, 0) * (100 - d.discount) / 100, 2) as net_amount,
           d.currency, case when d.currency = 'CHF' then 8.10 else 0 end as vat_rate,
           coalesce(iss.publication_date, d.start_date) as start_date,
           coalesce(iss.publication_date, d.end_date) as end_date,
           st.status, order_stage(d.campaign_status) as order_stage,
           case
             when st.status = 'FINISHED' then case when d.position_type = 'PRINT' then 'APPEARED' else 'APPROVED' end
             when st.status = 'CREATIVE_PENDING' then 'MISSING'
             when st.status = 'CREATIVE_REQUESTED' then 'REQUESTED'
             when st.status in ('CREATIVE_RECEIVED', 'PENDING_APPROVAL') then 'PENDING_APPROVAL'
             when st.status = 'DECLINED' then 'REJECTED'
             when st.status = 'ISSUES' then case when d.creative < 0.3 then 'ERROR' else 'APPROVED' end
             when st.status in ('DELETED', 'PENDING') then null
             else 'APPROVED' end as creative_status,
           case when d.position_type = 'PRINT' then case st.status
             when 'AUTO_HIDDEN' then 'AUTO' when 'MANUAL_HIDDEN' then 'MANUAL' else 'NONE' end end as hidden_mode,
           iss.id as publication_issue_id, iss.publication_date, pr.broadcast_slot_id,
           least((d.start_date - 10)::timestamp + interval '10 hours',
                 ${now}::timestamptz - interval '1 day') as created_at
    from seed_draw d
    join seed_product pr on pr.company_id = d.company_id and pr.media_type = d.position_type and pr.n = d.product_n
    left join seed_price li on li.product_id = pr.id and li.currency = d.currency and li.year = d.year
    -- A print position appears in an issue within its campaign's period (issue 37: the first
    -- issue after a day in the period could fall after its end, and the campaign's header and
    -- its media table named periods days apart): the first from a day in the period to its end,
    -- else the first from its start; only a period without any issue takes the next one, and
    -- the campaign's period then stretches to it (step 3).
    left join lateral (
      select i.id, i.publication_date from publication_issue i
      where d.position_type = 'PRINT' and i.ad_medium_id = pr.ad_medium_id
        and i.publication_date >= d.start_date + floor(d.issue * (d.end_date - d.start_date) * 0.8)::int
        and i.publication_date <= d.end_date
      order by i.publication_date limit 1
    ) inside on true
    left join lateral (
      select i.id, i.publication_date from publication_issue i
      where d.position_type = 'PRINT' and inside.id is null and i.ad_medium_id = pr.ad_medium_id
        and i.publication_date >= d.start_date
      order by i.publication_date limit 1
    ) earliest on true
    cross join lateral (
      select coalesce(inside.id, earliest.id) as id,
             coalesce(inside.publication_date, earliest.publication_date) as publication_date
    ) iss
    cross join lateral (
      select case coalesce(li.unit, 'FLAT')
        when 'CPM' then 25 + floor(d.quantity * 40) * 25
        when 'MM' then (1 + floor(d.quantity * 4)) * (30 + floor(d.height * 12) * 10)
        when 'SPOTS' then 5 + floor(d.quantity * 36)
        when 'WEEKS' then 1 + floor(d.quantity * 4)
        when 'PIECES' then 5000 + floor(d.quantity * 56) * 1000
        else 1 + floor(d.quantity * 2) end::numeric as quantity
    ) q
    cross join lateral (
      select case
        when d.position_type = 'DIGITAL' then case
          when d.campaign_status = 'ARCHIVED' then case
            when d.status < 0.9 then 'FINISHED' when d.status < 0.95 then 'HIDDEN' else 'DELETED' end
          when d.campaign_status = 'PERFORMANCE' and d.end_date < ${today}::date then 'FINISHED'
          when d.campaign_status = 'PERFORMANCE' then case
            when d.status < 0.8 then 'RUNNING' when d.status < 0.88 then 'ISSUES'
            -- Started without being pushed yet: overdue work the push list marks.
            when d.status < 0.92 then 'READY_TO_PUSH'
            when d.status < 0.96 then 'READY' else 'PUSH_UPDATE' end
          when d.campaign_status in ('BOOKED', 'PREPAYMENT') then case
            when d.status < 0.25 then 'READY_TO_PUSH' when d.status < 0.45 then 'CREATIVE_PENDING'
            when d.status < 0.6 then 'CREATIVE_REQUESTED' when d.status < 0.7 then 'CREATIVE_RECEIVED'
            when d.status < 0.8 then 'PENDING_APPROVAL' else 'PENDING' end
          when d.campaign_status = 'OFFER_DENIED' then case when d.status < 0.7 then 'DECLINED' else 'DELETED' end
          else case when d.status < 0.7 then 'CREATIVE_PENDING' else 'PENDING' end
        end
        else case
          when d.campaign_status = 'ARCHIVED' then case
            when d.status < 0.92 then 'FINISHED'
            when d.position_type <> 'PRINT' then 'DELETED'
            when d.status < 0.96 then 'AUTO_HIDDEN' when d.status < 0.98 then 'MANUAL_HIDDEN' else 'DELETED' end
          when d.campaign_status = 'PERFORMANCE' and coalesce(iss.publication_date, d.end_date) < ${today}::date then 'FINISHED'
          when d.campaign_status in ('PERFORMANCE', 'BOOKED', 'PREPAYMENT') then case
            when d.status < 0.25 then 'READY_TO_PUSH' when d.status < 0.45 then 'CREATIVE_PENDING'
            when d.status < 0.6 then 'CREATIVE_REQUESTED' when d.status < 0.72 then 'CREATIVE_RECEIVED'
            when d.status < 0.82 and d.position_type = 'PRINT' then 'PROOFS' else 'READY' end
          when d.campaign_status = 'OFFER_DENIED' then 'DELETED'
          else 'CREATIVE_PENDING'
        end
      end as status
    ) st`;
  await sql`create temporary table seed_position as ${positionRows}`.execute(db);

  // 3. The campaigns, with their totals from their positions (deleted ones do not count):
  // gross at list price, the discounts, 15 % agency commission (BK) where an agency books,
  // VAT on the net after commission.
  // Both tables' keys and indexes set aside for the inserts (bulk.ts: 26 s → a few).
  await bulkLoad(db, ['campaign', 'campaign_position'], async () => {
    await sql`
      insert into campaign (id, company_id, campaign_type_id, name, advertiser_account_id, agency_account_id,
        invoicing_account_id, sales_user_id, brand_id, industry_id, status, start_date, end_date,
        offer_valid_until, language, currency, gross_total, discount_total, commission_total, net_total,
        vat_total, total, payment_status, customer_po, created_by_user_id, created_at, updated_at)
      select s.campaign_id, s.company_id, s.campaign_type_id,
             regexp_replace(s.advertiser_name, '\\s+(AG|SA|GmbH|Genossenschaft|Holding|Group|SE)\\y.*$', '') || ' ' ||
               (${themes}::text[])[1 + floor(pg_temp.rnd(s.n, 11) * ${THEMES.length})::int] || ' ' || extract(year from s.start_date),
             s.advertiser_id, s.agency_id, coalesce(s.agency_id, s.advertiser_id), s.sales_user_id,
             (select min(b.id) from brand b where b.account_id = s.advertiser_id),
             s.industry_id,
             -- The period spans its positions (a print issue found only after its end).
             s.status, least(s.start_date, coalesce(t.first_day, s.start_date)),
             greatest(s.end_date, coalesce(t.last_day, s.end_date)),
             case when s.status in ('OFFERED', 'ALTERNATE_QUOTE', 'DRAFT', 'PENDING_APPROVAL')
               then least(s.start_date - 1, ${today}::date + 21) end,
             case when s.country_code = 'CH' and pg_temp.rnd(s.n, 12) < 0.15 then 'fr' else 'de' end,
             s.currency,
             coalesce(t.gross, 0), coalesce(t.gross - t.net, 0), k.commission, coalesce(t.net, 0) - k.commission,
             round((coalesce(t.net, 0) - k.commission) * v.rate / 100, 2),
             coalesce(t.net, 0) - k.commission + round((coalesce(t.net, 0) - k.commission) * v.rate / 100, 2),
             case
               when s.status = 'ARCHIVED' then case
                 when pg_temp.rnd(s.n, 13) < 0.80 then 'PAID'
                 when pg_temp.rnd(s.n, 13) < 0.88 then 'CHARGED'
                 when pg_temp.rnd(s.n, 13) < 0.93 then 'FIRST_REMINDER'
                 when pg_temp.rnd(s.n, 13) < 0.955 then 'SECOND_REMINDER'
                 when pg_temp.rnd(s.n, 13) < 0.97 then 'THIRD_REMINDER'
                 when pg_temp.rnd(s.n, 13) < 0.978 then 'PERSONAL_CALL_REMINDER'
                 when pg_temp.rnd(s.n, 13) < 0.985 then 'PERSONAL_CALL_REQUESTED_REMINDER'
                 when pg_temp.rnd(s.n, 13) < 0.993 then 'COLLECTION_REMINDER'
                 else 'BAD_DEBT' end
               when s.status = 'PREPAYMENT' and pg_temp.rnd(s.n, 13) < 0.4 then 'PAID'
             end,
             case when pg_temp.rnd(s.n, 14) < 0.3 then 'PO-' || (4500000 + s.n) end,
             s.sales_user_id,
             -- Created before its start, and never after the day it is generated (issue 33).
             least((s.start_date - 10 - floor(pg_temp.rnd(s.n, 15) * 50)::int)::timestamp + interval '9 hours',
                   ${now}::timestamptz - interval '1 day' * (2 + floor(pg_temp.rnd(s.n, 15) * 20))),
             least((s.start_date - 10)::timestamp + interval '10 hours',
                   ${now}::timestamptz - interval '1 hour' * (1 + floor(pg_temp.rnd(s.n, 16) * 30)))
      from seed_campaign s
      left join (
        select campaign_id, round(sum(quantity * unit_list_price), 2) as gross, sum(net_amount) as net,
               min(start_date) as first_day, max(end_date) as last_day
        from seed_position where status <> 'DELETED' group by campaign_id
      ) t on t.campaign_id = s.campaign_id
      cross join lateral (
        select case when s.agency_id is not null then round(coalesce(t.net, 0) * 0.15, 2) else 0 end as commission
      ) k
      cross join lateral (select case when s.currency = 'CHF' then 8.10 else 0 end as rate) v`.execute(
      db,
    );
    await sql`
      insert into campaign_position (id, company_id, campaign_id, position_type, name, product_id, ad_medium_id,
        position_group_id, price_list_item_id, quantity, unit, unit_list_price, discount_percent, net_amount,
        currency, vat_rate, start_date, end_date, status, creative_status, hidden_mode,
        publication_issue_id, publication_date, broadcast_slot_id, created_at, updated_at, order_stage, discounts)
      select id, company_id, campaign_id, position_type, name, product_id, ad_medium_id,
        position_group_id, price_list_item_id, quantity, unit, unit_list_price, discount_percent, net_amount,
        currency, vat_rate, start_date, end_date, status, creative_status, hidden_mode,
        publication_issue_id, publication_date, broadcast_slot_id, created_at, created_at, order_stage,
        case when discount_percent > 0 then jsonb_build_array(jsonb_build_object('name', 'VOLUME',
          'percent', discount_percent, 'amount', round(quantity * unit_list_price * discount_percent / 100, 2)))
          else '[]'::jsonb end
      from seed_position order by id`.execute(db);
  });
  const written = Number(
    (await sql<{ n: string }>`select count(*) as n from seed_position`.execute(db)).rows[0]?.n ?? 0,
  );
  await sql`drop table if exists ${temporaryTables}`.execute(db);
  await sql`select setval(pg_get_serial_sequence('campaign', 'id'), (select max(id) from campaign))`.execute(
    db,
  );
  await sql`select setval(pg_get_serial_sequence('campaign_position', 'id'), (select max(id) from campaign_position))`.execute(
    db,
  );
  return { campaigns: campaignRows, positions: written };
}
