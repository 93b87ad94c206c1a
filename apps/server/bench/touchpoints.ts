// `pnpm --filter @adconsole/server bench:touchpoints`: the touchpoints list with 1,000,000
// activities in PostgreSQL (issue 9). Starts a throwaway PostgreSQL cluster on a loopback
// port (or uses BENCH_DATABASE_URL, a server where it may create a database), lets the
// built server (dist/main.js) migrate and seed the demo data, adds the activities with
// bench/seed-activities.ts, then sends filtered page requests one after another as the sales
// persona and prints p50/p95/p99 per filter as a Markdown table. BENCH_ACTIVITIES (default
// 1,000,000) and BENCH_REQUESTS (per filter, default 300) tune it.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import type { ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import pg from 'pg';
import { seedActivities } from './seed-activities.ts';
import { benchDatabase, percentile, random, startBuiltServer, stopServer } from './server.ts';

const activities = Number(process.env.BENCH_ACTIVITIES ?? 1_000_000);
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
try {
  const database = await benchDatabase('touchpoints');
  stopDatabase = database.stop;
  const databaseUrl = database.url;

  console.error('Starting the server (migrations, demo data)…');
  const started = await startBuiltServer({ DATABASE_URL: databaseUrl.href });
  server = started.child;
  console.error(`Adding ${activities} activities…`);
  const seconds = await seedActivities(databaseUrl.href, activities);
  console.error(`  done in ${seconds.toFixed(1)} s`);

  const db = new pg.Client({ connectionString: databaseUrl.href });
  await db.connect();
  const accounts = (
    await db.query<{ id: number }>(`select id from account where name like 'Bench Kunde %'`)
  ).rows.map((row) => row.id);
  const reps = (
    await db.query<{ id: number }>(`select id from app_user where email like 'bench.rep%'`)
  ).rows.map((row) => row.id);
  const contacts = (
    await db.query<{ id: number }>(
      `select c.id from contact c join account a on a.id = c.account_id where a.name like 'Bench Kunde %'`,
    )
  ).rows.map((row) => row.id);
  const total = await db.query<{ n: string }>(`select count(*) as n from activity`);
  console.error(`  ${total.rows[0]?.n} activities in the database`);
  await db.end();

  const signIn = await fetch(`${started.url}/api/ws-auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'sales@example.com', password: 'demo' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };

  const next = random(20_261_122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const types = ['EMAIL', 'PHONE', 'MEETING', 'OTHER'];
  const now = Date.now();
  /** A range of `days` days ending somewhere in the three years of data. */
  const range = (days: number) => {
    const end = now - next() * (3 * 365 - days) * 86_400_000;
    return `dateFrom=${day(new Date(end - (days - 1) * 86_400_000))}&dateTo=${day(new Date(end))}`;
  };
  /** Mostly the first page, now and then one further on, as people page. */
  const page = () => `page=${next() < 0.8 ? 0 : Math.floor(next() * 5)}&limit=20`;
  const filters: { filter: string; query: () => string }[] = [
    {
      filter: 'type + date range (30 days)',
      query: () => `activityType=${pick(types)}&${range(30)}&${page()}`,
    },
    {
      filter: 'type + date range (1 year)',
      query: () => `activityType=${pick(types)}&${range(365)}&${page()}`,
    },
    { filter: 'date range (30 days)', query: () => `${range(30)}&${page()}` },
    { filter: 'account', query: () => `accountId=${pick(accounts)}&${page()}` },
    { filter: 'creator', query: () => `creatorId=${pick(reps)}&${page()}` },
    {
      filter: 'creator + type + date range (90 days)',
      query: () => `creatorId=${pick(reps)}&activityType=${pick(types)}&${range(90)}&${page()}`,
    },
    {
      filter: 'account + date range (1 year), by date',
      query: () => `accountId=${pick(accounts)}&${range(365)}&sort=date&${page()}`,
    },
    { filter: 'contact', query: () => `contactId=${pick(contacts)}&${page()}` },
  ];
  for (const { filter, query } of filters) {
    const times: number[] = [];
    let example = '';
    let found = 0;
    for (let n = 0; n < requests + 20; n++) {
      const search = query();
      const at = performance.now();
      const response = await fetch(
        `${started.url}/api/ws-activities/activities/touchpoints?${search}`,
        {
          headers,
        },
      );
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
  `\n${activities} activities, ${requests} requests per filter one after another (client-side time, HTTP included), on ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.versions.node}:\n`,
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
console.log(`\nexample request: GET /api/ws-activities/activities/touchpoints?${rows[0]?.example}`);
if (percentile(all, 95) >= 50) process.exitCode = 1;
