import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 37 (part C): an activity the system wrote on no user's action has no creator. The daily
// position-dates job (services/orders/position-dates.ts) writes its moves into the campaign's
// history; a null creator is shown as "System" in the reader's language. Decided against a
// system user: a user row would show in the users list, the assignee and creator pickers and
// the sign-in, and each of them would have to leave it out.
const statements = [`alter table activity alter column creator_user_id drop not null`];

export const up = inOrder(statements);
