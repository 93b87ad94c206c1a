import { describe, expect, it } from 'vitest';
import type { AccessRule, Actor } from '../src/http/access.ts';
import { caseless } from '../src/kit/list.ts';
import { ascending, inOrder, listInput, newestFirst } from '../src/kit/paged-list.ts';
import { ownScope, type Scope, scopeOf } from '../src/kit/scope.ts';
import type { ServiceContext } from '../src/services/context.ts';
import { compiledDb } from './support/compiled-db.ts';

// Issue 34: the lists that paged, sorted and scoped by hand declare their filters, sorts and
// tie-breakers to the kit (kit/paged-list.ts); the handlers' database names no company-owned
// table (OpenDb); the caller's language is the reader's (Accept-Language, else the user's setting).

/** A database that compiles queries without running them. */
const db = compiledDb();

const actor = (companyId: number, roles: string[] = []) =>
  ({
    user: { userId: 1, companyId, language: 'de' },
    roles: new Set(roles),
    actingCompanyId: companyId,
    token: 't',
    language: 'fr',
  }) as unknown as Actor;

describe('the kit’s declared list', () => {
  const rows = () => scopeOf(db, 7).rows('account as a');
  const order = { sort: { name: caseless('a.name'), city: 'a.city' }, ties: ['a.id'] };

  it('sorts by the declared key, then by the tie-breakers in the same direction', () => {
    const { sql } = inOrder(rows().select('a.id'), order, { sort: 'name', order: 'ASC' }).compile();
    expect(sql).toContain('where "a"."company_id" = $1');
    expect(sql).toMatch(/order by lower\("a"\."name"\) asc\s*, "a"\."id" asc\s*$/);
  });

  it('puts the rows without a value last in either direction where the list says so', () => {
    const list = { ...order, nullsLast: ['city'] };
    const { sql } = inOrder(rows().select('a.id'), list, { sort: 'city', order: 'DESC' }).compile();
    expect(sql).toMatch(/order by "a"\."city" desc nulls last, "a"\."id" desc\s*$/);
  });

  it('takes the declared default sort and order of a query that names none', () => {
    const list = { ...order, defaultSort: 'city', defaultOrder: 'ASC' as const };
    const { sql } = inOrder(rows().select('a.id'), list, {}).compile();
    expect(sql).toMatch(/order by "a"\."city" asc\s*, "a"\."id" asc\s*$/);
    expect(() => inOrder(rows(), order, { sort: 'nothing' })).toThrow('sorts by no nothing');
  });

  it('keeps a tie-breaker declared ascending in its own direction, whatever the query’s order', () => {
    const list = { ...order, ties: [ascending('a.code'), 'a.id'] };
    const { sql } = inOrder(rows().select('a.id'), list, { sort: 'name', order: 'DESC' }).compile();
    expect(sql).toMatch(
      /order by lower\("a"\."name"\) desc\s*, "a"\."code" asc, "a"\."id" desc\s*$/,
    );
  });

  it('orders a history newest first by its time, then its id', () => {
    const { sql } = inOrder(
      rows().select('a.id'),
      newestFirst('a.createdAt', 'a.id'),
      {},
    ).compile();
    expect(sql).toMatch(/order by "a"\."created_at" desc\s*, "a"\."id" desc\s*$/);
  });

  it('reads another company named in the query only on an actable rule, and only one the caller may act for', () => {
    const scope = scopeOf(db, 7, actor(7));
    const actable: AccessRule = { roles: 'signed-in', company: 'actable' };
    const all: AccessRule = { roles: 'signed-in', company: 'all' };
    expect(() => listInput(actable, { scope, params: undefined, query: { companyId: 8 } })).toThrow(
      'You may not act for this company',
    );
    const switcher = scopeOf(db, 7, actor(7, ['SWITCH_COMPANY_VIEW']));
    expect(
      listInput(actable, { scope: switcher, params: undefined, query: { companyId: 8 } }).scope
        .companyId,
    ).toBe(8);
    const every = scopeOf(db, undefined, actor(7));
    expect(
      listInput(all, { scope: every, params: undefined, query: { companyId: 8 } }).scope.companyId,
    ).toBeUndefined();
  });
});

describe('the handlers’ database and the caller', () => {
  it('names no company-owned table: those are the scope’s (OpenDb)', () => {
    const open: ServiceContext['database']['db'] = db;
    // @ts-expect-error a company-owned table is reached through the endpoint's scope only
    const compiled = open.selectFrom('account').selectAll().compile();
    expect(compiled.sql).toBe('select * from "account"');
    expect(open.selectFrom('company').select('id').compile().sql).toBe(
      'select "id" from "company"',
    );
  });

  it('answers in the reader’s language, and reads the own user row in the user’s own company', () => {
    const caller = { ...actor(7), actingCompanyId: 8 } as Actor;
    const scope: Scope = scopeOf(db, 8, caller);
    expect(scope.language).toBe('fr');
    expect(ownScope(db, caller).companyId).toBe(7);
  });
});
