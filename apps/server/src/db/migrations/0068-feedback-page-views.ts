import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 44: the feedback widget's messages (with an optional PNG screenshot of the screen), the
// page views counted per day, route pattern and hashed user (no id, no other personal data), and
// a user's choice to count in none.
const statements = [
  `create table feedback (
    id serial primary key,
    company_id integer not null references company (id),
    user_id integer not null references app_user (id),
    message text not null,
    page text not null,
    build text not null,
    screenshot bytea,
    created_at timestamptz not null default now()
  )`,
  `create index feedback_created_idx on feedback (created_at desc, id desc)`,
  `create table page_view_day (
    day date not null,
    route text not null,
    user_hash text not null,
    views integer not null default 1,
    primary key (day, route, user_hash)
  )`,
  `alter table app_user add column page_views_opt_out boolean not null default false`,
  // The key users' ids are hashed with: made once per database, never sent anywhere, so a
  // forwarded or stored hash cannot be turned back into an id by trying every number.
  `create table page_view_key (key text not null)`,
  `insert into page_view_key (key) values (md5(random()::text || clock_timestamp()::text) || md5(random()::text || clock_timestamp()::text))`,
];

export const up = inOrder(statements);
