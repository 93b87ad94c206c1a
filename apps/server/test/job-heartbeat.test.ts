import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { JobQueue } from '../src/jobs/queue.ts';
import { databaseLanes } from './support/databases.ts';
import { serverOnLane } from './support/lane-server.ts';
import { rowOf } from './support/rows.ts';

// Issue 37: "A job run whose server died is detected (heartbeat) and shown as failed with a
// retry." The run of a killed server is test/jobs-crash.test.ts's (PostgreSQL); here the
// supervision's rule on runs whose heartbeat is old, and the retry the batch screen offers.

describe.each(databaseLanes())('a job run whose server died ($name)', (lane) => {
  const server = serverOnLane(lane);

  const run = async (attempts: number, maxAttempts: number, heartbeatSecondsAgo: number) => {
    const row = await server.database.db
      .insertInto('jobRun')
      .values({
        kind: 'digital.daily',
        state: 'RUNNING',
        attempts,
        maxAttempts,
        heartbeatAt: sql<Date>`now() - make_interval(secs => ${heartbeatSecondsAgo})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('fails a last attempt without heartbeat, retries an earlier one, leaves a live run', async () => {
    const db = server.database.db;
    const dead = await run(3, 3, 120);
    const deadEarly = await run(1, 3, 120);
    const alive = await run(1, 3, 5);
    const supervisor = new JobQueue(server.database, { heartbeatSeconds: 30 });
    // Twice the heartbeat (60 s) without one: the server is taken for dead.
    const changed = await supervisor.failDeadRuns();
    expect(changed).toEqual(
      expect.arrayContaining([
        { id: dead, state: 'FAILED' },
        { id: deadEarly, state: 'RETRYING' },
      ]),
    );
    expect(changed.find((row) => row.id === alive)).toBeUndefined();
    expect(await rowOf(db, 'jobRun', ['state', 'lastError'], { id: dead })).toEqual({
      state: 'FAILED',
      lastError: 'The server running it stopped (no heartbeat)',
    });
    expect((await rowOf(db, 'jobRun', 'finishedAt', { id: dead })).finishedAt).toBeInstanceOf(Date);
    expect(await rowOf(db, 'jobRun', 'state', { id: alive })).toEqual({ state: 'RUNNING' });
    // Once more: nothing left to find.
    expect(await supervisor.failDeadRuns()).toEqual([]);

    // The batch screen's call shows it failed with its reason, and runs it again.
    const admin = await server.signIn('admin@example.com');
    const shown = await server.send('GET', `/api/ws-batch/jobs/${dead}`, admin);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().job).toMatchObject({
      state: 'FAILED',
      lastError: 'The server running it stopped (no heartbeat)',
    });
    const log = shown.json().log as { level: string; message: string }[];
    expect(log).toContainEqual(
      expect.objectContaining({
        level: 'ERROR',
        message: 'Attempt 3: The server running it stopped (no heartbeat)',
      }),
    );
    // A RUNNING run is not offered again; the failed one is.
    const refused = await server.send('POST', `/api/ws-batch/jobs/${alive}/rerun`, admin);
    expect(refused.statusCode).toBe(409);
    const again = await server.send('POST', `/api/ws-batch/jobs/${dead}/rerun`, admin);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().jobId).toBeGreaterThan(dead);
  });
});
