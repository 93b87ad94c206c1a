import { type Expression, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db, Schema } from '../db/database.ts';
import { containsPattern } from '../db/like.ts';
import type { CompanyTable } from './scope.ts';

/** The rows of a kit list: one company's rows of its table, filtered. */
export type Rows<Table extends CompanyTable> = SelectQueryBuilder<Schema, Table, object>;

/**
 * A filter of a list: narrows the rows by one query value (called only when it is given);
 * `prepared` is what the list read for its filters first (`prepare` of a read-only resource).
 */
export type RowFilter<Table extends CompanyTable, Value> = (
  rows: Rows<Table>,
  value: Value,
  prepared?: unknown,
) => Rows<Table>;

/** What a list sorts by: a column, or an expression such as `lower(name)`; never null. */
export type SortKey = string | RawBuilder<unknown>;

/** A text column sorted in any case (`lower(name)`). */
export const caseless = (column: string): RawBuilder<unknown> => sql`lower(${sql.ref(column)})`;

/** Rows whose text column contains the text, in any case; % and _ are letters. */
export function contains<Table extends CompanyTable>(column: string): RowFilter<Table, string> {
  return (rows, text) =>
    rows.where(
      sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(text.toLowerCase())}`,
    ) as Rows<Table>;
}

/** Only the active rows unless the query asks for the inactive ones too. */
export function activeUnless<Table extends CompanyTable>(): RowFilter<Table, boolean> {
  return (rows, includeInactive) =>
    includeInactive ? rows : (rows.where(sql<boolean>`active`) as Rows<Table>);
}

/**
 * The rows narrowed by each of a list's filters whose query value is given (not undefined, null
 * or empty): the filters of a resource, a read-only resource and a declared list alike.
 */
export function filteredBy<Rows>(
  rows: Rows,
  filters: object,
  query: object,
  input?: unknown,
): Rows {
  let filtered = rows;
  for (const [key, filter] of Object.entries(filters) as [
    string,
    (rows: Rows, value: unknown, input: unknown) => Rows,
  ][]) {
    const value = (query as Record<string, unknown>)[key];
    if (value !== undefined && value !== null && value !== '') {
      filtered = filter(filtered, value, input);
    }
  }
  return filtered;
}

/**
 * The ids of a list's filtered rows, by id, at most `limit` (a bulk action by the list's filter,
 * `kit/bulk.ts`).
 */
export async function idsOf<Table extends CompanyTable>(
  rows: Rows<Table>,
  limit: number,
): Promise<number[]> {
  const found = await rows.select(sql<number>`id`.as('id')).orderBy(sql`id`).limit(limit).execute();
  return found.map((row) => Number((row as { id: number }).id));
}

const sortExpression = (key: SortKey): Expression<unknown> =>
  typeof key === 'string' ? sql.ref(key) : key;

/**
 * Sorted with a stable tie-breaker: equal sort values keep one order by id (in the same
 * direction, so a keyset `(sort, id) > (…)` walks the same order).
 */
export function sorted<Table extends CompanyTable>(
  rows: Rows<Table>,
  key: SortKey,
  order: 'ASC' | 'DESC',
): Rows<Table> {
  const direction = order === 'ASC' ? sql`asc` : sql`desc`;
  return rows
    .orderBy(sql`${sortExpression(key)} ${direction}`)
    .orderBy(sql`id ${direction}`) as Rows<Table>;
}

/**
 * One page (from 0) of a query and the number of rows of the whole query, read side by side:
 * `rows` is the filtered query, `page` selects and sorts it (with a stable tie-breaker). `total`,
 * where given, is the number when it is known without counting (undefined: counted).
 */
export async function pageWithTotal<DB, TB extends keyof DB, Row>(
  rows: SelectQueryBuilder<DB, TB, object>,
  sortedPage: (rows: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  page: number,
  limit: number,
  total?: () => Promise<number | undefined>,
): Promise<{ items: Row[]; total: number }> {
  const count = async () => {
    const known = total ? await total() : undefined;
    if (known !== undefined) return known;
    const counted = await rows.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow();
    return Number((counted as { total: string }).total);
  };
  const [items, all] = await Promise.all([
    sortedPage(rows)
      .limit(limit)
      .offset(page * limit)
      .execute(),
    count(),
  ]);
  return { items, total: all };
}

/** One page (from 0) of a kit list in its sort, and the number of rows of the whole filter. */
export async function pageOfRows<Table extends CompanyTable, Row>(
  rows: Rows<Table>,
  sort: { key: SortKey; order: 'ASC' | 'DESC' },
  page: number,
  limit: number,
  knownTotal?: () => Promise<number | undefined>,
): Promise<{ rows: Row[]; total: number }> {
  const { items, total } = await pageWithTotal(
    rows,
    (filtered) => sorted(filtered, sort.key, sort.order).selectAll(),
    page,
    limit,
    knownTotal,
  );
  return { rows: items as Row[], total };
}

/**
 * Every row of a filter in sort order, read in chunks by keyset (`(sort, id)` after the last
 * row read), so the millionth row costs what the first did: for exports and deep walks.
 */
export async function* everyRow<Table extends CompanyTable, Row>(
  rows: Rows<Table>,
  sort: { key: SortKey; order: 'ASC' | 'DESC' },
  chunk = 500,
): AsyncGenerator<Row> {
  const key = sortExpression(sort.key);
  const after = sort.order === 'ASC' ? sql`>` : sql`<`;
  let last: { sortValue: unknown; id: number } | undefined;
  for (;;) {
    let page = sorted(rows, sort.key, sort.order);
    if (last) {
      page = page.where(
        sql<boolean>`(${key}, id) ${after} (${last.sortValue}, ${last.id})`,
      ) as Rows<Table>;
    }
    const read = (await page
      .selectAll()
      .select(sql<unknown>`${key}`.as('kitSortValue'))
      .limit(chunk)
      .execute()) as (Row & { kitSortValue: unknown; id: number })[];
    for (const { kitSortValue: _, ...row } of read) yield row as Row;
    const end = read.at(-1);
    if (!end || read.length < chunk) return;
    last = { sortValue: end.kitSortValue, id: end.id };
  }
}

/** The row a function's query reads (`type CreativeRow = RowOfQuery<typeof creativeRows>`). */
export type RowOfQuery<
  Query extends (...args: never[]) => { executeTakeFirstOrThrow(): Promise<unknown> },
> = Awaited<ReturnType<ReturnType<Query>['executeTakeFirstOrThrow']>>;

/** How many rows each value of a column has, in one grouped query (the counts of status tabs). */
export async function countsBy<Table extends CompanyTable>(
  rows: Rows<Table>,
  column: string,
): Promise<Record<string, number>> {
  const groups = (await rows
    .select([sql<string>`${sql.ref(column)}`.as('value'), sql<string>`count(*)`.as('total')])
    .groupBy(sql.ref(column))
    .execute()) as { value: string; total: string }[];
  return Object.fromEntries(groups.map((group) => [group.value, Number(group.total)]));
}

/**
 * How many rows each value of a column has, over disjoint parts of a filter's rows added up (a
 * UNION ALL): an OR of two indexed columns counted as its two parts, each read from its index
 * alone, where the OR would visit every row found (issue 38: a search's tab counts and total).
 */
export async function countsOfParts<Table extends CompanyTable>(
  db: Db,
  parts: readonly Rows<Table>[],
  column: string,
): Promise<Record<string, number>> {
  const [first, ...rest] = parts.map((part) =>
    part.select(sql<string>`${sql.ref(column)}`.as('value')),
  );
  if (!first) return {};
  const all = rest.reduce((union, part) => union.unionAll(part as never), first);
  const groups = (await db
    .selectFrom(all.as('parts'))
    .select([sql<string>`value`.as('value'), sql<string>`count(*)`.as('total')])
    .groupBy(sql`value`)
    .execute()) as { value: string; total: string }[];
  return Object.fromEntries(groups.map((group) => [group.value, Number(group.total)]));
}
