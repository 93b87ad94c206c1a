// A server's job queue in a process of its own, for the crash test (test/jobs-crash.test.ts):
// `node job-worker.ts <database url> [enqueue]`. Its kind `test.slow` has 12 items; each writes
// a row of its effect in the item's transaction and takes 250 ms. It prints `done <key>`
// after each item and `ready` once the queue runs.
import { sql } from 'kysely';
import { workerQueue } from './worker-queue.ts';

const [url, command] = process.argv.slice(2);
if (!url) throw new Error('usage: job-worker.ts <database url> [enqueue]');
const queue = await workerQueue(url);
queue.define({
  kind: 'test.slow',
  maxAttempts: 3,
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
await queue.start();
if (command === 'enqueue') console.log(`run ${await queue.enqueue('test.slow')}`);
console.log('ready');
