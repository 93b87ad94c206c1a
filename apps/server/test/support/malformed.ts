import { isMultilineText } from '@adconsole/api/contracts';
import { encodeSelectedCompany } from '@adconsole/api/envelope';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { BODY_LIMIT } from '../../src/app.ts';
import type { RouteEntry } from '../../src/http/routes.ts';
import { declaredOutcome } from './access-outcome.ts';
import { type DatabaseLane, databaseLanes } from './databases.ts';
import { type Caller, signedInCaller } from './route-samples.ts';
import type { TestServer } from './server.ts';
import { slack } from './slack.ts';

const RUNS = 1_000;
/** Issue 18: generated values on fields drawn at random, after the sweep of every field. */
const GENERATED_FIELD_RUNS = 1_000;
/** Issue 18: listed hostile values per field in the sweep. */
const SWEEP_VALUES_PER_FIELD = 12;
/**
 * Issue 36: on the lane that walks no refusals (PGlite beside PostgreSQL), the handler runs of
 * the sweep a field gets at most (each listed value a contract takes still goes at least once)…
 */
const HANDLER_VALUES_PER_FIELD = 2;
/** …of the generated values, the first this many a handler runs… */
const HANDLER_GENERATED_RUNS = 250;
/** …and this many requests of issue 3's random walk (the refusing lane sends RUNS). */
const HANDLER_RUNS = 300;
/**
 * At least this many hostile field values on the lane that walks the refusals (listed and
 * generated)… Issue 36: 34,564 when every route got every round of refused values; a contract
 * shared by several routes gets them once (each further route one round), 23,278.
 */
const FIELD_PAIRS = 20_000;
/** …in at least this many requests. */
const FIELD_REQUESTS = 5_000;
/**
 * Every stored row of every table. A session's last use is bookkeeping of reads, not data,
 * and is left out.
 */
async function snapshot(server: TestServer): Promise<string> {
  const { db } = server.database;
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
    db,
  );
  const dump: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    dump[name] = rows.rows
      .map((row) => {
        const { lastUsedAt: _camel, last_used_at: _snake, ...rest } = row;
        return JSON.stringify(rest);
      })
      .sort();
  }
  return JSON.stringify(dump);
}

const printable = (maxLength: number) =>
  fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${maxLength}}$`));

/** Values that break a parameter: wrong types, out of range, injections, odd unicode. */
const badValue = fc.oneof(
  printable(40),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '-1',
    '0',
    '1.5',
    '2147483648',
    '99999999999999999999',
    'NaN',
    "1' or '1'='1",
    '../../etc/passwd',
    '%00',
    'null',
    'true',
    '[]',
    '{}',
    'ADMIN',
    '\u202e',
  ),
  fc.integer().map(String),
);

/** A body that is not what any endpoint takes: broken JSON, wrong types, unknown fields, too big. */
function badBody(route: RouteEntry) {
  const schema = route.endpoint?.body;
  const json = (value: unknown) => ({
    payload: JSON.stringify(value) ?? 'undefined',
    type: 'application/json',
  });
  return fc.oneof(
    printable(60)
      .filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      })
      .map((text) => ({ payload: text, type: 'application/json' })),
    fc
      .anything({ maxDepth: 3 })
      .filter((value) => !schema?.safeParse(value).success)
      .map(json),
    fc
      .record({ email: badValue, password: badValue, extra: fc.option(badValue) })
      .map((value) => json(value)),
    fc.constant(json({ email: 'admin@example.com', password: 'demo', isAdmin: true })),
    fc.constant({ payload: `{"email":"${'a'.repeat(BODY_LIMIT)}"}`, type: 'application/json' }),
    printable(60).map((text) => ({ payload: text, type: 'text/plain' })),
    printable(60).map((text) => ({ payload: text, type: 'application/x-www-form-urlencoded' })),
    fc.constant({ payload: '', type: 'application/json' }),
  );
}

// ---- Issue 18: hostile values in every field of every endpoint ----

/** Texts that broke or could break a field: control characters, bidi, broken Unicode,
 * out-of-range and malformed dates, loose and huge numbers, mixed scripts. */
const HOSTILE_TEXTS = [
  'a\u0000b',
  // Issue 35: line breaks and tabs, which no single-line field takes (a header in a subject).
  'Subj {{firstName}}\r\nBcc: evil@example.com',
  'a\tb',
  'a\u2028b',
  '\u0000',
  '\u0001\u0002\u0003',
  'x\u0007\u0008\u000b\u000c\u000e\u001f',
  '\u007f',
  'a\u0085b',
  '\u009b31m',
  'invoice\u202egpj.pdf',
  '\ud800',
  '\udfff\ud800',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-14:00',
  '9999-12-31',
  '2101-01-01T00:00:00Z',
  '10000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '2026-02-30',
  '2026-02-30T10:00:00Z',
  '2026-01-01T24:00:00Z',
  '1e309',
  '99999999999999999999999',
  '2147483648',
  '9007199254740993',
  '-0',
  '0x10',
  '+1',
  ' 1',
  '1.0',
  '1e0',
  'NaN',
  'Zürich Ελλάδα Москва 東京 القاهرة עברית हिन्दी 😀',
  'ａｄｍｉｎ',
  'e\u0301\u0301\u0301\u0301',
  'اختبار test ٣',
  '\u200b\u200c\u200d\ufeff',
] as const;

/** What a JSON body can carry besides text. */
const HOSTILE_JSON = [1e308, -1e308, 2 ** 53 + 1, 2147483648, -1, 0, 1.5, true, null, [], {}];

/** Generated hostile texts: control characters among any text, dates of any year, big numbers. */
const hostileText = fc.oneof(
  fc
    .array(
      fc.oneof(
        fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
        fc.integer({ min: 0x7f, max: 0x9f }).map((code) => String.fromCharCode(code)),
        fc.constantFrom('\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2069'),
        fc.string({ unit: 'grapheme', maxLength: 4 }),
      ),
      { minLength: 1, maxLength: 8 },
    )
    .map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc
    .integer({ min: -300_000, max: 300_000 })
    .chain((year) =>
      fc.constantFrom(
        `${String(Math.abs(year)).padStart(4, '0')}-01-01`,
        `${year < 0 ? '-' : '+'}${String(Math.abs(year)).padStart(6, '0')}-12-31T23:59:59Z`,
        `${String(Math.abs(year) % 10000).padStart(4, '0')}-12-31T23:59:59-14:00`,
      ),
    ),
  fc.date({ noInvalidDate: false }).map((date) => {
    try {
      return date.toISOString();
    } catch {
      return 'Invalid Date';
    }
  }),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double().map(String),
  fc.constantFrom(...HOSTILE_TEXTS),
);

type Schema = z.core.$ZodType;
const defOf = (schema: Schema) => schema._zod.def as unknown as Record<string, unknown>;

const shapeIds = new WeakMap<Schema, number>();
let shapes = 0;
/** A number per contract object: routes that share a contract share its number. */
function shapeId(schema: Schema): number {
  let id = shapeIds.get(schema);
  if (id === undefined) {
    id = ++shapes;
    shapeIds.set(schema, id);
  }
  return id;
}

/** The schema under optional, nullable, default and pipe wrappers. */
function unwrap(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; depth < 10; depth++) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType as Schema;
    else if (def.type === 'pipe') current = def.in as Schema;
    else break;
  }
  return current;
}

/** Where a hostile value goes: a field, or one level below it (an object's field, a record's
 * key or value, an array's item or item field). */
type FieldPath = { field: string; below?: 'key' | 'value' | 'item' | string };

function fieldPaths(schema: Schema | undefined): FieldPath[] {
  if (!schema) return [];
  const def = defOf(unwrap(schema));
  if (def.type !== 'object') return [];
  const paths: FieldPath[] = [];
  for (const [field, fieldSchema] of Object.entries(def.shape as Record<string, Schema>)) {
    paths.push({ field });
    const inner = defOf(unwrap(fieldSchema));
    if (inner.type === 'object') {
      for (const below of Object.keys(inner.shape as object)) paths.push({ field, below });
    } else if (inner.type === 'record') {
      paths.push({ field, below: 'key' }, { field, below: 'value' });
    } else if (inner.type === 'array') {
      const item = defOf(unwrap(inner.element as Schema));
      if (item.type === 'object') {
        for (const below of Object.keys(item.shape as object)) paths.push({ field, below });
      } else {
        paths.push({ field, below: 'item' });
      }
    }
  }
  return paths;
}

/** Values a field may take, so that only the hostile one is wrong; ids name no record. */
const BASE_CANDIDATES: unknown[] = [
  2147483647,
  'ACCOUNT',
  'PHONE',
  'SALESFUNNEL',
  'SALES',
  'DE',
  'asc',
  'APPROVED',
  'probe',
  'Probe',
  '2026-01-01T00:00:00Z',
  '2026-01-01',
  'nobody@example.invalid',
  'aaaaaaaaaaaaaaaaaaaaaaaa',
  '00000000-0000-4000-8000-000000000000',
  true,
  [],
  {},
];

/**
 * Fields that keep a write from succeeding whatever else it carries (nothing may change). A
 * new create or upsert route whose base request can succeed needs its entry here: the table
 * comparison at the end names the table it wrote to.
 */
const POISON: Record<string, Record<string, unknown>> = {
  'POST /api/ws-auth/token': { email: 'not an e-mail' },
  'POST /api/ws-auth/restore-password': { email: 'not an e-mail' },
  'POST /api/ws-labels/labels': { type: 'NOT_A_TYPE' },
  'POST /api/ws-translate/translation': { namespace: 'NOT VALID' },
  'POST /api/ws-translate/translation/add-missing': { namespace: 'NOT VALID' },
  // Writes whose every field may be valid: a field no contract knows keeps them from succeeding.
  'POST /api/ws-funnel/sources': { poison: 'not a field' },
  'POST /api/ws-funnel/task-topics': { poison: 'not a field' },
  'POST /api/ws-funnel/tasks': { poison: 'not a field' },
  'POST /api/ws-users/views': { poison: 'not a field' },
  'PUT /api/ws-users/list-settings/:list': { poison: 'not a field' },
  // Sales promotions (issue 24).
  'POST /api/ws-funnel/promotion-types': { poison: 'not a field' },
  'POST /api/ws-funnel/promotions': { poison: 'not a field' },
  // settings (issue 28): writes whose every field may be valid.
  'POST /api/ws-settings/products': { poison: 'not a field' },
  'PUT /api/ws-settings/products/:id': { poison: 'not a field' },
  'POST /api/ws-settings/ad-media': { poison: 'not a field' },
  'PUT /api/ws-settings/ad-media/:id': { poison: 'not a field' },
  'POST /api/ws-settings/placements': { poison: 'not a field' },
  'PUT /api/ws-settings/placements/:id': { poison: 'not a field' },
  'POST /api/ws-settings/websites': { poison: 'not a field' },
  'PUT /api/ws-settings/websites/:id': { poison: 'not a field' },
  'POST /api/ws-settings/brands': { poison: 'not a field' },
  'PUT /api/ws-settings/brands/:id': { poison: 'not a field' },
  'POST /api/ws-settings/industries': { poison: 'not a field' },
  'PUT /api/ws-settings/industries/:id': { poison: 'not a field' },
  'POST /api/ws-settings/sales-units': { poison: 'not a field' },
  'PUT /api/ws-settings/sales-units/:id': { poison: 'not a field' },
  'POST /api/ws-settings/position-groups': { poison: 'not a field' },
  'PUT /api/ws-settings/position-groups/:id': { poison: 'not a field' },
  'POST /api/ws-settings/campaign-types': { poison: 'not a field' },
  'PUT /api/ws-settings/campaign-types/:id': { poison: 'not a field' },
  'POST /api/ws-settings/price-lists': { poison: 'not a field' },
  'PUT /api/ws-settings/price-lists/:id': { poison: 'not a field' },
  'POST /api/ws-settings/prices': { poison: 'not a field' },
  'PUT /api/ws-settings/prices/:id': { poison: 'not a field' },
  'POST /api/ws-settings/coop-weeks': { poison: 'not a field' },
  'PUT /api/ws-settings/coop-weeks/:id': { poison: 'not a field' },
  'POST /api/ws-settings/partner-filials': { poison: 'not a field' },
  'PUT /api/ws-settings/partner-filials/:id': { poison: 'not a field' },
  'POST /api/ws-settings/programmatic-mappings': { poison: 'not a field' },
  'PUT /api/ws-settings/programmatic-mappings/:id': { poison: 'not a field' },
  'PUT /api/ws-settings/company-settings': { poison: 'not a field' },
  'POST /api/ws-settings/price-lists/:id/copy': { poison: 'not a field' },
  'POST /api/ws-settings/imports/:id/dry-run': { poison: 'not a field' },
  // Targeting and Semantiq (issue 42): writes whose every field may be valid.
  'POST /api/ws-targeting/keys': { poison: 'not a field' },
  'PUT /api/ws-targeting/keys/:id': { poison: 'not a field' },
  'POST /api/ws-targeting/keyword-configs': { poison: 'not a field' },
  'PUT /api/ws-targeting/keyword-configs/:id': { poison: 'not a field' },
  'POST /api/ws-semantiq/custom-audiences': { poison: 'not a field' },
  'PUT /api/ws-semantiq/custom-audiences/:id': { poison: 'not a field' },
  'POST /api/ws-semantiq/domains': { poison: 'not a field' },
  'PUT /api/ws-semantiq/domains/:id': { poison: 'not a field' },
  // Yaleo (issue 42): writes whose every field may be valid.
  'POST /api/ws-yaleo/crawler-configs': { poison: 'not a field' },
  'PUT /api/ws-yaleo/crawler-configs/:id': { poison: 'not a field' },
  'POST /api/ws-yaleo/algorithms': { poison: 'not a field' },
  'PUT /api/ws-yaleo/algorithms/:id': { poison: 'not a field' },
  'POST /api/ws-yaleo/placements': { poison: 'not a field' },
  'PUT /api/ws-yaleo/placements/:id': { poison: 'not a field' },
  'POST /api/ws-yaleo/placements-v2': { poison: 'not a field' },
  'PUT /api/ws-yaleo/placements-v2/:id': { poison: 'not a field' },
  'POST /api/ws-yaleo/bta-feeds': { poison: 'not a field' },
  'PUT /api/ws-yaleo/bta-feeds/:id': { poison: 'not a field' },
  'PUT /api/ws-yaleo/settings': { poison: 'not a field' },
  'POST /api/ws-yaleo/recommendations/preview': { poison: 'not a field' },
  // Feedback and page views (issue 44): free text and a route pattern, every field may be valid.
  'POST /api/ws-feedback': { poison: 'not a field' },
  'POST /api/ws-page-views': { poison: 'not a field' },
  // The Gen AI chat (issue 44): a free-text question, every field may be valid.
  'POST /api/ws-chat/ask': { poison: 'not a field' },
  // Permalead (issue 44): the rotation takes no body; a body keeps it from succeeding.
  'POST /api/ws-permalead/settings/rotate': { poison: 'not a field' },
};

/** A base object for a schema: each field the first candidate it takes, as text in a URL. */
function baseOf(
  schema: Schema | undefined,
  asText: boolean,
  /** A choice no candidate is takes its first option (a path's list type, so a path parses). */
  choices = false,
): Record<string, unknown> {
  if (!schema) return {};
  // Worked out once per schema: each request gets a copy (its values are put into copies).
  const cache = choices ? choiceBases : asText ? textBases : jsonBases;
  let base = cache.get(schema);
  if (!base) {
    base = {};
    const def = defOf(unwrap(schema));
    const shape = def.type === 'object' ? (def.shape as Record<string, Schema>) : {};
    for (const [field, fieldSchema] of Object.entries(shape)) {
      const candidates = asText
        ? BASE_CANDIDATES.filter((value) => typeof value !== 'object').map(String)
        : BASE_CANDIDATES;
      const inner = defOf(unwrap(fieldSchema));
      const options =
        choices && inner.type === 'enum' ? Object.values(inner.entries as object) : [];
      const found = [...candidates, ...options].find(
        (value) => z.safeParse(fieldSchema, asText ? String(value) : value).success,
      );
      if (found !== undefined) base[field] = asText ? String(found) : found;
    }
    cache.set(schema, base);
  }
  return structuredClone(base);
}
const textBases = new WeakMap<Schema, Record<string, unknown>>();
const choiceBases = new WeakMap<Schema, Record<string, unknown>>();
const jsonBases = new WeakMap<Schema, Record<string, unknown>>();

/** The object with the hostile value put where the path says. */
function withHostile(
  base: Record<string, unknown>,
  path: FieldPath,
  value: unknown,
): Record<string, unknown> {
  const { field, below } = path;
  if (below === undefined) return { ...base, [field]: value };
  if (below === 'key') return { ...base, [field]: { [String(value)]: 'x' } };
  if (below === 'value') return { ...base, [field]: { probe: value } };
  if (below === 'item') return { ...base, [field]: [value] };
  const current = base[field];
  if (Array.isArray(current) || current === undefined) {
    return { ...base, [field]: [{ [below]: value }] };
  }
  return { ...base, [field]: { ...(current as object), [below]: value } };
}

/** encodeURIComponent, with a lone surrogate sent as the bytes a sloppy client would send. */
function encodeLoose(value: string): string {
  return value.replace(/[\s\S]/gu, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(char);
  });
}

interface FieldTarget {
  name: string;
  route: RouteEntry;
  where: 'params' | 'query' | 'body';
  path: FieldPath;
}

/** Every field of every endpoint of the route table. */
function fieldTargets(routes: RouteEntry[]): FieldTarget[] {
  const targets: FieldTarget[] = [];
  for (const route of routes) {
    const endpoint = route.endpoint;
    if (!endpoint) continue;
    const name = `${route.method} ${route.url}`;
    for (const where of ['params', 'query', 'body'] as const) {
      for (const path of fieldPaths(endpoint[where] as Schema | undefined)) {
        targets.push({ name, route, where, path });
      }
    }
  }
  return targets;
}

/** Values that put each kind of control character into a text the field takes ('Probe'). */
const CONTROL_VALUES = {
  'C0 (BEL)': 'Pro\u0007be',
  'CR/LF': 'Pro\r\nbe',
  NUL: 'Pro\u0000be',
  DEL: 'Pro\u007fbe',
  'C1 (CSI)': 'Pro\u009bbe',
} as const;

/** Fields that are no text a person writes: secrets are taken as typed (as text-rule.test.ts). */
const NOT_TEXT = /^(password|newPassword|currentPassword|oldPassword|token)$/;

/** A step from a field to the text inside it: a field, an array's item, a record's key or value. */
type Step = { field: string } | 'item' | 'key' | 'value';

interface TextField {
  route: RouteEntry;
  where: 'params' | 'query' | 'body';
  steps: Step[];
}

/**
 * Every single-line text of a request (issue 35: `text`, `trimmedText`, `requiredText`): a
 * field at any depth that takes 'Probe' and is not one of the multi-line texts.
 */
function singleLineTexts(routes: RouteEntry[]): TextField[] {
  const found: TextField[] = [];
  const walk = (schema: Schema, steps: Step[], add: (steps: Step[]) => void) => {
    const inner = unwrap(schema);
    const def = defOf(inner);
    if (def.type === 'object') {
      for (const [field, fieldSchema] of Object.entries(def.shape as Record<string, Schema>)) {
        if (!NOT_TEXT.test(field)) walk(fieldSchema, [...steps, { field }], add);
      }
    } else if (def.type === 'array') {
      walk(def.element as Schema, [...steps, 'item'], add);
    } else if (def.type === 'record') {
      walk(def.keyType as Schema, [...steps, 'key'], add);
      walk(def.valueType as Schema, [...steps, 'value'], add);
    } else if (z.safeParse(schema, 'Probe').success && !isMultilineText(inner)) {
      add(steps);
    }
  };
  // A HEAD is its GET without the answer's body (the error's field names are in the body).
  for (const route of routes.filter((candidate) => candidate.method !== 'HEAD')) {
    for (const where of ['params', 'query', 'body'] as const) {
      const schema = route.endpoint?.[where] as Schema | undefined;
      if (schema) walk(schema, [], (steps) => found.push({ route, where, steps }));
    }
  }
  return found;
}

/** The object with the value put at the steps, keeping what else is there. */
function putAt(current: unknown, steps: Step[], value: unknown): unknown {
  const [step, ...rest] = steps;
  if (step === undefined) return value;
  if (step === 'item') {
    const items = Array.isArray(current) ? [...current] : [];
    items[0] = putAt(items[0] ?? (rest.length > 0 ? {} : undefined), rest, value);
    return items;
  }
  const object = current && typeof current === 'object' ? { ...(current as object) } : {};
  if (step === 'key') return { ...object, [String(value)]: 'Probe' };
  if (step === 'value') return { ...object, probe: putAt(undefined, rest, value) };
  const record = object as Record<string, unknown>;
  return { ...record, [step.field]: putAt(record[step.field], rest, value) };
}

/** Where the contract's field error for the text is: its dotted path, or the prefix of a record's. */
function errorPath(steps: Step[]): { path: string; prefix: boolean } {
  const parts: string[] = [];
  for (const step of steps) {
    if (step === 'key') return { path: `${parts.join('.')}.`, prefix: true };
    parts.push(step === 'item' ? '0' : step === 'value' ? 'probe' : step.field);
  }
  return { path: parts.join('.'), prefix: false };
}

/** The params, query and body of a route's request: base values, the given ones put in. */
function requestOf(
  route: RouteEntry,
  where: FieldTarget['where'],
  values: [FieldPath | Step[], unknown][],
) {
  const endpoint = route.endpoint as NonNullable<RouteEntry['endpoint']>;
  let params = baseOf(endpoint.params as Schema | undefined, true, true);
  let query = baseOf(endpoint.query as Schema | undefined, true);
  let body: Record<string, unknown> = {
    ...baseOf(endpoint.body as Schema | undefined, false),
    ...POISON[`${route.method} ${route.url}`],
  };
  for (const [path, value] of values) {
    const put = (base: Record<string, unknown>, item: unknown) =>
      Array.isArray(path)
        ? (putAt(base, path, item) as Record<string, unknown>)
        : withHostile(base, path, item);
    if (where === 'params') params = put(params, asText(value));
    else if (where === 'query') query = put(query, asText(value));
    else body = put(body, value);
  }
  return { params, query, body };
}

const asText = (item: unknown) => (typeof item === 'string' ? item : JSON.stringify(item));

/** Whether the contract takes the request as a whole: its handler would run. */
function takesAll(route: RouteEntry, request: ReturnType<typeof requestOf>): boolean {
  const endpoint = route.endpoint as NonNullable<RouteEntry['endpoint']>;
  const takes = (schema: unknown, input: unknown) =>
    !schema || z.safeParse(schema as Schema, input).success;
  return (
    takes(endpoint.params, request.params) &&
    takes(endpoint.query, request.query) &&
    takes(endpoint.body, JSON.parse(JSON.stringify(request.body)))
  );
}

/** Half of a surrogate pair: sent as bytes the server decodes its own way (see encodeLoose). */
const LONE_HALF = /[\uD800-\uDFFF]/;

/**
 * Whether the value, alone in its field, could reach the route's handler: the contract takes
 * the request, or a URL carries a broken character the server may read otherwise than the
 * contract here does.
 */
function reachesHandler(target: FieldTarget, value: unknown): boolean {
  if (target.where !== 'body' && typeof value === 'string' && LONE_HALF.test(value)) return true;
  return takesAll(target.route, requestOf(target.route, target.where, [[target.path, value]]));
}

/** The test's callers: the first whose roles pass a route's access rule is the one it uses. */
const CALLERS = [
  'admin@example.com',
  'sales@example.com',
  'post@example.com',
  'postnetz@example.com',
  'selfbooking@example.com',
  'companyadmin@example.com',
  'publisher@example.com',
];

/**
 * Requests in flight at once on the one server of a lane (issue 36). The PostgreSQL lane's
 * server answers from another process, so while one request waits on the database the next
 * is validated; PGlite answers in this process, where side by side only fills the gaps.
 */
const IN_FLIGHT = 8;

/**
 * What the lane that walks no refusals sends of issue 18's requests (issue 36): only those a
 * handler runs, and of the sweep's each field at most HANDLER_VALUES_PER_FIELD, plus any whose
 * value has not yet reached a handler in that part of a request (path, query or body) on this
 * lane, so every listed value that some contract takes still meets a handler's SQL on both
 * engines and every field that takes one still gets one; of the generated ones the first
 * HANDLER_GENERATED_RUNS a handler runs.
 */
function handlerRuns<
  R extends {
    target: FieldTarget;
    values: [FieldPath, unknown][];
    alone: boolean;
    generated?: boolean;
  },
>(requests: readonly R[]): R[] {
  const perField = new Map<FieldTarget, number>();
  const valuesSent = new Set<string>();
  let generated = 0;
  return requests.filter((request) => {
    if (!request.alone) return false;
    if (request.generated) return generated++ < HANDLER_GENERATED_RUNS;
    const value = `${request.target.where} ${JSON.stringify(request.values[0]?.[1])}`;
    const count = perField.get(request.target) ?? 0;
    if (count >= HANDLER_VALUES_PER_FIELD && valuesSent.has(value)) return false;
    perField.set(request.target, count + 1);
    valuesSent.add(value);
    return true;
  });
}

/** Runs `task` for every item, at most `limit` at once; stops taking new items after a failure. */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The malformed-request suite on one database lane, on the lane's walk server (`server`, shared
 * with the access walk and the tenant-isolation walk: support/walks.ts). It runs first on that
 * server: each of its tests compares every table before and after.
 */
export function describeMalformed(lane: DatabaseLane, server: TestServer): void {
  const laneName = lane.name;
  const lanes = databaseLanes();
  /**
   * What each lane walks (issue 36). A request its contract refuses is answered before any
   * handler runs (the session's lookup, then the contract's validation, the same code and the
   * same one query on either engine), so those requests go to one lane: PostgreSQL, or PGlite
   * when the run has no PostgreSQL. That lane walks everything: every request a handler runs
   * (each listed or generated value a field's contract takes, alone in its field, on every
   * route), every refusal, issue 3's random walk of RUNS requests and the control-character
   * refusals of issue 35. So on PostgreSQL every endpoint answers the whole hostile set with
   * no 5xx, the spec's error shape and nothing stored.
   *
   * The other lane (PGlite beside PostgreSQL) walks what differs between the engines: what a
   * handler does with a value its contract let through (text with odd characters, numbers and
   * dates at their limits reach SQL). Every field that takes a listed hostile value gets up to
   * HANDLER_VALUES_PER_FIELD of them, and every listed value some contract takes reaches a
   * handler at least once in each part of a request (see handlerRuns), so every handler that
   * any hostile value reaches runs on PGlite too; plus HANDLER_GENERATED_RUNS generated values
   * and HANDLER_RUNS requests of the random walk. It proves on PGlite: no 5xx, the error shape,
   * nothing stored, for those requests.
   */
  const walksRefusals =
    laneName === 'postgres' || !lanes.some((candidate) => candidate.name === 'postgres');
  /** Issue 3's random walk: RUNS on the refusing lane, HANDLER_RUNS on the other. */
  const runs = walksRefusals ? RUNS : HANDLER_RUNS;
  describe(`malformed requests on ${laneName} (issue 3, §7)`, () => {
    let tokens: string[];
    let companyUuid: string;
    /** The callers (signed in once, before the first test that needs them takes its snapshot). */
    let signedIn: Promise<Caller[]> | undefined;
    /** Each route's token, from its declared access rule. */
    let routeTokens: Promise<Map<string, string>> | undefined;

    beforeAll(async () => {
      tokens = await Promise.all(
        ['admin@example.com', 'agency@example.com', 'nobody@example.com'].map((email) =>
          server.signIn(email),
        ),
      );
      const company = await server.database.db
        .selectFrom('company')
        .select('companyUuid')
        .executeTakeFirstOrThrow();
      companyUuid = company.companyUuid;
    });

    const endpointRoutes = () =>
      server.app.routeTable.filter((route) => route.url.startsWith('/api/') && route.endpoint);

    /**
     * Sends the route's request with the values put at their fields (the other fields at their
     * base values); answers status and body after checking it is no 5xx and an error has the
     * spec's shape.
     */
    const send = async (
      route: RouteEntry,
      where: FieldTarget['where'],
      values: [FieldPath | Step[], unknown][],
      token: string | undefined,
    ) => {
      const endpoint = route.endpoint as NonNullable<RouteEntry['endpoint']>;
      const request = requestOf(route, where, values);
      const { params, query, body } = request;
      const url = route.url.replace(/:(\w+)/g, (_whole, param: string) =>
        encodeLoose(asText(params[param] ?? '1')),
      );
      const search = Object.entries(query)
        .map(([field, item]) => `${encodeLoose(field)}=${encodeLoose(asText(item))}`)
        .join('&');
      const options: InjectOptions = {
        method: route.method as InjectOptions['method'],
        url: search ? `${url}?${search}` : url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(endpoint.body ? { payload: JSON.stringify(body) } : {}),
      };
      if (endpoint.body)
        (options.headers as Record<string, string>)['content-type'] = 'application/json';
      const response = await server.app.inject(options);
      const check = () => {
        const label = `${route.method} ${options.url} ${where} ${JSON.stringify(values)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        if (response.statusCode >= 400 && route.method !== 'HEAD') {
          expect(response.json(), label).toMatchObject({
            message: expect.any(String),
            path: expect.any(String),
          });
        }
      };
      // The label is built only when something is wrong: it costs more than the check.
      if (
        response.statusCode >= 500 ||
        (response.statusCode >= 400 && !isErrorShape(response.body))
      )
        check();
      return { status: response.statusCode, body: response.body };
    };

    const isErrorShape = (text: string) => {
      try {
        const parsed = JSON.parse(text) as Record<string, unknown>;
        return typeof parsed.message === 'string' && typeof parsed.path === 'string';
      } catch {
        return false;
      }
    };

    /** The callers with their roles, signed in once. */
    const callers = () => {
      signedIn ??= Promise.all(CALLERS.map((email) => signedInCaller(server, email)));
      return signedIn;
    };

    /**
     * Each route's token: the first caller its declared access rule lets through (a logout gets
     * a made-up one). Issue 36: taken from the rule, which the access walk proves every route
     * keeps, instead of a hostile probe of each route as each caller in turn (779 requests,
     * about 3 s of CPU on PGlite).
     */
    const tokensOfRoutes = (targets: FieldTarget[]) => {
      routeTokens ??= (async () => {
        const signedInCallers = await callers();
        const admin = (signedInCallers[0] as Caller).token as string;
        const chosen = new Map<string, string>();
        for (const { name, route } of targets) {
          if (chosen.has(name)) continue;
          const access = route.access;
          const caller = access
            ? signedInCallers.find((candidate) => declaredOutcome(access, candidate) === '2xx')
            : undefined;
          chosen.set(
            name,
            name === 'POST /api/ws-auth/logout' ? 'made-up-token' : (caller?.token ?? admin),
          );
        }
        return chosen;
      })();
      return routeTokens;
    };

    /** Compares the tables with the snapshot; names the rows that came or went. */
    const expectUnchanged = async (before: string) => {
      const after = await snapshot(server);
      if (after === before) return;
      const [was, is] = [JSON.parse(before), JSON.parse(after)] as Record<string, string[]>[];
      for (const table of Object.keys(is as object)) {
        const gone = was?.[table]?.filter((row) => !is?.[table]?.includes(row)) ?? [];
        const added = is?.[table]?.filter((row) => !was?.[table]?.includes(row)) ?? [];
        expect({ table, gone, added }).toEqual({ table, gone: [], added: [] });
      }
    };

    /** Wall and CPU seconds since `started`, for the printed figures. */
    const clock = () => {
      const wall = performance.now();
      const cpu = process.cpuUsage();
      return () => {
        const used = process.cpuUsage(cpu);
        return `${((performance.now() - wall) / 1000).toFixed(1)} s (CPU ${((used.user + used.system) / 1e6).toFixed(1)} s)`;
      };
    };

    it(
      `answers ${runs} malformed requests with a 4xx in the error shape and stores nothing`,
      async () => {
        const elapsed = clock();
        const before = await snapshot(server);
        const routes = server.app.routeTable.filter((route) => route.url.startsWith('/api/'));
        const isRead = (route: RouteEntry) => route.method === 'GET' || route.method === 'HEAD';

        // Routes are drawn by name, so that a counterexample prints short.
        const byName = new Map(routes.map((route) => [`${route.method} ${route.url}`, route]));
        const request = fc.constantFrom(...byName.keys()).chain((name) => {
          const route = byName.get(name) as RouteEntry;
          return fc.record({
            name: fc.constant(name),
            params: fc.array(badValue, { minLength: 3, maxLength: 3 }),
            query: fc.dictionary(
              fc.oneof(
                fc.constantFrom('search', 'page', 'limit', 'showRead', 'creativeStatus'),
                printable(10),
              ),
              fc.oneof(badValue, fc.array(badValue, { maxLength: 3 })),
              { maxKeys: 4 },
            ),
            // Valid tokens only on reads: a valid logout is no malformed request.
            authorization: fc.oneof(
              fc.constant(undefined),
              printable(80),
              printable(60).map((text) => `Bearer ${text}`),
              isRead(route)
                ? fc.constantFrom(...tokens).map((token) => `Bearer ${token}`)
                : fc.constant('Bearer x'),
            ),
            company: fc.oneof(
              fc.constant(undefined),
              printable(60),
              fc
                .record({
                  id: fc.integer(),
                  companyUUID: fc.oneof(badValue, fc.constant(companyUuid)),
                  companyRole: badValue,
                })
                .map((company) => {
                  try {
                    return encodeSelectedCompany(company);
                  } catch {
                    return 'not base64';
                  }
                }),
            ),
            body: fc.option(badBody(route), { freq: isRead(route) ? 1 : 8 }),
          });
        });

        // Drawn first, then sent side by side (issue 36): a failure names its request in the
        // label (no shrinking, which needs one request after the other).
        let sent = 0;
        await inParallel(
          fc.sample(request, runs),
          IN_FLIGHT,
          async ({ name, params, query, authorization, company, body }) => {
            const route = byName.get(name) as RouteEntry;
            let index = 0;
            const url = route.url
              .replace(/:\w+/g, () => encodeURIComponent(params[index++] ?? ''))
              .replace('*', encodeURIComponent(params[0] ?? ''));
            const headers: Record<string, string> = {};
            if (authorization !== undefined) headers.authorization = authorization;
            if (company !== undefined) headers['x-selected-company'] = company;
            if (body) headers['content-type'] = body.type;
            const options: InjectOptions = {
              method: route.method as InjectOptions['method'],
              url,
              query: query as Record<string, string | string[]>,
              headers,
              ...(body ? { payload: body.payload } : {}),
            };
            const response = await server.app.inject(options);
            sent += 1;
            const label = `${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
            expect(response.statusCode, label).toBeLessThan(500);
            if (response.statusCode >= 400 && route.method !== 'HEAD') {
              expect(response.json(), label).toMatchObject({
                message: expect.any(String),
                path: expect.any(String),
              });
              expect(response.body, label).not.toMatch(/\n\s+at /);
            }
          },
        );
        expect(sent).toBe(runs);
        expect(await snapshot(server)).toBe(before);
        console.log(`malformed (issue 3) on ${laneName}: ${sent} requests in ${elapsed()}`);
      },
      slack(300_000),
    );

    it(
      `sends hostile values to every field of every endpoint (issue 18): at least ${FIELD_PAIRS} field values, no 5xx, nothing stored`,
      async () => {
        const elapsed = clock();
        const routes = endpointRoutes();
        const targets = fieldTargets(routes);
        await callers();
        // The sign-ins above are the test's own; from here on nothing may change.
        const before = await snapshot(server);
        const tokenOf = await tokensOfRoutes(targets);

        // Every field of every endpoint with a dozen listed hostile values, taken in turn from the
        // lists, so that every value meets many fields. A value the contract would take reaches
        // the handler: it goes alone, with the other fields valid. The values the contract
        // refuses go together, one request for a value in each field of the route's params,
        // query or body: the validation reports every field and the handler never runs, as it
        // would not for each of them alone (one request instead of one per field).
        let turn = 0;
        const layers = new Map<string, FieldTarget[][]>();
        const valuesOf = new Map<FieldTarget, unknown[]>();
        for (const target of targets) {
          const values: unknown[] = [
            ...HOSTILE_TEXTS,
            ...(target.where === 'body' ? HOSTILE_JSON : []),
          ];
          valuesOf.set(
            target,
            Array.from({ length: SWEEP_VALUES_PER_FIELD }, () => values[turn++ % values.length]),
          );
          // A layer holds at most one path of each field (a field and its items are set apart).
          const group = layers.get(`${target.name} ${target.where}`) ?? [];
          const layer = group.find((candidate) =>
            candidate.every((other) => other.path.field !== target.path.field),
          );
          if (layer) layer.push(target);
          else group.push([target]);
          layers.set(`${target.name} ${target.where}`, group);
        }
        // The requests, then sent side by side (IN_FLIGHT at once): a value alone in its field
        // where the contract would take it, else the refused values of a layer together.
        // Many routes share a contract (an id in the path, a list's query, a settings record's
        // body): its refusals are the same answer, given before any handler. So the first route
        // of a contract's shape gets every round of refused values; each further route of that
        // shape one round (in turn), which shows its own route refuses before its handler runs.
        // Every value a contract takes still goes to every route, alone.
        const requests: {
          target: FieldTarget;
          values: [FieldPath, unknown][];
          alone: boolean;
          generated?: boolean;
        }[] = [];
        const routesOfShape = new Map<string, number>();
        for (const group of layers.values()) {
          const { route, where, name } = (group[0] as FieldTarget[])[0] as FieldTarget;
          const schema = route.endpoint?.[where] as Schema;
          const shape = `${where} ${shapeId(schema)} ${where === 'body' ? JSON.stringify(POISON[name] ?? {}) : ''}`;
          const before = routesOfShape.get(shape) ?? 0;
          routesOfShape.set(shape, before + 1);
          for (const layer of group) {
            const first = layer[0] as FieldTarget;
            for (let index = 0; index < SWEEP_VALUES_PER_FIELD; index++) {
              const refusalsToo = before === 0 || index === before % SWEEP_VALUES_PER_FIELD;
              const together: [FieldPath, unknown][] = [];
              for (const target of layer) {
                const value = (valuesOf.get(target) as unknown[])[index];
                if (reachesHandler(target, value)) {
                  requests.push({ target, values: [[target.path, value]], alone: true });
                } else {
                  together.push([target.path, value]);
                }
              }
              if (together.length > 0 && refusalsToo)
                requests.push({ target: first, values: together, alone: false });
            }
          }
        }
        // …and generated ones on fields drawn at random. A write the contract would take as a
        // whole is not sent (a generated `18` is a real id to delete).
        const drawn = fc.sample(
          fc
            .tuple(
              fc.integer({ min: 0, max: targets.length - 1 }),
              fc.oneof(
                hostileText,
                fc.oneof(fc.double(), fc.bigInt().map(Number), fc.constant(1e308)),
              ),
            )
            .map(([index, value]) => {
              const target = targets[index] as FieldTarget;
              const hostile: [FieldPath, unknown][] = [
                [target.path, target.where === 'body' ? value : String(value)],
              ];
              return { target, values: hostile };
            })
            .filter(
              ({ target, values }) =>
                target.route.method === 'GET' ||
                !takesAll(target.route, requestOf(target.route, target.where, values)),
            ),
          GENERATED_FIELD_RUNS,
        );
        for (const { target, values } of drawn) {
          const value = (values[0] as [FieldPath, unknown])[1];
          requests.push({ target, values, alone: reachesHandler(target, value), generated: true });
        }
        const walked = walksRefusals ? requests : handlerRuns(requests);
        await inParallel(walked, IN_FLIGHT, async ({ target, values }) => {
          await send(target.route, target.where, values, tokenOf.get(target.name));
        });
        const sent = walked.length;
        const alone = walked.filter((request) => request.alone).length;
        const pairs = walked.reduce((sum, request) => sum + request.values.length, 0);
        console.log(
          `malformed (issue 18) on ${laneName}: ${pairs} hostile field values (${targets.length} fields of ${new Set(targets.map((t) => t.name)).size} endpoints) in ${sent} requests (${routesOfShape.size} contract shapes of ${layers.size} route parts; ${alone} a handler runs${walksRefusals ? '' : `, at most ${HANDLER_VALUES_PER_FIELD} a field and ${HANDLER_GENERATED_RUNS} generated; the refused ones and the rest on the PostgreSQL lane`}; ${drawn.length} generated) in ${elapsed()}`,
        );
        expect(new Set(targets.map((target) => target.name)).size).toBe(
          routes.filter(
            (route) =>
              fieldPaths(route.endpoint?.params as Schema | undefined).length +
                fieldPaths(route.endpoint?.query as Schema | undefined).length +
                fieldPaths(route.endpoint?.body as Schema | undefined).length >
              0,
          ).length,
        );
        expect(drawn.length).toBe(GENERATED_FIELD_RUNS);
        if (walksRefusals) {
          expect(pairs).toBeGreaterThanOrEqual(FIELD_PAIRS);
          expect(sent).toBeGreaterThanOrEqual(FIELD_REQUESTS);
        } else {
          expect(alone).toBeGreaterThan(0);
        }
        await expectUnchanged(before);
      },
      slack(600_000),
    );

    it.runIf(walksRefusals)(
      'refuses control characters in every single-line text field with 422 and the field named (issue 35)',
      async () => {
        const elapsed = clock();
        const routes = endpointRoutes();
        const texts = singleLineTexts(routes);
        await callers();
        const before = await snapshot(server);
        const tokenOf = await tokensOfRoutes(fieldTargets(routes));

        // One request per kind of control character and part of a request: the value in every
        // single-line text of it at once; the 422 names each of them (the validation reports every
        // field), so each field is shown to refuse each kind.
        const groups = new Map<string, TextField[]>();
        for (const field of texts) {
          const key = `${field.route.method} ${field.route.url} ${field.where}`;
          groups.set(key, [...(groups.get(key) ?? []), field]);
        }
        let sent = 0;
        let refusals = 0;
        const requests = [...groups.values()].flatMap((fields) =>
          Object.entries(CONTROL_VALUES).map(([kind, value]) => ({ fields, kind, value })),
        );
        await inParallel(requests, IN_FLIGHT, async ({ fields, kind, value }) => {
          const { route, where } = fields[0] as TextField;
          const token = tokenOf.get(`${route.method} ${route.url}`);
          {
            const answer = await send(
              route,
              where,
              fields.map((field) => [field.steps, value]),
              token,
            );
            sent += 1;
            const label = `${route.method} ${route.url} ${where}, ${kind} → ${answer.status} ${answer.body.slice(0, 300)}`;
            // A path parameter that does not parse is no such resource (spec 1 §5: 404).
            expect(answer.status, label).toBe(where === 'params' ? 404 : 422);
            const error = JSON.parse(answer.body) as {
              message: string;
              path: string;
              fieldErrors?: Record<string, string>;
            };
            expect(error, label).toMatchObject({
              message: expect.any(String),
              path: expect.any(String),
            });
            if (where === 'params') return;
            const named = Object.keys(error.fieldErrors ?? {});
            for (const field of fields) {
              const { path, prefix } = errorPath(field.steps);
              expect(
                named.some((key) => (prefix ? key.startsWith(path) : key === path)),
                `${label}: no field error for ${path}`,
              ).toBe(true);
              refusals += 1;
            }
          }
        });
        console.log(
          `malformed (issue 35) on ${laneName}: ${texts.length} single-line texts of ${groups.size} requests × ${Object.keys(CONTROL_VALUES).length} kinds of control character: ${refusals} refusals in ${sent} requests in ${elapsed()}`,
        );
        expect(texts.length).toBeGreaterThan(200);
        expect(refusals).toBe(texts.length * Object.keys(CONTROL_VALUES).length);
        await expectUnchanged(before);
      },
      slack(300_000),
    );
  });
}
