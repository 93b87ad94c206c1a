import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR with the small demo data, migrated and seeded once for the run ('' if none). */
    e2eTemplateDataDir: string;
  }
}

let template: string | undefined;

/**
 * Each e2e file gets a server of its own on a fresh database. Starting one used to create the
 * embedded cluster, migrate and seed it: about ten seconds per file, one file after the other.
 * Here that happens once; `startServer` copies the stopped server's DATA_DIR instead.
 */
export async function setup(project: TestProject) {
  template = mkdtempSync(path.join(tmpdir(), 'adconsole-e2e-template-'));
  chmodSync(template, 0o755);
  const dataDir = path.join(template, 'data');
  execFileSync('mkdir', ['-m', '755', dataDir]);
  const server = await startServer({ DATA_DIR: dataDir });
  await server.stop();
  project.provide('e2eTemplateDataDir', dataDir);
}

export function teardown() {
  if (template) rmSync(template, { recursive: true, force: true });
}
