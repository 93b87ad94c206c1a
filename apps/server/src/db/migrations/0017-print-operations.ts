import { activeStamps, companyKey, inOrder, namedTable, timestamps } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Print operations (spec 3 §2.4, §3, §7 "Print operations") and the analog operations of the
// postal logistics team (POSTNETZ). The diagram and the design decisions are in
// apps/server/README.md, "Print and analog operations".
//
// A print position's status, creative status and hidden mode stay on campaign_position (0008);
// what the print desk adds to it lives in print_position_ops, one row per print position that
// the desk has touched (no row: nothing pushed, requested, received or proofed yet).

const statements = [
  `create table print_position_ops (
    position_id integer primary key references campaign_position (id) on delete cascade,
    company_id integer not null references company (id),
    -- The publisher's booking number once the position is pushed to its system.
    external_reference text check (length(external_reference) between 1 and 60),
    pushed_at timestamptz,
    creatives_requested_at timestamptz,
    -- The creative the customer delivered (a PDF or an image), the proof's picture.
    creative_file_name text check (length(creative_file_name) between 1 and 255),
    creative_content_type text check (creative_content_type in ('application/pdf', 'image/png', 'image/jpeg')),
    creative_content bytea,
    creative_received_at timestamptz,
    -- The digital proof: a PDF rendered from the position and its creative.
    proof_pdf bytea,
    proof_language char(2) check (proof_language in ('de', 'fr', 'it', 'en')),
    proof_generated_at timestamptz,
    proof_sent_at timestamptz,
    proof_sent_to text check (length(proof_sent_to) between 3 and 320),
    -- A physical proof (voucher copy of the printed issue) the customer gets by post.
    physical_proof boolean not null default false,
    physical_proof_extracted_at timestamptz,
    ${timestamps},
    check ((creative_content is null) = (creative_file_name is null))
  )`,
  `create index print_position_ops_physical_idx on print_position_ops (company_id, position_id)
    where physical_proof and physical_proof_extracted_at is null`,

  // "Send all proofs in a language": one run per company at a time (spec 3 §3 proof processing).
  `create table print_proof_run (
    ${companyKey}
    language char(2) not null check (language in ('de', 'fr', 'it', 'en')),
    state text not null check (state in ('PROCESSING', 'FINISHED')),
    job_run_id integer references job_run (id) on delete set null,
    positions integer not null default 0 check (positions >= 0),
    started_by_user_id integer references app_user (id),
    created_at timestamptz not null default now(),
    finished_at timestamptz
  )`,
  `create index print_proof_run_company_idx on print_proof_run (company_id, id desc)`,

  // The printed issue as evidence: a PDF of a publication's issue (stored_file holds the bytes).
  `create table publication_file (
    ${companyKey}
    ad_medium_id integer not null references publication (ad_medium_id),
    publication_date date not null,
    stored_file_id uuid not null references stored_file (id) on delete cascade,
    uploaded_by_user_id integer references app_user (id),
    created_at timestamptz not null default now()
  )`,
  `create unique index publication_file_issue_idx on publication_file (company_id, ad_medium_id, publication_date)`,

  // Labels (address labels for physical proofs): made for a set of positions, fetched by reference.
  `create table print_label_batch (
    reference uuid primary key,
    company_id integer not null references company (id),
    position_ids integer[] not null check (cardinality(position_ids) between 1 and 1000),
    label_text text not null,
    docx bytea,
    created_by_user_id integer references app_user (id),
    created_at timestamptz not null default now()
  )`,

  // --- Analog operations (POSTNETZ): the postal channels of spec 3 §3. ---
  ...namedTable(
    'warehouse',
    `postal_code text not null check (postal_code ~ '^[0-9]{4,5}$')`,
    `town text not null check (length(town) between 1 and 100)`,
  ),
  `create table analog_item (
    ${companyKey}
    sku text not null check (sku ~ '^[A-Z0-9-]{3,30}$'),
    name text not null check (length(name) between 1 and 200),
    item_type text not null check (item_type in ('FLYER', 'BROCHURE', 'LETTER', 'CATALOGUE', 'SAMPLE')),
    letter_format text not null check (letter_format in ('STANDARD', 'MIDI', 'LARGE_FORMAT')),
    weight_grams integer not null check (weight_grams between 1 and 1000),
    ${activeStamps},
    -- Spec 3 §5: standard 1 to 100 g, midi 101 to 500 g, large format 1 to 1000 g.
    check (letter_format <> 'STANDARD' or weight_grams <= 100),
    check (letter_format <> 'MIDI' or weight_grams between 101 and 500)
  )`,
  `create unique index analog_item_sku_idx on analog_item (company_id, sku)`,
  `create table stock_level (
    item_id integer not null references analog_item (id) on delete cascade,
    warehouse_id integer not null references warehouse (id) on delete cascade,
    company_id integer not null references company (id),
    quantity integer not null check (quantity >= 0),
    updated_at timestamptz not null default now(),
    primary key (item_id, warehouse_id)
  )`,
  `create index stock_level_company_idx on stock_level (company_id, warehouse_id)`,
  // A postal campaign the logistics team runs for a customer: a channel, a letter format, the
  // postcodes (unaddressed) or the number of addresses (addressed), and its dispatches.
  `create table postal_campaign (
    ${companyKey}
    name text not null check (length(name) between 1 and 200),
    customer_name text not null check (length(customer_name) between 1 and 200),
    channel text not null check (channel in ('UNADDRESSED_MAILING', 'ADDRESSED_MAILING')),
    item_id integer not null references analog_item (id),
    postal_codes text[] not null default '{}',
    recipients integer not null check (recipients > 0),
    first_dispatch_date date not null,
    status text not null check (status in ('PLANNED', 'IN_DISPATCH', 'DISPATCHED', 'CANCELLED')),
    ${timestamps},
    check (channel <> 'UNADDRESSED_MAILING' or cardinality(postal_codes) > 0)
  )`,
  `create index postal_campaign_company_idx on postal_campaign (company_id, status, first_dispatch_date)`,
  `create table dispatch (
    ${companyKey}
    postal_campaign_id integer not null references postal_campaign (id) on delete cascade,
    item_id integer not null references analog_item (id),
    warehouse_id integer not null references warehouse (id),
    quantity integer not null check (quantity between 1 and 10000000),
    dispatch_date date not null,
    postal_codes text[] not null default '{}',
    state text not null check (state in ('PLANNED', 'CONFIRMED', 'SENT', 'CANCELLED')),
    delivery_note_number text check (delivery_note_number ~ '^LS-[0-9]{4}-[0-9]{6}$'),
    delivery_note_pdf bytea,
    sent_at timestamptz,
    sent_by_user_id integer references app_user (id),
    ${timestamps},
    check ((state = 'SENT') = (sent_at is not null))
  )`,
  `create index dispatch_state_idx on dispatch (company_id, state, dispatch_date, id)`,
  `create index dispatch_campaign_idx on dispatch (postal_campaign_id)`,
  `create table stock_movement (
    ${companyKey}
    item_id integer not null references analog_item (id) on delete cascade,
    warehouse_id integer not null references warehouse (id) on delete cascade,
    kind text not null check (kind in ('RECEIPT', 'DISPATCH', 'CORRECTION')),
    quantity integer not null check (quantity <> 0),
    dispatch_id integer references dispatch (id) on delete set null,
    note text check (length(note) <= 300),
    created_by_user_id integer references app_user (id),
    created_at timestamptz not null default now(),
    check (kind <> 'DISPATCH' or (quantity < 0 and dispatch_id is not null))
  )`,
  `create index stock_movement_item_idx on stock_movement (company_id, item_id, warehouse_id, created_at desc)`,
  `create sequence delivery_note_seq`,
];

export const up = inOrder(statements);
