// `pnpm --filter @adconsole/server bench:orders`: a positions tab page with its tab counts (issue
// 22: "with 1,000,000 positions in PostgreSQL, a positions tab page with its tab counts answers
// in under 50 ms at p95"). Starts a throwaway PostgreSQL cluster (or uses BENCH_DATABASE_URL),
// lets the built server migrate and seed the full demo data, adds campaigns until the positions
// number BENCH_POSITIONS (default 1,000,000; bench/seed-positions.ts), then, as the sales
// persona, loads what the console loads for a tab: `GET ws-order/tabs/{type}` and
// `GET ws-order/positions/{type}/{status}` side by side, and times the pair until both have
// answered. Tabs and media vary; one in five requests pages further on; one filter set adds an
// ad medium (the capped counts). Prints p50/p95/p99 per filter as a Markdown table and exits 1
// when the p95 of all is 50 ms or more. BENCH_REQUESTS (per filter, default 300) tunes it.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { getJson, type Measured, measure, printTable, signIn } from './measure.ts';
import { seedPositions } from './seed-positions.ts';
import { benchDatabase, random, startBuiltServer, stopServer } from './server.ts';

const positions = Number(process.env.BENCH_POSITIONS ?? 1_000_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);

let stopDatabase = () => {};
let server: ChildProcess | undefined;
let measured: Measured[] = [];
let totals = { campaigns: 0, positions: 0 };
try {
  const database = await benchDatabase('orders');
  stopDatabase = database.stop;
  const databaseUrl = database.url;
  console.error('Starting the server (migrations, demo data)…');
  const seedStarted = performance.now();
  const started = await startBuiltServer({ DATABASE_URL: databaseUrl.href });
  server = started.child;
  console.error(`  first start ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  if (positions > 0) {
    console.error(`Adding campaigns up to ${positions} positions…`);
    const added = await seedPositions(databaseUrl.href, positions);
    console.error(
      `  ${added.campaigns} campaigns, ${added.positions} positions in ${added.seconds.toFixed(1)} s`,
    );
  }
  const db = new pg.Client({ connectionString: databaseUrl.href });
  await db.connect();
  await db.query('vacuum analyze campaign, campaign_position, order_position_count');
  const company = (
    await db.query<{ id: number }>(`select id from company where name = 'Adconsole Sales'`)
  ).rows[0]?.id;
  const media = (
    await db.query<{ id: number; type: string }>(
      `select distinct ad_medium_id as id, position_type as type from campaign_position where company_id = $1`,
      [company],
    )
  ).rows;
  const counts = await db.query<{ campaigns: string; positions: string }>(
    `select (select count(*) from campaign) as campaigns, (select count(*) from campaign_position) as positions`,
  );
  totals = {
    campaigns: Number(counts.rows[0]?.campaigns),
    positions: Number(counts.rows[0]?.positions),
  };
  console.error(`  ${totals.campaigns} campaigns, ${totals.positions} positions`);
  await db.end();

  const headers = await signIn(started.url, 'sales@example.com');
  const next = random(20_261_125);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const page = () => `page=${next() < 0.8 ? 0 : Math.floor(next() * 5)}&limit=20`;
  const mediumOf = (type: string) => {
    const own = media.filter((medium) => medium.type === type);
    return pick(own.length ? own : media).id;
  };
  /** What the console loads for a tab: the tabs with counts and the page, side by side. */
  const tabPage = async (type: string, tabs: readonly string[], medium: boolean) => {
    const extra = medium
      ? `adMediumId=${mediumOf(type === 'digital-positions' ? 'DIGITAL' : 'PRINT')}`
      : '';
    const list = `/api/ws-order/positions/${type}/${pick(tabs)}?${page()}${extra ? `&${extra}` : ''}`;
    const [, body] = await Promise.all([
      getJson(`${started.url}/api/ws-order/tabs/${type}?${extra}`, headers),
      getJson<{ total: number }>(`${started.url}${list}`, headers),
    ]);
    return { total: body.total, request: list };
  };
  // The tabs sales staff see per medium (spec 3 §2.1: no PREPAYMENT without self-booking, print
  // without RUNNING, radio and TV without DRAFTS and APPROVALS).
  const digitalTabs = [
    'RUNNING',
    'ALL',
    'BOOKED',
    'ARCHIVED',
    'OFFERED',
    'DRAFTS',
    'APPROVALS',
    'UNFINISHED',
  ];
  const printTabs = ['BOOKED', 'ALL', 'ARCHIVED', 'OFFERED', 'DRAFTS', 'APPROVALS', 'UNFINISHED'];
  const broadcastTabs = ['ALL', 'OFFERED', 'BOOKED', 'RUNNING', 'ARCHIVED'];
  measured = await measure(
    [
      { filter: 'digital, every tab', ask: () => tabPage('digital-positions', digitalTabs, false) },
      { filter: 'print, every tab', ask: () => tabPage('print-positions', printTabs, false) },
      {
        filter: 'radio and TV, every stage',
        ask: () => tabPage(next() < 0.5 ? 'radio-positions' : 'tv-positions', broadcastTabs, false),
      },
      {
        filter: 'digital + ad medium (capped counts)',
        ask: () => tabPage('digital-positions', ['RUNNING', 'ALL', 'ARCHIVED', 'BOOKED'], true),
      },
      {
        filter: 'print + ad medium (capped counts)',
        ask: () => tabPage('print-positions', ['BOOKED', 'ALL', 'ARCHIVED', 'UNFINISHED'], true),
      },
    ],
    requests,
  );
} finally {
  if (server) await stopServer(server);
  stopDatabase();
}

const p95s = printTable(
  `${totals.campaigns} campaigns with ${totals.positions} positions; per request the tabs with counts and a page of 20 side by side, ${requests} per filter one after another (client-side time, HTTP included)`,
  measured,
  { filter: 'filter', unit: 'requests' },
);
if ((p95s.get('') ?? Number.POSITIVE_INFINITY) >= 50) process.exitCode = 1;
