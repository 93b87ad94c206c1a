import { type Source, sourceSchema } from '@adconsole/api/contracts';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { callsAs } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { expectFieldError } from './support/sales.ts';

// Lead sources (/sales/sources), the first resource built only from the list kit: its list,
// export, record, create, update and bulk calls, and the kit's company scoping on each.

const base = '/api/ws-funnel/sources';

describeOnLanes(
  'the lead sources of the list kit',
  ['sales', 'admin', 'ops'],
  ({ server, tokens }) => {
    const adminCompany = seededCompany(server, 'Adconsole AG');

    const call = callsAs(server, () => tokens.sales);
    const list = async (query: string, token = tokens.sales) => {
      const response = await call('GET', `${base}?${query}`, undefined, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { items: Source[]; total: number };
    };
    const names = (page: { items: Source[] }) => page.items.map((source) => source.name);
    const sourceNamed = async (name: string) =>
      (await list(`nameFilter=${encodeURIComponent(name)}&includeInactive=true`))
        .items[0] as Source;

    it('lists the acting company’s active sources by name with a total, and pages them', async () => {
      const all = await list('limit=100');
      expect(all.items.every((source) => sourceSchema.safeParse(source).success)).toBe(true);
      expect(all.items.every((source) => source.active)).toBe(true);
      expect(names(all)).toContain('Website-Kontaktformular');
      expect(names(all)).not.toContain('Fax-Anfrage');
      expect(names(all)).not.toContain('Direktvertrieb');
      const sorted = [...names(all)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
      expect(names(all)).toEqual(sorted);
      const withInactive = await list('limit=100&includeInactive=true');
      expect(withInactive.total).toBe(all.total + 3);
      const second = await list('limit=5&page=1');
      expect(names(second)).toEqual(names(all).slice(5, 10));
      expect(second.total).toBe(all.total);
    });

    it('filters by part of the name, % and _ being letters, and sorts by a date both ways', async () => {
      expect(names(await list('nameFilter=MESSE'))).toEqual([
        'Messe SuisseEMEX Zürich',
        'Messe Werbemittel Wien',
      ]);
      expect((await list('nameFilter=%25')).total).toBe(0);
      const newest = await list('sort=createdAt&order=DESC&limit=100');
      const oldest = await list('sort=createdAt&order=asc&limit=100');
      expect(names(newest)).toEqual([...names(oldest)].reverse());
    });

    it('answers 422 for a sort or page outside the contract, and 403 to a role without the funnel', async () => {
      expect((await call('GET', `${base}?sort=colour`)).statusCode).toBe(422);
      expect((await call('GET', `${base}?limit=101`)).statusCode).toBe(422);
      expect((await call('GET', base, undefined, tokens.ops)).statusCode).toBe(403);
    });

    it('creates a source, refusing a name the company has in any case (422 on the name)', async () => {
      const created = await call('POST', base, { name: 'Radio-Gewinnspiel' });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toMatchObject({ name: 'Radio-Gewinnspiel', active: true, version: 0 });
      const again = await call('POST', base, { name: 'radio-gewinnspiel' });
      expect(expectFieldError(again, 'name')).toBe('A source with this name already exists');
      // Another company may have the same name: names are unique per company.
      const elsewhere = await call('POST', base, { name: 'Radio-Gewinnspiel' }, tokens.admin);
      expect(elsewhere.statusCode).toBe(200);
      expect((await call('POST', base, { name: '  ' })).statusCode).toBe(422);
    });

    it('renames with the version it read; a stale version answers 412 and changes nothing', async () => {
      const source = await sourceNamed('Kaltakquise');
      const renamed = await call('PUT', `${base}/${source.id}`, {
        name: 'Kaltakquise Telefon',
        active: true,
        version: source.version,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({
        name: 'Kaltakquise Telefon',
        version: source.version + 1,
      });
      const stale = await call('PUT', `${base}/${source.id}`, {
        name: 'Kaltakquise Mail',
        active: true,
        version: source.version,
      });
      expect(stale.statusCode).toBe(412);
      expect(stale.json()).toMatchObject({ translationKey: 'PRECONDITION_FAILED' });
      expect((await sourceNamed('Kaltakquise')).name).toBe('Kaltakquise Telefon');
    });

    it('keeps every call to the acting company: another company’s source is not found', async () => {
      const theirs = await sourceNamed('Partneragentur');
      const get = await call('GET', `${base}/${theirs.id}`, undefined, tokens.admin);
      expect(get.statusCode).toBe(404);
      const put = await call(
        'PUT',
        `${base}/${theirs.id}`,
        { name: 'Übernommen', active: false, version: theirs.version },
        tokens.admin,
      );
      expect(put.statusCode).toBe(404);
      const bulk = await call(
        'POST',
        `${base}/bulk/deactivate`,
        { ids: [theirs.id] },
        tokens.admin,
      );
      expect(bulk.json()).toMatchObject({ done: 0, refused: 1 });
      expect((await sourceNamed('Partneragentur')).active).toBe(true);
      // Acting for the sales company through the envelope is what SWITCH_COMPANY_VIEW is for.
      expect(adminCompany.id).not.toBe(theirs.id);
    });

    it('previews a bulk deactivation without writing, then does it with a result per row', async () => {
      const active = await sourceNamed('Google Ads');
      const other = await sourceNamed('Verlagsanfrage');
      const inactive = await sourceNamed('Fax-Anfrage');
      const ids = [active.id, other.id, inactive.id];
      const preview = await call('POST', `${base}/bulk/deactivate`, { ids, dryRun: true });
      expect(preview.json()).toEqual({
        dryRun: true,
        done: 2,
        refused: 1,
        results: [
          { id: active.id, name: 'Google Ads', outcome: 'DONE' },
          { id: other.id, name: 'Verlagsanfrage', outcome: 'DONE' },
          {
            id: inactive.id,
            name: 'Fax-Anfrage',
            outcome: 'REFUSED',
            reason: 'The source is already inactive',
            translationKey: 'ALREADY_INACTIVE',
          },
        ],
      });
      expect((await sourceNamed('Google Ads')).active).toBe(true);
      const done = await call('POST', `${base}/bulk/deactivate`, { ids });
      expect(done.json()).toMatchObject({ dryRun: false, done: 2, refused: 1 });
      expect((await sourceNamed('Google Ads')).active).toBe(false);
      expect((await sourceNamed('Google Ads')).version).toBe(active.version + 1);
      expect((await call('POST', `${base}/bulk/archive`, { ids })).statusCode).toBe(404);
    });

    it('exports the filtered list as CSV in the language asked, every formula neutralised', async () => {
      await call('POST', base, { name: '=HYPERLINK("http://evil.example")' });
      const csv = await call(
        'GET',
        `${base}/export?format=csv&language=de&columns=name,active&includeInactive=true&sort=name`,
      );
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe('Name;Status');
      expect(lines).toContain('Fax-Anfrage;Inaktiv');
      expect(
        lines.some((line) => line.startsWith(`"'=HYPERLINK(""http://evil.example"")";Aktiv`)),
      ).toBe(true);
      const all = await list('includeInactive=true&limit=1');
      expect(lines.length - 1).toBe(all.total);
    });

    // Issue 33: "lead sources … exist only in German": an export in French names them in French too.
    it('exports .xlsx with the visible columns in their order, headers and names in French', async () => {
      const response = await call(
        'GET',
        `${base}/export?format=xlsx&language=fr&columns=active,name&nameFilter=messe`,
      );
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const rows = workbook.worksheets[0]?.getSheetValues().slice(1) as unknown[][];
      expect(rows.map((row) => row.slice(1))).toEqual([
        ['Statut', 'Nom'],
        ['Actif', 'Salon SuisseEMEX Zürich'],
        ['Actif', 'Salon Werbemittel Wien'],
      ]);
      const unknownColumn = await call('GET', `${base}/export?format=xlsx&columns=password`);
      expect(unknownColumn.statusCode).toBe(422);
    });
  },
);
