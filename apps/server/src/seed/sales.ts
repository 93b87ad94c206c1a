import { createHash, randomUUID } from 'node:crypto';
import type { NonTechnicalActivityType } from '@adconsole/api/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CampaignPositionHistoryTable } from '../db/schema-activities.ts';
import { cantonOfTown, ensureIndustries, legalFormOfName, swissUid } from './crm.ts';
import { random, words } from './random.ts';
import { seedSources } from './sources.ts';

/**
 * Demo data of the sales side (issue 9): CRM accounts of Swiss, Austrian and German
 * advertisers with their contacts, a year of touchpoints logged by the sales persona, system
 * entries, comments in both variants, labels of every type, a few attachments, and the
 * position history of some campaigns. Deterministic: the same run gives the same data.
 */

interface DemoAccount {
  name: string;
  city: string;
  street: string;
  postalCode: string;
  countryCode: 'CH' | 'AT' | 'DE';
  industry: string;
  website: string;
  language?: 'de' | 'fr' | 'it';
  active?: boolean;
}

const SALES_ACCOUNTS: readonly DemoAccount[] = [
  {
    name: 'Migros-Genossenschafts-Bund',
    street: 'Limmatstrasse 152',
    postalCode: '8005',
    city: 'Zürich',
    countryCode: 'CH',
    industry: 'Detailhandel',
    website: 'migros.ch',
  },
  {
    name: 'Coop Genossenschaft',
    street: 'Thiersteinerallee 12',
    postalCode: '4053',
    city: 'Basel',
    countryCode: 'CH',
    industry: 'Detailhandel',
    website: 'coop.ch',
  },
  {
    name: 'Swisscom AG',
    street: 'Alte Tiefenaustrasse 6',
    postalCode: '3048',
    city: 'Worblaufen',
    countryCode: 'CH',
    industry: 'Telekommunikation',
    website: 'swisscom.ch',
  },
  {
    name: 'Schweizerische Bundesbahnen SBB',
    street: 'Hilfikerstrasse 1',
    postalCode: '3000',
    city: 'Bern',
    countryCode: 'CH',
    industry: 'Verkehr',
    website: 'sbb.ch',
  },
  {
    name: 'Raiffeisen Schweiz Genossenschaft',
    street: 'Raiffeisenplatz 4',
    postalCode: '9001',
    city: 'St. Gallen',
    countryCode: 'CH',
    industry: 'Banken',
    website: 'raiffeisen.ch',
  },
  {
    name: 'Chocoladefabriken Lindt & Sprüngli AG',
    street: 'Seestrasse 204',
    postalCode: '8802',
    city: 'Kilchberg',
    countryCode: 'CH',
    industry: 'Nahrungsmittel',
    website: 'lindt.ch',
  },
  {
    name: 'Emmi Schweiz AG',
    street: 'Landenbergstrasse 1',
    postalCode: '6005',
    city: 'Luzern',
    countryCode: 'CH',
    industry: 'Nahrungsmittel',
    website: 'emmi.ch',
  },
  {
    name: 'Feldschlösschen Getränke AG',
    street: 'Theophil-Roniger-Strasse',
    postalCode: '4310',
    city: 'Rheinfelden',
    countryCode: 'CH',
    industry: 'Getränke',
    website: 'feldschloesschen.swiss',
  },
  {
    name: 'Ricola AG',
    street: 'Baselstrasse 31',
    postalCode: '4242',
    city: 'Laufen',
    countryCode: 'CH',
    industry: 'Nahrungsmittel',
    website: 'ricola.com',
  },
  {
    name: 'Victorinox AG',
    street: 'Schmiedgasse 57',
    postalCode: '6438',
    city: 'Ibach',
    countryCode: 'CH',
    industry: 'Konsumgüter',
    website: 'victorinox.com',
  },
  {
    name: 'Rivella AG',
    street: 'Neue Industriestrasse 10',
    postalCode: '4852',
    city: 'Rothrist',
    countryCode: 'CH',
    industry: 'Getränke',
    website: 'rivella.ch',
  },
  {
    name: 'Digitec Galaxus AG',
    street: 'Pfingstweidstrasse 60b',
    postalCode: '8005',
    city: 'Zürich',
    countryCode: 'CH',
    industry: 'Onlinehandel',
    website: 'galaxus.ch',
  },
  {
    name: 'Manor AG',
    street: 'Rebgasse 34',
    postalCode: '4058',
    city: 'Basel',
    countryCode: 'CH',
    industry: 'Detailhandel',
    website: 'manor.ch',
  },
  {
    name: 'Helvetia Versicherungen',
    street: 'Dufourstrasse 40',
    postalCode: '9001',
    city: 'St. Gallen',
    countryCode: 'CH',
    industry: 'Versicherungen',
    website: 'helvetia.ch',
  },
  {
    name: 'Die Mobiliar',
    street: 'Bundesgasse 35',
    postalCode: '3011',
    city: 'Bern',
    countryCode: 'CH',
    industry: 'Versicherungen',
    website: 'mobiliar.ch',
  },
  {
    name: 'Zürcher Kantonalbank',
    street: 'Bahnhofstrasse 9',
    postalCode: '8001',
    city: 'Zürich',
    countryCode: 'CH',
    industry: 'Banken',
    website: 'zkb.ch',
  },
  {
    name: 'Schweiz Tourismus',
    street: 'Morgartenstrasse 5a',
    postalCode: '8004',
    city: 'Zürich',
    countryCode: 'CH',
    industry: 'Tourismus',
    website: 'myswitzerland.com',
  },
  {
    name: 'Graubünden Ferien',
    street: 'Alexanderstrasse 24',
    postalCode: '7001',
    city: 'Chur',
    countryCode: 'CH',
    industry: 'Tourismus',
    website: 'graubuenden.ch',
  },
  {
    name: 'Ticino Turismo',
    street: 'Via Cancelliere Molo 6',
    postalCode: '6500',
    city: 'Bellinzona',
    countryCode: 'CH',
    industry: 'Tourismus',
    website: 'ticino.ch',
    language: 'it',
  },
  {
    name: 'Valais/Wallis Promotion',
    street: 'Rue Pré-Fleuri 6',
    postalCode: '1951',
    city: 'Sion',
    countryCode: 'CH',
    industry: 'Tourismus',
    website: 'valais.ch',
    language: 'fr',
  },
  {
    name: 'Kambly SA',
    street: 'Mühlestrasse 8',
    postalCode: '3555',
    city: 'Trubschachen',
    countryCode: 'CH',
    industry: 'Nahrungsmittel',
    website: 'kambly.ch',
  },
  {
    name: 'Wander AG',
    street: 'Fabrikstrasse 10',
    postalCode: '3176',
    city: 'Neuenegg',
    countryCode: 'CH',
    industry: 'Nahrungsmittel',
    website: 'ovomaltine.ch',
  },
  {
    name: 'Mammut Sports Group AG',
    street: 'Birren 5',
    postalCode: '5703',
    city: 'Seon',
    countryCode: 'CH',
    industry: 'Sportartikel',
    website: 'mammut.com',
  },
  {
    name: 'Hotelplan Suisse',
    street: 'Sägereistrasse 20',
    postalCode: '8152',
    city: 'Glattbrugg',
    countryCode: 'CH',
    industry: 'Reisen',
    website: 'hotelplan.ch',
  },
  {
    name: 'Jumbo-Markt AG',
    street: 'Industriestrasse 34',
    postalCode: '8305',
    city: 'Dietlikon',
    countryCode: 'CH',
    industry: 'Baumarkt',
    website: 'jumbo.ch',
  },
  {
    name: 'fenaco Genossenschaft (LANDI)',
    street: 'Erlachstrasse 5',
    postalCode: '3012',
    city: 'Bern',
    countryCode: 'CH',
    industry: 'Detailhandel',
    website: 'landi.ch',
  },
  {
    name: 'Dipl. Ing. Fust AG',
    street: 'Buchental 4',
    postalCode: '9245',
    city: 'Oberbüren',
    countryCode: 'CH',
    industry: 'Elektronik',
    website: 'fust.ch',
  },
  {
    name: 'Sunrise GmbH',
    street: 'Thurgauerstrasse 101B',
    postalCode: '8152',
    city: 'Glattpark',
    countryCode: 'CH',
    industry: 'Telekommunikation',
    website: 'sunrise.ch',
  },
  {
    name: 'Zoo Zürich AG',
    street: 'Zürichbergstrasse 221',
    postalCode: '8044',
    city: 'Zürich',
    countryCode: 'CH',
    industry: 'Freizeit',
    website: 'zoo.ch',
  },
  {
    name: 'Palexpo SA',
    street: 'Route François-Peyrot 30',
    postalCode: '1218',
    city: 'Le Grand-Saconnex',
    countryCode: 'CH',
    industry: 'Messen',
    website: 'palexpo.ch',
    language: 'fr',
  },
  {
    name: 'Banque Cantonale Vaudoise',
    street: 'Place St-François 14',
    postalCode: '1003',
    city: 'Lausanne',
    countryCode: 'CH',
    industry: 'Banken',
    website: 'bcv.ch',
    language: 'fr',
  },
  {
    name: 'Nestlé Suisse SA',
    street: 'Entre-deux-Villes 10',
    postalCode: '1800',
    city: 'Vevey',
    countryCode: 'CH',
    industry: 'Nahrungsmittel',
    website: 'nestle.ch',
    language: 'fr',
  },
  {
    name: "Caran d'Ache SA",
    street: 'Chemin du Foron 19',
    postalCode: '1226',
    city: 'Thônex',
    countryCode: 'CH',
    industry: 'Konsumgüter',
    website: 'carandache.com',
    language: 'fr',
  },
  {
    name: 'Banca dello Stato del Cantone Ticino',
    street: 'Viale H. Guisan 5',
    postalCode: '6500',
    city: 'Bellinzona',
    countryCode: 'CH',
    industry: 'Banken',
    website: 'bancastato.ch',
    language: 'it',
  },
  {
    name: 'Garage Hess AG',
    street: 'Bernstrasse 45',
    postalCode: '3072',
    city: 'Ostermundigen',
    countryCode: 'CH',
    industry: 'Automobil',
    website: 'garagehess.ch',
  },
  {
    name: 'Hug AG',
    street: 'Neuhushof 3',
    postalCode: '6144',
    city: 'Zell LU',
    countryCode: 'CH',
    industry: 'Nahrungsmittel',
    website: 'hug-familie.ch',
  },
  {
    name: 'Appenzeller Käse GmbH',
    street: 'Poststrasse 12',
    postalCode: '9050',
    city: 'Appenzell',
    countryCode: 'CH',
    industry: 'Nahrungsmittel',
    website: 'appenzeller.ch',
  },
  {
    name: 'Zweifel Pomy-Chips AG',
    street: 'Regensdorferstrasse 20',
    postalCode: '8049',
    city: 'Zürich',
    countryCode: 'CH',
    industry: 'Nahrungsmittel',
    website: 'zweifel.ch',
  },
  {
    name: 'Dosenbach-Ochsner AG',
    street: 'Allmendstrasse 25',
    postalCode: '8953',
    city: 'Dietikon',
    countryCode: 'CH',
    industry: 'Sportartikel',
    website: 'ochsnersport.ch',
  },
  {
    name: 'IKEA AG',
    street: 'Müslistrasse 16',
    postalCode: '8957',
    city: 'Spreitenbach',
    countryCode: 'CH',
    industry: 'Möbel',
    website: 'ikea.ch',
  },
  {
    name: 'Möbel Pfister AG',
    street: 'Bernstrasse-Ost 49',
    postalCode: '5034',
    city: 'Suhr',
    countryCode: 'CH',
    industry: 'Möbel',
    website: 'pfister.ch',
  },
  {
    name: 'Orell Füssli Thalia AG',
    street: 'Dietzingerstrasse 3',
    postalCode: '8036',
    city: 'Zürich',
    countryCode: 'CH',
    industry: 'Buchhandel',
    website: 'orellfuessli.ch',
  },
  {
    name: 'Confiserie Sprüngli AG',
    street: 'Bahnhofstrasse 21',
    postalCode: '8001',
    city: 'Zürich',
    countryCode: 'CH',
    industry: 'Nahrungsmittel',
    website: 'spruengli.ch',
  },
  {
    name: 'Metzgerei Keller GmbH',
    street: 'Bahnhofstrasse 12',
    postalCode: '8610',
    city: 'Uster',
    countryCode: 'CH',
    industry: 'Gastronomie',
    website: 'metzgerei-keller.ch',
  },
  {
    name: 'Stadt Bern',
    street: 'Junkerngasse 47',
    postalCode: '3011',
    city: 'Bern',
    countryCode: 'CH',
    industry: 'Öffentliche Verwaltung',
    website: 'bern.ch',
  },
  {
    name: 'Universität Basel',
    street: 'Petersplatz 1',
    postalCode: '4001',
    city: 'Basel',
    countryCode: 'CH',
    industry: 'Bildung',
    website: 'unibas.ch',
  },
  {
    name: 'Interio AG',
    street: 'Industriestrasse 1',
    postalCode: '8957',
    city: 'Spreitenbach',
    countryCode: 'CH',
    industry: 'Möbel',
    website: 'interio.ch',
    active: false,
  },
  {
    name: 'Ex Libris AG',
    street: 'Grabenstrasse 1',
    postalCode: '6340',
    city: 'Baar',
    countryCode: 'CH',
    industry: 'Onlinehandel',
    website: 'exlibris.ch',
    active: false,
  },
  {
    name: 'Europa-Park GmbH & Co Mack KG',
    street: 'Europa-Park-Strasse 2',
    postalCode: '77977',
    city: 'Rust',
    countryCode: 'DE',
    industry: 'Freizeit',
    website: 'europapark.de',
  },
  {
    name: 'dm-drogerie markt GmbH + Co. KG',
    street: 'Carl-Metz-Straße 1',
    postalCode: '76185',
    city: 'Karlsruhe',
    countryCode: 'DE',
    industry: 'Detailhandel',
    website: 'dm.de',
  },
  {
    name: 'Red Bull GmbH',
    street: 'Am Brunnen 1',
    postalCode: '5330',
    city: 'Fuschl am See',
    countryCode: 'AT',
    industry: 'Getränke',
    website: 'redbull.com',
  },
  {
    name: 'A1 Telekom Austria AG',
    street: 'Lassallestrasse 9',
    postalCode: '1020',
    city: 'Wien',
    countryCode: 'AT',
    industry: 'Telekommunikation',
    website: 'a1.net',
  },
];

/** The agency persona's own clients, for MANAGE_ACCOUNTS in Werbeagentur Muster GmbH. */
const AGENCY_ACCOUNTS: readonly DemoAccount[] = [
  {
    name: 'Autohaus Nord GmbH',
    street: 'Hafenstraße 12',
    postalCode: '20457',
    city: 'Hamburg',
    countryCode: 'DE',
    industry: 'Automobil',
    website: 'autohaus-nord.de',
  },
  {
    name: 'Brauerei Falkenstein KG',
    street: 'Brauhausweg 3',
    postalCode: '80331',
    city: 'München',
    countryCode: 'DE',
    industry: 'Getränke',
    website: 'brauerei-falkenstein.de',
  },
  {
    name: 'Möbelhaus Lindner GmbH',
    street: 'Industriering 8',
    postalCode: '50667',
    city: 'Köln',
    countryCode: 'DE',
    industry: 'Möbel',
    website: 'moebel-lindner.de',
  },
  {
    name: 'Stadtwerke Rheinblick',
    street: 'Uferstraße 40',
    postalCode: '40213',
    city: 'Düsseldorf',
    countryCode: 'DE',
    industry: 'Energie',
    website: 'stadtwerke-rheinblick.de',
  },
];

export const FIRST_NAMES = {
  de: words(
    'Laura Marco Sandra Thomas Nicole Daniel Claudia Stefan Sarah Lukas Corinne Reto Franziska Beat Andrea Jonas',
  ),
  fr: ['Céline', 'Julien', 'Sophie', 'Nicolas', 'Camille', 'Mathieu', 'Aurélie', 'Olivier'],
  it: ['Chiara', 'Luca', 'Giulia', 'Matteo', 'Alessia', 'Davide'],
} as const;
export const LAST_NAMES = {
  de: words(
    'Müller Meier Schmid Keller Weber Huber Schneider Steiner Fischer Gerber Brunner Baumann Frei Zimmermann Moser Widmer',
  ),
  fr: ['Favre', 'Rochat', 'Bonvin', 'Perrin', 'Dubois', 'Morand', 'Chappuis', 'Monnier'],
  it: ['Rossi', 'Bernasconi', 'Pedrazzini', 'Ferrari', 'Bianchi', 'Galli'],
} as const;
const JOB_TITLES = {
  de: [
    'Leiterin Marketing',
    'Head of Brand Communication',
    'Mediaplaner',
    'CMO',
    'Einkauf Werbung',
    'Geschäftsführer',
    'Kommunikationsverantwortliche',
  ],
  fr: ['Responsable communication', 'Directeur marketing', 'Cheffe de projet média'],
  it: ['Responsabile marketing', 'Direttore comunicazione'],
} as const;

const LABELS: readonly { type: string; name: string; active?: boolean; description?: string }[] = [
  { type: 'SALESFUNNEL', name: 'Neukunde', description: 'Erster Auftrag steht noch aus' },
  { type: 'SALESFUNNEL', name: 'Bestandskunde' },
  { type: 'SALESFUNNEL', name: 'Upselling' },
  { type: 'SALESFUNNEL', name: 'Print' },
  { type: 'SALESFUNNEL', name: 'Digital' },
  { type: 'SALESFUNNEL', name: 'DOOH' },
  { type: 'SALESFUNNEL', name: 'Rahmenvertrag' },
  { type: 'SALESFUNNEL', name: 'Budget 2027' },
  {
    type: 'SALESFUNNEL',
    name: 'Hot Lead',
    description: 'Abschluss in den nächsten 30 Tagen erwartet',
  },
  { type: 'SALESFUNNEL', name: 'Kündigungsrisiko' },
  { type: 'SALESFUNNEL', name: 'Messe' },
  { type: 'SALESFUNNEL', name: 'Sommeraktion 2025', active: false },
  { type: 'SALESPROMOTION', name: 'Frühlingsaktion' },
  { type: 'SALESPROMOTION', name: 'Black Friday' },
  { type: 'CONTACTS', name: 'Entscheider' },
  { type: 'CONTACTS', name: 'Newsletter' },
  { type: 'ACCOUNTS', name: 'KMU' },
  { type: 'ACCOUNTS', name: 'Grosskunde' },
  { type: 'ACCOUNTS', name: 'Öffentliche Hand' },
  { type: 'ORDERS', name: 'Dringend' },
  { type: 'ORDERS', name: 'Nachlieferung' },
  { type: 'PRODUCT', name: 'Premium-Platzierung' },
  { type: 'WEBSITES', name: 'Nachrichten' },
  { type: 'WEBSITES', name: 'Sport', active: false },
];

const CAMPAIGNS = words(
  'Frühlingskampagne Sommerkampagne Herbstaktion Weihnachtskampagne Jubiläumskampagne Markteinführung',
);
const PRODUCTS = [
  'Rectangle auf der Startseite',
  'Wideboard im Sportteil',
  'Inserat ½ Seite im Zürcher Tagblatt',
  'Native Ad im Newsletter',
  'DOOH-Screens im Hauptbahnhof',
  'Halfpage Ad Romandie',
];

type Language = 'de' | 'fr' | 'it';
type Template = { title: string; message: string };

/** What sales staff write after a touchpoint, per type and language. */
const TOUCHPOINTS: Record<NonTechnicalActivityType, Record<Language, readonly Template[]>> = {
  PHONE: {
    de: [
      {
        title: 'Budgetgespräch {year}',
        message:
          'Mit {contact} telefoniert: Das Werbebudget für {year} steigt voraussichtlich um 10 %. Offerte für Print und Digital bis Freitag senden.',
      },
      {
        title: 'Rückruf wegen Offerte',
        message:
          '{contact} hat die Offerte für die {campaign} erhalten und wünscht eine Variante mit mehr Reichweite in der Romandie.',
      },
      {
        title: 'Nachfassen {campaign}',
        message:
          'Kurz nachgefragt, ob die Sujets für die {campaign} bereit sind. {contact} liefert sie bis Mitte nächster Woche.',
      },
      {
        title: 'Reklamation Ausspielung',
        message:
          'Die Kampagne lief zwei Tage zu wenig aus. {contact} ist mit einer Kompensation über zusätzliche Impressions einverstanden.',
      },
    ],
    fr: [
      {
        title: 'Appel budget {year}',
        message:
          "Entretien téléphonique avec {contact} : le budget {year} sera confirmé fin du mois. Envoyer l'offre print et digital.",
      },
      {
        title: 'Suivi de l’offre',
        message:
          '{contact} souhaite une variante de la {campaign} avec plus de présence en Suisse romande.',
      },
    ],
    it: [
      {
        title: 'Telefonata budget {year}',
        message:
          'Sentito {contact}: il budget pubblicitario per il {year} sarà deciso a fine mese. Inviare offerta print e digitale.',
      },
    ],
  },
  MEETING: {
    de: [
      {
        title: 'Jahresgespräch',
        message:
          'Jahresgespräch mit {contact}: Rückblick auf die {campaign}, gute Klickraten auf dem {product}. Für {year} Interesse an DOOH.',
      },
      {
        title: 'Präsentation Mediadaten {year}',
        message:
          'Mediadaten {year} vorgestellt. {contact} prüft ein Paket aus {product} und Newsletter-Platzierungen.',
      },
      {
        title: 'Workshop Kampagnenplanung',
        message:
          'Halbtägiger Workshop vor Ort: Zielgruppen, Flighting und Kanäle für die {campaign} festgelegt.',
      },
      {
        title: 'Besuch am Hauptsitz',
        message:
          'Besuch bei {contact}. Neue Ansprechperson im Einkauf, Rahmenvertrag soll bis Quartalsende erneuert werden.',
      },
    ],
    fr: [
      {
        title: 'Rendez-vous annuel',
        message:
          'Bilan annuel avec {contact}. Très satisfaits de la {campaign} ; intérêt pour le {product} en {year}.',
      },
    ],
    it: [
      {
        title: 'Incontro annuale',
        message:
          'Incontro con {contact} a Bellinzona: interesse per una campagna estiva in Ticino nel {year}.',
      },
    ],
  },
  EMAIL: {
    de: [
      {
        title: 'Offerte {campaign} versendet',
        message:
          'Offerte für die {campaign} an {contact} geschickt: {product}, vier Wochen, inkl. Reporting.',
      },
      {
        title: 'Reporting zugestellt',
        message:
          'Schlussreporting der {campaign} an {contact} gesendet. CTR 0,42 %, Sichtbarkeit 78 %.',
      },
      {
        title: 'Mediadaten {year}',
        message:
          'Mediadaten {year} und Preisliste an {contact} gemailt, mit Hinweis auf die Frühbucherrabatte.',
      },
    ],
    fr: [
      {
        title: 'Offre envoyée',
        message: 'Offre pour la {campaign} envoyée à {contact} : {product}, trois semaines.',
      },
    ],
    it: [
      {
        title: 'Offerta inviata',
        message: 'Offerta per la {campaign} inviata a {contact}, con reporting settimanale.',
      },
    ],
  },
  OTHER: {
    de: [
      {
        title: 'Kundenanlass',
        message:
          '{contact} am Kundenanlass im Kongresshaus getroffen. Interesse an einem Sponsoring im Herbst.',
      },
      {
        title: 'Messe Suisse Emex',
        message:
          'Am Stand der Suisse Emex mit {contact} gesprochen: Termin für eine Präsentation im nächsten Monat vereinbart.',
      },
      {
        title: 'LinkedIn-Nachricht',
        message:
          'Gratulation zur neuen Funktion geschickt; {contact} meldet sich nach der Einarbeitung.',
      },
    ],
    fr: [
      {
        title: 'Apéro clients',
        message: 'Rencontré {contact} à l’apéro clients à Lausanne ; à recontacter en septembre.',
      },
    ],
    it: [
      { title: 'Evento clienti', message: 'Incontrato {contact} all’evento clienti di Lugano.' },
    ],
  },
};

const COMMENTS = {
  de: [
    'Kunde wünscht die Rechnung neu an die Zentrale in {city}.',
    'Sujets kommen verspätet, Start der {campaign} um eine Woche verschieben?',
    'Bitte Frühbucherrabatt von 5 % in der nächsten Offerte berücksichtigen.',
    'Neue Ansprechperson: {contact}. Alte Kontaktperson hat das Unternehmen verlassen.',
    'Budgetfreigabe erst nach der Verwaltungsratssitzung Ende Monat.',
    'Interesse an DOOH im Hauptbahnhof, Verfügbarkeiten abklären.',
    'Rahmenvertrag läuft Ende Jahr aus – rechtzeitig Verlängerung anbieten.',
  ],
  fr: [
    'Le client souhaite recevoir les factures à {city}.',
    'Nouvelle personne de contact : {contact}.',
  ],
  it: ['Il cliente chiede una proposta per l’estate in Ticino.'],
} as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const accountLanguage = (account: DemoAccount): Language => account.language ?? 'de';

/** A one-page PDF with a line of text, so that a download opens in a viewer. */
function onePagePdf(text: string): Buffer {
  const escaped = text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 18 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A 1 × 1 PNG. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const DAY = 86_400_000;

/**
 * Seeds the sales side into a freshly seeded database (demo.ts calls it in the same
 * transaction, after the personas).
 */
export async function seedSalesDemoData(db: Db, now: Date): Promise<void> {
  const rng = random(20_261_122);
  const companies = await db.selectFrom('company').select(['id', 'name']).execute();
  const companyId = (name: string) => companies.find((company) => company.name === name)?.id;
  const salesCompany = companyId('Adconsole Sales');
  const agencyCompany = companyId('Werbeagentur Muster GmbH');
  const adminCompany = companyId('Adconsole AG');
  const users = await db.selectFrom('appUser').select(['id', 'email', 'companyId']).execute();
  const userId = (email: string) => users.find((user) => user.email === email)?.id;
  const sales = userId('sales@example.com');
  const admin = userId('admin@example.com');
  const ops = userId('ops@example.com');
  const printops = userId('printops@example.com');
  const agency = userId('agency@example.com');
  const companyAdmin = userId('companyadmin@example.com');
  if (!salesCompany || !agencyCompany || !adminCompany || !sales || !admin || !ops || !printops) {
    return;
  }
  await seedSources(db, { sales: salesCompany, admin: adminCompany }, now);

  // Accounts and their contacts.
  const insertAccounts = async (
    company: number,
    list: readonly DemoAccount[],
    salesUserId: number | null,
  ) => {
    const industries = await ensureIndustries(
      db,
      company,
      list.map((account) => account.industry),
    );
    return db
      .insertInto('account')
      .values(
        list.map((account, index) => ({
          companyId: company,
          name: account.name,
          displayName: `${account.name}, ${account.city}`,
          active: account.active ?? true,
          street: account.street,
          postalCode: account.postalCode,
          city: account.city,
          countryCode: account.countryCode,
          canton: account.countryCode === 'CH' ? (cantonOfTown(account.city) ?? null) : null,
          legalForm: legalFormOfName(account.name),
          language: account.language ?? 'de',
          uidNumber:
            account.countryCode === 'CH' ? swissUid(index * 7919 + company * 104_729) : null,
          industryId: industries.get(account.industry.toLowerCase()) ?? null,
          website: `https://www.${account.website}`,
          phone: null,
          email: `info@${slug(account.website.split('.')[0] ?? account.name)}.example`,
          salesUserId,
          createdAt: new Date(now.getTime() - (900 - index * 7) * DAY),
          updatedAt: new Date(now.getTime() - (900 - index * 7) * DAY),
        })),
      )
      .returning(['id', 'name'])
      .execute();
  };
  const salesAccounts = await insertAccounts(salesCompany, SALES_ACCOUNTS, sales);
  const agencyAccounts = await insertAccounts(agencyCompany, AGENCY_ACCOUNTS, null);

  const contactRows: {
    companyId: number;
    accountId: number;
    firstName: string;
    lastName: string;
    email: string;
    phone: null;
    jobTitle: string;
    active: boolean;
  }[] = [];
  const addContacts = (
    company: number,
    accounts: { id: number; name: string }[],
    list: readonly DemoAccount[],
  ) =>
    accounts.forEach((account, index) => {
      const demo = list[index] as DemoAccount;
      const language = accountLanguage(demo);
      const count = rng.int(2, 4);
      for (let n = 0; n < count; n++) {
        const firstName = rng.pick(FIRST_NAMES[language]);
        const lastName = rng.pick(LAST_NAMES[language]);
        contactRows.push({
          companyId: company,
          accountId: account.id,
          firstName,
          lastName,
          email: `${slug(firstName)}.${slug(lastName)}@${slug(demo.website.split('.')[0] ?? demo.name)}.example`,
          phone: null,
          jobTitle: rng.pick(JOB_TITLES[language]),
          // Now and then someone has left the company.
          active: n < 2 || rng.next() > 0.3,
        });
      }
    });
  addContacts(salesCompany, salesAccounts, SALES_ACCOUNTS);
  addContacts(agencyCompany, agencyAccounts, AGENCY_ACCOUNTS);
  const contacts = await db
    .insertInto('contact')
    .values(contactRows)
    .returning(['id', 'accountId', 'firstName', 'lastName', 'active'])
    .execute();
  const contactsOf = (accountId: number) =>
    contacts.filter((contact) => contact.accountId === accountId && contact.active);

  // Labels of every type for the sales company; a few general ones for the administrators.
  const labels = await db
    .insertInto('label')
    .values([
      ...LABELS.map((label) => ({
        companyId: salesCompany,
        type: label.type,
        name: label.name,
        active: label.active ?? true,
        description: label.description ?? null,
      })),
      ...['Nachrichten', 'Sport', 'Wirtschaft'].map((name) => ({
        companyId: adminCompany,
        type: 'WEBSITES',
        name,
        active: true,
        description: null,
      })),
      {
        companyId: adminCompany,
        type: 'SALESFUNNEL',
        name: 'Strategischer Kunde',
        active: true,
        description: null,
      },
    ])
    .returning(['id', 'type', 'active', 'companyId'])
    .execute();
  const funnelLabels = labels.filter(
    (label) => label.type === 'SALESFUNNEL' && label.active && label.companyId === salesCompany,
  );

  // A year of touchpoints: weekdays, office hours, logged a little after they happened.
  const types: NonTechnicalActivityType[] = [
    'PHONE',
    'PHONE',
    'EMAIL',
    'EMAIL',
    'MEETING',
    'OTHER',
  ];
  const touchpoints = Array.from({ length: 320 }, (_, index) => {
    const accountIndex = Math.floor(rng.next() ** 1.6 * salesAccounts.length);
    const account = salesAccounts[accountIndex] as { id: number; name: string };
    const demo = SALES_ACCOUNTS[accountIndex] as DemoAccount;
    const language = accountLanguage(demo);
    const type = rng.pick(types);
    const people = contactsOf(account.id);
    const contact = people.length > 0 ? rng.pick(people) : undefined;
    let date = new Date(
      now.getTime() - Math.floor((index / 320) * 365 * DAY) - rng.int(0, DAY / 2),
    );
    while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date = new Date(date.getTime() - DAY);
    date.setUTCHours(rng.int(6, 16), rng.pick([0, 15, 30, 45]), 0, 0);
    const year = String(date.getUTCFullYear() + (date.getUTCMonth() >= 8 ? 1 : 0));
    const template = rng.pick(TOUCHPOINTS[type][language]);
    const values = {
      contact: contact ? `${contact.firstName} ${contact.lastName}` : 'der Kundin',
      campaign: `${rng.pick(CAMPAIGNS)} ${year}`,
      product: rng.pick(PRODUCTS),
      year,
      city: demo.city,
    };
    return {
      account,
      contact,
      row: {
        companyId: salesCompany,
        entityType: 'ACCOUNT',
        entityId: account.id,
        accountId: account.id,
        taskId: rng.next() < 0.2 ? rng.int(1001, 1040) : null,
        activityType: type,
        title: rng.next() < 0.9 ? fill(template.title, values) : null,
        message: fill(template.message, values),
        activityDate: date,
        creationDate: new Date(date.getTime() + rng.int(5, 240) * 60_000),
        creatorUserId: rng.next() < 0.85 ? sales : admin,
        notifySales: rng.next() < 0.1,
        emails:
          type === 'EMAIL' && contact
            ? [`${slug(contact.firstName)}.${slug(contact.lastName)}@kunde.example`]
            : [],
        keyValues: '{}',
      },
    };
  });
  const activityIds = await db
    .insertInto('activity')
    .values(touchpoints.map((touchpoint) => touchpoint.row))
    .returning('id')
    .execute();
  const activityContacts: { activityId: number; contactId: number }[] = [];
  const activityParticipants: { activityId: number; userId: number }[] = [];
  const activityLabels: { activityId: number; labelId: number }[] = [];
  touchpoints.forEach((touchpoint, index) => {
    const activityId = activityIds[index]?.id;
    if (!activityId) return;
    if (touchpoint.contact) activityContacts.push({ activityId, contactId: touchpoint.contact.id });
    const second = contactsOf(touchpoint.account.id).find(
      (contact) => contact.id !== touchpoint.contact?.id,
    );
    if (second && touchpoint.row.activityType === 'MEETING') {
      activityContacts.push({ activityId, contactId: second.id });
    }
    if (touchpoint.row.creatorUserId !== sales && rng.next() < 0.7) {
      activityParticipants.push({ activityId, userId: sales });
    }
    const labelCount = rng.next() < 0.5 ? 0 : rng.int(1, 2);
    const chosen = new Set<number>();
    for (let n = 0; n < labelCount; n++) chosen.add(rng.pick(funnelLabels).id);
    for (const labelId of chosen) activityLabels.push({ activityId, labelId });
  });
  await db.insertInto('activityContact').values(activityContacts).execute();
  if (activityParticipants.length > 0) {
    await db.insertInto('activityParticipant').values(activityParticipants).execute();
  }
  await db.insertInto('activityLabel').values(activityLabels).execute();

  // Attachments: the newest touchpoint carries five (three shown, two behind Show more).
  const files = [
    {
      fileName: 'Offerte Frühlingskampagne.pdf',
      contentType: 'application/pdf',
      content: onePagePdf('Offerte Fruehlingskampagne'),
    },
    {
      fileName: 'Mediadaten 2027.pdf',
      contentType: 'application/pdf',
      content: onePagePdf('Mediadaten 2027'),
    },
    { fileName: 'Sujet Rectangle.png', contentType: 'image/png', content: PIXEL_PNG },
    {
      fileName: 'Buchungsübersicht.csv',
      contentType: 'text/csv',
      content: Buffer.from(
        'Position;Start;Ende;Preis CHF\nRectangle Startseite;2027-03-01;2027-03-28;12500\nWideboard Sport;2027-03-08;2027-03-21;6400\n',
      ),
    },
    {
      fileName: 'Protokoll Jahresgespräch.txt',
      contentType: 'text/plain',
      content: Buffer.from(
        'Protokoll Jahresgespräch\n\n1. Rückblick\n2. Budget 2027\n3. Nächste Schritte\n',
      ),
    },
    {
      fileName: 'Reporting Q3.pdf',
      contentType: 'application/pdf',
      content: onePagePdf('Reporting Q3'),
    },
  ];
  const storedFiles = await db
    .insertInto('storedFile')
    .values(
      files.map((file) => ({
        id: randomUUID(),
        companyId: salesCompany,
        uploadedBy: sales,
        storageName: `files/${randomUUID()}`,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.content.length,
        sha256: createHash('sha256').update(file.content).digest('hex'),
        uploadStatus: 'UPLOADED',
        scanStatus: 'SCAN_SUCCESSFUL',
        scanMessage: null,
        content: file.content,
      })),
    )
    .returning('id')
    .execute();
  const newest = activityIds[0]?.id;
  const second = activityIds[3]?.id;
  if (newest && second) {
    await db
      .insertInto('activityFile')
      .values(
        storedFiles.map((file, index) => ({
          activityId: index < 5 ? newest : second,
          fileId: file.id,
        })),
      )
      .execute();
  }

  // System entries: campaign pushes, proofs, field changes.
  const technical = [
    ['CAMPAIGN', 'PUSH_TO_ADSERVER', 'Kampagne an den Ad-Server übertragen.'],
    ['CAMPAIGN', 'CAMPAIGN_CONFIRMATION_SENT', 'Auftragsbestätigung an den Kunden gesendet.'],
    ['CAMPAIGN_TECHNICAL', 'RUNNING_STAGE_CHECKED', 'Ausspielung geprüft: alle Positionen laufen.'],
    [
      'CAMPAIGN_POSITION_UPDATE',
      'CAMPAIGN_POSITION_FIELD_CHANGED',
      'Enddatum von 2027-03-21 auf 2027-03-28 geändert.',
    ],
    ['CREATIVE_TECHNICAL', 'CREATIVE_DECLINED', 'Sujet abgelehnt: Dateigrösse über 150 kB.'],
    ['CAMPAIGN', 'DIGITAL_PROOF_SENT', 'Digitaler Gut-zum-Druck versendet.'],
    ['CAMPAIGN', 'INVOICE_NOTIFICATION', 'Rechnung erstellt und versendet.'],
  ] as const;
  await db
    .insertInto('activity')
    .values(
      Array.from({ length: 42 }, (_, index) => {
        const [entityType, activityType, message] = technical[
          index % technical.length
        ] as (typeof technical)[number];
        const campaignId = 6001 + (index % 6);
        const date = new Date(now.getTime() - index * 4 * DAY - 3_600_000);
        return {
          companyId: salesCompany,
          entityType,
          entityId: campaignId,
          entityName: `${CAMPAIGNS[index % CAMPAIGNS.length]} ${now.getUTCFullYear()} (${campaignId})`,
          accountId: null,
          taskId: null,
          activityType,
          title: null,
          message,
          activityDate: date,
          creationDate: date,
          creatorUserId: activityType === 'DIGITAL_PROOF_SENT' ? printops : ops,
          campaignPositionIds:
            entityType === 'CAMPAIGN_POSITION_UPDATE' ? [60011 + (index % 3)] : [],
          keyValues: JSON.stringify({ campaignId: String(campaignId) }),
        };
      }),
    )
    .execute();

  // Comments: CRM comments on accounts, funnel comments on tasks.
  const comments = Array.from({ length: 70 }, (_, index) => {
    const accountIndex = Math.floor(rng.next() ** 1.4 * salesAccounts.length);
    const account = salesAccounts[accountIndex] as { id: number; name: string };
    const demo = SALES_ACCOUNTS[accountIndex] as DemoAccount;
    const language = accountLanguage(demo);
    const people = contactsOf(account.id);
    const contact = people.length > 0 ? rng.pick(people) : undefined;
    const funnel = index % 3 === 2;
    const date = new Date(
      now.getTime() - Math.floor((index / 70) * 200 * DAY) - rng.int(0, DAY / 3),
    );
    return {
      contact,
      row: {
        companyId: salesCompany,
        variant: funnel ? ('FUNNEL' as const) : ('CRM' as const),
        accountId: account.id,
        taskId: funnel ? rng.int(1001, 1040) : null,
        title:
          rng.next() < 0.4 ? rng.pick(['Rechnung', 'Sujets', 'Budget', 'Kontakt', 'Termin']) : null,
        message: fill(rng.pick(COMMENTS[language]), {
          city: demo.city,
          campaign: `${rng.pick(CAMPAIGNS)} ${now.getUTCFullYear()}`,
          contact: contact ? `${contact.firstName} ${contact.lastName}` : 'neue Ansprechperson',
        }),
        commentDate: date,
        createdAt: date,
        creatorUserId: index % 5 === 4 ? admin : sales,
        notifySales: funnel && rng.next() < 0.3,
      },
    };
  });
  const commentIds = await db
    .insertInto('comment')
    .values(comments.map((comment) => comment.row))
    .returning('id')
    .execute();
  const commentContacts = comments.flatMap((comment, index) => {
    const commentId = commentIds[index]?.id;
    return commentId && comment.contact ? [{ commentId, contactId: comment.contact.id }] : [];
  });
  await db.insertInto('commentContact').values(commentContacts).execute();
  const adminComments = comments.flatMap((comment, index) => {
    const commentId = commentIds[index]?.id;
    return commentId && comment.row.creatorUserId === admin ? [{ commentId, userId: sales }] : [];
  });
  if (adminComments.length > 0) {
    await db.insertInto('commentParticipant').values(adminComments).execute();
  }

  // Position history: the agency's campaigns and one of the sales company's.
  const history = (
    company: number,
    campaignId: number,
    changedBy: number | undefined,
    startDaysAgo: number,
    positions: readonly { id: number; type: string; name: string; deleted?: boolean }[],
  ) => {
    const rows: Insertable<CampaignPositionHistoryTable>[] = [];
    let at = now.getTime() - startDaysAgo * DAY;
    const add = (
      position: (typeof positions)[number],
      changeKind: string,
      fieldName: string | null = null,
      oldValue: string | null = null,
      newValue: string | null = null,
    ) => {
      at += rng.int(2, 30) * 3_600_000;
      rows.push({
        companyId: company,
        campaignId,
        campaignPositionId: position.id,
        campaignPositionType: position.type,
        positionName: position.name,
        changeKind,
        fieldName,
        oldValue,
        newValue,
        changedByUserId: changedBy ?? null,
        changedAt: new Date(at),
      });
    };
    for (const position of positions) add(position, 'CREATE');
    for (const position of positions) {
      add(position, 'UPDATE', 'startDate', '2027-03-01', '2027-03-08');
      add(position, 'UPDATE', 'price', '12500.00', '11875.00');
      if (position.type === 'DIGITAL') add(position, 'UPDATE', 'impressions', '400000', '450000');
    }
    for (const position of positions) if (position.deleted) add(position, 'DELETE');
    return rows;
  };
  await db
    .insertInto('campaignPositionHistory')
    .values([
      ...history(agencyCompany, 5001, agency, 60, [
        { id: 50011, type: 'DIGITAL', name: 'Rectangle auf der Startseite' },
        { id: 50012, type: 'PRINT', name: 'Inserat ½ Seite Zürcher Tagblatt' },
        { id: 50013, type: 'DIGITAL', name: 'Wideboard im Sportteil', deleted: true },
      ]),
      ...history(agencyCompany, 5002, companyAdmin, 30, [
        { id: 50021, type: 'RADIO', name: 'Spot 20 s Radio Zürisee' },
        { id: 50022, type: 'POINT_OF_SALE', name: 'Plakat F12 Hauptbahnhof' },
      ]),
      ...history(salesCompany, 6001, ops, 45, [
        { id: 60011, type: 'DIGITAL', name: 'Halfpage Ad Romandie' },
        { id: 60012, type: 'EMAIL', name: 'Newsletter-Platzierung' },
        { id: 60013, type: 'PRINT', name: 'Beilage Wochenendausgabe', deleted: true },
      ]),
    ])
    .execute();
}
