import type { Db } from '../db/database.ts';
import {
  cantonOfTown,
  ensureIndustries,
  legalFormOfName,
  slug,
  swissUid,
} from './account-fields.ts';
import { DAY, random } from './random.ts';
import {
  AGENCY_ACCOUNTS,
  accountLanguage,
  type DemoAccount,
  SALES_ACCOUNTS,
} from './sales-accounts.ts';
import {
  type SalesSeed,
  seedComments,
  seedSystemEntries,
  seedTouchpoints,
} from './sales-activities.ts';
import { seedAttachments } from './sales-files.ts';
import { seedPositionHistory } from './sales-history.ts';
import { FIRST_NAMES, JOB_TITLES, LABELS, LAST_NAMES } from './sales-texts.ts';
import { seedSources } from './sources.ts';

/**
 * Demo data of the sales side (issue 9): CRM accounts of Swiss, Austrian and German
 * advertisers with their contacts, a year of touchpoints logged by the sales persona, system
 * entries, comments in both variants, labels of every type, a few attachments, and the
 * position history of some campaigns. Deterministic: the same run gives the same data.
 *
 * Seeds the sales side into a freshly seeded database (demo.ts calls it in the same
 * transaction, after the personas). The named accounts, the texts, the touchpoints and
 * comments, the attachments and the position history live in the sales-*.ts modules; one
 * generator runs through them in the order below, so that order is part of the data.
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
  const seed: SalesSeed = {
    db,
    now,
    rng,
    salesCompany,
    sales,
    admin,
    salesAccounts,
    contactsOf,
  };
  const activityIds = await seedTouchpoints(seed, funnelLabels);
  await seedAttachments(db, salesCompany, sales, activityIds);
  await seedSystemEntries(db, now, salesCompany, ops, printops);
  await seedComments(seed);
  await seedPositionHistory(db, now, rng, {
    salesCompany,
    agencyCompany,
    agency,
    companyAdmin,
    ops,
  });
}
