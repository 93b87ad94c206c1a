import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { databaseLanes } from './support/databases.ts';

// A server killed (SIGKILL) while a job runs: the job's heartbeat stops, pg-boss hands it to
// the restarted server, which does the items not done, each exactly once (an item's effect
// commits with its mark). PostgreSQL only: PGlite lives in one process.
const postgres = databaseLanes().find((lane) => lane.name === 'postgres');
const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support', 'job-worker.ts');

function startWorker(url: string, ...args: string[]) {
  const child = spawn(process.execPath, [worker, url, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => process.stderr.write(chunk));
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  return { child, lines };
}

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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

  it('finishes the job after a restart, each item done once', async () => {
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
      const run = await db
        .selectFrom('jobRun')
        .select('state')
        .where('id', '=', runId)
        .executeTakeFirstOrThrow();
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
    const run = await db
      .selectFrom('jobRun')
      .select(['attempts', 'state'])
      .where('id', '=', runId)
      .executeTakeFirstOrThrow();
    expect(run).toEqual({ attempts: 2, state: 'COMPLETED' });
    const items = await db
      .selectFrom('jobItem')
      .select(['state', 'attempts'])
      .where('jobRunId', '=', runId)
      .execute();
    expect(items.every((item) => item.state === 'DONE' && item.attempts === 1)).toBe(true);

    // SIGTERM: the server stops gracefully (the queue first, then the database).
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));
    expect(second.lines).toContain('stopped');
  }, 90_000);
});
