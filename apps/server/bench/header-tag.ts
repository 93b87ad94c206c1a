// `pnpm --filter @adconsole/server bench:header-tag`: the served header tag file under load
// (issue 41: "the tag file is served in ≤ 5 ms at p95 under 200 concurrent requests"). Runs
// against a server that holds the demo data (`npm start`, or PORT/DATA_DIR of your own):
// BENCH_URL (default http://127.0.0.1:3000). As admin@example.com it finds a header tag with a
// live version; then for each of BENCH_CONNECTIONS (default "1,10,200") autocannon, the load
// generator, keeps that many requests in flight on its file (a new request on a keep-alive
// connection as soon as the answer has arrived) for BENCH_SECONDS (default 10, after a 2 s
// warm-up), sending what a browser sends (`Accept-Encoding: gzip, deflate, br, zstd`;
// BENCH_ENCODING to change it). Each request's time (send to last byte) comes from autocannon's
// `response` event, so the p95 is computed here (autocannon's summary gives p90 and p97.5 only).
// It prints p50, p90, p95, p99 and the maximum with the requests per second and the machine's
// load average before and after each run, and exits 1 when the p95 at 200 connections is above
// 5 ms or any request failed. The load generator shares the machine with the server: on a
// machine of two cores it takes about one of them.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { signIn } from './measure.ts';

const url = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const levels = (process.env.BENCH_CONNECTIONS ?? '1,10,200').split(',').map(Number);
const encoding = process.env.BENCH_ENCODING ?? 'gzip, deflate, br, zstd';
const TARGET_MS = 5;
const headers = await signIn(url, 'admin@example.com');
const tags = (await (
  await fetch(`${url}/api/ws-header-tag/header-tags?limit=100`, { headers })
).json()) as { items: { tagPath: string; liveVersion: number | null }[] };
const live = tags.items.find((tag) => tag.liveVersion !== null);
if (!live) throw new Error('No header tag with a live version: seed the demo data first');
const target = `${url}${live.tagPath}`;

/** `connections` requests in flight for `duration` s: each answer's time and size. */
async function run(connections: number, duration: number) {
  const times: number[] = [];
  let failed = 0;
  let bytes = 0;
  const instance = autocannon({
    url: target,
    connections,
    duration,
    headers: { 'accept-encoding': encoding },
    timeout: 10,
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on('response', (_client, status, size, time) => {
    if (status === 200) times.push(time);
    else failed += 1;
    bytes = size;
  });
  instance.on('reqError', () => {
    failed += 1;
  });
  const result = await instance;
  failed += result.timeouts;
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? 0;
  return {
    p50: at(0.5),
    p90: at(0.9),
    p95: at(0.95),
    p99: at(0.99),
    max: times.at(-1) ?? 0,
    perSecond: times.length / duration,
    failed,
    bytes,
  };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`${target}: ${seconds} s per run, Accept-Encoding "${encoding}"`);
console.log(
  '| connections | p50 | p90 | p95 | p99 | max | requests/s | failed | bytes (headers and body) | load average before → after |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
let verdict = { p95: 0, failed: 0 };
for (const connections of levels) {
  await run(connections, 2);
  const before = load();
  const result = await run(connections, seconds);
  console.log(
    `| ${connections} | ${ms(result.p50)} | ${ms(result.p90)} | ${ms(result.p95)} | ${ms(result.p99)} | ${ms(result.max)} | ${Math.round(result.perSecond)} | ${result.failed} | ${result.bytes} | ${before} → ${load()} |`,
  );
  if (connections === 200) verdict = result;
}
if (levels.includes(200)) {
  console.log(`p95 at 200 connections: ${ms(verdict.p95)} (target ≤ ${TARGET_MS} ms)`);
  if (verdict.p95 > TARGET_MS || verdict.failed > 0) process.exitCode = 1;
}
