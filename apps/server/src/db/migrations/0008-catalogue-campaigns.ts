import {
  activeStamps,
  companyKey,
  inOrder,
  linkTable,
  list,
  namedTable,
  timestamps,
} from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// The catalogue (the details of each kind of ad medium, products per medium, price lists,
// sales units, position groups, campaign types) and the campaigns with their positions
// (DOMAIN.md §3 and §9; statuses of spec 3 §3, frozen here as check constraints). The
// diagram is in apps/server/README.md, "Catalogue, price lists, campaigns and positions".

/** The campaign statuses of spec 3 §3 (the post campaigns of 0018 take the same). */
export const campaignStatusCodes = [
  'OFFERED',
  'OFFER_DENIED',
  'ALTERNATE_QUOTE',
  'BOOKED',
  'PERFORMANCE',
  'DRAFT',
  'PENDING_APPROVAL',
  'ARCHIVED',
  'PREPAYMENT',
];
const campaignStatuses = list(campaignStatusCodes);
const paymentStatuses = list([
  'CHARGED',
  'PAID',
  'FIRST_REMINDER',
  'SECOND_REMINDER',
  'THIRD_REMINDER',
  'PERSONAL_CALL_REMINDER',
  'PERSONAL_CALL_REQUESTED_REMINDER',
  'COLLECTION_REMINDER',
  'BAD_DEBT',
]);
/** Digital position statuses of spec 3 §3 (the list tab ALL is no status). */
const digitalStatuses = list([
  'READY_TO_PUSH',
  'PUSH_UPDATE',
  'CREATIVE_PENDING',
  'PENDING_APPROVAL',
  'CREATIVE_REQUESTED',
  'CREATIVE_RECEIVED',
  'PENDING',
  'READY',
  'RUNNING',
  'ISSUES',
  'FINISHED',
  'HIDDEN',
  'DELETED',
  'DECLINED',
]);
/**
 * Print position statuses of spec 3 §3 (without ALL). Radio, TV, POS and analog positions,
 * for which the spec names no statuses, are booked into external systems as print is and use
 * the same list.
 */
const printStatuses = list([
  'READY_TO_PUSH',
  'CREATIVE_PENDING',
  'CREATIVE_REQUESTED',
  'CREATIVE_RECEIVED',
  'READY',
  'PROOFS',
  'FINISHED',
  'DELETED',
  'AUTO_HIDDEN',
  'MANUAL_HIDDEN',
]);
const creativeStatuses = list([
  'MISSING',
  'REQUESTED',
  'PENDING_APPROVAL',
  'APPROVED',
  'REJECTED',
  'APPEARED',
  'ERROR',
]);
const positionTypes = list(['DIGITAL', 'PRINT', 'RADIO', 'TV', 'POS', 'ANALOG']);
const mediaTypes = list(['DIGITAL', 'PRINT', 'RADIO', 'TV', 'POS', 'ANALOG', 'NEWSLETTER']);
const units = list(['CPM', 'CPC', 'FLAT', 'MM', 'SPOTS', 'SECONDS', 'WEEKS', 'PIECES']);
const currencies = list(['CHF', 'EUR']);

const statements = [
  // --- Ad media details: one row per ad medium of its kind, keyed by the ad medium. ---
  `create table publication (
    ad_medium_id integer primary key references ad_medium (id),
    company_id integer not null references company (id),
    frequency text not null check (frequency in ('DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY')),
    region text check (length(region) between 1 and 100),
    language char(2) not null check (language in ('de', 'fr', 'it', 'en')),
    circulation integer check (circulation >= 0),
    columns integer not null check (columns between 1 and 20),
    column_width_mm numeric(6, 2) not null check (column_width_mm > 0),
    page_height_mm integer not null check (page_height_mm > 0)
  )`,
  `create table publication_issue (
    ${companyKey}
    ad_medium_id integer not null references publication (ad_medium_id),
    issue_number text not null check (length(issue_number) between 1 and 20),
    publication_date date not null,
    ad_deadline timestamptz not null,
    material_deadline timestamptz not null,
    check (ad_deadline <= material_deadline)
  )`,
  `create unique index publication_issue_date_idx on publication_issue (ad_medium_id, publication_date)`,
  `create table website_placement (
    ${companyKey}
    website_id integer not null references website (id),
    name text not null check (length(name) between 1 and 100),
    sizes text[] not null default '{}',
    devices text[] not null default '{}',
    ${activeStamps}
  )`,
  `create unique index website_placement_name_idx on website_placement (website_id, lower(name))`,
  `create table broadcast_station (
    ad_medium_id integer primary key references ad_medium (id),
    company_id integer not null references company (id),
    kind text not null check (kind in ('RADIO', 'TV')),
    region text check (length(region) between 1 and 100),
    language char(2) not null check (language in ('de', 'fr', 'it', 'en')),
    daily_reach integer check (daily_reach >= 0)
  )`,
  `create table broadcast_slot (
    ${companyKey}
    ad_medium_id integer not null references broadcast_station (ad_medium_id),
    name text not null check (length(name) between 1 and 100),
    starts_at time not null,
    ends_at time not null,
    weekdays smallint[] not null default '{1,2,3,4,5,6,7}',
    check (starts_at < ends_at)
  )`,
  `create unique index broadcast_slot_name_idx on broadcast_slot (ad_medium_id, lower(name))`,
  `create table pos_network (
    ad_medium_id integer primary key references ad_medium (id),
    company_id integer not null references company (id),
    screens integer not null check (screens >= 0),
    loop_seconds integer not null check (loop_seconds > 0),
    slot_seconds integer not null check (slot_seconds > 0 and slot_seconds <= loop_seconds),
    booking_unit text not null check (booking_unit in ('COOP_WEEK', 'WEEK'))
  )`,
  `create table postal_area (
    ${companyKey}
    ad_medium_id integer not null references ad_medium (id),
    postal_code text not null check (postal_code ~ '^[0-9]{4,5}$'),
    town text not null check (length(town) between 1 and 100),
    canton char(2),
    households integer not null check (households >= 0)
  )`,
  `create unique index postal_area_code_idx on postal_area (ad_medium_id, postal_code, town)`,

  // --- Products: the medium's own fields as columns, null where they do not apply. ---
  `alter table product
    add column ad_type text check (ad_type in ('DISPLAY', 'VIDEO', 'NATIVE', 'NEWSLETTER', 'SPONSORSHIP')),
    add column placement_id integer references website_placement (id),
    add column sizes text[] not null default '{}',
    add column pricing_model text check (pricing_model in ('CPM', 'CPC', 'FLAT', 'SOV')),
    add column format_name text check (length(format_name) between 1 and 100),
    add column size_type text check (size_type in ('FIXED_SIZE', 'DYNAMIC_SIZE', 'TEMPLATE')),
    add column color_mode text check (color_mode in ('BLACK_AND_WHITE', 'COLOR', 'NONE')),
    add column columns integer check (columns between 1 and 20),
    add column height_mm integer check (height_mm between 1 and 2000),
    add column spot_length_sec integer check (spot_length_sec between 1 and 600),
    add column broadcast_slot_id integer references broadcast_slot (id),
    add column item_type text check (length(item_type) between 1 and 100),
    add constraint product_digital_fields check (
      media_type in ('DIGITAL', 'NEWSLETTER') or (ad_type is null and placement_id is null and pricing_model is null)),
    add constraint product_print_fields check (
      media_type = 'PRINT' or (size_type is null and color_mode is null and columns is null and height_mm is null)),
    add constraint product_broadcast_fields check (
      media_type in ('RADIO', 'TV') or (spot_length_sec is null and broadcast_slot_id is null)),
    add constraint product_print_size check (
      size_type is distinct from 'FIXED_SIZE' or (columns is not null and height_mm is not null))`,

  // --- Price lists ---
  `create table price_list (
    ${companyKey}
    name text not null check (length(name) between 1 and 100),
    valid_from date not null,
    valid_to date,
    currency char(3) not null check (currency in (${currencies})),
    channel text not null check (channel in ('STANDARD', 'SELF_BOOKING', 'AGENCY')),
    status text not null check (status in ('DRAFT', 'ACTIVE', 'ARCHIVED')),
    ${timestamps},
    check (valid_to is null or valid_to >= valid_from)
  )`,
  `create unique index price_list_name_idx on price_list (company_id, lower(name))`,
  `create index price_list_validity_idx on price_list (company_id, status, valid_from)`,
  `create table price_list_item (
    ${companyKey}
    price_list_id integer not null references price_list (id) on delete cascade,
    product_id integer not null references product (id),
    valid_from date not null,
    valid_to date,
    unit text not null check (unit in (${units})),
    list_price numeric(12, 2) not null check (list_price >= 0),
    min_quantity numeric(14, 2) check (min_quantity >= 0),
    check (valid_to is null or valid_to >= valid_from)
  )`,
  `create unique index price_list_item_period_idx on price_list_item (price_list_id, product_id, valid_from)`,
  `create index price_list_item_product_idx on price_list_item (product_id, valid_from)`,

  // --- Sales units, position groups, campaign types ---
  ...namedTable('sales_unit'),
  linkTable(
    'sales_unit_placement',
    ['sales_unit_id', 'sales_unit'],
    ['placement_id', 'website_placement'],
  ),
  ...namedTable(
    'position_group',
    `media_type text check (media_type in (${mediaTypes}))`,
    `sort_order integer not null default 0`,
  ),
  `create table campaign_type (
    ${companyKey}
    code text not null check (code ~ '^[A-Z][A-Z0-9_]{0,39}$'),
    name text not null check (length(name) between 1 and 100),
    media_types text[] not null check (cardinality(media_types) > 0
      and media_types <@ array[${mediaTypes}]::text[]),
    self_bookable boolean not null default false,
    pdf_template text check (length(pdf_template) between 1 and 100),
    ${activeStamps}
  )`,
  `create unique index campaign_type_code_idx on campaign_type (company_id, code)`,

  // --- Campaigns ---
  `create table campaign (
    id integer generated by default as identity primary key,
    company_id integer not null references company (id),
    campaign_type_id integer not null references campaign_type (id),
    name text not null check (length(name) between 1 and 200),
    -- The list's text search reads this instead of lowering every name it scans (3 x faster).
    search_name text generated always as (lower(name)) stored,
    advertiser_account_id integer not null references account (id),
    agency_account_id integer references account (id),
    invoicing_account_id integer not null references account (id),
    sales_user_id integer references app_user (id),
    brand_id integer references brand (id),
    industry_id integer references industry (id),
    status text not null check (status in (${campaignStatuses})),
    start_date date not null,
    end_date date not null,
    offer_valid_until date,
    language char(2) not null default 'de' check (language in ('de', 'fr', 'it', 'en')),
    currency char(3) not null check (currency in (${currencies})),
    gross_total numeric(14, 2) not null default 0,
    discount_total numeric(14, 2) not null default 0,
    commission_total numeric(14, 2) not null default 0,
    net_total numeric(14, 2) not null default 0,
    vat_total numeric(14, 2) not null default 0,
    total numeric(14, 2) not null default 0,
    payment_status text check (payment_status in (${paymentStatuses})),
    customer_po text check (length(customer_po) between 1 and 100),
    created_by_user_id integer references app_user (id),
    ${timestamps},
    check (end_date >= start_date),
    unique (company_id, id)
  )`,
  // The order lists: a status tab sorted by start or end date (spec 3 §2.1), all tabs by date,
  // and an account's campaigns in any of its three roles.
  `create index campaign_status_start_idx on campaign (company_id, status, start_date, id)`,
  `create index campaign_status_end_idx on campaign (company_id, status, end_date, id)`,
  `create index campaign_start_idx on campaign (company_id, start_date, id)`,
  `create index campaign_end_idx on campaign (company_id, end_date, id)`,
  `create index campaign_type_idx on campaign (company_id, campaign_type_id, start_date)`,
  `create index campaign_advertiser_idx on campaign (advertiser_account_id, start_date)`,
  `create index campaign_agency_idx on campaign (agency_account_id, start_date) where agency_account_id is not null`,
  `create index campaign_invoicing_idx on campaign (invoicing_account_id, start_date)`,
  `create index campaign_sales_idx on campaign (sales_user_id, start_date) where sales_user_id is not null`,

  // --- Positions ---
  // A position's company is its campaign's, and its medium its product's: one composite key
  // each says both (and costs one check, not two, per row of a bulk insert).
  `alter table product add constraint product_medium_key unique (id, ad_medium_id)`,
  `create table campaign_position (
    id integer generated by default as identity primary key,
    company_id integer not null,
    campaign_id integer not null,
    position_type text not null check (position_type in (${positionTypes})),
    name text not null check (length(name) between 1 and 200),
    product_id integer not null,
    ad_medium_id integer not null,
    position_group_id integer references position_group (id),
    price_list_item_id integer references price_list_item (id),
    quantity numeric(14, 2) not null check (quantity > 0),
    unit text not null check (unit in (${units})),
    unit_list_price numeric(12, 2) not null check (unit_list_price >= 0),
    discount_percent numeric(5, 2) not null default 0 check (discount_percent between 0 and 100),
    net_amount numeric(14, 2) not null check (net_amount >= 0),
    currency char(3) not null check (currency in (${currencies})),
    vat_rate numeric(4, 2) not null check (vat_rate between 0 and 30),
    start_date date not null,
    end_date date not null,
    status text not null,
    creative_status text check (creative_status in (${creativeStatuses})),
    hidden_mode text check (hidden_mode in ('AUTO', 'MANUAL', 'NONE')),
    publication_issue_id integer references publication_issue (id),
    publication_date date,
    broadcast_slot_id integer references broadcast_slot (id),
    ${timestamps},
    foreign key (company_id, campaign_id) references campaign (company_id, id) on delete cascade,
    foreign key (product_id, ad_medium_id) references product (id, ad_medium_id),
    check (end_date >= start_date),
    check (position_type <> 'DIGITAL' or status in (${digitalStatuses})),
    check (position_type = 'DIGITAL' or status in (${printStatuses})),
    check (position_type = 'PRINT' or (publication_issue_id is null and hidden_mode is null)),
    check (position_type <> 'PRINT' or (publication_date is not null and hidden_mode is not null))
  )`,
  `create index campaign_position_campaign_idx on campaign_position (campaign_id, id)`,
  // The position lists per medium: a status tab by dates (print by publication date).
  `create index campaign_position_status_idx on campaign_position (company_id, position_type, status, start_date, id)`,
  `create index campaign_position_publication_idx on campaign_position (company_id, publication_date, id) where position_type = 'PRINT'`,
  `create index campaign_position_medium_idx on campaign_position (ad_medium_id, start_date)`,

  // --- The position history (0003) belongs to a campaign of its company. The check is
  // deferred to the commit (a history row may be written before its campaign in one
  // transaction) and not run over rows written before this migration, whose campaigns were
  // placeholders. The position id gets no key: the history of a deleted position outlives it.
  `alter table campaign_position_history
    add constraint campaign_position_history_campaign_fk
    foreign key (company_id, campaign_id) references campaign (company_id, id)
    deferrable initially deferred not valid`,
];

export const up = inOrder(statements);
