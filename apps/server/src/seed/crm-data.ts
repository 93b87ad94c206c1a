import { words } from './random.ts';
import { FIRST_NAMES as SALES_FIRST_NAMES, LAST_NAMES as SALES_LAST_NAMES } from './sales-texts.ts';

// The tables of the CRM at scale (crm.ts): kinds of business and their names in three languages,
// people's names and job titles, the sales team, labels, discounts, conversion trackers, and the
// companies that work the CRM with their share of the accounts.

/** Kinds of business: a name pattern and its industry. */
export const BUSINESSES: readonly { pattern: string; industry: string; weight: number }[] = [
  { pattern: 'Bäckerei {last}', industry: 'Nahrungsmittel', weight: 4 },
  { pattern: 'Metzgerei {last}', industry: 'Nahrungsmittel', weight: 2 },
  { pattern: 'Garage {last}', industry: 'Automobil', weight: 4 },
  { pattern: '{last} Haustechnik', industry: 'Bau und Handwerk', weight: 3 },
  { pattern: 'Schreinerei {last}', industry: 'Bau und Handwerk', weight: 3 },
  { pattern: '{last} Bau', industry: 'Bau und Handwerk', weight: 3 },
  { pattern: 'Hotel {place}', industry: 'Tourismus', weight: 3 },
  { pattern: 'Restaurant {place}', industry: 'Gastronomie', weight: 3 },
  { pattern: 'Weinhandlung {last}', industry: 'Getränke', weight: 2 },
  { pattern: '{last} Immobilien', industry: 'Immobilien', weight: 3 },
  { pattern: '{last} Treuhand', industry: 'Dienstleistungen', weight: 3 },
  { pattern: '{last} Informatik', industry: 'Informatik', weight: 3 },
  { pattern: 'Optik {last}', industry: 'Detailhandel', weight: 2 },
  { pattern: 'Apotheke {place}', industry: 'Gesundheit', weight: 2 },
  { pattern: 'Zahnarztpraxis {last}', industry: 'Gesundheit', weight: 1 },
  { pattern: 'Fitnesscenter {place}', industry: 'Freizeit', weight: 2 },
  { pattern: '{last} Möbel', industry: 'Möbel', weight: 2 },
  { pattern: '{last} Elektro', industry: 'Elektronik', weight: 2 },
  { pattern: 'Reisebüro {place}', industry: 'Reisen', weight: 1 },
  { pattern: '{last} Versicherungsagentur', industry: 'Versicherungen', weight: 1 },
  { pattern: 'Sport {last}', industry: 'Sportartikel', weight: 2 },
  { pattern: 'Velo {last}', industry: 'Sportartikel', weight: 1 },
  { pattern: 'Blumen {last}', industry: 'Detailhandel', weight: 1 },
  { pattern: '{last} Transporte', industry: 'Verkehr', weight: 2 },
  { pattern: 'Druckerei {last}', industry: 'Medien', weight: 1 },
  { pattern: 'Kommunikation {last}', industry: 'Werbung', weight: 2 },
  { pattern: 'Musikschule {place}', industry: 'Bildung', weight: 1 },
  { pattern: 'Energie {place}', industry: 'Energie', weight: 1 },
];
export const FRENCH_BUSINESSES: Record<string, string> = {
  'Bäckerei {last}': 'Boulangerie {last}',
  'Metzgerei {last}': 'Boucherie {last}',
  'Schreinerei {last}': 'Menuiserie {last}',
  'Weinhandlung {last}': 'Cave {last}',
  'Apotheke {place}': 'Pharmacie {place}',
  'Reisebüro {place}': 'Voyages {place}',
  'Druckerei {last}': 'Imprimerie {last}',
  'Blumen {last}': 'Fleurs {last}',
};
export const ITALIAN_BUSINESSES: Record<string, string> = {
  'Bäckerei {last}': 'Panetteria {last}',
  'Metzgerei {last}': 'Macelleria {last}',
  'Hotel {place}': 'Albergo {place}',
  'Restaurant {place}': 'Ristorante {place}',
  'Apotheke {place}': 'Farmacia {place}',
  'Druckerei {last}': 'Tipografia {last}',
};
export const PLACE_WORDS = words(
  'Sonne Alpenblick Bären Krone Central Seeblick Post Rössli Adler Panorama Bellevue Schlüssel',
);

/** The sales seed's names (seed/sales-texts.ts), and more of each language for 20,000 contacts. */
export const FIRST_NAMES = {
  de: [
    ...SALES_FIRST_NAMES.de,
    ...words(
      'Martina Patrick Monika Urs Barbara Markus Petra Michael Julia Christian Anna Simon Eva Fabian Katharina Florian Sabine Matthias Lea David Nina Roman Isabelle Tobias',
    ),
  ],
  fr: [
    ...SALES_FIRST_NAMES.fr,
    ...words('Chloé Pierre Manon Laurent Émilie Sébastien Valérie Guillaume Nathalie Yves'),
  ],
  it: [...SALES_FIRST_NAMES.it, 'Francesca', 'Marco', 'Sara', 'Andrea', 'Elena', 'Paolo'],
} as const;
export const FEMALE = new Set(
  words(
    'Laura Sandra Nicole Claudia Sarah Corinne Franziska Andrea Martina Monika Barbara Petra Julia Anna Eva Katharina Sabine Lea Nina Isabelle Céline Sophie Camille Aurélie Chloé Manon Émilie Valérie Nathalie Chiara Giulia Alessia Francesca Sara Elena',
  ),
);
export const LAST_NAMES = {
  de: [
    ...SALES_LAST_NAMES.de,
    ...words(
      'Wyss Graf Roth Suter Bachmann Kälin Hofmann Lüthi Bühler Koch Ammann Kunz Egli Zürcher Gruber Wagner Pichler Hofer Berger Schwarz Becker Schulz Hoffmann Krüger',
    ),
  ],
  fr: [
    ...SALES_LAST_NAMES.fr,
    ...words('Rey Mercier Jaquet Girard Blanc Pittet Cuendet Vuilleumier'),
  ],
  it: [...SALES_LAST_NAMES.it, 'Bernardi', 'Fontana', 'Lurati', 'Gianella', 'Ferrari', 'Crivelli'],
} as const;
export const JOB_TITLES = {
  de: [
    'Geschäftsführer',
    'Inhaberin',
    'Leiterin Marketing',
    'Marketingverantwortlicher',
    'Einkauf Werbung',
    'Mediaplanerin',
    'Kommunikationsverantwortliche',
    'Buchhaltung',
    'Assistentin der Geschäftsleitung',
    'Verkaufsleiter',
  ],
  fr: [
    'Directeur',
    'Propriétaire',
    'Responsable marketing',
    'Chargée de communication',
    'Comptabilité',
    'Assistante de direction',
  ],
  it: ['Direttore', 'Titolare', 'Responsabile marketing', 'Contabilità', 'Assistente di direzione'],
} as const;

/** The sales team of Adconsole Sales besides the persona: account owners and task assignees. */
export const SALES_REPS = [
  { firstName: 'Lea', lastName: 'Brunner' },
  { firstName: 'Marco', lastName: 'Bernasconi' },
  { firstName: 'Céline', lastName: 'Favre' },
  { firstName: 'Reto', lastName: 'Kälin' },
  { firstName: 'Sabine', lastName: 'Gruber' },
  { firstName: 'Jonas', lastName: 'Hoffmann' },
  // Has left: no longer active, still the owner and assignee of old records.
  { firstName: 'Anna', lastName: 'Wagner', hasLeft: true },
];

export const LABELS = {
  ACCOUNTS: ['KMU', 'Grosskunde', 'Öffentliche Hand', 'Stammkunde', 'Neukunde', 'Vorauszahlung'],
  CONTACTS: ['Entscheider', 'Newsletter', 'Buchhaltung', 'Technik'],
} as const;

export const DISCOUNTS: readonly {
  kind: string;
  percentages: readonly number[];
  weight: number;
}[] = [
  { kind: 'VOLUME', percentages: [3, 5, 7.5, 10, 12, 15, 17], weight: 5 },
  { kind: 'REPEAT', percentages: [3, 5, 8, 10, 15, 20], weight: 4 },
  { kind: 'ADVISORY_COMMISSION', percentages: [5], weight: 2 },
  { kind: 'AGENCY_COMMISSION', percentages: [15], weight: 2 },
  { kind: 'SPECIAL', percentages: [10, 25, 50], weight: 1 },
  { kind: 'CUSTOM', percentages: [2.5, 4, 6.25], weight: 1 },
];

export const TRACKER_NAMES = [
  'Kauf abgeschlossen',
  'Kontaktformular',
  'Newsletter-Anmeldung',
  'Warenkorb',
  'Katalog-Download',
];
export const TRACKER_EVENTS = [
  'PURCHASE',
  'LEAD',
  'SIGN_UP',
  'ADD_TO_CART',
  'DOWNLOAD',
  'PAGE_VIEW',
];

interface CrmCompanyPlan {
  name: string;
  share: number;
  /** Country weights of its accounts. */
  countries: Record<'CH' | 'AT' | 'DE', number>;
}

export const PLANS: readonly CrmCompanyPlan[] = [
  { name: 'Adconsole Sales', share: 0.8, countries: { CH: 75, AT: 12, DE: 13 } },
  { name: 'Werbeagentur Muster GmbH', share: 0.12, countries: { CH: 15, AT: 20, DE: 65 } },
  { name: 'Adconsole AG', share: 0.08, countries: { CH: 80, AT: 10, DE: 10 } },
];
