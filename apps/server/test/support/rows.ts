// The rows a test looks up, inserts or changes by hand, in one line each: the kysely chain
// `db.selectFrom(t).select(c).where(…).where(…).executeTakeFirstOrThrow()` stood in every
// file in a dozen shapes. Table and column names are checked against the schema; the values
// are the test's own.
import type { ComparisonOperatorExpression, Kysely, Selectable } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import type { Schema } from '../../src/db/schema.ts';

type Table = keyof Schema & string;
type Column<T extends Table> = keyof Schema[T] & string;
/** The columns a look-up answers: named, or `'*'` for all of them. */
type Columns<T extends Table> = Column<T> | '*';
type Row<T extends Table, C extends Columns<T>> = '*' extends C
  ? Selectable<Schema[T]>
  : Pick<Selectable<Schema[T]>, C & keyof Selectable<Schema[T]>>;

/**
 * What a row must hold: per column a value (`=`), or an operator and a value
 * (`{ companyId: ['!=', own.id], status: ['in', ['DRAFT', 'OFFERED']] }`).
 */
export type Match<T extends Table> = { [C in Column<T>]?: unknown };

/** The order of the rows: a column, ascending unless told. */
export type Order<T extends Table> = Column<T> | readonly [Column<T>, 'asc' | 'desc'];

const OPERATORS: ReadonlySet<unknown> = new Set([
  '=',
  '!=',
  '<>',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  'not in',
  'is',
  'is not',
  'like',
  'ilike',
  'not like',
]);

/** The untyped view of the database the helpers build their query on. */
type Loose = Kysely<Record<string, Record<string, unknown>>>;

/** The rows of the table that match, before anything is selected. */
function matching(db: Db, table: string, match: Record<string, unknown>) {
  let query = (db as unknown as Loose).selectFrom(table);
  for (const [column, value] of Object.entries(match)) {
    const [operator, operand] =
      Array.isArray(value) && value.length === 2 && OPERATORS.has(value[0])
        ? (value as [ComparisonOperatorExpression, unknown])
        : (['=', value] as const);
    query = query.where(column, operator, operand);
  }
  return query;
}

function selection(
  db: Db,
  table: string,
  columns: string | readonly string[],
  match: Record<string, unknown>,
  order?: string | readonly [string, 'asc' | 'desc'],
) {
  const rows = matching(db, table, match);
  let query =
    columns === '*'
      ? rows.selectAll()
      : rows.select(typeof columns === 'string' ? [columns] : [...columns]);
  if (order) query = typeof order === 'string' ? query.orderBy(order) : query.orderBy(...order);
  return query;
}

/** What a look-up answers: the first row (throws when none matches), maybe one, or all. */
interface Found<T extends Table, C extends Columns<T>> {
  first: Row<T, C>;
  maybe: Row<T, C> | undefined;
  all: Row<T, C>[];
}

/** A look-up of the rows of a table that match (in the order, when given). */
function lookUp<K extends keyof Found<Table, never>>(kind: K) {
  return <T extends Table, C extends Columns<T>>(
    db: Db,
    table: T,
    columns: C | readonly C[],
    match: Match<T> = {},
    order?: Order<T>,
  ): Promise<Found<T, C>[K]> => {
    const query = selection(db, table, columns, match, order);
    const rows =
      kind === 'first'
        ? query.executeTakeFirstOrThrow()
        : kind === 'maybe'
          ? query.executeTakeFirst()
          : query.execute();
    return rows as Promise<Found<T, C>[K]>;
  };
}

/** The first row of the table that matches (in the order, when given); throws when none does. */
export const rowOf = lookUp('first');
/** The first row of the table that matches, or undefined. */
export const findRow = lookUp('maybe');
/** Every row of the table that matches. */
export const rowsOf = lookUp('all');

/** How many rows of the table match. */
export async function countOf<T extends Table>(
  db: Db,
  table: T,
  match: Match<T> = {},
): Promise<number> {
  const { n } = await matching(db, table, match)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Changes the row of the table with the id. */
export async function updateRow<T extends Table>(
  db: Db,
  table: T,
  id: number,
  values: { [C in Column<T>]?: unknown },
): Promise<void> {
  await (db as unknown as Loose)
    .updateTable(table as string)
    .set(values as Record<string, unknown>)
    .where('id', '=', id)
    .execute();
}

class RolledBack extends Error {}

/**
 * Runs `work` in a transaction of `db` and rolls it back once `work` got to its end (a failure
 * inside fails the test): what it writes and checks there is never seen outside.
 */
export async function rolledBack(db: Db, work: (trx: Db) => Promise<void>): Promise<void> {
  await expect(
    db.transaction().execute(async (trx) => {
      await work(trx);
      throw new RolledBack();
    }),
  ).rejects.toThrow(RolledBack);
}
