// `pnpm --filter @adconsole/server bench:touchpoints`: the touchpoints list with 1,000,000
// activities in PostgreSQL (issue 9). Starts a throwaway PostgreSQL cluster on a loopback
// port (or uses BENCH_DATABASE_URL, a server where it may create a database), lets the
// built server (dist/main.js) migrate and seed the demo data, adds the activities with
// bench/seed-activities.ts, then sends filtered page requests one after another as the sales
// persona and prints p50/p95/p99 per filter as a Markdown table. BENCH_ACTIVITIES (default
// 1,000,000) and BENCH_REQUESTS (per filter, default 300) tune it.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { getJson, type Measured, measure, printTable, signIn } from './measure.ts';
import { seedActivities } from './seed-activities.ts';
import { benchDatabase, random, startBuiltServer, stopServer } from './server.ts';

const activities = Number(process.env.BENCH_ACTIVITIES ?? 1_000_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);

const day = (date: Date) => date.toISOString().slice(0, 10);

let stopDatabase = () => {};
let server: ChildProcess | undefined;
let measured: Measured[] = [];
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

  const headers = await signIn(started.url, 'sales@example.com');

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
  const path = '/api/ws-activities/activities/touchpoints';
  measured = await measure(
    filters.map(({ filter, query }) => ({
      filter,
      ask: async () => {
        const request = `${path}?${query()}`;
        const { total } = await getJson<{ total: number }>(`${started.url}${request}`, headers);
        return { total, request };
      },
    })),
    requests,
  );
} finally {
  if (server) await stopServer(server);
  stopDatabase();
}

const p95 = printTable(
  `${activities} activities, ${requests} requests per filter one after another (client-side time, HTTP included)`,
  measured,
  { filter: 'filter', unit: 'requests' },
).get('');
if ((p95 ?? Number.NaN) >= 50 || measured.length === 0) process.exitCode = 1;
