// The job queue of a test's worker process (support/job-worker.ts, support/digital-push-worker.ts):
// quick retries and polling, stopped with its database on SIGTERM or SIGINT (it prints `stopped`).
import { openDatabase } from '../../src/db/database.ts';
import { JobQueue } from '../../src/jobs/queue.ts';

export async function workerQueue(url: string): Promise<JobQueue> {
  const database = await openDatabase({ kind: 'postgres', url });
  const queue = new JobQueue(database, {
    retryDelaySeconds: 1,
    heartbeatSeconds: 10,
    superviseIntervalSeconds: 2,
    pollingIntervalSeconds: 0.5,
    stopTimeoutMs: 5000,
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, async () => {
      await queue.stop();
      await database.close();
      console.log('stopped');
      process.exit(0);
    });
  }
  return queue;
}
