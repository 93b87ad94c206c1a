import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { JobQueue } from '../src/jobs/queue.ts';
import { databaseLanes } from './support/databases.ts';
import { rowOf, rowsOf } from './support/rows.ts';
import { slack } from './support/slack.ts';
import { startNode, until } from './support/waiting.ts';

// A server killed (SIGKILL) while a job runs: the job's heartbeat stops, pg-boss hands it to
// the restarted server, which does the items not done, each exactly once (an item's effect
// commits with its mark). PostgreSQL only: PGlite lives in one process.
const postgres = databaseLanes().find((lane) => lane.name === 'postgres');
const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support', 'job-worker.ts');

const startWorker = (url: string, ...args: string[]) => startNode([worker, url, ...args]);

describe.skipIf(!postgres)('a server killed while a job runs (postgres)', () => {
  let database: Database;
  let url: string;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    database = await (postgres as NonNullable<typeof postgres>).open();
    if (database.queue.kind !== 'postgres') throw new Error('not PostgreSQL');
    url = database.queue.url;
    await sql`create table crash_effect (item_key text not null, attempt integer not null, pid integer not null)`.execute(
      database.db,
    );
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await database?.close();
  });

  it(
    'finishes the job after a restart, each item done once',
    async () => {
      const first = startWorker(url, 'enqueue');
      children.push(first.child);
      await until(() => first.lines.filter((line) => line.startsWith('done ')).length >= 4, 30_000);
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      const runId = Number(first.lines.find((line) => line.startsWith('run '))?.slice(4));
      expect(runId).toBeGreaterThan(0);

      const second = startWorker(url);
      children.push(second.child);
      const db = database.db;
      await until(async () => {
        const run = await rowOf(db, 'jobRun', 'state', { id: runId });
        return run.state === 'COMPLETED';
      }, 45_000);

      const effects = await sql<{
        itemKey: string;
        times: string;
      }>`select item_key, count(*) as times from crash_effect group by item_key`.execute(db);
      expect(effects.rows).toHaveLength(12);
      expect(effects.rows.every((row) => Number(row.times) === 1)).toBe(true);
      const byWorker = await sql<{
        pid: number;
      }>`select distinct pid from crash_effect`.execute(db);
      // Both servers did some of the items.
      expect(byWorker.rows).toHaveLength(2);
      const run = await rowOf(db, 'jobRun', ['attempts', 'state'], { id: runId });
      expect(run).toEqual({ attempts: 2, state: 'COMPLETED' });
      const items = await rowsOf(db, 'jobItem', ['state', 'attempts'], { jobRunId: runId });
      expect(items.every((item) => item.state === 'DONE' && item.attempts === 1)).toBe(true);

      // SIGTERM: the server stops gracefully (the queue first, then the database).
      second.child.kill('SIGTERM');
      await new Promise((resolve) => second.child.once('exit', resolve));
      expect(second.lines).toContain('stopped');
    },
    slack(90_000),
  );

  it(
    'shows a run whose server died on its last attempt as FAILED (heartbeat), not RUNNING',
    async () => {
      const worker = startWorker(url, 'enqueue-once');
      children.push(worker.child);
      await until(
        () => worker.lines.filter((line) => line.startsWith('done ')).length >= 2,
        30_000,
      );
      const runId = Number(worker.lines.find((line) => line.startsWith('run '))?.slice(4));
      // The supervision of another server (not started: it only reads the heartbeats).
      const supervisor = new JobQueue(database);
      // While the worker lives, its heartbeat (every 10/3 s) keeps the run RUNNING.
      expect(await supervisor.failDeadRuns(8)).toEqual([]);
      worker.child.kill('SIGKILL');
      await new Promise((resolve) => worker.child.once('exit', resolve));
      expect(await rowOf(database.db, 'jobRun', 'state', { id: runId })).toEqual({
        state: 'RUNNING',
      });
      const changed = await until(async () => {
        const found = await supervisor.failDeadRuns(8);
        return found.length > 0 ? found : undefined;
      }, 45_000);
      expect(changed).toEqual([{ id: runId, state: 'FAILED' }]);
      const run = await rowOf(database.db, 'jobRun', ['state', 'lastError', 'attempts'], {
        id: runId,
      });
      expect(run).toEqual({
        state: 'FAILED',
        lastError: 'The server running it stopped (no heartbeat)',
        attempts: 1,
      });
      const log = await rowsOf(database.db, 'jobLog', ['level', 'message'], {
        jobRunId: runId,
        level: 'ERROR',
      });
      expect(log).toEqual([
        { level: 'ERROR', message: 'Attempt 1: The server running it stopped (no heartbeat)' },
      ]);
    },
    slack(90_000),
  );

  it(
    'never runs one job on two servers at the same time, each item once',
    async () => {
      await sql`create table exclusive_effect (run_id integer not null, item_key text not null, server text not null)`.execute(
        database.db,
      );
      const running = new Map<number, string>();
      const overlaps: string[] = [];
      const servers = await Promise.all(
        ['a', 'b'].map(async (name) => {
          const own = await openDatabase({ kind: 'postgres', url });
          const queue = new JobQueue(own, { pollingIntervalSeconds: 0.5, stopTimeoutMs: 2000 });
          queue.define({
            kind: 'test.exclusive',
            plan: async () => [1, 2, 3].map((n) => ({ key: `item-${n}`, label: `Item ${n}` })),
            runItem: async (trx, key, context) => {
              const other = running.get(context.runId);
              if (other && other !== name)
                overlaps.push(`run ${context.runId} on ${other} and ${name}`);
              running.set(context.runId, name);
              await sql`insert into exclusive_effect values (${context.runId}, ${key}, ${name})`.execute(
                trx,
              );
              await new Promise((resolve) => setTimeout(resolve, 60));
              if (key === 'item-3') running.delete(context.runId);
              return undefined;
            },
          });
          await queue.start();
          return { own, queue };
        }),
      );
      try {
        const [first] = servers;
        const runs: number[] = [];
        for (let index = 0; index < 8; index++) {
          runs.push((await first?.queue.enqueue('test.exclusive')) as number);
        }
        await until(async () => {
          const done = await rowsOf(database.db, 'jobRun', 'id', {
            id: ['in', runs],
            state: 'COMPLETED',
          });
          return done.length === runs.length;
        }, 45_000);
        expect(overlaps).toEqual([]);
        const effects = await sql<{
          runId: number;
          itemKey: string;
          times: string;
          servers: string;
        }>`select run_id, item_key, count(*) as times, count(distinct server) as servers
         from exclusive_effect group by run_id, item_key`.execute(database.db);
        expect(effects.rows).toHaveLength(runs.length * 3);
        expect(effects.rows.every((row) => Number(row.times) === 1)).toBe(true);
        const perRun = await sql<{
          servers: string;
        }>`select count(distinct server) as servers from exclusive_effect group by run_id`.execute(
          database.db,
        );
        // A run's items are all done by the one server that claimed it.
        expect(perRun.rows.every((row) => Number(row.servers) === 1)).toBe(true);
      } finally {
        for (const { own, queue } of servers) {
          await queue.stop();
          await own.close();
        }
      }
    },
    slack(90_000),
  );
});
