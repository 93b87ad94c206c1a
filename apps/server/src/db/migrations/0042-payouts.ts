import { activeStamps, companyKey, inOrder, list, timestamps } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Publisher payouts (issue 39; DOMAIN2 §1.7). Every row belongs to the publisher company that is
// paid (the company of its revenue facts, migration 0029), so a publisher's scope holds its own
// configs, websites and payouts, and the run reads the facts of the scope it writes for.
// Money in minor units as bigint. A payout's PDF is archived at approval (`pdf`, with its
// SHA-256): a download is the archived file, byte for byte, never a new rendering.

const vatStatuses = list(['REGISTERED', 'NOT_REGISTERED', 'REVERSE_CHARGE']);
const states = list(['DRAFT', 'APPROVED']);
const money = (column: string) => `${column} bigint not null default 0`;

const statements = [
  `create table payout_config (
    ${companyKey}
    name text not null check (length(name) between 1 and 100),
    currency char(3) not null check (currency in ('CHF', 'EUR')),
    share_percent numeric(5, 2) not null check (share_percent between 0 and 100),
    minimum_payout bigint not null default 0 check (minimum_payout between 0 and 10000000),
    self_billing_agreed_at date,
    vat_status text not null check (vat_status in (${vatStatuses})),
    vat_number text check (length(vat_number) between 1 and 40),
    ${activeStamps}
  )`,
  `create unique index payout_config_currency_idx on payout_config (company_id, currency)`,
  `create table payout_website (
    ${companyKey}
    config_id integer not null references payout_config (id),
    website_id integer not null references website (id),
    ${activeStamps}
  )`,
  // A website is paid under one config: its revenue is never paid twice.
  `create unique index payout_website_idx on payout_website (company_id, website_id)`,
  `create index payout_website_config_idx on payout_website (config_id)`,
  `create table payout (
    ${companyKey}
    config_id integer not null references payout_config (id),
    month date not null check (extract(day from month) = 1),
    state text not null default 'DRAFT' check (state in (${states})),
    currency char(3) not null check (currency in ('CHF', 'EUR')),
    ${money('gross_revenue')},
    ${money('fees')},
    ${money('net_revenue')},
    share_percent numeric(5, 2) not null,
    ${money('share_amount')},
    ${money('carried_in')},
    rolled_over boolean not null default false,
    vat_rate numeric(5, 2) not null default 0,
    ${money('vat_amount')},
    ${money('total')},
    number text check (length(number) between 1 and 60),
    issue_date date,
    approved_by_user_id integer references app_user (id),
    pdf bytea,
    pdf_sha256 text,
    ${timestamps},
    check (net_revenue = gross_revenue - fees),
    check (state = 'DRAFT' or (number is not null and issue_date is not null and pdf is not null)),
    unique (config_id, month)
  )`,
  `create unique index payout_number_idx on payout (company_id, number) where number is not null`,
  `create index payout_month_idx on payout (company_id, month)`,
  `create table payout_line (
    ${companyKey}
    payout_id integer not null references payout (id) on delete cascade,
    website_id integer not null references website (id),
    ${money('gross_revenue')},
    ${money('fees')},
    ${money('net_revenue')},
    unique (payout_id, website_id)
  )`,
];

export const up = inOrder(statements);
