// `node --expose-gc --experimental-transform-types --no-warnings bench/export-memory.ts [rows]`
// (issue 43): the kit's CSV export (kit/sheet-writers.ts, csv-stringify) of `rows` report-like
// rows (default 1,000,000) streamed through an HTTP reply to a reader, without the database:
// in this thread, or with BENCH_WORKER=1 in a worker thread with the report export's limits
// (services/reporting/reports.ts), its bytes passed on as the server passes them. Prints how
// far the resident memory and the heap rose, where the heap was at the peak (V8's spaces: the
// young generation `new_space`, the old `old_space`), the collections, and the heap still live
// after a full collection each second (`--expose-gc`; this thread's heap only): a stream that
// held rows would raise the live heap; garbage raises only the spaces (README of
// services/reporting, "Exports").
import http from 'node:http';
import { loadavg } from 'node:os';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import { exportStream } from '../src/kit/sheet-writers.ts';
import { workerStream } from '../src/kit/worker-stream.ts';
import { EXPORT_WORKER_LIMITS } from '../src/services/reporting/export-settings.ts';
import { HEADERS, rows } from './export-memory-rows.ts';

const count = Number(process.argv[2] ?? 1_000_000);
const inWorker = process.env.BENCH_WORKER === '1';

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
const spaces = () =>
  v8
    .getHeapSpaceStatistics()
    .filter((space) => space.space_size > 1e6)
    .map((space) => `${space.space_name} ${mb(space.space_size)}`)
    .join(', ');
const collections = { minor: 0, major: 0, milliseconds: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry.detail as { kind?: number } | undefined)?.kind;
    collections.milliseconds += entry.duration;
    if (kind === constants.NODE_PERFORMANCE_GC_MINOR) collections.minor += 1;
    else collections.major += 1;
  }
}).observe({ entryTypes: ['gc'] });

const loadBefore = loadavg()[0]?.toFixed(1);
const before = process.memoryUsage();
let peak = before;
let peakSpaces = spaces();
let peakLive = 0;
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  if (now.rss > peak.rss) {
    peak = now;
    peakSpaces = spaces();
  }
}, 50);
const collector = setInterval(() => {
  if (!gc) return;
  gc();
  peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
}, 1000);

const server = http.createServer((_request, reply) => {
  (inWorker
    ? workerStream(new URL('./export-memory-rows.ts', import.meta.url), {
        workerData: { count },
        resourceLimits: EXPORT_WORKER_LIMITS,
      })
    : exportStream({
        format: 'csv',
        language: 'de',
        title: 'bench',
        headers: HEADERS,
        rows: rows(count),
      })
  ).pipe(reply);
});
server.listen(0, '127.0.0.1', async () => {
  const { port } = server.address() as { port: number };
  const at = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/`);
  let bytes = 0;
  if (response.body) for await (const part of response.body) bytes += part.byteLength;
  const seconds = (performance.now() - at) / 1000;
  await new Promise((done) => setTimeout(done, 3000));
  clearInterval(sampler);
  clearInterval(collector);
  console.log(
    `CSV of ${count} rows ${inWorker ? 'in a worker' : 'in this thread'}, ${mb(bytes)} MB in ${seconds.toFixed(1)} s: ` +
      `resident ${mb(before.rss)} → peak ${mb(peak.rss)} MB (+${mb(peak.rss - before.rss)}), 3 s after ${mb(process.memoryUsage().rss)} MB; ` +
      `this thread's heap ${mb(before.heapTotal)} → ${mb(peak.heapTotal)} MB, at the peak: ${peakSpaces}; ` +
      `${collections.minor} minor and ${collections.major} major collections (${(collections.milliseconds / 1000).toFixed(1)} s); ` +
      (gc
        ? `live after a full collection ${mb(before.heapUsed)} → at most ${mb(peakLive)} MB`
        : 'run with --expose-gc for the live heap') +
      `; load ${loadBefore} → ${loadavg()[0]?.toFixed(1)}`,
  );
  server.close();
});
