// `pnpm --filter @adconsole/server bench:publishers`: the publishers' aggregates over two years
// of every site of the publisher persona (issue 39: "the traffic dashboard's aggregate over 2
// years × all demo sites answers in ≤ 150 ms at p95"). Runs against a server that already holds
// the full demo data with its facts generated (`npm start`, or PORT/DATA_DIR of your own):
// BENCH_URL (default http://127.0.0.1:3000). As publisher@example.com it sends each view the
// portal asks for BENCH_REQUESTS times (default 30, after 3 unmeasured) one after another, prints
// p50/p95/p99 per view as a Markdown table and exits 1 when the daily view's p95 is 150 ms or more.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import { measure, printTable, signIn } from './measure.ts';

const url = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
const requests = Number(process.env.BENCH_REQUESTS ?? 30);
const headers = {
  ...(await signIn(url, 'publisher@example.com')),
  'content-type': 'application/json',
};

/** The Zurich day `days` before today. */
const dayBefore = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Europe/Zurich',
  });
const twoYears = { from: dayBefore(730), to: dayBefore(1) };
const thisMonth = { from: `${dayBefore(1).slice(0, 7)}-01`, to: dayBefore(1) };

const views: { filter: string; body: Record<string, unknown> }[] = [
  { filter: 'traffic dashboard: 2 years by DAY', body: { ...twoYears, groupBy: ['DAY'] } },
  { filter: 'traffic dashboard: 2 years by WEEK', body: { ...twoYears, groupBy: ['WEEK'] } },
  { filter: 'statistics: 2 years by MONTH', body: { ...twoYears, groupBy: ['MONTH'] } },
  { filter: 'websites: 2 years by WEBSITE', body: { ...twoYears, groupBy: ['WEBSITE'] } },
  {
    filter: 'overview: the month by WEBSITE × PLACEMENT',
    body: { ...thisMonth, groupBy: ['WEBSITE', 'PLACEMENT'] },
  },
];

const measured = await measure(
  views.map(({ filter, body }) => ({
    filter,
    ask: async () => {
      const response = await fetch(`${url}/api/ws-publishers/revenue-aggregates`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      if (response.status !== 200) throw new Error(`${filter} answered ${response.status}`);
      const { items } = (await response.json()) as { items: unknown[] };
      return { total: items.length, request: JSON.stringify(body) };
    },
  })),
  requests,
  3,
);
printTable(`revenue-aggregates as publisher@example.com, ${requests} requests per view`, measured, {
  filter: 'view',
  unit: 'requests',
});
const daily = measured[0]?.times ?? [];
const p95 = daily[Math.ceil(daily.length * 0.95) - 1] ?? Number.POSITIVE_INFINITY;
if (p95 >= 150) {
  console.error(`The daily view's p95 is ${p95.toFixed(1)} ms (at most 150 ms).`);
  process.exitCode = 1;
}
