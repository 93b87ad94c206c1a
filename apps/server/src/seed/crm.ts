import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ensureIndustries, legalFormOfName, slug, swissUid } from './account-fields.ts';
import { bulkLoad } from './bulk.ts';
import {
  BUSINESSES,
  DISCOUNTS,
  FEMALE,
  FIRST_NAMES,
  FRENCH_BUSINESSES,
  ITALIAN_BUSINESSES,
  JOB_TITLES,
  LABELS,
  LAST_NAMES,
  PLACE_WORDS,
  PLANS,
  SALES_REPS,
  TRACKER_EVENTS,
  TRACKER_NAMES,
} from './crm-data.ts';
import { cantonLanguage, streetsOf, TOWNS, type Town } from './crm-towns.ts';
import { DAY, random } from './random.ts';
import { type DemoScale, scaled } from './scale.ts';

/**
 * The CRM at scale (issue 20): about 5,000 accounts and 20,000 contacts at full scale, with
 * industries, labels, sales owners, discounts and conversion trackers, spread over the
 * companies whose users work the CRM (mostly Adconsole Sales, some for the agency persona's
 * Werbeagentur Muster GmbH and for Adconsole AG). Reproducible: a seeded generator, real
 * town / postcode / canton triples (crm-towns.ts), multi-row inserts in chunks.
 */

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
