import { type Kysely, sql } from 'kysely';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Post campaigns (spec 3 §2.2, §3 "Post campaign", §4 warnings, §5 rules, §9 constants): the
// post-ad-manager's postal bookings, their own entity beside the orders' campaigns. A campaign
// belongs to a company (the post persona's "Post Werbung") and points at the CRM's accounts
// (migration 0007): the advertiser and the invoicing account. Its information (what is
// advertised, which channels) and target group are one row each; its positions carry the
// channel's details (letter format and weight, address provider, inventory, device, ad format,
// dispatch date). The reference lists of spec 3 §3 are small tables keyed by their code, so
// the positions' foreign keys keep the codes honest and the console reads their order from
// them. VAT rates are kept per country with their validity (DOMAIN.md §5: the rate follows the
// date the service was provided).
const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

const campaignStatuses = list([
  'OFFERED',
  'OFFER_DENIED',
  'ALTERNATE_QUOTE',
  'BOOKED',
  'PERFORMANCE',
  'DRAFT',
  'PENDING_APPROVAL',
  'ARCHIVED',
  'PREPAYMENT',
]);
const invoiceStates = list(['OPEN', 'CHARGED', 'MANUALLY_CHARGED', 'CANCELLED']);
const positionTypes = list([
  'DIGITAL',
  'UNADDRESSED_MAILING',
  'SERVICE',
  'EMAIL',
  'ADDRESSED_MAILING',
  'DISCOUNT',
  'ONLINE',
]);
const positionNames = list([
  'INITIAL_EMAIL',
  'INITIAL_ADDRESSED',
  'INITIAL_SHIPMENT',
  'REMINDER_EMAIL',
  'REMINDER_ADDRESSED',
  'REMINDER_SHIPMENT',
]);
const timestamps = `version integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()`;

const codeTable = (name: string, codes: readonly string[]) => [
  `create table ${name} (
    code text primary key check (code ~ '^[A-Z_]{2,40}$'),
    sort_order integer not null
  )`,
  `insert into ${name} (code, sort_order) values ${codes.map((code, index) => `('${code}', ${index + 1})`).join(', ')}`,
];

const statements = [
  // --- The reference lists of spec 3 §3 ---
  ...codeTable('post_channel', [
    'DOOH_SCREEN_ZONE',
    'EMAIL',
    'PHYSICAL_ADDRESSED_MAILING',
    'POSTCODE',
    'ONLINE',
  ]),
  ...codeTable('post_address_provider', ['AZ', 'KUBA', 'POST']),
  ...codeTable('post_inventory', ['PCC', 'POSTRON']),
  ...codeTable('post_device', ['DESKTOP', 'MOBILE_IN_APP', 'MOBILE_WEB']),
  ...codeTable('post_ad_format', [
    'DISPLAY',
    'INTERSTITIAL',
    'INTERSTITIAL_VIDEO_SKIPPABLE',
    'INTERSTITIAL_VIDEO_UNSKIPPABLE',
  ]),
  // Spec 3 §5: "standard 1 to 100, midi 101 to 500, large format 1 to 1000" (grams).
  `create table post_letter_format (
    code text primary key check (code ~ '^[A-Z_]{2,40}$'),
    sort_order integer not null,
    min_weight_grams integer not null check (min_weight_grams > 0),
    max_weight_grams integer not null,
    check (max_weight_grams >= min_weight_grams)
  )`,
  `insert into post_letter_format (code, sort_order, min_weight_grams, max_weight_grams) values
    ('STANDARD', 1, 1, 100), ('MIDI', 2, 101, 500), ('LARGE_FORMAT', 3, 1, 1000)`,

  // VAT per country and validity (spec 3 §7: country VAT by country and date). CH: 8 % from
  // 2011, 7.7 % from 2018, 8.1 % from 2024 (ESTV); AT 20 %; DE 19 %, 16 % in the second half
  // of 2020 (the Corona reduction).
  `create table post_country_vat (
    country_code char(2) not null check (country_code in ('CH', 'AT', 'DE')),
    valid_from date not null,
    valid_to date,
    rate numeric(5, 2) not null check (rate >= 0 and rate < 100),
    primary key (country_code, valid_from),
    check (valid_to is null or valid_to >= valid_from)
  )`,
  `insert into post_country_vat (country_code, valid_from, valid_to, rate) values
    ('CH', '2011-01-01', '2017-12-31', 8.0),
    ('CH', '2018-01-01', '2023-12-31', 7.7),
    ('CH', '2024-01-01', null, 8.1),
    ('AT', '1984-01-01', null, 20.0),
    ('DE', '2007-01-01', '2020-06-30', 19.0),
    ('DE', '2020-07-01', '2020-12-31', 16.0),
    ('DE', '2021-01-01', null, 19.0)`,

  // Spec 3 §3: the feature toggles the server delivers as key/value pairs, per company.
  `create table post_feature_toggle (
    company_id integer not null references company (id) on delete cascade,
    key text not null check (key in ('TESTING', 'TASKS', 'PROMOPOST_BOOKING', 'POST_INVOICING',
      'POST_INVOICING_CANCELLATION', 'MANUAL_POST_INVOICING', 'DEFAULT_FRANKING_LICENCE',
      'DIGITAL_NOTIFICATIONS', 'SCREEN_RESTRICTIONS', 'CUSTOMER_INVOICE_REFERENCE')),
    value boolean not null,
    primary key (company_id, key)
  )`,

  // The invoicing account's "excludeMwst" (spec 3 §3): the CRM's account has no such field,
  // so the post area keeps it beside the account (an exported customer abroad pays no MWST).
  `create table post_invoicing_account (
    account_id integer primary key references account (id) on delete cascade,
    exclude_mwst boolean not null default false
  )`,

  // --- The campaign ---
  `create table post_campaign (
    id integer generated by default as identity primary key,
    company_id integer not null references company (id),
    name text not null check (length(name) between 1 and 200),
    search_name text generated always as (lower(name)) stored,
    account_id integer not null references account (id),
    invoicing_account_id integer not null references account (id),
    contact_ids integer[] not null default '{}',
    status text not null default 'DRAFT' check (status in (${campaignStatuses})),
    country_code char(2) not null check (country_code in ('CH', 'AT', 'DE')),
    start_date date not null,
    end_date date not null,
    currency char(3) not null default 'CHF' check (currency in ('CHF', 'EUR')),
    ad_units_imported boolean not null default false,
    available_units integer check (available_units >= 0),
    digital_reconciled boolean not null default false,
    mailing_reconciled boolean not null default false,
    email_reconciled boolean not null default false,
    addressed_mailing_reconciled boolean not null default false,
    online_reconciled boolean not null default false,
    invoice_state text not null default 'OPEN' check (invoice_state in (${invoiceStates})),
    charged_at timestamptz,
    charged_by_user_id integer references app_user (id),
    calculation_units integer check (calculation_units between 1 and 350),
    calculation_count integer check (calculation_count between 1 and 6),
    calculation_percent integer check (calculation_percent between 0 and 95 and calculation_percent % 5 = 0),
    created_by_user_id integer references app_user (id),
    ${timestamps},
    check (end_date >= start_date),
    check ((invoice_state in ('CHARGED', 'MANUALLY_CHARGED')) = (charged_at is not null))
  )`,
  `create index post_campaign_status_idx on post_campaign (company_id, status, start_date, id)`,
  `create index post_campaign_start_idx on post_campaign (company_id, start_date, id)`,
  `create index post_campaign_invoice_idx on post_campaign (company_id, invoice_state, end_date, id)`,
  `create index post_campaign_account_idx on post_campaign (account_id)`,
  `create index post_campaign_invoicing_idx on post_campaign (invoicing_account_id)`,

  // Step "information" (spec 3 §2.2): what is advertised and through which channels.
  `create table post_campaign_info (
    id integer generated by default as identity primary key,
    post_campaign_id integer not null unique references post_campaign (id) on delete cascade,
    product text not null check (length(product) between 1 and 200),
    goal text check (length(goal) <= 2000),
    channels text[] not null check (cardinality(channels) >= 1),
    ${timestamps}
  )`,
  // Step "target group settings": who receives it.
  `create table post_target_group (
    id integer generated by default as identity primary key,
    post_campaign_id integer not null unique references post_campaign (id) on delete cascade,
    age_from integer not null check (age_from between 16 and 99),
    age_to integer not null check (age_to between 16 and 99),
    gender text not null check (gender in ('ALL', 'FEMALE', 'MALE')),
    households text not null check (households in ('PRIVATE', 'BUSINESS', 'ALL')),
    postcodes text[] not null default '{}',
    address_provider text not null references post_address_provider (code),
    ${timestamps},
    check (age_to >= age_from)
  )`,

  // --- Positions ---
  `create table post_campaign_position (
    id integer generated by default as identity primary key,
    post_campaign_id integer not null references post_campaign (id) on delete cascade,
    company_id integer not null references company (id),
    position_type text not null check (position_type in (${positionTypes})),
    name text check (name in (${positionNames})),
    channel text references post_channel (code),
    address_provider text references post_address_provider (code),
    inventory text references post_inventory (code),
    device text references post_device (code),
    ad_format text references post_ad_format (code),
    letter_format text references post_letter_format (code),
    weight_grams integer check (weight_grams > 0),
    dispatch_date date,
    quantity integer not null check (quantity > 0),
    unit_price numeric(12, 4) not null,
    vat_rate numeric(5, 2) not null check (vat_rate >= 0 and vat_rate < 100),
    net_amount numeric(14, 2) not null,
    ${timestamps},
    check (position_type = 'DISCOUNT' or unit_price >= 0),
    check (position_type <> 'ADDRESSED_MAILING' or (letter_format is not null and weight_grams is not null))
  )`,
  `create index post_campaign_position_campaign_idx on post_campaign_position (post_campaign_id, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement at a time: PGlite's extended protocol takes no multi-statement strings.
  for (const statement of statements) await sql.raw(statement).execute(db);
}
