import { applyDays, deltaOf } from './0075-ad-medium-load.ts';
import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// The week recompute of 0075's statement triggers joined the touched weeks to the medium's days
// on (company, medium) with `day between week and week + 6` as a filter. With the template's
// statistics PostgreSQL chose a hash join on the two keys: every touched week met every day of
// its medium, so a position moved to end in 2099 (about 3,900 weeks of 27,000 days) ran its
// update for more than a minute (orders.test in stop 57's CI, 60 s timeout). Here each week reads
// its seven days by the day table's primary key (a lateral query per week), whatever the plan's
// estimates: the same rows, at most seven a week. The days' part (`applyDays`) and the changes'
// positions (`deltaOf`) are 0075's.
const apply = (delta: string) => `${applyDays(delta)}
  with delta as (${delta}), weeks as (
    select distinct company_id, ad_medium_id, week::date as week
    from delta cross join lateral generate_series(date_trunc('week', start_date::timestamp),
      end_date::timestamp, interval '7 days') week
  )
  insert into ad_medium_week_load as w (company_id, ad_medium_id, week, booked, offered, peak)
  select t.company_id, t.ad_medium_id, t.week, coalesce(s.booked, 0), coalesce(s.offered, 0),
    coalesce(s.peak, 0)
  from weeks t cross join lateral (
    select sum(d.booked) as booked, sum(d.offered) as offered, max(d.booked + d.offered) as peak
    from ad_medium_day_load d
    where d.company_id = t.company_id and d.ad_medium_id = t.ad_medium_id
      and d.day between t.week and t.week + 6
  ) s
  on conflict (company_id, ad_medium_id, week) do update set
    booked = excluded.booked, offered = excluded.offered, peak = excluded.peak;
  delete from ad_medium_week_load where peak = 0;`;

export const up = inOrder(
  (['insert', 'update', 'delete'] as const).map(
    (event) => `create or replace function ad_medium_load_${event}() returns trigger
      language plpgsql as $$
      begin
        ${apply(deltaOf[event])}
        return null;
      end $$`,
  ),
);
