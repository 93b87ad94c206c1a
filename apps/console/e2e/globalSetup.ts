import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { withClient } from '../../server/test/support/pg-client.ts';
import {
  type PostgresCluster,
  startPostgresCluster,
} from '../../server/test/support/postgres-cluster.ts';
import { type RunningServer, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL for the e2e servers (postgres://…/postgres; '' when none). */
    e2ePostgresUrl: string;
    /** A database on it with the small demo data, each server's copy source ('' when none). */
    e2eTemplate: string;
    /** The run's shared server for the files that change no data ('' when none: harness.ts). */
    e2eSharedUrl: string;
  }
}

let cluster: PostgresCluster | undefined;
let shared: RunningServer | undefined;

/**
 * Each e2e file gets a server of its own on a fresh database. Creating an embedded cluster,
 * migrating and seeding it took 20-50 s of every file on the loaded CI machine (issue 36: about
 * 650 s of the e2e task's 2,200 worker-seconds). Here one throwaway PostgreSQL (fsync off, as the
 * server tests' lane) gets a template seeded once, by a built server that seeds it and stops,
 * and each file's server starts on `create database … template` of it (harness.ts). Files that
 * need other data (a DEMO_ setting, a DATA_DIR or a DATABASE_URL of their own) start their own.
 */
export async function setup(project: TestProject) {
  project.provide('e2ePostgresUrl', '');
  project.provide('e2eTemplate', '');
  project.provide('e2eSharedUrl', '');
  // E2E_TEMPLATE=0: every server seeds an embedded database of its own, as before (to compare).
  if (process.env.E2E_TEMPLATE === '0') return;
  const started = performance.now();
  try {
    cluster = await startPostgresCluster();
  } catch (error) {
    // Each file then seeds an embedded database of its own, as before.
    console.warn(
      `e2e: no shared PostgreSQL (${(error as Error).message}); each server seeds its own`,
    );
    return;
  }
  await withClient(cluster.url, (client) => client.query('create database adconsole_e2e_template'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'adconsole-e2e-template-'));
  chmodSync(dataDir, 0o755);
  try {
    const seeding = await startServer({
      DATABASE_URL: cluster.url.replace(/\/postgres$/, '/adconsole_e2e_template'),
      DATA_DIR: dataDir,
    });
    await seeding.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `e2e: template database seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  project.provide('e2ePostgresUrl', cluster.url);
  project.provide('e2eTemplate', 'adconsole_e2e_template');
  // E2E_SHARED=0: every file starts its own server, as before (to compare).
  if (process.env.E2E_SHARED !== '0') {
    shared = await startSharedServer(cluster.url);
    project.provide('e2eSharedUrl', shared.url);
  }
}

/**
 * One server for the files that change no data (`sharedConsole` in harness.ts; issue 36, third
 * round): each of them started a server of its own (a copy of the template, the built server's
 * start, its job queue) for a few tests that only read, 3-14 s each in CI. They share this one,
 * on a copy of the template of its own, side by side when two of them run at once: what one of
 * them does (signing in, reading lists, a form the server refuses) changes nothing another
 * asserts on. A file that changes data keeps a server of its own (`realConsole`).
 */
async function startSharedServer(url: string): Promise<RunningServer> {
  await withClient(url, (client) =>
    client.query('create database adconsole_e2e_shared template adconsole_e2e_template'),
  );
  return startServer({ DATABASE_URL: url.replace(/\/postgres$/, '/adconsole_e2e_shared') });
}

export async function teardown() {
  await shared?.stop();
  cluster?.stop();
}
