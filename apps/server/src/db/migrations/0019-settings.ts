import { activeStamps, auditColumns, companyKey, inOrder, timestamps } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// The settings staff maintain (issue 28; spec 1 §2.12; apps/server/README.md, "Settings"):
// what the catalogue tables of 0006 and 0008 lack to be edited through the list kit (a version
// and timestamps on price-list items), the company's own settings (mails, PDF footer, payment
// details, PDF styles with the logo, document types), coop weeks, partner branches, the
// programmatic mappings of websites and placements, the data imports, and one audit trail of
// every settings change.
const statements = [
  `alter table price_list_item
    add column active boolean not null default true,
    add column version integer not null default 0,
    add column created_at timestamptz not null default now(),
    add column updated_at timestamptz not null default now()`,
  // One row per company: created on its first save, read with defaults before.
  `create table company_settings (
    company_id integer primary key references company (id),
    sender_name text check (length(sender_name) between 1 and 100),
    sender_email text check (length(sender_email) between 3 and 254),
    reply_to_email text check (length(reply_to_email) between 3 and 254),
    bcc_email text check (length(bcc_email) between 3 and 254),
    offer_mail_subject text check (length(offer_mail_subject) between 1 and 200),
    pdf_footer text check (length(pdf_footer) between 1 and 500),
    account_holder text check (length(account_holder) between 1 and 100),
    iban text check (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
    qr_iban text check (qr_iban ~ '^(CH|LI)[0-9]{2}[A-Z0-9]{17}$'),
    qr_reference_type text check (qr_reference_type in ('QRR', 'SCOR', 'NON')),
    bic text check (bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
    accent_colour text check (accent_colour ~ '^#[0-9a-f]{6}$'),
    text_colour text check (text_colour ~ '^#[0-9a-f]{6}$'),
    logo bytea,
    logo_content_type text check (logo_content_type in ('image/png', 'image/jpeg')),
    logo_file_name text,
    pdf_types jsonb not null default '{}',
    ${timestamps},
    check ((logo is null) = (logo_content_type is null))
  )`,
  `create table coop_week (
    ${companyKey}
    year integer not null check (year between 2000 and 2100),
    week integer not null check (week between 1 and 53),
    starts_on date not null,
    ends_on date not null,
    name text not null check (length(name) between 1 and 100),
    ${activeStamps},
    check (ends_on >= starts_on)
  )`,
  `create unique index coop_week_idx on coop_week (company_id, year, week)`,
  // A partner's branch (Filiale) that sells or displays the company's products.
  `create table partner_filial (
    ${companyKey}
    partner_name text not null check (length(partner_name) between 1 and 100),
    name text not null check (length(name) between 1 and 100),
    branch_number text not null check (branch_number ~ '^[A-Za-z0-9-]{1,20}$'),
    street text check (length(street) between 1 and 200),
    postal_code text not null check (postal_code ~ '^[0-9]{4,5}$'),
    city text not null check (length(city) between 1 and 100),
    ${activeStamps}
  )`,
  `create unique index partner_filial_number_idx on partner_filial (company_id, lower(partner_name), lower(branch_number))`,
  // Our website (and optionally one of its placements) as an external system knows it.
  `create table programmatic_mapping (
    ${companyKey}
    system text not null check (system in ('ADSENSE', 'XANDR', 'GOOGLE', 'ADOMIK', 'PASSENDO')),
    website_id integer not null references website (id),
    placement_id integer references website_placement (id),
    external_id text not null check (length(external_id) between 1 and 200),
    note text check (length(note) between 1 and 200),
    ${activeStamps}
  )`,
  `create unique index programmatic_mapping_external_idx on programmatic_mapping (company_id, system, lower(external_id))`,
  `create unique index programmatic_mapping_target_idx on programmatic_mapping (company_id, system, website_id, coalesce(placement_id, 0))`,
  // An uploaded import file, its column mapping and the checked rows' outcome.
  `create table data_import (
    ${companyKey}
    kind text not null check (kind in ('ACCOUNTS', 'CONTACTS', 'PRODUCTS')),
    file_name text not null check (length(file_name) between 1 and 255),
    content bytea not null,
    headers text[] not null,
    row_count integer not null check (row_count >= 0),
    mapping jsonb,
    state text not null default 'UPLOADED'
      check (state in ('UPLOADED', 'CHECKED', 'IMPORTING', 'DONE', 'FAILED')),
    valid_rows integer,
    invalid_rows integer,
    imported_rows integer,
    job_run_id integer references job_run (id),
    created_by_user_id integer references app_user (id),
    ${timestamps}
  )`,
  `create index data_import_company_idx on data_import (company_id, created_at desc)`,
  // Who changed which field of which settings record, from what to what.
  `create table settings_audit (
    ${companyKey}
    entity_type text not null check (entity_type ~ '^[A-Z_]{2,40}$'),
    ${auditColumns}
  )`,
  `create index settings_audit_entity_idx on settings_audit (entity_type, entity_id, changed_at desc, id desc)`,
];

export const up = inOrder(statements);
