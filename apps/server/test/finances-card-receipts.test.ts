import type {
  CardPayment,
  CardPayout,
  CardPayoutImportResult,
  PaymentImportResult,
} from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { readPayoutFile } from '../src/services/finances/card-payout-file.ts';
import { qrReference } from '../src/services/finances/invoice-pdf.ts';
import { answerOf, callsAs } from './support/calls.ts';
import { camtFile } from './support/camt.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { countOf, rowOf } from './support/rows.ts';
import { expectErrorBody, expectFieldError } from './support/sales.ts';

// Credit-card receipts (issue 38; spec 1 §2.11 "credit-card-receipts with tabs payments and
// payouts (ADMIN)"; DOMAIN2 §1.1 PspPayout "pending → in_transit → paid | failed … Match it to
// the bank entry by amount and date"): the provider's payout file imported like a bank file.

const payouts = '/api/ws-finances/card-payouts';
const payments = '/api/ws-finances/card-payments';
const HEADER =
  'payout_id,payout_status,payout_arrival_date,currency,balance_transaction_id,reporting_category,charge_id,gross,fee,net';

/** A payout file of one payout: its status, arrival day and its transactions' rows. */
const payoutFile = (
  payout: string,
  status: string,
  arrival: string,
  rows: readonly (readonly [
    txn: string,
    category: string,
    charge: string,
    gross: string,
    fee: string,
  ])[],
) =>
  [
    HEADER,
    ...rows.map(([txn, category, charge, gross, fee]) => {
      const net = ((Math.round(Number(gross) * 100) - Math.round(Number(fee) * 100)) / 100).toFixed(
        2,
      );
      return `${payout},${status},${arrival},CHF,${txn},${category},${charge},${gross},${fee},${net}`;
    }),
  ].join('\n');

describeOnLanes('credit-card receipts', ['admin', 'finance', 'sales'], ({ server, tokens }) => {
  const platform = seededCompany(server, 'Adconsole AG');
  const sales = seededCompany(server, 'Adconsole Sales');
  const call = callsAs(server, () => tokens.admin);
  const importFile = (content: string, token?: string) =>
    call('POST', `${payouts}/imports`, { fileName: 'payouts.csv', content }, token);
  /** Card payments of the platform with these charge ids (not in any payout yet). */
  const cardPayments = async (charges: readonly [string, number][]) => {
    await server.database.db
      .insertInto('cardPayment')
      .values(
        charges.map(([pspReference, amount]) => ({
          companyId: platform.id,
          pspReference,
          paidAt: new Date('2026-03-02T10:00:00Z'),
          amount,
          fee: Math.round(amount * 0.029) + 30,
          currency: 'CHF',
          status: 'CHARGED',
          cardBrand: 'VISA',
          cardLast4: '4242',
        })),
      )
      .execute();
  };
  /** An unmatched bank credit of the platform (its own import), as a camt file brings it. */
  const bankCredit = async (entryRef: string, amount: number, bookingDate: string) => {
    const db = server.database.db;
    const { id: importId } = await db
      .insertInto('paymentImport')
      .values({
        companyId: platform.id,
        fileName: `${entryRef}.xml`,
        format: 'camt.054',
        account: 'CH93',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return db
      .insertInto('payment')
      .values({
        companyId: platform.id,
        importId,
        entryRef,
        bookingDate,
        amount,
        currency: 'CHF',
        status: 'UNMATCHED',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  };

  it('reads the payout file: the payout summed over its rows, a refund taken off', () => {
    const file = payoutFile('po_READ', 'in_transit', '2026-03-10', [
      ['txn_r1', 'charge', 'ch_r1', '100.00', '3.20'],
      ['txn_r2', 'charge', 'ch_r2', '50.50', '1.76'],
      ['txn_r3', 'refund', 'ch_r0', '-20.00', '0.00'],
    ]);
    expect(readPayoutFile(file)).toEqual([
      {
        payoutRef: 'po_READ',
        status: 'IN_TRANSIT',
        arrivalDate: '2026-03-10',
        currency: 'CHF',
        gross: 13_050,
        fee: 496,
        amount: 12_554,
        transactions: 3,
        chargeIds: ['ch_r1', 'ch_r2'],
      },
    ]);
  });

  it('imports a pending payout with its card payments, adds nothing when read again, moves it on to paid and matches the bank’s credit by amount and date', async () => {
    const db = server.database.db;
    await cardPayments([
      ['ch_good1', 12_000],
      ['ch_good2', 8_000],
    ]);
    const rows = [
      ['txn_g1', 'charge', 'ch_good1', '120.00', '3.78'],
      ['txn_g2', 'charge', 'ch_good2', '80.00', '2.62'],
      ['txn_g3', 'charge', 'ch_elsewhere', '10.00', '0.59'],
    ] as const;
    const net = 20_000 + 1_000 - 378 - 262 - 59;
    const pending = payoutFile('po_GOOD', 'pending', '2026-03-10', rows);
    const first = await answerOf<CardPayoutImportResult>(importFile(pending));
    expect(first).toMatchObject({
      created: 1,
      updated: 0,
      unchanged: 0,
      payments: 2,
      unknownCharges: 1,
      bankMatched: 0,
    });
    const listed = await answerOf<{ items: CardPayout[]; total: number }>(
      call('GET', `${payouts}?searchFilter=po_GOOD`),
    );
    expect(listed.items).toEqual([
      expect.objectContaining({
        payoutRef: 'po_GOOD',
        status: 'PENDING',
        arrivalDate: '2026-03-10',
        gross: 21_000,
        fee: 699,
        amount: net,
        transactions: 3,
        bankPaymentId: null,
      }),
    ]);
    const inPayout = await answerOf<{ items: CardPayment[] }>(
      call('GET', `${payments}?searchFilter=ch_good`),
    );
    expect(inPayout.items.map((payment) => [payment.pspReference, payment.payoutStatus])).toEqual(
      expect.arrayContaining([
        ['ch_good1', 'PENDING'],
        ['ch_good2', 'PENDING'],
      ]),
    );

    // The same file again: nothing new.
    const payoutCount = await countOf(db, 'cardPayout', { companyId: platform.id });
    const again = await answerOf<CardPayoutImportResult>(importFile(pending));
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 1, payments: 0 });
    expect(await countOf(db, 'cardPayout', { companyId: platform.id })).toBe(payoutCount);

    // Paid: the bank booked it the day after arrival; a credit of another amount stays queued.
    const other = await bankCredit('CARD-OTHER', net + 1, '2026-03-11');
    const credit = await bankCredit('CARD-GOOD', net, '2026-03-11');
    const paid = await answerOf<CardPayoutImportResult>(
      importFile(payoutFile('po_GOOD', 'paid', '2026-03-10', rows)),
    );
    expect(paid).toMatchObject({ created: 0, updated: 1, payments: 0, bankMatched: 1 });
    const payout = await answerOf<{ items: CardPayout[] }>(
      call('GET', `${payouts}?searchFilter=po_GOOD`),
    );
    expect(payout.items[0]).toMatchObject({
      status: 'PAID',
      bankPaymentId: credit.id,
      bankEntryRef: 'CARD-GOOD',
      bankBookingDate: '2026-03-11',
    });
    expect(await rowOf(db, 'payment', 'status', { id: credit.id })).toEqual({ status: 'PAYOUT' });
    expect(await rowOf(db, 'payment', 'status', { id: other.id })).toEqual({
      status: 'UNMATCHED',
    });
    // An older file (pending) does not take the status back.
    const older = await answerOf<CardPayoutImportResult>(importFile(pending));
    expect(older).toMatchObject({ updated: 0, unchanged: 1 });
    expect(await rowOf(db, 'cardPayout', 'status', { payoutRef: 'po_GOOD' })).toEqual({
      status: 'PAID',
    });
  });

  it('matches a bank file’s credit to a paid payout that came first (amount and date): a PAYOUT payment, not the queue', async () => {
    const db = server.database.db;
    // Paid, arriving on Saturday 1 Nov 2025: the bank books it on Monday the 3rd.
    await answerOf<CardPayoutImportResult>(
      importFile(
        payoutFile('po_FIRST', 'paid', '2025-11-01', [
          ['txn_f1', 'charge', 'ch_first1', '775.00', '22.78'],
        ]),
      ),
    );
    const unknown = qrReference(1, 99_999_999);
    const result = await answerOf<PaymentImportResult>(
      call('POST', '/api/ws-finances/payments/imports', {
        fileName: 'camt054.xml',
        content: camtFile({
          FILE: 'CARDFIRST',
          BATCH_TOTAL: '1000.00',
          AMOUNT_PAID: '500.00',
          AMOUNT_PARTIAL: '500.00',
          AMOUNT_UNMATCHED: '752.22',
          REF_PAID: unknown,
          REF_PARTIAL: unknown,
          REF_UNMATCHED: unknown,
        }),
      }),
    );
    expect(result).toMatchObject({ entries: 3, unmatched: 2, payout: 1 });
    const credit = await rowOf(db, 'payment', ['id', 'status'], { entryRef: 'CARDFIRST-T3' });
    expect(credit.status).toBe('PAYOUT');
    expect(await rowOf(db, 'cardPayout', 'bankPaymentId', { payoutRef: 'po_FIRST' })).toEqual({
      bankPaymentId: credit.id,
    });
  });

  it('refuses a malformed payout file with 422 on the file and imports nothing of it', async () => {
    const db = server.database.db;
    const good = payoutFile('po_BAD', 'paid', '2026-03-17', [
      ['txn_b1', 'charge', 'ch_b1', '10.00', '0.59'],
      ['txn_b2', 'charge', 'ch_b2', '20.00', '0.88'],
    ]);
    const before = {
      imports: await countOf(db, 'cardPayoutImport', {}),
      payouts: await countOf(db, 'cardPayout', {}),
    };
    for (const content of [
      'just some text',
      good.replace('payout_status,', 'state,'), // a column missing
      good.replace(',paid,2026-03-17,CHF,txn_b2', ',sent,2026-03-17,CHF,txn_b2'), // unknown status
      good.replace('2026-03-17,CHF,txn_b1', '17.03.2026,CHF,txn_b1'), // not a day
      good.replace('10.00,0.59,9.41', '10,0.59,9.41'), // not an amount
      good.replace('10.00,0.59,9.41', '10.00,0.59,9.00'), // net is not gross less fee
      good.replace('txn_b2', 'txn_b1'), // one transaction twice
      good.replace(',paid,2026-03-17,CHF,txn_b2', ',paid,2026-03-18,CHF,txn_b2'), // two arrival days
    ]) {
      expect(expectFieldError(await importFile(content), 'content')).toMatch(
        /^The file is not a readable payout file of the card provider: /,
      );
    }
    expect(await countOf(db, 'cardPayoutImport', {})).toBe(before.imports);
    expect(await countOf(db, 'cardPayout', {})).toBe(before.payouts);
  });

  it('answers 403 to a role without ADMIN and 404 for another company’s payout', async () => {
    const db = server.database.db;
    const { id: importId } = await db
      .insertInto('cardPayoutImport')
      .values({ companyId: sales.id, fileName: 'other.csv' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const theirs = await db
      .insertInto('cardPayout')
      .values({
        companyId: sales.id,
        payoutRef: 'po_THEIRS',
        status: 'PAID',
        arrivalDate: '2026-03-10',
        currency: 'CHF',
        gross: 1000,
        fee: 59,
        amount: 941,
        importId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const file = payoutFile('po_ROLE', 'pending', '2026-03-10', [
      ['txn_x1', 'charge', 'ch_x1', '10.00', '0.59'],
    ]);
    for (const token of [tokens.finance, tokens.sales]) {
      for (const [method, url, body] of [
        ['GET', payouts, undefined],
        ['GET', payments, undefined],
        ['GET', `${payouts}/${theirs.id}`, undefined],
        ['POST', `${payouts}/imports`, { fileName: 'a.csv', content: file }],
      ] as const) {
        expectErrorBody(await call(method, url, body, token), 403);
      }
    }
    expectErrorBody(await call('GET', `${payouts}/${theirs.id}`), 404);
    const mine = await answerOf<{ items: CardPayout[] }>(
      call('GET', `${payouts}?searchFilter=po_THEIRS`),
    );
    expect(mine.items).toEqual([]);
    expect(await countOf(db, 'cardPayout', { payoutRef: 'po_ROLE' })).toBe(0);
  });
});
