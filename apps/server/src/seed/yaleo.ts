import type { Db } from '../db/database.ts';
import { scopeOf } from '../kit/scope.ts';
import { DEMO_SITE_NAMES, DEMO_SITE_PATH } from '../services/semantiq/demo-site.ts';
import { domainOf } from '../services/semantiq/domains.ts';
import { DAY, random } from './random.ts';
import { demoSiteOrigin, seedCrawledSite } from './targeting.ts';

// The demo's Yaleo data (issue 42): Verlag Alpenblick AG (yaleo@example.com) recommends the
// articles of its own site, the demo publisher site this server serves.
// - Crawler configurations: the German part (crawled two days before seeding, the sections'
//   articles approved but the newest eight still waiting for the admin, every 31st rejected;
//   "Intern" left out by a path rule besides robots.txt) and the French part (crawled, all
//   approved), both on the Semantiq crawler.
// - Four algorithms (newest first, most read, related, a mix), three placements v1, two v2,
//   a BTA feed per language, settings saved once.
// - Collected events over the 28 days before seeding from one seeded generator: impressions of
//   the placements' articles, a share seen, a share of those clicked (the popular ones more).

const PLACEMENTS_V1 = [
  { name: 'Artikelende – Mehr zum Thema', selector: '#artikel-ende', layout: 'GRID', count: 4 },
  { name: 'Startseite – Meistgelesen', selector: '.meistgelesen', layout: 'LIST', count: 5 },
  { name: 'Fin d’article – À lire aussi', selector: '#fin-article', layout: 'CAROUSEL', count: 6 },
] as const;

export async function seedYaleoDemoData(db: Db, activatedAt: Date): Promise<void> {
  const company = await db
    .selectFrom('company')
    .where('name', '=', 'Verlag Alpenblick AG')
    .select('id')
    .executeTakeFirst();
  if (!company) return;
  const scope = scopeOf(db, company.id);
  const origin = demoSiteOrigin();
  const crawledAt = new Date(activatedAt.getTime() - 2 * DAY);
  const urls = [`${origin}${DEMO_SITE_PATH}/de/`, `${origin}${DEMO_SITE_PATH}/fr/`];
  const [german, french] = await scope
    .insert(
      'semantiqDomain',
      urls.map((startUrl, index) => ({
        domain: domainOf(startUrl),
        startUrl,
        crawlStatus: 'OK',
        pagesIndexed: 140,
        lastCrawledAt: new Date(crawledAt.getTime() + index * 60_000),
        siteName: index === 0 ? DEMO_SITE_NAMES.de : DEMO_SITE_NAMES.fr,
        pathRules: JSON.stringify(
          index === 0 ? [{ prefix: `${DEMO_SITE_PATH}/de/intern/`, mode: 'EXCLUDE' }] : [],
        ),
      })),
    )
    .returning('id')
    .execute();
  if (!german || !french) return;
  await seedCrawledSite(db, company.id, german.id, 'de', crawledAt, (index) =>
    index < 8 ? 'PENDING_APPROVAL' : index % 31 === 0 ? 'REJECTED' : 'APPROVED',
  );
  await seedCrawledSite(db, company.id, french.id, 'fr', crawledAt, () => 'APPROVED');

  const algorithms = await scope
    .insert('yaleoAlgorithm', [
      { name: 'Neueste zuerst', strategy: 'RECENCY', recencyWeight: 100 },
      { name: 'Meistgelesen', strategy: 'POPULARITY', popularityWeight: 100, maxAgeDays: 14 },
      { name: 'Verwandte Artikel', strategy: 'CONTEXTUAL', contextualWeight: 100 },
      {
        name: 'Mix Artikelende',
        strategy: 'MIX',
        recencyWeight: 40,
        popularityWeight: 25,
        contextualWeight: 35,
        maxAgeDays: 30,
      },
    ])
    .returning(['id', 'name'])
    .execute();
  const algorithm = (name: string) => algorithms.find((row) => row.name === name)?.id ?? 0;
  await scope
    .insert(
      'yaleoPlacement',
      PLACEMENTS_V1.map((placement, index) => ({
        name: placement.name,
        domainId: index === 2 ? french.id : german.id,
        algorithmId: algorithm(index === 1 ? 'Meistgelesen' : 'Mix Artikelende'),
        selector: placement.selector,
        layout: placement.layout,
        itemCount: placement.count,
        heading: index === 2 ? 'À lire aussi' : index === 1 ? 'Meistgelesen' : 'Mehr zum Thema',
      })),
    )
    .execute();
  await scope
    .insert('yaleoPlacementV2', [
      {
        name: 'Sport – Seitenleiste',
        domainId: german.id,
        algorithmId: algorithm('Verwandte Artikel'),
        pathPattern: `${DEMO_SITE_PATH}/de/sport/`,
        position: 'SIDEBAR',
        itemCount: 5,
        sponsoredSlots: 1,
        lazyLoad: true,
      },
      {
        name: 'Wirtschaft – im Artikel',
        domainId: german.id,
        algorithmId: algorithm('Neueste zuerst'),
        pathPattern: `${DEMO_SITE_PATH}/de/wirtschaft/`,
        position: 'IN_ARTICLE',
        itemCount: 3,
        sponsoredSlots: 0,
        lazyLoad: false,
      },
    ])
    .execute();
  await scope
    .insert('yaleoFeed', [
      {
        name: 'BTA-Feed Deutsch',
        domainId: german.id,
        algorithmId: algorithm('Mix Artikelende'),
        pageSize: 10,
        maxPages: 5,
        sponsoredEvery: 6,
      },
      {
        name: 'Flux BTA français',
        domainId: french.id,
        algorithmId: algorithm('Neueste zuerst'),
        pageSize: 8,
        maxPages: 3,
        sponsoredEvery: null,
      },
    ])
    .execute();
  await scope
    .insert('yaleoSettings', {
      recommendPending: false,
      maxArticleAgeDays: 60,
      excludedPaths: [`${DEMO_SITE_PATH}/de/intern/`],
      languages: ['de', 'fr'],
      openInNewTab: false,
      utmSource: 'yaleo',
    })
    .execute();
  await seedEvents(db, company.id, activatedAt);
}

/** The widget's events over the 28 days before seeding, the same on every run. */
async function seedEvents(db: Db, companyId: number, activatedAt: Date) {
  const scope = scopeOf(db, companyId);
  const articles = await scope
    .rows('crawledArticle')
    .where('status', '=', 'APPROVED')
    .select(['id', 'url', 'language'])
    .orderBy('id')
    .execute();
  if (articles.length === 0) return;
  const draw = random(5801);
  const placementOf = (language: string) =>
    language === 'fr'
      ? (PLACEMENTS_V1[2].name as string)
      : (draw.pick([
          PLACEMENTS_V1[0].name,
          PLACEMENTS_V1[1].name,
          'Sport – Seitenleiste',
        ]) as string);
  const events: {
    kind: string;
    articleId: number;
    placement: string;
    pageUrl: string;
    at: Date;
  }[] = [];
  for (let index = 0; index < 2400; index += 1) {
    // The first articles of each language are the newest: they are shown (and read) more.
    const article = articles[Math.floor(draw.next() ** 2 * articles.length)] ?? articles[0];
    if (!article) break;
    const at = new Date(activatedAt.getTime() - draw.int(1, 28 * 24 * 60) * 60_000);
    const shownOn = articles[draw.int(0, articles.length - 1)]?.url ?? article.url;
    const placement = placementOf(article.language);
    const base = { articleId: article.id, placement, pageUrl: shownOn };
    events.push({ ...base, kind: 'IMPRESSION', at });
    if (draw.next() < 0.55) {
      events.push({ ...base, kind: 'VIEW', at: new Date(at.getTime() + 2_000) });
      if (draw.next() < (article.id % 7 === 0 ? 0.45 : 0.12))
        events.push({ ...base, kind: 'CLICK', at: new Date(at.getTime() + 9_000) });
    }
  }
  for (let start = 0; start < events.length; start += 1000)
    await scope.insert('yaleoEvent', events.slice(start, start + 1000)).execute();
}
