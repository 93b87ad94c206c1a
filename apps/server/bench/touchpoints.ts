// `pnpm --filter @adconsole/server bench:touchpoints`: the touchpoints list with 1,000,000
// activities in PostgreSQL (issue 9). Starts a throwaway PostgreSQL cluster on a loopback
// port (or uses BENCH_DATABASE_URL, a server where it may create a database), lets the
// built server (dist/main.js) migrate and seed the demo data, adds the activities with
// bench/seed-activities.ts, then sends filtered page requests one after another as the sales
// persona and prints p50/p95/p99 per filter as a Markdown table. BENCH_ACTIVITIES (default
// 1,000,000) and BENCH_REQUESTS (per filter, default 300) tune it.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import { listQuestions, measure, printTable, signIn } from './measure.ts';
import { seedActivities } from './seed-activities.ts';
import { benchClient, choices, idsOf, timedSeed, withBenchServer } from './server.ts';

const activities = Number(process.env.BENCH_ACTIVITIES ?? 1_000_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);

const day = (date: Date) => date.toISOString().slice(0, 10);

const measured = await withBenchServer('touchpoints', {}, async (bench) => {
  await timedSeed('activities', activities, () =>
    seedActivities(bench.databaseUrl.href, activities),
  );
  const db = await benchClient(bench);
  const accounts = await idsOf(db, `select id from account where name like 'Bench Kunde %'`);
  const reps = await idsOf(db, `select id from app_user where email like 'bench.rep%'`);
  const contacts = await idsOf(
    db,
    `select c.id from contact c join account a on a.id = c.account_id where a.name like 'Bench Kunde %'`,
  );
  const total = await db.query<{ n: string }>(`select count(*) as n from activity`);
  console.error(`  ${total.rows[0]?.n} activities in the database`);
  await db.end();

  const headers = await signIn(bench.url, 'sales@example.com');

  const { next, pick, page } = choices(20_261_122);
  const types = ['EMAIL', 'PHONE', 'MEETING', 'OTHER'];
  const now = Date.now();
  /** A range of `days` days ending somewhere in the three years of data. */
  const range = (days: number) => {
    const end = now - next() * (3 * 365 - days) * 86_400_000;
    return `dateFrom=${day(new Date(end - (days - 1) * 86_400_000))}&dateTo=${day(new Date(end))}`;
  };
  const path = '/api/ws-activities/activities/touchpoints';
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
  return measure(
    listQuestions(
      bench.url,
      headers,
      filters.map((filter) => ({ ...filter, path })),
    ),
    requests,
  );
});

const p95 = printTable(
  `${activities} activities, ${requests} requests per filter one after another (client-side time, HTTP included)`,
  measured,
  { filter: 'filter', unit: 'requests' },
).get('');
if ((p95 ?? Number.NaN) >= 50 || measured.length === 0) process.exitCode = 1;
