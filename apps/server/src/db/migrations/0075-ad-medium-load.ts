import { inOrder, statementTriggers } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 44's benchmark (booking v2's window, 1,000 ad media × 52 weeks, p95 ≤ 300 ms): summing
// every position-day of the window at each request took 493.6 ms p95 on a quiet machine. The
// media's load is kept here by the positions' own writes, in their transaction (statement
// triggers over the changed rows, as `report_position_month`, 0074):
// - `ad_medium_day_load`: per company, ad medium and day, the live positions that run on it,
//   booked (BOOKED, PREPAYMENT, RUNNING) and offered (OFFERED, DRAFTS, APPROVALS); a position
//   counts on every day from its start to its end unless it is deleted or its campaign archived
//   (the stages are contracts' BOOKED_STAGES and OFFERED_STAGES, as of this migration);
// - `ad_medium_week_load`: per company, ad medium and week (its Monday), the days' sums and the
//   busiest day, recomputed from the days for every week a change touched.
// A row exists only while a position counts in it. The booking calendar and booking v2's
// timeline read their window from these by range (services/orders/booking-calendar.ts).
// An update counts only when it changes what the load reads (company, medium, dates, stage or
// deletion), so a price or quantity change writes nothing here.
const booked = `order_stage in ('BOOKED', 'PREPAYMENT', 'RUNNING')`;
const counted = `status <> 'DELETED'
  and order_stage in ('BOOKED', 'PREPAYMENT', 'RUNNING', 'OFFERED', 'DRAFTS', 'APPROVALS')`;
/** What the load reads of a position (an update that changes none of it is left out). */
const loadKey = (row: string) =>
  `(${row}.company_id, ${row}.ad_medium_id, ${row}.start_date, ${row}.end_date,
    ${row}.status = 'DELETED', ${row}.order_stage)`;

/** The counted positions of a transition table with their sign: added (1) or taken away (-1). */
const part = (rows: string, sign: 1 | -1) => `select company_id, ad_medium_id, start_date,
    end_date, case when ${booked} then ${sign} else 0 end as booked,
    case when ${booked} then 0 else ${sign} end as offered
  from ${rows} where ${counted}`;
/** An update's changed rows, old or new (joined by id, the load's key differing). */
const changed = (side: 'o' | 'n') => `(select ${side}.* from old_rows o join new_rows n using (id)
  where ${loadKey('o')} is distinct from ${loadKey('n')})`;
/** The change's counted positions per event (0079 recomputes the weeks from the same). */
export const deltaOf = {
  insert: part('new_rows', 1),
  update: `${part(changed('n'), 1)} union all ${part(changed('o'), -1)}`,
  delete: part('old_rows', -1),
};

/** Adds a change's position-days to the days and removes the days it left empty (0079 too). */
export const applyDays = (delta: string) => `with delta as (${delta}), days as (
    select company_id, ad_medium_id, day::date as day, sum(booked) as booked,
      sum(offered) as offered
    from delta cross join lateral generate_series(start_date::timestamp, end_date::timestamp, interval '1 day') day
    group by 1, 2, 3
    having sum(booked) <> 0 or sum(offered) <> 0
  )
  insert into ad_medium_day_load as l (company_id, ad_medium_id, day, booked, offered)
  select company_id, ad_medium_id, day, booked, offered from days
  on conflict (company_id, ad_medium_id, day) do update set
    booked = l.booked + excluded.booked, offered = l.offered + excluded.offered;
  delete from ad_medium_day_load where booked = 0 and offered = 0;`;

/**
 * Adds a change's position-days to the days, removes the days it left empty, then recomputes
 * every week it touched from its days (and removes the weeks left empty).
 */
const apply = (delta: string) => `${applyDays(delta)}
  with delta as (${delta}), weeks as (
    select distinct company_id, ad_medium_id, week::date as week
    from delta cross join lateral generate_series(date_trunc('week', start_date::timestamp),
      end_date::timestamp, interval '7 days') week
  )
  insert into ad_medium_week_load as w (company_id, ad_medium_id, week, booked, offered, peak)
  select t.company_id, t.ad_medium_id, t.week, coalesce(sum(d.booked), 0),
    coalesce(sum(d.offered), 0), coalesce(max(d.booked + d.offered), 0)
  from weeks t
  left join ad_medium_day_load d on d.company_id = t.company_id
    and d.ad_medium_id = t.ad_medium_id and d.day between t.week and t.week + 6
  group by 1, 2, 3
  on conflict (company_id, ad_medium_id, week) do update set
    booked = excluded.booked, offered = excluded.offered, peak = excluded.peak;
  delete from ad_medium_week_load where peak = 0;`;

const statements = [
  `create table ad_medium_day_load (
    company_id integer not null references company (id),
    ad_medium_id integer not null,
    day date not null,
    booked integer not null,
    offered integer not null,
    primary key (company_id, ad_medium_id, day)
  )`,
  `create table ad_medium_week_load (
    company_id integer not null references company (id),
    ad_medium_id integer not null,
    week date not null,
    booked integer not null,
    offered integer not null,
    peak integer not null,
    primary key (company_id, ad_medium_id, week)
  )`,
  // Normally empty: the days and weeks a change left without positions, removed at once.
  `create index ad_medium_day_load_empty_idx on ad_medium_day_load (company_id)
    where booked = 0 and offered = 0`,
  `create index ad_medium_week_load_empty_idx on ad_medium_week_load (company_id)
    where peak = 0`,
  `insert into ad_medium_day_load (company_id, ad_medium_id, day, booked, offered)
    select company_id, ad_medium_id, day::date, count(*) filter (where ${booked}),
      count(*) filter (where not (${booked}))
    from campaign_position
    cross join lateral generate_series(start_date::timestamp, end_date::timestamp, interval '1 day') day
    where ${counted}
    group by 1, 2, 3`,
  `insert into ad_medium_week_load (company_id, ad_medium_id, week, booked, offered, peak)
    select company_id, ad_medium_id, date_trunc('week', day::timestamp)::date, sum(booked),
      sum(offered), max(booked + offered)
    from ad_medium_day_load group by 1, 2, 3`,
  ...statementTriggers('ad_medium_load', 'campaign_position', (event) => apply(deltaOf[event])),
];

export const up = inOrder(statements);
