import { companyKey, inOrder, linkTable, list } from './statements.ts';

// The values of spec 2 §3, frozen here as this migration's check constraints: a later change
// of the lists is a new migration.
const entityTypes = list([
  'CAMPAIGN',
  'CAMPAIGN_TECHNICAL',
  'CAMPAIGN_UPDATE',
  'POST_CAMPAIGN_UPDATE',
  'CAMPAIGN_POSITION_UPDATE',
  'ACCOUNT',
  'ACCOUNT_UPDATE',
  'CONTACT_UPDATE',
  'CREATIVE_TECHNICAL',
  'CRAWLER_SETTINGS',
  'CRAWLER_PATH_CONFIG_SETTINGS',
  'TICKET',
]);
/** The activity types of spec 2 §3 as 0003 froze them (0011 adds one). */
export const activityTypeCodes = [
  'EMAIL',
  'PHONE',
  'MEETING',
  'OTHER',
  'CREATIVE_DECLINED',
  'CREATIVE_STATUS_UPDATED',
  'INVOICE_NOTIFICATION',
  'CAMPAIGN_REPORT_APPROVED',
  'SCREENSHOT_NOTIFICATION',
  'RUNNING_STAGE_CHECKED',
  'CAMPAIGN_POSITION_EXPORT',
  'CAMPAIGN_POSITION_OVER_BOOKED',
  'CAMPAIGN_FIELD_CHANGED',
  'POST_CAMPAIGN_FIELD_CHANGED',
  'CAMPAIGN_POSITION_FIELD_CHANGED',
  'ACCOUNT_FIELD_CHANGED',
  'CONTACT_FIELD_CHANGED',
  'CREATIVES_STAGE_CHECKED',
  'CAMPAIGN_NOTIFICATION_OFFER_SENT',
  'TOTAL_AND_AMOUNT_ADJUSTED',
  'CAMPAIGN_CONFIRMATION_SENT',
  'CAMPAIGN_EXTERNAL_LETTER_SENT',
  'POSTAL_INVOICE_NOTIFICATION',
  'DIGITAL_PROOF_SENT',
  'PHYSICAL_PROOF_EXTRACTED',
  'EXTENDED_OPTIONS_CHANGED',
  'PUSH_TO_ADSERVER',
  'INVOICE_EXPORT_NOTIFICATION',
  'TICKET_FIELD_CHANGED',
];
const activityTypes = list(activityTypeCodes);
const labelTypes = list([
  'SALESFUNNEL',
  'SALESPROMOTION',
  'CONTACTS',
  'ACCOUNTS',
  'ORDERS',
  'PRODUCT',
  'WEBSITES',
]);
const positionTypes = list([
  'DIGITAL',
  'PRINT',
  'RADIO',
  'TV',
  'POINT_OF_SALE',
  'UNADDRESSED_MAILING',
  'ADDRESSED_MAILING',
  'EMAIL',
  'ONLINE',
  'SERVICE',
  'DISCOUNT',
]);

// Migrations are frozen once released: a change is a new migration, never an edit.
const statements = [
  `create table account (
    ${companyKey}
    name text not null check (length(name) between 1 and 200),
    display_name text not null check (length(display_name) between 1 and 300),
    active boolean not null default true,
    street text,
    postal_code text,
    city text,
    country_code char(2) not null check (country_code in ('CH', 'AT', 'DE')),
    industry text,
    website text,
    phone text,
    email text,
    sales_user_id integer references app_user (id),
    created_at timestamptz not null default now()
  )`,
  // The prefix lookup: lower(name) like 'prefix%' in any collation.
  `create index account_name_prefix_idx on account (company_id, lower(name) text_pattern_ops)`,
  `create index account_display_name_prefix_idx on account (company_id, lower(display_name) text_pattern_ops)`,
  `create table contact (
    ${companyKey}
    account_id integer not null references account (id),
    first_name text not null,
    last_name text not null,
    email text,
    phone text,
    job_title text,
    active boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  `create index contact_account_idx on contact (account_id, lower(last_name), lower(first_name))`,
  `create index contact_company_idx on contact (company_id, lower(last_name), lower(first_name))`,
  `create table label (
    ${companyKey}
    type text not null check (type in (${labelTypes})),
    name text not null check (length(name) between 1 and 100),
    description text,
    active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index label_name_idx on label (company_id, type, lower(name))`,
  `create table stored_file (
    id uuid primary key,
    company_id integer not null references company (id),
    uploaded_by integer not null references app_user (id),
    storage_name text not null unique,
    file_name text not null check (length(file_name) between 1 and 255),
    content_type text not null,
    size integer not null check (size >= 0),
    sha256 text not null,
    upload_status text not null check (upload_status in ('NOT_UPLOADED', 'LINK_CREATED', 'LINK_EXPIRED', 'UPLOADED')),
    scan_status text not null check (scan_status in ('NOT_SCANNED', 'SCAN_FAILED', 'SCAN_SUCCESSFUL')),
    scan_message text,
    content bytea,
    created_at timestamptz not null default now(),
    check (content is not null or upload_status <> 'UPLOADED' or scan_status <> 'SCAN_SUCCESSFUL')
  )`,
  `create index stored_file_company_idx on stored_file (company_id, created_at)`,
  `create table activity (
    ${companyKey}
    entity_type text not null check (entity_type in (${entityTypes})),
    entity_id integer not null,
    entity_name text,
    account_id integer references account (id),
    task_id integer,
    activity_type text not null check (activity_type in (${activityTypes})),
    title text,
    message text not null,
    activity_date timestamptz not null,
    creation_date timestamptz not null default now(),
    updated_at timestamptz,
    creator_user_id integer not null references app_user (id),
    private_access boolean not null default false,
    notify_sales boolean not null default false,
    emails text[] not null default '{}',
    key_values jsonb not null default '{}',
    campaign_position_ids integer[] not null default '{}',
    check (entity_type <> 'ACCOUNT' or account_id = entity_id)
  )`,
  // The touchpoints list (the account entries of a company) pages newest first and counts its
  // total: one index per filter, each ending in the sort, so that a page reads a few index
  // entries and a count reads only the index.
  `create index activity_touchpoints_idx on activity (company_id, creation_date desc, id desc) where entity_type = 'ACCOUNT'`,
  `create index activity_touchpoints_date_idx on activity (company_id, activity_date desc, id desc) where entity_type = 'ACCOUNT'`,
  `create index activity_touchpoints_type_idx on activity (company_id, activity_type, creation_date desc, id desc) where entity_type = 'ACCOUNT'`,
  `create index activity_touchpoints_creator_idx on activity (company_id, creator_user_id, creation_date desc, id desc) where entity_type = 'ACCOUNT'`,
  `create index activity_account_idx on activity (account_id, creation_date desc, id desc) where account_id is not null`,
  `create index activity_task_idx on activity (task_id, creation_date desc, id desc) where task_id is not null`,
  `create index activity_entity_idx on activity (entity_type, entity_id, creation_date desc, id desc)`,
  linkTable('activity_contact', ['activity_id', 'activity'], ['contact_id', 'contact']),
  `create index activity_contact_contact_idx on activity_contact (contact_id, activity_id)`,
  linkTable('activity_participant', ['activity_id', 'activity'], ['user_id', 'app_user']),
  linkTable('activity_label', ['activity_id', 'activity'], ['label_id', 'label']),
  `create index activity_label_label_idx on activity_label (label_id)`,
  `create table activity_file (
    id integer generated always as identity primary key,
    activity_id integer not null references activity (id) on delete cascade,
    file_id uuid not null unique references stored_file (id) on delete cascade
  )`,
  `create index activity_file_activity_idx on activity_file (activity_id)`,
  `create table comment (
    ${companyKey}
    variant text not null check (variant in ('CRM', 'FUNNEL')),
    account_id integer not null references account (id),
    task_id integer,
    title text,
    message text not null,
    comment_date timestamptz not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz,
    creator_user_id integer not null references app_user (id),
    notify_sales boolean not null default false,
    private_access boolean not null default false,
    check (variant = 'CRM' or task_id is not null),
    check (variant = 'FUNNEL' or (task_id is null and not notify_sales))
  )`,
  `create index comment_list_idx on comment (company_id, variant, created_at desc, id desc)`,
  `create index comment_account_idx on comment (account_id, variant, created_at desc, id desc)`,
  `create index comment_task_idx on comment (task_id, created_at desc) where task_id is not null`,
  linkTable('comment_contact', ['comment_id', 'comment'], ['contact_id', 'contact']),
  `create index comment_contact_contact_idx on comment_contact (contact_id, comment_id)`,
  linkTable('comment_participant', ['comment_id', 'comment'], ['user_id', 'app_user']),
  `create table comment_file (
    comment_id integer not null references comment (id) on delete cascade,
    file_id uuid not null unique references stored_file (id) on delete cascade,
    primary key (comment_id, file_id)
  )`,
  `create table campaign_position_history (
    ${companyKey}
    campaign_id integer not null,
    campaign_position_id integer not null,
    campaign_position_type text not null check (campaign_position_type in (${positionTypes})),
    position_name text not null,
    change_kind text not null check (change_kind in ('CREATE', 'UPDATE', 'DELETE')),
    field_name text,
    old_value text,
    new_value text,
    changed_by_user_id integer references app_user (id),
    changed_at timestamptz not null default now()
  )`,
  `create index campaign_position_history_campaign_idx on campaign_position_history (company_id, campaign_id, changed_at desc, id desc)`,
  `create index campaign_position_history_position_idx on campaign_position_history (campaign_id, campaign_position_id, changed_at desc, id desc)`,
];

export const up = inOrder(statements);
