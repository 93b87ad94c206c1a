import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import type { Actor } from '../src/http/access.ts';
import { companyTables, scopeOf, scopeOfCall } from '../src/kit/scope.ts';
import { databaseLanes } from './support/databases.ts';
import { serverOnLane } from './support/lane-server.ts';
import { rowOf } from './support/rows.ts';
import { companyNamed } from './support/sales.ts';

// Issue 34: every endpoint declares its company scope at its access rule, and its handler reaches
// the company-owned tables through the `scope` of that rule (kit/scope.ts).

const camel = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The database's tables with a company_id column, by their schema (camel-case) names. */
async function tablesWithCompany(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.columns
    where column_name = 'company_id' and table_schema = current_schema()
    order by 1`.execute(db);
  return rows.map((row) => camel(row.name)).sort();
}

describe.each(databaseLanes())('the scoped query entry on $name', (lane) => {
  const server = serverOnLane(lane);
  let db: Db;
  let sales: number;
  let other: number;
  beforeAll(async () => {
    db = server.database.db;
    sales = (await companyNamed(db, 'Adconsole Sales')).id;
    const company = await rowOf(db, 'company', 'id', { id: ['<>', sales] }, 'id');
    other = company.id;
  });

  it('knows every company-owned table of the schema (the list the type makes whole)', async () => {
    expect(Object.keys(companyTables).sort()).toEqual(await tablesWithCompany(db));
  });

  it('holds selects, updates and deletes to the company, and fills it into inserts', () => {
    const scope = scopeOf(db, 42);
    const select = scope.rows('creative as k').select('k.id').where('k.id', '=', 7).compile();
    expect(select.sql).toMatch(/"k"\."company_id" = \$1/);
    expect(select.parameters).toContain(42);
    const update = scope.update('label').set({ name: 'x' }).where('id', '=', 7).compile();
    expect(update.sql).toMatch(/"label"\."company_id" = \$\d/);
    expect(update.parameters).toContain(42);
    const remove = scope.delete('label').where('id', '=', 7).compile();
    expect(remove.sql).toMatch(/"label"\."company_id" = \$\d/);
    const insert = scope.insert('leadSource', { name: 'Fair', active: true, version: 1 }).compile();
    expect(insert.sql).toMatch(/"company_id"/);
    expect(insert.parameters).toContain(42);
    expect(sql`select 1 from campaign c where ${scope.term('c')}`.compile(db).sql).toMatch(
      /"c"\."company_id" = \$1/,
    );
    // @ts-expect-error the incidents of the status page belong to no company: not in the scope
    expect(() => scope.rows('incident')).toBeDefined();
  });

  it('finds, locks and version-checks a record of the company only: 404 for another company’s, 412 for a stale version', async () => {
    const account = await rowOf(db, 'account', ['id', 'version'], { companyId: sales }, 'id');
    await db.transaction().execute(async (trx) => {
      const row = await scopeOf(db, sales).lockedRow(trx, 'account', account.id, account.version);
      expect(row.id).toBe(account.id);
      await expect(
        scopeOf(db, sales).lockedRow(trx, 'account', account.id, account.version + 1),
      ).rejects.toMatchObject({ statusCode: 412 });
      await expect(
        scopeOf(db, other).lockedRow(trx, 'account', account.id, account.version),
      ).rejects.toMatchObject({ statusCode: 404 });
    });
    const mine = await scopeOf(db, sales).rows('account').select('id').execute();
    const theirs = await scopeOf(db, other).rows('account').select('id').execute();
    expect(mine.map((row) => row.id)).toContain(account.id);
    expect(theirs.map((row) => row.id)).not.toContain(account.id);
  });

  it('gives a company-none endpoint no entry to the company-owned tables', () => {
    const actor = {
      user: { companyId: sales } as Actor['user'],
      roles: new Set<never>(),
      actingCompanyId: sales,
      token: 't',
      language: 'de' as const,
    };
    const none = scopeOfCall(db, { roles: 'signed-in', company: 'none' }, actor, '/api/x');
    expect(() => none.rows('account')).toThrow(/declares company 'none'/);
    const actable = scopeOfCall(db, { roles: 'signed-in', company: 'actable' }, actor, '/api/x');
    expect(actable.companyId).toBe(sales);
    // Another company only for a caller who may act for it (SWITCH_COMPANY_VIEW).
    expect(() => actable.for(other)).toThrow(/may not act/);
    expect(actable.for(sales).companyId).toBe(sales);
    // `of` holds a scope of every company to the one company named in an admin's path; a scope
    // of one company reaches no other through it.
    const all = scopeOfCall(db, { roles: { anyOf: ['ADMIN'] }, company: 'all' }, actor, '/api/x');
    expect(all.of(other).companyId).toBe(other);
    expect(all.of(other).rows('account').compile().parameters).toContain(other);
    expect(actable.of(sales).companyId).toBe(sales);
    expect(() => actable.of(other)).toThrow(/may not act/);
    expect(() => none.of(sales)).toThrow(/declares company 'none'/);
  });

  it('declares the batch and mail consoles, which read every company’s runs and mails, company all for staff only', () => {
    const admin = server.app.routeTable.filter(
      (route) => route.url.startsWith('/api/ws-batch/') || route.url.startsWith('/api/ws-mail/'),
    );
    const progress = admin.filter((route) => route.url.endsWith('/progress'));
    const consoles = admin.filter((route) => !route.url.endsWith('/progress'));
    expect(consoles.length).toBeGreaterThanOrEqual(8);
    for (const route of consoles) {
      expect(route.access?.company, `${route.method} ${route.url}`).toBe('all');
    }
    // A job's progress reads a job run, a company-owned row: the acting company's (the
    // tenant-isolation test's 'none' check found it reading job_run while labelled 'none').
    for (const route of progress) expect(route.access?.company).toBe('actable');
    // 'all' is for platform staff only: never a route open to anyone or any signed-in user.
    for (const route of server.app.routeTable.filter((entry) => entry.access?.company === 'all')) {
      expect(typeof route.access?.roles, `${route.method} ${route.url}`).toBe('object');
    }
  });
});
