// `pnpm --filter @adconsole/server bench:campaigns`: the campaigns list (GET
// /api/ws-order/campaigns) at the demo's full scale in PostgreSQL (issue 20): 20,000 campaigns
// with 150,000 positions, or more with BENCH_POSITIONS (e.g. 1000000: bench/seed-positions.ts
// adds campaigns until the positions number that). Starts a throwaway PostgreSQL cluster on a
// loopback port (or uses BENCH_DATABASE_URL, a server where it may create a database), lets
// the built server (dist/main.js) migrate and seed the demo data, then sends filtered, sorted
// page requests one after another as the sales persona and prints p50/p95/p99 per filter as a
// Markdown table. BENCH_REQUESTS (per filter, default 300) tunes it.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import type { ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import pg from 'pg';
import { seedPositions } from './seed-positions.ts';
import { benchDatabase, percentile, random, startBuiltServer, stopServer } from './server.ts';

const positions = Number(process.env.BENCH_POSITIONS ?? 0);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);

const day = (date: Date) => date.toISOString().slice(0, 10);

interface Row {
  filter: string;
  example: string;
  total: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

let stopDatabase = () => {};
let server: ChildProcess | undefined;
const rows: Row[] = [];
const all: number[] = [];
let totals = { campaigns: 0, positions: 0 };
try {
  const database = await benchDatabase('campaigns');
  stopDatabase = database.stop;
  const databaseUrl = database.url;

  console.error('Starting the server (migrations, demo data)…');
  const started = await startBuiltServer({ DATABASE_URL: databaseUrl.href });
  server = started.child;
  const seedStarted = performance.now();
  if (positions > 0) {
    console.error(`Adding campaigns up to ${positions} positions…`);
    const added = await seedPositions(databaseUrl.href, positions);
    console.error(
      `  ${added.campaigns} campaigns, ${added.positions} positions in ${added.seconds.toFixed(1)} s`,
    );
  }
  const db = new pg.Client({ connectionString: databaseUrl.href });
  await db.connect();
  // A visibility map and statistics, as autovacuum leaves them a minute after the seed.
  await db.query('vacuum analyze campaign, campaign_position, account');
  const company = (
    await db.query<{ id: number }>(`select id from company where name = 'Adconsole Sales'`)
  ).rows[0]?.id;
  const accounts = (
    await db.query<{ id: number; name: string }>(
      `select distinct a.id, a.name from account a join campaign c on c.advertiser_account_id = a.id where c.company_id = $1`,
      [company],
    )
  ).rows;
  const types = (
    await db.query<{ id: number }>(`select id from campaign_type where company_id = $1`, [company])
  ).rows.map((row) => row.id);
  const counts = await db.query<{ campaigns: string; positions: string }>(
    `select (select count(*) from campaign) as campaigns, (select count(*) from campaign_position) as positions`,
  );
  totals = {
    campaigns: Number(counts.rows[0]?.campaigns),
    positions: Number(counts.rows[0]?.positions),
  };
  console.error(
    `  ${totals.campaigns} campaigns, ${totals.positions} positions in the database (${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`,
  );
  await db.end();

  const signIn = await fetch(`${started.url}/api/ws-auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'sales@example.com', password: 'demo' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };

  const next = random(20_261_125);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const now = Date.now();
  /** A range of `days` days starting somewhere in the two and a half years of data. */
  const range = (field: 'startDate' | 'endDate', days: number) => {
    const from = now - 730 * 86_400_000 + next() * (900 - days) * 86_400_000;
    return `${field}From=${day(new Date(from))}&${field}To=${day(new Date(from + (days - 1) * 86_400_000))}`;
  };
  /** Mostly the first page, now and then one further on, as people page. */
  const page = () => `page=${next() < 0.8 ? 0 : Math.floor(next() * 5)}&limit=20`;
  /** A few letters of an advertiser's name, as typed into the search. */
  const word = () => {
    const name = pick(accounts)
      .name.toLowerCase()
      .replace(/[^a-zäöüéèà]/g, '');
    const start = Math.floor(next() * Math.max(name.length - 4, 1));
    return encodeURIComponent(name.slice(start, start + 4));
  };
  // The order lists' tabs and their sorts (spec 3 §2.1: archived and running by end date,
  // the others by start date; descending for archived).
  const filters: { filter: string; query: () => string }[] = [
    { filter: 'all, by start date (default)', query: () => page() },
    {
      filter: 'BOOKED by start date',
      query: () => `status=BOOKED&sort=startDate&order=ASC&${page()}`,
    },
    {
      filter: 'ARCHIVED by end date, descending',
      query: () => `status=ARCHIVED&sort=endDate&order=DESC&${page()}`,
    },
    {
      filter: 'PERFORMANCE by end date',
      query: () => `status=PERFORMANCE&sort=endDate&order=ASC&${page()}`,
    },
    {
      filter: 'OFFERED + type',
      query: () =>
        `status=OFFERED&campaignTypeId=${pick(types)}&sort=startDate&order=ASC&${page()}`,
    },
    { filter: 'account (any role)', query: () => `accountId=${pick(accounts).id}&${page()}` },
    { filter: 'search text', query: () => `searchQuery=${word()}&${page()}` },
    {
      filter: 'start dates (90 days), by total',
      query: () => `${range('startDate', 90)}&sort=total&order=DESC&${page()}`,
    },
    {
      filter: 'ARCHIVED + end dates (1 year) + search',
      query: () =>
        `status=ARCHIVED&${range('endDate', 365)}&searchQuery=${word()}&sort=endDate&order=DESC&${page()}`,
    },
  ];
  for (const { filter, query } of filters) {
    const times: number[] = [];
    let example = '';
    let found = 0;
    for (let n = 0; n < requests + 20; n++) {
      const search = query();
      const at = performance.now();
      const response = await fetch(`${started.url}/api/ws-order/campaigns?${search}`, {
        headers,
      });
      const body = (await response.json()) as { total: number };
      const elapsed = performance.now() - at;
      if (response.status !== 200) throw new Error(`${search} answered ${response.status}`);
      // The first 20 warm the caches and the connection pool.
      if (n >= 20) {
        times.push(elapsed);
        found += body.total;
      } else example = search;
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push({
      filter,
      example,
      total: Math.round(found / times.length),
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: times.at(-1) ?? Number.NaN,
    });
    console.error(`  ${filter}: p95 ${percentile(times, 95).toFixed(1)} ms`);
  }
} finally {
  if (server) await stopServer(server);
  stopDatabase();
}

const ms = (value: number) => value.toFixed(1);
all.sort((a, b) => a - b);
console.log(
  `\n${totals.campaigns} campaigns with ${totals.positions} positions, ${requests} requests per filter one after another (client-side time, HTTP included), on ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.versions.node}:\n`,
);
console.log('| filter | mean total | p50 ms | p95 ms | p99 ms | max ms |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.filter} | ${row.total} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${ms(row.max)} |`,
  );
}
console.log(
  `| **all ${all.length} requests** | | **${ms(percentile(all, 50))}** | **${ms(percentile(all, 95))}** | **${ms(percentile(all, 99))}** | ${ms(all.at(-1) ?? Number.NaN)} |`,
);
console.log(`\nexample request: GET /api/ws-order/campaigns?${rows.at(-1)?.example}`);
if (percentile(all, 95) >= 30) process.exitCode = 1;
