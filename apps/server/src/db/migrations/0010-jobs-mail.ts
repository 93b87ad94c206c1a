import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Background jobs and the mail outbox (spec 1 §2.3; apps/server/README.md, "Background jobs").
// pg-boss keeps its own queue tables in the `pgboss` schema and creates them itself when the
// server starts; these are ours beside them: what a run of a job is (who started it, its
// parameters, its state for the batch screens), its items (each done once: a retry skips the
// items already done) and its log. The outbox of migration 0001 gains the state of a real
// transport, a language, an HTML body, attachments and the record a mail is about.
const statements = [
  `create table job_run (
    id integer generated always as identity primary key,
    kind text not null check (kind ~ '^[a-z][a-z0-9.-]{0,59}$'),
    runtime text not null default 'INTERNAL' check (runtime in ('INTERNAL', 'SCHEDULED')),
    state text not null default 'QUEUED'
      check (state in ('QUEUED', 'RUNNING', 'RETRYING', 'COMPLETED', 'FAILED')),
    boss_job_id text,
    company_id integer references company (id),
    started_by_user_id integer references app_user (id),
    parameters jsonb not null default '{}',
    attempts integer not null default 0,
    max_attempts integer not null default 1,
    last_error text,
    result text,
    created_at timestamptz not null default now(),
    started_at timestamptz,
    finished_at timestamptz,
    updated_at timestamptz not null default now()
  )`,
  `create index job_run_created_idx on job_run (created_at desc, id desc)`,
  `create index job_run_state_idx on job_run (state, kind)`,
  `create index job_run_starter_idx on job_run (started_by_user_id)`,
  `create index job_run_boss_job_idx on job_run (boss_job_id)`,
  `create table job_item (
    id integer generated always as identity primary key,
    job_run_id integer not null references job_run (id) on delete cascade,
    item_key text not null,
    label text not null,
    state text not null default 'PENDING' check (state in ('PENDING', 'DONE', 'FAILED')),
    attempts integer not null default 0,
    message text,
    done_at timestamptz,
    unique (job_run_id, item_key)
  )`,
  `create table job_log (
    id integer generated always as identity primary key,
    job_run_id integer not null references job_run (id) on delete cascade,
    attempt integer not null,
    level text not null check (level in ('INFO', 'WARN', 'ERROR')),
    message text not null,
    created_at timestamptz not null default now()
  )`,
  `create index job_log_run_idx on job_log (job_run_id, attempt, id)`,
  `alter table mail_outbox
    add column state text not null default 'QUEUED'
      check (state in ('QUEUED', 'SENT', 'FAILED', 'BOUNCED')),
    add column language text not null default 'de' check (language in ('de', 'en', 'fr', 'it')),
    add column html_body text,
    add column related_type text,
    add column related_id integer,
    add column attempts integer not null default 0,
    add column last_error text,
    add column bounced_at timestamptz,
    add column updated_at timestamptz not null default now()`,
  // What was marked sent before the transport existed stays sent.
  `update mail_outbox set state = 'SENT' where sent_at is not null`,
  `create index mail_outbox_state_idx on mail_outbox (state, created_at)`,
  `create index mail_outbox_created_idx on mail_outbox (created_at desc, id desc)`,
  `create index mail_outbox_related_idx on mail_outbox (related_type, related_id)`,
  `create table mail_attachment (
    id integer generated always as identity primary key,
    mail_id integer not null references mail_outbox (id) on delete cascade,
    file_name text not null check (length(file_name) between 1 and 255),
    content_type text not null,
    content bytea not null,
    created_at timestamptz not null default now()
  )`,
  `create index mail_attachment_mail_idx on mail_attachment (mail_id)`,
];

export const up = inOrder(statements);
