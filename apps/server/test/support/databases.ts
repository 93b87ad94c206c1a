import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.ts';

/** A database the server tests run on: PGlite always, PostgreSQL when the setup has one. */
export interface DatabaseLane {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database of its own. */
  open(): Promise<Database>;
}

const pgliteLane: DatabaseLane = {
  name: 'pglite',
  open: () => openDatabase({ kind: 'pglite-memory' }),
};

function postgresLane(serverUrl: string): DatabaseLane {
  return {
    name: 'postgres',
    async open() {
      const name = `adconsole_test_${randomBytes(6).toString('hex')}`;
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
    },
  };
}

/** The lanes of this run, for `describe.each`. */
export function databaseLanes(): DatabaseLane[] {
  const url = inject('postgresUrl');
  return url ? [pgliteLane, postgresLane(url)] : [pgliteLane];
}
