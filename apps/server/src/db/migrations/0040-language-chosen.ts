import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 40: the language chosen (or detected) on the sign-in page stays after signing in,
// unless the user saved a language of their own in their account settings: that one wins.
// `app_user.language` alone cannot say which: an administrator sets it for every user (the
// language of their mails, German by default). `language_chosen` is set when the user saves
// their own settings; rows that existed before were never saved by their users.
const statements = [
  `alter table app_user add column language_chosen boolean not null default false`,
];

export const up = inOrder(statements);
