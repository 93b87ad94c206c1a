// `node bench/reporting.ts [URL]` (issue 43): the report builder against a running server with
// the full demo data (`PORT=… DATA_DIR=… node scripts/tasks/start.mjs`; bring its positions to a
// million first with `pnpm --filter @adconsole/server bench:seed-positions "$(cat $DATA_DIR/postgres.url)"`).
// Signs in as controlling@example.com (REPORT_BUILDER of Adconsole Sales) and measures:
// 1. "net by sales person by month" over every position (the aggregate the issue names),
//    five runs after one warm-up: the wall time of the call and the database's time;
// 2. a CSV export of a report of about as many rows as positions (day × account × product ×
//    position status; 1,041,394 rows from 1,650,000 positions), streamed: its rows, its time
//    and, with BENCH_PID (the server's process id), how far the server's resident memory rose
//    while it streamed (before, peak, 10 s after) and the load average.
// BENCH_ONLY=aggregate or BENCH_ONLY=export runs one of the two; BENCH_FORMAT=xlsx exports .xlsx.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { signIn } from './measure.ts';

const url = process.argv[2] ?? process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
const pid = process.env.BENCH_PID;
const only = process.env.BENCH_ONLY;
/** The export's format: csv (default) or xlsx (BENCH_FORMAT). */
const format = process.env.BENCH_FORMAT === 'xlsx' ? 'xlsx' : 'csv';

/** The server's resident memory in MB (Linux), or NaN without BENCH_PID. */
const rss = () => {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
};

const headers = await signIn(url, 'controlling@example.com');
const json = { ...headers, 'Content-Type': 'application/json' };
const everything = { dateRange: 'CUSTOM', from: '2000-01-01', to: '2099-12-31', filters: [] };

const aggregate = {
  type: 'campaign',
  definition: {
    ...everything,
    dimensions: ['month', 'salesPerson'],
    metrics: ['net', 'positions'],
  },
};
const times: { wall: number; database: number; rows: number; positions: number }[] = [];
for (let run = 0; run < (only === 'export' ? 0 : 6); run += 1) {
  const at = performance.now();
  const response = await fetch(`${url}/api/ws-reporting/report-runs`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(aggregate),
  });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  const answer = (await response.json()) as {
    rowCount: number;
    milliseconds: number;
    totals: { values: { positions: number } }[];
  };
  const wall = performance.now() - at;
  const positions = answer.totals.reduce((sum, row) => sum + (row.values.positions ?? 0), 0);
  if (run > 0)
    times.push({ wall, database: answer.milliseconds, rows: answer.rowCount, positions });
}
const sorted = [...times].sort((a, b) => a.wall - b.wall);
const median = sorted[Math.floor(sorted.length / 2)];
if (median)
  console.log(
    `net by sales person by month: ${median?.positions} positions → ${median?.rows} rows; ` +
      `wall median ${median?.wall.toFixed(0)} ms (runs ${times.map((t) => t.wall.toFixed(0)).join(', ')}), ` +
      `database ${median?.database} ms; load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(', ')} on ${navigator.hardwareConcurrency} cores`,
  );
if (only === 'aggregate') process.exit(0);

const large = {
  type: 'position',
  definition: {
    ...everything,
    dimensions: ['day', 'account', 'product', 'positionStatus'],
    metrics: ['net', 'quantity'],
  },
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
const loadBefore = load();
const before = rss();
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, rss());
}, 100);
const at = performance.now();
const response = await fetch(
  `${url}/api/ws-reporting/report-exports?format=${format}&language=de`,
  {
    method: 'POST',
    headers: json,
    body: JSON.stringify(large),
  },
);
if (!response.ok || !response.body) throw new Error(`${response.status} ${await response.text()}`);
let bytes = 0;
let lines = 0;
const reader = response.body.getReader();
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  bytes += value.byteLength;
  for (const byte of value) if (byte === 10) lines += 1;
}
const seconds = (performance.now() - at) / 1000;
peak = Math.max(peak, rss());
// Resident memory 10 s after the export: what the server keeps (a worker's heap is gone).
await new Promise((done) => setTimeout(done, 10_000));
clearInterval(sampler);
console.log(
  `${format.toUpperCase()} export: ${format === 'csv' ? `${lines - 1} rows, ` : ''}${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s; ` +
    (pid
      ? `server memory ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB), ` +
        `10 s after ${rss().toFixed(0)} MB`
      : 'set BENCH_PID to the server process id for its memory') +
    `; load average ${loadBefore} before, ${load()} after`,
);
