import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { connect, type Database, migrateToLatest } from '../src/db/database.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { type PreviousRelease, previousRelease } from './support/previous-release.ts';
import { testAuthSettings } from './support/server.ts';
import { slack } from './support/slack.ts';

// Issue 35: nothing is lost across an upgrade. A database made by the release before the newest
// migration (that commit's own migrations and demo seed, support/previous-release.ts) takes
// today's migrations: every row is still there and every list still answers.

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

describe('an upgrade from the release before the newest migration (issue 35)', () => {
  let database: Database;
  let before: Record<string, number>;
  let release: PreviousRelease;

  beforeAll(async () => {
    release = await previousRelease();
    database = await connect({ kind: 'pglite-memory' });
    const { error } = await new Migrator({
      db: database.db,
      provider: release.migrationProvider,
    }).migrateToLatest();
    if (error) throw error;
    await release.seedDemoData(database.db, testAuthSettings.passwordHashing);
    before = await counts(database);
  }, slack(180_000));
  afterAll(() => database?.close());

  it('keeps every row when the newer migrations run', async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(
      database.db,
    );
    // The release's schema stops before today's newest migration.
    expect(rows.map((row) => row.name)).toContain(release.newestMigration);
    expect(rows.map((row) => row.name)).not.toContain(
      Object.keys(migrations).sort().at(-1) as string,
    );
    expect(Object.values(before).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(1000);
    await migrateToLatest(database.db);
    const after = await counts(database);
    for (const [table, count] of Object.entries(before)) {
      expect(after[table], table).toBeGreaterThanOrEqual(count);
    }
  });

  it(
    'answers every list of the API on the upgraded database',
    async () => {
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
    },
    slack(120_000),
  );
});
