import { companyKey, inOrder, list } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Finances part 3 (issue 38; DOMAIN2 §1.1, §1.5): payments read from the bank's camt.054 /
// camt.053 files, matched to invoices by their QRR or SCOR reference, then by amount. Money in
// minor units (bigint).

const paymentStatuses = list(['MATCHED', 'PARTIAL', 'OVERPAID', 'UNMATCHED']);

const statements = [
  // One imported bank file: what it was and what its entries gave.
  `create table payment_import (
    ${companyKey}
    file_name text not null check (length(file_name) between 1 and 200),
    format text not null check (format in ('camt.054', 'camt.053')),
    account text not null check (length(account) between 1 and 34),
    entries integer not null default 0,
    matched integer not null default 0,
    partial integer not null default 0,
    overpaid integer not null default 0,
    unmatched integer not null default 0,
    duplicate integer not null default 0,
    imported_by_user_id integer references app_user (id),
    created_at timestamptz not null default now(),
    unique (company_id, id)
  )`,
  // A credit of a bank file. The bank's entry reference (AcctSvcrRef) is unique per company: a
  // file imported again adds nothing. A matched payment points at its invoice; the part above
  // the invoice's open amount is the account's credit (credit_amount).
  `create table payment (
    ${companyKey}
    import_id integer not null,
    entry_ref text not null check (length(entry_ref) between 1 and 35),
    booking_date date not null,
    value_date date,
    amount bigint not null check (amount > 0),
    currency char(3) not null,
    reference text,
    debtor_name text,
    status text not null check (status in (${paymentStatuses})),
    invoice_id integer,
    account_id integer references account (id),
    credit_amount bigint not null default 0,
    assigned_by_user_id integer references app_user (id),
    version integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    foreign key (company_id, import_id) references payment_import (company_id, id),
    foreign key (company_id, invoice_id) references invoice (company_id, id),
    check ((invoice_id is null) = (status = 'UNMATCHED')),
    unique (company_id, entry_ref)
  )`,
  `create index payment_status_idx on payment (company_id, status, booking_date desc, id)`,
  `create index payment_invoice_idx on payment (company_id, invoice_id)`,
  // A payment's history entry on its invoice (ISSUED → PARTIALLY_PAID → PAID).
  `alter table invoice_event drop constraint invoice_event_action_check`,
  `alter table invoice_event add constraint invoice_event_action_check
    check (action in ('CREATED', 'ISSUED', 'SENT', 'CANCELLED', 'PAYMENT'))`,
];

export const up = inOrder(statements);
