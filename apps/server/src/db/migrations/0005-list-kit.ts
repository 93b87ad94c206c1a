import { type Kysely, sql } from 'kysely';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// The list kit's tables: lead sources (the first resource built only from the kit), the saved
// views of a list (a user's, or shared with their company) and each user's columns of a list.
const statements = [
  `create table lead_source (
    id integer generated always as identity primary key,
    company_id integer not null references company (id),
    name text not null check (length(name) between 1 and 100),
    active boolean not null default true,
    version integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index lead_source_name_idx on lead_source (company_id, lower(name))`,
  `create table saved_view (
    id integer generated always as identity primary key,
    company_id integer not null references company (id),
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

export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement at a time: PGlite's extended protocol takes no multi-statement strings.
  for (const statement of statements) await sql.raw(statement).execute(db);
}
