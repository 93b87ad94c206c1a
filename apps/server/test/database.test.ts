import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseLanes } from './support/databases.ts';

const postgres = databaseLanes().filter((lane) => lane.name === 'postgres');

describe.each(postgres)('the connections to $name', (lane) => {
  it('run without parallel workers (a filtered page was slower with them, bench/touchpoints.ts)', async () => {
    const database = await lane.open();
    try {
      const { rows } = await sql<{
        workers: string;
      }>`select current_setting('max_parallel_workers_per_gather') as workers`.execute(database.db);
      expect(rows[0]?.workers).toBe('0');
    } finally {
      await database.close();
    }
  });
});
