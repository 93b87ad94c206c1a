import { type Kysely, sql } from 'kysely';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 33: an order comment names the campaign it is about, so the comments list links to it.
// Nullable: a comment written before it has none.
const statements = [
  `alter table order_comment add column campaign_id integer references campaign (id)`,
  `create index order_comment_campaign_idx on order_comment (campaign_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement at a time: PGlite's extended protocol takes no multi-statement strings.
  for (const statement of statements) await sql.raw(statement).execute(db);
}
