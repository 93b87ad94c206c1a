import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 44, Permalead: a company's webhook secret (sealed, services/header-tag/secret-box.ts) and
// the leads received through the webhook or a CSV upload, each with its outcome: the account,
// contact and sales task it was matched to or created as, or why it was refused. A delivery's
// signature is kept so that the same delivery sent again inside the replay window is refused; a
// provider id is received once (a refused lead does not count: it may be sent again, corrected).
const statements = [
  `create table permalead_settings (
    company_id integer primary key references company (id),
    secret_encrypted text not null,
    rotated_at timestamptz not null default now(),
    rotated_by_user_id integer not null references app_user (id)
  )`,
  `create table permalead (
    id serial primary key,
    company_id integer not null references company (id),
    channel text not null check (channel in ('WEBHOOK', 'CSV')),
    outcome text not null check (outcome in ('CREATED', 'MATCHED', 'REFUSED')),
    reason text,
    external_id text,
    company_name text,
    street text,
    postal_code text,
    city text,
    country_code text,
    uid_number text,
    first_name text,
    last_name text,
    email text,
    phone text,
    message text,
    account_id integer references account (id),
    contact_id integer references contact (id),
    task_id integer references sales_task (id),
    signature text,
    received_at timestamptz not null default now()
  )`,
  `create index permalead_received_idx on permalead (company_id, received_at desc, id desc)`,
  `create unique index permalead_external_id_idx on permalead (company_id, external_id)
    where external_id is not null and outcome <> 'REFUSED'`,
  `create unique index permalead_signature_idx on permalead (company_id, signature)
    where signature is not null`,
];

export const up = inOrder(statements);
