import { companyKey, inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
const statements = [
  `create table company (
    id integer generated always as identity primary key,
    company_uuid uuid not null unique,
    name text not null,
    company_role text check (company_role in ('ADMIN', 'AGENCY', 'PUBLISHER', 'WORKFLOW', 'CONTEXTUAL', 'SEMANTIQ')),
    country_code char(2) not null check (country_code in ('CH', 'AT', 'DE')),
    created_at timestamptz not null default now()
  )`,
  `create index company_name_idx on company (lower(name))`,
  `create table app_user (
    ${companyKey}
    email text not null unique check (email = lower(email)),
    first_name text not null,
    last_name text not null,
    user_role text,
    permissions text[] not null default '{}',
    password_hash text,
    activated_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create index app_user_company_idx on app_user (company_id)`,
  `create index app_user_permissions_idx on app_user using gin (permissions)`,
  `create table session_token (
    token_hash text primary key,
    user_id integer not null references app_user (id) on delete cascade,
    created_at timestamptz not null default now(),
    last_used_at timestamptz not null,
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  `create index session_token_user_idx on session_token (user_id)`,
  `create table sign_in_failure (
    id integer generated always as identity primary key,
    email text not null,
    remote_address text not null,
    failed_at timestamptz not null default now()
  )`,
  `create index sign_in_failure_email_idx on sign_in_failure (email, failed_at)`,
  `create index sign_in_failure_address_idx on sign_in_failure (remote_address, failed_at)`,
  `create table account_hash (
    hash_digest text primary key,
    user_id integer not null references app_user (id) on delete cascade,
    purpose text not null check (purpose in ('RESTORE_PASSWORD', 'ACTIVATE_ACCOUNT')),
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create table mail_outbox (
    id integer generated always as identity primary key,
    recipient text not null,
    template text not null,
    subject text not null,
    body text not null,
    created_at timestamptz not null default now(),
    sent_at timestamptz
  )`,
  `create index mail_outbox_recipient_idx on mail_outbox (recipient, created_at)`,
  `create table creative (
    ${companyKey}
    name text not null,
    status text not null check (status in ('MISSING', 'REQUESTED', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'APPEARED', 'ERROR')),
    created_at timestamptz not null default now()
  )`,
  `create index creative_status_idx on creative (status)`,
  `create table order_comment (
    ${companyKey}
    author_user_id integer not null references app_user (id),
    message text not null,
    created_at timestamptz not null default now(),
    read_at timestamptz
  )`,
  `create index order_comment_unread_idx on order_comment (created_at) where read_at is null`,
  `create table incident (
    id integer generated always as identity primary key,
    name text not null,
    status text not null check (status in ('investigating', 'identified', 'monitoring', 'resolved')),
    created_at timestamptz not null default now(),
    resolved_at timestamptz
  )`,
];

export const up = inOrder(statements);
