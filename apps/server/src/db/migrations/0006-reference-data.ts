import { activeStamps, companyKey, inOrder, namedTable } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// The reference data the commercial core, the administration and the orders all point at, so
// that each of them can build on it (apps/server/README.md, "Domain model"): websites of the
// publisher companies, industries, brands of an account, ad media and the base row of a
// product. Each area adds its own columns and detail tables in later migrations.
const statements = [
  `create table website (
    ${companyKey}
    publisher_company_id integer references company (id),
    name text not null check (length(name) between 1 and 100),
    domain text not null check (domain ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'
      and length(domain) <= 253),
    ads_txt_state text not null default 'UNKNOWN'
      check (ads_txt_state in ('UNKNOWN', 'OK', 'MISSING_LINES', 'NOT_FOUND')),
    ads_txt_checked_at timestamptz,
    ${activeStamps}
  )`,
  `create unique index website_domain_idx on website (company_id, domain)`,
  `create index website_publisher_idx on website (publisher_company_id)`,
  ...namedTable(
    'industry',
    `iab_code text check (length(iab_code) between 1 and 20)`,
    `competitive_exclusion boolean not null default false`,
  ),
  `create table brand (
    ${companyKey}
    account_id integer not null references account (id),
    name text not null check (length(name) between 1 and 100),
    ${activeStamps}
  )`,
  `create unique index brand_name_idx on brand (account_id, lower(name))`,
  `create index brand_company_idx on brand (company_id, lower(name))`,
  `create table ad_medium (
    ${companyKey}
    media_type text not null
      check (media_type in ('DIGITAL', 'PRINT', 'RADIO', 'TV', 'POS', 'ANALOG', 'NEWSLETTER')),
    name text not null check (length(name) between 1 and 100),
    publisher_company_id integer references company (id),
    website_id integer references website (id),
    ${activeStamps}
  )`,
  `create unique index ad_medium_name_idx on ad_medium (company_id, media_type, lower(name))`,
  `create table product (
    ${companyKey}
    ad_medium_id integer not null references ad_medium (id),
    media_type text not null
      check (media_type in ('DIGITAL', 'PRINT', 'RADIO', 'TV', 'POS', 'ANALOG', 'NEWSLETTER')),
    name text not null check (length(name) between 1 and 100),
    code text check (length(code) between 1 and 40),
    self_bookable boolean not null default false,
    ${activeStamps}
  )`,
  `create unique index product_name_idx on product (ad_medium_id, lower(name))`,
  `create index product_company_idx on product (company_id, media_type)`,
];

export const up = inOrder(statements);
