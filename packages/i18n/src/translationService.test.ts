import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, loadAllNamespaces } from './createI18n.ts';
import type { Language } from './languages.ts';
import { namespaces } from './namespaces.ts';
import { bundledTexts } from './resources.ts';
import { MemoryStorage } from './test-support.ts';
import {
  aggregatedValues,
  connectTranslationService,
  createHttpTranslationSource,
  type TranslationService,
  type TranslationSource,
} from './translationService.ts';

const MINUTE = 60_000;
const bundledTitle = (language: Language) => bundledTexts(language, 'common')['auth.login.title'];

/** A translate service in memory: texts per `language:namespace`, changeable between loads. */
function fakeSource(initial: Record<string, Record<string, string>> = {}) {
  const texts = new Map(Object.entries(initial));
  let failing = false;
  const source = {
    load: vi.fn(async (language: Language, namespace: string) => {
      if (failing) throw new Error('translate service unavailable');
      return { ...texts.get(`${language}:${namespace}`) };
    }),
    reportMissing: vi.fn(async () => {}),
  } satisfies TranslationSource;
  return {
    source,
    set: (slot: string, values: Record<string, string>) => texts.set(slot, values),
    fail: (value: boolean) => {
      failing = value;
    },
  };
}

const logger = { warn: vi.fn() };
let services: TranslationService[] = [];

/** An instance with every namespace loaded, as the console's signed-in pages have it. */
async function allTexts(language: Language = 'de') {
  const i18n = await createI18n({ language });
  await loadAllNamespaces(i18n);
  return i18n;
}

async function connect(
  server: ReturnType<typeof fakeSource>,
  {
    language = 'de' as Language,
    storage = new MemoryStorage(),
    ...options
  }: Partial<Parameters<typeof connectTranslationService>[1]> & {
    language?: Language;
    storage?: MemoryStorage;
  } = {},
) {
  const i18n = await allTexts(language);
  const service = connectTranslationService(i18n, {
    source: server.source,
    storage,
    logger,
    // One namespace keeps the expected calls short; the first test loads them all.
    namespaces: ['common'],
    pageRef: () => '/admin/localization',
    ...options,
  });
  services.push(service);
  await service.ready;
  return { i18n, service, storage };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-04T08:00:00Z') });
  logger.warn.mockReset();
});
afterEach(() => {
  for (const service of services) service.stop();
  services = [];
  vi.useRealTimers();
});

describe('loading texts from the translate service', () => {
  it('loads the current language of every namespace; server texts override bundled ones', async () => {
    const server = fakeSource({
      'de:common': { 'auth.login.title': 'Einloggen', EXTRA_HINT: 'Neu vom Server' },
    });
    const { i18n } = await connect(server, { namespaces: undefined });
    expect(server.source.load.mock.calls).toEqual(namespaces.map((namespace) => ['de', namespace]));
    expect(i18n.t('auth.login.title')).toBe('Einloggen');
    expect(i18n.t('EXTRA_HINT')).toBe('Neu vom Server');
    // The rest stays bundled.
    expect(i18n.t('shell.signOut')).toBe(bundledTexts('de', 'common')['shell.signOut']);
  });

  it('announces new texts to the store listeners (react-i18next re-renders)', async () => {
    const server = fakeSource({ 'de:common': { 'auth.login.title': 'Einloggen' } });
    const i18n = await createI18n({ language: 'de' });
    const added = vi.fn();
    i18n.store.on('added', added);
    services.push(connectTranslationService(i18n, { source: server.source, storage: null }));
    await services[0]?.ready;
    expect(added).toHaveBeenCalled();
    expect(i18n.options.react).toMatchObject({ bindI18nStore: 'added removed' });
  });

  it('does not let a server text replace a group of texts, nor a group a text', async () => {
    const server = fakeSource({
      'de:common': { auth: 'flat', 'auth.login.title.deeper': 'x', 'auth.login.email': 'Mail' },
    });
    const { i18n } = await connect(server);
    expect(i18n.t('auth.login.title')).toBe(bundledTitle('de'));
    expect(i18n.t('auth.login.email')).toBe('Mail');
  });

  it('loads the new language when the user switches', async () => {
    const server = fakeSource({ 'fr:common': { 'auth.login.title': 'Se connecter' } });
    const { i18n, service } = await connect(server);
    await i18n.changeLanguage('fr');
    await service.idle();
    expect(server.source.load).toHaveBeenLastCalledWith('fr', 'common');
    expect(i18n.t('auth.login.title')).toBe('Se connecter');
    // On top of French's bundled texts, loaded with the switch.
    expect(i18n.t('shell.signOut')).toBe(bundledTexts('fr', 'common')['shell.signOut']);
    service.applyText({ language: 'fr', namespace: 'common', key: 'auth.login.title', value: '' });
    expect(i18n.t('auth.login.title')).toBe(bundledTitle('fr'));
  });

  it('loads every namespace it is given', async () => {
    const server = fakeSource({ 'de:orders': { TITLE: 'Aufträge' } });
    const { i18n } = await connect(server, { namespaces: ['common', 'orders'] });
    expect(server.source.load.mock.calls).toEqual([
      ['de', 'common'],
      ['de', 'orders'],
    ]);
    expect(i18n.t('TITLE', { ns: 'orders' })).toBe('Aufträge');
  });
});

describe('namespaces i18next loads later (loadAllNamespaces)', () => {
  const adminText = (language: Language, key: string) => bundledTexts(language, 'admin')[key];

  /** An instance with the default namespace only, as the sign-in screens have it. */
  async function connectToCommonOnly(
    server: ReturnType<typeof fakeSource>,
    options: Partial<Parameters<typeof connectTranslationService>[1]> = {},
  ) {
    const i18n = await createI18n({ language: 'de' });
    const service = connectTranslationService(i18n, {
      source: server.source,
      storage: new MemoryStorage(),
      logger,
      pageRef: () => '/admin/localization',
      ...options,
    });
    services.push(service);
    await service.ready;
    return { i18n, service };
  }

  it('loads their server texts as they come in, on top of their bundled texts, and on a language switch', async () => {
    const server = fakeSource({
      'de:admin': { 'localization.actions.create': 'Neuer Text' },
      'fr:admin': { 'localization.actions.create': 'Nouveau texte' },
    });
    const { i18n, service } = await connectToCommonOnly(server);
    expect(server.source.load.mock.calls).toEqual([['de', 'common']]);
    expect(i18n.exists('localization.actions.create')).toBe(false);

    await loadAllNamespaces(i18n);
    await service.idle();
    expect(server.source.load.mock.calls).toEqual(namespaces.map((namespace) => ['de', namespace]));
    expect(i18n.t('localization.actions.create')).toBe('Neuer Text');
    expect(i18n.t('localization.filters.key')).toBe(adminText('de', 'localization.filters.key'));

    server.source.load.mockClear();
    await i18n.changeLanguage('fr');
    await service.idle();
    expect(server.source.load.mock.calls).toEqual(namespaces.map((namespace) => ['fr', namespace]));
    expect(i18n.t('localization.actions.create')).toBe('Nouveau texte');
    expect(i18n.t('localization.filters.key')).toBe(adminText('fr', 'localization.filters.key'));
  });

  it('takes their server texts from the local cache while it is fresh', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      'translations:de:admin',
      JSON.stringify({
        savedAt: Date.now(),
        texts: { 'localization.actions.create': 'Aus dem Cache' },
      }),
    );
    const server = fakeSource();
    const { i18n, service } = await connectToCommonOnly(server, { storage });
    await loadAllNamespaces(i18n);
    await service.idle();
    expect(server.source.load.mock.calls).not.toContainEqual(['de', 'admin']);
    expect(i18n.t('localization.actions.create')).toBe('Aus dem Cache');
  });

  it('shows an edit of a namespace not loaded yet once it loads, on top of its bundled texts', async () => {
    const server = fakeSource();
    const { i18n, service } = await connectToCommonOnly(server);
    server.set('de:admin', { 'localization.actions.create': 'Anlegen' });
    service.applyText({
      language: 'de',
      namespace: 'admin',
      key: 'localization.actions.create',
      value: 'Anlegen',
    });
    // Texts put in now would pass for all of the namespace: i18next would not load its own.
    expect(i18n.hasResourceBundle('de', 'admin')).toBe(false);
    expect(i18n.exists('localization.filters.key')).toBe(false);

    await loadAllNamespaces(i18n);
    expect(i18n.t('localization.actions.create')).toBe('Anlegen');
    expect(i18n.t('localization.filters.key')).toBe(adminText('de', 'localization.filters.key'));
    await service.idle();
    expect(i18n.t('localization.actions.create')).toBe('Anlegen');
  });

  it('loads only the namespaces it is given, when given a list', async () => {
    const server = fakeSource();
    const { i18n, service } = await connectToCommonOnly(server, { namespaces: ['common'] });
    await loadAllNamespaces(i18n);
    await service.idle();
    expect(server.source.load.mock.calls).toEqual([['de', 'common']]);
  });

  it('reports no key missed before the namespaces it could be in are loaded; once they are, missed keys are', async () => {
    const server = fakeSource();
    const { i18n, service } = await connectToCommonOnly(server);
    // In admin, not loaded yet: early, not missing.
    expect(i18n.t('localization.actions.create')).toBe('localization.actions.create');
    i18n.t('nowhere.early');
    await vi.runOnlyPendingTimersAsync();
    expect(server.source.reportMissing).not.toHaveBeenCalled();

    await loadAllNamespaces(i18n);
    await service.idle();
    expect(i18n.t('localization.actions.create')).toBe(
      adminText('de', 'localization.actions.create'),
    );
    i18n.t('nowhere.early');
    i18n.t('localization.nothing', { ns: 'admin' });
    await vi.runOnlyPendingTimersAsync();
    expect(server.source.reportMissing.mock.calls).toEqual([
      [{ namespace: 'common', key: 'nowhere.early', pageRef: '/admin/localization' }],
      [{ namespace: 'admin', key: 'localization.nothing', pageRef: '/admin/localization' }],
    ]);
  });
});

describe('the local cache (10 minutes)', () => {
  it('keeps loaded texts in local storage per language and namespace', async () => {
    const server = fakeSource({ 'de:common': { 'auth.login.title': 'Einloggen' } });
    const { storage } = await connect(server);
    expect(JSON.parse(storage.getItem('translations:de:common') ?? '')).toEqual({
      savedAt: Date.parse('2025-03-04T08:00:00Z'),
      texts: { 'auth.login.title': 'Einloggen' },
    });
  });

  it('uses the cache for 10 minutes instead of the server, then fetches again', async () => {
    const server = fakeSource({ 'de:common': { 'auth.login.title': 'Einloggen' } });
    const first = await connect(server);
    first.service.stop();
    server.set('de:common', { 'auth.login.title': 'Neu' });

    await vi.advanceTimersByTimeAsync(10 * MINUTE - 1);
    const fresh = await connect(server, { storage: first.storage });
    expect(server.source.load).toHaveBeenCalledTimes(1);
    expect(fresh.i18n.t('auth.login.title')).toBe('Einloggen');
    fresh.service.stop();

    await vi.advanceTimersByTimeAsync(1);
    const stale = await connect(server, { storage: first.storage });
    expect(server.source.load).toHaveBeenCalledTimes(2);
    expect(stale.i18n.t('auth.login.title')).toBe('Neu');
  });

  it('uses the cache of a language switched back to within 10 minutes', async () => {
    const server = fakeSource({ 'de:common': { 'auth.login.title': 'Einloggen' } });
    const { i18n, service } = await connect(server);
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('de');
    await service.idle();
    expect(server.source.load.mock.calls).toEqual([
      ['de', 'common'],
      ['en', 'common'],
    ]);
    expect(i18n.t('auth.login.title')).toBe('Einloggen');
  });

  it('ignores an unreadable cache entry', async () => {
    const storage = new MemoryStorage();
    storage.setItem('translations:de:common', '{not json');
    const server = fakeSource({ 'de:common': { 'auth.login.title': 'Einloggen' } });
    const { i18n } = await connect(server, { storage });
    expect(server.source.load).toHaveBeenCalledTimes(1);
    expect(i18n.t('auth.login.title')).toBe('Einloggen');
  });

  it('works without a storage, and with one that is full', async () => {
    const server = fakeSource({ 'de:common': { 'auth.login.title': 'Einloggen' } });
    const storage = new MemoryStorage();
    storage.failing = true;
    const { i18n } = await connect(server, { storage });
    expect(i18n.t('auth.login.title')).toBe('Einloggen');
    const without = await createI18n({ language: 'de' });
    const service = connectTranslationService(without, { source: server.source, storage: null });
    services.push(service);
    await service.ready;
    expect(without.t('auth.login.title')).toBe('Einloggen');
  });
});

describe('reloading every 10 minutes', () => {
  it('fetches the current language again every 10 minutes, past the cache', async () => {
    const server = fakeSource({ 'de:common': { 'auth.login.title': 'Einloggen' } });
    const { i18n } = await connect(server);
    server.set('de:common', { 'auth.login.title': 'Anmelden, bitte' });

    await vi.advanceTimersByTimeAsync(10 * MINUTE - 1);
    expect(server.source.load).toHaveBeenCalledTimes(1);
    expect(i18n.t('auth.login.title')).toBe('Einloggen');

    await vi.advanceTimersByTimeAsync(1);
    expect(server.source.load).toHaveBeenCalledTimes(2);
    expect(i18n.t('auth.login.title')).toBe('Anmelden, bitte');

    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(server.source.load).toHaveBeenCalledTimes(4);
  });

  it('gives a text deleted on the server back to the bundled one', async () => {
    const server = fakeSource({ 'de:common': { 'auth.login.title': 'Einloggen', ONLY_HERE: 'x' } });
    const { i18n, service } = await connect(server);
    server.set('de:common', {});
    await service.reload();
    expect(i18n.t('auth.login.title')).toBe(bundledTitle('de'));
    expect(i18n.exists('ONLY_HERE')).toBe(false);
  });

  it('reloads the language in use at the time', async () => {
    const server = fakeSource();
    const { i18n } = await connect(server);
    await i18n.changeLanguage('it');
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(server.source.load).toHaveBeenLastCalledWith('it', 'common');
  });

  it('stops reloading when stopped', async () => {
    const server = fakeSource();
    const { service } = await connect(server);
    service.stop();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(server.source.load).toHaveBeenCalledTimes(1);
  });
});

describe('a failed load', () => {
  it('is logged and the bundled texts stay', async () => {
    const server = fakeSource();
    server.fail(true);
    const { i18n } = await connect(server);
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(logger.warn.mock.calls[0]?.[0]).toContain('bundled texts stay');
    expect(i18n.t('auth.login.title')).toBe(bundledTitle('de'));
  });

  it('keeps the texts of an earlier load', async () => {
    const server = fakeSource({ 'de:common': { 'auth.login.title': 'Einloggen' } });
    const { i18n } = await connect(server);
    server.fail(true);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(i18n.t('auth.login.title')).toBe('Einloggen');
  });
});

describe('missing keys', () => {
  it('are reported once per namespace and key, with the page they were missed on', async () => {
    const server = fakeSource();
    const { i18n } = await connect(server);
    i18n.t('orders.newThing');
    i18n.t('orders.newThing');
    i18n.t('orders.otherThing');
    i18n.t('orders.newThing', { ns: 'common' });
    await vi.runOnlyPendingTimersAsync();
    expect(server.source.reportMissing.mock.calls).toEqual([
      [{ namespace: 'common', key: 'orders.newThing', pageRef: '/admin/localization' }],
      [{ namespace: 'common', key: 'orders.otherThing', pageRef: '/admin/localization' }],
    ]);
  });

  it('reports the page path by default', async () => {
    vi.stubGlobal('location', { pathname: '/sales/activities/activity' });
    try {
      const server = fakeSource();
      const i18n = await allTexts();
      const service = connectTranslationService(i18n, { source: server.source, storage: null });
      services.push(service);
      i18n.t('nowhere');
      await service.idle();
      await vi.runOnlyPendingTimersAsync();
      expect(server.source.reportMissing).toHaveBeenCalledWith({
        namespace: 'common',
        key: 'nowhere',
        pageRef: '/sales/activities/activity',
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('are not reported when the server’s texts, still loading, have them', async () => {
    const server = fakeSource({ 'de:common': { SERVER_ONLY: 'vom Server' } });
    const i18n = await allTexts();
    const service = connectTranslationService(i18n, { source: server.source, storage: null });
    services.push(service);
    expect(i18n.t('SERVER_ONLY')).toBe('SERVER_ONLY');
    await service.ready;
    await vi.runOnlyPendingTimersAsync();
    expect(i18n.t('SERVER_ONLY')).toBe('vom Server');
    expect(server.source.reportMissing).not.toHaveBeenCalled();
  });

  it('are held back while reporting is not allowed, and reported when missed again later', async () => {
    let signedIn = false;
    const server = fakeSource();
    const { i18n } = await connect(server, { shouldReportMissing: () => signedIn });
    i18n.t('later.key');
    await vi.runOnlyPendingTimersAsync();
    expect(server.source.reportMissing).not.toHaveBeenCalled();
    signedIn = true;
    i18n.t('later.key');
    await vi.runOnlyPendingTimersAsync();
    expect(server.source.reportMissing).toHaveBeenCalledOnce();
  });

  it('logs a report that fails, and does not try it again', async () => {
    const server = fakeSource();
    server.source.reportMissing.mockRejectedValue(new Error('503'));
    const { i18n } = await connect(server);
    i18n.t('broken.key');
    await vi.runOnlyPendingTimersAsync();
    i18n.t('broken.key');
    await vi.runOnlyPendingTimersAsync();
    expect(server.source.reportMissing).toHaveBeenCalledOnce();
    expect(logger.warn).toHaveBeenCalledWith(
      'Could not report the missing text common:broken.key.',
      expect.any(Error),
    );
  });

  it('are no longer reported once stopped', async () => {
    const server = fakeSource();
    const { i18n, service } = await connect(server);
    service.stop();
    i18n.t('after.stop');
    await vi.runOnlyPendingTimersAsync();
    expect(server.source.reportMissing).not.toHaveBeenCalled();
  });
});

describe('applying an edited text at once', () => {
  it('shows the edit and keeps it in the cache, so a page reload shows it too', async () => {
    const server = fakeSource({ 'de:common': { 'auth.login.title': 'Einloggen' } });
    const { i18n, service, storage } = await connect(server);
    service.applyText({
      language: 'de',
      namespace: 'common',
      key: 'auth.login.title',
      value: 'Willkommen',
    });
    expect(i18n.t('auth.login.title')).toBe('Willkommen');
    const cached = JSON.parse(storage.getItem('translations:de:common') ?? '');
    expect(cached.texts['auth.login.title']).toBe('Willkommen');
    expect(cached.savedAt).toBe(Date.parse('2025-03-04T08:00:00Z'));
    const again = await connect(server, { storage });
    expect(again.i18n.t('auth.login.title')).toBe('Willkommen');
  });

  it('gives a cleared text back to the bundled one', async () => {
    const server = fakeSource({ 'de:common': { 'auth.login.title': 'Einloggen' } });
    const { i18n, service } = await connect(server);
    service.applyText({ language: 'de', namespace: 'common', key: 'auth.login.title', value: '' });
    expect(i18n.t('auth.login.title')).toBe(bundledTitle('de'));
    service.applyText({ language: 'de', namespace: 'common', key: 'NEW_KEY', value: 'Neu' });
    expect(i18n.t('NEW_KEY')).toBe('Neu');
    service.applyText({ language: 'de', namespace: 'common', key: 'NEW_KEY', value: null });
    expect(i18n.exists('NEW_KEY')).toBe(false);
  });

  it('applies an edit of a language not loaded yet when it loads, on top of its bundled texts', async () => {
    const server = fakeSource();
    const { i18n, service } = await connect(server);
    service.applyText({
      language: 'it',
      namespace: 'common',
      key: 'shell.signOut',
      value: 'Uscire',
    });
    // Texts put in now would pass for all of Italian: i18next would not load its own.
    expect(i18n.hasResourceBundle('it', 'common')).toBe(false);
    await i18n.loadLanguages('it');
    expect(i18n.getFixedT('it')('shell.signOut')).toBe('Uscire');
    expect(i18n.getFixedT('it')('auth.login.title')).toBe(bundledTitle('it'));
  });

  it('shows an edit of a language not loaded yet once the user switches to it', async () => {
    const server = fakeSource();
    const { i18n, service } = await connect(server);
    service.applyText({ language: 'en', namespace: 'common', key: 'shell.signOut', value: 'Bye' });
    await i18n.changeLanguage('en');
    expect(i18n.t('shell.signOut')).toBe('Bye');
    expect(i18n.t('auth.login.title')).toBe(bundledTitle('en'));
    await service.idle();
    expect(i18n.t('auth.login.title')).toBe(bundledTitle('en'));
  });

  it('keeps an edit made while a load was under way that answered the older text', async () => {
    const server = fakeSource({ 'de:common': { 'auth.login.title': 'Alt' } });
    const { i18n, service } = await connect(server);
    let answer: (texts: Record<string, string>) => void = () => {};
    server.source.load.mockImplementationOnce(
      () => new Promise<Record<string, string>>((resolve) => (answer = resolve)),
    );
    const reload = service.reload();
    service.applyText({
      language: 'de',
      namespace: 'common',
      key: 'auth.login.title',
      value: 'Neu',
    });
    answer({ 'auth.login.title': 'Alt' });
    await reload;
    expect(i18n.t('auth.login.title')).toBe('Neu');
  });
});

describe('the translate service over HTTP', () => {
  const json = (body: unknown, status = 200) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });

  function recordingFetch(respond: (request: Request) => Response) {
    const requests: Request[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return respond(request);
    });
    return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
  }

  it('loads GET translations-aggregated?language&namespace with the caller’s headers', async () => {
    const { fetch, requests } = recordingFetch(() =>
      json({
        data: [{ language: 'DE', namespaces: [{ namespace: 'common', values: { A: 'a' } }] }],
      }),
    );
    const source = createHttpTranslationSource({
      baseUrl: 'http://console.test/api/ws-translate/',
      fetch,
      headers: () => ({ Authorization: 'Bearer t-1' }),
    });
    await expect(source.load('de', 'common')).resolves.toEqual({ A: 'a' });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(
      'http://console.test/api/ws-translate/translations-aggregated?language=de&namespace=common',
    );
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer t-1');
    expect(requests[0]?.headers.get('cache-control')).toBe('no-cache');
  });

  it('reports POST translation/add-missing with namespace, key and pageRef', async () => {
    const { fetch, requests } = recordingFetch(() => json(null, 204));
    const source = createHttpTranslationSource({ baseUrl: 'http://console.test/t', fetch });
    await source.reportMissing({ namespace: 'common', key: 'a.b', pageRef: '/orders' });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://console.test/t/translation/add-missing');
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({
      namespace: 'common',
      key: 'a.b',
      pageRef: '/orders',
    });
  });

  it('fails on an answer that is not 2xx (fallback 500 of spec 2 §8 included)', async () => {
    const { fetch } = recordingFetch(() => json({ message: 'down' }, 500));
    const source = createHttpTranslationSource({ baseUrl: 'http://console.test/t', fetch });
    await expect(source.load('fr', 'common')).rejects.toThrow(
      'GET http://console.test/t/translations-aggregated?language=fr&namespace=common answered 500',
    );
    await expect(
      source.reportMissing({ namespace: 'common', key: 'k', pageRef: '/' }),
    ).rejects.toThrow('answered 500');
  });

  it('reads the values map inside the first namespace of the first data element', () => {
    expect(
      aggregatedValues({
        data: [
          { namespaces: [{ values: { A: 'a', B: 7 } }, { values: { C: 'c' } }] },
          { namespaces: [{ values: { D: 'd' } }] },
        ],
      }),
    ).toEqual({ A: 'a' });
    expect(aggregatedValues({ data: [] })).toEqual({});
    expect(aggregatedValues({ data: [{ namespaces: [] }] })).toEqual({});
    expect(() => aggregatedValues({ items: [] })).toThrow('no data');
    expect(() => aggregatedValues(null)).toThrow('no data');
    expect(() => aggregatedValues({ data: [{ namespaces: [{ values: 'x' }] }] })).toThrow(
      'no values',
    );
  });
});
