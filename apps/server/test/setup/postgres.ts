import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.ts';
import { seedDemoData } from '../../src/seed/demo.ts';
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster.ts';
import { testAuthSettings } from '../support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL lane's server ('' when there is none outside CI). */
    postgresUrl: string;
    /** A database on that server with the small demo data, to copy from ('' when none). */
    postgresTemplate: string;
    /** A PGlite data-directory dump with the small demo data, to start from ('' when none). */
    pgliteTemplate: string;
  }
}

/**
 * The PostgreSQL lane: TEST_DATABASE_URL, else a throwaway cluster on a loopback port. In CI
 * a missing PostgreSQL fails the run; elsewhere the lane is left out with a warning.
 *
 * Both lanes get a seeded template, made once per run: a test server starts on a copy of it
 * (`DatabaseLane.openSeeded`) instead of migrating and seeding its own database, which took
 * most of the server tests' time (PGlite: about 5 s migrating and 4 s seeding per server on an
 * idle machine, several times that under load; a copy takes well under a second).
 */
export default async function setup(project: TestProject) {
  // The tests' scale (vitest.config.ts sets it for the workers, not for this process).
  process.env.DEMO_SCALE ??= 'small';
  let url = process.env.TEST_DATABASE_URL ?? '';
  let cluster: PostgresCluster | undefined;
  if (!url) {
    try {
      cluster = await startPostgresCluster();
      url = cluster.url;
    } catch (error) {
      const message = `PostgreSQL test lane: cannot start PostgreSQL: ${(error as Error).message}`;
      if (process.env.CI) throw new Error(message);
      console.warn(`\n!!! ${message}\n!!! Only the PGlite lane runs.\n`);
    }
  }
  const [pgliteTemplate, postgresTemplate] = await Promise.all([
    pgliteTemplateFile(),
    url ? postgresTemplateDatabase(url) : Promise.resolve(''),
  ]);
  project.provide('postgresUrl', url);
  project.provide('postgresTemplate', postgresTemplate);
  project.provide('pgliteTemplate', pgliteTemplate);
  return async () => {
    rmSync(pgliteTemplate, { force: true });
    if (postgresTemplate && !cluster) await dropDatabase(url, postgresTemplate);
    await cluster?.stop();
  };
}

async function pgliteTemplateFile(): Promise<string> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  try {
    await seedDemoData(database.db, testAuthSettings.passwordHashing);
    if (database.queue.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await database.queue.client.dumpDataDir('none');
    const file = path.join(os.tmpdir(), `adconsole-template-${randomBytes(6).toString('hex')}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

async function postgresTemplateDatabase(serverUrl: string): Promise<string> {
  const name = `adconsole_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.href });
  try {
    await seedDemoData(database.db, testAuthSettings.passwordHashing);
  } finally {
    await database.close();
  }
  return name;
}

async function dropDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
  } finally {
    await admin.end();
  }
}
