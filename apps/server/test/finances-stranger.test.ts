import type {
  BulkResult,
  Invoice,
  InvoiceDetails,
  Payment,
  PaymentImportResult,
} from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { qrReference } from '../src/services/finances/invoice-pdf.ts';
import { paymentReferenceFacts } from '../src/services/finances/payment-reference.ts';
import { answerOf, callsAs } from './support/calls.ts';
import { camtFile } from './support/camt.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { pdfLines } from './support/pdf-text.ts';
import { updateRow } from './support/rows.ts';

// What a stranger hit on finance's day (issue 38, session 11), each with the check that failed
// before its fix: a sent invoice that looked unsent, the QR reference as 27 raw digits with no
// word about a wrong check digit, the invoice page without the PDF's quantity and its unit.

const invoices = '/api/ws-finances/invoices';
const payments = '/api/ws-finances/payments';

/** A QR reference with its check digit changed (mod 10 recursive gives one right digit). */
const withWrongCheckDigit = (reference: string) =>
  `${reference.slice(0, 26)}${(Number(reference.slice(26)) + 1) % 10}`;

it('writes a QR reference in groups of five from the right, as the QR-bill prints it, and tells a wrong check digit', () => {
  const valid = qrReference(7, 88);
  expect(paymentReferenceFacts(valid)).toEqual({
    referenceText: `${valid.slice(0, 2)} ${valid.slice(2).match(/.{5}/g)?.join(' ')}`,
    referenceCheckFails: false,
  });
  expect(paymentReferenceFacts('210000000003139471430009017')).toEqual({
    referenceText: '21 00000 00003 13947 14300 09017',
    referenceCheckFails: false,
  });
  expect(paymentReferenceFacts(withWrongCheckDigit(valid)).referenceCheckFails).toBe(true);
  expect(paymentReferenceFacts('RF18539007547034')).toEqual({
    referenceText: 'RF18 5390 0754 7034',
    referenceCheckFails: false,
  });
  expect(paymentReferenceFacts('RF19539007547034').referenceCheckFails).toBe(true);
  expect(paymentReferenceFacts('Rechnung 4711')).toEqual({
    referenceText: 'Rechnung 4711',
    referenceCheckFails: false,
  });
  expect(paymentReferenceFacts(null)).toEqual({ referenceText: null, referenceCheckFails: false });
});

describeOnLanes('finances as a stranger met them', ['finance'], ({ server, tokens }) => {
  const sales = seededCompany(server, 'Adconsole Sales');
  const call = callsAs(server, () => tokens.finance);

  it('shows an invoice as sent (when, to whom) once it is, on its page and in the list', async () => {
    const db = server.database.db;
    const issued = await db
      .selectFrom('invoice')
      .select(['id', 'accountId', 'number'])
      .where('companyId', '=', sales.id)
      .where('state', 'in', ['ISSUED', 'OVERDUE'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('creditNote')
              .select('creditNote.id')
              .whereRef('creditNote.invoiceId', '=', 'invoice.id')
              .where('creditNote.state', '=', 'PENDING_APPROVAL'),
          ),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await updateRow(db, 'account', issued.accountId, { email: 'rechnungen@kunde.example' });
    // The invoice's mails so far (the demo data may have sent it): the item names the last.
    const before = await answerOf<Invoice>(call('GET', `${invoices}/${issued.id}`));
    expect(before).toHaveProperty('lastSent');
    expect(before.lastSent?.to).not.toBe('rechnungen@kunde.example');
    const sent = await answerOf<BulkResult>(
      call('POST', `${invoices}/bulk/send`, { ids: [issued.id], dryRun: false }),
    );
    expect(sent.results[0]?.outcome).toBe('DONE');
    const after = await answerOf<Invoice>(call('GET', `${invoices}/${issued.id}`));
    // Sending changes no state (an issued or overdue invoice stays so).
    expect(after.state).toBe(before.state);
    expect(after.lastSent).toEqual({ at: expect.any(String), to: 'rechnungen@kunde.example' });
    const listed = await answerOf<{ items: Invoice[] }>(
      call(
        'GET',
        `${invoices}?invoiceState=ALL&searchFilter=${encodeURIComponent(issued.number ?? '')}`,
      ),
    );
    expect(listed.items.find((item) => item.id === issued.id)?.lastSent).toEqual(after.lastSent);
  });

  it('gives each line its quantity with its unit, as its PDF prints it, and the rate as the PDF writes it', async () => {
    const db = server.database.db;
    const line = await db
      .selectFrom('invoiceLine as l')
      .innerJoin('invoice as i', 'i.id', 'l.invoiceId')
      .select(['i.id', 'l.unit', 'l.quantity'])
      .where('i.companyId', '=', sales.id)
      .where('l.unit', '=', 'CPM')
      .where('i.number', 'is not', null)
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    await updateRow(db, 'invoice', line.id, { language: 'de' });
    const details = await answerOf<InvoiceDetails>(call('GET', `${invoices}/${line.id}/details`));
    const cpm = details.lines.find((each) => each.unit === 'CPM');
    // "Tsd. Einbl.": the orders' unit of a CPM line (the PDF's "Menge" had no unit).
    expect(cpm?.quantityText).toMatch(/^\d[\d']*(\.\d{1,2})? Tsd\. Einbl\.$/);
    const text = (
      await pdfLines(new Uint8Array((await call('GET', `${invoices}/${line.id}/pdf`)).rawPayload))
    ).join('\n');
    expect(text).toContain(cpm?.quantityText);
    expect(text).toMatch(/\b(7\.7|8\.1) %/);
    expect(text).not.toMatch(/\b(7\.70|8\.10) ?%/);
  });

  it('tells on the unmatched row that a QR reference’s check digit is wrong, grouped as printed', async () => {
    const wrong = withWrongCheckDigit(qrReference(sales.id, 99_999_998));
    const content = camtFile({
      FILE: 'STRANGER-38',
      BATCH_TOTAL: '0.14',
      AMOUNT_PAID: '0.03',
      AMOUNT_PARTIAL: '0.11',
      AMOUNT_UNMATCHED: '0.07',
      REF_PAID: qrReference(1, 99_999_991),
      REF_PARTIAL: qrReference(1, 99_999_992),
      REF_UNMATCHED: wrong,
    });
    const result = await answerOf<PaymentImportResult>(
      call('POST', `${payments}/imports`, { fileName: 'camt054.xml', content }),
    );
    expect(result.unmatched).toBe(3);
    const page = await answerOf<{ items: Payment[] }>(
      call('GET', `${payments}?status=UNMATCHED&searchFilter=STRANGER-38`),
    );
    const row = page.items.find((item) => item.reference === wrong);
    expect(row).toMatchObject({
      referenceText: `${wrong.slice(0, 2)} ${wrong.slice(2).match(/.{5}/g)?.join(' ')}`,
      referenceCheckFails: true,
    });
    const other = page.items.find((item) => item.reference === qrReference(1, 99_999_991));
    expect(other?.referenceCheckFails).toBe(false);
  });
});
