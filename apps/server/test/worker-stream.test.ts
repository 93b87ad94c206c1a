import { setTimeout as sleep } from 'node:timers/promises';
import { BUSINESS_TIME_ZONE } from '@adconsole/api/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../src/http/errors.ts';
import { replyWithSheetBytes } from '../src/kit/export.ts';
import { EXPORT_TIME_ZONE } from '../src/kit/sheet-writers.ts';
import { workerStream } from '../src/kit/worker-stream.ts';

// Issue 43: the report builder's export runs in a worker thread (its garbage in the worker's
// bounded heap) and streams its bytes to the reply through kit/worker-stream.ts. The bytes
// arrive whole and in order, the worker waits for the reader (backpressure across the
// threads), a reader that goes away ends the worker, a worker that fails fails the stream.

const worker = new URL('./support/lines-worker.ts', import.meta.url);

function linesStream(lines: number, fail = false) {
  const made = new SharedArrayBuffer(4);
  const stream = workerStream(worker, { workerData: { lines, made, fail } });
  return { stream, made: () => Atomics.load(new Int32Array(made), 0) };
}

const text = async (stream: AsyncIterable<Buffer>) => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts).toString();
};

describe('a stream from a worker thread (kit/worker-stream.ts)', () => {
  it('hands every byte over, in order', async () => {
    const { stream } = linesStream(50_000);
    const lines = (await text(stream)).split('\n');
    expect(lines).toHaveLength(50_001);
    expect(lines[0]).toBe('line 0');
    expect(lines[49_999]).toBe('line 49999');
  });

  it('makes no more than the reader takes: the worker waits while nobody reads', {
    timeout: 90_000,
  }, async () => {
    const { stream, made } = linesStream(1_000_000);
    stream.pause();
    // The worker has started (slowly on a loaded machine) …
    for (let waited = 0; made() === 0 && waited < 60_000; waited += 100) await sleep(100);
    expect(made()).toBeGreaterThan(0);
    // … and, given time to run ahead if it could, fills a part or two (64 kB each, ~12 bytes a
    // line), not the million lines (11 MB).
    await sleep(1500);
    expect(made()).toBeLessThan(20_000);
    stream.destroy();
  });

  it('ends the worker when the reader goes away', async () => {
    const { stream, made } = linesStream(10_000_000);
    const reader = stream[Symbol.asyncIterator]();
    await reader.next();
    stream.destroy();
    await sleep(500);
    const after = made();
    await sleep(1000);
    expect(made()).toBe(after);
    expect(after).toBeLessThan(10_000_000);
  });

  it('fails the stream when the worker fails', async () => {
    const { stream } = linesStream(200_000, true);
    await expect(text(stream)).rejects.toThrow('The source broke halfway.');
  });

  it('answers the error as JSON, not as a file, when the export fails before its first byte', async () => {
    // As a report export whose query hit the statement timeout (bench:reporting at load 32).
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/export', (_request, reply) =>
      replyWithSheetBytes(reply, { format: 'csv', title: 'Bericht' }, linesStream(2, true).stream),
    );
    const response = await app.inject({ method: 'GET', url: '/export' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json()).toMatchObject({
      translationKey: 'INTERNAL_SERVER_ERROR',
      path: '/export',
    });
    await app.close();
  });

  it('writes moments in the business time zone the contracts name', () => {
    expect(EXPORT_TIME_ZONE).toBe(BUSINESS_TIME_ZONE);
  });
});
