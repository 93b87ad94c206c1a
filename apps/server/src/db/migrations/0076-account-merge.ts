import { companyKey, inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 46: merging duplicate accounts. The merged-away account is kept (not deleted) and points
// at the account it was merged into; `account_merge` records each merge: which rows of which
// table moved (their keys, so an undo moves exactly those back), the survivor's field values the
// merge replaced, and the versions both accounts had after it (an undo refuses when either was
// changed since).
const statements = [
  `alter table account
    add column merged_into_id integer references account (id),
    add constraint account_not_merged_into_itself check (merged_into_id <> id)`,
  `create table account_merge (
    ${companyKey}
    survivor_id integer not null references account (id),
    merged_id integer not null references account (id),
    moved jsonb not null default '[]'::jsonb,
    survivor_before jsonb not null default '{}'::jsonb,
    merged_active boolean not null,
    survivor_version integer not null,
    merged_version integer not null,
    merged_by integer not null references app_user (id),
    merged_at timestamptz not null default now(),
    undone_by integer references app_user (id),
    undone_at timestamptz,
    check (survivor_id <> merged_id)
  )`,
  `create index account_merge_survivor_idx on account_merge (survivor_id, merged_at desc)`,
  `create index account_merge_merged_idx on account_merge (merged_id, merged_at desc)`,
];

export const up = inOrder(statements);
