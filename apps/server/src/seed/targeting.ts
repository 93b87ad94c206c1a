import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopeOf } from '../kit/scope.ts';
import { classify } from '../services/semantiq/classify.ts';
import {
  DEMO_SITE_CRAWL_DELAY_SECONDS,
  DEMO_SITE_NAMES,
  DEMO_SITE_PATH,
  demoArticles,
  demoSitemapPaths,
} from '../services/semantiq/demo-site.ts';
import { domainOf } from '../services/semantiq/domains.ts';
import { DAY } from './random.ts';

// The demo's targeting and Semantiq data (issue 42).
// - Kontext Media (CONTEXTUAL): two websites, twelve key-value keys (rubrics, cantons, devices,
//   age ranges as GAM wants them, postcodes…) and a keyword configuration per website.
// - Semantik Labs (SEMANTIQ): the German part of the demo publisher site, crawled once (its run
//   with per-page results, 140 classified articles, the last twelve waiting for the admin's
//   approval), the French part added but not crawled yet, three custom audiences.
// The demo site lives on this server, so its URLs name the server's address (PUBLIC_URL, else
// 127.0.0.1 and PORT): a database moved to another address keeps the old one in its domains.

/** Where this server serves the demo site, as the seed knows it. */
export const demoSiteOrigin = () =>
  (process.env.PUBLIC_URL || `http://127.0.0.1:${process.env.PORT || 3000}`).replace(/\/$/, '');

const CANTONS = 'ag ai ar be bl bs fr ge gl gr ju lu ne nw ow sg sh so sz tg ti ur vd vs zg zh';

const KEYS: [
  name: string,
  display: string,
  type: 'PREDEFINED' | 'FREEFORM',
  reportable: boolean,
  values: string,
][] = [
  [
    'rubrik',
    'Rubrik',
    'PREDEFINED',
    true,
    'startseite sport wirtschaft politik kultur reisen digital gesundheit immobilien',
  ],
  ['kanton', 'Kanton', 'PREDEFINED', true, CANTONS],
  ['geraet', 'Gerät', 'PREDEFINED', true, 'desktop mobile tablet'],
  ['alter', 'Altersgruppe', 'PREDEFINED', true, '18-24 25-34 35-49 50-64 65-99'],
  ['sprache', 'Sprache', 'PREDEFINED', false, 'de fr it en'],
  ['artikeltyp', 'Artikeltyp', 'PREDEFINED', true, 'news ratgeber kommentar liveticker'],
  [
    'interesse',
    'Interesse',
    'FREEFORM',
    true,
    'fussball eishockey ski wandern kochen immobilien finanzen',
  ],
  ['wetter', 'Wetter', 'PREDEFINED', false, 'sonnig bewoelkt regen schnee'],
  ['paywall', 'Bezahlschranke', 'PREDEFINED', false, 'ja nein'],
  ['semantiq', 'Semantiq-Zielgruppe', 'FREEFORM', true, 'sport-ch immobilien digital-entscheider'],
  [
    'plz',
    'Postleitzahl',
    'FREEFORM',
    false,
    '1010 1020 1030 1040 1050 1060 1070 1080 1090 1100 8001 8002 8003 8004 8005 3011 3012 4001 4051 6003 6004 7000 9000 1201 1202 1003',
  ],
  ['kampagne', 'Kampagnen-Test', 'FREEFORM', false, 'a b'],
];

export async function seedTargetingDemoData(db: Db, activatedAt: Date): Promise<void> {
  const companies = await db
    .selectFrom('company')
    .where('name', 'in', ['Kontext Media', 'Semantik Labs'])
    .select(['id', 'name'])
    .execute();
  const kontext = companies.find((company) => company.name === 'Kontext Media');
  const semantik = companies.find((company) => company.name === 'Semantik Labs');
  if (kontext) await seedKeywords(db, kontext.id);
  if (semantik) await seedSemantiq(db, semantik.id, activatedAt);
  await seedBookingKeyValues(db);
}

/** The keys the order desks book digital positions with (their companies' own targeting). */
const BOOKING_KEYS = new Set(['rubrik', 'kanton', 'geraet', 'alter', 'interesse', 'sprache']);

/**
 * Key-values in bookings (issue 42): the companies that sell digital positions get the keys a
 * Swiss news site targets, and every fourth of their digital positions is booked with some
 * (a section, a device, or a canton and an age range; by the position's id, reproducible).
 */
async function seedBookingKeyValues(db: Db) {
  const sellers = await db
    .selectFrom('company')
    .where('name', 'in', ['Adconsole Sales', 'Adconsole AG'])
    .select('id')
    .execute();
  for (const { id } of sellers) {
    await scopeOf(db, id)
      .insert(
        'targetingKey',
        KEYS.filter(([name]) => BOOKING_KEYS.has(name)).map(
          ([name, displayName, keyType, reportable, values]) => ({
            name,
            displayName,
            keyType,
            reportable,
            values: values.split(' '),
          }),
        ),
      )
      .execute();
    await sql`
      update campaign_position set key_values = (case id % 3
        when 0 then '[{"key":"rubrik","values":["sport"]},{"key":"geraet","values":["mobile"]}]'
        when 1 then '[{"key":"rubrik","values":["wirtschaft","politik"]}]'
        else '[{"key":"kanton","values":["zh","be"]},{"key":"alter","values":["25-34","35-49"]}]'
      end)::jsonb
      where company_id = ${id} and position_type = 'DIGITAL' and id % 4 = 0`.execute(db);
  }
}

async function seedKeywords(db: Db, companyId: number) {
  const scope = scopeOf(db, companyId);
  const websites = await scope
    .insert('website', [
      { name: 'Kontext News', domain: 'kontextnews.at' },
      { name: 'Wien Freizeit', domain: 'wienfreizeit.at' },
    ])
    .returning(['id', 'name'])
    .execute();
  await scope
    .insert(
      'targetingKey',
      KEYS.map(([name, displayName, keyType, reportable, values]) => ({
        name,
        displayName,
        keyType,
        reportable,
        values: values.split(' '),
        active: name !== 'kampagne',
      })),
    )
    .execute();
  const [news, leisure] = websites;
  await scope
    .insert('keywordConfig', [
      {
        name: 'Kontext News – Rubriken',
        websiteId: news?.id ?? null,
        rules: JSON.stringify([
          { pathPattern: '/:rubrik/**', key: 'rubrik', mode: 'FROM_PATH', values: [] },
          {
            pathPattern: '/sport/fussball/**',
            key: 'interesse',
            mode: 'STATIC',
            values: ['fussball'],
          },
          { pathPattern: '/ratgeber/**', key: 'artikeltyp', mode: 'STATIC', values: ['ratgeber'] },
          { pathPattern: '/live/*', key: 'artikeltyp', mode: 'STATIC', values: ['liveticker'] },
        ]),
        defaultValues: JSON.stringify([{ key: 'rubrik', values: ['startseite'] }]),
      },
      {
        name: 'Wien Freizeit – Themen',
        websiteId: leisure?.id ?? null,
        rules: JSON.stringify([
          { pathPattern: '/wandern/**', key: 'interesse', mode: 'STATIC', values: ['wandern'] },
          { pathPattern: '/essen/**', key: 'interesse', mode: 'STATIC', values: ['kochen'] },
        ]),
        defaultValues: JSON.stringify([{ key: 'sprache', values: ['de'] }]),
      },
    ])
    .execute();
}

async function seedSemantiq(db: Db, companyId: number, activatedAt: Date) {
  const scope = scopeOf(db, companyId);
  const origin = demoSiteOrigin();
  const germanUrl = `${origin}${DEMO_SITE_PATH}/de/`;
  const frenchUrl = `${origin}${DEMO_SITE_PATH}/fr/`;
  const crawledAt = new Date(activatedAt.getTime() - 2 * DAY);
  const [german] = await scope
    .insert('semantiqDomain', [
      {
        domain: domainOf(germanUrl),
        startUrl: germanUrl,
        crawlStatus: 'OK',
        pagesIndexed: 140,
        lastCrawledAt: crawledAt,
        siteName: DEMO_SITE_NAMES.de,
      },
      { domain: domainOf(frenchUrl), startUrl: frenchUrl },
    ])
    .returning('id')
    .execute();
  if (!german) return;
  // Crawled over ten weeks (the dashboard's weeks), the newest twelve still waiting.
  await seedCrawledSite(db, companyId, german.id, 'de', crawledAt, (index) =>
    index < 12 ? 'PENDING_APPROVAL' : index % 29 === 0 ? 'REJECTED' : 'APPROVED',
  );
  await scope
    .insert('customAudience', [
      {
        name: 'Sportbegeisterte Schweiz',
        categories: ['483'],
        keywords: ['eishockey', 'weltcup'],
        languages: ['de'],
        threshold: 1,
        status: 'ACTIVE',
        outputKey: 'semantiq',
        outputValue: 'sport-ch',
      },
      {
        name: 'Wohnungssuchende',
        categories: ['441', '442'],
        keywords: ['miete'],
        languages: ['de', 'fr'],
        threshold: 2,
        status: 'ACTIVE',
        outputKey: 'semantiq',
        outputValue: 'immobilien',
      },
      {
        name: 'Digital-Entscheider',
        categories: ['596', '597'],
        keywords: ['künstliche intelligenz', 'software'],
        languages: [],
        threshold: 2,
        status: 'DRAFT',
        outputKey: 'semantiq',
        outputValue: 'digital-entscheider',
      },
    ])
    .execute();
}

/**
 * A crawl of one language of the demo site as the crawler would have left it (its run, its
 * per-page results, the classified articles, crawled over ten weeks before `crawledAt`, each
 * with the status `statusOf` gives its index): Semantik Labs' and Verlag Alpenblick's (Yaleo).
 */
export async function seedCrawledSite(
  db: Db,
  companyId: number,
  domainId: number,
  language: 'de' | 'fr',
  crawledAt: Date,
  statusOf: (index: number) => string,
) {
  const scope = scopeOf(db, companyId);
  const origin = demoSiteOrigin();
  const articles = demoArticles().filter((article) => article.language === language);
  const planned = demoSitemapPaths(language);
  const duplicates = planned.filter((path) => path.includes('?ref='));
  const internal = planned.filter((path) => path.includes('/intern/'));
  const run = await scope
    .insert('crawlRun', {
      domainId,
      state: 'DONE',
      pagesPlanned: planned.length,
      pagesFetched: articles.length + duplicates.length,
      skippedRobots: internal.length,
      skippedNonCanonical: duplicates.length,
      articlesNew: articles.length,
      crawlDelayMs: DEMO_SITE_CRAWL_DELAY_SECONDS * 1000,
      startedAt: new Date(crawledAt.getTime() - 40_000),
      finishedAt: crawledAt,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await scope
    .insert(
      'crawlPage',
      planned.map((path) => ({
        runId: run.id,
        url: `${origin}${path}`,
        outcome: path.includes('/intern/')
          ? 'ROBOTS'
          : path.includes('?ref=')
            ? 'NON_CANONICAL'
            : 'NEW',
        httpStatus: path.includes('/intern/') ? null : 200,
        detail: path.includes('/intern/')
          ? 'robots'
          : path.includes('?ref=')
            ? `${origin}${path.split('?')[0]}`
            : null,
      })),
    )
    .execute();
  await scope
    .insert(
      'crawledArticle',
      articles.map((article, index) => {
        const body = [article.lead, ...article.paragraphs].join(' ');
        const { categories, keywords } = classify(article.title, body, language);
        return {
          domainId,
          url: `${origin}${article.path}`,
          title: article.title,
          imageUrl: `${origin}${article.image}`,
          publishedAt: new Date(article.publishedAt),
          language,
          excerpt: article.lead,
          wordCount: body.split(' ').length,
          categories,
          keywords,
          status: statusOf(index),
          firstRunId: run.id,
        };
      }),
    )
    .execute();
  await sql`update crawled_article set created_at = ${crawledAt}::timestamptz - (id % 70) * interval '1 day'
    where company_id = ${companyId} and domain_id = ${domainId} and status <> 'PENDING_APPROVAL'`.execute(
    db,
  );
  await sql`update crawled_article set created_at = ${crawledAt}
    where company_id = ${companyId} and domain_id = ${domainId} and status = 'PENDING_APPROVAL'`.execute(
    db,
  );
}
