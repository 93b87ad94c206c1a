import type { Endpoint } from '@adconsole/api/contracts';
import type { FastifyInstance } from 'fastify';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { z } from 'zod/mini';
import type { AccessRule, Actor } from '../http/access.ts';
import { type Answer, type EndpointInput, registerEndpoint } from '../http/routes.ts';
import { filteredBy, pageWithTotal, type SortKey } from './list.ts';
import { declareLive, tablesOf } from './live.ts';
import { type Scope, scopeOf } from './scope.ts';

// The kit's list of an endpoint that is not a whole resource: the rows of its scope joined to
// what the list shows (`registerList`), narrowed by declared filters, sorted by a declared key
// with a tie-breaker that makes the order total, one page of them and the number of all. A list
// declares what differs; the paging, the sort, the direction and the count are here once.

type Out<S> = S extends z.ZodMiniType ? z.output<S> : never;

/** What a paged list's query (or POST body) carries. */
export interface PageQuery {
  page: number;
  limit: number;
  sort?: string;
  order?: 'ASC' | 'DESC';
}

/** A tie-breaker sorted one way whatever the query's order (`ascending('id')`). */
export interface FixedTie {
  key: SortKey;
  fixed: 'ASC' | 'DESC';
}

/** A tie-breaker that keeps its own direction: the lists whose ties always read ascending. */
export const ascending = (key: SortKey): FixedTie => ({ key, fixed: 'ASC' });

/** What each `sort` of a query sorts by (`{ name: sql\`lower(c.name)\` }`). */
export type ListSorts = Record<string, SortKey | readonly SortKey[]>;

/** A list's order: its sort keys by the query's name, the tie-breakers, where nulls go. */
export interface ListOrder {
  /** What each `sort` of the query sorts by (`{ name: sql\`lower(c.name)\` }`). */
  sort: ListSorts;
  /** The sort and the order of a query that names none (by default descending). */
  defaultSort?: string;
  defaultOrder?: 'ASC' | 'DESC';
  /**
   * The keys that make the order total (by default `id`), in the query's direction, or in their
   * own (`ascending(key)`).
   */
  ties?: readonly (SortKey | FixedTie)[];
  /** Rows without a value of the sort last, in either direction (all sorts, or the named ones). */
  nullsLast?: boolean | readonly string[];
}

/** The order of a history: its entries newest first (by the time column, then the id). */
export const newestFirst = (time: string, id: string): ListOrder => ({
  sort: { time },
  defaultSort: 'time',
  ties: [id],
});

/** The order of a list by one column (`byColumn('f', 'publicationDate')`): by default that
 * column, the id breaking ties. */
export const byColumn = (alias: string, field: string): ListOrder => ({
  sort: { [field]: `${alias}.${field}` },
  defaultSort: field,
  ties: [`${alias}.id`],
});

/** The sorts of a list whose sort fields are columns of one table (`{ name: 'w.name' }`). */
export const columnSorts = (alias: string, fields: readonly string[]): Record<string, SortKey> =>
  Object.fromEntries(fields.map((field) => [field, `${alias}.${field}`]));

const expression = (key: SortKey) => (typeof key === 'string' ? sql.ref(key) : key);

/** The rows in the query's sort and order, with the list's tie-breakers. */
export function inOrder<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  list: ListOrder,
  query: { sort?: string; order?: 'ASC' | 'DESC' },
): SelectQueryBuilder<DB, TB, O> {
  const name = query.sort ?? list.defaultSort ?? '';
  const given = list.sort[name];
  if (given === undefined) throw new Error(`The list sorts by no ${name}`);
  const keys: readonly SortKey[] =
    typeof given === 'string' || !Array.isArray(given) ? [given as SortKey] : given;
  const direction = (query.order ?? list.defaultOrder) === 'ASC' ? sql`asc` : sql`desc`;
  const nulls =
    list.nullsLast === true || (Array.isArray(list.nullsLast) && list.nullsLast.includes(name))
      ? sql`nulls last`
      : sql``;
  let sorted = rows;
  for (const key of keys) sorted = sorted.orderBy(sql`${expression(key)} ${direction} ${nulls}`);
  for (const tie of list.ties ?? ['id']) {
    if (typeof tie === 'object' && 'fixed' in tie) {
      const own = tie.fixed === 'ASC' ? sql`asc` : sql`desc`;
      sorted = sorted.orderBy(sql`${expression(tie.key)} ${own}`);
    } else {
      sorted = sorted.orderBy(sql`${expression(tie)} ${direction}`);
    }
  }
  return sorted;
}

/** One page of a list's rows in its order and the number of all of them. */
export function listPage<DB, TB extends keyof DB, O, Row>(
  rows: SelectQueryBuilder<DB, TB, O>,
  list: ListOrder & {
    select: (rows: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>;
  },
  query: PageQuery,
  total?: () => Promise<number | undefined>,
): Promise<{ items: Row[]; total: number }> {
  return pageWithTotal(
    rows as SelectQueryBuilder<DB, TB, object>,
    (filtered) => inOrder(list.select(filtered as SelectQueryBuilder<DB, TB, O>), list, query),
    query.page,
    query.limit,
    total,
  );
}

/** The query of a list endpoint: its query string, or the body of a list read by POST. */
type ListQuery<E extends Endpoint> = E['query'] extends z.ZodMiniType
  ? Out<E['query']>
  : Out<E['body']>;

/** What a declared list's rows and filters are read with: the call's scope, path and query. */
export interface ListInput<E extends Endpoint> {
  scope: Scope;
  /** The caller (for a list whose rows depend on their roles); null on a public list. */
  actor?: Actor | null;
  params: EndpointInput<E>['params'];
  /** The list's query (a counts call's has no page, sort or order). */
  query: Partial<ListQuery<E>>;
}

/** A filter of a list: narrows the rows by one query value (called only when it is given). */
export type ListFilter<E extends Endpoint, Rows, Value> = (
  rows: Rows,
  value: Value,
  input: ListInput<E>,
) => Rows;

/** A list endpoint declared once (see the top of this file). */
/** An item of a list endpoint's answer (`{ items, total }`), as its contract says. */
export type ListItem<E extends Endpoint> =
  Answer<E> extends { items: readonly (infer I)[] } ? I : never;

export interface ListDeclaration<E extends Endpoint, DB, TB extends keyof DB, O, Row, Item>
  extends Omit<ListOrder, 'sort'> {
  /** The rows the list may show: the scope's, joined to what the filters and sorts need. */
  rows: (input: ListInput<E>) => SelectQueryBuilder<DB, TB, O>;
  /**
   * What each `sort` of the query sorts by; a function of the call's input where a key depends
   * on it (a date range's index, a tab's own count).
   */
  sort: ListSorts | ((input: ListInput<E>) => ListSorts);
  /**
   * The number of all rows where the list knows it without counting (a tally table); undefined
   * counts the filtered rows.
   */
  total?: (input: ListInput<E>) => Promise<number | undefined>;
  /** The filters by query field; each runs only when its value is given. */
  filters?: {
    [Key in keyof ListQuery<E>]?: ListFilter<
      E,
      SelectQueryBuilder<DB, TB, O>,
      NonNullable<ListQuery<E>[Key]>
    >;
  };
  /** What a row of the page reads. */
  select: (rows: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>;
  /** The items of a page's rows, in their order. */
  toItems: (
    rows: Row[],
    input: ListInput<E>,
  ) => (Item & ListItem<E>)[] | Promise<(Item & ListItem<E>)[]>;
}

/**
 * The input of a declared list from an endpoint call's: on an 'actable' rule a query naming
 * `companyId` reads that company's rows (403 unless the caller may act for it), as the kit's
 * resources do.
 */
export function listInput<E extends Endpoint>(
  access: AccessRule,
  input: {
    scope: Scope;
    actor?: Actor | null;
    params: EndpointInput<E>['params'];
    query: object;
  },
): ListInput<E> {
  const query = input.query as Record<string, unknown>;
  const companyId = query.companyId as number | undefined;
  const scope =
    access.company === 'actable' && companyId !== undefined
      ? input.scope.for(companyId)
      : input.scope;
  return {
    scope,
    actor: input.actor ?? null,
    params: input.params,
    query: query as Partial<ListQuery<E>>,
  };
}

/** A declared list's rows under its filters (but those named in `except`), for its counts. */
export function filteredList<E extends Endpoint, DB, TB extends keyof DB, O, Row, Item>(
  list: ListDeclaration<E, DB, TB, O, Row, Item>,
  input: ListInput<E>,
  except: readonly string[] = [],
): SelectQueryBuilder<DB, TB, O> {
  const query: Record<string, unknown> = { ...input.query };
  for (const key of except) delete query[key];
  return filteredBy(list.rows(input), list.filters ?? {}, query, input);
}

/** Registers a list endpoint: one page of its filtered rows in the query's order, and the total. */
export function registerList<E extends Endpoint, DB, TB extends keyof DB, O, Row, Item>(
  app: FastifyInstance,
  endpoint: E,
  access: AccessRule,
  list: ListDeclaration<E, DB, TB, O, Row, Item>,
): void {
  // Live (issue 46): the tables of its rows, read from the query the declaration builds for a
  // scope (built, never run; a list whose rows need the call's own values to build is not live).
  declareLive(app, {
    path: endpoint.path,
    access,
    tables: () => {
      try {
        const input = { scope: scopeOf(app.scopeDb, 0), actor: null, params: {}, query: {} };
        return tablesOf(list.rows(input as unknown as ListInput<E>).toOperationNode());
      } catch {
        return [];
      }
    },
  });
  registerEndpoint(app, endpoint, access, async (input) => {
    const query = (input.query ?? input.body) as PageQuery;
    const { scope, actor, params } = input;
    const listed = listInput<E>(access, { scope, actor, params, query });
    const order = {
      ...list,
      sort: typeof list.sort === 'function' ? list.sort(listed) : list.sort,
    };
    const total = list.total;
    const page = await listPage(
      filteredList(list, listed),
      order,
      query,
      total && (() => total(listed)),
    );
    // The items are the contract's (ListItem<E>); TypeScript cannot see through the answer's
    // conditional type for a generic endpoint, so the page is named as it.
    const answer = { items: await list.toItems(page.items, listed), total: page.total };
    return answer as Answer<E>;
  });
}
