// The built server (dist/main.js) for the benchmarks, on a free loopback port.
// Runs under Node 24's type stripping, so only erasable TypeScript here.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../test/support/postgres-cluster.ts';

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
