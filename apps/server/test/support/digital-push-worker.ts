// A server's job queue with the digital position-action job in a process of its own, for the
// bulk-push crash test (test/digital-operations-bulk.test.ts):
// `node --experimental-transform-types digital-push-worker.ts <database url> [enqueue <ids file> <user> <company>]`.
// It prints `run <id>` after enqueueing, `ready` once the queue runs.
import { readFileSync } from 'node:fs';
import { BuiltInAdServer } from '../../src/adserver/built-in.ts';
import { openDatabase } from '../../src/db/database.ts';
import { JobQueue } from '../../src/jobs/queue.ts';
import {
  POSITION_ACTION_JOB,
  positionActionJob,
} from '../../src/services/digital/digital-operations.ts';

const [url, command, idsFile, userId, companyId] = process.argv.slice(2);
if (!url)
  throw new Error(
    'usage: digital-push-worker.ts <database url> [enqueue <ids file> <user> <company>]',
  );
const database = await openDatabase({ kind: 'postgres', url });
const queue = new JobQueue(database, {
  retryDelaySeconds: 1,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 2,
  pollingIntervalSeconds: 0.5,
  stopTimeoutMs: 5000,
});
queue.define(positionActionJob(new BuiltInAdServer()));
await queue.start();
if (command === 'enqueue' && idsFile) {
  const ids = JSON.parse(readFileSync(idsFile, 'utf8')) as number[];
  const run = await queue.enqueue(POSITION_ACTION_JOB, {
    startedByUserId: Number(userId),
    companyId: Number(companyId),
    parameters: {
      action: 'push-to-adserver',
      ids,
      options: {},
      operator: {
        userId: Number(userId),
        companyId: Number(companyId),
        roles: ['MANAGE_DIGITAL_PRODUCTS', 'OPS_PUSH'],
      },
    },
  });
  console.log(`run ${run}`);
}
console.log('ready');
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    await queue.stop();
    await database.close();
    console.log('stopped');
    process.exit(0);
  });
}
