// A server's job queue with the digital position-action job in a process of its own, for the
// bulk-push crash test (test/digital-operations-bulk.test.ts):
// `node --experimental-transform-types digital-push-worker.ts <database url> [enqueue <ids file> <user> <company>]`.
// It prints `run <id>` after enqueueing, `ready` once the queue runs.
import { readFileSync } from 'node:fs';
import { BuiltInAdServer } from '../../src/adserver/built-in.ts';
import {
  POSITION_ACTION_JOB,
  positionActionJob,
} from '../../src/services/digital/digital-operations.ts';
import { workerQueue } from './worker-queue.ts';

const [url, command, idsFile, userId, companyId] = process.argv.slice(2);
if (!url)
  throw new Error(
    'usage: digital-push-worker.ts <database url> [enqueue <ids file> <user> <company>]',
  );
const queue = await workerQueue(url);
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
