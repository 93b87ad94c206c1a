import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { AuthSettings } from '../auth/settings.ts';
import type { Db } from '../db/database.ts';
import type { SecretBox } from '../services/header-tag/secret-box.ts';
import { seedAdminDemoData } from './admin.ts';
import { quietTriggers } from './bulk.ts';
import { seedCampaignHistory } from './campaign-history.ts';
import { seedCatalogueAndCampaigns } from './catalogue.ts';
import { seedComplianceDemoData } from './compliance.ts';
// Digital operations (issue 25).
import { seedCreatives } from './creatives.ts';
import { seedCrmDemoData } from './crm.ts';
import { seedDigitalOperations } from './digital.ts';
import { seedArchivedDocuments } from './documents.ts';
import { seedFinanceDemoData } from './finances.ts';
import { seedHeaderTags } from './header-tags.ts';
import { translateDemoNames } from './names.ts';
import { seedPaymentDemoData } from './payments.ts';
import { seedPermaleadDemoData } from './permalead.ts';
import { DEMO_COMPANIES, DEMO_PASSWORD, PERSONAS, type Persona } from './personas.ts';
import { seedPostDemoData } from './post.ts';
import { seedPrintAndAnalogOperations } from './print-operations.ts';
import { seedPromotionDemoData } from './promotions.ts';
import { seedPayoutConfigs, seedPlacementGroups, seedPublisherFacts } from './publishers.ts';
import { seedReportTemplates } from './reporting.ts';
import { seedSalesDemoData } from './sales.ts';
import { demoScale } from './scale.ts';
// settings (issue 28)
import { seedSettingsDemoData } from './settings.ts';
import { seedTargetingDemoData } from './targeting.ts';
import { seedSegmentsDemoData } from './targeting-segments.ts';
import { seedTaskDemoData } from './tasks.ts';
import { seedClock } from './timing.ts';
import { seedBundledTranslations } from './translations.ts';
import { seedYaleoDemoData } from './yaleo.ts';

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
  /** Seals the demo's secrets (Permalead's webhook) as the server opens them; none without. */
  secrets?: SecretBox,
): Promise<boolean> {
  // Not demo data: the bundled interface texts, brought up to date in every database.
  await seedBundledTranslations(db);
  if (!(await isEmpty(db))) return false;
  const scale = demoScale();
  // Each step's time at the full scale, where the first start's cost is (issue 36).
  const clock = await seedClock(db, scale === 'full');
  const passwordHashes = await Promise.all(PERSONAS.map(() => hashPassword(DEMO_PASSWORD, cost)));
  const seeded = await db.transaction().execute(async (trx) => {
    // Checked again under a lock, against a second server seeding at the same time.
    await sql`lock table company in share row exclusive mode`.execute(trx);
    if (!(await isEmpty(trx))) return false;
    // No live notices and no per-statement summaries of the positions while seeding (bulk.ts).
    const triggers = await quietTriggers(trx);
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
        name: 'Reporting des Ad-Servers verzögert',
        status: 'resolved',
        createdAt: new Date(activatedAt.getTime() - 86_400_000),
        resolvedAt: new Date(activatedAt.getTime() - 82_800_000),
      })
      .execute();
    const step = clock.step;
    await step('sales', () => seedSalesDemoData(trx, activatedAt));
    const crm = await step('CRM', () => seedCrmDemoData(trx, activatedAt, scale));
    if (scale === 'full') {
      console.log(
        `Demo CRM: ${crm.accounts} accounts, ${crm.contacts} contacts, ${crm.discounts} discounts, ${crm.trackers} conversion trackers.`,
      );
    }
    await step('admin', () =>
      seedAdminDemoData(trx, activatedAt, scale, passwordHashes[0] ?? null),
    );
    await step('catalogue and campaigns', () => seedCatalogueAndCampaigns(trx, activatedAt, scale));
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
    // Every third is about the campaign's advertiser instead (issue 44: comments on accounts).
    await sql`
      update order_comment oc set account_id = c.advertiser_account_id, campaign_id = null
      from campaign c where c.id = oc.campaign_id and oc.id % 3 = 0`.execute(trx);
    // settings (issue 28)
    await step('settings', () => seedSettingsDemoData(trx, activatedAt));
    // Print and analog operations (issue 26): after the campaigns, whose print positions they work.
    await step('print and analog operations', () =>
      seedPrintAndAnalogOperations(trx, activatedAt, scale),
    );
    // After the campaigns: a won lead points at a campaign of its account.
    await step('tasks', () => seedTaskDemoData(trx, activatedAt));
    // Permalead (issue 44): received leads, through the real path, after the accounts and tasks.
    await step('Permalead leads', () => seedPermaleadDemoData(trx, activatedAt, scale, secrets));
    // Sales promotions (issue 24): after the tasks' promotions and the campaigns.
    await step('promotions', () => seedPromotionDemoData(trx, activatedAt, scale));
    // Digital operations (issue 25): after the campaigns, on their digital positions.
    await step('digital operations', () => seedDigitalOperations(trx, activatedAt, scale));
    // Creatives and ad tags (issue 40): files of the digital creatives, print PDFs, tags.
    await step("creatives' files, print PDFs and ad tags", () =>
      seedCreatives(trx, activatedAt, scale),
    );
    // Header tags (issue 41): a published tag on a website of each company with several.
    await step('header tags', () => seedHeaderTags(trx));
    // Targeting and Semantiq (issue 42): keys, keyword configs, a crawled domain, audiences.
    await step('targeting and Semantiq', () => seedTargetingDemoData(trx, activatedAt));
    // Segments, visitor segments, the Semantiq configuration and its IAB audiences (issue 42).
    await step('segments and Semantiq configuration', () => seedSegmentsDemoData(trx));
    // Yaleo (issue 42): Verlag Alpenblick's crawled site, algorithms, placements, events.
    await step('Yaleo', () => seedYaleoDemoData(trx, activatedAt));
    // The post persona's customers and post campaigns (issue 27).
    const postCampaigns = await step('post campaigns', () =>
      seedPostDemoData(trx, activatedAt, scale),
    );
    // Invoices (issue 38): after the campaigns, billed month by month.
    const invoices = await step('invoices', () => seedFinanceDemoData(trx, activatedAt, scale));
    // Payments (issue 38): the invoices' bank credits, the unmatched queue, card receipts.
    const payments = await step('payments', () => seedPaymentDemoData(trx, activatedAt, scale));
    // Credit notes, list-price changes and reminders (issue 38 part 4): after the payments, so
    // that only what is still unpaid is reminded.
    const reminders = await step('compliance', () => seedComplianceDemoData(trx, activatedAt));
    // Report templates (issue 43), one a report type, one of them scheduled.
    await step('report templates', () => seedReportTemplates(trx, activatedAt));
    // The campaigns' and positions' history (issue 37): last, once every campaign has its state.
    const history = await step('campaign history', () => seedCampaignHistory(trx, activatedAt));
    if (scale === 'full') {
      console.log(
        `Demo: ${history} campaign history entries, ${postCampaigns} post campaigns, ${invoices} invoices, ${payments} payments, ${reminders} reminders.`,
      );
    }
    // The archive of what the campaigns sent and issued (issue 39), rendered at first download.
    await step('archived documents', () => seedArchivedDocuments(trx, activatedAt));
    // The publishers' daily facts (issue 39): after the websites and their placements.
    // At full scale only requested here: generated in the background once the server listens.
    await step("publishers' facts", () => seedPublisherFacts(trx, activatedAt, scale));
    // Their payout configs and the websites each pays (issue 39).
    await step('payout configs', () => seedPayoutConfigs(trx));
    // Their placement groups, by device (issue 39).
    await step('placement groups', () => seedPlacementGroups(trx));
    // The English, French and Italian names of the references (issue 33).
    await step('translated names', () => translateDemoNames(trx));
    // The positions' summaries computed once, and the triggers on again.
    await step("positions' summaries", () => triggers.restore());
    return true;
  });
  clock.total();
  return seeded;
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
