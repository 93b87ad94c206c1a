// The built server (dist/main.js) for the benchmarks, on a free loopback port.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
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
