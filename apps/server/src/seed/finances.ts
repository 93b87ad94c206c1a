import { businessDay, shiftDay } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopeOf } from '../kit/scope.ts';
import {
  BILLABLE_CAMPAIGN_STATUSES,
  createDraft,
  UNBILLED_POSITION_STATUSES,
} from '../services/finances/invoice-drafts.ts';
import { paymentTermsOf, takeNumber } from '../services/finances/invoice-issue.ts';
import { splitStreet } from '../services/finances/invoice-pdf.ts';
import { monthPeriod } from '../services/finances/invoice-rules.ts';
import { isoDay } from '../services/orders/iso-day.ts';
import { random } from './random.ts';
import { type DemoScale, scaled } from './scale.ts';

// Invoices of the demo (issue 38): the finance persona's company bills its booked and ended
// campaigns month by month up to last month, through the same rules the invoice run uses
// (createDraft: the VAT of each line's service period; takeNumber: the gap-free series), issued
// the day after the month with the account's payment terms, then paid, paid in part, overdue or
// open by a hashed draw. One campaign ran 15 Dec 2023 – 15 Jan 2024, so its invoice is cut at
// the VAT change (7.7 % → 8.1 %). A few campaigns of some weeks across a later year end are
// billed at their end, one invoice from December to January each (the s13 stranger found no
// invoice across a year end but the winter one; issue 38).

const COMPANY = 'Adconsole Sales';

/** A moment of a day (UTC hours: Zurich's morning). */
const at = (day: string, hour: number, minute = 0) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);

/** The months (YYYY-MM) a period touches, up to `last`. */
function monthsOf(from: string, to: string, last: string): string[] {
  const months: string[] = [];
  let month = from.slice(0, 7);
  while (month <= to.slice(0, 7) && month <= last) {
    months.push(month);
    const [year, number] = month.split('-').map(Number) as [number, number];
    month = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  }
  return months;
}

/** A copy of one of the company's billable campaigns (its digital positions) run across the VAT change. */
async function vatChangeCampaign(trx: Db, companyId: number): Promise<number | undefined> {
  const source = await scopeOf(trx, companyId)
    .rows('campaign as c', trx)
    .selectAll('c')
    .where('c.status', 'in', BILLABLE_CAMPAIGN_STATUSES)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('campaignPosition as p')
          .select('p.id')
          .whereRef('p.campaignId', '=', 'c.id')
          .where('p.positionType', '=', 'DIGITAL')
          .where('p.status', 'not in', UNBILLED_POSITION_STATUSES),
      ),
    )
    .orderBy('c.id')
    .executeTakeFirst();
  if (!source) return undefined;
  const {
    id: _id,
    searchName: _search,
    version: _v,
    createdAt: _c,
    updatedAt: _u,
    ...campaign
  } = source;
  // Named and dated as what it is (issue 37: "… 2026 (Winter 2023/24)", archived yet "ready to
  // push"): the advertiser's winter campaign of 2023/24, made and sold that autumn, archived
  // once it ended, its positions finished.
  const advertiser = await trx
    .selectFrom('account')
    .select('name')
    .where('id', '=', source.advertiserAccountId)
    .executeTakeFirst();
  const short = (advertiser?.name ?? source.name).replace(
    /\s+(AG|SA|GmbH|Genossenschaft|Holding|Group|SE)\b.*$/,
    '',
  );
  const copy = await trx
    .insertInto('campaign')
    .values({
      ...campaign,
      name: `${short} Winter 2023/24`,
      status: 'ARCHIVED',
      startDate: '2023-12-15',
      endDate: '2024-01-15',
      offerValidUntil: null,
      createdAt: new Date('2023-11-02T09:00:00Z'),
      updatedAt: new Date('2024-01-19T10:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const positions = await trx
    .selectFrom('campaignPosition')
    .selectAll()
    .where('campaignId', '=', source.id)
    .where('positionType', '=', 'DIGITAL')
    .where('status', 'not in', UNBILLED_POSITION_STATUSES)
    .execute();
  for (const position of positions) {
    const {
      id: _pid,
      version: _pv,
      createdAt: _pc,
      updatedAt: _pu,
      orderStage: _stage,
      discounts,
      keyValues,
      ...values
    } = position;
    await trx
      .insertInto('campaignPosition')
      .values({
        ...values,
        discounts: JSON.stringify(discounts ?? []),
        keyValues: JSON.stringify(keyValues ?? []),
        campaignId: copy.id,
        startDate: '2023-12-15',
        endDate: '2024-01-15',
        status: 'FINISHED',
        creativeStatus: 'APPROVED',
        createdAt: new Date('2023-11-02T09:00:00Z'),
        updatedAt: new Date('2024-01-16T02:00:00Z'),
      })
      .execute();
  }
  return copy.id;
}

/**
 * Test accounts with valid check digits (the QR-IBAN is SIX's example, bank id 31999), so the
 * QR-bills of the demo pass every validator; no real account is named.
 */
export const DEMO_ACCOUNTS = {
  CH: { iban: 'CH9300762011623852957', qrIban: 'CH4431999123000889012' },
  AT: { iban: 'AT611904300234573201', qrIban: null },
  DE: { iban: 'DE89370400440532013000', qrIban: null },
} as const;

/**
 * A company config per demo company and currency (issue 38 part 2): a Swiss company invoices in
 * CHF to its QR-IBAN (QR references) and in EUR to its IBAN (creditor references); an Austrian
 * or German one in EUR and CHF to its own IBAN (no QR-bill: the QR-bill takes Swiss accounts
 * only). Every currency a campaign is sold in has its config, so every issued invoice renders.
 */
export async function seedCompanyConfigs(trx: Db): Promise<void> {
  const companies = await trx
    .selectFrom('company')
    .select(['id', 'name', 'street', 'postalCode', 'city', 'countryCode', 'vatNumber'])
    .orderBy('id')
    .execute();
  for (const company of companies) {
    const country = (
      company.countryCode in DEMO_ACCOUNTS ? company.countryCode : 'CH'
    ) as keyof typeof DEMO_ACCOUNTS;
    const { street, buildingNumber } = splitStreet(company.street ?? 'Bahnhofstrasse 1');
    const base = {
      companyId: company.id,
      legalName: company.name.slice(0, 70),
      street: street || 'Bahnhofstrasse',
      buildingNumber: buildingNumber ?? null,
      postalCode: company.postalCode ?? (country === 'DE' ? '80331' : '8001'),
      city: company.city ?? 'Zürich',
      countryCode: country,
      // The MWST number as the invoice prints it (CHE-… MWST); the company may keep it so.
      vatNumber: company.vatNumber
        ? `${company.vatNumber.replace(/\s*MWST$/, '')}${country === 'CH' ? ' MWST' : ''}`
        : null,
      email: 'buchhaltung@example.com',
      version: 1,
    };
    const accounts = DEMO_ACCOUNTS[country];
    const configs =
      country === 'CH'
        ? [
            { ...base, currency: 'CHF' as const, iban: accounts.iban, qrIban: accounts.qrIban },
            { ...base, currency: 'EUR' as const, iban: accounts.iban, qrIban: null },
          ]
        : // A company abroad bills Swiss customers in CHF too (issue 39, s15 stranger: the
          // German agency's CHF invoices had no config, so their PDFs answered 422): its CHF
          // account at its own bank, paid by transfer (no QR-bill outside Switzerland).
          [
            { ...base, currency: 'EUR' as const, iban: accounts.iban, qrIban: null },
            { ...base, currency: 'CHF' as const, iban: accounts.iban, qrIban: null },
          ];
    await trx
      .insertInto('financeCompanyConfig')
      .values(configs)
      .onConflict((conflict) => conflict.columns(['companyId', 'currency']).doNothing())
      .execute();
  }
}

/**
 * The agency persona's company bills a few of its own campaigns too (issue 39: its dashboard's
 * documents list the invoices of its campaigns), by the same rules, with a draw of its own so
 * the finance persona's invoices stay as they were.
 */
const AGENCY = 'Werbeagentur Muster GmbH';

/** Seeds the company configs and the invoices; answers how many invoices. */
export async function seedFinanceDemoData(
  trx: Db,
  activatedAt: Date,
  scale: DemoScale,
): Promise<number> {
  await seedCompanyConfigs(trx);
  const companies = await trx
    .selectFrom('company')
    .select(['id', 'name'])
    .where('name', 'in', [COMPANY, AGENCY])
    .execute();
  const idOf = (name: string) => companies.find((company) => company.name === name)?.id;
  const house = idOf(COMPANY);
  const agency = idOf(AGENCY);
  return (
    (house
      ? await seedInvoices(
          trx,
          activatedAt,
          house,
          scaled(100, scale, 8),
          38,
          true,
          scaled(6, scale, 2),
        )
      : 0) +
    (agency ? await seedInvoices(trx, activatedAt, agency, scaled(12, scale, 3), 39, false, 0) : 0)
  );
}

/** Bills `limit` campaigns of a company (and the VAT change's one if asked); answers how many. */
async function seedInvoices(
  trx: Db,
  activatedAt: Date,
  companyId: number,
  limit: number,
  seed: number,
  vatChange: boolean,
  /** How many ended campaigns across a year end to bill first (issue 38, s13 stranger (14)). */
  yearEndCount: number,
): Promise<number> {
  const company = { id: companyId };
  const scope = scopeOf(trx, company.id);
  const today = businessDay(activatedAt);
  const lastMonth = shiftDay(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const winter = vatChange ? await vatChangeCampaign(trx, company.id) : undefined;
  const campaigns = await scope
    .rows('campaign', trx)
    .select(['id', 'startDate', 'endDate'])
    .where('status', 'in', BILLABLE_CAMPAIGN_STATUSES)
    .where('startDate', '<=', `${lastMonth}-28`)
    .where('id', '<>', winter ?? 0)
    .orderBy('id')
    .limit(limit)
    .execute();
  // Campaigns of at most 45 days across a year end that have ended: the first few by id, so every
  // seeding of the same demo bills the same ones.
  const lastDay = shiftDay(`${today.slice(0, 7)}-01`, -1);
  const yearEnds =
    yearEndCount === 0
      ? []
      : await scope
          .rows('campaign', trx)
          .select(['id', 'startDate', 'endDate'])
          .where('status', 'in', BILLABLE_CAMPAIGN_STATUSES)
          .where(sql<boolean>`extract(year from start_date) < extract(year from end_date)`)
          .where(sql<boolean>`end_date - start_date <= 45`)
          .where('endDate', '<=', lastDay)
          .where('id', '<>', winter ?? 0)
          .orderBy('id')
          .limit(yearEndCount)
          .execute();
  const atTheEnd = new Set([winter, ...yearEnds.map((campaign) => campaign.id)]);
  const winterRow = winter
    ? await trx
        .selectFrom('campaign')
        .select(['id', 'startDate', 'endDate'])
        .where('id', '=', winter)
        .execute()
    : [];
  const ordered = [
    ...winterRow,
    ...yearEnds,
    ...campaigns.filter((campaign) => !atTheEnd.has(campaign.id)),
  ];
  const draw = random(seed);
  // Each draft through the invoice service, numbered through takeNumber and given the one rule's
  // payment terms as it is made; what the seed itself sets (the days of the history, the state)
  // is written for all of them at once after the loop (issue 36: two statements instead of four
  // for each of the 265 invoices).
  const drafts: { id: number; created: Date }[] = [];
  const issued: {
    id: number;
    state: string;
    number: string;
    issueDate: string;
    dueDate: string;
    paidTotal: number;
  }[] = [];
  for (const campaign of ordered) {
    const from = isoDay(campaign.startDate);
    const to = isoDay(campaign.endDate);
    // A campaign of a few weeks is billed at its end; a longer one month by month.
    const periods =
      to <= lastDay && atTheEnd.has(campaign.id)
        ? [{ from, to }]
        : monthsOf(from, to, lastMonth).map(monthPeriod);
    for (const period of periods) {
      const draft = await createDraft(trx, scope, null, {
        campaignId: campaign.id,
        periodFrom: period.from,
        periodTo: period.to,
      }).catch(() => undefined);
      if (!draft) continue;
      const issueDay = shiftDay(isoDay(draft.periodTo), 1);
      // The history tells the invoice's own days, not the seeding's (issue 38): the run made
      // the draft on the morning after the period (a period not yet ended: at seeding).
      drafts.push({ id: draft.id, created: issueDay > today ? activatedAt : at(issueDay, 7) });
      if (issueDay > today || draw.next() < 0.08) continue;
      const number = await takeNumber(trx, scope, 'INVOICE', Number(issueDay.slice(0, 4)));
      // The due day by the one rule of the issue (the account's agreed terms, else the
      // config's), not a seed's own 30 days.
      const dueDate = shiftDay(issueDay, await paymentTermsOf(trx, scope, draft));
      const total = Number(draft.total);
      const roll = draw.next();
      const paid = dueDate < today ? roll < 0.7 : roll < 0.3;
      const partly = !paid && roll < 0.8;
      const state = paid
        ? 'PAID'
        : partly
          ? 'PARTIALLY_PAID'
          : dueDate < today
            ? 'OVERDUE'
            : 'ISSUED';
      const paidTotal = paid ? total : partly ? Math.round(total / 2) : 0;
      issued.push({ id: draft.id, state, number, issueDate: issueDay, dueDate, paidTotal });
    }
  }
  if (drafts.length > 0) {
    // (The kit's typed update never sets a creation time: the seed says it in SQL.)
    const made = sql.join(
      drafts.map((draft) => sql`(${draft.id}::int, ${draft.created}::timestamptz)`),
    );
    await scope.raw(
      sql`update invoice i set created_at = d.created, updated_at = d.created
        from (values ${made}) as d (id, created) where i.id = d.id and ${scope.term('i')}`,
      trx,
    );
    await scope.raw(
      sql`update invoice_event e set at = d.created
        from (values ${made}) as d (id, created) where e.invoice_id = d.id and ${scope.term('e')}`,
      trx,
    );
  }
  if (issued.length > 0) {
    const rows = sql.join(
      issued.map(
        (invoice) =>
          sql`(${invoice.id}::int, ${invoice.state}, ${invoice.number}, ${invoice.issueDate}::date, ${invoice.dueDate}::date, ${invoice.paidTotal}::bigint)`,
      ),
    );
    await scope.raw(
      sql`update invoice i set state = v.state, number = v.number, issue_date = v.issue_date,
          due_date = v.due_date, paid_total = v.paid_total
        from (values ${rows}) as v (id, state, number, issue_date, due_date, paid_total)
        where i.id = v.id and ${scope.term('i')}`,
      trx,
    );
    // Issued at nine and sent to the invoicing account a few minutes later, that day.
    await scope
      .insert(
        'invoiceEvent',
        issued.flatMap(({ id, number, issueDate }) => {
          const event = { invoiceId: id, fromState: 'DRAFT', toState: 'ISSUED', number };
          return [
            { ...event, action: 'ISSUED', at: at(issueDate, 8) },
            { ...event, action: 'SENT', fromState: 'ISSUED', at: at(issueDate, 8, 5) },
          ];
        }),
        trx,
      )
      .execute();
  }
  const count = drafts.length;
  return count;
}
