import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { campaignTotalsOf } from '../services/orders/campaign-writes.ts';
import { isoDay, SELF_BOOKING_COMPANY } from './catalogue-data.ts';
import { DAY } from './random.ts';

// What the demo catalogue (catalogue.ts) adds around its generated campaigns: the named
// campaigns the sales seed's history points at, the self-booking customer's own account, and
// what the orders need (capacities, payment events, campaigns waiting for approval).

/** The totals of the named campaigns from their positions, as the generated ones have them. */
async function updateTotals(db: Db, positions: RawBuilder<boolean>): Promise<void> {
  await sql`
    update campaign c set ${campaignTotalsOf}
    from (
      select p.campaign_id, round(sum(p.quantity * p.unit_list_price), 2) as gross, sum(p.net_amount) as net,
             case when min(k.agency_account_id) is not null then round(sum(p.net_amount) * 0.15, 2) else 0 end as commission,
             case when min(k.currency) = 'CHF' then 8.10 else 0 end as rate
      from campaign_position p join campaign k on k.id = p.campaign_id
      where p.status <> 'DELETED' and ${positions}
      group by p.campaign_id
    ) t
    where t.campaign_id = c.id`.execute(db);
}

/**
 * The campaigns the seeded activities and position history of the sales seed name (ids 5001,
 * 5002, 6001–6006), with the positions that history names and that were not deleted, so that
 * the history's key to its campaign holds and its links lead somewhere.
 */
export async function seedNamedCampaigns(db: Db, now: Date): Promise<void> {
  const year = now.getUTCFullYear();
  const named = [
    [5001, 'Werbeagentur Muster GmbH', `Frühlingskampagne ${year}`],
    [5002, 'Werbeagentur Muster GmbH', `Sommerkampagne ${year}`],
    [6001, 'Adconsole Sales', `Frühlingskampagne ${year}`],
    [6002, 'Adconsole Sales', `Sommerkampagne ${year}`],
    [6003, 'Adconsole Sales', `Herbstaktion ${year}`],
    [6004, 'Adconsole Sales', `Weihnachtskampagne ${year}`],
    [6005, 'Adconsole Sales', `Jubiläumskampagne ${year}`],
    [6006, 'Adconsole Sales', `Markteinführung ${year}`],
  ] as const;
  const start = isoDay(new Date(now.getTime() + 30 * DAY));
  const end = isoDay(new Date(now.getTime() + 58 * DAY));
  for (const [id, company, name] of named) {
    await sql`
      insert into campaign (id, company_id, campaign_type_id, name, advertiser_account_id, invoicing_account_id,
        sales_user_id, status, start_date, end_date, currency, created_by_user_id)
      select ${id}, c.id, t.id, ${name}, a.id, a.id,
             (select min(u.id) from app_user u where u.company_id = c.id and ('SALES' = any(u.permissions) or 'BOOK_CAMPAIGNS' = any(u.permissions))),
             'BOOKED', ${start}::date, ${end}::date, 'CHF',
             (select min(u.id) from app_user u where u.company_id = c.id)
      from company c
      join campaign_type t on t.company_id = c.id and t.code = 'CROSSMEDIA'
      join lateral (select min(id) as id from account where company_id = c.id) a on a.id is not null
      where c.name = ${company}`.execute(db);
  }
  // A campaign of the agency that runs today, whatever the day (issue 33: statuses follow the
  // dates, so the random ones may hold none on the small data): its overview, payment and
  // history are what an agency user opens first.
  await sql`
    insert into campaign (id, company_id, campaign_type_id, name, advertiser_account_id, invoicing_account_id,
      sales_user_id, status, start_date, end_date, currency, created_by_user_id, created_at, updated_at)
    select 5003, c.id, t.id, ${`Dauerpräsenz ${year}`}, a.id, a.id,
           (select min(u.id) from app_user u where u.company_id = c.id and ('SALES' = any(u.permissions) or 'BOOK_CAMPAIGNS' = any(u.permissions))),
           'PERFORMANCE', ${isoDay(new Date(now.getTime() - 14 * DAY))}::date,
           ${isoDay(new Date(now.getTime() + 45 * DAY))}::date, 'CHF',
           (select min(u.id) from app_user u where u.company_id = c.id),
           ${new Date(now.getTime() - 30 * DAY)}, ${new Date(now.getTime() - 14 * DAY)}
    from company c
    join campaign_type t on t.company_id = c.id and t.code = 'CROSSMEDIA'
    join lateral (select min(id) as id from account where company_id = c.id) a on a.id is not null
    where c.name = 'Werbeagentur Muster GmbH'`.execute(db);
  // The positions the history names: id, campaign, type, name, the medium's product.
  const positions = [
    [50011, 5001, 'DIGITAL', 'Rectangle auf der Startseite', 'Rectangle Tagblatt Online'],
    [50012, 5001, 'PRINT', 'Inserat ½ Seite Zürcher Tagblatt', '1/2 Seite quer'],
    [50021, 5002, 'RADIO', 'Spot 20 s Radio Zürisee', 'Spot 20 s Morgen 06–09'],
    [50022, 5002, 'POS', 'Plakat F12 Hauptbahnhof', 'Screen-Slot 10 s national'],
    [60011, 6001, 'DIGITAL', 'Halfpage Ad Romandie', 'Halfpage Léman Info'],
  ] as const;
  for (const [id, campaignId, type, name, productName] of positions) {
    await sql`
      insert into campaign_position (id, company_id, campaign_id, position_type, name, product_id, ad_medium_id,
        price_list_item_id, quantity, unit, unit_list_price, discount_percent, net_amount, currency, vat_rate,
        start_date, end_date, status, creative_status, hidden_mode, publication_issue_id, publication_date)
      select ${id}, c.company_id, c.id, ${type}, ${name}, p.id, p.ad_medium_id, li.id, 1, li.unit, li.list_price, 0,
             li.list_price, 'CHF', 8.10, coalesce(iss.publication_date, c.start_date), coalesce(iss.publication_date, c.end_date),
             ${type === 'DIGITAL' ? 'READY_TO_PUSH' : 'CREATIVE_PENDING'}, 'MISSING',
             ${type === 'PRINT' ? 'NONE' : null}, iss.id, iss.publication_date
      from campaign c
      join lateral (select min(id) as id from product where company_id = c.company_id and name = ${productName}) pp on pp.id is not null
      join product p on p.id = pp.id
      join lateral (
        select pli.id, pli.unit, pli.list_price from price_list_item pli join price_list pl on pl.id = pli.price_list_id
        where pli.product_id = p.id and pl.currency = 'CHF' and pl.channel = 'STANDARD' and pli.valid_from <= c.start_date
        order by pli.valid_from desc limit 1
      ) li on true
      left join lateral (
        select i.id, i.publication_date from publication_issue i
        where ${type} = 'PRINT' and i.ad_medium_id = p.ad_medium_id and i.publication_date >= c.start_date
        order by i.publication_date limit 1
      ) iss on true
      where c.id = ${campaignId}`.execute(db);
  }
  await updateTotals(db, sql`p.campaign_id < 10000`);
  // Generated rows continue above the named ones.
  await sql`select setval(pg_get_serial_sequence('campaign', 'id'), greatest((select max(id) from campaign), 10000))`.execute(
    db,
  );
  await sql`select setval(pg_get_serial_sequence('campaign_position', 'id'), greatest((select max(id) from campaign_position), 100000))`.execute(
    db,
  );
}

/**
 * The self-booking customer (issue 22): its own account (the one it books for) and only the
 * self-bookable campaign types (it sells nothing else to itself).
 */
export async function seedSelfBookingCustomer(
  db: Db,
  companyId: number | undefined,
): Promise<void> {
  if (companyId === undefined) return;
  await sql`
    insert into account (company_id, name, display_name, street, postal_code, city, country_code, language, account_type, email, phone)
    select ${companyId}, ${SELF_BOOKING_COMPANY}, ${`${SELF_BOOKING_COMPANY}, Thun`}, 'Bälliz 42', '3600', 'Thun', 'CH', 'de',
           'ADVERTISER', 'marketing@baeckerei-beispiel.example', '+41 33 222 41 10'
    where not exists (select 1 from account where company_id = ${companyId} and name = ${SELF_BOOKING_COMPANY})`.execute(
    db,
  );
  await sql`update campaign_type set active = self_bookable where company_id = ${companyId}`.execute(
    db,
  );
}

/**
 * What the orders add to the generated campaigns (issue 22): each ad medium's capacity (a
 * quarter above its average load, so the busiest days of the calendar run over), the dates of
 * each campaign's payment statuses, and campaigns waiting for approval for the self-booking
 * and agency personas (the staff APPROVALS tab and the customer's UNFINISHED tab show them).
 */
export async function seedOrderExtras(
  db: Db,
  now: Date,
  approvalCompanies: readonly (number | undefined)[],
): Promise<void> {
  const today = isoDay(now);
  await sql`
    insert into ad_medium_capacity (ad_medium_id, company_id, positions_per_day)
    select m.id, m.company_id,
           greatest(case m.media_type when 'PRINT' then 12 when 'DIGITAL' then 20 when 'NEWSLETTER' then 4
                      when 'RADIO' then 24 when 'TV' then 12 when 'POS' then 8 else 6 end,
                    ceil(coalesce(l.load, 0) * 1.25))::int
    from ad_medium m
    left join (
      select p.ad_medium_id,
             case when min(p.position_type) = 'PRINT'
               then count(*)::numeric / greatest(count(distinct p.start_date), 1)
               else sum(p.end_date - p.start_date + 1)::numeric
                 / greatest(max(p.end_date) - min(p.start_date) + 1, 1) end as load
      from campaign_position p
      where p.status <> 'DELETED'
      group by p.ad_medium_id
    ) l on l.ad_medium_id = m.id
    where exists (select 1 from product pr where pr.ad_medium_id = m.id)
    on conflict (ad_medium_id) do nothing`.execute(db);
  await sql`
    insert into campaign_payment_event (company_id, campaign_id, status, occurred_on, note)
    select c.company_id, c.id, s.status,
           case when c.status = 'PREPAYMENT' then c.start_date - 21 + s.rank * 7
                else c.end_date + s.days end,
           case when s.status = 'BAD_DEBT' then 'Inkasso erfolglos, Forderung ausgebucht' end
    from campaign c
    join (values ('CHARGED', 3, 0), ('PAID', 31, 1), ('FIRST_REMINDER', 43, 2),
                 ('SECOND_REMINDER', 58, 3), ('THIRD_REMINDER', 73, 4),
                 ('PERSONAL_CALL_REMINDER', 80, 5), ('PERSONAL_CALL_REQUESTED_REMINDER', 87, 6),
                 ('COLLECTION_REMINDER', 101, 7), ('BAD_DEBT', 161, 8)) as s(status, days, rank)
      on true
    join (values ('CHARGED', 0), ('PAID', 1), ('FIRST_REMINDER', 2), ('SECOND_REMINDER', 3),
                 ('THIRD_REMINDER', 4), ('PERSONAL_CALL_REMINDER', 5),
                 ('PERSONAL_CALL_REQUESTED_REMINDER', 6), ('COLLECTION_REMINDER', 7),
                 ('BAD_DEBT', 8)) as r(status, rank)
      on r.status = c.payment_status
    where c.payment_status is not null
      and (s.rank = 0 or (r.rank = 1 and s.rank = 1) or (r.rank >= 2 and s.rank between 2 and r.rank))
      and not exists (select 1 from campaign_payment_event e where e.campaign_id = c.id)`.execute(
    db,
  );
  for (const companyId of approvalCompanies) {
    if (companyId === undefined) continue;
    await sql`
      update campaign set status = 'PENDING_APPROVAL', offer_valid_until = least(start_date - 1, ${today}::date + 21)
      where id in (
        select id from campaign
        where company_id = ${companyId} and start_date > ${today}::date + 7
          and status in ('DRAFT', 'OFFERED', 'BOOKED') and payment_status is null
        order by status = 'BOOKED', id limit 3)`.execute(db);
    // A booked one taken back to approval has no position ready to push any more (issue 37):
    // its positions wait for their creatives, as a draft's do.
    await sql`
      update campaign_position p set status = 'CREATIVE_PENDING', creative_status = 'MISSING'
      from campaign c
      where c.id = p.campaign_id and c.company_id = ${companyId} and c.status = 'PENDING_APPROVAL'
        and p.status not in ('DELETED', 'CREATIVE_PENDING', 'PENDING')`.execute(db);
  }
}
