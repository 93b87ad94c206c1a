// The built server on a loopback port, for the end-to-end tests and the browser page-weight
// check (build/measurePages.ts); it imports nothing of vitest.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const serverEntry = path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');

export interface RunningServer {
  url: string;
  /** The server's process (its embedded PostgreSQL is a child of it). */
  child: ChildProcess;
  /** What it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The built server on a free loopback port with a fresh embedded database, or with `env`'s
 * DATABASE_URL, DATA_DIR… (a DATA_DIR given here is left in place).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'adconsole-e2e-'));
  // As root, the embedded PostgreSQL runs as `postgres`, which must pass through the folder.
  if (ownDataDir) chmodSync(ownDataDir, 0o755);
  const dataDir = env.DATA_DIR ?? ownDataDir;
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // A few of each kind of demo record: the server starts in seconds (seed/scale.ts).
      DEMO_SCALE: 'small',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // The full demo data (journeys) takes about half a minute to seed on two idle cores, and
    // more than five minutes beside every other runner of `npm test` at a load of 20 (issue 36:
    // the journeys failed on it); the small data 10-20 s, and minutes while other test files
    // start theirs beside it.
    const limit = env.DEMO_SCALE === 'full' ? 600_000 : 200_000;
    // A server that does not come up in time is stopped, not left running with its database.
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`server did not start:\n${output}`));
    }, limit);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at (http:\/\/\S+?)\/?\s/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
