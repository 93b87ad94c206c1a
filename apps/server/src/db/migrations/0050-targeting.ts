import { activeStamps, companyKey, inOrder, list, timestamps } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Targeting, Semantiq and the crawler (issue 42; DOMAIN §8, DOMAIN2 §6;
// apps/server/src/services/targeting/README.md): the ad server's key-value keys with their
// values, keyword configurations per website (URL rules and default values), the domains a
// Semantiq customer has analysed, each crawl of a domain with its per-page results, the crawled
// articles (classified into the IAB Content Taxonomy, waiting for the admin's approval) and the
// custom audiences built from categories and keywords.
const KEY_TYPES = ['PREDEFINED', 'FREEFORM'];
const CRAWL_STATUSES = ['PENDING', 'CRAWLING', 'OK', 'BLOCKED', 'FAILED'];
const RUN_STATES = ['RUNNING', 'DONE', 'FAILED'];
const PAGE_OUTCOMES = ['NEW', 'FETCHED', 'ROBOTS', 'NON_CANONICAL', 'ERROR'];
const ARTICLE_STATUSES = ['PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'HIDDEN'];
const AUDIENCE_STATUSES = ['DRAFT', 'ACTIVE', 'ARCHIVED'];

const statements = [
  // GAM's key rules (DOMAIN2 §6.1) also as constraints: ≤ 20 characters, no leading digit, no
  // space; values ≤ 40 characters each (the reserved characters are the contracts' rule).
  `create table targeting_key (
    ${companyKey}
    name text not null check (name ~ '^[^0-9\\s][^\\s]{0,19}$'),
    display_name text not null check (length(display_name) between 1 and 100),
    key_type text not null check (key_type in (${list(KEY_TYPES)})),
    reportable boolean not null default false,
    "values" text[] not null default '{}' check (cardinality("values") <= 100000),
    ${activeStamps}
  )`,
  // Keys are case-insensitive at the ad server.
  `create unique index targeting_key_name_idx on targeting_key (company_id, lower(name))`,

  `create table keyword_config (
    ${companyKey}
    name text not null check (length(name) between 1 and 100),
    website_id integer references website (id),
    rules jsonb not null default '[]',
    default_values jsonb not null default '[]',
    ${activeStamps}
  )`,
  `create unique index keyword_config_name_idx on keyword_config (company_id, lower(name))`,

  `create table semantiq_domain (
    ${companyKey}
    domain text not null check (length(domain) between 1 and 253),
    start_url text not null check (start_url ~ '^https?://'),
    crawl_status text not null default 'PENDING' check (crawl_status in (${list(CRAWL_STATUSES)})),
    pages_indexed integer not null default 0,
    last_crawled_at timestamptz,
    ${activeStamps}
  )`,
  `create unique index semantiq_domain_url_idx on semantiq_domain (company_id, lower(start_url))`,

  `create table crawl_run (
    ${companyKey}
    domain_id integer not null references semantiq_domain (id) on delete cascade,
    job_run_id integer,
    state text not null default 'RUNNING' check (state in (${list(RUN_STATES)})),
    pages_planned integer not null default 0,
    pages_fetched integer not null default 0,
    skipped_robots integer not null default 0,
    skipped_non_canonical integer not null default 0,
    errors integer not null default 0,
    articles_new integer not null default 0,
    crawl_delay_ms integer not null default 0,
    started_by_user_id integer references app_user (id),
    started_at timestamptz not null default now(),
    finished_at timestamptz
  )`,
  `create index crawl_run_domain_idx on crawl_run (company_id, domain_id, started_at desc, id)`,

  // One row per page of a run: what the crawler did with it and why (a retry finds it again).
  `create table crawl_page (
    id integer generated always as identity primary key,
    company_id integer not null references company (id),
    run_id integer not null references crawl_run (id) on delete cascade,
    url text not null,
    outcome text not null check (outcome in (${list(PAGE_OUTCOMES)})),
    http_status integer,
    detail text,
    at timestamptz not null default now(),
    unique (run_id, url)
  )`,

  `create table crawled_article (
    ${companyKey}
    domain_id integer not null references semantiq_domain (id) on delete cascade,
    url text not null,
    title text not null,
    image_url text,
    published_at timestamptz,
    language text not null,
    excerpt text not null default '',
    word_count integer not null default 0,
    categories text[] not null default '{}',
    keywords text[] not null default '{}',
    status text not null default 'PENDING_APPROVAL' check (status in (${list(ARTICLE_STATUSES)})),
    first_run_id integer references crawl_run (id) on delete set null,
    ${timestamps}
  )`,
  `create unique index crawled_article_url_idx on crawled_article (company_id, url)`,
  `create index crawled_article_status_idx on crawled_article (status, created_at, id)`,
  `create index crawled_article_domain_idx on crawled_article (company_id, domain_id, id)`,

  `create table custom_audience (
    ${companyKey}
    name text not null check (length(name) between 1 and 100),
    categories text[] not null default '{}',
    keywords text[] not null default '{}',
    languages text[] not null default '{}',
    threshold integer not null default 1 check (threshold between 1 and 10),
    status text not null default 'DRAFT' check (status in (${list(AUDIENCE_STATUSES)})),
    output_key text not null,
    output_value text not null,
    ${activeStamps}
  )`,
  `create unique index custom_audience_name_idx on custom_audience (company_id, lower(name))`,
];

export const up = inOrder(statements);
