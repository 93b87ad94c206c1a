import { companyKey, inOrder, list, timestamps } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Header tag (issue 41; apps/server/src/services/header-tag/README.md): a Prebid.js wrapper per
// website with its core settings and its tabs' lists (disable rules, dynamic placements, raw
// scripts) as JSON of the tag, its placements with each bidder's params, the company's bidder
// configurations, floor rules, and the published versions: each the generated configuration
// and the whole served file, never changed after the publish; the tag names the one it serves.
const BIDDER_CODES = ['appnexus', 'rubicon', 'ix', 'pubmatic', 'criteo', 'rixengine', 'algorix'];

const statements = [
  `create table header_tag (
    ${companyKey}
    website_id integer not null references website (id),
    name text not null check (length(name) between 1 and 200),
    settings jsonb not null,
    disable_rules jsonb not null default '[]',
    dynamic_placements jsonb not null default '[]',
    raw_scripts jsonb not null default '[]',
    live_version_id integer,
    ${timestamps}
  )`,
  // One tag per website: its file is served by the website's id.
  `create unique index header_tag_website_idx on header_tag (website_id)`,
  `create index header_tag_company_idx on header_tag (company_id, lower(name), id)`,

  `create table header_tag_bidder (
    ${companyKey}
    bidder_code text not null check (bidder_code in (${list(BIDDER_CODES)})),
    alias text check (alias ~ '^[A-Za-z][A-Za-z0-9_-]{0,39}$'),
    mode text not null check (mode in ('CLIENT', 'S2S')),
    cpm_adjustment_percent numeric(5, 2) not null default 0
      check (cpm_adjustment_percent between -50 and 50),
    storage_allowed boolean not null default true,
    user_sync boolean not null default true,
    gvl_id integer check (gvl_id between 1 and 5000),
    active boolean not null default true,
    ${timestamps}
  )`,
  // The name a bidder bids under is unique in the company: its alias, else its code.
  `create unique index header_tag_bidder_name_idx
    on header_tag_bidder (company_id, lower(coalesce(alias, bidder_code)))`,

  `create table header_tag_placement (
    ${companyKey}
    header_tag_id integer not null references header_tag (id) on delete cascade,
    code text not null check (code ~ '^[A-Za-z][A-Za-z0-9_-]{0,99}$'),
    name text not null check (length(name) between 1 and 200),
    media_type text not null check (media_type in ('BANNER', 'VIDEO')),
    sizes text[] not null,
    video jsonb,
    labels text[] not null default '{}',
    preload_group text,
    floor numeric(10, 2) check (floor >= 0),
    active boolean not null default true,
    ${timestamps}
  )`,
  `create unique index header_tag_placement_code_idx on header_tag_placement (header_tag_id, code)`,
  `create index header_tag_placement_company_idx on header_tag_placement (company_id, header_tag_id, id)`,

  // A bidder on a placement with its params (checked against the bidder's schema).
  `create table header_tag_bid (
    company_id integer not null references company (id),
    placement_id integer not null references header_tag_placement (id) on delete cascade,
    bidder_id integer not null references header_tag_bidder (id),
    params jsonb not null,
    primary key (placement_id, bidder_id)
  )`,
  `create index header_tag_bid_bidder_idx on header_tag_bid (bidder_id)`,

  `create table header_tag_floor_rule (
    ${companyKey}
    header_tag_id integer not null references header_tag (id) on delete cascade,
    name text not null check (length(name) between 1 and 200),
    fields text[] not null,
    "values" jsonb not null default '[]',
    default_floor numeric(10, 2) check (default_floor >= 0),
    enforce_js boolean not null default true,
    floor_deals boolean not null default false,
    bid_adjustment boolean not null default true,
    excluded_bidders text[] not null default '{}',
    active boolean not null default true,
    ${timestamps}
  )`,
  `create index header_tag_floor_rule_company_idx on header_tag_floor_rule (company_id, header_tag_id, id)`,

  // A published version: never updated (the served file is its script, byte for byte).
  `create table header_tag_version (
    ${companyKey}
    header_tag_id integer not null references header_tag (id) on delete cascade,
    number integer not null check (number >= 1),
    config jsonb not null,
    script text not null,
    etag text not null,
    changes jsonb not null default '[]',
    published_by_user_id integer references app_user (id),
    published_at timestamptz not null default now(),
    unique (header_tag_id, number)
  )`,
  `alter table header_tag add foreign key (live_version_id) references header_tag_version (id)`,

  // Who published or rolled back which version (the audit of DOMAIN2 §4.4).
  `create table header_tag_event (
    ${companyKey}
    header_tag_id integer not null references header_tag (id) on delete cascade,
    action text not null check (action in ('PUBLISHED', 'ROLLED_BACK')),
    version_id integer not null references header_tag_version (id) on delete cascade,
    from_version_id integer references header_tag_version (id) on delete cascade,
    actor_user_id integer references app_user (id),
    at timestamptz not null default now()
  )`,
  `create index header_tag_event_tag_idx on header_tag_event (header_tag_id, at desc, id)`,
];

export const up = inOrder(statements);
