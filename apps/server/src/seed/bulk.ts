import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

// Bulk loading of the demo data (issue 36: the first start). A set-based insert of 150,000
// positions spent most of its 26 s not on the rows but on what PostgreSQL does per row: six
// foreign-key checks (each a query of its own) and ten index insertions. Inside the seed's
// transaction, on an empty database, a table's foreign keys and secondary indexes are dropped
// for the insert and made again after it: one set-based check per key (`add constraint`
// validates every row at once, so a wrong reference still fails the seed) and one sorted
// build per index. Names and definitions are read from the catalogue, so they come back as the
// migrations made them. Used only where the insert needs no index (no `on conflict`).

interface Definitions {
  keys: { name: string; definition: string; deferred: boolean }[];
  indexes: { name: string; definition: string }[];
}

async function definitionsOf(db: Db, table: string): Promise<Definitions> {
  const keys = await sql<{ name: string; definition: string; deferred: boolean }>`
    select conname as name, pg_get_constraintdef(oid) as definition, condeferred as deferred
    from pg_constraint where conrelid = ${table}::regclass and contype = 'f' order by conname`.execute(
    db,
  );
  // Secondary indexes only: an index that backs a constraint (primary key, unique) stays.
  const indexes = await sql<{ name: string; definition: string }>`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = ${table}::regclass
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
    order by c.relname`.execute(db);
  return { keys: keys.rows, indexes: indexes.rows };
}

/**
 * Runs `load` (one or more set-based inserts into `tables`) with the tables' foreign keys and
 * secondary indexes set aside, then restores them: the keys checked over all rows at once.
 */
export async function bulkLoad<T>(db: Db, tables: readonly string[], load: () => Promise<T>) {
  const saved = new Map<string, Definitions>();
  for (const table of tables) {
    const definitions = await definitionsOf(db, table);
    saved.set(table, definitions);
    for (const key of definitions.keys) {
      // A key checked at the commit (campaign_position_history's) has its rows of this
      // transaction still queued: checked now, as a table with queued checks cannot be altered.
      if (key.deferred) await sql`set constraints ${sql.id(key.name)} immediate`.execute(db);
      await sql`alter table ${sql.table(table)} drop constraint ${sql.id(key.name)}`.execute(db);
    }
    for (const index of definitions.indexes) {
      await sql`drop index ${sql.id(index.name)}`.execute(db);
    }
  }
  const result = await load();
  for (const [table, definitions] of saved) {
    for (const index of definitions.indexes) await sql.raw(index.definition).execute(db);
    for (const key of definitions.keys) {
      await sql`alter table ${sql.table(table)} add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(
        db,
      );
      if (key.deferred) await sql`set constraints ${sql.id(key.name)} deferred`.execute(db);
    }
  }
  return result;
}
