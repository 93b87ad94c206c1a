import { companyKey, inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Digital operations (issue 25; apps/server/README.md, "Digital operations"). The minimal
// `creative` table of migration 0001 becomes the digital creative of a position (file or tag,
// size, format, click URL, its creative status and its approval with a reason) and its drafts;
// the built-in ad server keeps what was pushed (line items and their creatives) and the daily
// delivery it reports; the quality checks, optimisation events, screenshots and stage comments
// hang off a position; a bulk action's per-position results outlive its job's items.
const CHECK_TYPES = `'START', 'DELIVERY_RATE', 'CTR', 'VIEWABILITY', 'HIDDEN', 'FINISHED'`;
const OPTIMIZATION_EVENTS = `'START_CHECK_SUCCESSFUL', 'INVENTORY_OPTIMIZED', 'FREQUENCY_CAPPING_OPTIMIZED',
  'GEO_LOCATION_OPTIMIZED', 'SEGMENT_OPTIMIZED', 'DELIVERY_RATE_OPTIMIZED', 'CTR_OPTIMIZED',
  'VIEWABILITY_OPTIMIZED', 'DELIVERY_CHECKED', 'CTR_CHECKED', 'VIEWABILITY_CHECKED'`;

const statements = [
  `alter table creative
    add column campaign_position_id integer references campaign_position (id) on delete cascade,
    add column kind text not null default 'CREATIVE' check (kind in ('CREATIVE', 'DRAFT')),
    add column format text not null default 'IMAGE'
      check (format in ('IMAGE', 'HTML5_ZIP', 'THIRD_PARTY_TAG', 'VAST', 'NATIVE')),
    add column width integer check (width between 1 and 4000),
    add column height integer check (height between 1 and 4000),
    add column file_name text,
    add column tag text,
    add column click_url text,
    add column approval_state text
      check (approval_state in ('PENDING_APPROVAL', 'APPROVED', 'REJECTED')),
    add column rejection_reason text,
    add column reviewed_by_user_id integer references app_user (id),
    add column reviewed_at timestamptz,
    add column version integer not null default 0,
    add column updated_at timestamptz not null default now()`,
  // A creative is either a file (with a name) or a third-party tag.
  `alter table creative add constraint creative_file_or_tag
    check (campaign_position_id is null or file_name is not null or tag is not null)`,
  `alter table creative add constraint creative_rejection_reason
    check (approval_state is distinct from 'REJECTED' or rejection_reason is not null)`,
  `create index creative_approval_idx on creative (company_id, kind, approval_state, id)`,
  `create index creative_company_status_idx on creative (company_id, status)`,
  `create index creative_position_idx on creative (campaign_position_id)`,

  `create table digital_position_state (
    campaign_position_id integer primary key references campaign_position (id) on delete cascade,
    company_id integer not null references company (id),
    creatives_uploaded boolean not null default false,
    status_before_hidden text,
    updated_at timestamptz not null default now()
  )`,

  `create table ad_server_line_item (
    campaign_position_id integer primary key references campaign_position (id) on delete cascade,
    company_id integer not null references company (id),
    ad_server text not null default 'BUILT_IN',
    external_id text not null unique,
    state text not null check (state in ('ACTIVE', 'PAUSED')),
    goal_impressions bigint not null check (goal_impressions >= 0),
    start_date date not null,
    end_date date not null,
    push_count integer not null default 1,
    pushed_at timestamptz not null default now(),
    pushed_by_user_id integer references app_user (id),
    updated_at timestamptz not null default now()
  )`,
  `create index ad_server_line_item_company_idx on ad_server_line_item (company_id, state)`,
  `create table ad_server_creative (
    creative_id integer primary key references creative (id) on delete cascade,
    campaign_position_id integer not null references campaign_position (id) on delete cascade,
    external_id text not null unique,
    pushed_at timestamptz not null default now()
  )`,
  `create index ad_server_creative_position_idx on ad_server_creative (campaign_position_id)`,
  `create table ad_server_delivery (
    campaign_position_id integer not null references campaign_position (id) on delete cascade,
    day date not null,
    impressions integer not null check (impressions >= 0),
    clicks integer not null check (clicks >= 0),
    viewable_impressions integer not null check (viewable_impressions >= 0),
    primary key (campaign_position_id, day)
  )`,

  `create table position_check (
    campaign_position_id integer not null references campaign_position (id) on delete cascade,
    company_id integer not null references company (id),
    check_type text not null check (check_type in (${CHECK_TYPES})),
    result text not null check (result in ('OK', 'ERROR')),
    value numeric(14, 4),
    threshold numeric(14, 4),
    computed_at timestamptz not null default now(),
    checked_at timestamptz,
    checked_by_user_id integer references app_user (id),
    primary key (campaign_position_id, check_type)
  )`,
  `create index position_check_queue_idx on position_check (company_id, check_type, campaign_position_id) where checked_at is null`,
  `create table optimization_event (
    id integer generated always as identity primary key,
    campaign_position_id integer not null references campaign_position (id) on delete cascade,
    company_id integer not null references company (id),
    event text not null check (event in (${OPTIMIZATION_EVENTS})),
    note text check (length(note) <= 1000),
    created_by_user_id integer not null references app_user (id),
    created_at timestamptz not null default now()
  )`,
  `create index optimization_event_position_idx on optimization_event (campaign_position_id, created_at desc)`,
  `create table position_screenshot (
    ${companyKey}
    campaign_position_id integer not null references campaign_position (id) on delete cascade,
    status text not null default 'NEW' check (status in ('NEW', 'PENDING', 'APPROVED', 'DECLINED', 'HIDDEN')),
    page_url text not null,
    image bytea not null,
    width integer not null,
    height integer not null,
    taken_at timestamptz not null default now(),
    version integer not null default 0,
    updated_at timestamptz not null default now()
  )`,
  `create index position_screenshot_queue_idx on position_screenshot (company_id, status, taken_at desc, id desc)`,
  `create table stage_comment (
    ${companyKey}
    campaign_position_id integer not null references campaign_position (id) on delete cascade,
    stage text not null check (stage in ('CREATIVES', 'RUNNING')),
    message text not null check (length(message) between 1 and 2000),
    author_user_id integer not null references app_user (id),
    created_at timestamptz not null default now()
  )`,
  `create index stage_comment_position_idx on stage_comment (campaign_position_id, created_at desc)`,
  `create table digital_bulk_result (
    job_run_id integer not null references job_run (id) on delete cascade,
    campaign_position_id integer not null,
    name text not null,
    outcome text not null check (outcome in ('DONE', 'REFUSED')),
    reason text,
    translation_key text,
    primary key (job_run_id, campaign_position_id)
  )`,
  // The activity entries of a position (the operations lists show the latest).
  `create index activity_position_ids_idx on activity using gin (campaign_position_ids)`,
];

export const up = inOrder(statements);
