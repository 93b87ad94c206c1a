import { companyKey, inOrder, list, timestamps } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Finances (issue 38 part 1; DOMAIN2 §1): invoices of a campaign's positions by billing period,
// their lines with the service period and the VAT snapshot, their history, and the number
// ranges per issuer (the company), document type and year. Money is kept in integer minor units
// (Rappen, cents) as bigint. The VAT rates stay in the dated table `post_country_vat` (0018),
// read by the one VAT rule (services/orders/vat.ts); advertising takes the standard rate.

/** DOMAIN2 §1.1: the states of an invoice. */
const invoiceStates = list(['DRAFT', 'ISSUED', 'PARTIALLY_PAID', 'PAID', 'CANCELLED', 'OVERDUE']);
const docTypes = list(['INVOICE', 'CREDIT_NOTE', 'MANUAL', 'PAYOUT_CREDIT']);
const vatCategories = list(['STANDARD', 'REDUCED', 'ACCOMMODATION', 'EXEMPT', 'REVERSE_CHARGE']);
const money = (column: string) => `${column} bigint not null default 0`;

const statements = [
  // DOMAIN2 §1.3: one gapless series per issuer × docType × year; the number is taken at issue
  // under this row's lock and never given back.
  `create table finance_number_range (
    ${companyKey}
    doc_type text not null check (doc_type in (${docTypes})),
    year integer not null check (year between 2000 and 2999),
    pattern text not null check (length(pattern) between 1 and 60 and pattern like '%{seq%'),
    next_value integer not null default 1 check (next_value >= 1),
    ${timestamps},
    unique (company_id, doc_type, year)
  )`,
  `create table invoice (
    ${companyKey}
    campaign_id integer not null,
    account_id integer not null references account (id),
    doc_type text not null default 'INVOICE' check (doc_type in (${docTypes})),
    state text not null default 'DRAFT' check (state in (${invoiceStates})),
    number text check (length(number) between 1 and 60),
    currency char(3) not null check (currency in ('CHF', 'EUR')),
    language char(2) not null default 'de' check (language in ('de', 'fr', 'it', 'en')),
    period_from date not null,
    period_to date not null,
    issue_date date,
    due_date date,
    issued_by_user_id integer references app_user (id),
    created_by_user_id integer references app_user (id),
    vat_mode text not null check (vat_mode in ('DOMESTIC', 'REVERSE_CHARGE', 'EXEMPT')),
    customer_vat_id text,
    ${money('net_total')},
    ${money('vat_total')},
    ${money('total')},
    ${money('paid_total')},
    ${timestamps},
    foreign key (company_id, campaign_id) references campaign (company_id, id),
    check (period_to >= period_from),
    check ((number is null) = (state = 'DRAFT')),
    check ((issue_date is null) = (state = 'DRAFT')),
    unique (company_id, id)
  )`,
  `create unique index invoice_number_idx on invoice (company_id, number) where number is not null`,
  // A campaign's period is invoiced once (the run may be repeated); a cancelled one frees it.
  `create unique index invoice_period_idx on invoice (company_id, campaign_id, period_from, period_to)
    where state <> 'CANCELLED'`,
  `create index invoice_state_idx on invoice (company_id, state, issue_date desc, id)`,
  `create index invoice_created_idx on invoice (company_id, created_at desc, id)`,
  `create index invoice_account_idx on invoice (company_id, account_id)`,
  `create table invoice_line (
    ${companyKey}
    invoice_id integer not null,
    position integer not null check (position >= 1),
    campaign_position_id integer references campaign_position (id),
    split_of integer references invoice_line (id),
    description text not null check (length(description) between 1 and 200),
    period_from date not null,
    period_to date not null,
    quantity numeric(14, 2) not null,
    unit text not null,
    unit_price bigint not null,
    discount_percent numeric(5, 2) not null default 0 check (discount_percent between 0 and 100),
    net_amount bigint not null,
    vat_category text not null check (vat_category in (${vatCategories})),
    vat_rate numeric(5, 2) not null check (vat_rate >= 0 and vat_rate < 100),
    vat_amount bigint not null,
    foreign key (company_id, invoice_id) references invoice (company_id, id) on delete cascade,
    check (period_to >= period_from),
    unique (invoice_id, position)
  )`,
  `create table invoice_event (
    ${companyKey}
    invoice_id integer not null,
    actor_user_id integer references app_user (id),
    at timestamptz not null default now(),
    action text not null check (action in ('CREATED', 'ISSUED', 'SENT', 'CANCELLED')),
    from_state text,
    to_state text not null,
    number text,
    foreign key (company_id, invoice_id) references invoice (company_id, id) on delete cascade
  )`,
  `create index invoice_event_invoice_idx on invoice_event (invoice_id, at, id)`,
];

export const up = inOrder(statements);
