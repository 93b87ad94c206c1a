// A server's job queue in a process of its own, for the crash test (test/jobs-crash.test.ts):
// `node job-worker.ts <database url> [enqueue | enqueue-once]`. Its kind `test.slow` has 12
// items; each writes a row of its effect in the item's transaction and takes 250 ms. It prints
// `done <key>` after each item and `ready` once the queue runs. `test.once` is the same kind
// with a single attempt (`enqueue-once` starts a run of it).
import { sql } from 'kysely';
import type { JobKind } from '../../src/jobs/queue.ts';
import { workerQueue } from './worker-queue.ts';

const [url, command] = process.argv.slice(2);
if (!url) throw new Error('usage: job-worker.ts <database url> [enqueue]');
const queue = await workerQueue(url);
const slow = (kind: string, maxAttempts: number): JobKind => ({
  kind,
  maxAttempts,
  plan: async () =>
    Array.from({ length: 12 }, (_, index) => ({
      key: `item-${index + 1}`,
      label: `Item ${index + 1}`,
    })),
  runItem: async (trx, key, context) => {
    await sql`insert into crash_effect (item_key, attempt, pid) values (${key}, ${context.attempt}, ${process.pid})`.execute(
      trx,
    );
    await new Promise((resolve) => setTimeout(resolve, 250));
    setImmediate(() => console.log(`done ${key}`));
    return `done by ${process.pid}`;
  },
});
queue.define(slow('test.slow', 3));
queue.define(slow('test.once', 1));
await queue.start();
if (command === 'enqueue') console.log(`run ${await queue.enqueue('test.slow')}`);
if (command === 'enqueue-once') console.log(`run ${await queue.enqueue('test.once')}`);
console.log('ready');
