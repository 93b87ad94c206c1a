// `pnpm --filter @adconsole/server bench:seed-positions <DATABASE_URL> [count]`: brings the
// campaign positions of a migrated, demo-seeded PostgreSQL database up to `count` (default
// 1,000,000) for benchmarks, with new campaigns of the demo's booking companies (7.5
// positions each, as the demo has), by the demo seed's own generator (src/seed/catalogue.ts:
// INSERT … SELECT from generate_series, hashed draws), in one transaction, then
// VACUUM ANALYZE. Runs under Node 24's type stripping, so only erasable TypeScript here.
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Schema } from '../src/db/schema.ts';
import { DEMO_CAMPAIGNS, DEMO_POSITIONS, generateCampaigns } from '../src/seed/catalogue.ts';
import { benchClient } from './server.ts';

/** Adds campaigns until the positions number `count`; answers what it added and the time. */
export async function seedPositions(
  url: string,
  count: number,
): Promise<{ campaigns: number; positions: number; seconds: number }> {
  const started = performance.now();
  // One connection: the generator's working tables are temporary, of its session.
  const db = new Kysely<Schema>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    plugins: [new CamelCasePlugin()],
  });
  try {
    const counts = (
      await sql<{ campaigns: string; positions: string }>`select
        (select count(*) from campaign) as campaigns,
        (select count(*) from campaign_position) as positions`.execute(db)
    ).rows[0];
    const positions = Math.max(count - Number(counts?.positions ?? 0), 0);
    if (positions === 0) return { campaigns: 0, positions: 0, seconds: 0 };
    const campaigns = Math.max(Math.round((positions * DEMO_CAMPAIGNS) / DEMO_POSITIONS), 1);
    const written = await db.transaction().execute((trx) =>
      generateCampaigns(trx, {
        campaigns,
        positions,
        now: new Date(),
        // The draws continue the demo's series instead of repeating it.
        first: Number(counts?.campaigns ?? 0) + 1,
      }),
    );
    const at = performance.now();
    await sql`vacuum analyze campaign, campaign_position`.execute(db);
    console.error(`  vacuum analyze: ${((performance.now() - at) / 1000).toFixed(1)} s`);
    return { ...written, seconds: (performance.now() - started) / 1000 };
  } finally {
    await db.destroy();
  }
}

/**
 * On a benchmark's database: adds campaigns up to `count` positions (none when 0), then runs
 * `vacuum analyze` on the tables (the visibility map and statistics autovacuum leaves a minute
 * after the seed).
 * Answers a connection to the database, for the benchmark's own look-ups; the caller ends it.
 */
export async function positionsOnBench(
  bench: { databaseUrl: URL },
  count: number,
  vacuumTables: string,
): Promise<pg.Client> {
  if (count > 0) {
    console.error(`Adding campaigns up to ${count} positions…`);
    const added = await seedPositions(bench.databaseUrl.href, count);
    console.error(
      `  ${added.campaigns} campaigns, ${added.positions} positions in ${added.seconds.toFixed(1)} s`,
    );
  }
  const client = await benchClient(bench);
  await client.query(`vacuum analyze ${vacuumTables}`);
  return client;
}

/** How many campaigns and positions the database holds. */
export async function positionTotals(client: pg.Client) {
  const counts = await client.query<{ campaigns: string; positions: string }>(
    `select (select count(*) from campaign) as campaigns, (select count(*) from campaign_position) as positions`,
  );
  return {
    campaigns: Number(counts.rows[0]?.campaigns),
    positions: Number(counts.rows[0]?.positions),
  };
}

if (import.meta.main) {
  const [url, countText] = process.argv.slice(2);
  if (!url) {
    console.error('usage: node bench/seed-positions.ts <DATABASE_URL> [count]');
    process.exit(2);
  }
  const result = await seedPositions(url, Number(countText ?? 1_000_000));
  console.log(
    `Added ${result.campaigns} campaigns with ${result.positions} positions in ${result.seconds.toFixed(1)} s`,
  );
}
