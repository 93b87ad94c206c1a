import { companyKey, inOrder, list } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Credit-card receipts (issue 38; DOMAIN2 §1.1 PspPayout): the card payments of self-booking
// customers and the card provider's payouts of them, read from the provider's payout file; a
// paid payout is matched to the bank's entry (a payment of status PAYOUT) by amount and date.
// Money in minor units (bigint).

const payoutStatuses = list(['PENDING', 'IN_TRANSIT', 'PAID', 'FAILED']);

const statements = [
  // A bank credit may be a card payout arriving: no invoice's, and not for the queue.
  `alter table payment drop constraint payment_status_check`,
  `alter table payment add constraint payment_status_check
    check (status in ('MATCHED', 'PARTIAL', 'OVERPAID', 'UNMATCHED', 'PAYOUT'))`,
  `alter table payment drop constraint payment_check`,
  `alter table payment add constraint payment_check
    check ((invoice_id is null) = (status in ('UNMATCHED', 'PAYOUT')))`,
  `alter table payment_import add column payout integer not null default 0`,
  // A payout points at its bank credit within its own company.
  `alter table payment add constraint payment_company_id_id_key unique (company_id, id)`,
  // One imported payout file: what it gave.
  `create table card_payout_import (
    ${companyKey}
    file_name text not null check (length(file_name) between 1 and 200),
    created integer not null default 0,
    updated integer not null default 0,
    unchanged integer not null default 0,
    payments integer not null default 0,
    unknown_charges integer not null default 0,
    bank_matched integer not null default 0,
    imported_by_user_id integer references app_user (id),
    created_at timestamptz not null default now(),
    unique (company_id, id)
  )`,
  // A payout of the provider, by its id (unique per company: a file read again adds nothing);
  // its status only moves on (PENDING → IN_TRANSIT → PAID | FAILED).
  `create table card_payout (
    ${companyKey}
    payout_ref text not null check (length(payout_ref) between 1 and 64),
    status text not null check (status in (${payoutStatuses})),
    arrival_date date not null,
    currency char(3) not null,
    gross bigint not null,
    fee bigint not null check (fee >= 0),
    amount bigint not null,
    transactions integer not null default 0,
    import_id integer not null,
    bank_payment_id integer,
    version integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    foreign key (company_id, import_id) references card_payout_import (company_id, id),
    foreign key (company_id, bank_payment_id) references payment (company_id, id),
    unique (company_id, payout_ref),
    unique (company_id, bank_payment_id),
    unique (company_id, id)
  )`,
  `create index card_payout_status_idx on card_payout (company_id, status, arrival_date desc, id)`,
  // A card payment of a self-booking customer (the provider's charge), in a payout once the
  // provider's file names it.
  `create table card_payment (
    ${companyKey}
    psp_reference text not null check (length(psp_reference) between 1 and 64),
    paid_at timestamptz not null,
    amount bigint not null check (amount > 0),
    fee bigint not null default 0 check (fee >= 0),
    currency char(3) not null,
    status text not null check (status in ('CHARGED', 'REFUNDED')),
    card_brand text not null check (card_brand in ('VISA', 'MASTERCARD', 'AMEX', 'TWINT')),
    card_last4 char(4) not null check (card_last4 ~ '^[0-9]{4}$'),
    campaign_id integer references campaign (id),
    account_id integer references account (id),
    payout_id integer,
    created_at timestamptz not null default now(),
    foreign key (company_id, payout_id) references card_payout (company_id, id),
    unique (company_id, psp_reference)
  )`,
  `create index card_payment_paid_idx on card_payment (company_id, paid_at desc, id)`,
  `create index card_payment_payout_idx on card_payment (company_id, payout_id)`,
];

export const up = inOrder(statements);
