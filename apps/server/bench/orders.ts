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
import { getJson, measure, printTable, signIn } from './measure.ts';
import { positionsOnBench, positionTotals } from './seed-positions.ts';
import { choices, salesCompanyId, withBenchServer } from './server.ts';

const positions = Number(process.env.BENCH_POSITIONS ?? 1_000_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);

let totals = { campaigns: 0, positions: 0 };
const measured = await withBenchServer('orders', {}, async (bench) => {
  const db = await positionsOnBench(
    bench,
    positions,
    'campaign, campaign_position, order_position_count',
  );
  const company = await salesCompanyId(db);
  const media = (
    await db.query<{ id: number; type: string }>(
      `select distinct ad_medium_id as id, position_type as type from campaign_position where company_id = $1`,
      [company],
    )
  ).rows;
  totals = await positionTotals(db);
  console.error(`  ${totals.campaigns} campaigns, ${totals.positions} positions`);
  await db.end();

  const headers = await signIn(bench.url, 'sales@example.com');
  const { next, pick, page } = choices(20_261_125);
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
      getJson(`${bench.url}/api/ws-order/tabs/${type}?${extra}`, headers),
      getJson<{ total: number }>(`${bench.url}${list}`, headers),
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
  return measure(
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
});

const p95s = printTable(
  `${totals.campaigns} campaigns with ${totals.positions} positions; per request the tabs with counts and a page of 20 side by side, ${requests} per filter one after another (client-side time, HTTP included)`,
  measured,
  { filter: 'filter', unit: 'requests' },
);
if ((p95s.get('') ?? Number.POSITIVE_INFINITY) >= 50) process.exitCode = 1;
