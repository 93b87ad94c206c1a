import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { bulkLoad } from './bulk.ts';
import { cantonLanguage, streetsOf, TOWNS, type Town } from './crm-towns.ts';
import { DAY, random, words } from './random.ts';
import { FIRST_NAMES as SALES_FIRST_NAMES, LAST_NAMES as SALES_LAST_NAMES } from './sales-texts.ts';
import { type DemoScale, scaled } from './scale.ts';

/**
 * The CRM at scale (issue 20): about 5,000 accounts and 20,000 contacts at full scale, with
 * industries, labels, sales owners, discounts and conversion trackers, spread over the
 * companies whose users work the CRM (mostly Adconsole Sales, some for the agency persona's
 * Werbeagentur Muster GmbH and for Adconsole AG). Reproducible: a seeded generator, real
 * town / postcode / canton triples (crm-towns.ts), multi-row inserts in chunks.
 */

/** A valid Swiss UID (CHE-123.456.789, mod-11 check digit) from a number. */
export function swissUid(seed: number): string {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  for (let n = 0; ; n++) {
    const base = String(10_000_000 + ((Math.abs(seed) * 7_919 + n * 104_729) % 90_000_000)).slice(
      0,
      8,
    );
    const sum = [...base].reduce(
      (total, digit, index) => total + Number(digit) * (weights[index] ?? 0),
      0,
    );
    const check = 11 - (sum % 11);
    if (check === 10) continue;
    const digits = `${base}${check === 11 ? 0 : check}`;
    return `CHE-${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}`;
  }
}

const townCanton = new Map(
  TOWNS.filter((town) => town.canton).map((town) => [town.city, town.canton]),
);

/** The canton of a Swiss town of the table. */
export const cantonOfTown = (city: string): string | undefined => townCanton.get(city) ?? undefined;

/** The legal form a company name ends with. */
export function legalFormOfName(name: string): string | null {
  if (/\bAG\b/.test(name)) return 'AG';
  if (/\bGmbH\b/.test(name)) return 'GMBH';
  if (/\bSA\b/.test(name)) return 'SA';
  if (/\bSàrl\b/.test(name)) return 'SARL';
  if (/\bKG\b/.test(name)) return 'PARTNERSHIP';
  if (/Genossenschaft/.test(name)) return 'COOPERATIVE';
  return null;
}

/** The company's industries of these names (created where missing), by lower-case name. */
export async function ensureIndustries(
  db: Db,
  companyId: number,
  names: readonly string[],
): Promise<Map<string, number>> {
  const unique = [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
  if (unique.length > 0) {
    await db
      .insertInto('industry')
      .values(unique.map((name) => ({ companyId, name })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  const rows = await db
    .selectFrom('industry')
    .select(['id', 'name'])
    .where('companyId', '=', companyId)
    .execute();
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/** Kinds of business: a name pattern and its industry. */
const BUSINESSES: readonly { pattern: string; industry: string; weight: number }[] = [
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
const FRENCH_BUSINESSES: Record<string, string> = {
  'Bäckerei {last}': 'Boulangerie {last}',
  'Metzgerei {last}': 'Boucherie {last}',
  'Schreinerei {last}': 'Menuiserie {last}',
  'Weinhandlung {last}': 'Cave {last}',
  'Apotheke {place}': 'Pharmacie {place}',
  'Reisebüro {place}': 'Voyages {place}',
  'Druckerei {last}': 'Imprimerie {last}',
  'Blumen {last}': 'Fleurs {last}',
};
const ITALIAN_BUSINESSES: Record<string, string> = {
  'Bäckerei {last}': 'Panetteria {last}',
  'Metzgerei {last}': 'Macelleria {last}',
  'Hotel {place}': 'Albergo {place}',
  'Restaurant {place}': 'Ristorante {place}',
  'Apotheke {place}': 'Farmacia {place}',
  'Druckerei {last}': 'Tipografia {last}',
};
const PLACE_WORDS = words(
  'Sonne Alpenblick Bären Krone Central Seeblick Post Rössli Adler Panorama Bellevue Schlüssel',
);

/** The sales seed's names (seed/sales-texts.ts), and more of each language for 20,000 contacts. */
const FIRST_NAMES = {
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
const FEMALE = new Set(
  words(
    'Laura Sandra Nicole Claudia Sarah Corinne Franziska Andrea Martina Monika Barbara Petra Julia Anna Eva Katharina Sabine Lea Nina Isabelle Céline Sophie Camille Aurélie Chloé Manon Émilie Valérie Nathalie Chiara Giulia Alessia Francesca Sara Elena',
  ),
);
const LAST_NAMES = {
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
const JOB_TITLES = {
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
const SALES_REPS = [
  { firstName: 'Lea', lastName: 'Brunner' },
  { firstName: 'Marco', lastName: 'Bernasconi' },
  { firstName: 'Céline', lastName: 'Favre' },
  { firstName: 'Reto', lastName: 'Kälin' },
  { firstName: 'Sabine', lastName: 'Gruber' },
  { firstName: 'Jonas', lastName: 'Hoffmann' },
  // Has left: no longer active, still the owner and assignee of old records.
  { firstName: 'Anna', lastName: 'Wagner', hasLeft: true },
];

const LABELS = {
  ACCOUNTS: ['KMU', 'Grosskunde', 'Öffentliche Hand', 'Stammkunde', 'Neukunde', 'Vorauszahlung'],
  CONTACTS: ['Entscheider', 'Newsletter', 'Buchhaltung', 'Technik'],
} as const;

const DISCOUNTS: readonly { kind: string; percentages: readonly number[]; weight: number }[] = [
  { kind: 'VOLUME', percentages: [3, 5, 7.5, 10, 12, 15, 17], weight: 5 },
  { kind: 'REPEAT', percentages: [3, 5, 8, 10, 15, 20], weight: 4 },
  { kind: 'ADVISORY_COMMISSION', percentages: [5], weight: 2 },
  { kind: 'AGENCY_COMMISSION', percentages: [15], weight: 2 },
  { kind: 'SPECIAL', percentages: [10, 25, 50], weight: 1 },
  { kind: 'CUSTOM', percentages: [2.5, 4, 6.25], weight: 1 },
];

const TRACKER_NAMES = [
  'Kauf abgeschlossen',
  'Kontaktformular',
  'Newsletter-Anmeldung',
  'Warenkorb',
  'Katalog-Download',
];
const TRACKER_EVENTS = ['PURCHASE', 'LEAD', 'SIGN_UP', 'ADD_TO_CART', 'DOWNLOAD', 'PAGE_VIEW'];

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Inserts rows in chunks (a statement takes at most 65,535 parameters). */
async function insertChunks<Row extends Record<string, unknown>>(
  db: Db,
  table: 'account' | 'contact' | 'accountLabel' | 'contactLabel' | 'discount' | 'conversionTracker',
  rows: readonly Row[],
  size: number,
): Promise<number[]> {
  const ids: number[] = [];
  const insert = async () => {
    for (let start = 0; start < rows.length; start += size) {
      const chunk = rows.slice(start, start + size);
      // One insert for the six tables: the rows are typed by their callers, the table by name.
      const query = (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
        .insertInto(table)
        .values(chunk);
      if (table === 'accountLabel' || table === 'contactLabel') await query.execute();
      else ids.push(...(await query.returning('id').execute()).map((row) => Number(row.id)));
    }
  };
  // The accounts and contacts (thousands, with trigram search indexes) with their keys and
  // indexes set aside (bulk.ts); the small tables as they are.
  if (table === 'account' || table === 'contact') await bulkLoad(db, [table], insert);
  else await insert();
  return ids;
}

interface CrmCompanyPlan {
  name: string;
  share: number;
  /** Country weights of its accounts. */
  countries: Record<'CH' | 'AT' | 'DE', number>;
}

const PLANS: readonly CrmCompanyPlan[] = [
  { name: 'Adconsole Sales', share: 0.8, countries: { CH: 75, AT: 12, DE: 13 } },
  { name: 'Werbeagentur Muster GmbH', share: 0.12, countries: { CH: 15, AT: 20, DE: 65 } },
  { name: 'Adconsole AG', share: 0.08, countries: { CH: 80, AT: 10, DE: 10 } },
];

/** Seeds the CRM at scale into a freshly seeded database (after the sales demo data). */
export async function seedCrmDemoData(
  db: Db,
  now: Date,
  scale: DemoScale,
): Promise<{ accounts: number; contacts: number; discounts: number; trackers: number }> {
  const rng = random(20_261_125);
  const totalAccounts = scaled(5_000, scale, 40);
  const totalContacts = scaled(20_000, scale, 160);
  const companies = await db.selectFrom('company').select(['id', 'name']).execute();
  const companyIdOf = (name: string) => companies.find((company) => company.name === name)?.id;
  const salesCompany = companyIdOf('Adconsole Sales');

  // The sales team of Adconsole Sales besides the persona: the owners the list filters by, and
  // the assignees of the sales tasks (seed/tasks.ts).
  if (salesCompany) {
    await db
      .insertInto('appUser')
      .values(
        SALES_REPS.map((rep) => ({
          companyId: salesCompany,
          email: `${slug(rep.firstName)}.${slug(rep.lastName)}@adconsole-sales.example`,
          firstName: rep.firstName,
          lastName: rep.lastName,
          userRole: 'SALES',
          permissions: ['SALES', 'SALESFUNNEL', 'MANAGE_ACCOUNTS'],
          passwordHash: null,
          activatedAt: rep.hasLeft ? null : now,
          ...(rep.hasLeft ? { active: false, deactivatedAt: now } : {}),
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }

  const accountRows: Record<string, unknown>[] = [];
  const accountMeta: {
    companyId: number;
    language: 'de' | 'fr' | 'it';
    domain: string;
    countryCode: string;
  }[] = [];
  const perCompany: { companyId: number; labels: { id: number; type: string }[] }[] = [];
  const allNames = new Set<string>();

  for (const plan of PLANS) {
    const companyId = companyIdOf(plan.name);
    if (!companyId) continue;
    const industries = await ensureIndustries(
      db,
      companyId,
      BUSINESSES.map((business) => business.industry),
    );
    const owners = await db
      .selectFrom('appUser')
      .select('id')
      .where('companyId', '=', companyId)
      .where('activatedAt', 'is not', null)
      .where(sql<boolean>`(user_role = 'SALES' or 'SALES' = any(permissions))`)
      .orderBy('id')
      .execute();
    // The company's account and contact labels, where the sales demo data made none of a type.
    const present = await db
      .selectFrom('label')
      .select('type')
      .distinct()
      .where('companyId', '=', companyId)
      .where('type', 'in', ['ACCOUNTS', 'CONTACTS'])
      .execute();
    const missing = (['ACCOUNTS', 'CONTACTS'] as const).filter(
      (type) => !present.some((label) => label.type === type),
    );
    if (missing.length > 0) {
      await db
        .insertInto('label')
        .values(missing.flatMap((type) => LABELS[type].map((name) => ({ companyId, type, name }))))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    const labels = await db
      .selectFrom('label')
      .select(['id', 'type'])
      .where('companyId', '=', companyId)
      .where('type', 'in', ['ACCOUNTS', 'CONTACTS'])
      .where('active', '=', true)
      .orderBy('id')
      .execute();
    perCompany.push({ companyId, labels });
    const towns = TOWNS.filter((town) => town.countryCode in plan.countries).map((town) => ({
      ...town,
      weight: town.weight * (plan.countries[town.countryCode] ?? 0),
    }));
    const count = Math.round(totalAccounts * plan.share);
    for (let index = 0; index < count; index++) {
      const town = rng.weighted(towns) as Town;
      const language =
        town.countryCode === 'CH'
          ? ['Brig', 'Zermatt', 'Murten'].includes(town.city)
            ? 'de'
            : cantonLanguage(town.canton)
          : 'de';
      const business = rng.weighted(BUSINESSES);
      const pattern =
        (language === 'fr' ? FRENCH_BUSINESSES[business.pattern] : undefined) ??
        (language === 'it' ? ITALIAN_BUSINESSES[business.pattern] : undefined) ??
        business.pattern;
      const last = rng.pick(LAST_NAMES[language]);
      const base = pattern
        .replace('{last}', last)
        .replace('{place}', rng.next() < 0.5 ? rng.pick(PLACE_WORDS) : town.city);
      const legal =
        town.countryCode === 'CH'
          ? rng.pick(language === 'de' ? ['AG', 'GmbH', '', 'AG'] : ['SA', 'Sàrl', ''])
          : rng.pick(['GmbH', 'GmbH', 'KG', '']);
      let name = legal ? `${base} ${legal}` : base;
      if (allNames.has(`${companyId}:${name}:${town.city}`)) name = `${name} ${town.city}`;
      allNames.add(`${companyId}:${name}:${town.city}`);
      const domain = `${slug(base)}.${town.countryCode.toLowerCase()}`;
      const created = new Date(now.getTime() - rng.int(30, 2_500) * DAY);
      const hasCredit = rng.next() < 0.3;
      const currency = town.countryCode === 'CH' ? 'CHF' : 'EUR';
      const roll = rng.next();
      const accountType =
        roll < 0.9
          ? 'ADVERTISER'
          : roll < 0.95
            ? 'AGENCY'
            : roll < 0.97
              ? 'MEDIA_AGENCY'
              : roll < 0.99
                ? 'BROKER'
                : 'PARTNER';
      const prefix = { CH: '+41', AT: '+43', DE: '+49' }[town.countryCode];
      accountRows.push({
        companyId,
        name,
        displayName: `${name}, ${town.city}`,
        legalForm: legalFormOfName(name) ?? (legal === '' ? 'SOLE_PROPRIETORSHIP' : null),
        accountType,
        street: `${rng.pick(streetsOf(town, language))} ${rng.int(1, 120)}`,
        postalCode: town.postalCode,
        city: town.city,
        canton: town.canton,
        countryCode: town.countryCode,
        uidNumber:
          rng.next() < 0.8
            ? town.countryCode === 'CH'
              ? swissUid(accountRows.length * 31 + companyId)
              : town.countryCode === 'AT'
                ? `ATU${String(rng.int(10_000_000, 99_999_999))}`
                : `DE${String(rng.int(100_000_000, 999_999_999))}`
            : null,
        industryId: industries.get(business.industry.toLowerCase()) ?? null,
        language: rng.next() < 0.03 ? 'en' : language,
        salesUserId: owners.length > 0 && rng.next() < 0.92 ? rng.pick(owners).id : null,
        website: `https://www.${domain}`,
        phone: `${prefix} ${rng.int(21, 91)} ${rng.int(200, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
        email: `info@${domain}`,
        creditLimit: hasCredit ? rng.pick([5_000, 10_000, 25_000, 50_000, 100_000, 250_000]) : null,
        creditCurrency: hasCredit ? currency : null,
        paymentTermsDays: rng.pick([30, 30, 30, 10, 20, 45, 60]),
        active: rng.next() > 0.08,
        createdAt: created,
        // Changed after it was created, never after the day the data is generated on.
        updatedAt: new Date(
          Math.min(created.getTime() + rng.int(0, 400) * DAY, now.getTime() - 3_600_000),
        ),
      });
      accountMeta.push({ companyId, language, domain, countryCode: town.countryCode });
    }
  }
  const accountIds = await insertChunks(db, 'account', accountRows, 1_000);

  // Agencies and brokers of some advertisers, within the same company.
  const agencies = new Map<number, number[]>();
  const brokers = new Map<number, number[]>();
  accountRows.forEach((row, index) => {
    const id = accountIds[index] as number;
    const target =
      row.accountType === 'BROKER'
        ? brokers
        : row.accountType === 'ADVERTISER'
          ? undefined
          : agencies;
    if (!target || row.accountType === 'PARTNER') return;
    target.set(row.companyId as number, [...(target.get(row.companyId as number) ?? []), id]);
  });
  const relations: { id: number; agency: number | null; broker: number | null }[] = [];
  accountRows.forEach((row, index) => {
    if (row.accountType !== 'ADVERTISER') return;
    const companyAgencies = agencies.get(row.companyId as number) ?? [];
    const companyBrokers = brokers.get(row.companyId as number) ?? [];
    const agency =
      companyAgencies.length > 0 && rng.next() < 0.2 ? rng.pick(companyAgencies) : null;
    const broker = companyBrokers.length > 0 && rng.next() < 0.05 ? rng.pick(companyBrokers) : null;
    if (agency || broker) relations.push({ id: accountIds[index] as number, agency, broker });
  });
  for (let start = 0; start < relations.length; start += 1_000) {
    const chunk = relations.slice(start, start + 1_000);
    await sql`update account set agency_account_id = r.agency, broker_account_id = r.broker
      from (values ${sql.join(chunk.map((relation) => sql`(${relation.id}::int, ${relation.agency}::int, ${relation.broker}::int)`))}) as r (id, agency, broker)
      where account.id = r.id`.execute(db);
  }

  // Account labels.
  const labelsOf = (companyId: number, type: string) =>
    perCompany
      .find((entry) => entry.companyId === companyId)
      ?.labels.filter((label) => label.type === type) ?? [];
  const accountLabels: { accountId: number; labelId: number }[] = [];
  accountRows.forEach((row, index) => {
    const options = labelsOf(row.companyId as number, 'ACCOUNTS');
    if (options.length === 0 || rng.next() > 0.35) return;
    const chosen = new Set([rng.pick(options).id]);
    if (rng.next() < 0.3) chosen.add(rng.pick(options).id);
    for (const labelId of chosen)
      accountLabels.push({ accountId: accountIds[index] as number, labelId });
  });
  await insertChunks(db, 'accountLabel', accountLabels, 5_000);

  // Contacts: one to seven per account, about four on average.
  const contactRows: Record<string, unknown>[] = [];
  const contactCompany: number[] = [];
  const average = totalContacts / Math.max(1, accountRows.length);
  accountRows.forEach((row, index) => {
    const meta = accountMeta[index] as (typeof accountMeta)[number];
    const count = rng.int(1, Math.max(1, Math.round(2 * average - 1)));
    const language = meta.language;
    for (let n = 0; n < count; n++) {
      const firstName = rng.pick(FIRST_NAMES[language]);
      const lastName = rng.pick(LAST_NAMES[language]);
      const created = new Date(
        Math.min((row.createdAt as Date).getTime() + rng.int(0, 300) * DAY, now.getTime() - DAY),
      );
      const prefix = { CH: '+41', AT: '+43', DE: '+49' }[meta.countryCode];
      contactRows.push({
        companyId: row.companyId,
        accountId: accountIds[index],
        salutation: rng.next() < 0.05 ? 'NONE' : FEMALE.has(firstName) ? 'MS' : 'MR',
        firstName,
        lastName,
        email: rng.next() < 0.92 ? `${slug(firstName)}.${slug(lastName)}@${meta.domain}` : null,
        phone:
          rng.next() < 0.7
            ? `${prefix} ${rng.int(76, 79)} ${rng.int(200, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`
            : null,
        language,
        jobTitle: rng.pick(JOB_TITLES[language]),
        mailStatus: rng.next() < 0.6 ? 'SENT' : rng.next() < 0.05 ? 'BOUNCED' : 'NONE',
        active: rng.next() > 0.1,
        createdAt: created,
        updatedAt: created,
      });
      contactCompany.push(row.companyId as number);
    }
  });
  const contactIds = await insertChunks(db, 'contact', contactRows, 2_000);
  const contactLabels: { contactId: number; labelId: number }[] = [];
  contactIds.forEach((contactId, index) => {
    const options = labelsOf(contactCompany[index] as number, 'CONTACTS');
    if (options.length === 0 || rng.next() > 0.25) return;
    contactLabels.push({ contactId, labelId: rng.pick(options).id });
  });
  await insertChunks(db, 'contactLabel', contactLabels, 5_000);

  // Discounts on about a third of the accounts; per medium or product where the catalogue has some.
  const media = await db.selectFrom('adMedium').select(['id', 'companyId']).execute();
  const products = await db
    .selectFrom('product')
    .select(['id', 'companyId', 'adMediumId'])
    .execute();
  const discountRows: Record<string, unknown>[] = [];
  const year = now.getUTCFullYear();
  accountRows.forEach((row, index) => {
    if (rng.next() > 0.33) return;
    const companyId = row.companyId as number;
    const count = rng.int(1, 3);
    for (let n = 0; n < count; n++) {
      const discount = rng.weighted(DISCOUNTS);
      const companyMedia = media.filter((medium) => medium.companyId === companyId);
      const medium = companyMedia.length > 0 && rng.next() < 0.4 ? rng.pick(companyMedia) : null;
      const mediumProducts = medium
        ? products.filter((product) => product.adMediumId === medium.id)
        : [];
      const product =
        mediumProducts.length > 0 && rng.next() < 0.3 ? rng.pick(mediumProducts) : null;
      const from = `${year - rng.int(0, 2)}-${String(rng.pick([1, 1, 4, 7, 10])).padStart(2, '0')}-01`;
      const to = rng.next() < 0.5 ? null : `${Number(from.slice(0, 4)) + 1}-12-31`;
      discountRows.push({
        companyId,
        accountId: accountIds[index],
        adMediumId: medium?.id ?? null,
        productId: product?.id ?? null,
        kind: discount.kind,
        percentage: rng.pick(discount.percentages),
        validFrom: from,
        validTo: to,
        note:
          discount.kind === 'SPECIAL' && rng.next() < 0.5
            ? 'ZEWO-zertifizierte Organisation'
            : null,
        active: rng.next() > 0.1,
      });
    }
  });
  const discountIds = await insertChunks(db, 'discount', discountRows, 2_000);

  // Conversion trackers on about one account in ten.
  const trackerRows: Record<string, unknown>[] = [];
  accountRows.forEach((row, index) => {
    if (rng.next() > 0.1) return;
    const meta = accountMeta[index] as (typeof accountMeta)[number];
    const names = [...TRACKER_NAMES].sort(() => rng.next() - 0.5).slice(0, rng.int(1, 2));
    for (const name of names) {
      const delivery = rng.next() < 0.7 ? 'PIXEL' : 'POSTBACK';
      const id = rng.int(100_000, 999_999);
      trackerRows.push({
        companyId: row.companyId,
        accountId: accountIds[index],
        name,
        kind: rng.pick(['VIEW', 'CLICK', 'HYBRID', 'CLICK']),
        delivery,
        url:
          delivery === 'PIXEL'
            ? `https://secure.adnxs.com/px?id=${id}&t=1`
            : `https://track.${meta.domain}/postback?conversion=${id}`,
        events: [rng.pick(TRACKER_EVENTS)],
        postClickDays: rng.pick([7, 14, 30, 30]),
        postViewDays: rng.pick([0, 1, 1, 7]),
        active: rng.next() > 0.15,
      });
    }
  });
  const trackerIds = await insertChunks(db, 'conversionTracker', trackerRows, 2_000);
  return {
    accounts: accountIds.length,
    contacts: contactIds.length,
    discounts: discountIds.length,
    trackers: trackerIds.length,
  };
}
