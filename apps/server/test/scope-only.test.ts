import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { companyOf, scopeOf } from '../src/kit/scope.ts';
import { compiledDb } from './support/compiled-db.ts';

/*
 * Issue 34, "Done when": `grep -rn companyId` over the server's area folders finds no
 * hand-written company filter outside the scope helper (kit/scope.ts). Every query on a
 * company-owned table goes through the handler's `scope`: `scope.rows` for selects, `scope.update`
 * / `delete` / `insert` for writes, `scope.term` + `scope.raw` for raw SQL, and `scope.lockedRow`
 * for the find + lock + 412 of a record. This test reads every source file of the finished area
 * folders and fails on what the scope replaces, printing file:line:
 * - a company column in a `where` (`.where('companyId', …)`, `.where('x.companyId', …)`,
 *   `eb('x.companyId', …)`);
 * - `company_id =` in raw SQL;
 * - the caller's company row found by hand (`.where('id', '=', actor.actingCompanyId)` on the
 *   company table), where `scope.ownCompany()` serves;
 * - a hand-made find + lock + version check (`.forUpdate()` with a `staleRecord` or a version
 *   comparison after it), where `scope.lockedRow` serves.
 */

/** The area folders under src/services/ whose queries all go through the scope. */
const scopedAreas = [
  'orders',
  'settings',
  'print',
  'post',
  'promotions',
  'crm',
  'tasks',
  'digital',
  'analog',
  'admin',
  'files',
  'identity',
  'shell',
  'timeline',
  'jobs',
  'creatives',
];

/**
 * Named helpers that may do by hand what the scope does, and why: the rows they touch belong to
 * no company the scope could hold them to.
 */
const allowed: Record<string, { helper: string; why: string }[]> = {
  'identity/account.ts': [
    {
      helper: 'lockOwnUser',
      why: "the caller's own user row, read for their own settings on a 'none' route (the user is found by their sign-in, not by a company)",
    },
  ],
  'admin/admin-companies.ts': [
    {
      helper: 'updateCompany',
      why: 'the company row itself, which belongs to no company (lockedRow is for company-owned rows)',
    },
  ],
};

const services = join(import.meta.dirname, '../src/services');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const COMPANY_WHERE = /\.where\(\s*['"](\w+\.)?companyId['"]|\beb\(\s*['"](\w+\.)?companyId['"]/;
const RAW_COMPANY = /company_id\s*=\s*\$\{/;
const OWN_COMPANY =
  /\.where\(\s*['"](\w+\.)?id['"]\s*,\s*['"]=['"]\s*,\s*[\w.]*(actingCompanyId|user\.companyId)\b/;
const LOCK = /\.forUpdate\(/;
const VERSION_CHECK = /staleRecord\(|\.version\s*!==|!==\s*\w+\.version\b/;
/** How far after a lock a version check counts as its own. */
const LOCK_REACH = 12;
const DECLARATION =
  /^\s*(?:export\s+)?(?:async\s+)?function\s+(\w+)|^\s*(?:export\s+)?const\s+(\w+)\s*=\s*(?:async\s*)?\(/;

/** The name of the function a line is in: the nearest declaration above it. */
function enclosing(lines: readonly string[], index: number): string | undefined {
  for (let at = index; at >= 0; at -= 1) {
    const match = DECLARATION.exec(lines[at] ?? '');
    if (match) return match[1] ?? match[2];
  }
  return undefined;
}

/** The hand-written company filters and locks of a file, as `file:line  text`. */
function findings(path: string): string[] {
  const file = relative(services, path);
  const lines = readFileSync(path, 'utf8').split('\n');
  const exempt = new Set((allowed[file] ?? []).map((entry) => entry.helper));
  const found: string[] = [];
  lines.forEach((line, index) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
    const handLocked =
      LOCK.test(line) &&
      lines.slice(index, index + LOCK_REACH).some((next) => VERSION_CHECK.test(next));
    const scoped = [COMPANY_WHERE, RAW_COMPANY, OWN_COMPANY];
    if (!scoped.some((rule) => rule.test(line)) && !handLocked) return;
    const helper = enclosing(lines, index);
    if (helper && exempt.has(helper)) return;
    found.push(`${file}:${index + 1}  ${line.trim()}`);
  });
  return found;
}

describe('company scope by construction (issue 34)', () => {
  it('finds no hand-written company filter or find-lock-412 in the scoped areas', () => {
    const files = scopedAreas.flatMap((area) => sourceFiles(join(services, area)));
    expect(files.length).toBeGreaterThan(scopedAreas.length);
    const all = files.flatMap(findings);
    expect(all, `hand-written company scope:\n${all.join('\n')}`).toEqual([]);
  });

  it('catches each kind of hand-written scope (the rules are seen to bite)', () => {
    const lines = (text: string) => text.split('\n');
    expect(COMPANY_WHERE.test(".where('companyId', '=', actor.actingCompanyId)")).toBe(true);
    expect(COMPANY_WHERE.test(".where('a.companyId', '=', companyId)")).toBe(true);
    expect(COMPANY_WHERE.test("eb('w.companyId', '=', companyId)")).toBe(true);
    expect(COMPANY_WHERE.test(".where('id', '=', user.companyId)")).toBe(false);
    expect(OWN_COMPANY.test(".where('id', '=', actor.actingCompanyId)")).toBe(true);
    expect(OWN_COMPANY.test(".where('id', '=', user.companyId)")).toBe(true);
    expect(OWN_COMPANY.test(".where('id', '=', params.id)")).toBe(false);
    expect(RAW_COMPANY.test(['where pc.company_id = $', '{companyId} and'].join(''))).toBe(true);
    const locked = lines(
      '.where("id", "=", id)\n.forUpdate()\n.executeTakeFirst();\nif (row.version !== version) throw staleRecord();',
    );
    expect(LOCK.test(locked[1] ?? '')).toBe(true);
    expect(locked.slice(1).some((line) => VERSION_CHECK.test(line))).toBe(true);
    expect(enclosing(lines('export async function lockOwnUser(trx: Db) {\n  trx'), 1)).toBe(
      'lockOwnUser',
    );
  });
});

describe('the scope pieces the scoped areas added (kit/scope.ts)', () => {
  const db = compiledDb();

  it('lockedRows locks the scoped rows only, or the rows joined to them that it names', () => {
    const scope = scopeOf(db, 42);
    const own = scope.lockedRows('companySettings', db).selectAll().compile();
    expect(own.sql).toMatch(
      /"company_settings"\."company_id" = \$1 for update of "company_settings"$/,
    );
    expect(own.parameters).toEqual([42]);
    const joined = scope
      .lockedRows('campaignPosition as p', db)
      .leftJoin('printPositionOps as o', 'o.positionId', 'p.id')
      .select(['p.id', 'o.proofPdf'])
      .compile();
    expect(joined.sql).toMatch(/for update of "p"$/);
    const of = scope
      .lockedRows('contact as c', db, ['pc'])
      .innerJoin('salesPromotionContact as pc', 'pc.contactId', 'c.id')
      .select('pc.id')
      .compile();
    expect(of.sql).toMatch(/"c"\."company_id" = \$1 for update of "pc"$/);
  });

  it('ownCompany is the company row of the scope, and refuses the scope of every company', () => {
    const { sql, parameters } = scopeOf(db, 42).ownCompany(db).select('name').compile();
    expect(sql).toBe('select "name" from "company" where "company"."id" = $1');
    expect(parameters).toEqual([42]);
    expect(() => scopeOf(db, undefined).ownCompany(db)).toThrow(/one company/);
  });

  it('companyOf names the one company of a scope, and refuses the scope of every company', () => {
    expect(companyOf(scopeOf(db, 42))).toBe(42);
    expect(() => companyOf(scopeOf(db, undefined))).toThrow(/one company/);
  });
});
