import { companyKey, inOrder, list, timestamps } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Business intelligence (issue 43; DOMAIN §10, DOMAIN2 §7): report templates (a type, a name and
// the definition the builder made: catalogue ids only, checked by the contracts), shared in the
// company, each with an optional schedule (weekly or monthly at a Zurich time of day, mailed
// always or only when its flag holds), and the log of the schedule's runs (sent or skipped).

const types = list(['campaign', 'position', 'invoice', 'delivery']);
const outcomes = list(['SENT', 'SKIPPED', 'FAILED']);

const statements = [
  `create table report_template (
    ${companyKey}
    type text not null check (type in (${types})),
    name text not null check (length(name) between 1 and 120),
    definition jsonb not null,
    schedule jsonb,
    next_run_at timestamptz,
    owner_user_id integer references app_user (id),
    ${timestamps},
    check ((schedule is null) = (next_run_at is null))
  )`,
  `create unique index report_template_name_idx on report_template (company_id, type, lower(name))`,
  `create index report_template_due_idx on report_template (next_run_at) where next_run_at is not null`,
  `create table report_run (
    ${companyKey}
    template_id integer not null references report_template (id) on delete cascade,
    at timestamptz not null default now(),
    as_of date not null,
    outcome text not null check (outcome in (${outcomes})),
    row_count integer not null default 0 check (row_count >= 0),
    recipients text[] not null default '{}',
    mail_ids integer[] not null default '{}',
    message text
  )`,
  `create index report_run_template_idx on report_run (template_id, at desc, id desc)`,
];

export const up = inOrder(statements);
