import { activeStamps, companyKey, inOrder, linkTable, list } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// The CRM (issue 20, apps/server/README.md "### CRM"): the thin account and contact of 0003
// grow into the records staff keep (address with canton, UID / VAT number, industry, language,
// sales owner, type, agency and broker, labels, credit limit, payment terms, a version for
// optimistic concurrency), and discounts and conversion trackers hang off the account.

// Frozen copies of the contracts' lists (packages/api/src/contracts/crm-records.ts).
const cantons = list([
  'AG',
  'AI',
  'AR',
  'BE',
  'BL',
  'BS',
  'FR',
  'GE',
  'GL',
  'GR',
  'JU',
  'LU',
  'NE',
  'NW',
  'OW',
  'SG',
  'SH',
  'SO',
  'SZ',
  'TG',
  'TI',
  'UR',
  'VD',
  'VS',
  'ZG',
  'ZH',
]);
const languages = list(['de', 'fr', 'it', 'en']);
const accountTypes = list(['ADVERTISER', 'AGENCY', 'MEDIA_AGENCY', 'BROKER', 'PARTNER']);
const legalForms = list([
  'AG',
  'GMBH',
  'SA',
  'SARL',
  'COOPERATIVE',
  'SOLE_PROPRIETORSHIP',
  'ASSOCIATION',
  'FOUNDATION',
  'PARTNERSHIP',
  'PUBLIC_BODY',
  'OTHER',
]);
const discountKinds = list([
  'VOLUME',
  'REPEAT',
  'ADVISORY_COMMISSION',
  'AGENCY_COMMISSION',
  'SPECIAL',
  'CUSTOM',
]);

/** What the lists' search looks through: contains-search by trigram index (pg_trgm). */
export const ACCOUNT_SEARCH_TEXT = `lower(name || ' ' || display_name || ' ' || coalesce(city, '') || ' ' || coalesce(uid_number, '') || ' ' || coalesce(email, ''))`;
export const CONTACT_SEARCH_TEXT = `lower(first_name || ' ' || last_name || ' ' || last_name || ' ' || first_name || ' ' || coalesce(email, '') || ' ' || coalesce(job_title, ''))`;

const statements = [
  // Trigram indexes serve a search for a part of a name (LIKE '%…%'); PostgreSQL ships the
  // extension in contrib (trusted: a database owner may create it), PGlite loads it.
  `create extension if not exists pg_trgm`,
  // Industries from the free text the accounts carried, then the reference in its place.
  `insert into industry (company_id, name)
    select distinct on (company_id, lower(trim(industry))) company_id, trim(industry)
    from account
    where industry is not null and length(trim(industry)) between 1 and 100
    order by company_id, lower(trim(industry)), trim(industry)
    on conflict do nothing`,
  `alter table account add column industry_id integer references industry (id)`,
  `update account a set industry_id = i.id
    from industry i
    where i.company_id = a.company_id and lower(i.name) = lower(trim(a.industry))`,
  `alter table account drop column industry`,
  `alter table account
    add column legal_form text check (legal_form in (${legalForms})),
    add column account_type text not null default 'ADVERTISER' check (account_type in (${accountTypes})),
    add column canton char(2) check (canton in (${cantons})),
    add column uid_number text check (length(uid_number) between 1 and 30),
    add column language char(2) not null default 'de' check (language in (${languages})),
    add column agency_account_id integer references account (id),
    add column broker_account_id integer references account (id),
    add column credit_limit numeric(14, 2) check (credit_limit >= 0),
    add column credit_currency char(3) check (credit_currency in ('CHF', 'EUR')),
    add column payment_terms_days integer not null default 30
      check (payment_terms_days between 0 and 365),
    add column version integer not null default 0,
    add column updated_at timestamptz not null default now(),
    add constraint account_canton_ch check (canton is null or country_code = 'CH'),
    add constraint account_credit_currency check ((credit_limit is null) = (credit_currency is null)),
    add constraint account_not_own_agency check (agency_account_id <> id and broker_account_id <> id)`,
  // The list: sorted by name (a plain btree serves ORDER BY lower(name); the text_pattern_ops
  // index of 0003 serves only the prefix search), by owner, country, industry, and the duplicate
  // check's UID and town.
  `create index account_name_sort_idx on account (company_id, lower(name), id)`,
  `create index account_owner_idx on account (company_id, sales_user_id, lower(name), id)`,
  `create index account_country_idx on account (company_id, country_code, lower(name), id)`,
  `create index account_industry_idx on account (company_id, industry_id)`,
  `create index account_updated_idx on account (company_id, updated_at, id)`,
  `create index account_search_idx on account using gin ((${ACCOUNT_SEARCH_TEXT}) gin_trgm_ops)`,
  `create index account_uid_idx on account (company_id, uid_number) where uid_number is not null`,
  `create index account_city_idx on account (company_id, lower(city))`,
  `create index account_agency_idx on account (agency_account_id) where agency_account_id is not null`,
  `create index account_broker_idx on account (broker_account_id) where broker_account_id is not null`,
  linkTable('account_label', ['account_id', 'account'], ['label_id', 'label']),
  `create index account_label_label_idx on account_label (label_id, account_id)`,

  `alter table contact
    add column salutation text not null default 'NONE' check (salutation in ('MR', 'MS', 'NONE')),
    add column language char(2) not null default 'de' check (language in (${languages})),
    add column mail_status text not null default 'NONE' check (mail_status in ('NONE', 'SENT', 'BOUNCED')),
    add column version integer not null default 0,
    add column updated_at timestamptz not null default now()`,
  `create index contact_name_sort_idx on contact (company_id, lower(last_name), id)`,
  `create index contact_email_idx on contact (company_id, lower(email), id)`,
  `create index contact_updated_idx on contact (company_id, updated_at, id)`,
  `create index contact_search_idx on contact using gin ((${CONTACT_SEARCH_TEXT}) gin_trgm_ops)`,
  linkTable('contact_label', ['contact_id', 'contact'], ['label_id', 'label']),
  `create index contact_label_label_idx on contact_label (label_id, contact_id)`,

  `create table discount (
    ${companyKey}
    account_id integer not null references account (id),
    ad_medium_id integer references ad_medium (id),
    product_id integer references product (id),
    kind text not null check (kind in (${discountKinds})),
    percentage numeric(5, 2) not null check (percentage between 0 and 100),
    valid_from date not null,
    valid_to date,
    note text check (length(note) <= 500),
    ${activeStamps},
    check (valid_to is null or valid_to >= valid_from)
  )`,
  `create index discount_account_idx on discount (account_id, valid_from desc, id)`,
  `create index discount_company_idx on discount (company_id, valid_from desc, id)`,

  `create table conversion_tracker (
    ${companyKey}
    account_id integer not null references account (id),
    name text not null check (length(name) between 1 and 100),
    kind text not null check (kind in ('VIEW', 'CLICK', 'HYBRID')),
    delivery text not null check (delivery in ('PIXEL', 'POSTBACK')),
    url text not null check (length(url) between 1 and 2000 and url ~ '^https://'),
    events text[] not null default '{}',
    post_click_days integer not null default 30 check (post_click_days between 1 and 90),
    post_view_days integer not null default 1 check (post_view_days between 0 and 30),
    ${activeStamps}
  )`,
  `create unique index conversion_tracker_name_idx on conversion_tracker (account_id, lower(name))`,
  `create index conversion_tracker_company_idx on conversion_tracker (company_id, account_id)`,
];

export const up = inOrder(statements);
