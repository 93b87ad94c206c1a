import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { bulkLoad } from './bulk.ts';

// The history of the demo campaigns and their positions (issue 37: on the full data every
// campaign's history tab was empty). Written into the tables the app writes, with the app's
// entries (services/orders/campaign-history.ts, campaign-writes.ts, position-dates.ts):
// - the campaign's tab (activity, CAMPAIGN_FIELD_CHANGED): created as a draft by its sales
//   person, the offer sent (or submitted for approval), the customer's answer (booked, an
//   alternative quote, declined), the prepayment asked for, the start (by the system, at the
//   start day, as the daily job moves it) and the archiving some days after the end;
// - its positions (CAMPAIGN_POSITION_FIELD_CHANGED and campaign_position_history): each added
//   while the draft was made (in the position history only: 150,000 entries in the campaign's
//   tab cost seconds of the first start and bury its moves), a discount given on some before
//   the offer (the net amount with it), and the positions deleted before the customer's answer.
// Every date lies between the campaign's creation and today, in the order of the moves, on the
// campaign's own days. A campaign whose positions already have a history (the named ones of the
// sales seed) keeps it, and gets its status moves. Set-based, with the tables' keys and indexes set aside (bulk.ts).

/** A deterministic draw in [0, 1) of a row's id and a salt (the seed's other generators alike). */
const draw = (id: ReturnType<typeof sql.ref>, salt: number) =>
  sql`((hashint8(${id}::bigint * 7919 + ${salt}) & 2147483647)::double precision / 2147483648)`;

/**
 * A moment of a person's work: the day's 24 hours mapped onto 07:00–16:00 UTC (office hours in
 * Zurich), to the minute. The map keeps the order of the moments it maps.
 */
const workTime = (at: RawBuilder<unknown>) =>
  sql`date_trunc('minute', date_trunc('day', ${at}) + interval '7 hours' + (${at} - date_trunc('day', ${at})) * 0.375)`;

/** The history type of a position's medium, as the app writes it (campaign-writes.ts). */
const historyType = sql`case p.position_type when 'POS' then 'POINT_OF_SALE'
  when 'ANALOG' then 'UNADDRESSED_MAILING' else p.position_type end`;

export async function seedCampaignHistory(db: Db, now: Date): Promise<number> {
  const id = sql.ref('c.id');
  // 1. Each campaign's moments: made, offered, answered, prepayment or start, archived.
  await sql`drop table if exists seed_story, seed_story_position`.execute(db);
  await sql`
    create temporary table seed_story as
    select c.id, c.company_id, c.name, c.status, c.start_date, c.end_date,
           coalesce(c.created_by_user_id, c.sales_user_id) as creator,
           coalesce(c.sales_user_id, c.created_by_user_id) as seller,
           -- Made at least ten days before its start and two weeks ago (a named campaign of the
           -- sales seed was made "now").
           least(c.created_at, c.start_date::timestamptz - interval '10 days 15 hours',
                 ${now}::timestamptz - interval '14 days') as made,
           ${draw(id, 1)} as r1, ${draw(id, 2)} as r2, ${draw(id, 3)} as r3,
           exists (select 1 from activity a where a.entity_id = c.id and a.entity_type = 'CAMPAIGN_UPDATE'
                     and a.activity_type = 'CAMPAIGN_FIELD_CHANGED') as has_tab,
           exists (select 1 from campaign_position_history h where h.campaign_id = c.id) as has_positions
    from campaign c`.execute(db);
  await sql`alter table seed_story add column span interval`.execute(db);
  await sql`update seed_story set span = greatest(least(start_date::timestamptz, ${now}::timestamptz) - made,
    interval '2 hours')`.execute(db);
  // The campaign's own creation is its history's first entry.
  await sql`update campaign c set created_at = s.made from seed_story s
    where s.id = c.id and c.created_at > s.made`.execute(db);
  await sql`
    alter table seed_story
      add column offered timestamptz, add column answered timestamptz,
      add column started timestamptz, add column archived timestamptz`.execute(db);
  await sql`
    update seed_story set
      -- Office hours may move a moment of today past now: never later than some hours ago.
      offered = least(${workTime(sql`made + span * (0.12 + 0.15 * r1)`)}, ${now}::timestamptz - interval '3 hours'),
      answered = least(${workTime(sql`made + span * (0.45 + 0.35 * r2)`)}, ${now}::timestamptz - interval '2 hours'),
      started = greatest(start_date::timestamptz + interval '5 minutes', made + span + interval '1 hour'),
      archived = end_date::timestamptz + interval '1 day' * (1 + floor(r3 * 12)) + interval '8 hours'
        + interval '1 minute' * floor(r1 * 420)`.execute(db);
  // Archived some days after the end, never before the start nor after today.
  await sql`update seed_story set started = least(greatest(started, answered + interval '1 hour'),
    ${now}::timestamptz - interval '1 hour')`.execute(db);
  await sql`update seed_story set archived = least(greatest(archived, started + interval '1 hour'),
    ${now}::timestamptz - interval '1 hour')`.execute(db);
  // 2. Each position's: added a few minutes apart while the draft was made.
  await sql`
    create temporary table seed_story_position as
    select p.id, p.campaign_id, p.company_id, p.name, ${historyType} as history_type, p.position_type,
           p.status, p.discount_percent, p.net_amount, round(p.quantity * p.unit_list_price, 2) as gross,
           p.end_date, s.status as campaign_status, s.name as campaign_name, s.creator, s.seller,
           s.made + interval '3 minutes' * row_number() over (partition by p.campaign_id order by p.id) as added,
           least(${workTime(sql`s.made + s.span * 0.1`)}, s.offered - interval '1 hour') as priced,
           s.answered, s.offered, s.archived,
           ${draw(sql.ref('p.id'), 4)} as r
    from campaign_position p join seed_story s on s.id = p.campaign_id
    where not s.has_positions`.execute(db);

  const events = sql`
    -- The campaign's status moves.
    select s.company_id, s.id as campaign_id, s.name as campaign_name, null::integer as position_id,
           null::text as position_name, null::text as history_type, e.at, e.user_id, 'status' as field,
           e.old_value, e.new_value, e.seq
    from seed_story s
    cross join lateral (values
      (1, s.made, s.creator, null, 'DRAFT'),
      (3, case when s.status <> 'DRAFT' then s.offered end, s.seller, 'DRAFT',
          case when s.status = 'PENDING_APPROVAL' then 'PENDING_APPROVAL' else 'OFFERED' end),
      (5, case when s.status not in ('DRAFT', 'PENDING_APPROVAL', 'OFFERED') then s.answered end, s.seller,
          'OFFERED', case when s.status in ('ALTERNATE_QUOTE', 'OFFER_DENIED') then s.status else 'BOOKED' end),
        (6, case when s.status = 'PREPAYMENT'
            then least(${workTime(sql`s.answered + (least(s.started, ${now}::timestamptz) - s.answered) / 2`)},
                       ${now}::timestamptz - interval '90 minutes') end,
          s.seller, 'BOOKED', 'PREPAYMENT'),
      (6, case when s.status in ('PERFORMANCE', 'ARCHIVED') then s.started end, null, 'BOOKED', 'PERFORMANCE'),
      (8, case when s.status = 'ARCHIVED' then s.archived end, s.seller, 'PERFORMANCE', 'ARCHIVED')
    ) as e(seq, at, user_id, old_value, new_value)
    where not s.has_tab and e.at is not null and e.at <= ${now}::timestamptz
    union all
    -- The positions: added, priced with a discount, deleted.
    select p.company_id, p.campaign_id, p.campaign_name, p.id, p.name, p.history_type, e.at, e.user_id,
           e.field, e.old_value, e.new_value, e.seq
    from seed_story_position p
    cross join lateral (values
      (2, p.added, p.creator, 'created', null, p.name),
      (2, case when p.discount_percent > 0 and p.r < 0.15 then p.priced end, p.creator,
          'discountPercent', '0.00', p.discount_percent::text),
      (2, case when p.discount_percent > 0 and p.r < 0.15 then p.priced end, p.creator,
          'netAmount', p.gross::text, p.net_amount::text),
      (4, case when p.status = 'DELETED' then least(${workTime(sql`p.offered + (p.answered - p.offered) / 2`)}, p.answered) end, p.seller,
          'deleted', p.name, null)
    ) as e(seq, at, user_id, field, old_value, new_value)
    where e.at is not null and e.at <= ${now}::timestamptz`;
  await sql`create temporary table seed_story_event as ${events}`.execute(db);

  const written = await bulkLoad(db, ['activity', 'campaign_position_history'], async () => {
    const campaign = await sql`
      insert into activity (company_id, entity_type, entity_id, entity_name, account_id, task_id,
        activity_type, title, message, activity_date, creation_date, creator_user_id,
        campaign_position_ids, key_values)
      select e.company_id,
             case when e.position_id is null then 'CAMPAIGN_UPDATE' else 'CAMPAIGN_POSITION_UPDATE' end,
             e.campaign_id, e.campaign_name, null, null,
             case when e.position_id is null then 'CAMPAIGN_FIELD_CHANGED' else 'CAMPAIGN_POSITION_FIELD_CHANGED' end,
             e.position_name,
             e.field || ': ' || coalesce(e.old_value, '–') || ' → ' || coalesce(e.new_value, '–'),
             e.at, e.at, e.user_id,
             case when e.position_id is null then '{}'::integer[] else array[e.position_id] end,
             jsonb_strip_nulls(jsonb_build_object('campaignId', e.campaign_id::text,
               'campaignPositionId', e.position_id::text, 'field', e.field))
               || jsonb_build_object('oldValue', e.old_value, 'newValue', e.new_value)
      from seed_story_event e
      -- The campaign's tab without the 150,000 "added" entries of the positions (the position
      -- history has them): its story reads as the moves and the price changes.
      where e.field <> 'created'
      order by e.at, e.seq, e.position_id nulls first`.execute(db);
    // The position history: added, changed (the discount, the end), deleted.
    const positions = await sql`
      insert into campaign_position_history (company_id, campaign_id, campaign_position_id,
        campaign_position_type, position_name, change_kind, field_name, old_value, new_value,
        changed_by_user_id, changed_at)
      select e.company_id, e.campaign_id, e.position_id, e.history_type, e.position_name,
             case e.field when 'created' then 'CREATE' when 'deleted' then 'DELETE' else 'UPDATE' end,
             case when e.field in ('created', 'deleted') then null else e.field end,
             case when e.field in ('created', 'deleted') then null else e.old_value end,
             case when e.field in ('created', 'deleted') then null else e.new_value end,
             e.user_id, e.at
      from seed_story_event e
      where e.position_id is not null
      order by e.at, e.seq, e.position_id`.execute(db);
    return Number(campaign.numAffectedRows ?? 0) + Number(positions.numAffectedRows ?? 0);
  });
  await sql`drop table seed_story, seed_story_position, seed_story_event`.execute(db);
  return written;
}
