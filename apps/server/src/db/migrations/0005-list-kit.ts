import { companyKey, inOrder, namedTable } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// The list kit's tables: lead sources (the first resource built only from the kit), the saved
// views of a list (a user's, or shared with their company) and each user's columns of a list.
const statements = [
  ...namedTable('lead_source'),
  `create table saved_view (
    ${companyKey}
    owner_user_id integer not null references app_user (id),
    list_key text not null check (length(list_key) between 1 and 100),
    name text not null check (length(name) between 1 and 100),
    search jsonb not null,
    shared boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index saved_view_name_idx on saved_view (owner_user_id, list_key, lower(name))`,
  `create index saved_view_list_idx on saved_view (company_id, list_key)`,
  `create table list_setting (
    user_id integer not null references app_user (id),
    list_key text not null check (length(list_key) between 1 and 100),
    hidden_columns jsonb not null,
    column_order jsonb not null,
    updated_at timestamptz not null default now(),
    primary key (user_id, list_key)
  )`,
];

export const up = inOrder(statements);
