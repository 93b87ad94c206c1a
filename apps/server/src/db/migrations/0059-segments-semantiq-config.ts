import { activeStamps, companyKey, inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 42, second part (apps/server/src/services/targeting/README.md and semantiq/README.md):
// the ad server's segments and the visitor segments that feed them (ADMIN), a Semantiq
// customer's configurations (tenants) and the IAB audiences it offers.
const statements = [
  // Xandr's segment (DOMAIN §8): a short name, a code unique per member (here: per company, in
  // any case), the advertiser it belongs to (none: every advertiser's), its expiry in minutes
  // (0: never; at most 180 days).
  `create table audience_segment (
    ${companyKey}
    name text not null check (length(name) between 1 and 100),
    code text not null check (code ~ '^[A-Za-z0-9_.-]{1,50}$'),
    advertiser_id integer references account (id),
    expire_minutes integer not null default 0 check (expire_minutes between 0 and 259200),
    ${activeStamps}
  )`,
  `create unique index audience_segment_code_idx on audience_segment (company_id, lower(code))`,

  // The rules that put a visitor into a segment: [{urlPattern, referrerPattern, minVisits,
  // lookbackDays}], at least one.
  `create table visitor_segment (
    ${companyKey}
    name text not null check (length(name) between 1 and 100),
    segment_id integer not null references audience_segment (id),
    rules jsonb not null check (jsonb_typeof(rules) = 'array' and jsonb_array_length(rules) between 1 and 20),
    ${activeStamps}
  )`,
  `create unique index visitor_segment_name_idx on visitor_segment (company_id, lower(name))`,
  `create index visitor_segment_segment_idx on visitor_segment (segment_id)`,

  // A Semantiq tenant: its ID for the tag, the domains it classifies, the key-values it sends.
  `create table semantiq_config (
    ${companyKey}
    name text not null check (length(name) between 1 and 100),
    tenant_id text not null check (tenant_id ~ '^[a-z0-9][a-z0-9-]{2,39}$'),
    domain_ids integer[] not null default '{}',
    categories_key text not null,
    max_categories integer not null default 3 check (max_categories between 1 and 10),
    keywords_key text not null,
    max_keywords integer not null default 10 check (max_keywords between 0 and 50),
    languages text[] not null default '{}',
    refresh_minutes integer not null default 60 check (refresh_minutes between 5 and 1440),
    ${activeStamps}
  )`,
  `create unique index semantiq_config_name_idx on semantiq_config (company_id, lower(name))`,
  `create unique index semantiq_config_tenant_idx on semantiq_config (company_id, tenant_id)`,

  // The IAB audiences (Audience Taxonomy 1.1, shipped as data) a company offers: a row each.
  `create table iab_audience_choice (
    company_id integer not null references company (id),
    audience_id integer not null check (audience_id > 0),
    enabled_at timestamptz not null default now(),
    enabled_by_user_id integer references app_user (id),
    primary key (company_id, audience_id)
  )`,
];

export const up = inOrder(statements);
