import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { AuthSettings } from '../auth/settings.ts';
import type { Db } from '../db/database.ts';
import { seedAdminDemoData } from './admin.ts';
import { seedCatalogueAndCampaigns } from './catalogue.ts';
import { seedComplianceDemoData } from './compliance.ts';
// Digital operations (issue 25).
import { seedCreatives } from './creatives.ts';
import { seedCrmDemoData } from './crm.ts';
import { seedDigitalOperations } from './digital.ts';
import { seedFinanceDemoData } from './finances.ts';
import { seedHeaderTags } from './header-tags.ts';
import { translateDemoNames } from './names.ts';
import { seedPaymentDemoData } from './payments.ts';
import { DEMO_COMPANIES, DEMO_PASSWORD, PERSONAS, type Persona } from './personas.ts';
import { seedPostDemoData } from './post.ts';
import { seedPrintAndAnalogOperations } from './print-operations.ts';
import { seedPromotionDemoData } from './promotions.ts';
import { seedPublisherFacts } from './publishers.ts';
import { seedSalesDemoData } from './sales.ts';
import { demoScale } from './scale.ts';
// settings (issue 28)
import { seedSettingsDemoData } from './settings.ts';
import { seedTaskDemoData } from './tasks.ts';
import { seedBundledTranslations } from './translations.ts';

/** An empty database: no company and no user. Demo data never goes anywhere else. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [company, user] = await Promise.all([
    db.selectFrom('company').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('appUser').select('id').limit(1).executeTakeFirst(),
  ]);
  return !company && !user;
}

const commentTexts = [
  'Bitte Motiv für KW 12 noch freigeben.',
  'Der Kunde wünscht eine Verlängerung um zwei Wochen.',
  'Rechnungsadresse wurde geändert.',
  'Druckunterlage kommt morgen.',
  'Platzierung auf der Startseite bestätigt.',
  'Budget um 10 % erhöht.',
  'Kampagne pausieren bis Ostern?',
  'Neue Kontaktperson beim Kunden.',
  'Screenshot fehlt noch.',
  'Zielgruppe auf Romandie erweitern.',
];

/**
 * Seeds the personas of PERSONAS.md with their companies, some creatives and order
 * comments, into an empty database. Answers whether it seeded.
 */
export async function seedDemoData(
  db: Db,
  cost: AuthSettings['passwordHashing'],
): Promise<boolean> {
  // Not demo data: the bundled interface texts, brought up to date in every database.
  await seedBundledTranslations(db);
  if (!(await isEmpty(db))) return false;
  const passwordHashes = await Promise.all(PERSONAS.map(() => hashPassword(DEMO_PASSWORD, cost)));
  return db.transaction().execute(async (trx) => {
    // Checked again under a lock, against a second server seeding at the same time.
    await sql`lock table company in share row exclusive mode`.execute(trx);
    if (!(await isEmpty(trx))) return false;
    const companies = await trx
      .insertInto('company')
      .values(DEMO_COMPANIES.map((company) => ({ ...company, companyUuid: randomUUID() })))
      .returning(['id', 'name'])
      .execute();
    const companyId = new Map(companies.map((company) => [company.name, company.id]));
    const activatedAt = new Date();
    const users = await trx
      .insertInto('appUser')
      .values(
        PERSONAS.map((persona, index) => ({
          companyId: companyId.get(persona.company) ?? 0,
          email: persona.email,
          firstName: persona.firstName,
          lastName: persona.lastName,
          userRole: persona.userRole,
          permissions: persona.permissions,
          passwordHash: passwordHashes[index] ?? null,
          activatedAt,
        })),
      )
      .returning(['id', 'email', 'companyId'])
      .execute();

    const sales = users.find((user) => user.email === 'sales@example.com');
    const agency = users.find((user) => user.email === 'agency@example.com');
    await trx
      .insertInto('orderComment')
      .values(
        commentTexts.map((message, index) => {
          const author = index % 2 === 0 ? sales : agency;
          return {
            companyId: agency?.companyId ?? 0,
            authorUserId: author?.id ?? 0,
            message,
            createdAt: new Date(activatedAt.getTime() - index * 3_600_000),
            // The oldest three are read; the badge counts the rest.
            readAt: index >= commentTexts.length - 3 ? activatedAt : null,
          };
        }),
      )
      .execute();
    await trx
      .insertInto('incident')
      .values({
        name: 'Ad server reporting delayed',
        status: 'resolved',
        createdAt: new Date(activatedAt.getTime() - 86_400_000),
        resolvedAt: new Date(activatedAt.getTime() - 82_800_000),
      })
      .execute();
    await seedSalesDemoData(trx, activatedAt);
    const scale = demoScale();
    const started = performance.now();
    const crm = await seedCrmDemoData(trx, activatedAt, scale);
    if (scale === 'full') {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `Demo CRM: ${crm.accounts} accounts, ${crm.contacts} contacts, ${crm.discounts} discounts, ${crm.trackers} conversion trackers in ${seconds} s.`,
      );
    }
    await seedAdminDemoData(trx, activatedAt, scale, passwordHashes[0] ?? null);
    await seedCatalogueAndCampaigns(trx, activatedAt, scale);
    // Each order comment is about one of its company's newest campaigns (issue 33).
    await sql`
      with comments as (select id, company_id, row_number() over (partition by company_id order by id) as n
                        from order_comment),
           campaigns as (select id, company_id,
                                row_number() over (partition by company_id order by start_date desc, id) as n
                         from campaign)
      update order_comment oc set campaign_id = c.id
      from comments x join campaigns c on c.company_id = x.company_id and c.n = x.n
      where x.id = oc.id`.execute(trx);
    // settings (issue 28)
    await seedSettingsDemoData(trx, activatedAt);
    // Print and analog operations (issue 26): after the campaigns, whose print positions they work.
    await seedPrintAndAnalogOperations(trx, activatedAt, scale);
    // After the campaigns: a won lead points at a campaign of its account.
    await seedTaskDemoData(trx, activatedAt);
    // Sales promotions (issue 24): after the tasks' promotions and the campaigns.
    await seedPromotionDemoData(trx, activatedAt, scale);
    // Digital operations (issue 25): after the campaigns, on their digital positions.
    const digitalStarted = performance.now();
    await seedDigitalOperations(trx, activatedAt, scale);
    if (scale === 'full') {
      const seconds = ((performance.now() - digitalStarted) / 1000).toFixed(1);
      console.log(`Demo digital operations in ${seconds} s.`);
    }
    // Creatives and ad tags (issue 40): files of the digital creatives, print PDFs, tags.
    const creativesStarted = performance.now();
    await seedCreatives(trx, activatedAt, scale);
    if (scale === 'full') {
      const seconds = ((performance.now() - creativesStarted) / 1000).toFixed(1);
      console.log(`Demo creatives' files, print PDFs and ad tags in ${seconds} s.`);
    }
    // Header tags (issue 41): a published tag on a website of each company with several.
    await seedHeaderTags(trx);
    // The post persona's customers and post campaigns (issue 27).
    const postStarted = performance.now();
    const postCampaigns = await seedPostDemoData(trx, activatedAt, scale);
    if (scale === 'full') {
      const seconds = ((performance.now() - postStarted) / 1000).toFixed(1);
      console.log(`Demo post campaigns: ${postCampaigns} campaigns in ${seconds} s.`);
    }
    // Invoices (issue 38): after the campaigns, billed month by month.
    const financeStarted = performance.now();
    const invoices = await seedFinanceDemoData(trx, activatedAt, scale);
    if (scale === 'full') {
      const seconds = ((performance.now() - financeStarted) / 1000).toFixed(1);
      console.log(`Demo invoices: ${invoices} in ${seconds} s.`);
    }
    // Payments (issue 38): the invoices' bank credits, the unmatched queue, card receipts.
    const paymentsStarted = performance.now();
    const payments = await seedPaymentDemoData(trx, activatedAt, scale);
    if (scale === 'full') {
      const seconds = ((performance.now() - paymentsStarted) / 1000).toFixed(1);
      console.log(`Demo payments: ${payments} in ${seconds} s.`);
    }
    // Credit notes, list-price changes and reminders (issue 38 part 4): after the payments, so
    // that only what is still unpaid is reminded.
    const complianceStarted = performance.now();
    const reminders = await seedComplianceDemoData(trx, activatedAt);
    if (scale === 'full') {
      const seconds = ((performance.now() - complianceStarted) / 1000).toFixed(1);
      console.log(`Demo compliance: ${reminders} reminders in ${seconds} s.`);
    }
    // The publishers' daily facts (issue 39): after the websites and their placements.
    // At full scale only requested here: generated in the background once the server listens.
    await seedPublisherFacts(trx, activatedAt, scale);
    // The English, French and Italian names of the references (issue 33).
    await translateDemoNames(trx);
    return true;
  });
}

/** The personas whose sign-in exists in this database, for the start-up banner. */
export async function demoSignIns(db: Db): Promise<Persona[]> {
  const rows = await db
    .selectFrom('appUser')
    .select('email')
    .where(
      'email',
      'in',
      PERSONAS.map((persona) => persona.email),
    )
    .where('activatedAt', 'is not', null)
    .execute();
  const present = new Set(rows.map((row) => row.email));
  return PERSONAS.filter((persona) => present.has(persona.email));
}

/** The sign-ins as the server prints them after its URL. */
export function formatSignIns(personas: readonly Persona[]): string {
  if (personas.length === 0) return '';
  const width = Math.max(...personas.map((persona) => persona.email.length));
  const lines = personas.map((persona) => `  ${persona.email.padEnd(width)}  ${persona.summary}`);
  return `Demo sign-ins (password: ${DEMO_PASSWORD}):\n${lines.join('\n')}\n`;
}
