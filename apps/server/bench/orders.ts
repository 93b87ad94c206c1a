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
import { cpus } from 'node:os';
import pg from 'pg';
import { seedPositions } from './seed-positions.ts';
import { benchDatabase, percentile, random, startBuiltServer, stopServer } from './server.ts';

const positions = Number(process.env.BENCH_POSITIONS ?? 1_000_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);

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

  const signIn = await fetch(`${started.url}/api/ws-auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'sales@example.com', password: 'demo' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };

  const next = random(20_261_125);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const page = () => `page=${next() < 0.8 ? 0 : Math.floor(next() * 5)}&limit=20`;
  const mediumOf = (type: string) => {
    const own = media.filter((medium) => medium.type === type);
    return pick(own.length ? own : media).id;
  };
  // The tabs sales staff see per medium (spec 3 §2.1: no PREPAYMENT without self-booking, print
  // without RUNNING, radio and TV without DRAFTS and APPROVALS).
  const filters: { filter: string; type: string; tabs: string[]; medium: boolean }[] = [
    {
      filter: 'digital, every tab',
      type: 'digital-positions',
      tabs: [
        'RUNNING',
        'ALL',
        'BOOKED',
        'ARCHIVED',
        'OFFERED',
        'DRAFTS',
        'APPROVALS',
        'UNFINISHED',
      ],
      medium: false,
    },
    {
      filter: 'print, every tab',
      type: 'print-positions',
      tabs: ['BOOKED', 'ALL', 'ARCHIVED', 'OFFERED', 'DRAFTS', 'APPROVALS', 'UNFINISHED'],
      medium: false,
    },
    {
      filter: 'radio and TV, every stage',
      type: 'tv-positions',
      tabs: ['ALL', 'OFFERED', 'BOOKED', 'RUNNING', 'ARCHIVED'],
      medium: false,
    },
    {
      filter: 'digital + ad medium (capped counts)',
      type: 'digital-positions',
      tabs: ['RUNNING', 'ALL', 'ARCHIVED', 'BOOKED'],
      medium: true,
    },
  ];
  for (const { filter, type, tabs, medium } of filters) {
    const times: number[] = [];
    let example = '';
    let found = 0;
    for (let n = 0; n < requests + 20; n++) {
      const listType = type === 'tv-positions' && next() < 0.5 ? 'radio-positions' : type;
      const extra = medium
        ? `adMediumId=${mediumOf(listType === 'digital-positions' ? 'DIGITAL' : 'PRINT')}`
        : '';
      const list = `${listType}/${pick(tabs)}?${page()}${extra ? `&${extra}` : ''}`;
      const at = performance.now();
      const [tabsResponse, listResponse] = await Promise.all([
        fetch(`${started.url}/api/ws-order/tabs/${listType}?${extra}`, { headers }),
        fetch(`${started.url}/api/ws-order/positions/${list}`, { headers }),
      ]);
      const [, body] = await Promise.all([tabsResponse.json(), listResponse.json()]);
      const elapsed = performance.now() - at;
      if (tabsResponse.status !== 200 || listResponse.status !== 200) {
        throw new Error(`${list} answered ${tabsResponse.status} / ${listResponse.status}`);
      }
      if (n >= 20) {
        times.push(elapsed);
        found += (body as { total: number }).total;
      } else example = list;
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
  `\n${totals.campaigns} campaigns with ${totals.positions} positions; per request the tabs with counts and a page of 20 side by side, ${requests} per filter one after another (client-side time, HTTP included), on ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.versions.node}:\n`,
);
console.log('| filter | mean tab total | p50 ms | p95 ms | p99 ms | max ms |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.filter} | ${row.total} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${ms(row.max)} |`,
  );
}
console.log(
  `| **all ${all.length} requests** | | **${ms(percentile(all, 50))}** | **${ms(percentile(all, 95))}** | **${ms(percentile(all, 99))}** | ${ms(all.at(-1) ?? Number.NaN)} |`,
);
console.log(`\nexample request: GET /api/ws-order/positions/${rows.at(-1)?.example}`);
if (percentile(all, 95) >= 50) process.exitCode = 1;
