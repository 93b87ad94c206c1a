import { describe, expect, it } from 'vitest';
import { endpoints } from './contracts/endpoints.ts';
import {
  addMissingTranslationSchema,
  aggregatedTranslationsQuerySchema,
  createTranslationSchema,
  translationKeySchema,
  translationListQuerySchema,
  updateTranslationSchema,
} from './contracts/translations.ts';
import { ApiError } from './errors.ts';
import {
  addMissingTranslation,
  createTranslation,
  deleteTranslation,
  getAggregatedTranslations,
  getTranslationNamespaces,
  getTranslations,
  getTranslationTexts,
  updateTranslation,
} from './services/translations.ts';
import { fakeServer, json } from './test-support.ts';

const translation = {
  id: 7,
  key: 'ORDER_TITLE',
  namespace: 'common',
  values: { DE: 'Auftrag', EN: 'Order', FR: null, IT: null },
  missingLanguages: ['FR', 'IT'],
  pageRef: null,
  createdAt: '2025-03-04T08:00:00.000Z',
  updatedAt: '2025-03-04T08:00:00.000Z',
};

describe('translate service contracts (spec 2 §5, §7)', () => {
  it('has the paths of spec 2 §7 under ws-translate', () => {
    const calls = [
      endpoints.translations,
      endpoints.translationsAggregated,
      endpoints.createTranslation,
      endpoints.addMissingTranslation,
      endpoints.updateTranslation,
      endpoints.deleteTranslation,
      endpoints.translationNamespaces,
    ].map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(calls).toEqual([
      'GET ws-translate/translations',
      'GET ws-translate/translations-aggregated',
      'POST ws-translate/translation',
      'POST ws-translate/translation/add-missing',
      'PUT ws-translate/translation/{id}',
      'DELETE ws-translate/translation/{id}',
      'GET ws-translate/translations/namespaces',
    ]);
  });

  it('takes keys of upper-case letters, digits, dash and underscore only', () => {
    for (const key of ['ORDER_TITLE', 'A-1', '42', 'X']) {
      expect(translationKeySchema.safeParse(key).success, key).toBe(true);
    }
    for (const key of ['order_title', 'ORDER.TITLE', 'ÄNDERN', 'A B', '', 'A'.repeat(201)]) {
      expect(translationKeySchema.safeParse(key).success, key).toBe(false);
    }
    const result = createTranslationSchema.safeParse({ namespace: 'common', key: 'bad key' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['key'],
      message: 'Only upper-case letters, digits, dash and underscore are allowed',
    });
  });

  it('lets missing-key reports and unchanged keys use the dotted form of bundled texts', () => {
    expect(
      addMissingTranslationSchema.parse({
        namespace: 'common',
        key: 'auth.login.title',
        pageRef: '/login',
      }),
    ).toEqual({ namespace: 'common', key: 'auth.login.title', pageRef: '/login' });
    expect(updateTranslationSchema.parse({ key: 'auth.login.title' }).values).toEqual({});
    for (const key of ['auth..title', '.auth', 'auth title', 'a:b']) {
      expect(addMissingTranslationSchema.safeParse({ namespace: 'common', key }).success).toBe(
        false,
      );
    }
  });

  it('fills in the list defaults and reads languages in either case', () => {
    expect(translationListQuerySchema.parse({})).toEqual({
      page: 0,
      limit: 20,
      sort: 'key',
      order: 'ASC',
    });
    expect(
      translationListQuerySchema.parse({
        order: 'desc',
        language: 'fr',
        missing: 'true',
        sort: 'DE',
      }),
    ).toMatchObject({ order: 'DESC', language: 'FR', missing: true, sort: 'DE' });
    expect(aggregatedTranslationsQuerySchema.parse({ language: 'it' })).toEqual({
      language: 'IT',
    });
    expect(translationListQuerySchema.safeParse({ language: 'es' }).success).toBe(false);
    expect(translationListQuerySchema.safeParse({ other: '1' }).success).toBe(false);
  });

  it('refuses a namespace that is not lower-case letters, digits and dashes', () => {
    for (const namespace of ['Common', 'a b', '1st', '']) {
      expect(createTranslationSchema.safeParse({ namespace, key: 'KEY' }).success, namespace).toBe(
        false,
      );
    }
  });
});

describe('translate service calls', () => {
  it('lists with the query given, leaving out what is not set', async () => {
    const { client, requests } = fakeServer(() => json({ items: [translation], total: 1 }));
    const list = await getTranslations(client, {
      page: 2,
      limit: 50,
      sort: 'updatedAt',
      order: 'DESC',
      keyFilter: 'ORDER',
      valueFilter: '',
      namespace: 'common',
      missing: true,
      language: 'FR',
    });
    expect(list.total).toBe(1);
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/ws-translate/translations');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      limit: '50',
      sort: 'updatedAt',
      order: 'DESC',
      keyFilter: 'ORDER',
      namespace: 'common',
      missing: 'true',
      language: 'FR',
    });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('reads the aggregated texts and the flat map of one namespace', async () => {
    const aggregated = {
      data: [{ language: 'DE', namespaces: [{ namespace: 'common', values: { A: 'a' } }] }],
    };
    const { client, requests } = fakeServer(() => json(aggregated));
    await expect(getAggregatedTranslations(client, { language: 'de' })).resolves.toEqual(
      aggregated,
    );
    await expect(
      getTranslationTexts(client, { language: 'DE', namespace: 'common' }),
    ).resolves.toEqual({ A: 'a' });
    expect(requests.map((request) => new URL(request.url).search)).toEqual([
      '?language=de',
      '?language=DE&namespace=common',
    ]);
    const empty = fakeServer(() => json({ data: [] }));
    await expect(
      getTranslationTexts(empty.client, { language: 'de', namespace: 'orders' }),
    ).resolves.toEqual({});
  });

  it('creates, updates and deletes', async () => {
    const { client, requests } = fakeServer((request) =>
      request.method === 'DELETE' ? json(null, 204) : json(translation),
    );
    await expect(
      createTranslation(client, {
        namespace: 'common',
        key: 'ORDER_TITLE',
        values: { DE: 'Auftrag', EN: 'Order' },
      }),
    ).resolves.toEqual(translation);
    await updateTranslation(client, { id: 7 }, { values: { FR: 'Commande' } });
    await deleteTranslation(client, { id: 7 });
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(
      [
        'POST /api/ws-translate/translation',
        'PUT /api/ws-translate/translation/7',
        'DELETE /api/ws-translate/translation/7',
      ],
    );
    expect(await requests[0]?.json()).toEqual({
      namespace: 'common',
      key: 'ORDER_TITLE',
      values: { DE: 'Auftrag', EN: 'Order' },
    });
    expect(await requests[1]?.json()).toEqual({ values: { FR: 'Commande' } });
  });

  it('reports a missing key and lists the namespaces by filter', async () => {
    const { client, requests } = fakeServer((request) =>
      request.method === 'POST' ? json(null, 204) : json({ items: ['common'] }),
    );
    await addMissingTranslation(client, {
      namespace: 'common',
      key: 'orders.title',
      pageRef: '/orders',
    });
    await expect(getTranslationNamespaces(client, { filter: 'com' })).resolves.toEqual({
      items: ['common'],
    });
    expect(requests[0]?.url).toBe('http://api.test/api/ws-translate/translation/add-missing');
    expect(await requests[0]?.json()).toEqual({
      namespace: 'common',
      key: 'orders.title',
      pageRef: '/orders',
    });
    expect(requests[1]?.url).toBe(
      'http://api.test/api/ws-translate/translations/namespaces?filter=com',
    );
  });

  it('refuses to run without the required parameters (spec 2 §5)', () => {
    const { client, requests } = fakeServer(() => json({}));
    expect(() =>
      updateTranslation(client, { id: undefined as unknown as number }, { values: {} }),
    ).toThrow('Missing required parameter: id');
    expect(() => deleteTranslation(client, { id: undefined as unknown as number })).toThrow(
      'Missing required parameter: id',
    );
    expect(() => createTranslation(client, { namespace: 'common', key: '' })).toThrow(
      'Missing required parameter: key',
    );
    expect(() => addMissingTranslation(client, { namespace: '', key: 'K' })).toThrow(
      'Missing required parameter: namespace',
    );
    expect(() => getAggregatedTranslations(client, { language: '' as 'de' })).toThrow(
      'Missing required parameter: language',
    );
    expect(requests).toHaveLength(0);
  });

  it('answers a 422 as an ApiError with the field errors', async () => {
    const body = {
      message: 'Validation failed',
      translationKey: 'VALIDATION_FAILED',
      fieldErrors: { key: 'Only upper-case letters, digits, dash and underscore are allowed' },
      formErrors: [],
    };
    const { client } = fakeServer(() => json(body, 422));
    const error = await createTranslation(client, { namespace: 'common', key: 'x' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, body });
  });
});
