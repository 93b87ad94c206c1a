import { type ChildProcess, spawn } from 'node:child_process';

// What the tests of background work share: waiting for a state, and a worker process whose
// output lines the test reads.

/**
 * Waits until `check` answers something truthy (a row, a state, true) and answers it; throws
 * 'timed out' after `ms`, looking again every `every` ms.
 */
export async function until<T>(
  check: () => T | Promise<T>,
  ms = 20_000,
  every = 100,
): Promise<Exclude<T, undefined | null | false>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, undefined | null | false>;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

/** A Node process of a worker script: its stderr passed on, its stdout lines collected. */
export function startNode(args: readonly string[]): { child: ChildProcess; lines: string[] } {
  const child = spawn(process.execPath, [...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => process.stderr.write(chunk));
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  return { child, lines };
}
