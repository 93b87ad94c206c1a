import { encodeSelectedCompany } from '@adconsole/api/envelope';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../src/app.ts';
import type { Schema } from '../src/db/schema.ts';
import type { RouteEntry } from '../src/http/routes.ts';
import { databaseLanes } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const RUNS = 1_000;
const tables: (keyof Schema)[] = [
  'company',
  'appUser',
  'sessionToken',
  'signInFailure',
  'accountHash',
  'mailOutbox',
  'creative',
  'orderComment',
  'incident',
];

/** Every stored row. A session's last use is bookkeeping of reads, not data, and is left out. */
async function snapshot(server: TestServer): Promise<string> {
  const dump: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = await server.database.db.selectFrom(table).selectAll().execute();
    dump[table] = rows
      .map((row) => {
        const { lastUsedAt: _lastUsedAt, ...rest } = row as Record<string, unknown>;
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

describe.each(databaseLanes())('malformed requests on $name (issue 3, §7)', (lane) => {
  let server: TestServer;
  let tokens: string[];
  let companyUuid: string;

  beforeAll(async () => {
    server = await startTestServer(lane);
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
  afterAll(() => server?.close());

  it(`answers ${RUNS} malformed requests with a 4xx in the error shape and stores nothing`, async () => {
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

    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ name, params, query, authorization, company, body }) => {
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
      }),
      { numRuns: RUNS },
    );
    expect(sent).toBe(RUNS);
    expect(await snapshot(server)).toBe(before);
  });
});
