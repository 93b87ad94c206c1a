import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { connect, type Database, migrateToLatest } from '../src/db/database.ts';
import { migrationProvider, migrations } from '../src/db/migrations/index.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { testAuthSettings } from './support/server.ts';

// Issue 35: nothing is lost across an upgrade. A database at the schema of the commit before the
// last migration, with the demo data of that schema, takes today's migrations: every row is
// still there and every list still answers.

/** The rows of every table, by table. */
async function counts(database: Database): Promise<Record<string, number>> {
  const { db } = database;
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%' order by table_name`.execute(db);
  const result: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{
      count: string;
    }>`select count(*) as count from ${sql.table(name)}`.execute(db);
    result[name] = Number(row.rows[0]?.count);
  }
  return result;
}

describe('an upgrade from the schema before the last migration (issue 35)', () => {
  let database: Database;
  let before: Record<string, number>;
  const names = Object.keys(migrations).sort();
  const previous = names[names.length - 2] as string;

  beforeAll(async () => {
    database = await connect({ kind: 'pglite-memory' });
    const { error } = await new Migrator({
      db: database.db,
      provider: migrationProvider,
    }).migrateTo(previous);
    if (error) throw error;
    await seedDemoData(database.db, testAuthSettings.passwordHashing);
    before = await counts(database);
  }, 180_000);
  afterAll(() => database?.close());

  it(`keeps every row when the migrations after ${previous} run`, async () => {
    expect(Object.values(before).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(1000);
    await migrateToLatest(database.db);
    const after = await counts(database);
    for (const [table, count] of Object.entries(before)) {
      expect(after[table], table).toBeGreaterThanOrEqual(count);
    }
  });

  it('answers every list of the API on the upgraded database', async () => {
    const app = await buildApp({
      config: { consoleDir: '/nonexistent' },
      database: { ...database, close: async () => {} },
      auth: testAuthSettings,
      jobs: { pollingIntervalSeconds: 0.5, stopTimeoutMs: 2000 },
    });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/ws-auth/token',
        payload: { email: 'admin@example.com', password: 'demo' },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const token = signIn.json().token as string;
      const lists = app.routeTable.filter(
        (route) =>
          route.method === 'GET' && route.url.startsWith('/api/') && !route.url.includes(':'),
      );
      expect(lists.length).toBeGreaterThan(50);
      const failed: string[] = [];
      let answered = 0;
      for (const route of lists) {
        const response = await app.inject({
          method: 'GET',
          url: route.url,
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.statusCode >= 500) failed.push(`${route.url} ${response.statusCode}`);
        if (response.statusCode === 200) answered += 1;
      }
      expect(failed).toEqual([]);
      expect(answered).toBeGreaterThan(lists.length / 2);
    } finally {
      await app.close();
    }
  }, 120_000);
});
