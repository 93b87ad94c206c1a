import { companyKey, inOrder, list, timestamps } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Programmatic deals and Xandr credentials (issue 41; apps/server/src/services/header-tag/
// README.md): a deal sells placements of one header tag to buyer seats at a floor in the tag's
// currency; a company's Xandr API credentials, one per environment, the password kept only
// encrypted (AES-256-GCM with the server's key, never readable through the API).
const DEAL_TYPES = ['PMP', 'PREFERRED', 'GUARANTEED'];
const DEAL_STATUSES = ['DRAFT', 'ACTIVE', 'PAUSED', 'ARCHIVED'];

const statements = [
  `create table programmatic_deal (
    ${companyKey}
    deal_id text not null check (deal_id ~ '^[A-Za-z0-9._:-]{1,64}$'),
    name text not null check (length(name) between 1 and 200),
    type text not null check (type in (${list(DEAL_TYPES)})),
    header_tag_id integer not null references header_tag (id) on delete cascade,
    seats text[] not null default '{}',
    floor numeric(10, 2) not null check (floor >= 0),
    priority integer not null check (priority between 1 and 20),
    start_date date not null,
    end_date date check (end_date >= start_date),
    status text not null check (status in (${list(DEAL_STATUSES)})),
    ${timestamps}
  )`,
  // A deal id names one deal of the company's at the SSPs, in any case.
  `create unique index programmatic_deal_id_idx on programmatic_deal (company_id, lower(deal_id))`,
  `create index programmatic_deal_company_idx
    on programmatic_deal (company_id, status, start_date desc, id)`,
  `create index programmatic_deal_tag_idx on programmatic_deal (header_tag_id)`,

  // The placements a deal sells (of its header tag).
  `create table programmatic_deal_placement (
    company_id integer not null references company (id),
    deal_id integer not null references programmatic_deal (id) on delete cascade,
    placement_id integer not null references header_tag_placement (id) on delete cascade,
    primary key (deal_id, placement_id)
  )`,
  `create index programmatic_deal_placement_placement_idx
    on programmatic_deal_placement (placement_id)`,

  // The password as "v1:" + base64 of iv, tag and ciphertext (AES-256-GCM); never sent back.
  `create table xandr_credential (
    ${companyKey}
    environment text not null check (environment in ('PROD', 'SANDBOX')),
    member_id integer not null check (member_id between 1000 and 999999),
    username text not null check (length(username) between 1 and 100),
    secret_encrypted text not null,
    last_auth_at timestamptz,
    last_error text,
    active boolean not null default true,
    ${timestamps}
  )`,
  `create unique index xandr_credential_environment_idx
    on xandr_credential (company_id, lower(environment))`,
];

export const up = inOrder(statements);
