import type {
  CrawlerConfig,
  CrawlPage,
  CrawlRun,
  YaleoAlgorithm,
  YaleoEvent,
  YaleoPlacement,
  YaleoRecommendation,
  YaleoSettings,
} from '@adconsole/api/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { alsoAllowCrawlerTargets } from '../src/services/semantiq/crawler-guard.ts';
import { answerOf } from './support/calls.ts';
import { fakeSite } from './support/fake-site.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { expectFieldError } from './support/sales.ts';

// Issue 42, Yaleo: every ws-yaleo call with its role, its company and bad input (the spec's
// error shape and messages), the recommendations each strategy makes on the seeded data of
// Verlag Alpenblick (yaleo@example.com), the settings' version, the collected events, and a
// crawl of a crawler configuration on the Semantiq crawler with its path rules kept.

const yaleo = '/api/ws-yaleo';
type Page<T> = { items: T[]; total: number };

describeOnLanes('Yaleo', ['yaleo', 'semantiq', 'publisher', 'admin'], ({ server, tokens }) => {
  const get = <T>(path: string, token = tokens.yaleo) =>
    answerOf<T>(server.send('GET', `${yaleo}${path}`, token));
  const post = (path: string, body: unknown, token = tokens.yaleo) =>
    server.send('POST', `${yaleo}${path}`, token, body);

  /** The seeded choices of the persona's company: the German site and the mixed algorithm. */
  const choices = async () => {
    const answer = await get<{
      domains: { id: number; name: string }[];
      algorithms: { id: number; name: string }[];
    }>('/choices');
    const domain = answer.domains.find((row) => row.name.endsWith('/demo-verlag/de'));
    const algorithm = (name: string) => answer.algorithms.find((row) => row.name === name)?.id;
    return { domainId: domain?.id ?? 0, algorithm };
  };

  it('answers the YALEO role only, and no record of another company', async () => {
    for (const path of ['/placements', '/placements-v2', '/bta-feeds', '/algorithms', '/events'])
      expect((await server.send('GET', `${yaleo}${path}`, tokens.semantiq)).statusCode).toBe(403);
    // The publisher persona works for the same company but holds no YALEO.
    expect((await server.send('GET', `${yaleo}/settings`, tokens.publisher)).statusCode).toBe(403);
    const placements = await get<Page<YaleoPlacement>>('/placements');
    expect(placements.items.map((row) => row.name)).toEqual([
      'Artikelende – Mehr zum Thema',
      'Fin d’article – À lire aussi',
      'Startseite – Meistgelesen',
    ]);
    expect(placements.items[0]).toMatchObject({ algorithm: 'Mix Artikelende', itemCount: 4 });
    // Semantik Labs' domain is no crawler configuration of Verlag Alpenblick.
    const other = await server.database.db
      .selectFrom('semantiqDomain as d')
      .innerJoin('company as c', 'c.id', 'd.companyId')
      .where('c.name', '=', 'Semantik Labs')
      .select('d.id')
      .executeTakeFirstOrThrow();
    expect(
      (await server.send('GET', `${yaleo}/crawler-configs/${other.id}`, tokens.yaleo)).statusCode,
    ).toBe(404);
    const { algorithm } = await choices();
    const foreign = await post('/placements', {
      name: 'Fremde Domain',
      domainId: other.id,
      algorithmId: algorithm('Neueste zuerst'),
      itemCount: 4,
      selector: '#x',
      layout: 'GRID',
      heading: '',
    });
    expect(expectFieldError(foreign, 'domainId')).toBe(
      'This crawler configuration does not exist or is inactive.',
    );
  });

  it('refuses bad input on its field, with the spec’s messages', async () => {
    const { domainId, algorithm } = await choices();
    const mix = await post('/algorithms', {
      name: 'Nichts gewichtet',
      strategy: 'MIX',
      recencyWeight: 0,
      popularityWeight: 0,
      contextualWeight: 0,
      maxAgeDays: null,
      sameLanguage: true,
    });
    expect(expectFieldError(mix, 'recencyWeight')).toBe(
      'A mixed algorithm needs at least one weight above 0.',
    );
    const taken = await post('/algorithms', {
      name: 'neueste ZUERST',
      strategy: 'RECENCY',
      recencyWeight: 100,
      popularityWeight: 0,
      contextualWeight: 0,
      maxAgeDays: null,
      sameLanguage: true,
    });
    expect(expectFieldError(taken, 'name')).toBe('An entry with this name already exists.');
    const v2 = {
      name: 'Zu viele Sponsoren',
      domainId,
      algorithmId: algorithm('Neueste zuerst'),
      itemCount: 3,
      pathPattern: '/demo-verlag/de/',
      position: 'SIDEBAR',
      sponsoredSlots: 4,
      lazyLoad: true,
    };
    expect(expectFieldError(await post('/placements-v2', v2), 'sponsoredSlots')).toBe(
      'There are at most as many sponsored slots as items (3).',
    );
    expect(
      expectFieldError(
        await post('/placements-v2', { ...v2, sponsoredSlots: 1, pathPattern: 'sport' }),
        'pathPattern',
      ),
    ).toBe('A path pattern starts with / and contains no spaces.');
    const rule = await post('/crawler-configs', {
      startUrl: 'https://alpenblick.example/',
      pathRules: [{ prefix: 'sport', mode: 'EXCLUDE' }],
    });
    expect(expectFieldError(rule, 'pathRules.0.prefix')).toBe(
      'A path pattern starts with / and contains no spaces.',
    );
    const german = await server.app.inject({
      method: 'POST',
      url: `${yaleo}/placements-v2`,
      headers: { authorization: `Bearer ${tokens.yaleo}`, 'accept-language': 'de' },
      payload: v2,
    });
    expect(expectFieldError(german, 'sponsoredSlots')).toBe(
      'Es gibt höchstens so viele gesponserte Plätze wie Artikel (3).',
    );
    const created = await answerOf<YaleoPlacement>(
      post('/placements', {
        name: 'Reisen – Artikelende',
        domainId,
        algorithmId: algorithm('Verwandte Artikel'),
        itemCount: 6,
        selector: '#reisen-ende',
        layout: 'CAROUSEL',
        heading: 'Weitere Reiseziele',
      }),
    );
    expect(created).toMatchObject({ algorithm: 'Verwandte Artikel', layout: 'CAROUSEL' });
    const algorithms = await get<Page<YaleoAlgorithm>>('/algorithms');
    expect(algorithms.items.find((row) => row.name === 'Verwandte Artikel')?.usedBy).toBe(2);
  });

  it('recommends by strategy: newest, most clicked, related; approved articles only', async () => {
    const { domainId, algorithm } = await choices();
    const preview = async (name: string, extra: object = {}) =>
      (
        await answerOf<{ items: YaleoRecommendation[] }>(
          post('/recommendations/preview', {
            domainId,
            algorithmId: algorithm(name),
            limit: 8,
            ...extra,
          }),
        )
      ).items;
    const newest = await preview('Neueste zuerst');
    const times = newest.map((item) => Date.parse(item.publishedAt ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const statuses = await server.database.db
      .selectFrom('crawledArticle')
      .where(
        'id',
        'in',
        newest.map((item) => item.id),
      )
      .select('status')
      .execute();
    expect(statuses.every((row) => row.status === 'APPROVED')).toBe(true);
    const popular = await preview('Meistgelesen');
    const clicks = popular.map((item) => item.clicks);
    expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
    expect(clicks[0]).toBeGreaterThan(0);
    // Related to a sport article: sport articles, not the article itself.
    const sport = await server.database.db
      .selectFrom('crawledArticle')
      .where('domainId', '=', domainId)
      .where('url', 'like', '%/de/sport/%')
      .select(['id', 'url', 'categories'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const related = await preview('Verwandte Artikel', { contextUrl: sport.url });
    expect(related.map((item) => item.id)).not.toContain(sport.id);
    expect(related.filter((item) => item.url.includes('/de/sport/')).length).toBeGreaterThan(4);
    // Waiting articles only once the settings say so.
    const settings = await get<YaleoSettings>('/settings');
    await answerOf(
      server.send('PUT', `${yaleo}/settings`, tokens.yaleo, {
        ...settings,
        updatedAt: undefined,
        recommendPending: true,
        maxArticleAgeDays: null,
      }),
    );
    const withPending = await preview('Neueste zuerst');
    const pending = await server.database.db
      .selectFrom('crawledArticle')
      .where(
        'id',
        'in',
        withPending.map((item) => item.id),
      )
      .where('status', '=', 'PENDING_APPROVAL')
      .select('id')
      .execute();
    expect(pending.length).toBeGreaterThan(0);
  });

  it('saves the settings with their version and history; a stale version answers 412', async () => {
    const before = await get<YaleoSettings>('/settings');
    const { updatedAt: _at, ...body } = before;
    const saved = await answerOf<YaleoSettings>(
      server.send('PUT', `${yaleo}/settings`, tokens.yaleo, {
        ...body,
        excludedPaths: ['/demo-verlag/de/intern/', '/demo-verlag/de/reisen/'],
        utmSource: 'alpenblick',
      }),
    );
    expect(saved).toMatchObject({ version: before.version + 1, utmSource: 'alpenblick' });
    const stale = await server.send('PUT', `${yaleo}/settings`, tokens.yaleo, body);
    expect(stale.statusCode).toBe(412);
    const history = await server.database.db
      .selectFrom('settingsAudit')
      .where('entityType', '=', 'YALEO_SETTINGS')
      .where('field', '=', 'utmSource')
      .select('newValue')
      .execute();
    expect(history.map((row) => row.newValue)).toContainEqual('alpenblick');
    const bad = await server.send('PUT', `${yaleo}/settings`, tokens.yaleo, {
      ...body,
      version: saved.version,
      languages: ['xx'],
    });
    expect(bad.statusCode).toBe(422);
  });

  it('lists the collected events and sums them up per kind', async () => {
    const summary = await get<{ kinds: Record<string, number>; articles: { clicks: number }[] }>(
      '/events/summary',
    );
    for (const kind of ['IMPRESSION', 'VIEW', 'CLICK'] as const) {
      const page = await get<Page<YaleoEvent>>(`/events?kind=${kind}&limit=5`);
      expect(page.total).toBe(summary.kinds[kind]);
      expect(page.items.every((event) => event.kind === kind)).toBe(true);
    }
    expect(summary.kinds.IMPRESSION).toBeGreaterThan(summary.kinds.VIEW ?? 0);
    expect(summary.kinds.VIEW).toBeGreaterThan(summary.kinds.CLICK ?? 0);
    const clicks = summary.articles.map((article) => article.clicks);
    expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
  });

  const site = fakeSite();
  beforeAll(() => site.start());
  afterAll(() => site.stop());

  it('crawls a configuration on the Semantiq crawler, its exclude rule kept, its change in the history', async () => {
    // The crawler's SSRF guard refuses loopback: the operator allows the test site, only it.
    alsoAllowCrawlerTargets([new URL(site.origin).host]);
    const config = await answerOf<CrawlerConfig>(
      post('/crawler-configs', {
        startUrl: `${site.origin}/news/`,
        pathRules: [{ prefix: '/news/zwei', mode: 'EXCLUDE' }],
      }),
    );
    const started = await answerOf<{ run: CrawlRun }>(
      post(`/crawler-configs/${config.id}/crawl`, undefined),
    );
    let pages: { run: CrawlRun; items: CrawlPage[] } | undefined;
    for (let attempt = 0; attempt < 120; attempt += 1) {
      pages = await get(`/crawl-runs/${started.run.id}/pages`);
      if (pages?.run.state === 'DONE') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(pages?.run.state).toBe('DONE');
    const runs = await get<{ items: CrawlRun[] }>(`/crawler-configs/${config.id}/runs`);
    expect(runs.items.map((run) => run.id)).toEqual([started.run.id]);
    const urls = pages?.items.map((page) => page.url.replace(site.origin, '')) ?? [];
    expect(urls).not.toContain('/news/zwei');
    expect(urls).toContain('/news/eins');
    expect(site.requests.map((request) => request.path)).not.toContain('/news/zwei');
    expect(pages?.items.find((page) => page.url.endsWith('/news/privat/plan'))?.outcome).toBe(
      'ROBOTS',
    );
    // Semantiq's persona reaches none of it; the run is Verlag Alpenblick's.
    expect(
      (
        await server.send(
          'GET',
          `/api/ws-semantiq/crawl-runs/${started.run.id}/pages`,
          tokens.semantiq,
        )
      ).statusCode,
    ).toBe(404);
    const history = await server.database.db
      .selectFrom('settingsAudit')
      .where('entityType', '=', 'CRAWLER_SETTINGS')
      .where('entityId', '=', config.id)
      .select('field')
      .execute();
    expect(history.map((row) => row.field).sort()).toEqual(['active', 'pathRules', 'startUrl']);
  });
});
