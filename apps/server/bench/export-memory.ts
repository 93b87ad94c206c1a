// `node --expose-gc --experimental-transform-types --no-warnings bench/export-memory.ts [rows]`
// (issue 43): the kit's CSV export (kit/export.ts, csv-stringify) of `rows` report-like rows
// (default 633,000, as the report builder's benchmark export) streamed through an HTTP reply to
// a reader, without the database. Prints how far the resident memory and the heap rose, and the
// heap that is still live after a full collection each second (`--expose-gc`): a stream that
// held rows (a writer ahead of its reader) would raise the live heap; garbage raises only the
// resident memory (README of services/reporting, "Benchmark").
import http from 'node:http';
import { exportStream } from '../src/kit/export.ts';

const count = Number(process.argv[2] ?? 633_000);
const chunk = 2000;

/** Rows as the report's cursor hands them: a chunk at a time, each a row of cells. */
async function* rows() {
  for (let first = 0; first < count; first += chunk) {
    const fetched = Array.from({ length: Math.min(chunk, count - first) }, (_, index) => {
      const n = first + index;
      return {
        day: new Date(Date.UTC(2025, 0, 1 + (n % 365))).toISOString().slice(0, 10),
        account: `Account ${n % 5000} AG`,
        product: `Product ${n % 300}`,
        status: 'BOOKED',
        net: String((n * 13.37) % 10_000),
        quantity: String(n % 17),
      };
    });
    // The next chunk comes from the database in another turn of the event loop.
    await new Promise((done) => setImmediate(done));
    for (const row of fetched) {
      yield [row.day, row.account, row.product, row.status, Number(row.net), Number(row.quantity)];
    }
  }
}

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapTotal;
let peakLive = 0;
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peakRss = Math.max(peakRss, now.rss);
  peakHeap = Math.max(peakHeap, now.heapTotal);
}, 50);
const collector = setInterval(() => {
  if (!gc) return;
  gc();
  peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
}, 1000);

const server = http.createServer((_request, reply) => {
  exportStream({
    format: 'csv',
    language: 'de',
    title: 'bench',
    headers: ['day', 'account', 'product', 'status', 'net', 'quantity'],
    rows: rows(),
  }).pipe(reply);
});
server.listen(0, '127.0.0.1', async () => {
  const { port } = server.address() as { port: number };
  const at = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/`);
  let bytes = 0;
  if (response.body) for await (const part of response.body) bytes += part.byteLength;
  clearInterval(sampler);
  clearInterval(collector);
  console.log(
    `CSV of ${count} rows, ${mb(bytes)} MB in ${((performance.now() - at) / 1000).toFixed(1)} s: ` +
      `resident ${mb(before.rss)} → peak ${mb(peakRss)} MB, heap ${mb(before.heapTotal)} → ${mb(peakHeap)} MB, ` +
      (gc
        ? `live after a full collection ${mb(before.heapUsed)} → at most ${mb(peakLive)} MB`
        : 'run with --expose-gc for the live heap'),
  );
  server.close();
});
