import { businessDay } from '@adconsole/api/contracts';

/**
 * The fixed part of the demo catalogue (catalogue.ts): the booking companies, the publishers
 * with their titles, websites and stations, the formats, placements, dayparts, postal areas,
 * campaign types and position groups every booking company sells, and the price rules of its
 * tariffs. Tables only; catalogue-media.ts and catalogue.ts write them.
 */

/** The self-booking persona's company (PERSONAS.md): a customer booking for itself. */
export const SELF_BOOKING_COMPANY = 'Bäckerei Beispiel AG';

/** The personas' companies that book campaigns, and their share of the campaigns. */
export const BOOKING_COMPANIES: readonly (readonly [string, number])[] = [
  ['Adconsole Sales', 0.8],
  ['Werbeagentur Muster GmbH', 0.12],
  ['Adconsole AG', 0.08],
  // orders (issue 22): the self-booking persona's company books its own digital campaigns.
  [SELF_BOOKING_COMPANY, 0.03],
];

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

export const PUBLISHERS: Publisher[] = [
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
export const PLACEMENTS = [
  ['Wideboard', ['994x250', '970x250'], ['DESKTOP'], 1.6],
  ['Halfpage', ['300x600'], ['DESKTOP'], 1.5],
  ['Rectangle', ['300x250'], ['DESKTOP', 'MOBILE'], 1],
  ['In-Article', ['640x360', '300x250'], ['DESKTOP', 'MOBILE'], 1.3],
  ['Skyscraper', ['160x600', '300x600'], ['DESKTOP'], 0.8],
  ['Mobile Interscroller', ['320x480'], ['MOBILE'], 1.8],
] as const;

export const PRINT_FORMATS = (title: Title): PrintFormat[] => [
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
export const RADIO_SLOTS = [
  ['Morgen 06–09', '06:00', '09:00', 1],
  ['Vormittag 09–12', '09:00', '12:00', 0.6],
  ['Mittag 12–14', '12:00', '14:00', 0.7],
  ['Abend 16–19', '16:00', '19:00', 0.85],
  ['Nacht 20–24', '20:00', '23:59', 0.3],
] as const;
export const TV_SLOTS = [
  ['Vorabend 17–19', '17:00', '19:00', 0.45],
  ['Prime Time 19–22', '19:00', '22:00', 1],
  ['Spätabend 22–24', '22:00', '23:59', 0.35],
] as const;

export const POSTAL_AREAS = [
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

export const THEMES = [
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

export const CAMPAIGN_TYPES = [
  ['DIGITAL', 'Digital', ['DIGITAL', 'NEWSLETTER'], false, 30],
  ['PRINT', 'Print', ['PRINT'], false, 22],
  ['CROSSMEDIA', 'Crossmedia', ['DIGITAL', 'PRINT', 'RADIO', 'TV', 'POS', 'ANALOG'], false, 26],
  ['BROADCAST', 'Radio und TV', ['RADIO', 'TV'], false, 9],
  ['POINT_OF_SALE', 'Point of Sale', ['POS'], false, 5],
  ['DIRECT_MAIL', 'Streuwurf', ['ANALOG'], false, 4],
  ['SELF_BOOKING', 'Self-Booking Digital', ['DIGITAL'], true, 4],
] as const;

export const POSITION_GROUPS = [
  ['Digital', 'DIGITAL'],
  ['Print', 'PRINT'],
  ['Radio', 'RADIO'],
  ['TV', 'TV'],
  ['Point of Sale', 'POS'],
  ['Streuwurf', 'ANALOG'],
] as const;

/** Unit prices of a list: CHF of a year's tariff; EUR a little higher; 3 % more a year. */
export const yearFactor = (offset: number) => 1.03 ** offset;
export const eurFactor = 1.06;
export const roundPrice = (value: number) =>
  value >= 100 ? Math.round(value / 5) * 5 : Math.round(value * 100) / 100;

/** A moment's business day (Zurich's, as the whole product counts days). */
export const isoDay = (date: Date) => businessDay(date);

export type Product = {
  id: number;
  /** CHF in this year's tariff. */
  price: number;
  unit: string;
  selfBookable: boolean;
};
