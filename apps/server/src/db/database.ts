import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';
import pg from 'pg';
import { acquireDirectoryLock } from './lock.ts';

// Tables arrive with the migrations of the services.
// biome-ignore lint/complexity/noBannedTypes: an empty schema until the first migration
export type Schema = {};

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

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    return withHealth(db, 'postgres', () => db.destroy());
  }
  const release = target.kind === 'pglite' ? acquireDirectoryLock(target.dataDir) : () => {};
  try {
    const client =
      target.kind === 'pglite' ? await PGlite.create(target.dataDir) : await PGlite.create();
    const db = new Kysely<Schema>({ dialect: new KyselyPGlite(client).dialect });
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
