import { randomUUID } from 'node:crypto';
import { businessDay } from '@adconsole/api/contracts';
import type { Db } from '../db/database.ts';
import { type FieldChange, historyEntry } from '../services/post/post-records.ts';
import { isDispatchDay } from '../services/post/post-rules.ts';
import { companyNamed, personaUser } from './lookups.ts';
import { random } from './random.ts';
import { type DemoScale, scaled } from './scale.ts';

// The post persona's demo data (post@example.com, company "Post Werbung"): its customers in the
// CRM, the post feature toggles, and post campaigns in every status, every invoice state and
// every warning case of spec 3 §4.

const ACCOUNTS = [
  ['Gartencenter Lüthi AG', 'Bernstrasse 112', '3072', 'Ostermundigen', 'BE', 'CH', 'de'],
  ['Optik Bühler GmbH', 'Marktgasse 21', '3011', 'Bern', 'BE', 'CH', 'de'],
  ['Weinhandlung Rüegg AG', 'Seestrasse 44', '8800', 'Thalwil', 'ZH', 'CH', 'de'],
  ['Sanitär Baumann AG', 'Industriestrasse 9', '6005', 'Luzern', 'LU', 'CH', 'de'],
  ['Velo Gerber GmbH', 'Bahnhofstrasse 3', '3600', 'Thun', 'BE', 'CH', 'de'],
  ['Confiserie Tschanz AG', 'Hauptgasse 17', '4500', 'Solothurn', 'SO', 'CH', 'de'],
  ['Immobilien Keller AG', 'Bahnhofplatz 2', '9000', 'St. Gallen', 'SG', 'CH', 'de'],
  ['Garage Steiner AG', 'Zürcherstrasse 201', '8500', 'Frauenfeld', 'TG', 'CH', 'de'],
  ['Boulangerie Favre SA', 'Rue du Marché 8', '1204', 'Genève', 'GE', 'CH', 'fr'],
  ['Librairie Morel Sàrl', 'Rue de Bourg 12', '1003', 'Lausanne', 'VD', 'CH', 'fr'],
  ['Farmacia Bernasconi SA', 'Via Nassa 30', '6900', 'Lugano', 'TI', 'CH', 'it'],
  ['Hotel Bellevue Interlaken AG', 'Höheweg 41', '3800', 'Interlaken', 'BE', 'CH', 'de'],
  ['Tischlerei Huber GmbH', 'Linzer Gasse 15', '5020', 'Salzburg', null, 'AT', 'de'],
  [
    'Reisebüro Wagner GmbH',
    'Kaiser-Joseph-Strasse 240',
    '79098',
    'Freiburg im Breisgau',
    null,
    'DE',
    'de',
  ],
] as const;

const CONTACTS = [
  ['Sandra', 'Lüthi'],
  ['Marco', 'Bühler'],
  ['Regula', 'Rüegg'],
  ['Thomas', 'Baumann'],
  ['Nadine', 'Gerber'],
  ['Urs', 'Tschanz'],
  ['Daniela', 'Keller'],
  ['Beat', 'Steiner'],
  ['Claire', 'Favre'],
  ['Julien', 'Morel'],
  ['Chiara', 'Bernasconi'],
  ['Andreas', 'Frutiger'],
  ['Katharina', 'Huber'],
  ['Jonas', 'Wagner'],
] as const;

const PRODUCTS = [
  'Frühlingsaktion Gartenmöbel',
  'Neue Gleitsichtbrillen',
  'Weinmesse im Herbst',
  'Badsanierung zum Fixpreis',
  'E-Bike-Saisonstart',
  'Ostersortiment',
  'Neubauprojekt Wohnen am Park',
  'Reifenwechsel-Wochen',
  'Dreikönigskuchen',
  'Bücherherbst',
  'Grippeimpfung in der Apotheke',
  'Wellness-Wochenende',
  'Massküchen-Ausstellung',
  'Herbstreisen ans Mittelmeer',
] as const;

type Scenario = 'empty' | 'reconcile' | 'taxRate' | 'clean' | 'noInfo' | 'noUnits';
interface Plan {
  name: string;
  status: string;
  scenario: Scenario;
  invoice: 'OPEN' | 'CHARGED' | 'MANUALLY_CHARGED' | 'CANCELLED';
  /** Days from today to the start. */
  start: number;
}

/** One campaign per status, invoice state and warning case. */
const PLANS: readonly Plan[] = [
  { name: 'Entwurf ohne Angaben', status: 'DRAFT', scenario: 'noInfo', invoice: 'OPEN', start: 40 },
  { name: 'Zielgruppe offen', status: 'DRAFT', scenario: 'noUnits', invoice: 'OPEN', start: 45 },
  { name: 'Ohne Positionen', status: 'DRAFT', scenario: 'empty', invoice: 'OPEN', start: 50 },
  {
    name: 'Abgleich nötig',
    status: 'PENDING_APPROVAL',
    scenario: 'reconcile',
    invoice: 'OPEN',
    start: 30,
  },
  {
    name: 'Jahreswechsel 2023/24',
    status: 'BOOKED',
    scenario: 'taxRate',
    invoice: 'OPEN',
    start: -720,
  },
  { name: 'Offerte', status: 'OFFERED', scenario: 'clean', invoice: 'OPEN', start: 25 },
  {
    name: 'Gegenofferte',
    status: 'ALTERNATE_QUOTE',
    scenario: 'clean',
    invoice: 'OPEN',
    start: 35,
  },
  { name: 'Abgelehnt', status: 'OFFER_DENIED', scenario: 'clean', invoice: 'CANCELLED', start: 10 },
  { name: 'Gebucht', status: 'BOOKED', scenario: 'clean', invoice: 'OPEN', start: 14 },
  { name: 'Vorauszahlung', status: 'PREPAYMENT', scenario: 'clean', invoice: 'OPEN', start: 20 },
  { name: 'Laufend', status: 'PERFORMANCE', scenario: 'clean', invoice: 'CHARGED', start: -5 },
  { name: 'Abgeschlossen', status: 'ARCHIVED', scenario: 'clean', invoice: 'CHARGED', start: -90 },
  {
    name: 'Manuell verrechnet',
    status: 'ARCHIVED',
    scenario: 'clean',
    invoice: 'MANUALLY_CHARGED',
    start: -60,
  },
];

const STATUSES = ['DRAFT', 'OFFERED', 'BOOKED', 'PERFORMANCE', 'ARCHIVED'] as const;

const day = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (from: Date, days: number) =>
  new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days));
/** The first dispatch day on or after `date`. */
function dispatchDay(date: Date): string {
  let candidate = date;
  while (!isDispatchDay(day(candidate))) candidate = addDays(candidate, 1);
  return day(candidate);
}
const vatOf = (country: string, date: string) =>
  country === 'AT' ? 20 : country === 'DE' ? 19 : date < '2024-01-01' ? 7.7 : 8.1;

export async function seedPostDemoData(db: Db, now: Date, scale: DemoScale): Promise<number> {
  // Days count from the business day (Zurich's), at UTC midnight for the day arithmetic.
  const today = new Date(`${businessDay(now)}T00:00:00Z`);
  await seedSecondPostCompanies(db, now);
  const company = await companyNamed(db, 'Post Werbung');
  const user = await personaUser(db, 'post@example.com');
  if (!company || !user) return 0;
  const companyId = company.id;
  const rng = random(20_270_027);

  const accounts = await db
    .insertInto('account')
    .values(
      ACCOUNTS.map(([name, street, postalCode, city, canton, countryCode, language]) => ({
        companyId,
        name,
        displayName: `${name}, ${city}`,
        street,
        postalCode,
        city,
        canton,
        countryCode,
        language,
        accountType: 'ADVERTISER',
      })),
    )
    .returning(['id', 'countryCode'])
    .execute();
  const contacts = await db
    .insertInto('contact')
    .values(
      CONTACTS.map(([firstName, lastName], index) => ({
        companyId,
        accountId: accounts[index]?.id ?? 0,
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.ch`,
      })),
    )
    .returning(['id', 'accountId'])
    .execute();
  // The German travel agency invoices without Swiss MWST (an export of services).
  await db
    .insertInto('postInvoicingAccount')
    .values(
      accounts.map((account, index) => ({ accountId: account.id, excludeMwst: index === 13 })),
    )
    .execute();
  await db
    .insertInto('postFeatureToggle')
    .values(
      (
        [
          ['POST_INVOICING', true],
          ['POST_INVOICING_CANCELLATION', true],
          ['MANUAL_POST_INVOICING', true],
          ['PROMOPOST_BOOKING', true],
          ['DEFAULT_FRANKING_LICENCE', true],
          ['CUSTOMER_INVOICE_REFERENCE', true],
          ['TESTING', false],
        ] as const
      ).map(([key, value]) => ({ companyId, key, value })),
    )
    .execute();

  const extra = scaled(48, scale, 0);
  const plans: Plan[] = [
    ...PLANS,
    ...Array.from({ length: extra }, (_, index): Plan => {
      const status = STATUSES[index % STATUSES.length] ?? 'DRAFT';
      const start =
        status === 'ARCHIVED'
          ? -rng.int(60, 400)
          : status === 'PERFORMANCE'
            ? -rng.int(1, 20)
            : rng.int(7, 120);
      return {
        name: '',
        status,
        scenario: 'clean',
        invoice: status === 'ARCHIVED' || status === 'PERFORMANCE' ? 'CHARGED' : 'OPEN',
        start,
      };
    }),
  ];

  let created = 0;
  for (const [index, plan] of plans.entries()) {
    const accountIndex = index % accounts.length;
    const account = accounts[accountIndex];
    if (!account) continue;
    const country = account.countryCode;
    const startDate = addDays(today, plan.start);
    const endDate = addDays(startDate, plan.scenario === 'taxRate' ? 45 : rng.int(14, 42));
    const product = PRODUCTS[accountIndex] ?? PRODUCTS[0];
    const hasInfo = plan.scenario !== 'noInfo';
    const hasUnits = hasInfo && plan.scenario !== 'noUnits';
    const postcodes =
      country === 'CH'
        ? ['3011', '3012', '3013', '3014', '3018', '3072'].slice(0, rng.int(2, 6))
        : [];
    const units = hasUnits ? rng.int(60, 240) : null;
    const charged = plan.invoice === 'CHARGED' || plan.invoice === 'MANUALLY_CHARGED';
    const campaign = await db
      .insertInto('postCampaign')
      .values({
        companyId,
        name: plan.name ? `${product} – ${plan.name}` : `${product} ${day(startDate).slice(0, 7)}`,
        accountId: account.id,
        invoicingAccountId: account.id,
        contactIds: contacts
          .filter((contact) => contact.accountId === account.id)
          .map((contact) => contact.id),
        status: plan.status,
        countryCode: country,
        currency: country === 'CH' ? 'CHF' : 'EUR',
        startDate: day(startDate),
        endDate: day(endDate),
        adUnitsImported: hasUnits,
        availableUnits: hasUnits ? (units ?? 0) + rng.int(40, 900) : null,
        digitalReconciled: plan.scenario !== 'reconcile',
        mailingReconciled: plan.scenario !== 'reconcile',
        emailReconciled: plan.scenario !== 'reconcile',
        addressedMailingReconciled: plan.scenario !== 'reconcile',
        onlineReconciled: plan.scenario !== 'reconcile',
        invoiceState: plan.invoice,
        chargedAt: charged ? addDays(endDate, 3) : null,
        chargedByUserId: charged ? user.id : null,
        calculationUnits: units,
        calculationCount: hasUnits ? rng.int(1, 3) : null,
        calculationPercent: hasUnits ? rng.int(8, 19) * 5 : null,
        createdByUserId: user.id,
        createdAt: new Date(
          Math.min(addDays(startDate, -30).getTime(), addDays(today, -1).getTime()),
        ),
      })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    created += 1;
    if (hasInfo) {
      await db
        .insertInto('postCampaignInfo')
        .values({
          postCampaignId: campaign.id,
          product,
          goal: 'Neukundinnen und -kunden im Einzugsgebiet gewinnen.',
          channels: ['PHYSICAL_ADDRESSED_MAILING', 'POSTCODE', 'EMAIL'],
        })
        .execute();
      if (plan.scenario !== 'noUnits' || index % 2 === 0) {
        await db
          .insertInto('postTargetGroup')
          .values({
            postCampaignId: campaign.id,
            ageFrom: 25,
            ageTo: rng.pick([55, 65, 75]),
            gender: 'ALL',
            households: 'PRIVATE',
            postcodes,
            addressProvider: rng.pick(['AZ', 'KUBA', 'POST'] as const),
          })
          .execute();
      }
    }
    if (plan.scenario === 'empty' || plan.scenario === 'noInfo' || plan.scenario === 'noUnits') {
      continue;
    }
    const quantity = (units ?? 100) * 10;
    const initial = plan.scenario === 'taxRate' ? '2023-12-27' : dispatchDay(addDays(startDate, 1));
    const reminder =
      plan.scenario === 'taxRate'
        ? '2024-01-15'
        : dispatchDay(addDays(new Date(`${initial}T00:00:00Z`), 14));
    const format = rng.pick(['STANDARD', 'MIDI'] as const);
    const positions = [
      {
        positionType: 'ADDRESSED_MAILING',
        name: 'INITIAL_ADDRESSED',
        channel: 'PHYSICAL_ADDRESSED_MAILING',
        addressProvider: 'POST',
        letterFormat: format,
        weightGrams: format === 'MIDI' ? rng.int(120, 380) : rng.int(20, 95),
        dispatchDate: initial,
        quantity,
        unitPrice: format === 'MIDI' ? 1.45 : 0.92,
      },
      {
        positionType: 'ADDRESSED_MAILING',
        name: 'REMINDER_ADDRESSED',
        channel: 'PHYSICAL_ADDRESSED_MAILING',
        addressProvider: 'POST',
        letterFormat: 'STANDARD',
        weightGrams: 22,
        dispatchDate: reminder,
        quantity: Math.round(quantity / 2),
        unitPrice: 0.92,
      },
      {
        positionType: 'UNADDRESSED_MAILING',
        name: 'INITIAL_SHIPMENT',
        channel: 'POSTCODE',
        dispatchDate: initial,
        quantity: quantity * 3,
        unitPrice: 0.21,
      },
      {
        positionType: 'EMAIL',
        name: 'INITIAL_EMAIL',
        channel: 'EMAIL',
        dispatchDate: initial,
        quantity: quantity * 2,
        unitPrice: 0.08,
      },
      { positionType: 'SERVICE', name: null, dispatchDate: null, quantity: 1, unitPrice: 480 },
    ];
    await db
      .insertInto('postCampaignPosition')
      .values(
        positions.map((position) => {
          const serviceDay = position.dispatchDate ?? day(startDate);
          const vatRate = accountIndex === 13 ? 0 : vatOf(country, serviceDay);
          return {
            postCampaignId: campaign.id,
            companyId,
            positionType: position.positionType,
            name: position.name,
            channel: position.channel ?? null,
            addressProvider: position.addressProvider ?? null,
            letterFormat: position.letterFormat ?? null,
            weightGrams: position.weightGrams ?? null,
            dispatchDate: position.dispatchDate,
            quantity: position.quantity,
            unitPrice: position.unitPrice,
            vatRate,
            netAmount: Math.round(position.quantity * position.unitPrice * 100) / 100,
          };
        }),
      )
      .execute();
    const story: FieldChange[] = [];
    if (plan.status !== 'DRAFT') {
      story.push({ field: 'status', oldValue: 'DRAFT', newValue: plan.status });
    }
    if (charged) story.push({ field: 'invoiceState', oldValue: 'OPEN', newValue: plan.invoice });
    if (story.length === 0) continue;
    await db
      .insertInto('activity')
      .values(
        story.map((change) => ({
          companyId,
          ...historyEntry(campaign, change, addDays(startDate, -7), user.id),
        })),
      )
      .execute();
  }
  return created;
}

/**
 * A second post-ad-manager company and a second postal-logistics company, one sign-in each
 * (password demo), so that post campaigns and analog dispatches can be tried across companies
 * (issue 35). They hold no records of their own: whatever they see of the first ones is a leak.
 * Not personas of PERSONAS.md (those sign in at @example.com): demo users of the cross-company tests.
 */
export const SECOND_POST_COMPANIES = [
  {
    name: 'Werbepost Romandie SA',
    companyRole: 'AGENCY',
    email: 'paul.courrier@werbepost-romandie.example.ch',
  },
  {
    name: 'Logistique Postale Ouest SA',
    companyRole: 'WORKFLOW',
    email: 'noemie.reseau@logistique-ouest.example.ch',
  },
] as const;

async function seedSecondPostCompanies(db: Db, now: Date): Promise<void> {
  const first = await personaUser(db, 'post@example.com');
  if (!first) return;
  for (const [index, entry] of SECOND_POST_COMPANIES.entries()) {
    const { id } = await db
      .insertInto('company')
      .values({
        name: entry.name,
        companyRole: entry.companyRole,
        countryCode: 'CH',
        companyUuid: randomUUID(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('appUser')
      .values({
        companyId: id,
        email: entry.email,
        firstName: index === 0 ? 'Paul' : 'Noémie',
        lastName: index === 0 ? 'Courrier' : 'Réseau',
        userRole: index === 0 ? 'POSTADMANAGER' : null,
        permissions: index === 0 ? [] : ['POSTNETZ'],
        passwordHash: first.passwordHash,
        activatedAt: now,
      })
      .execute();
  }
}
