import { activeStamps, companyKey, inOrder, list } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Yaleo, the recommended-content engine (issue 42; DOMAIN §8; apps/server/src/services/yaleo/
// README.md): the crawler configuration is the Semantiq domain of 0050 with its path rules (one
// crawler, one crawl job), recommendation algorithms, placements v1 (a CSS selector and a
// layout) and v2 (a page area by path pattern, with sponsored slots), the below-the-article
// (BTA) feed, the collected widget events that feed popularity, and one settings row per company.
const STRATEGIES = ['RECENCY', 'POPULARITY', 'CONTEXTUAL', 'MIX'];
const LAYOUTS = ['GRID', 'LIST', 'CAROUSEL'];
const POSITIONS = ['BELOW_ARTICLE', 'IN_ARTICLE', 'SIDEBAR', 'END_OF_PAGE'];
const EVENT_KINDS = ['IMPRESSION', 'VIEW', 'CLICK'];

const statements = [
  `alter table semantiq_domain add column path_rules jsonb not null default '[]'`,

  `create table yaleo_algorithm (
    ${companyKey}
    name text not null check (length(name) between 1 and 100),
    strategy text not null check (strategy in (${list(STRATEGIES)})),
    recency_weight integer not null default 0 check (recency_weight between 0 and 100),
    popularity_weight integer not null default 0 check (popularity_weight between 0 and 100),
    contextual_weight integer not null default 0 check (contextual_weight between 0 and 100),
    max_age_days integer check (max_age_days between 1 and 3650),
    same_language boolean not null default true,
    ${activeStamps}
  )`,
  `create unique index yaleo_algorithm_name_idx on yaleo_algorithm (company_id, lower(name))`,

  `create table yaleo_placement (
    ${companyKey}
    name text not null check (length(name) between 1 and 100),
    domain_id integer not null references semantiq_domain (id),
    algorithm_id integer not null references yaleo_algorithm (id),
    selector text not null check (length(selector) between 1 and 200),
    layout text not null check (layout in (${list(LAYOUTS)})),
    item_count integer not null check (item_count between 1 and 24),
    heading text not null default '' check (length(heading) <= 100),
    ${activeStamps}
  )`,
  `create unique index yaleo_placement_name_idx on yaleo_placement (company_id, lower(name))`,

  `create table yaleo_placement_v2 (
    ${companyKey}
    name text not null check (length(name) between 1 and 100),
    domain_id integer not null references semantiq_domain (id),
    algorithm_id integer not null references yaleo_algorithm (id),
    path_pattern text not null check (path_pattern ~ '^/[^\\s]*$'),
    position text not null check (position in (${list(POSITIONS)})),
    item_count integer not null check (item_count between 1 and 24),
    sponsored_slots integer not null default 0 check (sponsored_slots between 0 and item_count),
    lazy_load boolean not null default true,
    ${activeStamps}
  )`,
  `create unique index yaleo_placement_v2_name_idx on yaleo_placement_v2 (company_id, lower(name))`,

  `create table yaleo_feed (
    ${companyKey}
    name text not null check (length(name) between 1 and 100),
    domain_id integer not null references semantiq_domain (id),
    algorithm_id integer not null references yaleo_algorithm (id),
    page_size integer not null check (page_size between 1 and 50),
    max_pages integer not null check (max_pages between 1 and 20),
    sponsored_every integer check (sponsored_every between 2 and 50),
    ${activeStamps}
  )`,
  `create unique index yaleo_feed_name_idx on yaleo_feed (company_id, lower(name))`,

  // The events the widget collects (one row each): what was shown, seen and clicked, where.
  `create table yaleo_event (
    id bigint generated always as identity primary key,
    company_id integer not null references company (id),
    kind text not null check (kind in (${list(EVENT_KINDS)})),
    article_id integer not null references crawled_article (id) on delete cascade,
    placement text not null check (length(placement) between 1 and 100),
    page_url text not null check (length(page_url) <= 2000),
    at timestamptz not null default now()
  )`,
  `create index yaleo_event_at_idx on yaleo_event (company_id, at desc, id desc)`,
  `create index yaleo_event_article_idx on yaleo_event (company_id, article_id, kind)`,

  `create table yaleo_settings (
    ${companyKey}
    recommend_pending boolean not null default false,
    max_article_age_days integer check (max_article_age_days between 1 and 3650),
    excluded_paths text[] not null default '{}' check (cardinality(excluded_paths) <= 50),
    languages text[] not null default '{}',
    open_in_new_tab boolean not null default false,
    utm_source text not null default 'yaleo' check (length(utm_source) <= 40),
    ${activeStamps}
  )`,
  `create unique index yaleo_settings_company_idx on yaleo_settings (company_id)`,
];

export const up = inOrder(statements);
