import {
  LABEL_TYPES,
  type Label,
  labelListSchema,
  labelSchema,
  labelsSchema,
  labelTypesSchema,
  type SelectedCompany,
} from '@adconsole/api/contracts';
import { describe, expect, it } from 'vitest';
import { answerOf } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { expectErrorBody, expectFieldError, labelNamed } from './support/sales.ts';

const base = '/api/ws-labels/labels';

describeOnLanes(
  'the labels service of spec 2 §7',
  ['sales', 'admin', 'ops', 'agency', 'publisher'],
  ({ server, tokens }) => {
    const salesCompany = seededCompany(server, 'Adconsole Sales');
    const adminCompany = seededCompany(server, 'Adconsole AG');

    const list = async (query: string, token = tokens.sales, company?: SelectedCompany) => {
      const response = await server.request({
        method: 'GET',
        url: `${base}?${query}`,
        token,
        ...(company ? { company } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      return labelsSchema.parse(response.json());
    };
    const names = (result: { items: Label[] }) => result.items.map((label) => label.name);
    const create = (payload: Record<string, unknown>, token = tokens.sales) =>
      server.send('POST', base, token, payload);
    const update = (id: number, payload: Record<string, unknown>, token = tokens.sales) =>
      server.send('PUT', `${base}/${id}`, token, payload);

    describe('GET labels (query: type, page, limit, order, sort, nameFilter, includeInactive, companyId)', () => {
      it('lists the acting company’s active labels of a type, sorted by name, with a total', async () => {
        const funnel = await list('type=SALESFUNNEL&limit=100');
        expect(funnel.items.every((label) => label.type === 'SALESFUNNEL' && label.active)).toBe(
          true,
        );
        expect(funnel.items.every((label) => label.companyId === salesCompany.id)).toBe(true);
        expect(names(funnel)).toContain('Neukunde');
        expect(names(funnel)).not.toContain('Sommeraktion 2025');
        const sorted = [...names(funnel)].sort((a, b) =>
          a.toLowerCase().localeCompare(b.toLowerCase()),
        );
        expect(names(funnel)).toEqual(sorted);
        expect(funnel.total).toBe(funnel.items.length);
        const inactive = await list('type=SALESFUNNEL&includeInactive=true&limit=100');
        expect(inactive.total).toBe(funnel.total + 1);
        expect(names(inactive)).toContain('Sommeraktion 2025');
        const desc = await list('type=SALESFUNNEL&order=desc&limit=100');
        expect(names(desc)).toEqual([...names(funnel)].reverse());
        const paged = await list('type=SALESFUNNEL&limit=2&page=1');
        expect(names(paged)).toEqual(names(funnel).slice(2, 4));
        expect(paged.total).toBe(funnel.total);
      });

      it('"Labels for the form: list with nameFilter, limit, page, sort name, order asc, type SALESFUNNEL"', async () => {
        const found = await list(
          'nameFilter=KUNDE&limit=10&page=0&sort=name&order=asc&type=SALESFUNNEL',
        );
        expect(names(found)).toEqual(['Bestandskunde', 'Neukunde']);
        // % and _ are letters, not wildcards.
        expect((await list('nameFilter=%25')).total).toBe(0);
        expect(names(await list('type=WEBSITES&includeInactive=true'))).toEqual([
          'Nachrichten',
          'Sport',
        ]);
      });

      it('companyId: another company’s labels for a caller who may act for it, else 403', async () => {
        const forSales = await list(`companyId=${salesCompany.id}&type=ACCOUNTS`, tokens.admin);
        expect(names(forSales)).toEqual(['Grosskunde', 'KMU', 'Öffentliche Hand']);
        expect(
          (await list('type=ACCOUNTS', tokens.admin)).items.every(
            (label) => label.companyId === adminCompany.id,
          ),
        ).toBe(true);
        expectErrorBody(
          await server.send('GET', `${base}?companyId=${adminCompany.id}`, tokens.sales),
          403,
        );
        expect((await list(`companyId=${salesCompany.id}&limit=1`)).total).toBeGreaterThan(20);
      });

      it('reads for staff (ops reads); 403 for agency and publisher, 401 without a token; bad queries 422', async () => {
        expect((await list('limit=1', tokens.ops)).total).toBeGreaterThan(0);
        expectErrorBody(await server.send('GET', base, tokens.agency), 403);
        expectErrorBody(await server.send('GET', base, tokens.publisher), 403);
        expect((await server.send('GET', base)).statusCode).toBe(401);
        for (const [query, field] of [
          ['type=TAGS', 'type'],
          ['limit=0', 'limit'],
          ['includeInactive=maybe', 'includeInactive'],
          ['sort=colour', 'sort'],
          ['companyId=abc', 'companyId'],
        ] as const) {
          expectFieldError(await server.send('GET', `${base}?${query}`, tokens.sales), field);
        }
      });
    });

    describe('POST labels (body: label)', () => {
      it('creates a label of the acting company; names are unique per type in any case', async () => {
        const label = labelSchema.parse(
          await answerOf(
            create({ name: ' Messe Bern ', type: 'SALESFUNNEL', description: 'BEA 2026' }),
          ),
        );
        expect(label).toMatchObject({
          name: 'Messe Bern',
          type: 'SALESFUNNEL',
          active: true,
          description: 'BEA 2026',
          companyId: salesCompany.id,
        });
        expect(
          expectFieldError(await create({ name: 'MESSE BERN', type: 'SALESFUNNEL' }), 'name'),
        ).toBe('A label with this name already exists');
        // The same name of another type, or in another company, is free.
        expect(
          (await create({ name: 'Messe Bern', type: 'PRODUCT' }, tokens.admin)).statusCode,
        ).toBe(200);
        const inSales = await server.request({
          method: 'POST',
          url: base,
          token: tokens.admin,
          company: salesCompany,
          payload: { name: 'Messe Bern', type: 'PRODUCT' },
        });
        expect(inSales.statusCode).toBe(200);
        expect(labelSchema.parse(inSales.json()).companyId).toBe(salesCompany.id);
      });

      it('"/sales/tags (SALESFUNNEL labels) and /settings/labels (every type)": only an administrator creates other types', async () => {
        const before = (await list('includeInactive=true&limit=1')).total;
        expectErrorBody(await create({ name: 'VIP', type: 'ACCOUNTS' }), 403);
        expectErrorBody(await create({ name: 'VIP', type: 'SALESFUNNEL' }, tokens.ops), 403);
        expectErrorBody(await create({ name: 'VIP', type: 'SALESFUNNEL' }, tokens.agency), 403);
        expect(expectFieldError(await create({ name: '  ', type: 'SALESFUNNEL' }), 'name')).toBe(
          'field is required',
        );
        expectFieldError(await create({ name: 'x'.repeat(101), type: 'SALESFUNNEL' }), 'name');
        expectFieldError(await create({ name: 'VIP', type: 'VIP' }), 'type');
        expectFieldError(await create({ name: 'VIP' }), 'type');
        expectFieldError(
          await create({ name: 'VIP', type: 'SALESFUNNEL', companyId: 1 }),
          'companyId',
        );
        expect((await list('includeInactive=true&limit=1')).total).toBe(before);
      });
    });

    describe('GET labels/types', () => {
      it('names every label type', async () => {
        const response = await server.send('GET', `${base}/types`, tokens.ops);
        expect(labelTypesSchema.parse(response.json()).items).toEqual([...LABEL_TYPES]);
        expectErrorBody(await server.send('GET', `${base}/types`, tokens.agency), 403);
      });
    });

    describe('POST labels/by-ids (body: ids) and GET labels/{id}', () => {
      it('answers the acting company’s labels only', async () => {
        const neukunde = await labelNamed(server.database.db, salesCompany.id, 'Neukunde');
        const print = await labelNamed(server.database.db, salesCompany.id, 'Print');
        const foreign = (await list('limit=1', tokens.admin)).items[0]?.id ?? 0;
        const response = await server.send('POST', `${base}/by-ids`, tokens.sales, {
          ids: [print, neukunde, foreign, 2_000_000_000],
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(labelListSchema.parse(response.json()).items.map((label) => label.name)).toEqual([
          'Neukunde',
          'Print',
        ]);
        expectFieldError(
          await server.send('POST', `${base}/by-ids`, tokens.sales, { ids: [] }),
          'ids',
        );
        expectFieldError(
          await server.send('POST', `${base}/by-ids`, tokens.sales, { ids: ['1'] }),
          'ids.0',
        );
        const one = await server.send('GET', `${base}/${neukunde}`, tokens.sales);
        expect(labelSchema.parse(one.json())).toMatchObject({
          id: neukunde,
          name: 'Neukunde',
          description: 'Erster Auftrag steht noch aus',
        });
        expectErrorBody(await server.send('GET', `${base}/${foreign}`, tokens.sales), 404);
        expectErrorBody(await server.send('GET', `${base}/${neukunde}`, tokens.admin), 404);
        expectErrorBody(await server.send('GET', `${base}/abc`, tokens.sales), 404);
        expectErrorBody(await server.send('GET', `${base}/${neukunde}`, tokens.publisher), 403);
      });
    });

    describe('PUT labels/{id} (body: label)', () => {
      it('renames, deactivates and activates a label; an inactive one leaves the default list', async () => {
        const label = labelSchema.parse(
          (await create({ name: 'Winteraktion', type: 'SALESFUNNEL' })).json(),
        );
        const renamed = await update(label.id, {
          name: 'Winteraktion 2026',
          type: 'SALESFUNNEL',
          active: false,
        });
        expect(renamed.statusCode, renamed.body).toBe(200);
        expect(labelSchema.parse(renamed.json())).toMatchObject({
          id: label.id,
          name: 'Winteraktion 2026',
          active: false,
          createdAt: label.createdAt,
        });
        expect(names(await list('nameFilter=winter'))).toEqual([]);
        expect(names(await list('nameFilter=winter&includeInactive=true'))).toEqual([
          'Winteraktion 2026',
        ]);
        await update(label.id, { name: 'Winteraktion 2026', type: 'SALESFUNNEL', active: true });
        expect(names(await list('nameFilter=winter'))).toEqual(['Winteraktion 2026']);
      });

      it('refuses a taken name, a type the caller may not manage and another company’s label; the label is unchanged', async () => {
        const label = labelSchema.parse(
          (await create({ name: 'Herbstaktion', type: 'SALESFUNNEL' })).json(),
        );
        expectFieldError(await update(label.id, { name: 'neukunde', type: 'SALESFUNNEL' }), 'name');
        expectErrorBody(await update(label.id, { name: 'Herbstaktion', type: 'ACCOUNTS' }), 403);
        const kmu = await labelNamed(server.database.db, salesCompany.id, 'KMU');
        expectErrorBody(await update(kmu, { name: 'KMU', type: 'SALESFUNNEL' }), 403);
        expectErrorBody(
          await update(label.id, { name: 'Admin', type: 'SALESFUNNEL' }, tokens.admin),
          404,
        );
        expectErrorBody(
          await update(label.id, { name: 'Ops', type: 'SALESFUNNEL' }, tokens.ops),
          403,
        );
        expectFieldError(await update(label.id, { name: '', type: 'SALESFUNNEL' }), 'name');
        const now = await server.send('GET', `${base}/${label.id}`, tokens.sales);
        expect(labelSchema.parse(now.json())).toEqual(label);
        // An administrator manages every type.
        const retyped = await update(
          label.id,
          { name: 'Herbstaktion', type: 'SALESPROMOTION' },
          tokens.admin,
        );
        expect(retyped.statusCode).toBe(404);
        const acting = await server.request({
          method: 'PUT',
          url: `${base}/${label.id}`,
          token: tokens.admin,
          company: salesCompany,
          payload: { name: 'Herbstaktion', type: 'SALESPROMOTION' },
        });
        expect(acting.statusCode, acting.body).toBe(200);
        expect(labelSchema.parse(acting.json()).type).toBe('SALESPROMOTION');
      });
    });
  },
);
