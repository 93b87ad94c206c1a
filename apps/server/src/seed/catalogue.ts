import { businessDay } from '@adconsole/api/contracts';
import { type Insertable, type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { MediaType, ProductTable } from '../db/schema-reference.ts';
import { campaignTotalsOf } from '../services/orders/campaign-writes.ts';
import { bulkLoad } from './bulk.ts';
import { type DemoScale, scaled } from './scale.ts';

/**
 * Demo data of the catalogue and the orders (issue 20): the catalogue of three publishers —
 * a daily newspaper group (Zürcher Tagblatt AG), a regional publisher of the Lake Geneva
 * region (Genfersee Media SA) and a magazine house (Verlag Alpenblick AG), all demo companies —
 * with print titles and their issues, websites with placements, two radio stations and one TV
 * station, a point-of-sale screen network and postal areas; price lists in CHF and EUR; campaign
 * types; then campaigns with positions across every medium and status for the personas'
 * companies, their advertisers picked from each company's accounts at seed time.
 *
 * Reproducible: the catalogue is fixed, and every choice of the generated campaigns comes from
 * a hash of the row number and a salt (`pg_temp.rnd`), not from random(), so the same
 * database gets the same rows whatever plan the database picks. Set-based: campaigns and
 * positions are one INSERT … SELECT each.
 */

/** Campaigns and positions at full scale (DEMO_SCALE=small: a hundredth). */
export const DEMO_CAMPAIGNS = 20_000;
export const DEMO_POSITIONS = 150_000;

/** The self-booking persona's company (PERSONAS.md): a customer booking for itself. */
const SELF_BOOKING_COMPANY = 'Bäckerei Beispiel AG';

/** The personas' companies that book campaigns, and their share of the campaigns. */
const BOOKING_COMPANIES: readonly (readonly [string, number])[] = [
  ['Adconsole Sales', 0.8],
  ['Werbeagentur Muster GmbH', 0.12],
  ['Adconsole AG', 0.08],
  // orders (issue 22): the self-booking persona's company books its own digital campaigns.
  [SELF_BOOKING_COMPANY, 0.03],
];

const DAY = 86_400_000;

interface PrintFormat {
  name: string;
  sizeType: 'FIXED_SIZE' | 'DYNAMIC_SIZE' | 'TEMPLATE';
  colorMode: 'BLACK_AND_WHITE' | 'COLOR' | 'NONE';
  columns?: number;
  heightMm?: number;
  /** CHF: a fixed format's price, or a dynamic one's price per mm and column. */
  price: number;
}

interface Title {
  name: string;
  frequency: 'DAILY' | 'WEEKLY' | 'MONTHLY';
  /** Weekdays it appears on (1 Monday … 7 Sunday); monthly titles appear on the first Thursday. */
  weekdays: number[];
  region: string;
  language: 'de' | 'fr';
  circulation: number;
  columns: number;
  columnWidthMm: number;
  pageHeightMm: number;
  mmPrice: number;
  pagePrice: number;
}

interface Site {
  name: string;
  domain: string;
  /** The lowest CPM in CHF; placements cost a multiple of it. */
  cpm: number;
}

interface Station {
  name: string;
  kind: 'RADIO' | 'TV';
  region: string;
  language: 'de' | 'fr';
  dailyReach: number;
  /** CHF for a 30-second spot in prime time. */
  primePrice: number;
}

interface Publisher {
  company: string;
  titles: Title[];
  sites: Site[];
  stations: Station[];
}

const PUBLISHERS: Publisher[] = [
  {
    company: 'Zürcher Tagblatt AG',
    titles: [
      {
        name: 'Zürcher Tagblatt',
        frequency: 'DAILY',
        weekdays: [1, 2, 3, 4, 5, 6],
        region: 'Zürich',
        language: 'de',
        circulation: 86_400,
        columns: 10,
        columnWidthMm: 25,
        pageHeightMm: 440,
        mmPrice: 4.6,
        pagePrice: 19_800,
      },
      {
        name: 'Tagblatt am Sonntag',
        frequency: 'WEEKLY',
        weekdays: [7],
        region: 'Deutschschweiz',
        language: 'de',
        circulation: 132_000,
        columns: 10,
        columnWidthMm: 25,
        pageHeightMm: 440,
        mmPrice: 6.2,
        pagePrice: 26_500,
      },
    ],
    sites: [
      { name: 'Tagblatt Online', domain: 'tagblatt-online.example', cpm: 28 },
      { name: 'Züri Agenda', domain: 'zueri-agenda.example', cpm: 18 },
    ],
    stations: [
      {
        name: 'Radio Limmatwelle',
        kind: 'RADIO',
        region: 'Zürich',
        language: 'de',
        dailyReach: 212_000,
        primePrice: 420,
      },
      {
        name: 'TeleLimmat',
        kind: 'TV',
        region: 'Zürich',
        language: 'de',
        dailyReach: 168_000,
        primePrice: 2_350,
      },
    ],
  },
  {
    company: 'Genfersee Media SA',
    titles: [
      {
        name: 'Le Courrier du Léman',
        frequency: 'DAILY',
        weekdays: [1, 2, 3, 4, 5, 6],
        region: 'Genève et Vaud',
        language: 'fr',
        circulation: 54_300,
        columns: 10,
        columnWidthMm: 25,
        pageHeightMm: 440,
        mmPrice: 3.4,
        pagePrice: 14_200,
      },
    ],
    sites: [{ name: 'Léman Info', domain: 'leman-info.example', cpm: 24 }],
    stations: [
      {
        name: 'Radio Lac Bleu',
        kind: 'RADIO',
        region: 'Arc lémanique',
        language: 'fr',
        dailyReach: 97_000,
        primePrice: 260,
      },
    ],
  },
  {
    company: 'Verlag Alpenblick AG',
    titles: [
      {
        name: 'Alpenblick Magazin',
        frequency: 'MONTHLY',
        weekdays: [4],
        region: 'Schweiz',
        language: 'de',
        circulation: 61_000,
        columns: 4,
        columnWidthMm: 45,
        pageHeightMm: 265,
        mmPrice: 9.8,
        pagePrice: 8_900,
      },
      {
        name: 'Wohnen & Garten Schweiz',
        frequency: 'WEEKLY',
        weekdays: [4],
        region: 'Schweiz',
        language: 'de',
        circulation: 38_500,
        columns: 4,
        columnWidthMm: 45,
        pageHeightMm: 265,
        mmPrice: 7.4,
        pagePrice: 6_400,
      },
    ],
    sites: [{ name: 'Alpenblick Online', domain: 'alpenblick-online.example', cpm: 42 }],
    stations: [],
  },
];

/** Placements of every website: name, sizes, devices, CPM as a multiple of the site's. */
const PLACEMENTS = [
  ['Wideboard', ['994x250', '970x250'], ['DESKTOP'], 1.6],
  ['Halfpage', ['300x600'], ['DESKTOP'], 1.5],
  ['Rectangle', ['300x250'], ['DESKTOP', 'MOBILE'], 1],
  ['In-Article', ['640x360', '300x250'], ['DESKTOP', 'MOBILE'], 1.3],
  ['Skyscraper', ['160x600', '300x600'], ['DESKTOP'], 0.8],
  ['Mobile Interscroller', ['320x480'], ['MOBILE'], 1.8],
] as const;

const PRINT_FORMATS = (title: Title): PrintFormat[] => [
  {
    name: '1/1 Seite',
    sizeType: 'FIXED_SIZE',
    colorMode: 'COLOR',
    columns: title.columns,
    heightMm: title.pageHeightMm,
    price: title.pagePrice,
  },
  {
    name: '1/2 Seite quer',
    sizeType: 'FIXED_SIZE',
    colorMode: 'COLOR',
    columns: title.columns,
    heightMm: Math.round(title.pageHeightMm / 2),
    price: Math.round(title.pagePrice * 0.55),
  },
  {
    name: '1/4 Seite',
    sizeType: 'FIXED_SIZE',
    colorMode: 'COLOR',
    columns: Math.ceil(title.columns / 2),
    heightMm: Math.round(title.pageHeightMm / 2),
    price: Math.round(title.pagePrice * 0.3),
  },
  {
    name: 'Millimeter-Inserat farbig',
    sizeType: 'DYNAMIC_SIZE',
    colorMode: 'COLOR',
    price: Math.round(title.mmPrice * 1.2 * 100) / 100,
  },
  {
    name: 'Millimeter-Inserat schwarz-weiss',
    sizeType: 'DYNAMIC_SIZE',
    colorMode: 'BLACK_AND_WHITE',
    price: title.mmPrice,
  },
  {
    name: 'Stellen-Inserat Vorlage',
    sizeType: 'TEMPLATE',
    colorMode: 'NONE',
    columns: 2,
    heightMm: 90,
    price: Math.round(title.pagePrice * 0.06),
  },
];

/** Dayparts: name, from, to, price as a share of prime time. */
const RADIO_SLOTS = [
  ['Morgen 06–09', '06:00', '09:00', 1],
  ['Vormittag 09–12', '09:00', '12:00', 0.6],
  ['Mittag 12–14', '12:00', '14:00', 0.7],
  ['Abend 16–19', '16:00', '19:00', 0.85],
  ['Nacht 20–24', '20:00', '23:59', 0.3],
] as const;
const TV_SLOTS = [
  ['Vorabend 17–19', '17:00', '19:00', 0.45],
  ['Prime Time 19–22', '19:00', '22:00', 1],
  ['Spätabend 22–24', '22:00', '23:59', 0.35],
] as const;

const POSTAL_AREAS = [
  ['8001', 'Zürich', 'ZH', 4_100],
  ['8004', 'Zürich', 'ZH', 13_800],
  ['8032', 'Zürich', 'ZH', 7_900],
  ['8400', 'Winterthur', 'ZH', 15_200],
  ['8600', 'Dübendorf', 'ZH', 13_600],
  ['3011', 'Bern', 'BE', 3_400],
  ['3014', 'Bern', 'BE', 9_700],
  ['4051', 'Basel', 'BS', 5_600],
  ['6003', 'Luzern', 'LU', 6_200],
  ['9000', 'St. Gallen', 'SG', 18_400],
  ['1003', 'Lausanne', 'VD', 5_100],
  ['1201', 'Genève', 'GE', 9_800],
  ['6900', 'Lugano', 'TI', 7_300],
  ['7000', 'Chur', 'GR', 9_500],
] as const;

const THEMES = [
  'Frühlingskampagne',
  'Sommeraktion',
  'Herbstaktion',
  'Weihnachtskampagne',
  'Jubiläum',
  'Markteinführung',
  'Imagekampagne',
  'Ausverkauf',
  'Neueröffnung',
  'Black Friday',
  'Ostern',
  'Messeauftritt',
  'Employer Branding',
  'Wochenangebote',
  'Sponsoring',
];

const CAMPAIGN_TYPES = [
  ['DIGITAL', 'Digital', ['DIGITAL', 'NEWSLETTER'], false, 30],
  ['PRINT', 'Print', ['PRINT'], false, 22],
  ['CROSSMEDIA', 'Crossmedia', ['DIGITAL', 'PRINT', 'RADIO', 'TV', 'POS', 'ANALOG'], false, 26],
  ['BROADCAST', 'Radio und TV', ['RADIO', 'TV'], false, 9],
  ['POINT_OF_SALE', 'Point of Sale', ['POS'], false, 5],
  ['DIRECT_MAIL', 'Streuwurf', ['ANALOG'], false, 4],
  ['SELF_BOOKING', 'Self-Booking Digital', ['DIGITAL'], true, 4],
] as const;

const POSITION_GROUPS = [
  ['Digital', 'DIGITAL'],
  ['Print', 'PRINT'],
  ['Radio', 'RADIO'],
  ['TV', 'TV'],
  ['Point of Sale', 'POS'],
  ['Streuwurf', 'ANALOG'],
] as const;

/** Unit prices of a list: CHF of a year's tariff; EUR a little higher; 3 % more a year. */
const yearFactor = (offset: number) => 1.03 ** offset;
const eurFactor = 1.06;
const roundPrice = (value: number) =>
  value >= 100 ? Math.round(value / 5) * 5 : Math.round(value * 100) / 100;

/** A moment's business day (Zurich's, as the whole product counts days). */
const isoDay = (date: Date) => businessDay(date);

type Product = {
  id: number;
  /** CHF in this year's tariff. */
  price: number;
  unit: string;
  selfBookable: boolean;
};

/** The catalogue of one company (the tenant that sells it). */
async function seedCatalogue(
  db: Db,
  tenant: number,
  publishers: Map<string, number>,
  now: Date,
): Promise<void> {
  const year = now.getUTCFullYear();
  const products: Product[] = [];
  const addProducts = async (
    rows: (Record<string, unknown> & { price: number; unit: string; name: string })[],
  ) => {
    if (rows.length === 0) return;
    const inserted = await db
      .insertInto('product')
      .values(
        rows.map(
          ({ price: _, unit: __, ...row }): Insertable<ProductTable> => ({
            companyId: tenant,
            ...(row as Omit<Insertable<ProductTable>, 'companyId'>),
          }),
        ),
      )
      .returning(['id', 'selfBookable'])
      .execute();
    inserted.forEach((product, index) => {
      const row = rows[index] as { price: number; unit: string };
      products.push({
        id: product.id,
        price: row.price,
        unit: row.unit,
        selfBookable: product.selfBookable,
      });
    });
  };
  const medium = async (
    mediaType: MediaType,
    name: string,
    publisher: string | undefined,
    websiteId: number | null = null,
  ) =>
    (
      await db
        .insertInto('adMedium')
        .values({
          companyId: tenant,
          mediaType,
          name,
          publisherCompanyId: publisher ? (publishers.get(publisher) ?? null) : null,
          websiteId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const issuesFrom = new Date(Date.UTC(year - 2, 0, 1));
  const issuesTo = new Date(Date.UTC(year + 1, 11, 31));
  for (const publisher of PUBLISHERS) {
    // Print titles, their formats and their issues.
    for (const title of publisher.titles) {
      const adMediumId = await medium('PRINT', title.name, publisher.company);
      await db
        .insertInto('publication')
        .values({
          adMediumId,
          companyId: tenant,
          frequency: title.frequency,
          region: title.region,
          language: title.language,
          circulation: title.circulation,
          columns: title.columns,
          columnWidthMm: title.columnWidthMm,
          pageHeightMm: title.pageHeightMm,
        })
        .execute();
      // Every publication day from two years back to the end of next year; a monthly title
      // on the first of its weekday in the month. Ads close three working days before, the
      // material two days before, at 12:00 Swiss time.
      const monthly = title.frequency === 'MONTHLY';
      await sql`
        insert into publication_issue (company_id, ad_medium_id, issue_number, publication_date, ad_deadline, material_deadline)
        select ${tenant}, ${adMediumId},
               to_char(d, 'YYYY') || '/' || lpad((row_number() over (partition by extract(year from d) order by d))::text, 3, '0'),
               d::date,
               ((d::date - 3)::timestamp + time '12:00') at time zone 'Europe/Zurich',
               ((d::date - 2)::timestamp + time '12:00') at time zone 'Europe/Zurich'
        from generate_series(${isoDay(issuesFrom)}::date, ${isoDay(issuesTo)}::date, interval '1 day') d
        where extract(isodow from d) = any(${sql.lit(`{${title.weekdays.join(',')}}`)}::int[])
          and (not ${monthly} or extract(day from d) <= 7)`.execute(db);
      await addProducts(
        PRINT_FORMATS(title).map((format) => ({
          adMediumId,
          mediaType: 'PRINT',
          name: format.name,
          code: null,
          formatName: format.name,
          sizeType: format.sizeType,
          colorMode: format.colorMode,
          columns: format.columns ?? null,
          heightMm: format.heightMm ?? null,
          price: format.price,
          unit: format.sizeType === 'DYNAMIC_SIZE' ? 'MM' : 'FLAT',
        })),
      );
    }
    // Websites with placements; one product per placement, plus video and native.
    for (const site of publisher.sites) {
      await db
        .insertInto('website')
        .values({
          companyId: tenant,
          publisherCompanyId: publishers.get(publisher.company) ?? null,
          name: site.name,
          domain: site.domain,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      const website = await db
        .selectFrom('website')
        .select('id')
        .where('companyId', '=', tenant)
        .where('domain', '=', site.domain)
        .executeTakeFirstOrThrow();
      const adMediumId = await medium('DIGITAL', site.name, publisher.company, website.id);
      const placements = await db
        .insertInto('websitePlacement')
        .values(
          PLACEMENTS.map(([name, sizes, devices]) => ({
            companyId: tenant,
            websiteId: website.id,
            name,
            sizes: [...sizes],
            devices: [...devices],
          })),
        )
        .returning(['id', 'name'])
        .execute();
      await addProducts([
        ...PLACEMENTS.map(([name, sizes, , factor], index) => ({
          adMediumId,
          mediaType: 'DIGITAL',
          name: `${name} ${site.name}`,
          code: null,
          adType: 'DISPLAY',
          placementId: placements[index]?.id ?? null,
          sizes: [...sizes],
          pricingModel: 'CPM',
          // The smaller sites sell their rectangle and wideboard online.
          selfBookable: name === 'Rectangle' || name === 'Wideboard',
          price: roundPrice(site.cpm * factor),
          unit: 'CPM',
        })),
        {
          adMediumId,
          mediaType: 'DIGITAL',
          name: `Video Pre-Roll ${site.name}`,
          code: null,
          adType: 'VIDEO',
          sizes: ['640x360'],
          pricingModel: 'CPM',
          price: roundPrice(site.cpm * 2.1),
          unit: 'CPM',
        },
        {
          adMediumId,
          mediaType: 'DIGITAL',
          name: `Native Ad ${site.name}`,
          code: null,
          adType: 'NATIVE',
          pricingModel: 'FLAT',
          price: roundPrice(site.cpm * 140),
          unit: 'FLAT',
        },
      ]);
    }
    // Radio and TV: a product per daypart and spot length, priced per spot.
    for (const station of publisher.stations) {
      const adMediumId = await medium(station.kind, station.name, publisher.company);
      await db
        .insertInto('broadcastStation')
        .values({
          adMediumId,
          companyId: tenant,
          kind: station.kind,
          region: station.region,
          language: station.language,
          dailyReach: station.dailyReach,
        })
        .execute();
      const slots = station.kind === 'RADIO' ? RADIO_SLOTS : TV_SLOTS;
      const inserted = await db
        .insertInto('broadcastSlot')
        .values(
          slots.map(([name, startsAt, endsAt, share]) => ({
            companyId: tenant,
            adMediumId,
            name,
            startsAt,
            endsAt,
            priceSharePercent: share * 100,
          })),
        )
        .returning('id')
        .execute();
      await addProducts(
        slots.flatMap(([slot, , , share], index) =>
          [20, 30].map((seconds) => ({
            adMediumId,
            mediaType: station.kind,
            name: `Spot ${seconds} s ${slot}`,
            code: null,
            spotLengthSec: seconds,
            broadcastSlotId: inserted[index]?.id ?? null,
            price: roundPrice((station.primePrice * share * seconds) / 30),
            unit: 'SPOTS',
          })),
        ),
      );
    }
  }

  // A point-of-sale screen network (coop weeks) and unaddressed mail by postal area.
  const pos = await medium('POS', 'Alpenblick Screens Tankstellenshops', 'Verlag Alpenblick AG');
  await db
    .insertInto('posNetwork')
    .values({
      adMediumId: pos,
      companyId: tenant,
      screens: 640,
      loopSeconds: 120,
      slotSeconds: 10,
      bookingUnit: 'COOP_WEEK',
    })
    .execute();
  await addProducts([
    {
      adMediumId: pos,
      mediaType: 'POS',
      name: 'Screen-Slot 10 s national',
      price: 7_800,
      unit: 'WEEKS',
    },
    {
      adMediumId: pos,
      mediaType: 'POS',
      name: 'Screen-Slot 10 s Deutschschweiz',
      price: 5_600,
      unit: 'WEEKS',
    },
    {
      adMediumId: pos,
      mediaType: 'POS',
      name: 'Screen-Slot 20 s national',
      price: 14_200,
      unit: 'WEEKS',
    },
  ]);
  const analog = await medium('ANALOG', 'Streuwurf Schweiz', undefined);
  await db
    .insertInto('postalArea')
    .values(
      POSTAL_AREAS.map(([postalCode, town, canton, households]) => ({
        companyId: tenant,
        adMediumId: analog,
        postalCode,
        town,
        canton,
        households,
      })),
    )
    .execute();
  await addProducts([
    {
      adMediumId: analog,
      mediaType: 'ANALOG',
      name: 'Flyer A5 unadressiert',
      itemType: 'Flyer A5',
      price: 0.14,
      unit: 'PIECES',
    },
    {
      adMediumId: analog,
      mediaType: 'ANALOG',
      name: 'Prospekt bis 50 g unadressiert',
      itemType: 'Prospekt',
      price: 0.21,
      unit: 'PIECES',
    },
    {
      adMediumId: analog,
      mediaType: 'ANALOG',
      name: 'Warenmuster unadressiert',
      itemType: 'Warenmuster',
      price: 0.38,
      unit: 'PIECES',
    },
  ]);

  // Price lists: a tariff per year in CHF and EUR (last two years archived, this and next
  // year active), and this year's self-booking list in CHF.
  const lists = await db
    .insertInto('priceList')
    .values([
      ...[-2, -1, 0, 1].flatMap((offset) =>
        (['CHF', 'EUR'] as const).map((currency) => ({
          companyId: tenant,
          name: `Tarif ${year + offset} ${currency}`,
          validFrom: `${year + offset}-01-01`,
          validTo: `${year + offset}-12-31`,
          currency,
          channel: 'STANDARD' as const,
          status: offset < 0 ? ('ARCHIVED' as const) : ('ACTIVE' as const),
        })),
      ),
      // Self-booking this year and next (issue 33 point 3: a campaign in January found nothing).
      ...[0, 1].map((offset) => ({
        companyId: tenant,
        name: `Self-Booking ${year + offset} CHF`,
        validFrom: `${year + offset}-01-01`,
        validTo: `${year + offset}-12-31`,
        currency: 'CHF' as const,
        channel: 'SELF_BOOKING' as const,
        status: 'ACTIVE' as const,
      })),
      {
        companyId: tenant,
        name: `Agenturtarif ${year + 1} CHF (Entwurf)`,
        validFrom: `${year + 1}-01-01`,
        validTo: `${year + 1}-12-31`,
        currency: 'CHF' as const,
        channel: 'AGENCY' as const,
        status: 'DRAFT' as const,
      },
    ])
    .returning(['id', 'name', 'validFrom', 'currency', 'channel'])
    .execute();
  const items = lists.flatMap((list) => {
    const listYear = Number(list.name.match(/\d{4}/)?.[0] ?? year);
    const factor = yearFactor(listYear - year) * (list.currency === 'EUR' ? eurFactor : 1);
    const eligible =
      list.channel === 'SELF_BOOKING'
        ? products.filter((product) => product.selfBookable)
        : products;
    // The agency tariff: 5 % below the list.
    const channelFactor = list.channel === 'AGENCY' ? 0.95 : 1;
    return eligible.map((product) => ({
      companyId: tenant,
      priceListId: list.id,
      productId: product.id,
      validFrom: `${listYear}-01-01`,
      validTo: `${listYear}-12-31`,
      unit: product.unit,
      listPrice: roundPrice(product.price * factor * channelFactor),
      // Self-booking has a minimum order (CHF 3,500 for display, in CPM units at the list price).
      minQuantity:
        list.channel === 'SELF_BOOKING' ? Math.ceil(3_500 / Math.max(product.price, 1)) : null,
    }));
  });
  for (let index = 0; index < items.length; index += 500) {
    await db
      .insertInto('priceListItem')
      .values(items.slice(index, index + 500))
      .execute();
  }

  // Sales units, position groups, campaign types.
  const salesUnits = await db
    .insertInto('salesUnit')
    .values(
      ['Run of Network Schweiz', 'News Deutschschweiz', 'Romandie'].map((name) => ({
        companyId: tenant,
        name,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  await sql`
    insert into sales_unit_placement (sales_unit_id, placement_id)
    select u.id, p.id
    from sales_unit u
    join website_placement p on p.company_id = u.company_id
    join website w on w.id = p.website_id
    where u.id in (${sql.join(salesUnits.map((unit) => unit.id))})
      and (u.name = 'Run of Network Schweiz' and p.name in ('Wideboard', 'Rectangle')
        or u.name = 'News Deutschschweiz' and w.domain in ('tagblatt-online.example', 'alpenblick-online.example')
        or u.name = 'Romandie' and w.domain = 'leman-info.example')`.execute(db);
  await db
    .insertInto('positionGroup')
    .values(
      POSITION_GROUPS.map(([name, mediaType], index) => ({
        companyId: tenant,
        name,
        mediaType,
        sortOrder: index,
      })),
    )
    .execute();
  await db
    .insertInto('campaignType')
    .values(
      CAMPAIGN_TYPES.map(([code, name, mediaTypes, selfBookable]) => ({
        companyId: tenant,
        code,
        name,
        mediaTypes: [...mediaTypes],
        selfBookable,
        pdfTemplate: selfBookable ? 'self-booking-offer' : 'offer',
      })),
    )
    .execute();
}

/** The totals of the named campaigns from their positions, as the generated ones have them. */
async function updateTotals(db: Db, positions: RawBuilder<boolean>): Promise<void> {
  await sql`
    update campaign c set ${campaignTotalsOf}
    from (
      select p.campaign_id, round(sum(p.quantity * p.unit_list_price), 2) as gross, sum(p.net_amount) as net,
             case when min(k.agency_account_id) is not null then round(sum(p.net_amount) * 0.15, 2) else 0 end as commission,
             case when min(k.currency) = 'CHF' then 8.10 else 0 end as rate
      from campaign_position p join campaign k on k.id = p.campaign_id
      where p.status <> 'DELETED' and ${positions}
      group by p.campaign_id
    ) t
    where t.campaign_id = c.id`.execute(db);
}

/** A hash of a row number and a salt in [0, 1): the seeded generator of the set-based inserts. */
const randomFunction = sql`
  create or replace function pg_temp.rnd(n bigint, salt integer) returns double precision
  language sql immutable as
  $$ select (hashint8(n * 7919 + salt * 104729 + 20261125) & 2147483647)::double precision / 2147483648 $$`;

/**
 * Campaigns and positions of one run: `campaigns` campaigns with `positions` positions,
 * numbered from `first` (so a later bulk run continues the series), spread over the booking
 * companies that have accounts. Answers how many of each it wrote.
 */
export async function generateCampaigns(
  db: Db,
  {
    campaigns,
    positions,
    now,
    first = 1,
  }: { campaigns: number; positions: number; now: Date; first?: number },
): Promise<{ campaigns: number; positions: number }> {
  await randomFunction.execute(db);
  const today = isoDay(now);
  // The booking companies with their accounts, sales users and campaign types, numbered so
  // that a row picks one by arithmetic.
  const companies = await db
    .selectFrom('company')
    .select(['id', 'name'])
    .where(
      'name',
      'in',
      BOOKING_COMPANIES.map(([name]) => name),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('account').select('account.id').whereRef('account.companyId', '=', 'company.id'),
      ),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('campaignType')
          .select('campaignType.id')
          .whereRef('campaignType.companyId', '=', 'company.id'),
      ),
    )
    .execute();
  if (companies.length === 0 || campaigns <= 0) return { campaigns: 0, positions: 0 };
  const shares = companies.map(
    (company) => BOOKING_COMPANIES.find(([name]) => name === company.name)?.[1] ?? 0,
  );
  const totalShare = shares.reduce((sum, share) => sum + share, 0);
  let upTo = 0;
  const bounds = companies.map((company, index) => {
    upTo += (shares[index] ?? 0) / totalShare;
    return { id: company.id, upTo: index === companies.length - 1 ? 1.0001 : upTo };
  });
  const ids = companies.map((company) => company.id);
  const temporaryTables = sql`seed_company, seed_account, seed_user, seed_type, seed_product, seed_price, seed_campaign, seed_draw, seed_position`;
  await sql`drop table if exists ${temporaryTables}`.execute(db);
  await sql`create temporary table seed_company (id integer, lo double precision, hi double precision)`.execute(
    db,
  );
  await sql`insert into seed_company values ${sql.join(
    bounds.map(
      (bound, index) =>
        sql`(${bound.id}, ${index === 0 ? 0 : (bounds[index - 1]?.upTo ?? 0)}, ${bound.upTo})`,
    ),
  )}`.execute(db);
  // The advertiser's industry: its reference where the account has one (the CRM's column),
  // else the industry of the company named as its text, else none.
  const accountColumns = new Set(
    (
      await sql<{ name: string }>`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = 'account'`.execute(db)
    ).rows.map((row) => row.name),
  );
  const industryOfAccount = accountColumns.has('industry_id')
    ? sql`industry_id`
    : accountColumns.has('industry')
      ? sql`(select min(i.id) from industry i where i.company_id = account.company_id and lower(i.name) = lower(account.industry))`
      : sql`null::integer`;
  await sql`create temporary table seed_account as
    select company_id, row_number() over (partition by company_id order by id) - 1 as n,
           count(*) over (partition by company_id) as total, id, name, country_code, ${industryOfAccount} as industry_id
    from account where company_id in (${sql.join(ids)}) and active`.execute(db);
  await sql`create temporary table seed_user as
    select company_id, row_number() over (partition by company_id order by id) - 1 as n,
           count(*) over (partition by company_id) as total, id
    from app_user where company_id in (${sql.join(ids)})
      and ('SALES' = any(permissions) or user_role in ('ADMIN', 'COMPANY_ADMIN')
        or 'BOOK_CAMPAIGNS' = any(permissions))`.execute(db);
  // Campaign types with their weight, as cumulative ranges per company.
  await sql`create temporary table seed_type as
    select t.company_id, t.id, t.code, t.media_types,
           coalesce(sum(w.weight) over (partition by t.company_id order by t.id
             rows between unbounded preceding and 1 preceding), 0)::double precision
             / sum(w.weight) over (partition by t.company_id) as lo,
           sum(w.weight) over (partition by t.company_id order by t.id)::double precision
             / sum(w.weight) over (partition by t.company_id) as hi
    from campaign_type t
    join (values ${sql.join(
      CAMPAIGN_TYPES.map(([code, , , , weight]) => sql`(${code}::text, ${weight}::int)`),
    )}) as w(code, weight) on w.code = t.code
    where t.company_id in (${sql.join(ids)}) and t.active`.execute(db);
  await sql`create temporary table seed_product as
    select p.company_id, p.media_type, row_number() over (partition by p.company_id, p.media_type order by p.id) - 1 as n,
           count(*) over (partition by p.company_id, p.media_type) as total,
           p.id, p.ad_medium_id, p.name, p.broadcast_slot_id,
           (select min(g.id) from position_group g where g.company_id = p.company_id and g.media_type = p.media_type) as position_group_id
    from product p where p.company_id in (${sql.join(ids)}) and p.active`.execute(db);
  // The standard list price of each product per currency and year.
  await sql`create temporary table seed_price as
    select distinct on (i.product_id, l.currency, extract(year from i.valid_from))
           i.product_id, l.currency, extract(year from i.valid_from)::int as year, i.id, i.unit, i.list_price
    from price_list_item i join price_list l on l.id = i.price_list_id
    where l.company_id in (${sql.join(ids)}) and l.channel = 'STANDARD'
    order by i.product_id, l.currency, extract(year from i.valid_from), i.valid_from desc`.execute(
    db,
  );
  await sql`analyze seed_account, seed_user, seed_type, seed_product, seed_price`.execute(db);

  const themes = sql.lit(`{${THEMES.map((theme) => `"${theme}"`).join(',')}}`);
  // 1. Campaigns: company, type, advertiser, dates (two years back to seven months ahead),
  // then the status the dates allow.
  await sql`
    create temporary table seed_campaign as
    select g as n, c.id as company_id, t.id as campaign_type_id, t.code as type_code, t.media_types,
           a.id as advertiser_id, a.name as advertiser_name, a.country_code, a.industry_id,
           case when r.agency < 0.2 and a.total > 1 then ag.id end as agency_id,
           u.id as sales_user_id,
           s.start_date, s.start_date + s.days as end_date,
           -- A self-booked campaign is one position, a POS or direct-mail one up to four; the
           -- others share the rest (the run's positions are exact, 7.5 per campaign overall).
           case when t.code = 'SELF_BOOKING' then 1
                when t.code in ('POINT_OF_SALE', 'DIRECT_MAIL') then 1 + floor(r.weight * 4)::int
                else 1 + floor(r.weight * 14)::int end as weight,
           r.status as status_draw
    from generate_series(${first}::bigint, ${first + campaigns - 1}::bigint) g
    cross join lateral (
      select pg_temp.rnd(g, 1) as company, pg_temp.rnd(g, 2) as type, pg_temp.rnd(g, 3) as account,
             pg_temp.rnd(g, 4) as agency, pg_temp.rnd(g, 5) as agency_account, pg_temp.rnd(g, 6) as sales,
             pg_temp.rnd(g, 7) as weight, pg_temp.rnd(g, 8) as start, pg_temp.rnd(g, 9) as days,
             pg_temp.rnd(g, 10) as status
    ) r
    join seed_company c on r.company >= c.lo and r.company < c.hi
    join seed_type t on t.company_id = c.id and r.type >= t.lo and r.type < t.hi
    -- The numbers of the advertiser, the agency and the sales person first, so that each is
    -- found by equality (a hash join), whatever the number of accounts.
    join (select company_id, count(*) as total from seed_account group by company_id) ac
      on ac.company_id = c.id
    left join (select company_id, count(*) as total from seed_user group by company_id) uc
      on uc.company_id = c.id
    cross join lateral (
      select floor(power(r.account, 1.3) * ac.total)::bigint as advertiser_n,
             (floor(power(r.account, 1.3) * ac.total)::bigint + 1
               + floor(r.agency_account * greatest(ac.total - 1, 1))::bigint) % ac.total as agency_n,
             floor(r.sales * uc.total)::bigint as sales_n
      offset 0
    ) k
    join seed_account a on a.company_id = c.id and a.n = k.advertiser_n
    left join seed_account ag on ag.company_id = c.id and ag.n = k.agency_n
    left join seed_user u on u.company_id = c.id and u.n = k.sales_n
    cross join lateral (
      select ${today}::date - 730 + floor(r.start * 940)::int as start_date,
             case when t.code in ('PRINT', 'CROSSMEDIA') then 28 + floor(r.days * 92)::int
                  when t.code = 'DIRECT_MAIL' then 7 + floor(r.days * 14)::int
                  else 7 + floor(r.days * 77)::int end as days
    ) s`.execute(db);
  const campaignRows = Number(
    (await sql<{ n: string }>`select count(*) as n from seed_campaign`.execute(db)).rows[0]?.n ?? 0,
  );
  if (campaignRows === 0) return { campaigns: 0, positions: 0 };
  // Ids follow the run's numbers, so the same run gives the same ids.
  const bases = (
    await sql<{ campaign: number; position: number }>`select
      greatest((select max(id) from campaign), 10000) as campaign,
      greatest((select max(id) from campaign_position), 100000) as position`.execute(db)
  ).rows[0] ?? { campaign: 10000, position: 100000 };
  const campaignBase = Number(bases.campaign) - first + 1;
  const positionBase = Number(bases.position);
  // Each campaign's range of position numbers: at least one, the rest spread by weight, so
  // the run writes exactly `positions` positions.
  const extra = Math.max(positions - campaignRows, 0);
  await sql`
    create temporary table seed_campaign_range as
    select s.*, ${campaignBase} + s.n as campaign_id,
           case when s.country_code in ('AT', 'DE') then 'EUR' else 'CHF' end as currency,
           case
             -- The status follows the dates (issue 33): ended ⇔ the end passed, running ⇔
             -- today lies between start and end, booked (or still offered) ⇔ the start is ahead.
             when s.end_date < ${today}::date then case
               when s.status_draw < 0.86 then 'ARCHIVED'
               else 'OFFER_DENIED' end
             when s.start_date <= ${today}::date then 'PERFORMANCE'
             else case
               when s.status_draw < 0.33 then 'OFFERED'
               when s.status_draw < 0.63 then 'BOOKED'
               when s.status_draw < 0.77 then 'DRAFT'
               when s.status_draw < 0.85 then 'PENDING_APPROVAL'
               when s.status_draw < 0.91 then 'PREPAYMENT'
               when s.status_draw < 0.96 then 'ALTERNATE_QUOTE'
               else 'OFFER_DENIED' end
           end as status,
           (row_number() over w - 1) + floor(${extra}::numeric * (sum(s.weight - 1) over w - (s.weight - 1))
             / nullif(sum(s.weight - 1) over (), 0))::bigint as lo,
           row_number() over w + floor(${extra}::numeric * sum(s.weight - 1) over w
             / nullif(sum(s.weight - 1) over (), 0))::bigint as hi
    from seed_campaign s window w as (order by s.n)`.execute(db);
  await sql`drop table seed_campaign`.execute(db);
  await sql`alter table seed_campaign_range rename to seed_campaign`.execute(db);

  // 2. Positions, first into a table of their own (so the campaigns' totals are known when
  // the campaigns are written): each campaign's range of numbers, a medium its type sells, a
  // product of that medium, the price of the list of its currency and year, and a status the
  // campaign's status and the dates allow.
  // The draws of each position first (its medium and product number), so that the product
  // and its price are found by equality (hash joins) in the next step.
  await sql`
    create temporary table seed_draw as
    select ${positionBase} + p0 as p, c.campaign_id, c.company_id, c.currency, c.status as campaign_status,
           c.start_date, c.end_date, extract(year from c.start_date)::int as year, m.position_type,
           floor(r.product * pc.total)::bigint as product_n,
           r.issue, r.quantity, r.height, r.discount, r.status, r.creative
    from seed_campaign c
    cross join lateral generate_series(c.lo + 1, c.hi) p0
    cross join lateral (
      select pg_temp.rnd(${positionBase} + p0, 22) as product, pg_temp.rnd(${positionBase} + p0, 23) as issue,
             pg_temp.rnd(${positionBase} + p0, 24) as quantity, pg_temp.rnd(${positionBase} + p0, 25) as height,
             (array[0, 0, 0, 5, 10, 10, 15, 20, 25, 30])[1 + floor(pg_temp.rnd(${positionBase} + p0, 26) * 10)::int]::numeric as discount,
             pg_temp.rnd(${positionBase} + p0, 27) as status, pg_temp.rnd(${positionBase} + p0, 28) as creative
    ) r
    -- The medium: a crossmedia campaign's by share (45 % digital, 30 % print, 10 % radio, 5 %
    -- each TV, POS, analog), another's one of its type's (newsletters are sold as digital).
    -- Computed once per row (offset 0), as the join reads it too.
    cross join lateral (
      select case when c.type_code = 'CROSSMEDIA'
        then (array['DIGITAL', 'DIGITAL', 'DIGITAL', 'DIGITAL', 'DIGITAL', 'DIGITAL', 'DIGITAL',
                    'DIGITAL', 'DIGITAL', 'PRINT', 'PRINT', 'PRINT', 'PRINT', 'PRINT', 'PRINT',
                    'RADIO', 'RADIO', 'TV', 'POS', 'ANALOG'])[1 + floor(pg_temp.rnd(${positionBase} + p0, 21) * 20)::int]
        else coalesce(nullif((c.media_types)[1 + floor(pg_temp.rnd(${positionBase} + p0, 20)
          * cardinality(c.media_types))::int], 'NEWSLETTER'), 'DIGITAL')
      end as position_type
      offset 0
    ) m
    join (select company_id, media_type, count(*) as total from seed_product group by 1, 2) pc
      on pc.company_id = c.company_id and pc.media_type = m.position_type`.execute(db);
  await sql`analyze seed_draw`.execute(db);
  const positionRows = sql`
    select d.p as id, d.company_id, d.campaign_id, d.position_type, pr.name,
           pr.id as product_id, pr.ad_medium_id, pr.position_group_id,
           li.id as price_list_item_id, q.quantity, coalesce(li.unit, 'FLAT') as unit,
           coalesce(li.list_price, 0) as unit_list_price, d.discount as discount_percent,
           round(q.quantity * coalesce(li.list_price, 0) * (100 - d.discount) / 100, 2) as net_amount,
           d.currency, case when d.currency = 'CHF' then 8.10 else 0 end as vat_rate,
           coalesce(iss.publication_date, d.start_date) as start_date,
           coalesce(iss.publication_date, d.end_date) as end_date,
           st.status, order_stage(d.campaign_status) as order_stage,
           case
             when st.status = 'FINISHED' then case when d.position_type = 'PRINT' then 'APPEARED' else 'APPROVED' end
             when st.status = 'CREATIVE_PENDING' then 'MISSING'
             when st.status = 'CREATIVE_REQUESTED' then 'REQUESTED'
             when st.status in ('CREATIVE_RECEIVED', 'PENDING_APPROVAL') then 'PENDING_APPROVAL'
             when st.status = 'DECLINED' then 'REJECTED'
             when st.status = 'ISSUES' then case when d.creative < 0.3 then 'ERROR' else 'APPROVED' end
             when st.status in ('DELETED', 'PENDING') then null
             else 'APPROVED' end as creative_status,
           case when d.position_type = 'PRINT' then case st.status
             when 'AUTO_HIDDEN' then 'AUTO' when 'MANUAL_HIDDEN' then 'MANUAL' else 'NONE' end end as hidden_mode,
           iss.id as publication_issue_id, iss.publication_date, pr.broadcast_slot_id,
           least((d.start_date - 10)::timestamp + interval '10 hours',
                 ${now}::timestamptz - interval '1 day') as created_at
    from seed_draw d
    join seed_product pr on pr.company_id = d.company_id and pr.media_type = d.position_type and pr.n = d.product_n
    left join seed_price li on li.product_id = pr.id and li.currency = d.currency and li.year = d.year
    left join lateral (
      select i.id, i.publication_date from publication_issue i
      where d.position_type = 'PRINT' and i.ad_medium_id = pr.ad_medium_id
        and i.publication_date >= d.start_date + floor(d.issue * (d.end_date - d.start_date) * 0.8)::int
      order by i.publication_date limit 1
    ) iss on true
    cross join lateral (
      select case coalesce(li.unit, 'FLAT')
        when 'CPM' then 25 + floor(d.quantity * 40) * 25
        when 'MM' then (1 + floor(d.quantity * 4)) * (30 + floor(d.height * 12) * 10)
        when 'SPOTS' then 5 + floor(d.quantity * 36)
        when 'WEEKS' then 1 + floor(d.quantity * 4)
        when 'PIECES' then 5000 + floor(d.quantity * 56) * 1000
        else 1 + floor(d.quantity * 2) end::numeric as quantity
    ) q
    cross join lateral (
      select case
        when d.position_type = 'DIGITAL' then case
          when d.campaign_status = 'ARCHIVED' then case
            when d.status < 0.9 then 'FINISHED' when d.status < 0.95 then 'HIDDEN' else 'DELETED' end
          when d.campaign_status = 'PERFORMANCE' and d.end_date < ${today}::date then 'FINISHED'
          when d.campaign_status = 'PERFORMANCE' then case
            when d.status < 0.8 then 'RUNNING' when d.status < 0.88 then 'ISSUES'
            -- Started without being pushed yet: overdue work the push list marks.
            when d.status < 0.92 then 'READY_TO_PUSH'
            when d.status < 0.96 then 'READY' else 'PUSH_UPDATE' end
          when d.campaign_status in ('BOOKED', 'PREPAYMENT') then case
            when d.status < 0.25 then 'READY_TO_PUSH' when d.status < 0.45 then 'CREATIVE_PENDING'
            when d.status < 0.6 then 'CREATIVE_REQUESTED' when d.status < 0.7 then 'CREATIVE_RECEIVED'
            when d.status < 0.8 then 'PENDING_APPROVAL' else 'PENDING' end
          when d.campaign_status = 'OFFER_DENIED' then case when d.status < 0.7 then 'DECLINED' else 'DELETED' end
          else case when d.status < 0.7 then 'CREATIVE_PENDING' else 'PENDING' end
        end
        else case
          when d.campaign_status = 'ARCHIVED' then case
            when d.status < 0.92 then 'FINISHED'
            when d.position_type <> 'PRINT' then 'DELETED'
            when d.status < 0.96 then 'AUTO_HIDDEN' when d.status < 0.98 then 'MANUAL_HIDDEN' else 'DELETED' end
          when d.campaign_status = 'PERFORMANCE' and coalesce(iss.publication_date, d.end_date) < ${today}::date then 'FINISHED'
          when d.campaign_status in ('PERFORMANCE', 'BOOKED', 'PREPAYMENT') then case
            when d.status < 0.25 then 'READY_TO_PUSH' when d.status < 0.45 then 'CREATIVE_PENDING'
            when d.status < 0.6 then 'CREATIVE_REQUESTED' when d.status < 0.72 then 'CREATIVE_RECEIVED'
            when d.status < 0.82 and d.position_type = 'PRINT' then 'PROOFS' else 'READY' end
          when d.campaign_status = 'OFFER_DENIED' then 'DELETED'
          else 'CREATIVE_PENDING'
        end
      end as status
    ) st`;
  await sql`create temporary table seed_position as ${positionRows}`.execute(db);

  // 3. The campaigns, with their totals from their positions (deleted ones do not count):
  // gross at list price, the discounts, 15 % agency commission (BK) where an agency books,
  // VAT on the net after commission.
  // Both tables' keys and indexes set aside for the inserts (bulk.ts: 26 s → a few).
  await bulkLoad(db, ['campaign', 'campaign_position'], async () => {
    await sql`
      insert into campaign (id, company_id, campaign_type_id, name, advertiser_account_id, agency_account_id,
        invoicing_account_id, sales_user_id, brand_id, industry_id, status, start_date, end_date,
        offer_valid_until, language, currency, gross_total, discount_total, commission_total, net_total,
        vat_total, total, payment_status, customer_po, created_by_user_id, created_at, updated_at)
      select s.campaign_id, s.company_id, s.campaign_type_id,
             regexp_replace(s.advertiser_name, '\\s+(AG|SA|GmbH|Genossenschaft|Holding|Group|SE)\\y.*$', '') || ' ' ||
               (${themes}::text[])[1 + floor(pg_temp.rnd(s.n, 11) * ${THEMES.length})::int] || ' ' || extract(year from s.start_date),
             s.advertiser_id, s.agency_id, coalesce(s.agency_id, s.advertiser_id), s.sales_user_id,
             (select min(b.id) from brand b where b.account_id = s.advertiser_id),
             s.industry_id,
             s.status, s.start_date, s.end_date,
             case when s.status in ('OFFERED', 'ALTERNATE_QUOTE', 'DRAFT', 'PENDING_APPROVAL')
               then least(s.start_date - 1, ${today}::date + 21) end,
             case when s.country_code = 'CH' and pg_temp.rnd(s.n, 12) < 0.15 then 'fr' else 'de' end,
             s.currency,
             coalesce(t.gross, 0), coalesce(t.gross - t.net, 0), k.commission, coalesce(t.net, 0) - k.commission,
             round((coalesce(t.net, 0) - k.commission) * v.rate / 100, 2),
             coalesce(t.net, 0) - k.commission + round((coalesce(t.net, 0) - k.commission) * v.rate / 100, 2),
             case
               when s.status = 'ARCHIVED' then case
                 when pg_temp.rnd(s.n, 13) < 0.80 then 'PAID'
                 when pg_temp.rnd(s.n, 13) < 0.88 then 'CHARGED'
                 when pg_temp.rnd(s.n, 13) < 0.93 then 'FIRST_REMINDER'
                 when pg_temp.rnd(s.n, 13) < 0.955 then 'SECOND_REMINDER'
                 when pg_temp.rnd(s.n, 13) < 0.97 then 'THIRD_REMINDER'
                 when pg_temp.rnd(s.n, 13) < 0.978 then 'PERSONAL_CALL_REMINDER'
                 when pg_temp.rnd(s.n, 13) < 0.985 then 'PERSONAL_CALL_REQUESTED_REMINDER'
                 when pg_temp.rnd(s.n, 13) < 0.993 then 'COLLECTION_REMINDER'
                 else 'BAD_DEBT' end
               when s.status = 'PREPAYMENT' and pg_temp.rnd(s.n, 13) < 0.4 then 'PAID'
             end,
             case when pg_temp.rnd(s.n, 14) < 0.3 then 'PO-' || (4500000 + s.n) end,
             s.sales_user_id,
             -- Created before its start, and never after the day it is generated (issue 33).
             least((s.start_date - 10 - floor(pg_temp.rnd(s.n, 15) * 50)::int)::timestamp + interval '9 hours',
                   ${now}::timestamptz - interval '1 day' * (2 + floor(pg_temp.rnd(s.n, 15) * 20))),
             least((s.start_date - 10)::timestamp + interval '10 hours',
                   ${now}::timestamptz - interval '1 hour' * (1 + floor(pg_temp.rnd(s.n, 16) * 30)))
      from seed_campaign s
      left join (
        select campaign_id, round(sum(quantity * unit_list_price), 2) as gross, sum(net_amount) as net
        from seed_position where status <> 'DELETED' group by campaign_id
      ) t on t.campaign_id = s.campaign_id
      cross join lateral (
        select case when s.agency_id is not null then round(coalesce(t.net, 0) * 0.15, 2) else 0 end as commission
      ) k
      cross join lateral (select case when s.currency = 'CHF' then 8.10 else 0 end as rate) v`.execute(
      db,
    );
    await sql`
      insert into campaign_position (id, company_id, campaign_id, position_type, name, product_id, ad_medium_id,
        position_group_id, price_list_item_id, quantity, unit, unit_list_price, discount_percent, net_amount,
        currency, vat_rate, start_date, end_date, status, creative_status, hidden_mode,
        publication_issue_id, publication_date, broadcast_slot_id, created_at, updated_at, order_stage, discounts)
      select id, company_id, campaign_id, position_type, name, product_id, ad_medium_id,
        position_group_id, price_list_item_id, quantity, unit, unit_list_price, discount_percent, net_amount,
        currency, vat_rate, start_date, end_date, status, creative_status, hidden_mode,
        publication_issue_id, publication_date, broadcast_slot_id, created_at, created_at, order_stage,
        case when discount_percent > 0 then jsonb_build_array(jsonb_build_object('name', 'VOLUME',
          'percent', discount_percent, 'amount', round(quantity * unit_list_price * discount_percent / 100, 2)))
          else '[]'::jsonb end
      from seed_position order by id`.execute(db);
  });
  const written = Number(
    (await sql<{ n: string }>`select count(*) as n from seed_position`.execute(db)).rows[0]?.n ?? 0,
  );
  await sql`drop table if exists ${temporaryTables}`.execute(db);
  await sql`select setval(pg_get_serial_sequence('campaign', 'id'), (select max(id) from campaign))`.execute(
    db,
  );
  await sql`select setval(pg_get_serial_sequence('campaign_position', 'id'), (select max(id) from campaign_position))`.execute(
    db,
  );
  return { campaigns: campaignRows, positions: written };
}

/**
 * The campaigns the seeded activities and position history of the sales seed name (ids 5001,
 * 5002, 6001–6006), with the positions that history names and that were not deleted, so that
 * the history's key to its campaign holds and its links lead somewhere.
 */
async function seedNamedCampaigns(db: Db, now: Date): Promise<void> {
  const year = now.getUTCFullYear();
  const named = [
    [5001, 'Werbeagentur Muster GmbH', `Frühlingskampagne ${year}`],
    [5002, 'Werbeagentur Muster GmbH', `Sommerkampagne ${year}`],
    [6001, 'Adconsole Sales', `Frühlingskampagne ${year}`],
    [6002, 'Adconsole Sales', `Sommerkampagne ${year}`],
    [6003, 'Adconsole Sales', `Herbstaktion ${year}`],
    [6004, 'Adconsole Sales', `Weihnachtskampagne ${year}`],
    [6005, 'Adconsole Sales', `Jubiläumskampagne ${year}`],
    [6006, 'Adconsole Sales', `Markteinführung ${year}`],
  ] as const;
  const start = isoDay(new Date(now.getTime() + 30 * DAY));
  const end = isoDay(new Date(now.getTime() + 58 * DAY));
  for (const [id, company, name] of named) {
    await sql`
      insert into campaign (id, company_id, campaign_type_id, name, advertiser_account_id, invoicing_account_id,
        sales_user_id, status, start_date, end_date, currency, created_by_user_id)
      select ${id}, c.id, t.id, ${name}, a.id, a.id,
             (select min(u.id) from app_user u where u.company_id = c.id and ('SALES' = any(u.permissions) or 'BOOK_CAMPAIGNS' = any(u.permissions))),
             'BOOKED', ${start}::date, ${end}::date, 'CHF',
             (select min(u.id) from app_user u where u.company_id = c.id)
      from company c
      join campaign_type t on t.company_id = c.id and t.code = 'CROSSMEDIA'
      join lateral (select min(id) as id from account where company_id = c.id) a on a.id is not null
      where c.name = ${company}`.execute(db);
  }
  // A campaign of the agency that runs today, whatever the day (issue 33: statuses follow the
  // dates, so the random ones may hold none on the small data): its overview, payment and
  // history are what an agency user opens first.
  await sql`
    insert into campaign (id, company_id, campaign_type_id, name, advertiser_account_id, invoicing_account_id,
      sales_user_id, status, start_date, end_date, currency, created_by_user_id, created_at, updated_at)
    select 5003, c.id, t.id, ${`Dauerpräsenz ${year}`}, a.id, a.id,
           (select min(u.id) from app_user u where u.company_id = c.id and ('SALES' = any(u.permissions) or 'BOOK_CAMPAIGNS' = any(u.permissions))),
           'PERFORMANCE', ${isoDay(new Date(now.getTime() - 14 * DAY))}::date,
           ${isoDay(new Date(now.getTime() + 45 * DAY))}::date, 'CHF',
           (select min(u.id) from app_user u where u.company_id = c.id),
           ${new Date(now.getTime() - 30 * DAY)}, ${new Date(now.getTime() - 14 * DAY)}
    from company c
    join campaign_type t on t.company_id = c.id and t.code = 'CROSSMEDIA'
    join lateral (select min(id) as id from account where company_id = c.id) a on a.id is not null
    where c.name = 'Werbeagentur Muster GmbH'`.execute(db);
  // The positions the history names: id, campaign, type, name, the medium's product.
  const positions = [
    [50011, 5001, 'DIGITAL', 'Rectangle auf der Startseite', 'Rectangle Tagblatt Online'],
    [50012, 5001, 'PRINT', 'Inserat ½ Seite Zürcher Tagblatt', '1/2 Seite quer'],
    [50021, 5002, 'RADIO', 'Spot 20 s Radio Zürisee', 'Spot 20 s Morgen 06–09'],
    [50022, 5002, 'POS', 'Plakat F12 Hauptbahnhof', 'Screen-Slot 10 s national'],
    [60011, 6001, 'DIGITAL', 'Halfpage Ad Romandie', 'Halfpage Léman Info'],
  ] as const;
  for (const [id, campaignId, type, name, productName] of positions) {
    await sql`
      insert into campaign_position (id, company_id, campaign_id, position_type, name, product_id, ad_medium_id,
        price_list_item_id, quantity, unit, unit_list_price, discount_percent, net_amount, currency, vat_rate,
        start_date, end_date, status, creative_status, hidden_mode, publication_issue_id, publication_date)
      select ${id}, c.company_id, c.id, ${type}, ${name}, p.id, p.ad_medium_id, li.id, 1, li.unit, li.list_price, 0,
             li.list_price, 'CHF', 8.10, coalesce(iss.publication_date, c.start_date), coalesce(iss.publication_date, c.end_date),
             ${type === 'DIGITAL' ? 'READY_TO_PUSH' : 'CREATIVE_PENDING'}, 'MISSING',
             ${type === 'PRINT' ? 'NONE' : null}, iss.id, iss.publication_date
      from campaign c
      join lateral (select min(id) as id from product where company_id = c.company_id and name = ${productName}) pp on pp.id is not null
      join product p on p.id = pp.id
      join lateral (
        select pli.id, pli.unit, pli.list_price from price_list_item pli join price_list pl on pl.id = pli.price_list_id
        where pli.product_id = p.id and pl.currency = 'CHF' and pl.channel = 'STANDARD' and pli.valid_from <= c.start_date
        order by pli.valid_from desc limit 1
      ) li on true
      left join lateral (
        select i.id, i.publication_date from publication_issue i
        where ${type} = 'PRINT' and i.ad_medium_id = p.ad_medium_id and i.publication_date >= c.start_date
        order by i.publication_date limit 1
      ) iss on true
      where c.id = ${campaignId}`.execute(db);
  }
  await updateTotals(db, sql`p.campaign_id < 10000`);
  // Generated rows continue above the named ones.
  await sql`select setval(pg_get_serial_sequence('campaign', 'id'), greatest((select max(id) from campaign), 10000))`.execute(
    db,
  );
  await sql`select setval(pg_get_serial_sequence('campaign_position', 'id'), greatest((select max(id) from campaign_position), 100000))`.execute(
    db,
  );
}

/**
 * Seeds the catalogue of the booking companies and their campaigns (demo.ts calls it after the
 * sales seed, in the same transaction). Prints what it wrote and how long it took.
 */
export async function seedCatalogueAndCampaigns(
  db: Db,
  now: Date,
  scale: DemoScale,
): Promise<void> {
  const started = performance.now();
  const companies = await db.selectFrom('company').select(['id', 'name']).execute();
  const byName = new Map(companies.map((company) => [company.name, company.id]));
  for (const [name] of BOOKING_COMPANIES) {
    const tenant = byName.get(name);
    if (tenant) await seedCatalogue(db, tenant, byName, now);
  }
  const catalogueDone = performance.now();
  await seedSelfBookingCustomer(db, byName.get(SELF_BOOKING_COMPANY));
  await seedNamedCampaigns(db, now);
  const written = await generateCampaigns(db, {
    campaigns: scaled(DEMO_CAMPAIGNS, scale, 50),
    positions: scaled(DEMO_POSITIONS, scale, 300),
    now,
  });
  await seedOrderExtras(db, now, [
    byName.get(SELF_BOOKING_COMPANY),
    byName.get('Werbeagentur Muster GmbH'),
  ]);
  const seconds = (at: number) => ((at - started) / 1000).toFixed(1);
  if (process.env.VITEST === undefined) {
    console.error(
      `Demo catalogue in ${seconds(catalogueDone)} s; ${written.campaigns} campaigns with ${written.positions} positions in ${seconds(performance.now())} s`,
    );
  }
}

/**
 * The self-booking customer (issue 22): its own account (the one it books for) and only the
 * self-bookable campaign types (it sells nothing else to itself).
 */
async function seedSelfBookingCustomer(db: Db, companyId: number | undefined): Promise<void> {
  if (companyId === undefined) return;
  await sql`
    insert into account (company_id, name, display_name, street, postal_code, city, country_code, language, account_type, email, phone)
    select ${companyId}, ${SELF_BOOKING_COMPANY}, ${`${SELF_BOOKING_COMPANY}, Thun`}, 'Bälliz 42', '3600', 'Thun', 'CH', 'de',
           'ADVERTISER', 'marketing@baeckerei-beispiel.example', '+41 33 222 41 10'
    where not exists (select 1 from account where company_id = ${companyId} and name = ${SELF_BOOKING_COMPANY})`.execute(
    db,
  );
  await sql`update campaign_type set active = self_bookable where company_id = ${companyId}`.execute(
    db,
  );
}

/**
 * What the orders add to the generated campaigns (issue 22): each ad medium's capacity (a
 * quarter above its average load, so the busiest days of the calendar run over), the dates of
 * each campaign's payment statuses, and campaigns waiting for approval for the self-booking
 * and agency personas (the staff APPROVALS tab and the customer's UNFINISHED tab show them).
 */
async function seedOrderExtras(
  db: Db,
  now: Date,
  approvalCompanies: readonly (number | undefined)[],
): Promise<void> {
  const today = isoDay(now);
  await sql`
    insert into ad_medium_capacity (ad_medium_id, company_id, positions_per_day)
    select m.id, m.company_id,
           greatest(case m.media_type when 'PRINT' then 12 when 'DIGITAL' then 20 when 'NEWSLETTER' then 4
                      when 'RADIO' then 24 when 'TV' then 12 when 'POS' then 8 else 6 end,
                    ceil(coalesce(l.load, 0) * 1.25))::int
    from ad_medium m
    left join (
      select p.ad_medium_id,
             case when min(p.position_type) = 'PRINT'
               then count(*)::numeric / greatest(count(distinct p.start_date), 1)
               else sum(p.end_date - p.start_date + 1)::numeric
                 / greatest(max(p.end_date) - min(p.start_date) + 1, 1) end as load
      from campaign_position p
      where p.status <> 'DELETED'
      group by p.ad_medium_id
    ) l on l.ad_medium_id = m.id
    where exists (select 1 from product pr where pr.ad_medium_id = m.id)
    on conflict (ad_medium_id) do nothing`.execute(db);
  await sql`
    insert into campaign_payment_event (company_id, campaign_id, status, occurred_on, note)
    select c.company_id, c.id, s.status,
           case when c.status = 'PREPAYMENT' then c.start_date - 21 + s.rank * 7
                else c.end_date + s.days end,
           case when s.status = 'BAD_DEBT' then 'Inkasso erfolglos, Forderung ausgebucht' end
    from campaign c
    join (values ('CHARGED', 3, 0), ('PAID', 31, 1), ('FIRST_REMINDER', 43, 2),
                 ('SECOND_REMINDER', 58, 3), ('THIRD_REMINDER', 73, 4),
                 ('PERSONAL_CALL_REMINDER', 80, 5), ('PERSONAL_CALL_REQUESTED_REMINDER', 87, 6),
                 ('COLLECTION_REMINDER', 101, 7), ('BAD_DEBT', 161, 8)) as s(status, days, rank)
      on true
    join (values ('CHARGED', 0), ('PAID', 1), ('FIRST_REMINDER', 2), ('SECOND_REMINDER', 3),
                 ('THIRD_REMINDER', 4), ('PERSONAL_CALL_REMINDER', 5),
                 ('PERSONAL_CALL_REQUESTED_REMINDER', 6), ('COLLECTION_REMINDER', 7),
                 ('BAD_DEBT', 8)) as r(status, rank)
      on r.status = c.payment_status
    where c.payment_status is not null
      and (s.rank = 0 or (r.rank = 1 and s.rank = 1) or (r.rank >= 2 and s.rank between 2 and r.rank))
      and not exists (select 1 from campaign_payment_event e where e.campaign_id = c.id)`.execute(
    db,
  );
  for (const companyId of approvalCompanies) {
    if (companyId === undefined) continue;
    await sql`
      update campaign set status = 'PENDING_APPROVAL', offer_valid_until = least(start_date - 1, ${today}::date + 21)
      where id in (
        select id from campaign
        where company_id = ${companyId} and start_date > ${today}::date + 7
          and status in ('DRAFT', 'OFFERED', 'BOOKED') and payment_status is null
        order by status = 'BOOKED', id limit 3)`.execute(db);
    // A booked one taken back to approval has no position ready to push any more (issue 37):
    // its positions wait for their creatives, as a draft's do.
    await sql`
      update campaign_position p set status = 'CREATIVE_PENDING', creative_status = 'MISSING'
      from campaign c
      where c.id = p.campaign_id and c.company_id = ${companyId} and c.status = 'PENDING_APPROVAL'
        and p.status not in ('DELETED', 'CREATIVE_PENDING', 'PENDING')`.execute(db);
  }
}
