import { activeStamps, auditColumns, companyKey, inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// The administration (issue 21; spec 1 §2.2, §2.3): what users and companies need beyond the
// identity tables of 0001, the sub-entities of a company's tabs, and one audit trail of every
// change to a user, a company or what a company may grant (apps/server/README.md,
// "Administration"). The audit is a table of its own, not the account timeline's activities:
// those belong to an account of the acting company and are read by sales staff; these belong to
// users and companies of every company and are read by administrators.
const statements = [
  // Users: language, an optional company role narrower than their company's, deactivation
  // instead of deletion, optimistic concurrency, last sign-in.
  `alter table app_user
    add column language text not null default 'de' check (language in ('de', 'en', 'fr', 'it')),
    add column company_role text
      check (company_role in ('ADMIN', 'AGENCY', 'PUBLISHER', 'WORKFLOW', 'CONTEXTUAL', 'SEMANTIQ')),
    add column active boolean not null default true,
    add column deactivated_at timestamptz,
    add column version integer not null default 0,
    add column updated_at timestamptz not null default now(),
    add column last_sign_in_at timestamptz`,
  `alter table app_user add constraint app_user_names_check
    check (length(first_name) between 1 and 100 and length(last_name) between 1 and 100)`,
  `create index app_user_name_idx on app_user (lower(last_name), lower(first_name))`,
  // Companies: address, VAT / UID number, optimistic concurrency.
  `alter table company
    add column street text check (length(street) between 1 and 200),
    add column postal_code text check (postal_code ~ '^[0-9]{4,5}$'),
    add column city text check (length(city) between 1 and 100),
    add column vat_number text check (length(vat_number) between 1 and 30),
    add column version integer not null default 0,
    add column updated_at timestamptz not null default now()`,
  `alter table company add constraint company_name_check check (length(name) between 1 and 200)`,
  // A buying or selling seat of the company on a programmatic platform.
  `create table programmatic_seat (
    ${companyKey}
    platform text not null check (platform in ('XANDR', 'GOOGLE', 'DV360', 'TTD', 'OTHER')),
    seat_id text not null check (seat_id ~ '^[A-Za-z0-9._-]{1,64}$'),
    name text not null check (length(name) between 1 and 100),
    seat_role text not null check (seat_role in ('BUYER', 'SELLER')),
    ${activeStamps}
  )`,
  // A seat id is unique only within its platform (a Xandr buyer seat within its DSP).
  `create unique index programmatic_seat_idx on programmatic_seat (company_id, platform, seat_id)`,
  // The roles a company's company administrators may grant: their ceiling.
  `create table company_permission (
    company_id integer not null references company (id),
    role text not null check (role ~ '^[A-Z_]{2,40}$'),
    created_at timestamptz not null default now(),
    primary key (company_id, role)
  )`,
  // A mailbox whose mails are synchronised into the CRM (Twenty's message channel).
  `create table email_sync_channel (
    ${companyKey}
    handle text not null check (handle = lower(handle) and length(handle) between 3 and 254),
    provider text not null check (provider in ('GOOGLE', 'MICROSOFT', 'IMAP')),
    visibility text not null default 'METADATA'
      check (visibility in ('METADATA', 'SUBJECT', 'SHARE_EVERYTHING')),
    contact_auto_creation text not null default 'SENT'
      check (contact_auto_creation in ('NONE', 'SENT', 'SENT_AND_RECEIVED')),
    exclude_group_emails boolean not null default true,
    exclude_non_professional_emails boolean not null default true,
    sync_status text not null default 'NOT_SYNCED'
      check (sync_status in ('NOT_SYNCED', 'ONGOING', 'ACTIVE', 'FAILED_INSUFFICIENT_PERMISSIONS', 'FAILED_UNKNOWN')),
    last_synced_at timestamptz,
    ${activeStamps}
  )`,
  `create unique index email_sync_channel_handle_idx on email_sync_channel (company_id, handle)`,
  // Who changed which field of which user, company or company sub-entity, from what to what.
  `create table admin_audit (
    ${companyKey}
    entity_type text not null
      check (entity_type in ('USER', 'COMPANY', 'COMPANY_PERMISSION', 'PROGRAMMATIC_SEAT', 'EMAIL_SYNC_CHANNEL')),
    ${auditColumns}
  )`,
  `create index admin_audit_entity_idx on admin_audit (entity_type, entity_id, changed_at desc, id desc)`,
  `create index admin_audit_company_idx on admin_audit (company_id, changed_at desc)`,
];

export const up = inOrder(statements);
