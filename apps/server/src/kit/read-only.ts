import type { Endpoint, UserLanguage } from '@adconsole/api/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod/mini';
import type { Db } from '../db/database.ts';
import type { AccessRule, Actor } from '../http/access.ts';
import { notFound } from '../http/errors.ts';
import { registerEndpoint, requireActor } from '../http/routes.ts';
import type { ExportValue } from './export.ts';
import {
  countsBy,
  countsOfParts,
  everyRow,
  filteredBy,
  idsOf,
  pageOfRows,
  type RowFilter,
  type Rows,
  type SortKey,
} from './list.ts';
import { declareLive } from './live.ts';
import { type NamedOf, type References, resolveReferences } from './references.ts';
import { type ExportQuery, type RowOf, replyWithExport } from './resource.ts';
import { actingCompany, type CompanyTable, scopedRows } from './scope.ts';

/** The calls of a read-only resource, as `readOnlyResourceEndpoints` of the contracts makes them. */
type ReadOnlyEndpoints = Record<'list' | 'get', Endpoint>;
type Out<S> = S extends z.ZodMiniType ? z.output<S> : never;
type Field<T, Key extends string> = T extends Record<Key, infer Value> ? Value & string : never;

/**
 * A list-and-record resource that is only read through the kit (its writes are a service's,
 * with rules of their own): the list and get endpoints of `registerResource`, on the acting
 * company's rows only. `toItems` turns a page of rows into items in one go, so that it can
 * read the names of what the rows point at in a query or two, whatever the page's size.
 */
export interface ReadOnlyResourceDeclaration<
  E extends ReadOnlyEndpoints,
  Table extends CompanyTable,
  Item,
  R extends References = Record<never, never>,
> {
  endpoints: E;
  table: Table;
  access: AccessRule;
  /** The columns that point at rows of other tables, as `registerResource` takes them. */
  references?: R;
  toItems: (
    db: Db,
    rows: RowOf<Table>[],
    named: (row: RowOf<Table>) => NamedOf<R>,
    /** The reader's language (an item's words, e.g. a file name, in it). */
    language: UserLanguage,
  ) => Promise<Item[]>;
  filters: {
    [Key in keyof Out<E['list']['query']>]?: RowFilter<
      Table,
      NonNullable<Out<E['list']['query']>[Key]>
    >;
  };
  /**
   * What the filters need read before the list's queries are built, read once per request (the
   * page and its total, the counts, the export share it) and handed to each filter as its third
   * argument: e.g. the ids a search finds, so the planner sees how many they are (issue 38).
   */
  prepare?: (db: Db, query: Out<E['list']['query']>) => Promise<unknown>;
  /**
   * A filter whose rows are counted as disjoint parts (`countsOfParts`: an OR of two indexed
   * columns as a UNION ALL, each part read from its index alone): the tabs' counts and the
   * page's total add the parts up instead of counting the filter's rows. `of` answers the
   * parts for a query, each narrowing the rows of the other filters (undefined: counted as the
   * filter reads). The page itself still reads the filter's rows.
   */
  countParts?: {
    filter: string;
    of: (
      query: Out<E['list']['query']>,
      prepared: unknown,
    ) => readonly ((rows: Rows<Table>) => Rows<Table>)[] | undefined;
  };
  sort: Record<Field<Out<E['list']['query']>, 'sort'>, SortKey>;
  /**
   * The counts of the list's status tabs (`countsEndpoint` of the contracts): the rows of the
   * other filters grouped by `column`.
   */
  counts?: { endpoint: Endpoint; column: string; tally?: Tally };
  /**
   * The sort and order of a query that names none (a list whose status tab decides them);
   * without it the query's schema must default them.
   */
  defaultSort?: (query: Out<E['list']['query']>) => { sort: string; order: 'ASC' | 'DESC' };
  /**
   * The list's export (`exportEndpoint` of the contracts): its file name (an i18n key) and the
   * columns it may have, by column id, each a cell of an item (`toItems`, in the export's
   * language) and its header (an i18n key).
   */
  export?: {
    endpoint: Endpoint;
    title: string;
    columns: Record<string, ReadOnlyExportColumn<Item>>;
  };
}

/** A column of a read-only resource's export: its header (an i18n key) and an item's cell. */
export interface ReadOnlyExportColumn<Item> {
  header: string;
  value: (item: Item, t: (key: string) => string) => ExportValue;
}

/**
 * A table kept by triggers with the company's rows per value of the counts' column (`company_id`,
 * the column, `n`; e.g. `invoice_state_tally`, migration 0038): a query that filters by nothing
 * but its tab (`tab`, the query key) takes its counts, and its page's total, from the tally
 * instead of counting every row. `values` answers the column's values of a tab (undefined: all).
 */
export interface Tally {
  table: string;
  tab: string;
  values: (tab: string) => readonly string[] | undefined;
}

/** The company's rows per value from a tally (values without rows left out). */
async function tallyCounts(db: Db, tally: Tally, column: string, companyId: number) {
  const rows = await sql<{ value: string; n: string }>`select ${sql.ref(column)} as value, n
    from ${sql.table(tally.table)} where company_id = ${companyId} and n > 0`.execute(db);
  return Object.fromEntries(rows.rows.map((row) => [row.value, Number(row.n)]));
}

/** What a registered read-only resource offers the service that writes its rows. */
export interface ReadOnlyList {
  /**
   * The ids of the company's rows the list's filter finds (a bulk action by the list's filter,
   * `bulkIds` of `kit/bulk.ts`): the list's own scope, `prepare` and filters, by id.
   */
  idsOfFilter(companyId: number, filter: Record<string, unknown>, limit: number): Promise<number[]>;
}

/**
 * Registers the list and get endpoints of a read-only resource; answers its filter's rows for
 * the service's bulk actions on them.
 */
export function registerReadOnlyResource<
  E extends ReadOnlyEndpoints,
  Table extends CompanyTable,
  Item,
  R extends References = Record<never, never>,
>(
  app: FastifyInstance,
  db: Db,
  resource: ReadOnlyResourceDeclaration<E, Table, Item, R>,
): ReadOnlyList {
  const { endpoints, table, access } = resource;
  const noun = endpoints.get.summary.replace(/^One /, '');
  declareLive(app, { path: endpoints.list.path, access, tables: () => [table] });
  /** The items of rows of the company, with their references' names in the caller's language. */
  const itemsOf = async (
    caller: Pick<Actor, 'language'>,
    companyId: number,
    rows: RowOf<Table>[],
  ) =>
    resource.toItems(
      db,
      rows,
      await resolveReferences(db, companyId, caller.language, resource.references, rows),
      caller.language,
    );

  /** What the filters need read first (`prepare`), once per request. */
  const preparedFor = async (q: Record<string, unknown>) =>
    resource.prepare ? resource.prepare(db, q as Out<E['list']['query']>) : undefined;
  /** The rows of the company the query acts for, narrowed by its filters. */
  const filteredRows = async (companyId: number, q: Record<string, unknown>, prepared?: unknown) =>
    filteredBy(
      scopedRows(db, table, companyId),
      resource.filters,
      q,
      prepared === undefined ? await preparedFor(q) : prepared,
    );
  /** The query's rows as the disjoint parts `countParts` declares, where it does. */
  const partsOf = (companyId: number, q: Record<string, unknown>, prepared: unknown) => {
    const declared = resource.countParts;
    if (!declared || q[declared.filter] === undefined) return undefined;
    const parts = declared.of(q as Out<E['list']['query']>, prepared);
    if (!parts) return undefined;
    const others = filteredBy(
      scopedRows(db, table, companyId),
      resource.filters,
      { ...q, [declared.filter]: undefined },
      prepared,
    );
    return parts.map((part) => part(others));
  };
  const tally = resource.counts?.tally;
  /** The tally where the query filters by nothing but its tab. */
  const tallyOf = (q: Record<string, unknown>) =>
    tally && Object.keys(resource.filters).every((key) => key === tally.tab || q[key] === undefined)
      ? { tally, column: resource.counts?.column as string }
      : undefined;
  /** A list page's total from the tally, where it can tell (undefined: counted). */
  const knownTotal = (companyId: number, q: Record<string, unknown>) => {
    const known = tallyOf(q);
    if (!known) return undefined;
    return async () => {
      const counts = await tallyCounts(db, known.tally, known.column, companyId);
      const values = q[known.tally.tab]
        ? known.tally.values(String(q[known.tally.tab]))
        : undefined;
      return (values ?? Object.keys(counts)).reduce((sum, value) => sum + (counts[value] ?? 0), 0);
    };
  };

  /** The sort of a list or export query: its own, else the default, else descending. */
  const sortOf = (query: Record<string, unknown>) => {
    const q = query as { sort?: string; order?: 'ASC' | 'DESC' };
    const fallback = resource.defaultSort
      ? resource.defaultSort(query as Out<E['list']['query']>)
      : undefined;
    const sortName = (q.sort ?? fallback?.sort ?? '') as keyof typeof resource.sort;
    return { key: resource.sort[sortName], order: q.order ?? fallback?.order ?? 'DESC' };
  };

  registerEndpoint(app, endpoints.list as Endpoint, access, async ({ actor, query }) => {
    const q = query as Record<string, unknown> & { page: number; limit: number };
    const caller = requireActor(actor);
    const companyId = actingCompany(caller, q.companyId as number | undefined);
    const prepared = await preparedFor(q);
    const parts = partsOf(companyId, q, prepared);
    const page = await pageOfRows<Table, RowOf<Table>>(
      await filteredRows(companyId, q, prepared),
      sortOf(q),
      q.page,
      q.limit,
      parts
        ? async () =>
            Object.values(
              await countsOfParts(db, parts, resource.counts?.column ?? 'company_id'),
            ).reduce((sum, count) => sum + count, 0)
        : knownTotal(companyId, q),
    );
    return { items: await itemsOf(caller, companyId, page.rows), total: page.total };
  });

  const exported = resource.export;
  if (exported) {
    registerEndpoint(app, exported.endpoint, access, async ({ caller, query, reply }) => {
      const q = query as Record<string, unknown> & ExportQuery;
      const companyId = actingCompany(caller, q.companyId as number | undefined);
      const rows = everyRow<Table, RowOf<Table>>(await filteredRows(companyId, q), sortOf(q));
      // The items of a chunk of rows are made together, their names in the export's language.
      return replyWithExport(reply, db, q, exported, async function* (columns, t) {
        let chunk: RowOf<Table>[] = [];
        async function* flush() {
          const items = await itemsOf({ language: q.language }, companyId, chunk);
          for (const item of items) yield columns.map((column) => column.value(item, t));
          chunk = [];
        }
        for await (const row of rows) {
          chunk.push(row);
          if (chunk.length === 500) yield* flush();
        }
        yield* flush();
      });
    });
  }

  const { counts } = resource;
  if (counts) {
    registerEndpoint(app, counts.endpoint, access, async ({ actor, query }) => {
      const q = query as Record<string, unknown>;
      const companyId = actingCompany(requireActor(actor), q.companyId as number | undefined);
      const known = tallyOf(q);
      if (known) return tallyCounts(db, known.tally, counts.column, companyId);
      const prepared = await preparedFor(q);
      const parts = partsOf(companyId, q, prepared);
      return parts
        ? countsOfParts(db, parts, counts.column)
        : countsBy(await filteredRows(companyId, q, prepared), counts.column);
    });
  }

  registerEndpoint(app, endpoints.get as Endpoint, access, async ({ caller, params }) => {
    const row = (await scopedRows(db, table, caller.actingCompanyId)
      .selectAll()
      .where(sql<boolean>`id = ${(params as { id: number }).id}`)
      .executeTakeFirst()) as RowOf<Table> | undefined;
    if (!row) throw notFound(noun);
    const [item] = await itemsOf(caller, caller.actingCompanyId, [row]);
    return item;
  });

  return {
    idsOfFilter: async (companyId, filter, limit) =>
      // The company's own rows (no `companyId` of the filter's: a bulk action writes).
      idsOf(await filteredRows(companyId, { ...filter, companyId: undefined }), limit),
  };
}

/** A day ('YYYY-MM-DD') as an export's date cell (UTC midnight: written as a day), or empty. */
export const dayCell = (day: string | null) => (day === null ? null : new Date(`${day}T00:00:00Z`));
