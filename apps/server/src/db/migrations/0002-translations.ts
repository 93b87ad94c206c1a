import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
const statements = [
  `create table translation (
    id integer generated always as identity primary key,
    namespace text not null check (namespace ~ '^[a-z][a-z0-9-]*$' and length(namespace) <= 50),
    key text not null check (key ~ '^[A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]+)*$' and length(key) <= 200),
    de text,
    en text,
    fr text,
    it text,
    page_ref text,
    edited_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (namespace, key)
  )`,
  // The missing view: rows where some language has no text.
  `create index translation_missing_idx on translation (namespace, key)
    where de is null or en is null or fr is null or it is null`,
];

export const up = inOrder(statements);
