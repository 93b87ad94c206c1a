import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock } from '../src/db/lock.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'adconsole-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
}

describe('the PGlite folder lock', () => {
  it('refuses a second holder while the first one runs', () => {
    const dataDir = tempDataDir();
    const release = acquireDirectoryLock(dataDir);
    // The parent process stands in for another server that holds the folder.
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => acquireDirectoryLock(dataDir)).toThrow(/in use by process/);
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('takes over a lock whose process is gone', () => {
    const dataDir = tempDataDir();
    writeFileSync(`${dataDir}.lock`, '999999999');
    const release = acquireDirectoryLock(dataDir);
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    release();
  });
});
