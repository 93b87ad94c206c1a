import { companyKey, inOrder, list, timestamps } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Creatives and ad tags (issue 40; apps/server/src/services/creatives/README.md). The digital
// creative stays the `creative` table of migrations 0001 and 0016 (the approval of digital
// operations works on the same rows): it gains its advertiser, its stored file and the file's
// version, its weight, landing domain, the warnings of its checks and what a VAST or HTML5 file
// told. A bulk upload keeps its analysed files until it is confirmed; print creatives carry
// their preflight; third-party tags are stored exactly as entered.
const SIZE_SOURCES = ['PIXELS', 'RETINA', 'META', 'NAME'];
const BULK_MATCHES = ['ASSIGNED', 'CHOOSE', 'UNMATCHED', 'REFUSED'];
const TAG_FORMATS = ['JS', 'IFRAME', 'IMG_REDIRECT', 'VAST_URL'];
const TAG_VENDORS = ['CM360', 'ADFORM', 'FLASHTALKING', 'OTHER'];
const TAG_STATUSES = ['DRAFT', 'VALID', 'WARN', 'INVALID'];

const statements = [
  `alter table creative
    add column account_id integer references account (id),
    add column stored_file_id uuid references stored_file (id) on delete set null,
    add column file_version integer not null default 1 check (file_version >= 1),
    add column weight_bytes integer check (weight_bytes >= 0),
    add column landing_domain text check (length(landing_domain) between 1 and 253),
    add column warnings text[] not null default '{}',
    add column details jsonb not null default '{}'`,
  `create index creative_list_idx on creative (company_id, kind, created_at, id)`,
  `create index creative_account_idx on creative (account_id)`,

  // A bulk upload: analysed first, nothing created until it is confirmed (then a job).
  `create table creative_bulk_upload (
    ${companyKey}
    campaign_id integer not null references campaign (id) on delete cascade,
    state text not null default 'ANALYSED' check (state in ('ANALYSED', 'CONFIRMED', 'DONE')),
    job_run_id integer references job_run (id) on delete set null,
    created_by_user_id integer not null references app_user (id),
    ${timestamps}
  )`,
  `create index creative_bulk_upload_company_idx on creative_bulk_upload (company_id, id)`,
  `create table creative_bulk_file (
    id integer generated always as identity primary key,
    bulk_upload_id integer not null references creative_bulk_upload (id) on delete cascade,
    company_id integer not null references company (id),
    file_name text not null check (length(file_name) between 1 and 255),
    content bytea,
    content_type text,
    weight_bytes integer not null check (weight_bytes >= 0),
    format text check (format in ('IMAGE', 'HTML5_ZIP', 'VAST')),
    width integer,
    height integer,
    size_source text check (size_source in (${list(SIZE_SOURCES)})),
    match text not null check (match in (${list(BULK_MATCHES)})),
    candidate_position_ids integer[] not null default '{}',
    position_id integer references campaign_position (id) on delete set null,
    reason text,
    translation_key text,
    warnings text[] not null default '{}',
    outcome text check (outcome in ('CREATED', 'REFUSED')),
    creative_id integer references creative (id) on delete set null
  )`,
  `create index creative_bulk_file_upload_idx on creative_bulk_file (bulk_upload_id, id)`,

  // A print creative: one PDF per print position, with its preflight.
  `create table print_creative (
    ${companyKey}
    campaign_position_id integer not null references campaign_position (id) on delete cascade,
    name text not null check (length(name) between 1 and 200),
    file_name text not null check (length(file_name) between 1 and 255),
    content bytea not null,
    weight_bytes integer not null,
    thumbnail bytea,
    status text not null check (status in ('ERROR', 'READY')),
    preflight jsonb not null,
    created_by_user_id integer references app_user (id),
    ${timestamps}
  )`,
  `create index print_creative_company_idx on print_creative (company_id, created_at, id)`,
  `create index print_creative_position_idx on print_creative (campaign_position_id)`,
  // The proof flow reads its position's creative's preflight: an ERROR creative has no proof.
  `alter table print_position_ops add column creative_preflight text
    check (creative_preflight in ('ERROR', 'READY'))`,

  `create table third_party_tag (
    ${companyKey}
    advertiser_account_id integer not null references account (id),
    name text not null check (length(name) between 1 and 200),
    format text not null check (format in (${list(TAG_FORMATS)})),
    width integer not null check (width between 1 and 4000),
    height integer not null check (height between 1 and 4000),
    code text not null check (length(code) between 1 and 20000),
    vendor_detected text not null check (vendor_detected in (${list(TAG_VENDORS)})),
    click_macro_present boolean not null,
    cachebuster_present boolean not null,
    status text not null check (status in (${list(TAG_STATUSES)})),
    findings text[] not null default '{}',
    ${timestamps}
  )`,
  `create index third_party_tag_company_idx on third_party_tag (company_id, lower(name), id)`,
];

export const up = inOrder(statements);
