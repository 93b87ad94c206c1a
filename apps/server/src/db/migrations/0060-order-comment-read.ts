import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 44: the administrators' messages (/orders/comments). A comment may be about an account
// instead of a campaign; marking it read keeps who read it (read_at was there since 0001), and
// the unread ones (order_comment_unread_idx since 0001) are what the header's badge counts.
const statements = [
  `alter table order_comment add column account_id integer references account (id)`,
  `alter table order_comment add column read_by_user_id integer references app_user (id)`,
  `create index order_comment_account_idx on order_comment (account_id)`,
];

export const up = inOrder(statements);
