import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 44: the Gen AI chat's log: every question an administrator asked, the answer, the tool
// calls the model made (their arguments and the size of what they gave it) and the model.
const statements = [
  `create table chat_entry (
    id serial primary key,
    company_id integer not null references company (id),
    user_id integer not null references app_user (id),
    question text not null,
    answer text not null,
    steps jsonb not null default '[]'::jsonb,
    model text not null,
    error text,
    created_at timestamptz not null default now()
  )`,
  `create index chat_entry_created_idx on chat_entry (created_at desc, id desc)`,
];

export const up = inOrder(statements);
