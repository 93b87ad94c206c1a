import {
  aggregatedTranslationsSchema,
  type Translation,
  translationListSchema,
  translationNamespacesSchema,
  translationSchema,
} from '@adconsole/api/contracts';
import { createHttpTranslationSource } from '@adconsole/i18n';
import { bundledTexts, namespaces } from '@adconsole/i18n/resources';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundledTranslationRows, seedBundledTranslations } from '../src/seed/translations.ts';
import { databaseLanes } from './support/databases.ts';
import { serverOnLane } from './support/lane-server.ts';
import { updateRow } from './support/rows.ts';

const base = '/api/ws-translate';
const KEY_RULE = 'Only upper-case letters, digits, dash and underscore are allowed';

describe.each(databaseLanes())('the translate service of spec 2 §7 on $name', (lane) => {
  const server = serverOnLane(lane);
  let admin: string;
  let agency: string;
  let sales: string;

  const call = (options: InjectOptions & { token?: string }) => server.request(options);
  const list = async (query: string, token = admin) => {
    const response = await call({ method: 'GET', url: `${base}/translations?${query}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return translationListSchema.parse(response.json());
  };
  const create = async (payload: unknown, token = admin) =>
    call({ method: 'POST', url: `${base}/translation`, payload: payload as object, token });
  const created = async (payload: unknown): Promise<Translation> => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(201);
    return translationSchema.parse(response.json());
  };
  const aggregated = async (query: string) => {
    const response = await call({ method: 'GET', url: `${base}/translations-aggregated?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return aggregatedTranslationsSchema.parse(response.json());
  };

  beforeAll(async () => {
    admin = await server.signIn('admin@example.com');
    agency = await server.signIn('agency@example.com');
    sales = await server.signIn('sales@example.com');
    // A namespace of its own, so counts do not depend on the bundled texts.
    for (const [key, de, en, fr, it] of [
      ['ALPHA', 'Alpha de', 'Alpha en', 'Alpha fr', 'Alpha it'],
      ['BRAVO', 'Bravo de', 'Bravo en', null, 'Bravo it'],
      ['CHARLIE_1', 'Charlie 50% de', 'Charlie en', 'Charlie fr', null],
      ['DELTA-2', null, 'Delta en', 'Delta fr', 'Delta it'],
      ['ECHO', 'Zulu de', 'Echo en', 'Echo fr', 'Echo it'],
    ] as const) {
      await created({ namespace: 'probe', key, values: { DE: de, EN: en, FR: fr, IT: it } });
    }
  });

  describe('seeded from the bundled texts of packages/i18n', () => {
    it('has every bundled key of common with its text in each language', async () => {
      const rows = bundledTranslationRows();
      const result = await list('namespace=common&limit=1');
      expect(result.total).toBe(rows.filter((row) => row.namespace === 'common').length);
      const { data } = await aggregated('language=de&namespace=common');
      expect(data[0]?.namespaces[0]?.values['auth.login.title']).toBe(
        bundledTexts('de', 'common')['auth.login.title'],
      );
      const { data: italian } = await aggregated('language=IT&namespace=common');
      expect(italian[0]?.namespaces[0]?.values).toEqual(bundledTexts('it', 'common'));
    });

    it('brings unedited texts up to date on a new seed, and keeps an administrator’s edit', async () => {
      const { db } = server.database;
      const key = 'shell.signOut';
      await db
        .updateTable('translation')
        .set({ en: 'An old text' })
        .where('namespace', '=', 'common')
        .where('key', '=', key)
        .execute();
      const [row] = (await list(`namespace=common&keyFilter=auth.login.title`)).items;
      if (!row) throw new Error('no seeded auth.login.title');
      const edit = await call({
        method: 'PUT',
        url: `${base}/translation/${row.id}`,
        payload: { values: { EN: 'Log in here' } },
        token: admin,
      });
      expect(edit.statusCode).toBe(200);

      await seedBundledTranslations(db);
      const texts = (await aggregated('language=en&namespace=common')).data[0]?.namespaces[0];
      expect(texts?.values[key]).toBe(bundledTexts('en', 'common')[key]);
      expect(texts?.values['auth.login.title']).toBe('Log in here');
      // Put back for the other tests.
      await updateRow(db, 'translation', row.id, {
        en: bundledTexts('en', 'common')['auth.login.title'] ?? null,
      });
    });
  });

  describe('GET translations-aggregated', () => {
    it('answers anyone, signed in or not, the texts of a language as a flat map', async () => {
      const { data } = await aggregated('language=DE&namespace=probe');
      expect(data).toEqual([
        {
          language: 'DE',
          namespaces: [
            {
              namespace: 'probe',
              values: {
                ALPHA: 'Alpha de',
                BRAVO: 'Bravo de',
                CHARLIE_1: 'Charlie 50% de',
                ECHO: 'Zulu de',
              },
            },
          ],
        },
      ]);
      const signedIn = await call({
        method: 'GET',
        url: `${base}/translations-aggregated?language=fr&namespace=probe`,
        token: agency,
      });
      expect(signedIn.statusCode).toBe(200);
      expect(
        aggregatedTranslationsSchema.parse(signedIn.json()).data[0]?.namespaces[0]?.values,
      ).not.toHaveProperty('BRAVO');
    });

    it('answers every namespace without one, and an empty map for a namespace without texts', async () => {
      const all = await aggregated('language=en');
      expect(all.data[0]?.namespaces.map((entry) => entry.namespace)).toEqual(
        [...namespaces, 'probe'].sort(),
      );
      const none = await aggregated('language=en&namespace=nothing-here');
      expect(none.data[0]?.namespaces).toEqual([{ namespace: 'nothing-here', values: {} }]);
    });

    it('answers 422 without a language, or with one it does not know', async () => {
      for (const query of ['', 'language=es', 'language=de&namespace=BadName', 'language=de&x=1']) {
        const url = `${base}/translations-aggregated${query ? `?${query}` : ''}`;
        const response = await call({ method: 'GET', url });
        expect(response.statusCode, query).toBe(422);
        expect(response.json()).toMatchObject({ translationKey: 'VALIDATION_FAILED', path: url });
      }
    });
  });

  describe('with the console’s loader of packages/i18n', () => {
    it('loads the texts it reads and reports a missing key the server then lists', async () => {
      // The loader's fetch, answered by this server without a network.
      const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
        const request = new Request(input, init);
        const url = new URL(request.url);
        const response = await server.app.inject({
          method: request.method as InjectOptions['method'],
          url: `${url.pathname}${url.search}`,
          headers: Object.fromEntries(request.headers),
          ...(init?.body ? { payload: String(init.body) } : {}),
        });
        return new Response(response.statusCode === 204 ? null : response.body, {
          status: response.statusCode,
          headers: { 'content-type': 'application/json' },
        });
      }) as typeof globalThis.fetch;
      const source = createHttpTranslationSource({
        baseUrl: 'http://console.test/api/ws-translate',
        fetch,
        headers: () => ({ authorization: `Bearer ${sales}` }),
      });
      expect(await source.load('en', 'probe')).toEqual({
        ALPHA: 'Alpha en',
        BRAVO: 'Bravo en',
        CHARLIE_1: 'Charlie en',
        'DELTA-2': 'Delta en',
        ECHO: 'Echo en',
      });
      await source.reportMissing({ namespace: 'probe', key: 'loader.missing', pageRef: '/x' });
      const [reported] = (await list('namespace=probe&keyFilter=loader.missing')).items;
      expect(reported).toMatchObject({ pageRef: '/x', missingLanguages: ['DE', 'EN', 'FR', 'IT'] });
      await call({ method: 'DELETE', url: `${base}/translation/${reported?.id}`, token: admin });
    });
  });

  describe('GET translations', () => {
    it('lets any signed-in user read, and nobody else', async () => {
      expect((await list('namespace=probe', agency)).total).toBe(5);
      expect((await list('namespace=probe', sales)).total).toBe(5);
      const anonymous = await call({ method: 'GET', url: `${base}/translations` });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ translationKey: 'UNAUTHORIZED' });
    });

    it('answers the fields of spec 2 §3: id, key, namespace, per-language values', async () => {
      const [bravo] = (await list('namespace=probe&keyFilter=BRAVO')).items;
      expect(bravo).toMatchObject({
        key: 'BRAVO',
        namespace: 'probe',
        values: { DE: 'Bravo de', EN: 'Bravo en', FR: null, IT: 'Bravo it' },
        missingLanguages: ['FR'],
        pageRef: null,
      });
    });

    it('pages with page and limit, and counts the whole list', async () => {
      const first = await list('namespace=probe&page=0&limit=2');
      const second = await list('namespace=probe&page=1&limit=2');
      const third = await list('namespace=probe&page=2&limit=2');
      expect(first.total).toBe(5);
      expect([first, second, third].map((page) => page.items.map((item) => item.key))).toEqual([
        ['ALPHA', 'BRAVO'],
        ['CHARLIE_1', 'DELTA-2'],
        ['ECHO'],
      ]);
      expect((await list('namespace=probe&page=9')).items).toEqual([]);
    });

    it('sorts by key, namespace, dates or a language, either way', async () => {
      const keys = async (query: string) =>
        (await list(`namespace=probe&${query}`)).items.map((item) => item.key);
      expect(await keys('sort=key&order=DESC')).toEqual([
        'ECHO',
        'DELTA-2',
        'CHARLIE_1',
        'BRAVO',
        'ALPHA',
      ]);
      expect(await keys('sort=createdAt&order=asc')).toEqual([
        'ALPHA',
        'BRAVO',
        'CHARLIE_1',
        'DELTA-2',
        'ECHO',
      ]);
      // By the German text, the one without a text last either way.
      expect(await keys('sort=DE&order=ASC')).toEqual([
        'ALPHA',
        'BRAVO',
        'CHARLIE_1',
        'ECHO',
        'DELTA-2',
      ]);
      expect(await keys('sort=DE&order=DESC')).toEqual([
        'ECHO',
        'CHARLIE_1',
        'BRAVO',
        'ALPHA',
        'DELTA-2',
      ]);
      const byNamespace = await list('sort=namespace&order=DESC&limit=1');
      expect(byNamespace.items[0]?.namespace).toBe([...namespaces, 'probe'].sort().at(-1));
      const ascending = await list('sort=namespace&order=ASC&limit=1');
      expect(ascending.items[0]?.namespace).toBe([...namespaces, 'probe'].sort()[0]);
    });

    it('filters by a part of the key, case-insensitive, with % and _ as letters', async () => {
      expect((await list('namespace=probe&keyFilter=lph')).items.map((i) => i.key)).toEqual([
        'ALPHA',
      ]);
      expect((await list('namespace=probe&keyFilter=_')).items.map((i) => i.key)).toEqual([
        'CHARLIE_1',
      ]);
      expect((await list('namespace=probe&keyFilter=%25')).total).toBe(0);
      expect((await list('keyFilter=auth.login.')).total).toBeGreaterThan(3);
    });

    it('filters by a part of the texts: of one language, or of any', async () => {
      const keys = async (query: string) =>
        (await list(`namespace=probe&${query}`)).items.map((item) => item.key);
      expect(await keys('valueFilter=zulu')).toEqual(['ECHO']);
      expect(await keys('valueFilter=zulu&language=EN')).toEqual([]);
      expect(await keys('valueFilter=echo&language=en')).toEqual(['ECHO']);
      expect(await keys('valueFilter=50%25')).toEqual(['CHARLIE_1']);
    });

    it('keeps the translations missing a text: in one language, or in any', async () => {
      const keys = async (query: string) =>
        (await list(`namespace=probe&${query}`)).items.map((item) => item.key);
      expect(await keys('missing=true')).toEqual(['BRAVO', 'CHARLIE_1', 'DELTA-2']);
      expect(await keys('missing=true&language=FR')).toEqual(['BRAVO']);
      expect(await keys('missing=false')).toEqual(['ALPHA', 'ECHO']);
      expect(await keys('missing=false&language=de')).toEqual([
        'ALPHA',
        'BRAVO',
        'CHARLIE_1',
        'ECHO',
      ]);
    });

    it('answers 422 with the field for a query it cannot take', async () => {
      for (const [query, field] of [
        ['sort=colour', 'sort'],
        ['order=UP', 'order'],
        ['limit=101', 'limit'],
        ['page=-1', 'page'],
        ['missing=perhaps', 'missing'],
        ['language=es', 'language'],
        ['namespace=NOT_A_NAMESPACE', 'namespace'],
        ['colour=red', 'colour'],
      ] as const) {
        const response = await call({
          method: 'GET',
          url: `${base}/translations?${query}`,
          token: agency,
        });
        expect(response.statusCode, query).toBe(422);
        expect(response.json().fieldErrors, query).toHaveProperty(field);
      }
    });
  });

  describe('POST translation', () => {
    it('lets ADMIN create a translation, which the aggregated texts then carry', async () => {
      const translation = await created({
        namespace: 'fresh',
        key: 'NEW_TEXT-1',
        values: { DE: 'Neu', EN: '  ', FR: null },
      });
      expect(translation).toMatchObject({
        key: 'NEW_TEXT-1',
        namespace: 'fresh',
        values: { DE: 'Neu', EN: null, FR: null, IT: null },
        missingLanguages: ['EN', 'FR', 'IT'],
      });
      expect((await aggregated('language=de&namespace=fresh')).data[0]?.namespaces[0]).toEqual({
        namespace: 'fresh',
        values: { 'NEW_TEXT-1': 'Neu' },
      });
    });

    it('refuses everyone but ADMIN', async () => {
      const payload = { namespace: 'probe', key: 'NOT_MINE' };
      expect((await create(payload, agency)).statusCode).toBe(403);
      expect((await create(payload, sales)).statusCode).toBe(403);
      expect((await create(payload, '')).statusCode).toBe(401);
      expect((await list('keyFilter=NOT_MINE')).total).toBe(0);
    });

    it('answers 422 for a key that is not upper-case letters, digits, dash and underscore', async () => {
      for (const key of [
        'lower',
        'auth.login.title',
        'MIT LEERZEICHEN',
        'ÜBER',
        '',
        'A'.repeat(201),
      ]) {
        const response = await create({ namespace: 'probe', key });
        expect(response.statusCode, key).toBe(422);
        expect(response.json(), key).toMatchObject({
          message: 'Validation failed',
          translationKey: 'VALIDATION_FAILED',
          path: `${base}/translation`,
          fieldErrors: { key: expect.any(String) },
          formErrors: [],
        });
      }
      expect((await create({ namespace: 'probe', key: 'lower' })).json().fieldErrors.key).toBe(
        KEY_RULE,
      );
    });

    it('answers 422 for a key the namespace has, a bad namespace or text, or an unknown field', async () => {
      const duplicate = await create({ namespace: 'probe', key: 'ALPHA' });
      expect(duplicate.statusCode).toBe(422);
      expect(duplicate.json().fieldErrors).toEqual({
        key: 'A translation with this key exists in this namespace',
      });
      for (const [payload, field] of [
        [{ namespace: 'Probe', key: 'X' }, 'namespace'],
        [{ key: 'X' }, 'namespace'],
        [{ namespace: 'probe', key: 'X', values: { ES: 'Hola' } }, 'values.ES'],
        [{ namespace: 'probe', key: 'X', values: { DE: 'x'.repeat(5001) } }, 'values.DE'],
        [{ namespace: 'probe', key: 'X', id: 4 }, 'id'],
      ] as const) {
        const response = await create(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
        expect(response.json().fieldErrors, JSON.stringify(payload)).toHaveProperty(field);
      }
      // The same key in another namespace is another translation.
      expect((await create({ namespace: 'other', key: 'ALPHA' })).statusCode).toBe(201);
    });
  });

  describe('POST translation/add-missing', () => {
    it('lets any signed-in user report a missing key, once, with the page it was missed on', async () => {
      const report = { namespace: 'common', key: 'orders.newThing', pageRef: '/orders/digital' };
      const first = await call({
        method: 'POST',
        url: `${base}/translation/add-missing`,
        payload: report,
        token: agency,
      });
      expect(first.statusCode).toBe(204);
      const again = await call({
        method: 'POST',
        url: `${base}/translation/add-missing`,
        payload: { ...report, pageRef: '/elsewhere' },
        token: sales,
      });
      expect(again.statusCode).toBe(204);
      const result = await list('keyFilter=orders.newThing&missing=true');
      expect(result.items).toHaveLength(1);
      expect(result.items[0]).toMatchObject({
        key: 'orders.newThing',
        pageRef: '/orders/digital',
        values: { DE: null, EN: null, FR: null, IT: null },
      });
    });

    it('leaves a key that exists as it is', async () => {
      const response = await call({
        method: 'POST',
        url: `${base}/translation/add-missing`,
        payload: { namespace: 'probe', key: 'ALPHA', pageRef: '/x' },
        token: agency,
      });
      expect(response.statusCode).toBe(204);
      const [alpha] = (await list('namespace=probe&keyFilter=ALPHA')).items;
      expect(alpha).toMatchObject({ pageRef: null, values: { DE: 'Alpha de' } });
    });

    it('answers 401 without sign-in and 422 for a key that is not a text key', async () => {
      const anonymous = await call({
        method: 'POST',
        url: `${base}/translation/add-missing`,
        payload: { namespace: 'common', key: 'a.b', pageRef: '/' },
      });
      expect(anonymous.statusCode).toBe(401);
      for (const payload of [
        { namespace: 'common', key: 'a b' },
        { namespace: 'common', key: 'a..b' },
        { namespace: 'common', key: 'a.b', pageRef: 'x'.repeat(501) },
        { namespace: 'COMMON', key: 'a.b' },
        { key: 'a.b' },
      ]) {
        const response = await call({
          method: 'POST',
          url: `${base}/translation/add-missing`,
          payload,
          token: agency,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      }
    });
  });

  describe('PUT translation/{id}', () => {
    const put = (id: number | string, payload: unknown, token = admin) =>
      call({ method: 'PUT', url: `${base}/translation/${id}`, payload: payload as object, token });

    it('lets ADMIN change texts; left-out languages stay, a blank one is cleared', async () => {
      const translation = await created({
        namespace: 'edit',
        key: 'EDIT_ME',
        values: { DE: 'Alt', EN: 'Old', FR: 'Vieux' },
      });
      const response = await put(translation.id, { values: { DE: 'Neu', FR: '', IT: 'Nuovo' } });
      expect(response.statusCode).toBe(200);
      expect(translationSchema.parse(response.json())).toMatchObject({
        key: 'EDIT_ME',
        values: { DE: 'Neu', EN: 'Old', FR: null, IT: 'Nuovo' },
        missingLanguages: ['FR'],
      });
      const { data } = await aggregated('language=de&namespace=edit');
      expect(data[0]?.namespaces[0]?.values).toEqual({ EDIT_ME: 'Neu' });
    });

    it('renames by the key rule, and lets a bundled key keep its dotted form', async () => {
      const translation = await created({ namespace: 'edit', key: 'RENAME_ME' });
      const bad = await put(translation.id, { key: 'rename.me' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({
        translationKey: 'VALIDATION_FAILED',
        fieldErrors: { key: KEY_RULE },
      });
      const renamed = await put(translation.id, { key: 'RENAMED', namespace: 'edit-two' });
      expect(renamed.json()).toMatchObject({ key: 'RENAMED', namespace: 'edit-two' });
      const taken = await put(translation.id, { key: 'ALPHA', namespace: 'probe' });
      expect(taken.statusCode).toBe(422);

      const [seeded] = (await list('namespace=common&keyFilter=shell.signOut')).items;
      if (!seeded) throw new Error('no seeded shell.signOut');
      const edit = await put(seeded.id, { key: 'shell.signOut', values: { IT: 'Esci' } });
      expect(edit.statusCode).toBe(200);
      expect(edit.json()).toMatchObject({ key: 'shell.signOut', values: { IT: 'Esci' } });
    });

    it('refuses everyone but ADMIN, and answers 404 for a translation that is not there', async () => {
      const [alpha] = (await list('namespace=probe&keyFilter=ALPHA')).items;
      if (!alpha) throw new Error('no ALPHA');
      expect((await put(alpha.id, { values: { DE: 'x' } }, agency)).statusCode).toBe(403);
      expect((await put(alpha.id, { values: { DE: 'x' } }, '')).statusCode).toBe(401);
      expect((await put(999_999, { values: { DE: 'x' } })).statusCode).toBe(404);
      expect((await put('abc', { values: { DE: 'x' } })).statusCode).toBe(404);
      expect((await put(alpha.id, { values: { DE: 7 } })).statusCode).toBe(422);
      expect((await list('namespace=probe&keyFilter=ALPHA')).items[0]?.values.DE).toBe('Alpha de');
    });
  });

  describe('DELETE translation/{id}', () => {
    it('lets ADMIN delete, answers 404 after, and refuses everyone else', async () => {
      const translation = await created({ namespace: 'gone', key: 'DELETE_ME' });
      const url = `${base}/translation/${translation.id}`;
      expect((await call({ method: 'DELETE', url, token: agency })).statusCode).toBe(403);
      expect((await call({ method: 'DELETE', url })).statusCode).toBe(401);
      const deleted = await call({ method: 'DELETE', url, token: admin });
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(deleted.body).toBe('');
      expect((await call({ method: 'DELETE', url, token: admin })).statusCode).toBe(404);
      expect((await list('namespace=gone')).total).toBe(0);
    });
  });

  describe('GET translations/namespaces', () => {
    it('lists the namespaces for any signed-in user, filtered by a part of the name', async () => {
      const all = await call({
        method: 'GET',
        url: `${base}/translations/namespaces`,
        token: sales,
      });
      expect(all.statusCode).toBe(200);
      const names = translationNamespacesSchema.parse(all.json()).items;
      expect(names).toEqual([...names].sort());
      expect(names).toEqual(expect.arrayContaining(['common', 'probe']));
      const filtered = await call({
        method: 'GET',
        url: `${base}/translations/namespaces?filter=ROB`,
        token: agency,
      });
      expect(translationNamespacesSchema.parse(filtered.json()).items).toEqual(['probe']);
      expect(
        (await call({ method: 'GET', url: `${base}/translations/namespaces` })).statusCode,
      ).toBe(401);
      const bad = await call({
        method: 'GET',
        url: `${base}/translations/namespaces?filter=${'x'.repeat(51)}`,
        token: agency,
      });
      expect(bad.statusCode).toBe(422);
    });
  });
});
