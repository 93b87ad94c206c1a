import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 35: a changed e-mail address applies only once the new address confirms it, through a
// single-use link of its own kind that carries the new address.
const statements = [
  `alter table account_hash drop constraint account_hash_purpose_check`,
  `alter table account_hash add constraint account_hash_purpose_check
    check (purpose in ('RESTORE_PASSWORD', 'ACTIVATE_ACCOUNT', 'CONFIRM_EMAIL'))`,
  `alter table account_hash add column new_email text`,
];

export const up = inOrder(statements);
