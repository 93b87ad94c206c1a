import type { Db } from '../db/database.ts';
import type { AdsTxtState } from '../db/schema-reference.ts';
import { random, words } from './random.ts';
import { type DemoScale, scaled } from './scale.ts';

/**
 * Demo data of the administration (issue 21): the demo companies' addresses and VAT / UID
 * numbers, what each company's administrators may grant, programmatic seats, synchronised
 * mailboxes, the websites of the publishers, and colleagues in every company (hundreds at full
 * scale) so the users list has something to page through. Deterministic.
 */

const ADDRESSES: Record<string, [street: string, postalCode: string, city: string, vat: string]> = {
  'Adconsole AG': ['Hardturmstrasse 161', '8005', 'Zürich', 'CHE-112.358.132 MWST'],
  'Werbeagentur Muster GmbH': ['Friedrichstrasse 68', '10117', 'Berlin', 'DE281456732'],
  'Bäckerei Beispiel AG': ['Marktgasse 12', '3011', 'Bern', 'CHE-204.517.889 MWST'],
  'Verlag Alpenblick AG': ['Bahnhofstrasse 7', '7000', 'Chur', 'CHE-318.602.447 MWST'],
  'Adconsole Sales': ['Hardturmstrasse 161', '8005', 'Zürich', 'CHE-112.358.149 MWST'],
  'Post Werbung': ['Wankdorfallee 4', '3030', 'Bern', 'CHE-109.876.543 MWST'],
  'Post Logistik': ['Wankdorfallee 4', '3030', 'Bern', 'CHE-109.876.551 MWST'],
  'Kontext Media': ['Mariahilfer Strasse 88', '1070', 'Wien', 'ATU63528194'],
  'Semantik Labs': ['Torstrasse 140', '10119', 'Berlin', 'DE319827465'],
  'Ohne Rolle GmbH': ['Landstrasse 21', '4020', 'Linz', 'ATU71234985'],
  'Zürcher Tagblatt AG': ['Werdstrasse 21', '8004', 'Zürich', 'CHE-101.202.303 MWST'],
  'Berner Werbung AG': ['Spitalgasse 30', '3011', 'Bern', 'CHE-405.111.929 MWST'],
  'Genfersee Media SA': ['Rue du Rhône 42', '1204', 'Genève', 'CHE-116.327.438 TVA'],
  'Tessiner Kommunikation SA': ['Via Nassa 5', '6900', 'Lugano', 'CHE-287.654.321 IVA'],
  'Wiener Medienhaus GmbH': ['Kärntner Strasse 12', '1010', 'Wien', 'ATU58419263'],
  'Salzburger Werbeagentur GmbH': ['Getreidegasse 9', '5020', 'Salzburg', 'ATU64829371'],
  'Tiroler Anzeiger GmbH': ['Maria-Theresien-Strasse 18', '6020', 'Innsbruck', 'ATU49382716'],
  'Hamburger Mediaplan GmbH': ['Jungfernstieg 30', '20354', 'Hamburg', 'DE263748591'],
  'Münchner Verlagsgruppe GmbH': ['Leopoldstrasse 55', '80802', 'München', 'DE128374659'],
  'Berliner Kampagnenwerk GmbH': ['Oranienstrasse 183', '10999', 'Berlin', 'DE302918475'],
  'Kölner Außenwerbung GmbH': ['Hohe Strasse 52', '50667', 'Köln', 'DE147258369'],
};

const AGENCY_CEILING = ['COMPANY_ADMIN', 'BOOK_CAMPAIGNS', 'MANAGE_ACCOUNTS', 'REPORT_BUILDER'];
const CEILINGS: Record<string, string[]> = {
  'Werbeagentur Muster GmbH': [...AGENCY_CEILING, 'SELF_BOOKING', 'CUSTOMER'],
  'Bäckerei Beispiel AG': ['SELF_BOOKING', 'CUSTOMER'],
  'Verlag Alpenblick AG': ['COMPANY_ADMIN', 'PAYOUT', 'CONFIGURE_ADS_TXT', 'REPORT_BUILDER'],
  'Post Werbung': ['COMPANY_ADMIN', 'BOOK_CAMPAIGNS'],
  'Berner Werbung AG': AGENCY_CEILING,
  'Tessiner Kommunikation SA': AGENCY_CEILING,
  'Salzburger Werbeagentur GmbH': AGENCY_CEILING,
  'Hamburger Mediaplan GmbH': AGENCY_CEILING,
  'Berliner Kampagnenwerk GmbH': AGENCY_CEILING,
  'Kölner Außenwerbung GmbH': AGENCY_CEILING,
  'Zürcher Tagblatt AG': ['COMPANY_ADMIN', 'PAYOUT', 'CONFIGURE_ADS_TXT'],
  'Genfersee Media SA': ['COMPANY_ADMIN', 'PAYOUT', 'CONFIGURE_ADS_TXT'],
  'Wiener Medienhaus GmbH': ['COMPANY_ADMIN', 'PAYOUT'],
  'Tiroler Anzeiger GmbH': ['COMPANY_ADMIN', 'PAYOUT'],
  'Münchner Verlagsgruppe GmbH': ['COMPANY_ADMIN', 'PAYOUT', 'CONFIGURE_ADS_TXT'],
};

const SEATS: [company: string, platform: string, seatId: string, name: string, role: string][] = [
  ['Adconsole AG', 'XANDR', '9312', 'Adconsole Xandr Member', 'SELLER'],
  ['Adconsole AG', 'GOOGLE', 'pub-4815162342', 'Adconsole Ad Manager', 'SELLER'],
  ['Werbeagentur Muster GmbH', 'XANDR', '1842', 'Muster Invest DSP', 'BUYER'],
  ['Hamburger Mediaplan GmbH', 'DV360', '7733019', 'Mediaplan DV360 Partner', 'BUYER'],
  ['Hamburger Mediaplan GmbH', 'TTD', 'mp-hh-01', 'Mediaplan The Trade Desk', 'BUYER'],
  ['Zürcher Tagblatt AG', 'XANDR', '10457', 'Tagblatt Xandr Seller', 'SELLER'],
];

const MAILBOXES: [company: string, handle: string, provider: string, status: string][] = [
  ['Adconsole Sales', 'verkauf@adconsole.ch', 'GOOGLE', 'ACTIVE'],
  ['Adconsole Sales', 'romandie@adconsole.ch', 'GOOGLE', 'ONGOING'],
  [
    'Werbeagentur Muster GmbH',
    'kontakt@werbeagentur-muster.de',
    'MICROSOFT',
    'FAILED_INSUFFICIENT_PERMISSIONS',
  ],
  ['Berner Werbung AG', 'info@bernerwerbung.ch', 'IMAP', 'NOT_SYNCED'],
];

const WEBSITES: [company: string, name: string, domain: string, state: AdsTxtState][] = [
  ['Verlag Alpenblick AG', 'Alpenblick Online', 'alpenblick.ch', 'OK'],
  ['Verlag Alpenblick AG', 'Bündner Wanderwelt', 'wanderwelt-gr.ch', 'MISSING_LINES'],
  ['Zürcher Tagblatt AG', 'Zürcher Tagblatt', 'zuercher-tagblatt.ch', 'OK'],
  ['Zürcher Tagblatt AG', 'Züri Ausgang', 'zueri-ausgang.ch', 'UNKNOWN'],
  ['Genfersee Media SA', 'Léman Actu', 'leman-actu.ch', 'OK'],
  ['Wiener Medienhaus GmbH', 'Wiener Stadtblatt', 'stadtblatt.at', 'NOT_FOUND'],
  ['Tiroler Anzeiger GmbH', 'Tiroler Anzeiger', 'tiroler-anzeiger.at', 'OK'],
  ['Münchner Verlagsgruppe GmbH', 'Münchner Abendpost', 'abendpost-muenchen.de', 'OK'],
  ['Münchner Verlagsgruppe GmbH', 'Bayern Reisen', 'bayern-reisen.de', 'MISSING_LINES'],
];

const FIRST_NAMES = words(
  'Lukas Lea Noah Mia Luca Laura Jonas Sarah David Anna Fabian Nina Matthias Julia Stefan Katharina Reto Corinne Urs Andrea Florian Theresa Maximilian Sophie Thomas Johanna Beat Claudine Marco Chiara Jean-Luc Elodie Gian Seraina',
);
const LAST_NAMES = words(
  'Müller Meier Schmid Keller Weber Huber Schneider Meyer Steiner Fischer Gerber Brunner Baumann Frei Zimmermann Moser Gruber Wagner Bauer Hofer Pichler Schwarz Becker Hoffmann Schulz Koch Richter Rossi Bernasconi Favre Rochat Caduff Casutt',
);

/** A name as a part of an e-mail address or domain: 'Müller & Söhne' → 'mueller-soehne'. */
export const ascii = (text: string) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const languageOf = (company: string): 'de' | 'fr' | 'it' =>
  company.endsWith(' SA') ? (company.startsWith('Tessiner') ? 'it' : 'fr') : 'de';

export async function seedAdminDemoData(
  db: Db,
  now: Date,
  scale: DemoScale,
  passwordHash: string | null,
): Promise<void> {
  const rng = random(20_261_125);
  const companies = await db.selectFrom('company').select(['id', 'name', 'companyRole']).execute();
  const idOf = new Map(companies.map((company) => [company.name, company.id]));

  for (const company of companies) {
    const address = ADDRESSES[company.name];
    if (!address) continue;
    const [street, postalCode, city, vatNumber] = address;
    await db
      .updateTable('company')
      .set({ street, postalCode, city, vatNumber })
      .where('id', '=', company.id)
      .execute();
  }

  const ceilings = companies.flatMap((company) =>
    (company.companyRole === 'ADMIN'
      ? ['COMPANY_ADMIN', 'SWITCH_COMPANY_VIEW', 'BOOK_CAMPAIGNS', 'MANAGE_ACCOUNTS', 'SALES']
      : (CEILINGS[company.name] ?? [])
    ).map((role) => ({ companyId: company.id, role })),
  );
  if (ceilings.length > 0) await db.insertInto('companyPermission').values(ceilings).execute();

  const seats = SEATS.flatMap(([company, platform, seatId, name, seatRole]) => {
    const companyId = idOf.get(company);
    return companyId ? [{ companyId, platform, seatId, name, seatRole }] : [];
  });
  if (seats.length > 0) await db.insertInto('programmaticSeat').values(seats).execute();

  const mailboxes = MAILBOXES.flatMap(([company, handle, provider, syncStatus]) => {
    const companyId = idOf.get(company);
    return companyId
      ? [
          {
            companyId,
            handle,
            provider,
            syncStatus,
            lastSyncedAt: syncStatus === 'ACTIVE' ? new Date(now.getTime() - 900_000) : null,
          },
        ]
      : [];
  });
  if (mailboxes.length > 0) await db.insertInto('emailSyncChannel').values(mailboxes).execute();

  // The publishers' own websites (the catalogue adds the ones other companies sell).
  const websites = WEBSITES.flatMap(([company, name, domain, adsTxtState]) => {
    const companyId = idOf.get(company);
    return companyId
      ? [{ companyId, publisherCompanyId: companyId, name, domain, adsTxtState }]
      : [];
  });
  if (websites.length > 0) {
    await db
      .insertInto('website')
      .values(websites)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }

  // Colleagues in every company: most active and signed in lately, some invited, some gone.
  // Not in the staff companies, whose users the sales pickers list (ws-users/users/search).
  const customers = companies.filter((company) => !company.name.startsWith('Adconsole'));
  const count = scaled(600, scale, 8);
  const taken = new Set<string>();
  const users = Array.from({ length: count }, (_, index) => {
    const company = customers[index % customers.length] ?? customers[0];
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const domain = `${ascii(company?.name ?? 'firma').replace(/-(ag|gmbh|sa)$/, '')}.example`;
    let email = `${ascii(firstName)}.${ascii(lastName)}@${domain}`;
    for (let n = 2; taken.has(email); n++)
      email = `${ascii(firstName)}.${ascii(lastName)}${n}@${domain}`;
    taken.add(email);
    // PAYOUT stays with the personas: companies by permission lists the companies holding it.
    const ceiling = (CEILINGS[company?.name ?? ''] ?? ['BOOK_CAMPAIGNS']).filter(
      (role) => role !== 'COMPANY_ADMIN' && role !== 'PAYOUT',
    );
    const permissions = ceiling.filter(() => rng.next() < 0.5);
    const invited = rng.next() < 0.08;
    const active = invited || rng.next() >= 0.06;
    const created = new Date(now.getTime() - rng.int(5, 900) * 86_400_000);
    return {
      companyId: company?.id ?? 0,
      email,
      firstName,
      lastName,
      language: languageOf(company?.name ?? ''),
      userRole: index % 17 === 0 && ceiling.length > 0 ? 'COMPANY_ADMIN' : null,
      permissions,
      passwordHash: invited ? null : passwordHash,
      activatedAt: invited ? null : created,
      active,
      deactivatedAt: active ? null : new Date(now.getTime() - rng.int(1, 200) * 86_400_000),
      lastSignInAt:
        invited || !active ? null : new Date(now.getTime() - rng.int(0, 90 * 24) * 3_600_000),
      createdAt: created,
      updatedAt: created,
    };
  });
  for (let start = 0; start < users.length; start += 500) {
    await db
      .insertInto('appUser')
      .values(users.slice(start, start + 500))
      .execute();
  }
  await seedAuditHistory(db, now, idOf);
}

/** A little history on the records people open first: who changed what, some weeks ago. */
async function seedAuditHistory(db: Db, now: Date, idOf: Map<string, number>): Promise<void> {
  const personas = await db
    .selectFrom('appUser')
    .select(['id', 'email'])
    .where('email', 'in', ['admin@example.com', 'companyadmin@example.com', 'agency@example.com'])
    .execute();
  const userId = (email: string) => personas.find((persona) => persona.email === email)?.id;
  const admin = userId('admin@example.com');
  const companyAdmin = userId('companyadmin@example.com');
  const agency = userId('agency@example.com');
  const muster = idOf.get('Werbeagentur Muster GmbH');
  if (!admin || !companyAdmin || !agency || !muster) return;
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const json = (value: unknown) => JSON.stringify(value);
  const change = (
    entityType: string,
    entityId: number,
    actorUserId: number,
    days: number,
    field: string,
    oldValue: unknown,
    newValue: unknown,
  ) => ({
    companyId: muster,
    entityType,
    entityId,
    actorUserId,
    changedAt: daysAgo(days),
    field,
    oldValue: oldValue === null ? null : json(oldValue),
    newValue: json(newValue),
  });
  await db
    .insertInto('adminAudit')
    .values([
      change('USER', companyAdmin, admin, 120, 'userRole', null, 'COMPANY_ADMIN'),
      change(
        'COMPANY_PERMISSION',
        muster,
        admin,
        90,
        'roles',
        ['BOOK_CAMPAIGNS', 'COMPANY_ADMIN'],
        words('BOOK_CAMPAIGNS COMPANY_ADMIN CUSTOMER MANAGE_ACCOUNTS REPORT_BUILDER SELF_BOOKING'),
      ),
      change(
        'USER',
        agency,
        companyAdmin,
        41,
        'permissions',
        ['BOOK_CAMPAIGNS'],
        ['BOOK_CAMPAIGNS', 'MANAGE_ACCOUNTS'],
      ),
      change(
        'COMPANY',
        muster,
        companyAdmin,
        12,
        'street',
        'Chausseestrasse 19',
        'Friedrichstrasse 68',
      ),
    ])
    .execute();
}
