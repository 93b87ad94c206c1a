import { AsyncLocalStorage } from 'node:async_hooks';
import { satisfiesRoles } from '@adconsole/api/roles';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import type { RouteEntry } from '../../src/http/routes.ts';
import type { DatabaseLane } from './databases.ts';
import { type Caller, sampleRequest, signedInCaller, type Walk } from './route-samples.ts';
import { rowOf } from './rows.ts';
import type { TestServer } from './server.ts';
import { slack } from './slack.ts';

/*
 * Issue 34: tenant isolation tested from the route table, not from a hand-kept list. Every
 * registered route that takes a record id (a path parameter naming a record, or ids in its
 * body) is called by a user of company A with the access walk's sample request built for the
 * records of company B (support/route-samples.ts: a new route joins the walk once and is
 * covered here without anyone listing it). A is B's twin: a user with the same roles in another
 * company of the same company role, so the roles admit the call and only the company scope can
 * refuse it. Every answer is 403 or 404, carries nothing but the error shape, and B's rows are
 * the same afterwards. Routes of every company's data (`company: 'all'`) are staff-only by
 * their rule and left out; their callers hold SWITCH_COMPANY_VIEW.
 *
 * A second walk logs every SQL statement each `company: 'none'` route runs and fails when one
 * reads or writes a company-owned table beyond the caller's own identity.
 */

/** Path parameters that name a record (not an action, a list, a hash or the company). */
const RECORD_PARAM = /^(id|number|reference|entityId)$|Id$/;

/** Body keys that carry record ids. */
const RECORD_KEY = /^ids$|Ids?$/;
/** Body keys ending in Id that name an outside system's number, no record (a Xandr member). */
const OUTSIDE_IDS = new Set(['memberId']);

/**
 * Routes whose body ids name shared reference data, no company's records: the walk still sends
 * them as company A with B's sample and checks that B's rows stay as they were and nothing of
 * B's comes back, but a 2xx is the right answer there.
 */
const SHARED_DATA_IDS = new Map([
  [
    'POST /api/ws-semantiq/iab-audiences/bulk/:action',
    // Entries of the IAB Audience Taxonomy (shipped data, the same for every company): offering
    // one writes the caller's own company's choice.
    'IAB audience taxonomy',
  ],
]);

/** The error shape of spec 1 §8 (and §5's validation details): nothing else may come back. */
const ERROR_KEYS = new Set(['message', 'translationKey', 'path', 'fieldErrors', 'formErrors']);

/**
 * Tables a `company: 'none'` route may touch although they hold a company: the caller's own
 * identity (the access check reads the session, the user and its company on every request),
 * and the history entry of a change to it (a password, a confirmed e-mail address).
 */
const IDENTITY_TABLES = new Set(['app_user', 'company', 'session_token', 'admin_audit']);

/**
 * Tables that change without the request: sessions (last use) and the background workers' (a
 * run, its items and its log lines, of no company: on the walk server the mails of a send fail
 * to leave and their retries write job_log in the background, after a request of another route;
 * what a job changes of B's records still shows in B's own tables).
 */
const VOLATILE_TABLES = new Set([
  'session_token',
  'mail_outbox',
  'job_run',
  'job_item',
  'job_log',
  'job_queue',
]);

const recordParams = (route: RouteEntry) =>
  [...route.url.matchAll(/:([A-Za-z]+)/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => name !== route.access?.companyParam && RECORD_PARAM.test(name));

/** A request that names the company it acts for (a switcher may act for any: no refusal due). */
const namesCompany = (request: InjectOptions) =>
  /[?&]companyId=/.test(String(request.url ?? '')) ||
  (typeof request.payload === 'object' &&
    request.payload !== null &&
    !Buffer.isBuffer(request.payload) &&
    'companyId' in request.payload);

function bodyIds(payload: unknown): boolean {
  if (!payload || typeof payload !== 'object' || Buffer.isBuffer(payload)) return false;
  return Object.entries(payload).some(
    ([key, value]) =>
      (RECORD_KEY.test(key) &&
        !OUTSIDE_IDS.has(key) &&
        (typeof value === 'number' || (Array.isArray(value) && value.length > 0))) ||
      (value && typeof value === 'object' && !Array.isArray(value) && bodyIds(value)),
  );
}

const admits = (route: RouteEntry, caller: Caller) =>
  Boolean(caller.token) &&
  (route.access?.roles === 'signed-in' ||
    (typeof route.access?.roles === 'object' && satisfiesRoles(caller.roles, route.access.roles)));

/** The tables of the schema, each with whether it holds a company (a company_id column). */
async function tablesOf(db: Db): Promise<{ name: string; owned: boolean }[]> {
  const { rows } = await sql<{ name: string; owned: boolean }>`
    select t.table_name as name,
      exists (select 1 from information_schema.columns c
              where c.table_schema = t.table_schema and c.table_name = t.table_name
                and c.column_name = 'company_id') as owned
    from information_schema.tables t
    where t.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by t.table_name`.execute(db);
  return rows;
}

/** How many snapshots the walk took (each reads every row of the schema's shared tables). */
let snapshotsTaken = 0;

/**
 * A digest per table of what company B holds: its rows of company-owned tables, and every row
 * of the tables without a company column (positions, histories… whose owner is a parent row).
 */
async function snapshot(
  db: Db,
  tables: { name: string; owned: boolean }[],
  companyId: number,
): Promise<Map<string, string>> {
  snapshotsTaken += 1;
  const parts = tables
    .filter((table) => !VOLATILE_TABLES.has(table.name))
    .map(
      (table) =>
        sql`select ${table.name}::text as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(table.name)} t ${table.owned ? sql`where t.company_id = ${companyId}` : sql``}`,
    );
  const { rows } = await sql<{
    name: string;
    digest: string;
  }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return new Map(rows.map((row) => [row.name, row.digest]));
}

/** Every SQL statement, with the request it ran for (none for the background workers). */
const statements = new AsyncLocalStorage<string[]>();
let restoreExecutor: (() => void) | undefined;

function logStatements(db: Db) {
  const prototype = Object.getPrototypeOf(db.getExecutor()) as {
    executeQuery(query: { sql: string }, ...rest: unknown[]): Promise<unknown>;
  };
  const original = prototype.executeQuery;
  prototype.executeQuery = function (this: unknown, query, ...rest) {
    statements.getStore()?.push(query.sql);
    return original.call(this, query, ...rest);
  };
  restoreExecutor = () => {
    prototype.executeQuery = original;
  };
}

/**
 * Whether statements may have changed a row of the snapshot: any insert, update, delete,
 * merge or truncate of a table outside VOLATILE_TABLES (also a `for update` or `do update`,
 * whose next word is taken for a table: a needless snapshot, never a missed one).
 */
const writesRows = (ran: readonly string[]) =>
  ran.some((statement) =>
    [
      ...statement.matchAll(
        /\b(?:insert\s+into|update|delete\s+from|merge\s+into|truncate(?:\s+table)?)\s+"?([a-z_][a-z0-9_]*)"?/gi,
      ),
    ].some((match) => !VOLATILE_TABLES.has(match[1]?.toLowerCase() ?? '')),
  );

/** The tables a statement names after from, join, update, into or delete from. */
const tablesIn = (statement: string) =>
  [...statement.matchAll(/\b(?:from|join|update|into)\s+"?([a-z_][a-z0-9_]*)"?/gi)].map(
    (match) => match[1]?.toLowerCase() ?? '',
  );

/**
 * The walk on one lane's walk server (support/walks.ts: after the malformed walk, before the
 * access walk), with that server's prepared walk. What each lane walks (`every`): a company's
 * records are kept apart by the handlers' own SQL (a company in every where clause), the same
 * statements on either engine, both PostgreSQL 18: the engine does not decide whether B's row is
 * found. So the last lane (PostgreSQL when the run has it, else PGlite) walks every id-taking
 * route (`every` 1), and the other lane every third route of a company's records (82 of the 204
 * id-taking ones), to see the walk hold on that engine too (issue 36: the second full walk took
 * half of the file's 115 s in CI).
 */
export function describeTenantIsolation(
  lane: DatabaseLane,
  server: TestServer,
  walk: Walk,
  every: number,
): void {
  describe(`tenant isolation from the route table on ${lane.name} (issue 34)`, () => {
    /** Each persona's twin: same roles, another company of the same company role. */
    const twins = new Map<string, Caller>();
    let tables: { name: string; owned: boolean }[];

    beforeAll(async () => {
      tables = await tablesOf(server.database.db);
      const { db } = server.database;
      for (const caller of walk.callers) {
        if (!caller.token || !caller.companyId) continue;
        const user = await rowOf(
          db,
          'appUser',
          ['userRole', 'permissions', 'passwordHash', 'companyRole', 'companyId'],
          { email: caller.name },
        );
        const company = await rowOf(db, 'company', ['companyRole', 'countryCode'], {
          id: user.companyId,
        });
        // Another company of the same role; where the demo data has none, a new one.
        const other =
          (await db
            .selectFrom('company')
            .select('id')
            .where('id', '!=', caller.companyId)
            .where((eb) =>
              company.companyRole === null
                ? eb('companyRole', 'is', null)
                : eb('companyRole', '=', company.companyRole),
            )
            .orderBy('id')
            .executeTakeFirst()) ??
          (await db
            .insertInto('company')
            .values({
              companyUuid: crypto.randomUUID(),
              name: `Twin of ${caller.name}`,
              companyRole: company.companyRole,
              countryCode: company.countryCode,
              street: null,
              postalCode: null,
              city: null,
              vatNumber: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow());
        const email = `twin.${caller.name}`;
        await db
          .insertInto('appUser')
          .values({
            companyId: other.id,
            email,
            firstName: 'Twin',
            lastName: caller.name,
            userRole: user.userRole,
            permissions: user.permissions,
            companyRole: user.companyRole,
            passwordHash: user.passwordHash,
            activatedAt: new Date(),
          })
          .execute();
        const twin = await signedInCaller(server, email);
        expect([...twin.roles].sort(), email).toEqual([...caller.roles].sort());
        twins.set(caller.name, twin);
      }
      logStatements(db);
    }, slack(180_000));
    afterAll(() => {
      restoreExecutor?.();
    });

    const send = (request: InjectOptions, route: RouteEntry, caller: Caller) =>
      statements.run([], async () => {
        const response = await server.request({
          ...request,
          method: route.method as InjectOptions['method'],
          ...(request.headers?.authorization ? {} : { token: caller.token }),
        });
        return { response, statements: statements.getStore() ?? [] };
      });

    it(
      "answers company A 403 or 404 on every id-taking route for company B's records, with nothing of B's, and leaves B's rows as they were",
      async () => {
        const { db } = server.database;
        const failures: string[] = [];
        const covered: string[] = [];
        const uncovered: string[] = [];
        const ofNoCompany: string[] = [];
        snapshotsTaken = 0;
        /** B's snapshot per company while no statement has written since it was taken. */
        const known = new Map<number, Map<string, string>>();
        const companyNames = new Map(
          (await db.selectFrom('company').select(['id', 'name', 'companyUuid']).execute()).map(
            (company) => [company.id, [company.name, company.companyUuid]],
          ),
        );
        let eligible = 0;
        for (const route of server.app.routeTable) {
          if (!route.access || route.access.company === 'all' || route.access.roles === 'anyone')
            continue;
          if (route.access.company !== 'none' && route.method !== 'HEAD' && eligible++ % every > 0)
            continue;
          if (route.method === 'HEAD') continue;
          // A route of no company's records (the interface texts) has no company B to keep
          // apart; the walk below checks that it touches no company-owned table.
          if (route.access.company === 'none') {
            if (recordParams(route).length > 0) ofNoCompany.push(`${route.method} ${route.url}`);
            continue;
          }
          // A twin who may switch companies (platform staff) only where no other persona's roles
          // admit the route: its calls name no company, so its acting company is its own.
          const admitted = walk.callers.filter(
            (caller) => twins.has(caller.name) && admits(route, caller),
          );
          const owner =
            admitted.find((caller) => !caller.roles.has('SWITCH_COMPANY_VIEW')) ?? admitted[0];
          const params = recordParams(route);
          if (!owner) {
            if (params.length > 0) uncovered.push(`${route.method} ${route.url}`);
            continue;
          }
          const twin = twins.get(owner.name) as Caller;
          // The sample's own preparation may add records (a draft to delete…): logged like a
          // request, so a snapshot taken before it is not trusted after it.
          const prepared: string[] = [];
          const request = await statements.run(prepared, () =>
            sampleRequest(route, walk.contextFor(owner, route.method)),
          );
          if (writesRows(prepared)) known.clear();
          if (!request) {
            failures.push(`${route.method} ${route.url}: no sample request in the walk`);
            continue;
          }
          if (params.length === 0 && !bodyIds(request.payload)) continue;
          if (twins.get(owner.name)?.roles.has('SWITCH_COMPANY_VIEW') && namesCompany(request)) {
            uncovered.push(`${route.method} ${route.url} (its sample names the company)`);
            continue;
          }
          const companyB = owner.companyId as number;
          const before = known.get(companyB) ?? (await snapshot(db, tables, companyB));
          const { response, statements: ran } = await send(request, route, twin);
          // Rows change only through a statement that writes them: after a request that wrote
          // nothing but sessions and the workers' tables (left out of the digest), B's rows are
          // the snapshot taken before it, which serves the next route of the same company too.
          const wrote = writesRows(ran);
          if (wrote) known.clear();
          const after = wrote ? await snapshot(db, tables, companyB) : before;
          known.set(companyB, after);
          covered.push(`${route.method} ${route.url}`);
          const label = `${route.method} ${request.url} as ${twin.name} (records of ${owner.name})`;
          const refusal = SHARED_DATA_IDS.has(`${route.method} ${route.url}`)
            ? undefined
            : refused(response, route, params.length > 0);
          if (refusal) failures.push(`${label}: ${refusal}`);
          for (const mark of companyNames.get(companyB) ?? []) {
            if (response.body.includes(mark)) failures.push(`${label}: the answer names ${mark}`);
          }
          const changed = [...before].filter(([table, digest]) => after.get(table) !== digest);
          if (changed.length > 0)
            failures.push(`${label}: changed ${changed.map(([table]) => table).join(', ')}`);
        }
        // A change no logged statement made (a background worker's) shows here at the latest.
        for (const [companyB, digest] of known) {
          const now = await snapshot(db, tables, companyB);
          const changed = [...digest].filter(([table, value]) => now.get(table) !== value);
          if (changed.length > 0)
            failures.push(
              `company ${companyB}: ${changed.map(([table]) => table).join(', ')} changed outside the walk's requests`,
            );
        }
        console.info(
          `tenant isolation (${lane.name}): ${covered.length} id-taking endpoints covered${every > 1 ? ` (one route in ${every})` : ''}; ${ofNoCompany.length} of no company's records ('none'); ${uncovered.length} with no persona whose roles a second company holds: ${uncovered.join(', ') || 'none'}; ${snapshotsTaken} snapshots of B's rows`,
        );
        expect(failures).toEqual([]);
        // Every id-taking route of a company's records is walked: a new one joins by itself.
        expect(uncovered).toEqual([]);
        expect(covered.length).toBeGreaterThan(200 / every);
      },
      slack(600_000),
    );

    it(
      "runs no statement on a company-owned table in a route labelled company: 'none'",
      async () => {
        const owned = new Set(tables.filter((table) => table.owned).map((table) => table.name));
        const failures: string[] = [];
        let walked = 0;
        for (const route of server.app.routeTable) {
          if (route.access?.company !== 'none' || route.method === 'HEAD') continue;
          const caller =
            walk.callers.find((entry) => admits(route, entry)) ??
            walk.callers.find((entry) => !entry.token);
          if (!caller) continue;
          const request = await sampleRequest(route, walk.contextFor(caller, route.method));
          if (!request) continue;
          const { statements: ran } = await send(request, route, caller);
          walked += 1;
          const touched = new Set(
            ran
              .flatMap(tablesIn)
              .filter((table) => owned.has(table) && !IDENTITY_TABLES.has(table)),
          );
          if (touched.size > 0)
            failures.push(`${route.method} ${route.url}: ${[...touched].sort().join(', ')}`);
        }
        console.info(
          `company 'none' routes walked with their SQL logged (${lane.name}): ${walked}`,
        );
        expect(walked).toBeGreaterThan(10);
        expect(failures).toEqual([]);
      },
      slack(300_000),
    );
  });
}

/** An answer that carries nothing: the error shape of spec 1 §8 and §5, or no body at all. */
function errorShapeOnly(response: LightMyRequestResponse): boolean {
  if (!response.body) return true;
  try {
    const body: unknown = JSON.parse(response.body);
    return (
      typeof body === 'object' &&
      body !== null &&
      Object.keys(body).every((key) => ERROR_KEYS.has(key))
    );
  } catch {
    return false;
  }
}

/**
 * Whether company A's call on company B's record was refused without showing anything of B's
 * (undefined) or what is wrong. The refusals, each as the spec has them for a record the
 * caller's company does not hold:
 * - 403 or 404 with the error shape and nothing else;
 * - 204 and no body from a download or a delete (spec 2: "204 means there is no file", spec 3:
 *   "labels/download/{reference}: … 204 gives empty"; a delete of what is not there does
 *   nothing);
 * - 200 from a bulk call whose every id is refused as not found, named at most by the id the
 *   caller sent (the bulk answer reports each id), or from a list of the record (by-ids, history) with no items;
 * - 422 with the error shape when the ids are only in the body: a reference to B's record is
 *   refused as a field error ("Not an account of this company").
 */
function refused(
  response: LightMyRequestResponse,
  route: RouteEntry,
  idInPath: boolean,
): string | undefined {
  const status = response.statusCode;
  const shown = `${status} ${response.body.slice(0, 160)}`;
  if (status === 403 || status === 404) return errorShapeOnly(response) ? undefined : shown;
  if (status === 204) {
    const nothingThere = route.method === 'DELETE' || route.method === 'GET';
    return nothingThere && !response.body ? undefined : shown;
  }
  if (status === 422 && !idInPath) return errorShapeOnly(response) ? undefined : shown;
  if (status === 200) {
    const body = response.json() as {
      results?: { id: unknown; outcome: string; translationKey?: string; name?: string }[];
      done?: number;
      items?: unknown[];
      total?: number;
    };
    const keys = Object.keys(body);
    if (body.results) {
      const allRefused =
        body.done === 0 &&
        body.results.length > 0 &&
        body.results.every(
          (result) =>
            result.outcome === 'REFUSED' &&
            result.translationKey === 'NOT_FOUND' &&
            (!result.name || result.name === `#${result.id}`),
        );
      const rest = keys.filter(
        (key) => !['dryRun', 'done', 'refused', 'results', 'deliveryNoteNumber'].includes(key),
      );
      return allRefused && rest.length === 0 ? undefined : shown;
    }
    if (body.items) {
      const rest = keys.filter((key) => key !== 'items' && key !== 'total');
      return body.items.length === 0 && !body.total && rest.length === 0 ? undefined : shown;
    }
  }
  return shown;
}
