import { z } from 'zod/mini';
import { type Endpoint, endpoint } from './endpoint.ts';
import { bodyIdSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';
import { countInt, positiveInt } from './primitives.ts';

// The contracts of a list-and-record resource, derived from its item, write and query schemas,
// so every resource has the same calls: a page of the list, an export of the whole list, one
// record, create, update with optimistic concurrency, and bulk actions with a dry run.

/** The formats an export is written in. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The interface languages an export's headers and values are written in. */
export const EXPORT_LANGUAGES = ['de', 'en', 'fr', 'it'] as const;

/** A switch of a query: `true` / `false` in the URL, a boolean when called. */
export const queryFlag = () =>
  z._default(
    z.pipe(
      z.union([z.boolean(), z.enum(['true', 'false'])]),
      z.transform((value) => value === true || value === 'true'),
    ),
    false,
  );

/** The record's version, sent back with an update: a write over a newer version answers 412. */
export const versionSchema = z.int().check(z.nonnegative());

export const idParamsSchema = z.strictObject({ id: idSchema });

/** What a bulk action is asked: the rows, and whether only to say what would happen. */
export const bulkRequestSchema = z.strictObject({
  ids: z.array(bodyIdSchema).check(z.minLength(1, 'at least one item'), z.maxLength(1000)),
  dryRun: z._default(z.boolean(), false),
});
export type BulkRequest = z.input<typeof bulkRequestSchema>;

/**
 * The most rows a bulk action takes by its list's filter ("select all N", issue 38: the finance
 * user's 1,235 drafts), and by ids after such a dry run. A filter finding more is refused (422):
 * narrow it first.
 */
export const BULK_FILTER_MAX = 5000;

/**
 * What a kit list's bulk action is asked: the rows by id (the chosen ones) or by the list's own
 * filter (every row it finds: "select all N"), one of the two, checked by the list's filter
 * schema; and whether only to say what would happen. The server reads a filter's rows through
 * the list's scope and checks each row as it checks a chosen one.
 */
export function bulkRequestOf<Filters extends z.ZodMiniObject>(filters: Filters) {
  return z
    .strictObject({
      ids: z.optional(
        z
          .array(bodyIdSchema)
          .check(z.minLength(1, 'at least one item'), z.maxLength(BULK_FILTER_MAX)),
      ),
      filter: z.optional(filters),
      dryRun: z._default(z.boolean(), false),
    })
    .check(
      z.refine(
        (body) => (body.ids === undefined) !== (body.filter === undefined),
        serverMessage('bulkIdsOrFilter'),
      ),
    );
}

/** Whether a bulk call takes its list's filter (`bulkRequestOf`): the list offers "select all N". */
export function takesFilter(endpoint: Endpoint): boolean {
  const shape = (endpoint.body as { _zod?: { def?: { shape?: Record<string, unknown> } } })?._zod
    ?.def?.shape;
  return Boolean(shape && 'filter' in shape);
}

/** The outcome of a bulk action for one row: done (or would be, on a dry run) or refused, and why. */
export const bulkRowResultSchema = z.object({
  id: z.int(),
  name: z.string(),
  /**
   * Where the entry belongs, when its name alone does not say which it is (a position's
   * campaign and account: "Winter 2026 · Albergo Krone"), shown under the name (issue 33).
   */
  context: z.optional(z.string()),
  outcome: z.enum(['DONE', 'REFUSED']),
  /** Why a row is refused, in English (the console translates the key). */
  reason: z.optional(z.string()),
  translationKey: z.optional(z.string()),
});
export type BulkRowResult = z.infer<typeof bulkRowResultSchema>;

export const bulkResultSchema = z.object({
  dryRun: z.boolean(),
  done: countInt(),
  refused: countInt(),
  results: z.array(bulkRowResultSchema),
  /**
   * A run of many rows goes through the job queue (issue 38: 1,235 drafts issued): its job,
   * whose progress the screen follows; `results` are then the run's rows as they were planned
   * and the job's items say each one's outcome.
   */
  jobId: z.optional(positiveInt()),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** The query of a list's export: its filters and sort, the visible columns, a format and language. */
export function exportQueryOf<Filters extends z.ZodMiniObject>(filters: Filters) {
  return z.extend(filters, {
    format: z.enum(EXPORT_FORMATS),
    language: z._default(z.enum(EXPORT_LANGUAGES), 'de'),
    /** The visible columns, comma-separated, in their order on screen. */
    columns: z.string().check(z.regex(/^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$/), z.maxLength(500)),
  });
}

/**
 * `GET <path>/export`: every row of a list's filter as .csv or .xlsx, streamed (a resource's,
 * or a list that is no full resource: a read-only one).
 */
export function exportEndpoint<Filters extends z.ZodMiniObject>({
  path,
  noun,
  filters,
}: {
  path: string;
  noun: string;
  filters: Filters;
}) {
  return endpoint({
    method: 'GET',
    path: `${path}/export`,
    summary: `Every ${noun} of a filter as .csv or .xlsx, streamed`,
    query: exportQueryOf(filters),
  });
}

export interface ResourceSchemas<
  Item extends z.ZodMiniType,
  Write extends z.ZodMiniObject,
  Filters extends z.ZodMiniObject,
  Action extends string,
> {
  /** Below `/api/`, e.g. `ws-funnel/sources`. */
  path: string;
  /** What the resource is called in summaries, e.g. 'lead source'. */
  noun: string;
  item: Item;
  write: Write;
  /**
   * A rule across fields of the write (a postal code of the write's country), checked on the
   * create's and the update's body; the write itself stays extendable.
   */
  writeCheck?: z.core.$ZodCheck<z.output<Write>>;
  /** The list's filters and its sort and order; paging is added. */
  filters: Filters;
  /** The largest page the list answers. */
  maxLimit?: number;
  bulkActions: readonly Action[];
}

/** How many rows each value of a status has under a list's other filters (its tabs' counts). */
export const countsSchema = z.record(z.string(), countInt());
export type Counts = z.infer<typeof countsSchema>;

/**
 * The counts of a list's status tabs: `GET <path>/counts` with the list's filters but the status
 * (and its sort), answering a count per status value that has rows.
 */
export function countsEndpoint<
  Filters extends z.ZodMiniObject,
  By extends keyof Filters['shape'] & string,
>({
  path,
  noun,
  filters,
  by,
}: {
  path: string;
  noun: string;
  filters: Filters;
  /** The filter the tabs set, e.g. `status`. */
  by: By;
}) {
  const left = [by, 'sort', 'order'].filter((key) => key in filters.shape);
  return endpoint({
    method: 'GET',
    path: `${path}/counts`,
    summary: `How many ${noun}s each ${by} has under the other filters`,
    // The tab's own filter is left out (typed; sort and order too, when a schema has them).
    // The mask is cast: zod's `omit` checks a mask's keys against `keyof shape` with an
    // `Exclude<keyof Mask, keyof Shape>` that TypeScript cannot reduce while `Filters` is generic
    // (a mask typed `{ [Key in keyof Shape]?: true }` is refused the same way); the answer's
    // type is then stated once, here.
    query: z.omit(
      filters,
      Object.fromEntries(left.map((key) => [key, true])) as never,
    ) as unknown as z.ZodMiniObject<Omit<Filters['shape'], By>>,
    response: countsSchema,
  });
}

const withCheck = <Schema extends z.ZodMiniObject>(schema: Schema, check: unknown): Schema =>
  check ? schema.check(check as z.core.$ZodCheck<z.output<Schema>>) : schema;

/** The calls of a resource (see the top of this file). */
export function resourceEndpoints<
  Item extends z.ZodMiniType,
  Write extends z.ZodMiniObject,
  Filters extends z.ZodMiniObject,
  const Action extends string,
>({
  path,
  noun,
  item,
  write,
  writeCheck,
  filters,
  maxLimit = 100,
  bulkActions,
}: ResourceSchemas<Item, Write, Filters, Action>) {
  return {
    list: endpoint({
      method: 'GET',
      path,
      summary: `A page of ${noun}s by filter and sort`,
      query: z.extend(filters, pageQueryShape(10, maxLimit)),
      response: pageOf(item),
    }),
    export: exportEndpoint({ path, noun, filters }),
    get: endpoint({
      method: 'GET',
      path: `${path}/{id}`,
      summary: `One ${noun}`,
      params: idParamsSchema,
      response: item,
    }),
    create: endpoint({
      method: 'POST',
      path,
      summary: `Create a ${noun}`,
      body: writeCheck ? write.check(writeCheck) : write,
      response: item,
    }),
    update: endpoint({
      method: 'PUT',
      path: `${path}/{id}`,
      summary: `Change a ${noun}; a stale version answers 412`,
      params: idParamsSchema,
      body: withCheck(z.extend(write, { version: versionSchema }), writeCheck),
      response: item,
    }),
    bulk: endpoint({
      method: 'POST',
      path: `${path}/bulk/{action}`,
      summary: `A bulk action on ${noun}s, or its dry run`,
      params: z.strictObject({ action: z.enum(bulkActions as unknown as [Action, ...Action[]]) }),
      body: bulkRequestOf(filters),
      response: bulkResultSchema,
    }),
  } satisfies Record<string, Endpoint>;
}

/**
 * The calls of a read-only resource: a page of the list and one record, with the same query,
 * paging and item shapes as `resourceEndpoints`. For records written elsewhere (by a service
 * with rules of its own), such as campaigns.
 */
export function readOnlyResourceEndpoints<
  Item extends z.ZodMiniType,
  Filters extends z.ZodMiniObject,
>({
  path,
  noun,
  item,
  filters,
  maxLimit = 100,
}: Pick<
  ResourceSchemas<Item, z.ZodMiniObject, Filters, string>,
  'path' | 'noun' | 'item' | 'filters' | 'maxLimit'
>) {
  return {
    list: endpoint({
      method: 'GET',
      path,
      summary: `A page of ${noun}s by filter and sort`,
      query: z.extend(filters, pageQueryShape(10, maxLimit)),
      response: pageOf(item),
    }),
    get: endpoint({
      method: 'GET',
      path: `${path}/{id}`,
      summary: `One ${noun}`,
      params: idParamsSchema,
      response: item,
    }),
  } satisfies Record<string, Endpoint>;
}
