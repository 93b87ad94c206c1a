import type { Db } from '../db/database.ts';
import { scopeOf } from '../kit/scope.ts';

// The demo's segments and Semantiq configuration (issue 42, second part).
// - Adconsole AG (the admin's company): six ad server segments, four for advertisers among its
//   accounts, and three visitor segments that feed them.
// - Semantik Labs (SEMANTIQ): a configuration for the German and the French part of the demo
//   site, and the IAB audiences it offers (age ranges, gender, sports and travel interests).

const SEGMENTS: [name: string, code: string, expireMinutes: number, advertiser: boolean][] = [
  ['Autointeressierte', 'auto-interesse', 43_200, true],
  ['Warenkorb abgebrochen', 'cart-abandon', 10_080, true],
  ['Newsletter-Abonnenten', 'newsletter', 0, false],
  ['Wintersport', 'wintersport', 43_200, false],
  ['Immobiliensuche', 'immo-suche', 20_160, true],
  ['Stellensuche', 'jobs', 20_160, true],
];

export async function seedSegmentsDemoData(db: Db): Promise<void> {
  const companies = await db
    .selectFrom('company')
    .where('name', 'in', ['Adconsole AG', 'Semantik Labs'])
    .select(['id', 'name'])
    .execute();
  const house = companies.find((company) => company.name === 'Adconsole AG');
  const semantik = companies.find((company) => company.name === 'Semantik Labs');
  if (house) await seedSegments(db, house.id);
  if (semantik) await seedSemantiqConfig(db, semantik.id);
}

async function seedSegments(db: Db, companyId: number) {
  const scope = scopeOf(db, companyId);
  const accounts = await scope
    .rows('account')
    .select('id')
    .orderBy('id')
    .limit(SEGMENTS.length)
    .execute();
  const segments = await scope
    .insert(
      'audienceSegment',
      SEGMENTS.map(([name, code, expireMinutes, advertiser], index) => ({
        name,
        code,
        expireMinutes,
        advertiserId: advertiser ? (accounts[index]?.id ?? null) : null,
      })),
    )
    .returning(['id', 'code'])
    .execute();
  const idOf = (code: string) => segments.find((segment) => segment.code === code)?.id;
  const visitorSegments = [
    {
      name: 'Auto-Ratgeber zweimal gelesen',
      segmentId: idOf('auto-interesse'),
      rules: [
        { urlPattern: '/(auto|mobilitaet)/', referrerPattern: '', minVisits: 2, lookbackDays: 30 },
      ],
    },
    {
      name: 'Skigebiete und Wetter',
      segmentId: idOf('wintersport'),
      rules: [
        { urlPattern: '/sport/ski', referrerPattern: '', minVisits: 1, lookbackDays: 14 },
        { urlPattern: '/wetter/', referrerPattern: 'google\\.', minVisits: 3, lookbackDays: 7 },
      ],
    },
    {
      name: 'Aus dem Newsletter',
      segmentId: idOf('newsletter'),
      rules: [
        { urlPattern: '[?&]ref=newsletter', referrerPattern: '', minVisits: 1, lookbackDays: 90 },
      ],
    },
  ];
  await scope
    .insert(
      'visitorSegment',
      visitorSegments.flatMap((segment) =>
        segment.segmentId === undefined
          ? []
          : [{ ...segment, segmentId: segment.segmentId, rules: JSON.stringify(segment.rules) }],
      ),
    )
    .execute();
}

/** The audiences Semantik Labs offers: ages 18–49, gender, sports, skiing, travel, Europe. */
const OFFERED_AUDIENCES = [3, 4, 5, 6, 7, 8, 9, 49, 50, 607, 661, 719, 727];

async function seedSemantiqConfig(db: Db, companyId: number) {
  const scope = scopeOf(db, companyId);
  const domains = await scope.rows('semantiqDomain').select('id').orderBy('id').execute();
  await scope
    .insert('semantiqConfig', {
      name: 'Alpenblick Nachrichten',
      tenantId: 'alpenblick',
      domainIds: domains.map((domain) => domain.id),
      categoriesKey: 'iab',
      maxCategories: 3,
      keywordsKey: 'kw',
      maxKeywords: 8,
      languages: ['de', 'fr'],
      refreshMinutes: 60,
    })
    .execute();
  await scope
    .insert(
      'iabAudienceChoice',
      OFFERED_AUDIENCES.map((audienceId) => ({ audienceId, enabledByUserId: null })),
    )
    .execute();
}
