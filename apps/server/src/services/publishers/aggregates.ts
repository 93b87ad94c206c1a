import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

// What the publishers' aggregate calls share: the Zurich-day time cuts (DAY, ISO WEEK from
// Monday, MONTH: each named by its first day), and one grouped query over the fact rows `f`
// (already held to the caller's company by its scope) with the asked sort and a stable order.

/** A grouped value or a measure: its SQL and the answer's field it is read into. */
export interface Column {
  value: RawBuilder<unknown>;
  field: string;
  /**
   * What the rows are grouped by when it is not `value` itself: a time cut groups by the day (or
   * its week's or month's first) and formats each group once, not each row (issue 39's daily
   * view: the rows' `to_char` was most of the query's time).
   */
  group?: RawBuilder<unknown>;
}

/** The time cuts of the facts' day `f.day`, named by their first day (YYYY-MM-DD). */
export const timeCuts = {
  DAY: { value: sql`to_char(f.day, 'YYYY-MM-DD')`, field: 'timestamp', group: sql`f.day` },
  WEEK: {
    value: sql`to_char(date_trunc('week', f.day::timestamp), 'YYYY-MM-DD')`,
    field: 'timestamp',
    group: sql`date_trunc('week', f.day::timestamp)`,
  },
  MONTH: {
    value: sql`to_char(date_trunc('month', f.day::timestamp), 'YYYY-MM-DD')`,
    field: 'timestamp',
    group: sql`date_trunc('month', f.day::timestamp)`,
  },
} as const satisfies Record<string, Column>;

/** The default order: by time when cut by time, else by the first measure, largest first. */
export function sortOrDefault<Field extends string>(
  sort: readonly { field: Field; order: 'ASC' | 'DESC' }[] | undefined,
  byTime: boolean,
  largest: Field,
): readonly { field: Field; order: 'ASC' | 'DESC' }[] {
  if (sort?.length) return sort;
  return [
    byTime ? { field: 'TIMESTAMP' as Field, order: 'ASC' } : { field: largest, order: 'DESC' },
  ];
}

/**
 * The fact rows grouped by `cuts`, with the `measures`, sorted by `sort` (answer fields) and then
 * by every cut ascending, so equal sort values always come in the same order.
 */
export async function grouped(
  // biome-ignore lint/suspicious/noExplicitAny: the facts' scoped rows of either fact table
  rows: SelectQueryBuilder<any, any, object>,
  cuts: readonly Column[],
  measures: readonly Column[],
  sort: readonly { field: string; order: 'ASC' | 'DESC' }[],
): Promise<Record<string, unknown>[]> {
  let query = rows.select(() => [...cuts, ...measures].map(({ value, field }) => value.as(field)));
  for (const { value, group } of cuts) query = query.groupBy(group ?? value);
  for (const { field, order } of sort) {
    query = query.orderBy(sql.ref(field), order === 'ASC' ? 'asc' : 'desc');
  }
  for (const { field } of cuts) query = query.orderBy(sql.ref(field), 'asc');
  return (await query.execute()) as Record<string, unknown>[];
}
