import {
  type BulkRowResult,
  type Endpoint,
  type ServerMessage,
  serverMessage,
} from '@adconsole/api/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Insertable, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { z } from 'zod/mini';
import { setAuditActor } from '../db/audit-actor.ts';
import type { Db, Schema } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { AccessRule, Actor } from '../http/access.ts';
import { notFound, staleRecord, ValidationError } from '../http/errors.ts';
import { registerEndpoint, requireActor } from '../http/routes.ts';
import { type BulkAsked, bulkIds, bulkSummary, notFoundRow } from './bulk.ts';
import { type ExportValue, replyWithSheet } from './export.ts';
import {
  countsBy,
  everyRow,
  filteredBy,
  idsOf,
  pageOfRows,
  type RowFilter,
  type SortKey,
} from './list.ts';
import { declareLive } from './live.ts';
import { type NamedOf, type References, resolveReferences } from './references.ts';
import { type RelationName, relationTerm } from './relations.ts';
import { actingCompany, type CompanyTable, scopedRows } from './scope.ts';
import { interfaceTexts, type Language } from './texts.ts';

/** The calls of a resource, as `resourceEndpoints` of the contracts makes them. */
export type ResourceEndpoints = Record<
  'list' | 'export' | 'get' | 'create' | 'update' | 'bulk',
  Endpoint
>;
type Out<S> = S extends z.ZodMiniType ? z.output<S> : never;
/** The values of a text field of a schema's output (the sort fields, the bulk actions). */
type Field<T, Key extends string> = T extends Record<Key, infer Value> ? Value & string : never;

/** A row of the resource's table as read. */
export type RowOf<Table extends CompanyTable> = Selectable<Schema[Table]>;

/** What create and update store of a write body; the kit adds the company and the version. */
export type Stored<Table extends CompanyTable> = Partial<Insertable<Schema[Table]>>;

/** A refusal of one row of a bulk action: why, in English, and its translation key. */
export interface Refusal {
  reason: string;
  translationKey: string;
}

export interface BulkAction<Table extends CompanyTable> {
  /**
   * Why a row cannot take the action; nothing when it can. A refusal that needs other rows (a
   * daypart that would overlap another when activated) reads them in the action's transaction.
   */
  refuse?: (
    row: RowOf<Table>,
    context: { trx: Transaction<Schema>; actor: Actor },
  ) => Refusal | undefined | Promise<Refusal | undefined>;
  /** What the action stores on each row it is done for. */
  set: Stored<Table>;
}

export interface ExportColumn<Table extends CompanyTable, R extends References = References> {
  /** The i18n key of the column's header, as the console's column shows it. */
  header: string;
  /**
   * The cell; `t` translates an i18n key into the export's language, `named` holds the rows the
   * row's references point at (their names in the export's language).
   */
  value: (row: RowOf<Table>, t: (key: string) => string, named: NamedOf<R>) => ExportValue;
}

/**
 * Export columns that are the row's own values, each headed `<texts>.columns.<id>` as the
 * console's column of that id is. A column of codes (an enum: a unit, a status) names its
 * labels' i18n prefix in `labels` and exports the label in the reader's language, never the
 * code (issue 33: "CPM" in the price list's .xlsx).
 */
export function plainColumns<Table extends CompanyTable>(
  texts: string,
  ids: readonly (keyof RowOf<Table> & string)[],
  labels: Partial<Record<keyof RowOf<Table> & string, string>> = {},
): Record<string, ExportColumn<Table>> {
  return Object.fromEntries(
    ids.map((id) => {
      const prefix = labels[id];
      return [
        id,
        {
          header: `${texts}.columns.${id}`,
          value: (row: RowOf<Table>, t: (key: string) => string) => {
            const value = row[id] as ExportValue;
            return prefix && typeof value === 'string' && value ? t(`${prefix}.${value}`) : value;
          },
        },
      ];
    }),
  );
}

/** A change the kit writes, for the history entry written in the same transaction. */
export interface Change<Table extends CompanyTable> {
  actor: Actor;
  before: RowOf<Table> | undefined;
  after: RowOf<Table>;
}

/**
 * A list-and-record resource declared once: the kit registers its list, export, get, create,
 * update and bulk endpoints from the contracts of `resourceEndpoints`, each on the acting
 * company's rows only.
 */
export interface ResourceDeclaration<
  E extends ResourceEndpoints,
  Table extends CompanyTable,
  Item,
  R extends References = Record<never, never>,
> {
  endpoints: E;
  table: Table;
  access: { read: AccessRule; write: AccessRule };
  /**
   * The relation (`kit/relations.ts`, of this table) through which the list, the export and the
   * record read: the rows another company reaches (a payout config read by the house that pays
   * it). Writes and bulk actions stay on the company's own rows.
   */
  related?: RelationName;
  /**
   * The columns that point at rows of other tables and what of them to show
   * (`{ accountId: { table: 'account', name: 'name' } }`): the kit reads them for the page, on the
   * company's rows, in the caller's language, and hands them to `toItem`/`toItems` and the
   * export's columns as `named`.
   */
  references?: R;
  /** The item of a row; or `toItems` where an item needs other tables (counts, link tables). */
  toItem?: (row: RowOf<Table>, named: NamedOf<R>) => Item;
  /**
   * The items of rows, in their order, read with a few queries for the whole page; `language`
   * is the reader's, for what an item says in words (a stored keyed message).
   */
  toItems?: (
    db: Db,
    rows: RowOf<Table>[],
    named: (row: RowOf<Table>) => NamedOf<R>,
    language: Language,
  ) => Promise<Item[]>;
  /** The record's name in messages and bulk results. */
  nameOf: (row: RowOf<Table>) => string;
  /** What a create or update stores of the body. */
  toStored: (body: Out<E['create']['body']>) => Stored<Table>;
  /**
   * A text column unique per company in any case (the name): a clash is a 422 on its field.
   * `within`: unique only among the rows with the same value of this field (and column).
   */
  unique?: UniqueColumn;
  /**
   * Checks a create or update body against the company's other records (references of another
   * company, rules across fields) before it is stored; throws a ValidationError (422).
   */
  check?: (
    trx: Transaction<Schema>,
    write: { actor: Actor; before: RowOf<Table> | undefined; body: Out<E['create']['body']> },
  ) => Promise<void>;
  /** Stores what the row's columns do not hold (link tables), in the write's transaction. */
  afterWrite?: (
    trx: Transaction<Schema>,
    change: Change<Table> & { body: Out<E['create']['body']> },
  ) => Promise<void>;
  filters: {
    [Key in keyof Out<E['list']['query']>]?: RowFilter<
      Table,
      NonNullable<Out<E['list']['query']>[Key]>
    >;
  };
  sort: Record<Field<Out<E['list']['query']>, 'sort'>, SortKey>;
  /**
   * Filters that find their few rows through an index of their own (a trigram search, one
   * parent's rows). With one of them the sort must not walk its index: the planner, guessing the
   * matches spread evenly, would read most of the table for a page of a rare name.
   */
  narrowing?: readonly (keyof Out<E['list']['query']> & string)[];
  /** The file name (an i18n key) and the columns an export may have, by column id. */
  export: { title: string; columns: Record<string, ExportColumn<Table, R>> };
  bulk: Record<Field<Out<E['bulk']['params']>, 'action'>, BulkAction<Table>>;
  /** Writes the history entry of a change, in the change's transaction. */
  onChange?: (trx: Transaction<Schema>, change: Change<Table>) => Promise<void>;
  /**
   * The counts of the list's status tabs (`countsEndpoint` of the contracts): the rows of the
   * other filters grouped by `column`.
   */
  counts?: { endpoint: Endpoint; column: string };
}

/** The one place the kit writes to a table it knows only by name. */
const untyped = (db: Db | Transaction<Schema>) =>
  db as unknown as Kysely<Record<string, Record<string, unknown>>>;

/** A resource's unique text column (see ResourceDeclaration.unique). */
export interface UniqueColumn {
  field: string;
  column: string;
  message: ServerMessage;
  within?: string;
}

/** The unique column of a body field of the same name: `uniqueColumn('name', 'brandNameTaken')`. */
export const uniqueColumn = (
  field: string,
  message: Parameters<typeof serverMessage>[0],
  within?: string,
): UniqueColumn => ({ field, column: field, message: serverMessage(message), within });

/** What an export's query says beside its filters: the format, the language, the columns. */
export interface ExportQuery {
  format: 'csv' | 'xlsx';
  language: Language;
  /** The visible columns' ids, comma-separated, in their order on screen. */
  columns: string;
}

/**
 * Answers an export (the kit's, and a list's that is no resource: the administrators' users):
 * the asked columns of `sheet` that exist (none: 422), their headers and the file's name in the
 * export's language, the cells streamed as .csv or .xlsx under the business day's date.
 */
export async function replyWithExport<Column extends { header: string }>(
  reply: FastifyReply,
  db: Db,
  query: ExportQuery,
  sheet: { title: string; columns: Record<string, Column> },
  cells: (columns: Column[], t: (key: string) => string) => AsyncIterable<readonly ExportValue[]>,
) {
  const columns = query.columns.split(',').flatMap((id) => sheet.columns[id] ?? []);
  if (columns.length === 0)
    throw new ValidationError({ columns: serverMessage('noSuchColumn') }, []);
  const t = await interfaceTexts(db, query.language, [
    sheet.title,
    ...columns.map((column) => column.header),
  ]);
  return replyWithSheet(reply, {
    format: query.format,
    language: query.language,
    title: t(sheet.title),
    headers: columns.map((column) => t(column.header)),
    rows: cells(columns, t),
  });
}

/**
 * Answers the export of a table's rows (a resource's, a read-only resource's): the rows in
 * chunks of 500 whose references are read together, in the export's language.
 */
export function replyWithRowsExport<Table extends CompanyTable, R extends References>(
  reply: FastifyReply,
  db: Db,
  companyId: number,
  query: ExportQuery,
  sheet: { title: string; columns: Record<string, ExportColumn<Table, R>> },
  rows: AsyncIterable<RowOf<Table>>,
  references: R | undefined,
) {
  return replyWithExport(reply, db, query, sheet, async function* (columns, t) {
    let chunk: RowOf<Table>[] = [];
    async function* flush() {
      const named = await resolveReferences(db, companyId, query.language, references, chunk);
      for (const row of chunk) yield columns.map((column) => column.value(row, t, named(row)));
      chunk = [];
    }
    for await (const row of rows) {
      chunk.push(row);
      if (chunk.length === 500) yield* flush();
    }
    yield* flush();
  });
}

/** Registers the endpoints of a resource (see ResourceDeclaration). */
export function registerResource<
  E extends ResourceEndpoints,
  Table extends CompanyTable,
  Item,
  R extends References = Record<never, never>,
>(app: FastifyInstance, db: Db, resource: ResourceDeclaration<E, Table, Item, R>): void {
  const { endpoints, table, access } = resource;
  const noun = endpoints.get.summary.replace(/^One /, '');
  const tableName: string = table;
  declareLive(app, { path: endpoints.list.path, access: access.read, tables: () => [table] });
  /** The items of rows of the company, with their references' names in the caller's language. */
  const itemsOf = async (source: Db, caller: Actor, companyId: number, rows: RowOf<Table>[]) => {
    const named = await resolveReferences(
      source,
      companyId,
      caller.language,
      resource.references,
      rows,
    );
    if (resource.toItems) return resource.toItems(source, rows, named, caller.language);
    const { toItem } = resource;
    if (!toItem) throw new Error(`The resource ${tableName} declares neither toItem nor toItems`);
    return rows.map((row) => toItem(row, named(row)));
  };
  const itemOf = async (source: Db, caller: Actor, row: RowOf<Table>) =>
    (await itemsOf(source, caller, caller.actingCompanyId, [row]))[0] as Item;

  /** The acting company's rows of the table, filtered by a list or export query. */
  const readRows = (companyId: number) => {
    const own = scopedRows(db, table, companyId);
    if (!resource.related) return own;
    // The relation's term holds the company's own rows when it says so (`own`).
    const rows = db.selectFrom(table) as unknown as typeof own;
    return rows.where(relationTerm(resource.related, tableName, companyId));
  };
  const filteredRows = (companyId: number, query: Record<string, unknown>) =>
    filteredBy(readRows(companyId), resource.filters, query);
  const sortOf = (query: { sort: string; order: string } & Record<string, unknown>) => {
    const key: SortKey = resource.sort[query.sort as keyof typeof resource.sort];
    const narrowed = resource.narrowing?.some(
      (filter) => query[filter] !== undefined && query[filter] !== '',
    );
    // coalesce(x, x) is x, but no index delivers it: the matches are collected, then sorted.
    const expression = typeof key === 'string' ? sql.ref(key) : key;
    return {
      key: narrowed ? sql`coalesce(${expression}, ${expression})` : key,
      order: query.order as 'ASC' | 'DESC',
    };
  };

  async function findRow(
    source: Db | Transaction<Schema>,
    companyId: number,
    id: number,
    lock = false,
    reach = false,
  ): Promise<RowOf<Table> | undefined> {
    let query = untyped(source).selectFrom(tableName).selectAll().where('id', '=', id);
    // The record's read reaches through the declared relation; a write only the company's own row.
    query =
      resource.related && reach
        ? query.where(relationTerm(resource.related, tableName, companyId))
        : query.where('companyId', '=', companyId);
    if (lock) query = query.forUpdate();
    return (await query.executeTakeFirst()) as RowOf<Table> | undefined;
  }

  async function requireUnique(
    trx: Transaction<Schema>,
    companyId: number,
    body: Record<string, unknown>,
    id?: number,
  ) {
    const { unique } = resource;
    if (!unique) return;
    let same = untyped(trx)
      .selectFrom(tableName)
      .select('id')
      .where('companyId', '=', companyId)
      .where(sql<boolean>`lower(${sql.ref(unique.column)}) = lower(${body[unique.field]})`);
    if (id !== undefined) same = same.where('id', '!=', id);
    if (unique.within) same = same.where(unique.within, '=', body[unique.within]);
    if (await same.executeTakeFirst())
      throw new ValidationError({ [unique.field]: unique.message }, []);
  }

  /**
   * Stores a change of one of the company's rows, raising its version if it has one, and writes
   * its history entry in the same transaction.
   */
  async function change(
    trx: Transaction<Schema>,
    actor: Actor,
    before: RowOf<Table>,
    values: Stored<Table>,
    body?: Out<E['create']['body']>,
  ): Promise<RowOf<Table>> {
    const { version } = before as { version?: number };
    // The database's audit triggers (the list-price changes) name the change's author.
    await setAuditActor(trx as unknown as Db, actor.user.userId);
    const after = (await untyped(trx)
      .updateTable(tableName)
      .set({
        ...values,
        ...(version === undefined ? {} : { version: version + 1 }),
        updatedAt: new Date(),
      })
      .where('id', '=', (before as { id: number }).id)
      .where('companyId', '=', actor.actingCompanyId)
      .returningAll()
      .executeTakeFirstOrThrow()) as RowOf<Table>;
    if (body !== undefined) await resource.afterWrite?.(trx, { actor, before, after, body });
    await resource.onChange?.(trx, { actor, before, after });
    return after;
  }

  /** Runs a write; a unique index that refuses it (two writers raced) is the same 422. */
  async function write<T>(run: (trx: Transaction<Schema>) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(run);
    } catch (error) {
      if (isUniqueViolation(error) && resource.unique) {
        throw new ValidationError({ [resource.unique.field]: resource.unique.message }, []);
      }
      throw error;
    }
  }

  registerEndpoint(app, endpoints.list as Endpoint, access.read, async ({ caller, query }) => {
    const q = query as Record<string, unknown> & {
      page: number;
      limit: number;
      sort: string;
      order: string;
    };
    const companyId = actingCompany(caller, q.companyId as number | undefined);
    const page = await pageOfRows<Table, RowOf<Table>>(
      filteredRows(companyId, q),
      sortOf(q),
      q.page,
      q.limit,
    );
    return { items: await itemsOf(db, caller, companyId, page.rows), total: page.total };
  });

  registerEndpoint(
    app,
    endpoints.export as Endpoint,
    access.read,
    async ({ caller, query, reply }) => {
      const q = query as Record<string, unknown> & ExportQuery & { sort: string; order: string };
      const companyId = actingCompany(caller, q.companyId as number | undefined);
      const rows = everyRow<Table, RowOf<Table>>(filteredRows(companyId, q), sortOf(q));
      return replyWithRowsExport(
        reply,
        db,
        companyId,
        q,
        resource.export,
        rows,
        resource.references,
      );
    },
  );

  registerEndpoint(app, endpoints.get as Endpoint, access.read, async ({ caller, params }) => {
    const row = await findRow(
      db,
      caller.actingCompanyId,
      (params as { id: number }).id,
      false,
      true,
    );
    if (!row) throw notFound(noun);
    return itemOf(db, caller, row);
  });

  registerEndpoint(app, endpoints.create as Endpoint, access.write, async ({ actor, body }) => {
    const caller = requireActor(actor);
    const { actingCompanyId } = caller;
    const written = body as Out<E['create']['body']>;
    return write(async (trx) => {
      await resource.check?.(trx, { actor: caller, before: undefined, body: written });
      await requireUnique(trx, actingCompanyId, written as Record<string, unknown>);
      const after = (await untyped(trx)
        .insertInto(tableName)
        .values({ ...resource.toStored(written), companyId: actingCompanyId })
        .returningAll()
        .executeTakeFirstOrThrow()) as RowOf<Table>;
      const change = { actor: caller, before: undefined, after };
      await resource.afterWrite?.(trx, { ...change, body: written });
      await resource.onChange?.(trx, change);
      return itemOf(trx, caller, after);
    });
  });

  registerEndpoint(
    app,
    endpoints.update as Endpoint,
    access.write,
    async ({ actor, params, body }) => {
      const caller = requireActor(actor);
      const { actingCompanyId } = caller;
      const { version, ...rest } = body as { version: number } & Record<string, unknown>;
      // The update body is the create body and the version it was read at.
      const values = rest as Out<E['create']['body']>;
      const id = (params as { id: number }).id;
      return write(async (trx) => {
        const before = await findRow(trx, actingCompanyId, id, true);
        if (!before) throw notFound(noun);
        if ((before as { version?: number }).version !== version) throw staleRecord();
        await resource.check?.(trx, { actor: caller, before, body: values });
        await requireUnique(trx, actingCompanyId, rest, id);
        const stored = resource.toStored(values);
        return itemOf(trx, caller, await change(trx, caller, before, stored, values));
      });
    },
  );

  // A resource without bulk actions (a company's configs) has no bulk route: any action of it
  // would be unknown.
  if (Object.keys(resource.bulk).length > 0) {
    registerEndpoint(
      app,
      endpoints.bulk as Endpoint,
      access.write,
      async ({ caller, params, body }) => {
        const { actingCompanyId } = caller;
        const action = resource.bulk[(params as { action: keyof typeof resource.bulk }).action];
        const asked = body as BulkAsked;
        const { dryRun } = asked;
        // The list's filter ("select all N") finds the company's own rows only: a bulk action
        // writes, and writes stay on the company's rows whatever the list reads (`related`).
        const ids = await bulkIds(asked, (filter, limit) =>
          idsOf(
            filteredBy(scopedRows(db, table, actingCompanyId), resource.filters, filter),
            limit,
          ),
        );
        return write(async (trx) => {
          const results: BulkRowResult[] = [];
          // Each row on its own: another company's row is no row at all.
          for (const id of ids) {
            const before = await findRow(trx, actingCompanyId, id, !dryRun);
            if (!before) {
              results.push(notFoundRow(id, noun));
              continue;
            }
            const refusal = await action.refuse?.(before, { trx, actor: caller });
            if (refusal) {
              results.push({ id, name: resource.nameOf(before), outcome: 'REFUSED', ...refusal });
              continue;
            }
            if (!dryRun) await change(trx, caller, before, action.set);
            results.push({ id, name: resource.nameOf(before), outcome: 'DONE' });
          }
          return bulkSummary(dryRun, results);
        });
      },
    );
  }

  const { counts } = resource;
  if (counts) {
    registerEndpoint(app, counts.endpoint, access.read, async ({ actor, query }) => {
      const { actingCompanyId } = requireActor(actor);
      return countsBy(
        filteredRows(actingCompanyId, query as Record<string, unknown>),
        counts.column,
      );
    });
  }
}
