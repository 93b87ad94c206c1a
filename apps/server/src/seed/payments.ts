import { businessDay, shiftDay } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { qrReference, scorReference } from '../services/finances/invoice-pdf.ts';
import { isoDay } from '../services/orders/iso-day.ts';
import { DEMO_ACCOUNTS } from './finances.ts';
import { random } from './random.ts';
import { type DemoScale, scaled } from './scale.ts';

// Payments of the demo (issue 38): the bank's credits for the demo invoices as the camt.054
// imports of a month would have brought them, and the card receipts of the platform's
// self-booking shop. Reproducible (one seeded draw, dates from the activation day) and fast:
// every table gets its rows in one statement.
//
// - Every paid or partly paid invoice gets its payment, by its QR reference (CHF) or creditor
//   reference (EUR): most on time (before the due day), about a quarter late (5 to 44 days after
//   it), one in twenty overpaid (the rest a credit on the account); a partly paid invoice's
//   payment is PARTIAL. Each is posted as the import would post it: a PAYMENT entry in the
//   invoice's history, and a campaign whose invoices are all paid is PAID on the last payment's
//   day.
// - A few credits without a usable reference wait in the unmatched queue.
// - The platform company (Adconsole AG) takes card payments of self-booking campaigns, paid out
//   weekly by the provider (the Tuesday after the week): the older payouts PAID and matched to
//   their bank credit (status PAYOUT), one FAILED (its payments wait for a later payout), the
//   one before the latest IN_TRANSIT and the latest PENDING.

const COMPANY = 'Adconsole Sales';
const CARD_COMPANY = 'Adconsole AG';
const DEBTORS = [
  'Unbekannt Handels AG',
  'M. Keller',
  'Garage Brunner GmbH',
  'Sportverein Seefeld',
  'Rossi & Figli SA',
  'Praxis Dr. Huber',
];

type PaymentRow = {
  companyId: number;
  importId: number;
  entryRef: string;
  bookingDate: string;
  valueDate: string;
  amount: number;
  currency: string;
  reference: string | null;
  debtorName: string | null;
  status: string;
  invoiceId: number | null;
  accountId: number | null;
  creditAmount: number;
};

/** One import per month of credits: the camt.054 the bank sent at the month's end. */
async function monthImports(
  trx: Db,
  companyId: number,
  rows: readonly { month: string; status: string }[],
): Promise<Map<string, number>> {
  const months = [...new Set(rows.map((row) => row.month))].sort();
  if (months.length === 0) return new Map();
  const count = (month: string, status: string) =>
    rows.filter((row) => row.month === month && row.status === status).length;
  const inserted = await trx
    .insertInto('paymentImport')
    .values(
      months.map((month) => ({
        companyId,
        fileName: `camt054-${month}.xml`,
        format: 'camt.054',
        account: DEMO_ACCOUNTS.CH.qrIban,
        entries: rows.filter((row) => row.month === month).length,
        matched: count(month, 'MATCHED'),
        partial: count(month, 'PARTIAL'),
        overpaid: count(month, 'OVERPAID'),
        unmatched: count(month, 'UNMATCHED'),
        payout: count(month, 'PAYOUT'),
      })),
    )
    .returning('id')
    .execute();
  return new Map(months.map((month, index) => [month, inserted[index]?.id ?? 0]));
}

/** The invoices' payments, the unmatched queue, their history and the campaigns paid. */
async function seedInvoicePayments(trx: Db, today: string, scale: DemoScale): Promise<number> {
  const company = await trx
    .selectFrom('company')
    .select('id')
    .where('name', '=', COMPANY)
    .executeTakeFirst();
  if (!company) return 0;
  // The payer is the invoicing account (its name as the bank reports the debtor).
  const invoices = await trx
    .selectFrom('invoice as i')
    .innerJoin('account as a', 'a.id', 'i.accountId')
    .select(['i.id', 'i.accountId', 'i.currency', 'i.total', 'i.paidTotal', 'i.state'])
    .select(['i.number', 'i.dueDate', 'i.issueDate', 'a.displayName as payer'])
    .where('i.companyId', '=', company.id)
    .where('i.number', 'is not', null)
    .where('i.paidTotal', '>', 0)
    .orderBy('i.id')
    .execute();
  const draw = random(3802);
  const rows: (Omit<PaymentRow, 'importId'> & { month: string; issueDay: string })[] = [];
  for (const invoice of invoices) {
    const due = isoDay(invoice.dueDate ?? invoice.issueDate ?? today);
    const issued = isoDay(invoice.issueDate ?? due);
    const roll = draw.next();
    const late = roll > 0.75;
    const booked = late ? shiftDay(due, draw.int(5, 44)) : shiftDay(due, -draw.int(0, 25));
    const bookingDate = [booked, shiftDay(issued, 1)].sort()[1] as string;
    const day = bookingDate > today ? today : bookingDate;
    const paid = Number(invoice.paidTotal);
    const overpaid = invoice.state === 'PAID' && roll < 0.05;
    const extra = overpaid ? draw.int(1, 50) * 100 : 0;
    rows.push({
      companyId: company.id,
      entryRef: `DEMO-${invoice.id}`,
      bookingDate: day,
      valueDate: day,
      amount: paid + extra,
      currency: invoice.currency,
      reference:
        invoice.currency === 'CHF'
          ? qrReference(company.id, invoice.id)
          : scorReference(invoice.number ?? ''),
      debtorName: invoice.payer,
      status: invoice.state === 'PAID' ? (overpaid ? 'OVERPAID' : 'MATCHED') : 'PARTIAL',
      invoiceId: invoice.id,
      accountId: invoice.accountId,
      creditAmount: extra,
      month: day.slice(0, 7),
      issueDay: issued,
    });
  }
  // The queue: credits the bank could not tie to an invoice (no reference, a typo in it).
  for (let index = 0; index < scaled(8, scale, 3); index += 1) {
    const day = shiftDay(today, -draw.int(1, 60));
    rows.push({
      companyId: company.id,
      entryRef: `DEMO-Q${index + 1}`,
      bookingDate: day,
      valueDate: day,
      amount: draw.int(50, 4000) * 100 + draw.int(0, 19) * 5,
      currency: draw.next() < 0.85 ? 'CHF' : 'EUR',
      reference: null,
      debtorName: DEBTORS[index % DEBTORS.length] ?? null,
      status: 'UNMATCHED',
      invoiceId: null,
      accountId: null,
      creditAmount: 0,
      month: day.slice(0, 7),
      issueDay: day,
    });
  }
  if (rows.length === 0) return 0;
  const imports = await monthImports(trx, company.id, rows);
  await trx
    .insertInto('payment')
    .values(
      rows.map(({ month, issueDay: _issued, ...row }) => ({
        ...row,
        importId: imports.get(month) ?? 0,
        // Imported the morning after the bank booked it, as the month's files were.
        createdAt: new Date(`${shiftDay(row.bookingDate, 1)}T06:00:00Z`),
      })),
    )
    .execute();
  // The postings' history, and each campaign whose invoices are all paid: PAID on its last day.
  await sql`insert into invoice_event (company_id, invoice_id, action, from_state, to_state, number, at)
    select p.company_id, p.invoice_id, 'PAYMENT', 'ISSUED', i.state, i.number, p.booking_date::timestamptz + interval '7 hours'
    from payment p join invoice i on i.id = p.invoice_id
    where p.company_id = ${company.id} and p.invoice_id is not null`.execute(trx);
  const paidCampaigns = sql`select i.campaign_id, max(p.booking_date) as paid_on,
      (array_agg(i.number order by p.booking_date desc))[1] as number
    from invoice i join payment p on p.invoice_id = i.id
    where i.company_id = ${company.id} and i.doc_type = 'INVOICE'
    group by i.campaign_id
    having bool_and(i.state = 'PAID')
      and not exists (select 1 from invoice o where o.campaign_id = i.campaign_id
        and o.state in ('ISSUED', 'PARTIALLY_PAID', 'OVERDUE', 'DRAFT'))`;
  await sql`insert into campaign_payment_event (company_id, campaign_id, status, occurred_on, note)
    select ${company.id}, paid.campaign_id, 'PAID', paid.paid_on, paid.number
    from (${paidCampaigns}) paid`.execute(trx);
  await sql`update campaign c set payment_status = 'PAID', version = c.version + 1
    from (${paidCampaigns}) paid where c.id = paid.campaign_id`.execute(trx);
  return rows.length;
}

/** The Tuesday after the week (Monday to Sunday) of a day: when the provider's payout arrives. */
function payoutDay(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return shiftDay(day, ((7 - weekday) % 7) + 2);
}

/** The platform's card payments and the provider's weekly payouts of them. */
async function seedCardReceipts(trx: Db, today: string, scale: DemoScale): Promise<number> {
  const company = await trx
    .selectFrom('company')
    .select('id')
    .where('name', '=', CARD_COMPANY)
    .executeTakeFirst();
  if (!company) return 0;
  const campaigns = await trx
    .selectFrom('campaign')
    .select(['id', 'invoicingAccountId', 'currency'])
    .where('companyId', '=', company.id)
    .orderBy('id')
    .limit(scaled(200, scale, 6))
    .execute();
  if (campaigns.length === 0) return 0;
  const draw = random(3803);
  const brands = ['VISA', 'VISA', 'MASTERCARD', 'MASTERCARD', 'AMEX', 'TWINT'] as const;
  // About six card payments a week over two years, the campaigns taken in turn.
  const count = scaled(600, scale, 12);
  const payments = Array.from({ length: count }, (_, index) => {
    const campaign = campaigns[index % campaigns.length] as (typeof campaigns)[number];
    const day = shiftDay(today, -Math.round(((count - index) * 720) / count));
    const amount = draw.int(8, 240) * 500;
    const brand = draw.pick(brands);
    // The provider's fee: 2.9 % and 30 Rappen a card payment (TWINT 1.3 %).
    const fee = Math.round(amount * (brand === 'TWINT' ? 0.013 : 0.029)) + 30;
    return {
      companyId: company.id,
      pspReference: `ch_demo${String(index + 1).padStart(6, '0')}`,
      paidAt: new Date(`${day}T${String(draw.int(7, 21)).padStart(2, '0')}:15:00Z`),
      amount,
      fee,
      currency: 'CHF',
      status: draw.next() < 0.04 ? 'REFUNDED' : 'CHARGED',
      cardBrand: brand,
      cardLast4: String(draw.int(1000, 9999)),
      campaignId: campaign.id,
      accountId: campaign.invoicingAccountId,
      day,
    };
  });
  // The payouts by week of payment: a refunded payment is paid out and back, so it is left out.
  const weeks = new Map<string, typeof payments>();
  for (const payment of payments) {
    if (payment.status === 'REFUNDED') continue;
    const arrival = payoutDay(payment.day);
    weeks.set(arrival, [...(weeks.get(arrival) ?? []), payment]);
  }
  const arrivals = [...weeks.keys()].sort();
  const failedAt = arrivals.length > 4 ? arrivals[Math.floor(arrivals.length / 3)] : undefined;
  // The latest payout (this week's payments) is pending, the one before on its way to the bank.
  const statusOf = (arrival: string) =>
    arrival === failedAt
      ? 'FAILED'
      : arrival === arrivals.at(-1)
        ? 'PENDING'
        : arrival === arrivals.at(-2)
          ? 'IN_TRANSIT'
          : 'PAID';
  const { id: importId } = await trx
    .insertInto('cardPayoutImport')
    .values({ companyId: company.id, fileName: 'payouts-demo.csv', created: arrivals.length })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The bank's credits of the paid payouts (a camt.054 per month), booked a day after arrival.
  const credited = arrivals.filter((arrival) => statusOf(arrival) === 'PAID');
  const sum = (list: typeof payments, key: 'amount' | 'fee') =>
    list.reduce((total, payment) => total + payment[key], 0);
  const bankRows = credited.map((arrival) => {
    const week = weeks.get(arrival) ?? [];
    const day = shiftDay(arrival, 1);
    return {
      month: day.slice(0, 7),
      status: 'PAYOUT',
      row: {
        companyId: company.id,
        entryRef: `DEMO-PO-${arrival}`,
        bookingDate: day,
        valueDate: day,
        amount: sum(week, 'amount') - sum(week, 'fee'),
        currency: 'CHF',
        reference: null,
        debtorName: 'Kartenanbieter (Payout)',
        status: 'PAYOUT',
        invoiceId: null,
        accountId: null,
        creditAmount: 0,
      },
    };
  });
  const imports = await monthImports(trx, company.id, bankRows);
  const bank =
    bankRows.length === 0
      ? []
      : await trx
          .insertInto('payment')
          .values(
            bankRows.map(({ month, row }) => ({
              ...row,
              importId: imports.get(month) ?? 0,
              createdAt: new Date(`${shiftDay(row.bookingDate, 1)}T06:00:00Z`),
            })),
          )
          .returning(['id', 'entryRef'])
          .execute();
  const bankOf = new Map(bank.map((row) => [row.entryRef, row.id]));
  const payouts = await trx
    .insertInto('cardPayout')
    .values(
      arrivals.map((arrival, index) => {
        const week = weeks.get(arrival) ?? [];
        return {
          companyId: company.id,
          payoutRef: `po_demo${String(index + 1).padStart(5, '0')}`,
          status: statusOf(arrival),
          arrivalDate: arrival,
          currency: 'CHF',
          gross: sum(week, 'amount'),
          fee: sum(week, 'fee'),
          amount: sum(week, 'amount') - sum(week, 'fee'),
          transactions: week.length,
          importId,
          bankPaymentId: bankOf.get(`DEMO-PO-${arrival}`) ?? null,
        };
      }),
    )
    .returning(['id', 'arrivalDate', 'status'])
    .execute();
  // Each payment in its week's payout, except the failed one's (paid out again the week after:
  // the demo leaves them waiting for the next file, as a failed payout's payments do).
  const payoutOf = new Map(payouts.map((payout) => [isoDay(payout.arrivalDate), payout]));
  await trx
    .insertInto('cardPayment')
    .values(
      payments.map(({ day, ...payment }) => {
        const payout = payment.status === 'REFUNDED' ? undefined : payoutOf.get(payoutDay(day));
        return { ...payment, payoutId: payout && payout.status !== 'FAILED' ? payout.id : null };
      }),
    )
    .execute();
  return payments.length;
}

/** Seeds the invoices' payments and the card receipts; answers how many payments in all. */
export async function seedPaymentDemoData(
  trx: Db,
  activatedAt: Date,
  scale: DemoScale,
): Promise<number> {
  const today = businessDay(activatedAt);
  return (
    (await seedInvoicePayments(trx, today, scale)) + (await seedCardReceipts(trx, today, scale))
  );
}
