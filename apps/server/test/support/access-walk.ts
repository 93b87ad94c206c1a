import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { RouteEntry } from '../../src/http/routes.ts';
import { declaredOutcome } from './access-outcome.ts';
import type { DatabaseLane } from './databases.ts';
import { inParallel } from './malformed.ts';
import { type Caller, sampleRequest, type Walk } from './route-samples.ts';
import type { TestServer } from './server.ts';
import { slack } from './slack.ts';

// Every route × every persona (spec 1 §6): the walk's sample requests are in
// support/route-samples.ts, shared with the tenant-isolation walk; both run on the lane's walk
// server (support/walks.ts), this one last: its admitted requests change records and queue
// mails that fail to leave in the background.

const outcomeOf = (status: number) =>
  status >= 200 && status < 300 ? '2xx' : status === 401 || status === 403 ? status : status;

/** Read routes walked side by side (their callers each route's, as for every route). */
const READS_AT_ONCE = 8;

/** Routes that declare no access rule: each one fails the suite. */
const undeclared = (routes: readonly RouteEntry[]) =>
  routes.filter((route) => !route.access).map((route) => `${route.method} ${route.url}`);

/** The callers the lane sends the route's request as: all, or the first one of each outcome. */
function callersOf(route: RouteEntry, callers: Caller[], everyPersona: boolean): Caller[] {
  if (everyPersona || !route.access) return callers;
  const access = route.access;
  const byOutcome = new Map<string, Caller>();
  for (const caller of callers) {
    const outcome = String(declaredOutcome(access, caller));
    if (!byOutcome.has(outcome)) byOutcome.set(outcome, caller);
  }
  return [...byOutcome.values()];
}

/**
 * What each lane sends. Whether a caller gets 401, 403 or through is decided before any handler
 * runs (src/http/access.ts: the route's declared rule against the roles of the caller's
 * session), by the same code and the same queries on either engine; what the engine decides is
 * whether an admitted request's handler answers 2xx. So the last lane (PostgreSQL when the run
 * has it, else PGlite; `everyPersona`) walks every route × every persona, and the other lane
 * every route once per outcome its callers are declared to get (anonymous 401, a persona
 * refused 403, a persona admitted 2xx): every handler still runs on both engines, at a fifth of
 * the requests (issue 36: 357 s of the CI run's PGlite lane).
 */
export function describeAccessWalk(
  lane: DatabaseLane,
  server: TestServer,
  walk: Walk,
  everyPersona: boolean,
): void {
  describe(`every route × every persona on ${lane.name} (spec 1 §6)`, () => {
    const callers = walk.callers;

    it('catches a route without an access rule, which answers 403 until it has one', async () => {
      const app = await buildApp({
        config: { consoleDir: '/nonexistent' },
        database: server.database,
      });
      app.get('/api/ws-forgotten/thing', async () => ({ secret: true }));
      await app.ready();
      expect(undeclared(app.routeTable)).toEqual([
        'GET /api/ws-forgotten/thing',
        'HEAD /api/ws-forgotten/thing',
      ]);
      const response = await app.inject({ method: 'GET', url: '/api/ws-forgotten/thing' });
      expect(response.statusCode).toBe(403);
      await app.close();
    });

    it('declares an access rule on every route', () => {
      expect(server.app.routeTable.length).toBeGreaterThan(20);
      expect(undeclared(server.app.routeTable)).toEqual([]);
    });

    it(
      'answers every persona and anonymous what each route declares: 401, 403 or 2xx',
      async () => {
        const mismatches: string[] = [];
        let checked = 0;
        const started = performance.now();
        const cpu = process.cpuUsage();
        // The samples are prepared one at a time, the requests sent side by side: a sample may
        // add a record it needs (a campaign type by its code), and two of them at once would
        // both find it missing.
        let preparing: Promise<unknown> = Promise.resolve();
        const prepared = (route: RouteEntry, caller: Caller) => {
          const request = preparing.then(() =>
            sampleRequest(route, walk.contextFor(caller, route.method)),
          );
          preparing = request.catch(() => undefined);
          return request;
        };
        const walkRoute = async (route: RouteEntry) => {
          if (!route.access) {
            mismatches.push(`${route.method} ${route.url}: no access rule`);
            return;
          }
          // The callers a rule refuses (401, 403) side by side: refused before any handler runs,
          // their requests change nothing. Then the admitted ones one after another, in the
          // callers' order, as before: their requests change records that others' samples use
          // (issue 36: 6,600 refusals one by one were half of the PostgreSQL lane's 120 s walk).
          const chosen = callersOf(route, callers, everyPersona);
          const access = route.access;
          const refused = chosen.filter((caller) => declaredOutcome(access, caller) !== '2xx');
          const admitted = chosen.filter((caller) => declaredOutcome(access, caller) === '2xx');
          const check = async (caller: Caller) => {
            const request = await prepared(route, caller);
            if (!request) return false;
            const response = await server.request({
              ...request,
              method: route.method as InjectOptions['method'],
              ...(request.headers?.authorization ? {} : { token: caller.token }),
            });
            const expected = declaredOutcome(access, caller);
            const actual = outcomeOf(response.statusCode);
            checked += 1;
            if (actual !== expected) {
              mismatches.push(
                `${route.method} ${route.url} as ${caller.name}: ${response.statusCode}, declared ${expected} (${response.body.slice(0, 120)})`,
              );
            }
            return true;
          };
          let sampled = (await Promise.all(refused.map(check))).every(Boolean);
          for (const caller of admitted) if (sampled) sampled = await check(caller);
          if (!sampled)
            mismatches.push(`${route.method} ${route.url}: no sample request in the walk`);
        };
        // The reads first, READS_AT_ONCE routes side by side: they change nothing (a session's
        // last use), and each waits on the database for most of its time (issue 36: the
        // PostgreSQL lane's walk, 10,140 requests one route after another, was the longest test
        // of the run). Then the writes, one route after another, in the route table's order.
        const isRead = (route: RouteEntry) => route.method === 'GET' || route.method === 'HEAD';
        await inParallel(server.app.routeTable.filter(isRead), READS_AT_ONCE, walkRoute);
        for (const route of server.app.routeTable) if (!isRead(route)) await walkRoute(route);
        console.log(
          `access walk on ${lane.name}: ${checked} requests (${everyPersona ? 'every persona' : 'each outcome'} on ${server.app.routeTable.length} routes) in ${((performance.now() - started) / 1000).toFixed(1)} s (CPU ${(Object.values(process.cpuUsage(cpu)).reduce((sum, micros) => sum + micros, 0) / 1e6).toFixed(1)} s)`,
        );
        expect(mismatches).toEqual([]);
        expect(checked).toBeGreaterThan(everyPersona ? 20 * callers.length : 20);
        // About 70 routes × 13 callers, one after another: 10 s alone, 30 s on a loaded machine;
        // with the settings routes (issue 28) about 170 routes: 40 s alone, 90 s or more loaded.
        // About 70 routes × 13 callers, one after another: 10 s alone, 30 s on a loaded machine.
        // orders (issue 22): 25 more routes, 80 s on PGlite at a load of 9.
        // 2026-11-27, about 550 routes × 15 callers: 381 s on PGlite at a load of 16-19.
      },
      slack(600_000),
    );

    it('answers 403 to a company outside the caller’s scope unless they hold SWITCH_COMPANY_VIEW', async () => {
      const companies = await server.database.db.selectFrom('company').select('id').execute();
      for (const route of server.app.routeTable.filter((entry) => entry.access?.companyParam)) {
        for (const caller of callers.filter((entry) => entry.token)) {
          const foreign = companies.find((company) => company.id !== caller.companyId);
          const url = route.url.replace(`:${route.access?.companyParam}`, String(foreign?.id));
          const response = await server.request({
            method: route.method as InjectOptions['method'],
            url,
            token: caller.token,
          });
          const expected = caller.roles.has('SWITCH_COMPANY_VIEW') ? 200 : 403;
          expect(response.statusCode, `${route.method} ${url} as ${caller.name}`).toBe(expected);
        }
      }
    });
  });
}
