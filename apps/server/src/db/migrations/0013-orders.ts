import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// The orders (issue 22; apps/server/README.md "Orders"):
// - Each position carries its campaign's order stage (the status tab of spec 3 §3 its
//   campaign's status falls in), kept by triggers, so a positions tab is one index range
//   sorted by date (`campaign_position_tab_*_idx`) instead of a join to the campaigns.
// - The positions per company, medium and stage are counted in `order_position_count`, kept by
//   statement triggers (one upsert per statement, however many rows it writes), so the tabs'
//   counts of an unfiltered list read a dozen rows instead of counting a million.
// - A position keeps the discounts it was priced with (snapshot) and its manual discount.
// - Capacity per ad medium (positions per day, for print per issue) for the conflict check,
//   the booking calendar and the forecast; the payment statuses a campaign reached, with dates.

const statements = [
  // The stage of a campaign status: one table, the same as ORDER_TAB_STATUSES of the contracts
  // (UNFINISHED is DRAFTS and APPROVALS together, ALL every stage).
  `create function order_stage(status text) returns text language sql immutable parallel safe as $$
    select case status
      when 'DRAFT' then 'DRAFTS'
      when 'PENDING_APPROVAL' then 'APPROVALS'
      when 'OFFERED' then 'OFFERED'
      when 'ALTERNATE_QUOTE' then 'OFFERED'
      when 'PREPAYMENT' then 'PREPAYMENT'
      when 'BOOKED' then 'BOOKED'
      when 'PERFORMANCE' then 'RUNNING'
      when 'ARCHIVED' then 'ARCHIVED'
      when 'OFFER_DENIED' then 'ARCHIVED'
    end $$`,
  `alter table campaign_position
    add column order_stage text,
    add column discounts jsonb not null default '[]',
    add column manual_discount_percent numeric(5, 2) not null default 0
      check (manual_discount_percent between 0 and 100)`,
  `update campaign_position p set order_stage = order_stage(c.status)
    from campaign c where c.id = p.campaign_id`,
  `alter table campaign_position alter column order_stage set not null,
    add constraint campaign_position_stage check (order_stage in
      ('DRAFTS', 'APPROVALS', 'OFFERED', 'PREPAYMENT', 'BOOKED', 'RUNNING', 'ARCHIVED'))`,
  // A new position takes its campaign's stage unless the insert says it (the seed does).
  `create function campaign_position_stage() returns trigger language plpgsql as $$
    begin
      if new.order_stage is null then
        select order_stage(c.status) into new.order_stage from campaign c where c.id = new.campaign_id;
      end if;
      return new;
    end $$`,
  `create trigger campaign_position_stage_trg before insert on campaign_position
    for each row execute function campaign_position_stage()`,
  `create function campaign_stage_follows() returns trigger language plpgsql as $$
    begin
      update campaign_position set order_stage = order_stage(new.status)
        where campaign_id = new.id and order_stage is distinct from order_stage(new.status);
      return null;
    end $$`,
  `create trigger campaign_stage_follows_trg after update of status on campaign
    for each row when (old.status is distinct from new.status)
    execute function campaign_stage_follows()`,

  // The position lists: a stage tab sorted by start or end date (spec 3 §2.1), and ALL by start.
  `create index campaign_position_tab_start_idx on campaign_position (company_id, position_type, order_stage, start_date, id)`,
  `create index campaign_position_tab_end_idx on campaign_position (company_id, position_type, order_stage, end_date, id)`,
  `create index campaign_position_type_start_idx on campaign_position (company_id, position_type, start_date, id)`,
  // A medium's positions of a tab by either date (the lists' ad medium filter; its capped
  // counts read the first index alone, which carries the company and type), and the positions
  // of a medium that are live on a day (conflicts, calendar, forecast: stages other than
  // ARCHIVED by end date).
  `create index campaign_position_medium_tab_idx on campaign_position (ad_medium_id, order_stage, start_date, id)
    include (company_id, position_type)`,
  `create index campaign_position_medium_tab_end_idx on campaign_position (ad_medium_id, order_stage, end_date, id)`,
  // The campaigns list's search for a part of a name (trigram; PGlite loads pg_trgm, 0007).
  `create index campaign_search_trgm_idx on campaign using gin (search_name gin_trgm_ops)`,

  // --- The tab counts ---
  `create table order_position_count (
    company_id integer not null references company (id),
    position_type text not null,
    order_stage text not null,
    n bigint not null,
    primary key (company_id, position_type, order_stage)
  )`,
  `insert into order_position_count (company_id, position_type, order_stage, n)
    select company_id, position_type, order_stage, count(*) from campaign_position
    group by company_id, position_type, order_stage`,
  `create function order_position_count_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('INSERT', 'UPDATE') then
        insert into order_position_count as c (company_id, position_type, order_stage, n)
          select company_id, position_type, order_stage, count(*) from new_rows
          group by company_id, position_type, order_stage
          on conflict (company_id, position_type, order_stage) do update set n = c.n + excluded.n;
      end if;
      if tg_op in ('DELETE', 'UPDATE') then
        update order_position_count c set n = c.n - o.n
          from (select company_id, position_type, order_stage, count(*) as n from old_rows
                group by company_id, position_type, order_stage) o
          where c.company_id = o.company_id and c.position_type = o.position_type
            and c.order_stage = o.order_stage;
      end if;
      return null;
    end $$`,
  `create trigger order_position_count_insert after insert on campaign_position
    referencing new table as new_rows for each statement execute function order_position_count_apply()`,
  `create trigger order_position_count_update after update on campaign_position
    referencing old table as old_rows new table as new_rows
    for each statement execute function order_position_count_apply()`,
  `create trigger order_position_count_delete after delete on campaign_position
    referencing old table as old_rows for each statement execute function order_position_count_apply()`,

  // --- Capacity: how many positions an ad medium takes a day (print: per issue). ---
  `create table ad_medium_capacity (
    ad_medium_id integer primary key references ad_medium (id) on delete cascade,
    company_id integer not null references company (id),
    positions_per_day integer not null check (positions_per_day between 1 and 1000000),
    version integer not null default 0,
    updated_at timestamptz not null default now()
  )`,
  `create index ad_medium_capacity_company_idx on ad_medium_capacity (company_id)`,

  // --- Payment: each payment status a campaign reached and the day (spec 3 §3 constants). ---
  `create table campaign_payment_event (
    id integer generated always as identity primary key,
    company_id integer not null,
    campaign_id integer not null,
    status text not null check (status in ('CHARGED', 'PAID', 'FIRST_REMINDER', 'SECOND_REMINDER',
      'THIRD_REMINDER', 'PERSONAL_CALL_REMINDER', 'PERSONAL_CALL_REQUESTED_REMINDER',
      'COLLECTION_REMINDER', 'BAD_DEBT')),
    occurred_on date not null,
    note text check (length(note) <= 500),
    recorded_by_user_id integer references app_user (id),
    created_at timestamptz not null default now(),
    foreign key (company_id, campaign_id) references campaign (company_id, id) on delete cascade
  )`,
  `create index campaign_payment_event_campaign_idx on campaign_payment_event (campaign_id, occurred_on, id)`,
];

export const up = inOrder(statements);
