import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database, openDatabase } from '../../src/db/database.ts';
import { seedDemoData } from '../../src/seed/demo.ts';
import { testAuthSettings } from './server.ts';

/** A database the server tests run on: PGlite always, PostgreSQL when the setup has one. */
export interface DatabaseLane {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database of its own. */
  open(): Promise<Database>;
  /**
   * A fresh database of its own with the small demo data: a copy of the run's seeded template
   * (test/setup/postgres.ts), or seeded here when the run has none.
   */
  openSeeded(): Promise<Database>;
}

/** Seeds with the tests' cheap password hashing (the same as the template's). */
async function seeded(open: () => Promise<Database>): Promise<Database> {
  const database = await open();
  // The cost parameters live in each hash, so any test's settings verify these passwords.
  await seedDemoData(database.db, testAuthSettings.passwordHashing);
  return database;
}

let pgliteTemplate: Promise<Blob> | undefined;

function pgliteLane(templateFile: string): DatabaseLane {
  const open = () => openDatabase({ kind: 'pglite-memory' });
  return {
    name: 'pglite',
    open,
    openSeeded() {
      if (!templateFile) return seeded(open);
      pgliteTemplate ??= readFile(templateFile).then((bytes) => new Blob([bytes]));
      // The template is at the latest migration: no need to ask the migrator again.
      return pgliteTemplate.then((loadDataDir) => connect({ kind: 'pglite-memory', loadDataDir }));
    },
  };
}

function postgresLane(serverUrl: string, template: string): DatabaseLane {
  const open = (from?: string) => createDatabase(serverUrl, from);
  return {
    name: 'postgres',
    open: () => open(),
    openSeeded: () => (template ? open(template) : seeded(() => open())),
  };
}

async function createDatabase(serverUrl: string, template?: string): Promise<Database> {
  const name = `adconsole_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const target = { kind: 'postgres', url: url.href } as const;
  const database = await (template ? connect(target) : openDatabase(target));
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        // The pool's connections close a moment after it ends; wait for them rather than
        // force them off, which would fail them mid-goodbye.
        for (let attempt = 0; ; attempt++) {
          try {
            await cleanup.query(`drop database if exists ${name}`);
            break;
          } catch (error) {
            if (attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** The lanes of this run, for `describe.each`. */
export function databaseLanes(): DatabaseLane[] {
  const url = inject('postgresUrl');
  const pglite = pgliteLane(inject('pgliteTemplate') ?? '');
  return url ? [pglite, postgresLane(url, inject('postgresTemplate') ?? '')] : [pglite];
}
