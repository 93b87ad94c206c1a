import {
  REPORT_DIMENSION_INFO,
  REPORT_METRIC_INFO,
  REPORT_PREVIEW_ROWS,
  type ReportBase,
  type ReportDefinition,
  type ReportDimension,
  type ReportMetric,
  type ReportResult,
  type ReportRow,
  type ReportSource,
  reportDay,
  resolveDateRange,
} from '@adconsole/api/contracts';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import type { Scope } from '../../kit/scope.ts';
import {
  baseSql,
  basesOf,
  baseValueOf,
  dimensionSql,
  MONEY_BASES,
  positionMonthsFit,
  sourceOf,
} from './catalogue.ts';
import { REPORT_EXPORT_CHUNK, REPORT_FETCH_SQL } from './export-settings.ts';

// A report compiled to one SQL statement from the catalogue (catalogue.ts): per source a grouped
// branch of its company's rows (the scope's term), the branches put together with `union all`
// and grouped again by the report's dimensions (and currency, when money is asked), so a metric
// of one source and a metric of another meet in the same row. Ratios are computed from the
// summed parts of the group (DOMAIN2 §7.2: never an average of ratios), so a ratio rolled up
// from parts equals the ratio of the sums. The statement runs with a statement timeout, so a
// long report never holds the staff's lists up.

/** What a report's query reads: its definition and the days its range resolves to. */
export interface CompiledReport {
  dimensions: readonly ReportDimension[];
  metrics: readonly ReportMetric[];
  money: boolean;
  from: string;
  to: string;
}

/** A definition as its contract's output (filters defaulted). */
export type Definition = ReportDefinition & { filters: NonNullable<ReportDefinition['filters']> };

/** The statement timeout of a report's query (a replica's too): 60 s. */
export const REPORT_STATEMENT_TIMEOUT_MS = 60_000;

const dimensionAlias = (index: number) => sql.raw(`k${index}`);
const labelAlias = (index: number) => sql.raw(`l${index}`);
// Positional aliases without underscores: the database's camel-case plugin renames result
// columns, and a catalogue id never becomes a column name.
const baseAlias = (bases: readonly ReportBase[], base: ReportBase) =>
  sql.raw(`b${bases.indexOf(base)}`);
const metricAlias = (metrics: readonly ReportMetric[], metric: ReportMetric) =>
  sql.raw(`m${metrics.indexOf(metric)}`);

/** The days a definition reads, as of a Zurich day (today by default). */
export function rangeOf(definition: Definition, asOf = reportDay()) {
  return resolveDateRange(definition.dateRange, asOf, definition);
}

/**
 * The grouped rows of a report (columns k0, l0, …, currency, m0, …) in its order, as one
 * statement; `dimensions` empty gives the totals (per currency). With `totals`, the same pass
 * also gives the totals: the outer grouping is `grouping sets ((keys…, currency), (currency))`,
 * a totals row has `total` 1 and comes first (the rows' `total` is 0). The totals are summed
 * from the same grouped facts as the rows, so they add up and a ratio is the ratio of the sums.
 */
export function reportQuery(
  scope: Scope,
  definition: Definition,
  range: { from: string; to: string },
  options: { totals?: boolean } = {},
): {
  query: RawBuilder<Record<string, unknown>>;
  groups: RawBuilder<Record<string, unknown>>;
  orderBy: RawBuilder<unknown>;
  compiled: CompiledReport;
} {
  const dimensions = definition.dimensions;
  const metrics = definition.metrics;
  const bases = [...new Set(metrics.flatMap(basesOf))];
  const money = bases.some((base) => MONEY_BASES.has(base));
  const sources = [...new Set(bases.map((base) => baseSql(base).source))];
  const read = [...dimensions, ...definition.filters.map((filter) => filter.dimension)];
  const months = positionMonthsFit(read, bases, range);
  const branches = sources.map((source) =>
    branch(scope, source, definition, bases, money, range, months),
  );
  const keys = dimensions.map((_, index) => dimensionAlias(index));
  const currency = money ? [sql.raw('currency')] : [];
  const grouped = [...keys, ...currency];
  // Totals beside rows only when there are rows to total (without dimensions a row is a total).
  const totals = options.totals === true && keys.length > 0;
  const keyColumns = dimensions.flatMap((dimension, index) => {
    const found = dimensionSql(dimension);
    const key = dimensionAlias(index);
    return [
      sql`${found.out ? found.out(key) : key} as ${key}`,
      sql`${found.label ? found.label(key, scope.language) : sql`null::text`} as ${labelAlias(index)}`,
    ];
  });
  const metricColumns = metrics.map((metric) => {
    const info = REPORT_METRIC_INFO[metric];
    const value = info.ratio
      ? sql`sum(${baseAlias(bases, info.ratio.of)}) * ${sql.lit(info.ratio.times)} / nullif(sum(${baseAlias(bases, info.ratio.per)}), 0)`
      : sql`sum(${baseAlias(bases, metric)})`;
    return sql`${value} as ${metricAlias(metrics, metric)}`;
  });
  const order: RawBuilder<unknown>[] = totals ? [sql`total desc`] : [];
  const sort = definition.sort;
  if (sort) {
    const direction = sql.raw(sort.order === 'ASC' ? 'asc' : 'desc');
    const dimension = dimensions.indexOf(sort.field as ReportDimension);
    order.push(
      dimension >= 0
        ? sql`${sortKey(dimensions[dimension] as ReportDimension, dimension)} ${direction} nulls last`
        : sql`${metricAlias(metrics, sort.field as ReportMetric)} ${direction} nulls last`,
    );
  }
  // Then every dimension in its order, so equal sort values always come in the same order.
  dimensions.forEach((dimension, index) => {
    order.push(sql`${sortKey(dimension, index)} asc nulls last`);
  });
  if (money) order.push(sql`currency asc`);
  const union = sql.join(branches, sql` union all `);
  const columns = [
    ...keyColumns,
    ...currency,
    ...metricColumns,
    ...(totals ? [sql`grouping(${keys[0]}) as total`] : []),
  ];
  const groupBy = totals
    ? sql`group by grouping sets ((${sql.join(grouped)}), (${money ? sql.join(currency) : sql``}))`
    : grouped.length
      ? sql`group by ${sql.join(grouped)}`
      : sql``;
  // Grouped by the stored keys; their texts and names once per group; sorted by those.
  const groups = sql<Record<string, unknown>>`select ${sql.join(columns)}
    from (${union}) as facts ${groupBy}`;
  const orderBy = order.length ? sql`order by ${sql.join(order)}` : sql``;
  const query = sql<Record<string, unknown>>`select * from (${groups}) as report ${orderBy}`;
  return { query, groups, orderBy, compiled: { dimensions, metrics, money, ...range } };
}

/** A dimension sorts by its name (references) or its key (codes, periods). */
const sortKey = (dimension: ReportDimension, index: number) =>
  REPORT_DIMENSION_INFO[dimension].kind === 'reference'
    ? sql`lower(${labelAlias(index)})`
    : dimensionAlias(index);

/**
 * One source's grouped rows: its company's rows of the range, filtered, with its bases (the
 * positions' from their monthly sums when `months`: catalogue.ts, `positionMonthsFit`).
 */
function branch(
  scope: Scope,
  source: ReportSource,
  definition: Definition,
  bases: readonly ReportBase[],
  money: boolean,
  range: { from: string; to: string },
  months: boolean,
) {
  const { from, where, day, currency } = sourceOf(source, months);
  const dimensions = definition.dimensions;
  const joins = new Set<RawBuilder<unknown>>();
  const columns: RawBuilder<unknown>[] = [];
  dimensions.forEach((dimension, index) => {
    const found = dimensionSql(dimension);
    if (found.join) joins.add(found.join);
    columns.push(sql`${found.key(day)} as ${dimensionAlias(index)}`);
  });
  if (money) columns.push(sql`${currency}::text as currency`);
  const groupCount = columns.length;
  for (const base of bases) {
    const found = baseSql(base);
    columns.push(
      found.source === source
        ? sql`(${baseValueOf(base, months)})::numeric as ${baseAlias(bases, base)}`
        : sql`null::numeric as ${baseAlias(bases, base)}`,
    );
  }
  const filters = definition.filters.map((filter) => {
    const found = dimensionSql(filter.dimension);
    const values = filter.values.map((value) => (found.numeric ? Number(value) : value));
    if (found.join) joins.add(found.join);
    return sql` and ${found.key(day)} in (${sql.join(values)})`;
  });
  const groupBy =
    groupCount > 0
      ? sql` group by ${sql.join(Array.from({ length: groupCount }, (_, i) => sql.raw(String(i + 1))))}`
      : sql``;
  return sql`(select ${sql.join(columns)} from ${from} ${sql.join([...joins], sql` `)}
    where ${where(scope)} and ${day} between ${range.from}::date and ${range.to}::date
    ${filters.length ? sql.join(filters, sql``) : sql``}${groupBy})`;
}

/** A row of the query as the contract's row: keys, labels, currency and each metric's value. */
export function toReportRow(row: Record<string, unknown>, compiled: CompiledReport): ReportRow {
  const dimensions: ReportRow['dimensions'] = {};
  compiled.dimensions.forEach((dimension, index) => {
    const key = row[`k${index}`];
    const label = row[`l${index}`];
    dimensions[dimension] = {
      key: key === null || key === undefined ? null : String(key),
      label: label === null || label === undefined ? null : String(label),
    };
  });
  const values: ReportRow['values'] = {};
  for (const [index, metric] of compiled.metrics.entries()) {
    const value = row[`m${index}`];
    values[metric] = value === null || value === undefined ? null : Number(value);
  }
  return {
    dimensions,
    currency: compiled.money ? String(row.currency ?? '') || null : null,
    values,
  };
}

/**
 * A report's transaction settings: the statement timeout, and the memory a grouping may take
 * (64 MB: a million positions group in memory instead of sorting on disk). Both are local to
 * the transaction they run in (a `Transaction` is a `Db`; outside one they would end with the
 * statement); the export worker runs the same statement, compiled (`reportExportStatements`).
 */
const reportSettingsSql = () =>
  sql`select set_config('statement_timeout', ${String(REPORT_STATEMENT_TIMEOUT_MS)}, true),
    set_config('work_mem', '64MB', true)`;

export async function reportSettings(trx: Db): Promise<void> {
  await reportSettingsSql().execute(trx);
}

/** Runs `work` in a transaction with the reports' settings. */
export async function withReportTimeout<T>(
  db: Db,
  work: (trx: Transaction<Schema>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await reportSettings(trx);
    return work(trx);
  });
}

/**
 * The builder's answer: the first rows (`preview`, 1,000 but in tests), the number of all, the
 * totals per currency, from one pass over the facts (the grouping sets of `reportQuery`), its
 * groups held once (`materialized`) for the count and the preview.
 */
export async function runReport(
  db: Db,
  scope: Scope,
  definition: Definition,
  asOf = reportDay(),
  preview = REPORT_PREVIEW_ROWS,
): Promise<ReportResult> {
  const range = rangeOf(definition, asOf);
  const started = performance.now();
  const { query, groups, orderBy, compiled } = reportQuery(scope, definition, range, {
    totals: true,
  });
  const apart = compiled.dimensions.length > 0;
  const rows = await withReportTimeout(db, async (trx) =>
    apart
      ? (
          await sql<Record<string, unknown>>`with report as materialized (${groups})
            select *, (select count(*) from report where total = 0) as rowcount from report
            ${orderBy} limit (select count(*) from report where total = 1) + ${preview}`.execute(
            trx,
          )
        ).rows
      : (await query.execute(trx)).rows,
  );
  // The totals rows come first (`total desc`), then the groups in the report's order.
  const isTotal = (row: Record<string, unknown>) => !apart || Number(row.total) === 1;
  const groupRows = apart ? rows.filter((row) => !isTotal(row)) : rows;
  return {
    ...range,
    rows: groupRows.map((row) => toReportRow(row, compiled)),
    rowCount: apart ? Number(rows[0]?.rowcount ?? 0) : rows.length,
    totals: rows.filter(isTotal).map((row) => toReportRow(row, { ...compiled, dimensions: [] })),
    milliseconds: Math.round(performance.now() - started),
  };
}

/** How many rows a report has (the .xlsx limit is checked before the file is written). */
export async function countReportRows(
  db: Db,
  scope: Scope,
  definition: Definition,
  asOf = reportDay(),
): Promise<number> {
  const { query } = reportQuery(scope, definition, rangeOf(definition, asOf));
  return withReportTimeout(db, async (trx) => {
    const { rows } = await sql<{
      count: string;
    }>`select count(*) as count from (${query}) as report`.execute(trx);
    return Number(rows[0]?.count ?? 0);
  });
}

/** The cursor of a report's rows (its columns positional: k0, l0, currency, m0…). */
const reportCursorSql = (query: RawBuilder<unknown>) =>
  sql`declare report_rows no scroll cursor for ${query}`;

/**
 * Every row of a report as the query answers it (positional columns, for `rowCells`), read
 * from a cursor a chunk at a time (a million rows never sit in memory), in a transaction with
 * the statement timeout that ends with the walk. In process (PGlite; README, "Exports").
 */
export async function* reportRows(
  db: Db,
  scope: Scope,
  definition: Definition,
  asOf = reportDay(),
): AsyncGenerator<Record<string, unknown>> {
  const { query } = reportQuery(scope, definition, rangeOf(definition, asOf));
  const trx = await db.startTransaction().execute();
  let done = false;
  try {
    await reportSettings(trx);
    await reportCursorSql(query).execute(trx);
    // The columns are positional (k0, m0: nothing to rename), so the rows skip the camel-case
    // plugin's copy of every row: less garbage per row of a million-row export (README).
    const rowsOnly = trx.withoutPlugins();
    for (;;) {
      const { rows } = await sql<Record<string, unknown>>`${sql.raw(REPORT_FETCH_SQL)}`.execute(
        rowsOnly,
      );
      yield* rows;
      if (rows.length < REPORT_EXPORT_CHUNK) break;
    }
    await trx.commit().execute();
    done = true;
  } finally {
    if (!done) await trx.rollback().execute();
  }
}

/**
 * The statements the export worker runs on its own connection, compiled here (the catalogue,
 * the scope and the plugins stay in the server's thread): the settings, then the cursor of
 * the report's rows; it fetches them with `REPORT_FETCH_SQL`.
 */
export function reportExportStatements(
  db: Db,
  scope: Scope,
  definition: Definition,
  asOf = reportDay(),
): { sql: string; parameters: unknown[] }[] {
  const { query } = reportQuery(scope, definition, rangeOf(definition, asOf));
  return [reportSettingsSql(), reportCursorSql(query)].map((statement) => {
    const compiled = statement.compile(db);
    return { sql: compiled.sql, parameters: [...compiled.parameters] };
  });
}
