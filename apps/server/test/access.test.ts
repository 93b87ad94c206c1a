import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { currentUserSchema } from '@adconsole/api/contracts';
import { effectiveRoles, type Role, satisfiesRoles } from '@adconsole/api/roles';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { sendAccountLink } from '../src/auth/account-links.ts';
import type { Db } from '../src/db/database.ts';
import type { AccessRule } from '../src/http/access.ts';
import type { RouteEntry } from '../src/http/routes.ts';
import { PERSONAS } from '../src/seed/personas.ts';
import { databaseLanes } from './support/databases.ts';
import { startTestServer, type TestServer, testAuthSettings } from './support/server.ts';

/** What a caller of the walk is: a persona of PERSONAS.md, or nobody signed in. */
interface Caller {
  name: string;
  token?: string;
  roles: ReadonlySet<Role>;
  companyId?: number;
}

interface SampleContext {
  caller: Caller;
  /** A token of the caller that the request may use up (logout). */
  spareToken(): Promise<string | undefined>;
  accountLink(purpose: 'RESTORE_PASSWORD' | 'ACTIVATE_ACCOUNT'): Promise<string>;
  /** The method the walk sends: one path may take several (PUT and DELETE of a record). */
  method: string;
  /** The database, for a record of its own that the request may change or delete. */
  db: Db;
}

/** Unique names for the records the walk creates. */
let walkNumber = 0;

/**
 * A valid request for every route, so that a caller the rule admits gets a 2xx. A route
 * missing here fails the walk: a new route must join it.
 */
const samples: Record<string, (context: SampleContext) => Promise<InjectOptions> | InjectOptions> =
  {
    '/api/health': () => ({ url: '/api/health' }),
    '/api/openapi.json': () => ({ url: '/api/openapi.json' }),
    '/COMMITHASH.txt': () => ({ url: '/COMMITHASH.txt' }),
    '/*': () => ({ url: '/orders/campaigns' }),
    '/api/ws-auth/token': ({ caller }) => ({
      url: '/api/ws-auth/token',
      payload: { email: caller.token ? caller.name : 'admin@example.com', password: 'demo' },
    }),
    '/api/ws-auth/logout': async ({ spareToken }) => {
      const token = await spareToken();
      return {
        url: '/api/ws-auth/logout',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      };
    },
    '/api/ws-auth/restore-password': () => ({
      url: '/api/ws-auth/restore-password',
      payload: { email: 'walker@example.com' },
    }),
    '/api/ws-auth/change-password/:hash': async ({ accountLink }) => ({
      url: `/api/ws-auth/change-password/${await accountLink('RESTORE_PASSWORD')}`,
      payload: { password: 'walker password' },
    }),
    '/api/ws-auth/activate/:hash': async ({ accountLink }) => ({
      url: `/api/ws-auth/activate/${await accountLink('ACTIVATE_ACCOUNT')}`,
      payload: { password: 'walker password' },
    }),
    '/api/ws-users/current': () => ({ url: '/api/ws-users/current' }),
    '/api/ws-companies/companies': () => ({ url: '/api/ws-companies/companies?search=a' }),
    '/api/ws-companies/companies/:id': ({ caller }) => ({
      url: `/api/ws-companies/companies/${caller.companyId ?? 1}`,
    }),
    '/api/ws-companies/permissions/:permission/companies': () => ({
      url: '/api/ws-companies/permissions/PAYOUT/companies',
    }),
    '/api/ws-orders/comments': () => ({
      url: '/api/ws-orders/comments?showRead=false&page=0&limit=10',
    }),
    '/api/ws-creatives/creatives/count': () => ({
      url: '/api/ws-creatives/creatives/count?creativeStatus=PENDING_APPROVAL',
    }),
    '/api/ws-status/incidents': () => ({ url: '/api/ws-status/incidents' }),
    '/api/ws-translate/translations': () => ({
      url: '/api/ws-translate/translations?namespace=common&keyFilter=auth&limit=5',
    }),
    '/api/ws-translate/translations-aggregated': () => ({
      url: '/api/ws-translate/translations-aggregated?language=de&namespace=common',
    }),
    '/api/ws-translate/translation': () => ({
      url: '/api/ws-translate/translation',
      payload: { namespace: 'walk', key: `WALK_${++walkNumber}`, values: { EN: 'Walk' } },
    }),
    '/api/ws-translate/translation/add-missing': () => ({
      url: '/api/ws-translate/translation/add-missing',
      payload: { namespace: 'walk', key: 'walk.missing', pageRef: '/orders' },
    }),
    '/api/ws-translate/translation/:id': async ({ method, db }) => {
      const { id } = await db
        .insertInto('translation')
        .values({ namespace: 'walk', key: `WALK_RECORD_${++walkNumber}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      const url = `/api/ws-translate/translation/${id}`;
      return method === 'PUT' ? { url, payload: { values: { DE: 'Weg' } } } : { url };
    },
    '/api/ws-translate/translations/namespaces': () => ({
      url: '/api/ws-translate/translations/namespaces?filter=com',
    }),
  };

/** The status class a rule declares for a caller: 401, 403 or 2xx. */
function declaredOutcome(access: AccessRule, caller: Caller): 401 | 403 | '2xx' {
  if (access.roles === 'anyone') return '2xx';
  if (!caller.token) return 401;
  if (access.roles === 'signed-in') return '2xx';
  return satisfiesRoles(caller.roles, access.roles) ? '2xx' : 403;
}

const outcomeOf = (status: number) =>
  status >= 200 && status < 300 ? '2xx' : status === 401 || status === 403 ? status : status;

/** Routes that declare no access rule: each one fails the suite. */
const undeclared = (routes: readonly RouteEntry[]) =>
  routes.filter((route) => !route.access).map((route) => `${route.method} ${route.url}`);

describe.each(databaseLanes())('every route × every persona on $name (spec 1 §6)', (lane) => {
  let server: TestServer;
  let consoleDir: string;
  const callers: Caller[] = [];

  beforeAll(async () => {
    consoleDir = mkdtempSync(path.join(tmpdir(), 'adconsole-console-'));
    mkdirSync(path.join(consoleDir, 'assets'));
    writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Adconsole</title>');
    server = await startTestServer(lane, { consoleDir });
    const company = await server.database.db
      .selectFrom('company')
      .select('id')
      .executeTakeFirstOrThrow();
    await server.database.db
      .insertInto('appUser')
      .values({
        companyId: company.id,
        email: 'walker@example.com',
        firstName: 'Walker',
        lastName: 'Test',
        userRole: null,
        permissions: [],
        passwordHash: null,
        activatedAt: new Date(),
      })
      .execute();
    callers.push({ name: 'anonymous', roles: effectiveRoles(null) });
    for (const persona of PERSONAS) {
      const token = await server.signIn(persona.email);
      const current = await server.request({ method: 'GET', url: '/api/ws-users/current', token });
      const user = currentUserSchema.parse(current.json());
      callers.push({
        name: persona.email,
        token,
        roles: effectiveRoles(user),
        companyId: user.companyId,
      });
    }
  });
  afterAll(async () => {
    await server?.close();
    rmSync(consoleDir, { recursive: true, force: true });
  });

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

  it('answers every persona and anonymous what each route declares: 401, 403 or 2xx', async () => {
    const walker = await server.database.db
      .selectFrom('appUser')
      .select(['id', 'email'])
      .where('email', '=', 'walker@example.com')
      .executeTakeFirstOrThrow();
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of server.app.routeTable) {
      const sample = samples[route.url];
      if (!sample || !route.access) {
        mismatches.push(`${route.method} ${route.url}: no sample request in the walk`);
        continue;
      }
      for (const caller of callers) {
        const request = await sample({
          caller,
          spareToken: async () => (caller.token ? server.signIn(caller.name) : undefined),
          accountLink: (purpose) =>
            sendAccountLink(server.database.db, testAuthSettings, walker, purpose),
          method: route.method,
          db: server.database.db,
        });
        const response = await server.request({
          ...request,
          method: route.method as InjectOptions['method'],
          ...(request.headers?.authorization ? {} : { token: caller.token }),
        });
        const expected = declaredOutcome(route.access, caller);
        const actual = outcomeOf(response.statusCode);
        checked += 1;
        if (actual !== expected) {
          mismatches.push(
            `${route.method} ${route.url} as ${caller.name}: ${response.statusCode}, declared ${expected} (${response.body.slice(0, 120)})`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(20 * callers.length);
  });

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
