import type { Payment, PaymentImportResult } from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { qrReference, scorReference } from '../src/services/finances/invoice-pdf.ts';
import { readCamt } from '../src/services/finances/payment-camt.ts';
import { answerOf, callsAs } from './support/calls.ts';
import { camtAmount, camtFile } from './support/camt.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { countOf, rowOf, rowsOf } from './support/rows.ts';
import { expectErrorBody, expectFieldError } from './support/sales.ts';

// Payments from the bank's camt.054 (issue 38 part 3; DOMAIN2 §1.5, check 3): "three credits
// (exact QRR, half amount, unknown reference) give PAID, PARTIALLY_PAID and one unmatched item.
// Re-importing the file adds 0 entries."

const base = '/api/ws-finances/payments';
/** A QRR that names no invoice (a valid check digit, an invoice id no company has). */
type OpenInvoice = { id: number; number: string | null; total: string | number; version: number };
const UNKNOWN_QRR = qrReference(1, 99_999_999);

describeOnLanes('payments', ['finance', 'sales', 'admin'], ({ server, tokens }) => {
  const sales = seededCompany(server, 'Adconsole Sales');
  const call = callsAs(server, () => tokens.finance);
  const importFile = (content: string, token?: string) =>
    call('POST', `${base}/imports`, { fileName: 'camt054.xml', content }, token);
  /**
   * Numbered CHF invoices of the Sales company made issued and unpaid again (the demo data
   * draws their states), oldest first: `count` of them after `skip`.
   */
  const openInvoices = async (skip: number, count: number) => {
    const db = server.database.db;
    const rows = await db
      .selectFrom('invoice')
      .select(['id', 'number', 'total', 'version'])
      .where('companyId', '=', sales.id)
      .where('number', 'is not', null)
      .where('docType', '=', 'INVOICE')
      .where('currency', '=', 'CHF')
      .where('total', '>', 1000)
      .orderBy('id')
      .offset(skip)
      .limit(count)
      .execute();
    if (rows.length < count) throw new Error(`the demo data has no ${skip + count} invoices`);
    await db
      .updateTable('invoice')
      .set({ state: 'ISSUED', paidTotal: 0 })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    return rows;
  };
  /** An invoice's state and paid total (bigint: a number on one lane, text on the other). */
  const invoiceRow = async (id: number) => {
    const row = await rowOf(server.database.db, 'invoice', ['state', 'paidTotal'], { id });
    return { state: row.state, paidTotal: Number(row.paidTotal) };
  };

  it('reads a camt.054 of a batch entry, a single entry and a debit: the credits with the QR-IBAN as account', () => {
    const file = readCamt(
      camtFile({
        FILE: 'READ',
        BATCH_TOTAL: '1500.50',
        AMOUNT_PAID: '1000.00',
        AMOUNT_PARTIAL: '500.50',
        AMOUNT_UNMATCHED: '75.05',
        REF_PAID: '21 00000 00003 13947 14300 09017',
        REF_PARTIAL: UNKNOWN_QRR,
        REF_UNMATCHED: UNKNOWN_QRR,
      }),
    );
    expect(file.format).toBe('camt.054');
    // DOMAIN2 §1.5: "Ntry/NtryRef carries the QR-IBAN, while Acct/Id/IBAN holds the normal IBAN".
    expect(file.account).toBe('CH4431999123000889012');
    expect(file.credits).toEqual([
      {
        entryRef: 'READ-T1',
        bookingDate: '2025-11-03',
        valueDate: '2025-11-03',
        amount: 100_000,
        currency: 'CHF',
        reference: '210000000003139471430009017',
        debtorName: 'Müller & Söhne AG',
      },
      expect.objectContaining({ entryRef: 'READ-T2', amount: 50_050 }),
      expect.objectContaining({
        entryRef: 'READ-T3',
        amount: 7505,
        valueDate: '2025-11-04',
        debtorName: 'Unbekannt Handels AG',
      }),
    ]);
  });

  it('posts an exact QRR as PAID, half the amount as PARTIALLY_PAID, an unknown reference to the queue; the same file again adds nothing (DOMAIN2 §1.8 check 3)', async () => {
    const db = server.database.db;
    const [paid, partial] = (await openInvoices(0, 2)) as [OpenInvoice, OpenInvoice];
    const half = Math.floor(Number(partial.total) / 2);
    const content = camtFile({
      FILE: 'THREE',
      BATCH_TOTAL: camtAmount(Number(paid.total) + half),
      AMOUNT_PAID: camtAmount(Number(paid.total)),
      AMOUNT_PARTIAL: camtAmount(half),
      AMOUNT_UNMATCHED: '250.00',
      REF_PAID: qrReference(sales.id, paid.id),
      REF_PARTIAL: qrReference(sales.id, partial.id),
      REF_UNMATCHED: UNKNOWN_QRR,
    });
    const first = await answerOf<PaymentImportResult>(importFile(content));
    expect(first).toMatchObject({
      format: 'camt.054',
      entries: 3,
      matched: 1,
      partial: 1,
      overpaid: 0,
      unmatched: 1,
      duplicate: 0,
    });
    // Posted without a further click (OCA #801), with the history entry.
    expect(await invoiceRow(paid.id)).toEqual({ state: 'PAID', paidTotal: Number(paid.total) });
    expect(await invoiceRow(partial.id)).toEqual({
      state: 'PARTIALLY_PAID',
      paidTotal: half,
    });
    expect(
      await rowsOf(db, 'invoiceEvent', ['fromState', 'toState'], {
        invoiceId: ['in', [paid.id, partial.id]],
        action: 'PAYMENT',
      }),
    ).toEqual(
      expect.arrayContaining([
        { fromState: 'ISSUED', toState: 'PAID' },
        { fromState: 'ISSUED', toState: 'PARTIALLY_PAID' },
      ]),
    );
    const payments = await countOf(db, 'payment', { companyId: sales.id });
    const again = await answerOf<PaymentImportResult>(importFile(content));
    expect(again).toMatchObject({ entries: 3, matched: 0, partial: 0, unmatched: 0, duplicate: 3 });
    expect(await countOf(db, 'payment', { companyId: sales.id })).toBe(payments);
    expect(await invoiceRow(paid.id)).toEqual({ state: 'PAID', paidTotal: Number(paid.total) });

    // The list by status and its counts.
    const unmatched = await answerOf<{ items: Payment[]; total: number }>(
      call('GET', `${base}?status=UNMATCHED&searchFilter=THREE`),
    );
    expect(unmatched.items).toHaveLength(1);
    expect(unmatched.items[0]).toMatchObject({
      entryRef: 'THREE-T3',
      amount: 25_000,
      invoiceId: null,
      debtorName: 'Unbekannt Handels AG',
    });
    const matched = await answerOf<{ items: Payment[] }>(
      call('GET', `${base}?invoiceId=${paid.id}`),
    );
    expect(matched.items[0]).toMatchObject({
      status: 'MATCHED',
      invoiceNumber: paid.number,
      bookingDate: '2025-11-03',
    });

    // The unmatched one assigned by hand pays the rest of the partial invoice.
    const rest = Number(partial.total) - half;
    const queued = unmatched.items[0] as Payment;
    await db.updateTable('payment').set({ amount: rest }).where('id', '=', queued.id).execute();
    const assigned = await answerOf<Payment>(
      call('POST', `${base}/${queued.id}/assign`, {
        invoiceId: partial.id,
        version: queued.version,
      }),
    );
    expect(assigned).toMatchObject({ status: 'MATCHED', invoiceId: partial.id, creditAmount: 0 });
    expect(await invoiceRow(partial.id)).toEqual({
      state: 'PAID',
      paidTotal: Number(partial.total),
    });
    // Assigned once only.
    const refused = expectErrorBody(
      await call('POST', `${base}/${queued.id}/assign`, {
        invoiceId: partial.id,
        version: assigned.version,
      }),
      422,
    );
    expect(refused.formError).toBe('This payment is already assigned to an invoice');
  });

  it('matches a SCOR and keeps the part above the open amount as the account’s credit (OVERPAID)', async () => {
    const [invoice] = (await openInvoices(2, 1)) as [OpenInvoice];
    if (!invoice.number) throw new Error('an issued invoice has a number');
    const total = Number(invoice.total);
    const result = await answerOf<PaymentImportResult>(
      importFile(
        camtFile({
          FILE: 'OVER',
          BATCH_TOTAL: camtAmount(total + 5000 + 100),
          AMOUNT_PAID: camtAmount(total + 5000),
          AMOUNT_PARTIAL: '1.00',
          AMOUNT_UNMATCHED: '1.00',
          REF_PAID: scorReference(invoice.number),
          REF_PARTIAL: 'RF18539007547034',
          REF_UNMATCHED: 'NOREFERENCE',
        }),
      ),
    );
    expect(result).toMatchObject({ overpaid: 1, unmatched: 2 });
    expect(await invoiceRow(invoice.id)).toMatchObject({ state: 'PAID' });
    const payment = await rowOf(server.database.db, 'payment', ['status', 'creditAmount'], {
      entryRef: 'OVER-T1',
    });
    expect({ ...payment, creditAmount: Number(payment.creditAmount) }).toEqual({
      status: 'OVERPAID',
      creditAmount: 5000,
    });
  });

  it('refuses a malformed file with 422 on the file and imports nothing of it', async () => {
    const db = server.database.db;
    const imports = await countOf(db, 'paymentImport', {});
    const payments = await countOf(db, 'payment', {});
    const good = camtFile({
      FILE: 'BAD',
      BATCH_TOTAL: '2.00',
      AMOUNT_PAID: '1.00',
      AMOUNT_PARTIAL: '1.00',
      AMOUNT_UNMATCHED: '1.00',
      REF_PAID: UNKNOWN_QRR,
      REF_PARTIAL: UNKNOWN_QRR,
      REF_UNMATCHED: UNKNOWN_QRR,
    });
    for (const content of [
      good.slice(0, 2000), // cut off: not well-formed
      '<Document><Other/></Document>', // no notification, no statement
      good.replace('<BookgDt><Dt>2025-11-03</Dt></BookgDt>', ''), // first credit without booking day
      good.replace('<Amt Ccy="CHF">1.00</Amt>', '<Amt Ccy="CHF">1,00</Amt>'), // not an amount
      good.replace('BAD-T3', 'BAD-T1'), // one bank reference twice
    ]) {
      expect(expectFieldError(await importFile(content), 'content')).toMatch(
        /^The file is not a readable camt\.054 or camt\.053 bank file: /,
      );
    }
    expect(await countOf(db, 'paymentImport', {})).toBe(imports);
    expect(await countOf(db, 'payment', {})).toBe(payments);
  });

  it('answers 403 to a role without payments and 404 for another company’s payment', async () => {
    const payment = await rowOf(server.database.db, 'payment', ['id', 'version'], {
      companyId: sales.id,
    });
    for (const [method, url, body] of [
      ['GET', base, undefined],
      ['GET', `${base}/${payment.id}`, undefined],
      ['POST', `${base}/imports`, { fileName: 'a.xml', content: '<x/>' }],
      ['POST', `${base}/${payment.id}/assign`, { invoiceId: 1, version: 0 }],
    ] as const) {
      expectErrorBody(await call(method, url, body, tokens.sales), 403);
    }
    expectErrorBody(await call('GET', `${base}/${payment.id}`, undefined, tokens.admin), 404);
    expectErrorBody(
      await call(
        'POST',
        `${base}/${payment.id}/assign`,
        { invoiceId: 1, version: payment.version },
        tokens.admin,
      ),
      404,
    );
  });
});
