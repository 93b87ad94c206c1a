import { Readable } from 'node:stream';
import { type MessagePort, Worker, type WorkerOptions } from 'node:worker_threads';

// A stream of bytes made in a worker thread and read in the server's (issue 43: the report
// builder's million-row export). The worker's garbage stays in the worker's own heap, bounded
// by its `resourceLimits`, instead of growing the server's; the server's thread only passes the
// bytes on. Backpressure crosses the thread: the worker sends a part (about 64 kB) only when the
// reader asked for one, so neither side holds more than a part or two.

/** The size the worker gathers before it sends a part. */
const PART_BYTES = 64 * 1024;

type FromWorker = { part: Uint8Array } | { end: true };

/**
 * Runs `file` as a worker (its `workerData` and limits in `options`) and reads the bytes it
 * sends with `sendToParent`. Destroying the stream (a reader that went away) ends the worker;
 * a worker that fails, runs out of its heap or exits early fails the stream.
 */
export function workerStream(file: URL, options: WorkerOptions): Readable {
  const worker = new Worker(file, options);
  let ended = false;
  const stream = new Readable({
    read() {
      worker.postMessage('more');
    },
    destroy(error, callback) {
      if (!ended) void worker.terminate();
      callback(error);
    },
  });
  worker.on('message', (message: FromWorker) => {
    if ('end' in message) {
      ended = true;
      stream.push(null);
    } else
      stream.push(
        Buffer.from(message.part.buffer, message.part.byteOffset, message.part.byteLength),
      );
  });
  worker.on('error', (error) => stream.destroy(error));
  worker.on('exit', (code) => {
    if (!ended) stream.destroy(new Error(`The export worker stopped (exit code ${code}).`));
  });
  return stream;
}

/**
 * In the worker: sends `source`'s bytes to the parent's `workerStream`, a part each time the
 * reader asks for one, then its end; lets the worker end once sent.
 */
export async function sendToParent(
  port: MessagePort,
  source: AsyncIterable<string | Uint8Array>,
): Promise<void> {
  let asked = 0;
  let wake: (() => void) | undefined;
  port.on('message', () => {
    asked += 1;
    wake?.();
  });
  let parts: Uint8Array[] = [];
  let size = 0;
  const send = async () => {
    while (asked === 0) await new Promise<void>((resolve) => (wake = resolve));
    wake = undefined;
    asked -= 1;
    // A buffer of its own (a small Buffer shares Node's pool), moved to the parent, not copied.
    const part = new Uint8Array(size);
    let at = 0;
    for (const piece of parts) {
      part.set(piece, at);
      at += piece.byteLength;
    }
    parts = [];
    size = 0;
    port.postMessage({ part } satisfies FromWorker, [part.buffer]);
  };
  for await (const piece of source) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
    parts.push(bytes);
    size += bytes.byteLength;
    if (size >= PART_BYTES) await send();
  }
  if (size > 0) await send();
  port.postMessage({ end: true } satisfies FromWorker);
  port.unref();
}
