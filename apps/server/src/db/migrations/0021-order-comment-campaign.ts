import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 33: an order comment names the campaign it is about, so the comments list links to it.
// Nullable: a comment written before it has none.
const statements = [
  `alter table order_comment add column campaign_id integer references campaign (id)`,
  `create index order_comment_campaign_idx on order_comment (campaign_id)`,
];

export const up = inOrder(statements);
