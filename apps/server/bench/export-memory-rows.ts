// The report-like rows of bench/export-memory.ts, and its worker: run as a worker thread
// (`BENCH_WORKER=1`), it writes the CSV of `workerData.count` rows and sends the bytes to the
// server's thread as the report builder's export worker does (kit/worker-stream.ts).
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { exportStream } from '../src/kit/sheet-writers.ts';
import { sendToParent } from '../src/kit/worker-stream.ts';

export const HEADERS = ['day', 'account', 'product', 'status', 'net', 'quantity'];

/** Rows as the report's cursor hands them: a chunk of 2,000 at a time, each a row of cells. */
export async function* rows(count: number, chunk = 2000) {
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

if (!isMainThread && parentPort) {
  const { count } = workerData as { count: number };
  await sendToParent(
    parentPort,
    exportStream({
      format: 'csv',
      language: 'de',
      title: 'bench',
      headers: HEADERS,
      rows: rows(count),
    }),
  );
}
