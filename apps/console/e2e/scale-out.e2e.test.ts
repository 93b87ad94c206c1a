import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PostgresCluster,
  startPostgresCluster,
} from '../../server/test/support/postgres-cluster.ts';
import {
  launchBrowser,
  newGermanPage,
  type RunningServer,
  signIn,
  startServer,
} from './harness.ts';
import { liveApproval } from './liveLists.ts';
import {
  apiWithToken,
  isAlive,
  killTree,
  type RoundRobin,
  roundRobinProxy,
  signedInApi,
  waitUntil,
} from './processes.ts';
import { slack } from './slack.ts';

/*
 * Scale-out (issue 19): two server processes on one PostgreSQL behind a loopback round-robin
 * proxy. Sessions, files and jobs live in PostgreSQL, so either process serves any request.
 */

let cluster: PostgresCluster;
let databaseUrl: string;
let servers: RunningServer[] = [];
let proxy: RoundRobin;
let browser: Browser;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database adconsole_scale');
  await admin.end();
  databaseUrl = cluster.url.replace(/\/postgres$/, '/adconsole_scale');
  // The first one migrates and seeds the empty database; the second finds it ready.
  // Servers sharing a database share their secrets key (README): the event streams' tickets
  // one seals, the other opens (issue 46).
  const shared = { DATABASE_URL: databaseUrl, SECRETS_KEY: randomBytes(32).toString('base64') };
  const first = await startServer(shared);
  const second = await startServer(shared);
  servers = [first, second];
  proxy = await roundRobinProxy(servers.map((server) => server.url));
  browser = await launchBrowser();
}, slack(120_000));

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  for (const server of servers) await server.stop();
  cluster?.stop();
});

const labelNames = async (api: ReturnType<typeof apiWithToken>, nameFilter: string) => {
  const answer = await api.call(
    'GET',
    `ws-labels/labels?type=SALESFUNNEL&limit=100&includeInactive=true&nameFilter=${encodeURIComponent(nameFilter)}`,
  );
  expect(answer.status).toBe(200);
  return (answer.json as { items: { name: string }[] }).items.map((label) => label.name);
};

describe('two server processes behind a round-robin proxy', () => {
  it(
    'signs in through one, writes through both and shows every change from either',
    async () => {
      const page = await newGermanPage(browser);
      // The console's files and its API calls alternate between the two processes.
      await signIn(page, proxy.url, 'sales@example.com');
      await page.waitForURL((url) => !url.pathname.startsWith('/authentication'));
      const token = await page.evaluate(() => localStorage.getItem('token'));
      expect(token).toBeTruthy();
      const [first, second] = servers.map((server) => apiWithToken(server.url, token ?? ''));
      if (!first || !second) throw new Error('two servers');

      // Created on one, edited on the other, in both directions.
      const a = await first.call('POST', 'ws-labels/labels', {
        name: 'Skalierung A',
        type: 'SALESFUNNEL',
      });
      const b = await second.call('POST', 'ws-labels/labels', {
        name: 'Skalierung B',
        type: 'SALESFUNNEL',
      });
      expect([a.status, b.status]).toEqual([200, 200]);
      const idOf = (answer: { json: unknown }) => (answer.json as { id: number }).id;
      const editA = await second.call('PUT', `ws-labels/labels/${idOf(a)}`, {
        name: 'Skalierung A (bearbeitet)',
        type: 'SALESFUNNEL',
      });
      const editB = await first.call('PUT', `ws-labels/labels/${idOf(b)}`, {
        name: 'Skalierung B (bearbeitet)',
        type: 'SALESFUNNEL',
      });
      expect([editA.status, editB.status]).toEqual([200, 200]);

      for (const api of [first, second]) {
        const names = await labelNames(api, 'Skalierung');
        expect(names).toContain('Skalierung A (bearbeitet)');
        expect(names).toContain('Skalierung B (bearbeitet)');
        expect(names).not.toContain('Skalierung A');
      }
      // And the page, served through the proxy, shows both.
      await page.goto(`${proxy.url}/sales/tags?name=Skalierung`);
      await page.getByRole('grid').waitFor();
      await page.getByText('Skalierung A (bearbeitet)').waitFor();
      await page.getByText('Skalierung B (bearbeitet)').waitFor();
      expect(proxy.counts.every((count) => count > 0)).toBe(true);
      await page.context().close();
    },
    slack(90_000),
  );

  // Issue 46: "through two servers behind the existing round-robin proxy as well". The console
  // behind the proxy (its stream on one of the two), one approval through each server: one of
  // them reaches the stream's server through PostgreSQL's NOTIFY alone.
  it('shows another user’s approval made on either server at once (prints the delay; live lists, issue 46: within 1 s)', async () => {
    const delays = await liveApproval(
      () => newGermanPage(browser),
      proxy.url,
      databaseUrl,
      servers.map((server) => server.url),
    );
    console.log(`live list delays after the approvals' answers: ${delays.join(', ')} ms`);
    expect(delays).toHaveLength(2);
  });

  it(
    'keeps every answered create of a burst exactly once when one process is killed',
    async () => {
      const api = await signedInApi(proxy.url, 'sales@example.com');
      const victim = servers[1];
      if (!victim?.child.pid) throw new Error('no second server');
      const answered: string[] = [];
      const failed: string[] = [];
      let started = 0;
      let killed = false;
      const create = async (index: number) => {
        const name = `Burst ${String(index).padStart(3, '0')}`;
        try {
          const answer = await api.call('POST', 'ws-labels/labels', { name, type: 'SALESFUNNEL' });
          (answer.status >= 200 && answer.status < 300 ? answered : failed).push(name);
        } catch {
          failed.push(name);
        }
        // In the middle of the burst: SIGKILL, no goodbye.
        if (!killed && answered.length >= 60) {
          killed = true;
          killTree(victim.child.pid ?? 0);
        }
      };
      // 200 creates, 8 at a time.
      const workers = Array.from({ length: 8 }, async () => {
        while (started < 200) await create(started++);
      });
      await Promise.all(workers);
      expect(killed).toBe(true);
      expect(await waitUntil(() => !isAlive(victim.child.pid ?? 0))).toBe(true);
      expect(answered.length + failed.length).toBe(200);
      console.log(
        `burst of 200 creates: ${answered.length} answered 2xx, ${failed.length} not (process killed after 60)`,
      );
      expect(answered.length).toBeGreaterThan(100);

      // Straight from the database: each answered create stored once, nothing stored twice.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query<{ name: string; copies: string }>(
        "select name, count(*) as copies from label where name like 'Burst %' group by name",
      );
      await client.end();
      const stored = new Map(rows.map((row) => [row.name, Number(row.copies)]));
      for (const name of answered) expect(stored.get(name), name).toBe(1);
      expect([...stored.values()].every((copies) => copies === 1)).toBe(true);

      // The survivor keeps serving, through the proxy and on its own.
      const after = await api.call('POST', 'ws-labels/labels', {
        name: 'Nach dem Absturz',
        type: 'SALESFUNNEL',
      });
      expect(after.status).toBe(200);
      const survivor = apiWithToken(servers[0]?.url ?? '', api.token);
      expect(await labelNames(survivor, 'Absturz')).toContain('Nach dem Absturz');
    },
    slack(120_000),
  );
});
