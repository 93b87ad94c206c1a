// `pnpm --filter @adconsole/server bench:campaigns`: the campaigns list (GET
// /api/ws-order/campaigns) at the demo's full scale in PostgreSQL (issue 20): 20,000 campaigns
// with 150,000 positions, or more with BENCH_POSITIONS (e.g. 1000000: bench/seed-positions.ts
// adds campaigns until the positions number that). Starts a throwaway PostgreSQL cluster on a
// loopback port (or uses BENCH_DATABASE_URL, a server where it may create a database), lets
// the built server (dist/main.js) migrate and seed the demo data, then sends filtered, sorted
// page requests one after another as the sales persona and prints p50/p95/p99 per filter as a
// Markdown table. BENCH_REQUESTS (per filter, default 300) tunes it.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import { listQuestions, measure, printTable, signIn } from './measure.ts';
import { positionsOnBench, positionTotals } from './seed-positions.ts';
import { choices, idsOf, salesCompanyId, withBenchServer } from './server.ts';

const positions = Number(process.env.BENCH_POSITIONS ?? 0);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);

const day = (date: Date) => date.toISOString().slice(0, 10);

let totals = { campaigns: 0, positions: 0 };
const measured = await withBenchServer('campaigns', {}, async (bench) => {
  const seedStarted = performance.now();
  const db = await positionsOnBench(bench, positions, 'campaign, campaign_position, account');
  const company = await salesCompanyId(db);
  const accounts = (
    await db.query<{ id: number; name: string }>(
      `select distinct a.id, a.name from account a join campaign c on c.advertiser_account_id = a.id where c.company_id = $1`,
      [company],
    )
  ).rows;
  const types = await idsOf(db, `select id from campaign_type where company_id = $1`, [company]);
  totals = await positionTotals(db);
  console.error(
    `  ${totals.campaigns} campaigns, ${totals.positions} positions in the database (${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`,
  );
  await db.end();

  const headers = await signIn(bench.url, 'sales@example.com');

  const { next, pick, page } = choices(20_261_125);
  const now = Date.now();
  /** A range of `days` days starting somewhere in the two and a half years of data. */
  const range = (field: 'startDate' | 'endDate', days: number) => {
    const from = now - 730 * 86_400_000 + next() * (900 - days) * 86_400_000;
    return `${field}From=${day(new Date(from))}&${field}To=${day(new Date(from + (days - 1) * 86_400_000))}`;
  };
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
  return measure(
    listQuestions(
      bench.url,
      headers,
      filters.map((filter) => ({ ...filter, path: '/api/ws-order/campaigns' })),
    ),
    requests,
  );
});

const p95 = printTable(
  `${totals.campaigns} campaigns with ${totals.positions} positions, ${requests} requests per filter one after another (client-side time, HTTP included)`,
  measured,
  { filter: 'filter', unit: 'requests' },
).get('');
if ((p95 ?? Number.NaN) >= 30 || measured.length === 0) process.exitCode = 1;
