import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './harness.ts';
import { isAlive, killTree, processTree, signedInApi, waitUntil } from './processes.ts';
import { slack } from './slack.ts';

/*
 * Crash safety of `npm start`'s embedded database (issue 19): the built server on its embedded
 * PostgreSQL under a DATA_DIR (what `npm start` runs, without the build before it) is killed
 * with SIGKILL in the middle of writes, started again on the same folder, and every write it
 * acknowledged is there.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'adconsole-crash-'));
// As root, the embedded PostgreSQL runs as `postgres`, which must pass through the folder.
chmodSync(dataDir, 0o755);
let running: RunningServer | undefined;

afterAll(async () => {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The embedded PostgreSQL's process id, from its pid file. */
const postmasterPid = () =>
  Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** Creates labels 8 at a time until `stop` says so; answers the names acknowledged with 2xx. */
async function writeUntil(url: string, prefix: string, stop: (acknowledged: number) => boolean) {
  const api = await signedInApi(url, 'sales@example.com');
  const acknowledged: string[] = [];
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped && next < 2000) {
      const name = `${prefix} ${String(next++).padStart(4, '0')}`;
      try {
        const answer = await api.call('POST', 'ws-labels/labels', { name, type: 'SALESFUNNEL' });
        if (answer.status >= 200 && answer.status < 300) acknowledged.push(name);
      } catch {
        // the process died under this request
      }
      if (!stopped && stop(acknowledged.length)) stopped = true;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return acknowledged;
}

async function storedCopies(prefix: string): Promise<Map<string, number>> {
  const url = readFileSync(path.join(dataDir, 'postgres.url'), 'utf8').trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; copies: string }>(
      'select name, count(*) as copies from label where name like $1 group by name',
      [`${prefix} %`],
    );
    return new Map(rows.map((row) => [row.name, Number(row.copies)]));
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL of npm start', () => {
  it(
    'keeps every acknowledged write when the whole process tree is killed',
    async () => {
      running = await startServer({ DATA_DIR: dataDir });
      const server = running;
      const rootPid = server.child.pid ?? 0;
      expect(processTree(rootPid)).toContain(postmasterPid());
      const acknowledged = await writeUntil(server.url, 'Baum', (count) => {
        if (count < 80) return false;
        killTree(rootPid); // the server, its PostgreSQL and every backend, at once
        return true;
      });
      expect(acknowledged.length).toBeGreaterThanOrEqual(80);
      expect(await waitUntil(() => !isAlive(rootPid))).toBe(true);

      running = await startServer({ DATA_DIR: dataDir });
      const stored = await storedCopies('Baum');
      console.log(`tree killed: ${acknowledged.length} acknowledged writes, ${stored.size} stored`);
      for (const name of acknowledged) expect(stored.get(name), name).toBe(1);
    },
    slack(120_000),
  );

  it(
    'stops the PostgreSQL a killed server left behind, and keeps its writes',
    async () => {
      const server = running;
      if (!server) throw new Error('started by the test before');
      const orphan = postmasterPid();
      const acknowledged = await writeUntil(server.url, 'Waise', (count) => {
        if (count < 80) return false;
        server.child.kill('SIGKILL'); // the server alone: its PostgreSQL runs on, orphaned
        return true;
      });
      expect(
        await waitUntil(() => server.child.exitCode !== null || server.child.signalCode !== null),
      ).toBe(true);
      expect(isAlive(orphan)).toBe(true);

      running = await startServer({ DATA_DIR: dataDir });
      expect(running.output()).toContain(`Stopped PostgreSQL ${orphan}`);
      expect(isAlive(orphan)).toBe(false);
      const stored = await storedCopies('Waise');
      console.log(
        `server killed: ${acknowledged.length} acknowledged writes, ${stored.size} stored`,
      );
      for (const name of acknowledged) expect(stored.get(name), name).toBe(1);
    },
    slack(120_000),
  );

  it(
    'refuses a second server on the same folder, with a clear message',
    async () => {
      const first = running;
      if (!first) throw new Error('started by the test before');
      const second = startServer({ DATA_DIR: dataDir });
      await expect(second).rejects.toThrow(/in use by process \d+\. Stop it first/);
      // The first one still serves.
      const health = await fetch(`${first.url}/api/health`);
      expect(health.status).toBe(200);
    },
    slack(60_000),
  );

  it(
    'leaves no process behind when stopped',
    async () => {
      const server = running;
      if (!server) throw new Error('started by the test before');
      const tree = processTree(server.child.pid ?? 0);
      expect(tree.length).toBeGreaterThan(1);
      await server.stop();
      running = undefined;
      expect(await waitUntil(() => tree.every((pid) => !isAlive(pid)))).toBe(true);
    },
    slack(60_000),
  );
});
