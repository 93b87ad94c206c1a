// `pnpm --filter @adconsole/server bench:booking-timeline`: booking v2's window (issue 44: "at
// 1,000 ad media × 52 weeks it scrolls smoothly … the server answers that window in one call
// within 300 ms p95 on the full demo data"). Starts a throwaway PostgreSQL cluster (or uses
// BENCH_DATABASE_URL), lets the built server migrate and seed the full demo data, gives the
// sales company ad media with a capacity up to BENCH_MEDIA (default 1,000) and spreads the
// company's positions over all of them (each medium carries some; none is left empty), then, as
// the sales persona, asks `GET ws-order/booking-timeline` for 52 weeks from a Monday of the
// demo's year, one request after another, and once by day (eight weeks). Prints p50/p95/p99 per
// question as a Markdown table with the machine's load average, and exits 1 when the year's
// p95 is 300 ms or more. BENCH_REQUESTS (per question, default 100) tunes it.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import { loadavg } from 'node:os';
import { getJson, measure, printTable, signIn } from './measure.ts';
import { benchClient, choices, salesCompanyId, withBenchServer } from './server.ts';

const mediaWanted = Number(process.env.BENCH_MEDIA ?? 1_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const kinds = ['DIGITAL', 'PRINT', 'RADIO', 'TV', 'POS', 'NEWSLETTER', 'ANALOG'];

let rows = 0;
let positions = 0;
const load: number[][] = [];
const measured = await withBenchServer(
  'booking_timeline',
  { DEMO_SCALE: 'full' },
  async (bench) => {
    const db = await benchClient(bench);
    const company = await salesCompanyId(db);
    const have = Number(
      (
        await db.query<{ n: string }>(
          'select count(*) as n from ad_medium_capacity where company_id = $1',
          [company],
        )
      ).rows[0]?.n,
    );
    const missing = Math.max(mediaWanted - have, 0);
    console.error(
      `Adding ${missing} ad media with a capacity to the ${have} of the sales company…`,
    );
    await db.query('begin');
    await db.query(
      `with added as (
         insert into ad_medium (company_id, media_type, name)
         select $1, ($3::text[])[1 + g % array_length($3::text[], 1)], 'Bench medium ' || g
         from generate_series(1, $2::int) g
         returning id, company_id, media_type),
       capacity as (
         insert into ad_medium_capacity (ad_medium_id, company_id, positions_per_day)
         select id, company_id, case media_type when 'PRINT' then 12 when 'DIGITAL' then 20 else 8 end
         from added)
       insert into product (company_id, ad_medium_id, media_type, name)
       select company_id, id, media_type, 'Bench product' from added`,
      [company, missing, kinds],
    );
    // The company's positions spread over all its media with a capacity, round robin by id,
    // each on a product of its new medium (a position's product belongs to its medium).
    const spread = await db.query(
      `with media as (
         select c.ad_medium_id as id,
           (select min(pr.id) from product pr where pr.ad_medium_id = c.ad_medium_id) as product_id,
           row_number() over (order by c.ad_medium_id) - 1 as n, count(*) over () as total
         from ad_medium_capacity c where c.company_id = $1),
       positions as (
         select id, row_number() over (order by id) - 1 as n
         from campaign_position where company_id = $1)
       update campaign_position p set ad_medium_id = m.id, product_id = m.product_id
       from positions q join media m on m.n = q.n % m.total
       where p.id = q.id and m.product_id is not null`,
      [company],
    );
    await db.query('commit');
    await db.query('vacuum analyze ad_medium, ad_medium_capacity, campaign_position');
    console.error(`  ${spread.rowCount} positions spread over the media`);
    positions = Number(
      (await db.query<{ n: string }>('select count(*) as n from campaign_position')).rows[0]?.n,
    );
    await db.end();

    const headers = await signIn(bench.url, 'sales@example.com');
    const { pick } = choices(20_261_129);
    // Mondays of the demo's span: a year back to a quarter ahead of today.
    const today = new Date();
    const mondays = Array.from({ length: 60 }, (_, index) => {
      const day = new Date(today.getTime() + (index - 48) * 7 * 86_400_000);
      day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
      return day.toISOString().slice(0, 10);
    });
    const ask = async (query: string) => {
      const request = `/api/ws-order/booking-timeline?${query}`;
      const body = await getJson<{ rows: unknown[]; cells: unknown[] }>(
        `${bench.url}${request}`,
        headers,
      );
      rows = body.rows.length;
      load.push(loadavg());
      return { total: body.cells.length, request };
    };
    return measure(
      [
        {
          group: '52 weeks',
          filter: 'every medium',
          ask: () => ask(`from=${pick(mondays)}&weeks=52`),
        },
        {
          group: '8 weeks by day',
          filter: 'every medium',
          ask: () => ask(`from=${pick(mondays)}&weeks=8&grain=DAY`),
        },
      ],
      requests,
      5,
    );
  },
);

const average = (index: number) =>
  (load.reduce((sum, each) => sum + (each[index] ?? 0), 0) / Math.max(load.length, 1)).toFixed(1);
const p95s = printTable(
  `${rows} ad media of one company, ${positions} positions in the database; one window per request (rows, periods and the cells with positions), ${requests} per question one after another (client-side time, HTTP included); load average during the run ${average(0)} (1 min), ${average(1)} (5 min)`,
  measured,
  { group: 'window', filter: 'media', unit: 'requests' },
);
if ((p95s.get('52 weeks') ?? Number.POSITIVE_INFINITY) >= 300) process.exitCode = 1;
