import { countsEndpoint, sourceEndpoints } from '@adconsole/api/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { neutralised } from '../src/kit/export.ts';
import { caseless, contains, countsBy, everyRow, pageOfRows } from '../src/kit/list.ts';
import { registerResource } from '../src/kit/resource.ts';
import { scopedRows } from '../src/kit/scope.ts';
import { funnelAccess } from '../src/services/crm/sales-records.ts';
import { databaseLanes } from './support/databases.ts';
import { seededCompany, serverOnLane } from './support/lane-server.ts';

// The server list kit on its own: company scoping by construction, the keyset walk of an
// export, grouped counts, and formula neutralising.

describe('company scoping by construction', () => {
  it('cannot be declared on a table without a company: the endpoint that forgets it does not compile', () => {
    const app = Fastify();
    const declare = (db: Parameters<typeof registerResource>[1]) =>
      registerResource(app, db, {
        endpoints: sourceEndpoints,
        // @ts-expect-error translations have no company column, so no kit resource reads them
        table: 'translation',
        access: { read: funnelAccess, write: funnelAccess },
        toItem: () => ({}),
        nameOf: () => '',
        toStored: () => ({}),
        filters: {},
        sort: { name: 'key', createdAt: 'createdAt', updatedAt: 'updatedAt' },
        export: { title: 'x', columns: {} },
        bulk: { activate: { set: {} }, deactivate: { set: {} } },
      });
    expect(declare).toBeTypeOf('function');
  });
});

describe.each(databaseLanes())('the list kit on $name', (lane) => {
  const server = serverOnLane(lane);
  const salesCompany = seededCompany(server, 'Adconsole Sales');

  it('holds a query to the rows of one company (the compiled SQL names it)', () => {
    const { sql, parameters } = scopedRows(server.database.db, 'leadSource', 42)
      .selectAll()
      .compile();
    expect(sql).toMatch(/where "lead_source"\."company_id" = \$1/);
    expect(parameters).toEqual([42]);
    // @ts-expect-error the incidents of the status page belong to no company
    scopedRows(server.database.db, 'incident', 42);
  });

  it('walks every row of a filter by keyset in the order the pages show, across chunks', async () => {
    const rows = scopedRows(server.database.db, 'leadSource', salesCompany.id);
    for (const sort of [
      { key: caseless('name'), order: 'ASC' as const },
      { key: 'createdAt', order: 'DESC' as const },
    ]) {
      const paged = await pageOfRows<'leadSource', { id: number }>(rows, sort, 0, 100);
      const walked: number[] = [];
      for await (const row of everyRow<'leadSource', { id: number }>(rows, sort, 4))
        walked.push(row.id);
      expect(walked).toEqual(paged.rows.map((row) => row.id));
      expect(walked.length).toBe(paged.total);
      expect(paged.total).toBeGreaterThan(8);
    }
  });

  it('counts the rows of each value in one grouped query', async () => {
    const counts = await countsBy(
      scopedRows(server.database.db, 'leadSource', salesCompany.id),
      'active',
    );
    expect(counts).toEqual({ true: 15, false: 3 });
  });

  it('answers the counts of status tabs under the other filters, of the acting company only', async () => {
    // Lead sources have no status: their activity stands in for one, and the name filter for
    // the list's other filters.
    const app = Fastify();
    const filters = sourceEndpoints.list.query;
    const counts = countsEndpoint({
      path: 'test/sources',
      noun: 'lead source',
      filters: z.extend(z.omit(filters, { page: true, limit: true }), {
        active: z.optional(z.string()),
      }),
      by: 'active',
    });
    await app.register(async (scope) => {
      scope.decorateRequest('actor', null);
      scope.addHook('onRequest', async (request) => {
        Object.assign(request, {
          actor: { userId: 1, actingCompanyId: salesCompany.id, roles: new Set(['SALESFUNNEL']) },
        });
      });
      registerResource(scope, server.database.db, {
        endpoints: { ...sourceEndpoints, list: { ...sourceEndpoints.list, path: 'test/sources' } },
        table: 'leadSource',
        access: { read: funnelAccess, write: funnelAccess },
        toItem: (row) => row,
        nameOf: (row) => row.name,
        toStored: () => ({}),
        filters: { nameFilter: contains('name') },
        sort: { name: caseless('name'), createdAt: 'createdAt', updatedAt: 'updatedAt' },
        export: { title: 'x', columns: {} },
        bulk: { activate: { set: {} }, deactivate: { set: {} } },
        counts: { endpoint: counts, column: 'active' },
      });
    });
    const all = await app.inject({ method: 'GET', url: '/api/test/sources/counts' });
    expect(all.json()).toEqual({ true: 15, false: 3 });
    const some = await app.inject({
      method: 'GET',
      url: '/api/test/sources/counts?nameFilter=messe',
    });
    const total = Object.values(some.json() as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(18);
    // The status the tabs set is no filter of its counts, nor are paging and sort.
    expect(counts.query?.safeParse({ active: 'true' }).success).toBe(false);
    expect(counts.query?.safeParse({ sort: 'name' }).success).toBe(false);
    expect(counts.path).toBe('test/sources/counts');
    await app.close();
  });
});

describe('formula neutralising of exports (OWASP CSV injection)', () => {
  it('puts an apostrophe before a text a spreadsheet would run, and leaves other texts alone', () => {
    for (const text of ['=1+1', '+41 44 000 00 00', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutralised(text)).toBe(`'${text}`);
    }
    for (const text of ['Zürich', '1 = 1', 'a-b', '']) expect(neutralised(text)).toBe(text);
  });
});
