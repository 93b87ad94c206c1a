import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db, Schema } from '../src/db/database.ts';
import { companyOf, scopeOf } from '../src/kit/scope.ts';

/** The area folders of src/services/ whose queries all go through the handler's scope. */
const scopedAreas = ['orders', 'settings', 'print', 'post', 'promotions'];

/*
 * Issue 34, "Done when": no hand-written company filter outside the scope helper
 * (apps/server/src/kit/scope.ts). A query of an area names its company through `scope.rows`,
 * `scope.update/delete/insert`, `scope.term` + `scope.raw` or `scope.lockedRow(s)`, never by hand:
 * no `companyId` in a `.where(` (nor `companyId` on a line of a `.where(` call), no
 * `company_id =` in raw SQL, no `.forUpdate()` (the kit's `lockedRow`/`lockedRows` lock).
 */

const services = join(import.meta.dirname, '../src/services');

interface Finding {
  at: string;
  line: string;
}

/** The statements of a file as [first line number, text], a `.where(` call read whole. */
function whereCalls(lines: readonly string[]): { start: number; text: string }[] {
  const calls: { start: number; text: string }[] = [];
  lines.forEach((line, index) => {
    const at = line.indexOf('.where(');
    if (at < 0) return;
    // The call's text up to its closing parenthesis (it may span lines).
    let depth = 0;
    let text = '';
    for (let row = index; row < lines.length && row < index + 12; row += 1) {
      const part = row === index ? (lines[row] ?? '').slice(at) : (lines[row] ?? '');
      for (const char of part) {
        text += char;
        if (char === '(') depth += 1;
        if (char === ')') {
          depth -= 1;
          if (depth === 0) break;
        }
      }
      if (depth === 0) break;
      text += '\n';
    }
    calls.push({ start: index + 1, text });
  });
  return calls;
}

function findings(area: string): Finding[] {
  const folder = join(services, area);
  const found: Finding[] = [];
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.ts'))) {
    const lines = readFileSync(join(folder, name), 'utf8').split('\n');
    const at = (line: number) => `src/services/${area}/${name}:${line}`;
    for (const call of whereCalls(lines)) {
      if (/\bcompanyId\b/.test(call.text)) {
        found.push({ at: at(call.start), line: call.text.replace(/\s+/g, ' ') });
      }
    }
    lines.forEach((line, index) => {
      if (/company_id\s*=/.test(line) || /\.forUpdate\(/.test(line)) {
        found.push({ at: at(index + 1), line: line.trim() });
      }
    });
  }
  return found;
}

describe('company scope by construction (issue 34)', () => {
  it.each(scopedAreas)('src/services/%s names no company by hand', (area) => {
    const found = findings(area);
    expect(found.map((finding) => `${finding.at}: ${finding.line}`)).toEqual([]);
  });

  it('catches a hand-written company filter, a raw company term and a lock', () => {
    const lines = [
      "  .where('c.companyId', '=', companyId)",
      '  .where(',
      "    'companyId',",
      "    '=', id)",
      '  where p.company_id = :companyId',
      '  .forUpdate()',
      "  .where('id', '=', id)",
    ];
    const calls = whereCalls(lines).filter((call) => /\bcompanyId\b/.test(call.text));
    expect(calls.map((call) => call.start)).toEqual([1, 2]);
    expect(lines.filter((line) => /company_id\s*=|\.forUpdate\(/.test(line))).toHaveLength(2);
  });
});

describe('the scope pieces the scoped areas added (kit/scope.ts)', () => {
  // Compiled only: a database the queries are never sent to, named as the server's are.
  const db: Db = new Kysely<Schema>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    plugins: [new CamelCasePlugin()],
  });

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

  it('companyOf names the one company of a scope, and refuses the scope of every company', () => {
    expect(companyOf(scopeOf(db, 42))).toBe(42);
    expect(() => companyOf(scopeOf(db, undefined))).toThrow(/one company/);
  });
});
