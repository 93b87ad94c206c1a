import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { rolledBack } from './support/rows.ts';

// The seed writes the positions with their summary triggers off and computes the summaries once
// at its end (seed/bulk.ts, issue 36): the tab counts (0013), the report months (0074) and the
// media's load per day and week (0075) must be what the triggers would have written. Replayed
// here: the seeded positions inserted into a copy of the table that carries the same trigger
// functions, into emptied summaries, compared row by row with what the seed left.
// (test/ad-medium-load.test.ts follows the triggers through updates and deletions.)

const summaries = [
  'order_position_count',
  'report_position_month',
  'ad_medium_day_load',
  'ad_medium_week_load',
] as const;
const triggers = [
  'order_position_count_apply',
  'report_position_month_insert',
  'ad_medium_load_insert',
];

/** Rows of `a` not in `b` and of `b` not in `a`. */
const differing = async (db: Db, a: string, b: string) =>
  Number(
    (
      await sql<{ n: string }>`select count(*) as n from (
        (select * from ${sql.table(a)} except all select * from ${sql.table(b)})
        union all (select * from ${sql.table(b)} except all select * from ${sql.table(a)})) x`.execute(
        db,
      )
    ).rows[0]?.n,
  );

describeOnLanes('the seeded positions’ summaries', [], ({ server }) => {
  it('are what the positions’ triggers write for the same positions', async () => {
    const db = server.database.db as unknown as Db;
    await rolledBack(db, async (t) => {
      for (const table of summaries) {
        await sql`create temporary table ${sql.table(`seeded_${table}`)} as
          select * from ${sql.table(table)}`.execute(t);
        await sql`delete from ${sql.table(table)}`.execute(t);
      }
      await sql`create temporary table replay (like campaign_position)`.execute(t);
      for (const [index, name] of triggers.entries()) {
        await sql`create trigger ${sql.id(`replay_${index}`)} after insert on replay
          referencing new table as new_rows for each statement
          execute function ${sql.id(name)}()`.execute(t);
      }
      await sql`insert into replay select * from campaign_position`.execute(t);
      for (const table of summaries) {
        const seeded = `seeded_${table}`;
        const count = await sql<{
          n: string;
        }>`select count(*) as n from ${sql.table(seeded)}`.execute(t);
        expect(Number(count.rows[0]?.n), table).toBeGreaterThan(0);
        expect(await differing(t, seeded, table), table).toBe(0);
      }
    });
  });
});
