// The built server (dist/main.js) for the benchmarks, on a free loopback port.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { withClient } from '../test/support/pg-client.ts';
import {
  freePort,
  type PostgresCluster,
  startPostgresCluster,
} from '../test/support/postgres-cluster.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

/** Starts dist/main.js with the extra environment and waits for its "running at" line. */
export async function startBuiltServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess; output: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      CONSOLE_DIR: path.join(serverDir, 'bench', 'no-console'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Adconsole is running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server ended with ${code}: ${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, output };
}

/** Stops a server startBuiltServer started and waits for it to exit. */
export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The value below which p % of the sorted values lie. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** A small deterministic random source, so every run asks the same questions. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * A fresh database for a benchmark: on BENCH_DATABASE_URL (left there), else on a throwaway
 * PostgreSQL cluster on a loopback port, which `stop` removes.
 */
export async function benchDatabase(prefix: string): Promise<{ url: URL; stop: () => void }> {
  let cluster: PostgresCluster | undefined;
  let baseUrl = process.env.BENCH_DATABASE_URL;
  if (!baseUrl) {
    console.error('Starting PostgreSQL…');
    cluster = await startPostgresCluster();
    baseUrl = cluster.url;
  }
  const name = `adconsole_${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url, stop: () => cluster?.stop() };
}

/** The built server a benchmark runs against, on its database. */
export interface BenchServer {
  url: string;
  child: ChildProcess;
  /** What the server printed up to "running at" (the seed's lines). */
  output: string;
  databaseUrl: URL;
  /** Seconds the first start took (migrations and the demo data). */
  firstStart: number;
}

/**
 * Runs a benchmark against the built server on a fresh database of its own (`benchDatabase`):
 * starts it with the extra environment (it migrates and seeds the demo data), answers what `run`
 * answers, and stops the server and the database whatever happens.
 */
export async function withBenchServer<T>(
  name: string,
  env: Record<string, string>,
  run: (bench: BenchServer) => Promise<T>,
): Promise<T> {
  let stopDatabase = () => {};
  let child: ChildProcess | undefined;
  try {
    const database = await benchDatabase(name);
    stopDatabase = database.stop;
    console.error(`Starting the server (migrations, ${env.DEMO_SCALE ?? 'the'} demo data)…`);
    const at = performance.now();
    const started = await startBuiltServer({ DATABASE_URL: database.url.href, ...env });
    child = started.child;
    const firstStart = (performance.now() - at) / 1000;
    console.error(`  first start ${firstStart.toFixed(1)} s`);
    return await run({ ...started, databaseUrl: database.url, firstStart });
  } finally {
    if (child) await stopServer(child);
    stopDatabase();
  }
}

/** The ids a query answers (its rows' `id`). */
export async function idsOf(db: pg.Client, query: string, values: unknown[] = []) {
  return (await db.query<{ id: number }>(query, values)).rows.map((row) => row.id);
}

/** The deterministic choices of a benchmark's questions, from a seed. */
export function choices(seed: number) {
  const next = random(seed);
  return {
    next,
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T,
    /** Mostly the first page, now and then one further on, as people page. */
    page: () => `page=${next() < 0.8 ? 0 : Math.floor(next() * 5)}&limit=20`,
  };
}

export { withClient };

/** Runs a benchmark's seed of `count` rows, saying what it adds and how long that took. */
export async function timedSeed(what: string, count: number, seed: () => Promise<number>) {
  console.error(`Adding ${count} ${what}…`);
  const seconds = await seed();
  console.error(`  done in ${seconds.toFixed(1)} s`);
}

/** A connection to the benchmark's database, for its own look-ups; the caller ends it. */
export async function benchClient(bench: { databaseUrl: URL }): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: bench.databaseUrl.href });
  await client.connect();
  return client;
}

/** The id of the demo's sales company (Adconsole Sales), whose persona the benchmarks sign in as. */
export async function salesCompanyId(client: pg.Client): Promise<number> {
  const company = await client.query<{ id: number }>(
    `select id from company where name = 'Adconsole Sales'`,
  );
  return company.rows[0]?.id as number;
}
