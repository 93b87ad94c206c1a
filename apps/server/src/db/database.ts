import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';
import pg from 'pg';
import { acquireDirectoryLock } from './lock.ts';
import { migrationProvider } from './migrations/index.ts';
import type { Schema } from './schema.ts';

export type { Schema } from './schema.ts';
export type Db = Kysely<Schema>;

export interface Database {
  db: Kysely<Schema>;
  kind: 'pglite' | 'postgres';
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

/** DATABASE_URL selects a real PostgreSQL; otherwise PGlite keeps its data under DATA_DIR. */
export function databaseTarget(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

/** Column names are snake_case in SQL and camelCase in code. */
const plugins = [new CamelCasePlugin()];

/** Opens the database and brings its schema to the latest migration. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database = await connect(target);
  try {
    await migrateToLatest(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
}

async function connect(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      // No parallel workers for the API's queries: many small requests share the cores, and
      // starting workers cost a filtered page more than it saved (a type with a one-year range
      // over 83,000 matches: 91 ms with two workers, 35 ms without; bench/touchpoints.ts).
      options: '-c max_parallel_workers_per_gather=0',
    });
    // An idle connection that the server drops (a restart, a failover) must not end the
    // process: the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }), plugins });
    return withHealth(db, 'postgres', () => db.destroy());
  }
  const release = target.kind === 'pglite' ? acquireDirectoryLock(target.dataDir) : () => {};
  try {
    const client =
      target.kind === 'pglite' ? await PGlite.create(target.dataDir) : await PGlite.create();
    const db = new Kysely<Schema>({ dialect: new KyselyPGlite(client).dialect, plugins });
    return withHealth(db, 'pglite', async () => {
      await db.destroy();
      if (!client.closed) await client.close();
      release();
    });
  } catch (error) {
    release();
    throw error;
  }
}

function withHealth(
  db: Kysely<Schema>,
  kind: Database['kind'],
  close: () => Promise<void>,
): Database {
  return {
    db,
    kind,
    close,
    async isReachable() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
  };
}
