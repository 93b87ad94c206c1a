import type { CompanyConfig, Invoice, InvoiceDetails } from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { answerOf, callsAs } from './support/calls.ts';
import { campaignRunning } from './support/finances.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { pdfLines } from './support/pdf-text.ts';
import { qrCodeOf } from './support/qr-code.ts';
import { rowOf, updateRow } from './support/rows.ts';
import { expectErrorBody, expectFieldError, expectFieldErrors } from './support/sales.ts';

// Finances part 2 (issue 38): the invoice PDF with the Swiss QR-bill (DOMAIN2 §1.4, §1.8 check
// 2), its company configs (spec 1 §2.11 company-configs, ADMIN) and who may reach them.

const invoices = '/api/ws-finances/invoices';
const configs = '/api/ws-finances/company-configs';

const amount = (minor: number) =>
  new Intl.NumberFormat('de-CH', { useGrouping: 'always', minimumFractionDigits: 2 })
    .format(minor / 100)
    .replace(/\u2019/g, "'");

describeOnLanes(
  'invoice PDF and company configs',
  ['finance', 'admin', 'sales'],
  ({ server, tokens }) => {
    const sales = seededCompany(server, 'Adconsole Sales');
    const call = callsAs(server, () => tokens.finance);

    it('prints the two VAT lines of 15.12.2023–15.01.2024 and the QR-bill with QR-IBAN, QRR, amount and the debtor "Müller & Söhne AG", Bahnhofstrasse 12a (DOMAIN2 §1.8 checks 1 and 2)', async () => {
      const db = server.database.db;
      const campaign = await campaignRunning(db, sales.id, '2023-12-15', '2024-01-15');
      await updateRow(db, 'account', campaign.invoicingAccountId, {
        name: 'Müller & Söhne AG',
        street: 'Bahnhofstrasse 12a',
        postalCode: '8001',
        city: 'Zürich',
        countryCode: 'CH',
        canton: null,
        language: 'de',
      });
      const draft = await answerOf<Invoice>(call('POST', invoices, { campaignId: campaign.id }));
      const invoice = await answerOf<Invoice>(
        call('POST', `${invoices}/${draft.id}/issue`, { version: draft.version }),
      );
      const answer = await call('GET', `${invoices}/${invoice.id}/pdf`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      const pdf = new Uint8Array(answer.rawPayload);
      const lines = await pdfLines(pdf);
      const text = lines.join('\n');
      expect(text).toContain(`Rechnung ${invoice.number}`);
      // Art. 26 MWSTG: the issuer with its MWST number, the recipient, each line's service
      // period and rate, the VAT per rate on its net, the total.
      expect(text).toContain('Müller & Söhne AG');
      expect(text).toMatch(/CHE-[\d.]+ MWST/);
      expect(
        lines.filter((line) => line.includes('15.12.2023 – 31.12.2023 ') && line.includes('7.7 %'))
          .length,
      ).toBeGreaterThan(0);
      expect(
        lines.filter((line) => line.includes('01.01.2024 – 15.01.2024 ') && line.includes('8.1 %'))
          .length,
      ).toBeGreaterThan(0);
      const lineRows = await db
        .selectFrom('invoiceLine')
        .select(['vatRate', 'netAmount', 'vatAmount'])
        .where('invoiceId', '=', invoice.id)
        .execute();
      for (const rate of ['7.70', '8.10']) {
        const ofRate = lineRows.filter((line) => String(line.vatRate) === rate);
        const net = ofRate.reduce((sum, line) => sum + Number(line.netAmount), 0);
        const vat = ofRate.reduce((sum, line) => sum + Number(line.vatAmount), 0);
        expect(text).toContain(`MWST ${rate.slice(0, 3)} % auf ${amount(net)} ${amount(vat)}`);
      }
      expect(text).toContain(`Total CHF ${amount(invoice.total)}`);

      // The payment part at the foot of the last page, scanned as a bank app would.
      const payload = (await qrCodeOf(pdf))?.split('\n');
      const reference = payload?.[28] ?? '';
      expect(payload?.slice(0, 4)).toEqual(['SPC', '0200', '1', 'CH4431999123000889012']);
      // Structured addresses (type S): the debtor's street and building number apart.
      expect(payload?.slice(20, 27)).toEqual([
        'S',
        'Müller & Söhne AG',
        'Bahnhofstrasse',
        '12a',
        '8001',
        'Zürich',
        'CH',
      ]);
      expect(payload?.[4]).toBe('S');
      expect(payload?.[18]).toBe((invoice.total / 100).toFixed(2));
      expect(payload?.[19]).toBe('CHF');
      expect(payload?.[27]).toBe('QRR');
      expect(reference).toMatch(/^\d{27}$/);
      expect(reference).toBe(
        `${String(sales.id).padStart(6, '0')}${String(invoice.id).padStart(20, '0')}${reference.at(-1)}`,
      );
      expect(payload?.[29]).toBe(invoice.number);
    });

    it('sends the PDF with the invoice mail, and prints a draft without number and payment part', async () => {
      const db = server.database.db;
      const issued = await rowOf(db, 'invoice', ['id', 'number', 'accountId'], {
        companyId: sales.id,
        state: 'ISSUED',
      });
      await updateRow(db, 'account', issued.accountId, { email: 'buchhaltung@example.com' });
      const sent = await answerOf<{ results: { outcome: string }[] }>(
        call('POST', `${invoices}/bulk/send`, { ids: [issued.id], dryRun: false }),
      );
      expect(sent.results[0]?.outcome).toBe('DONE');
      const mail = await db
        .selectFrom('mailOutbox as m')
        .innerJoin('mailAttachment as a', 'a.mailId', 'm.id')
        .select(['a.fileName', 'a.contentType', 'a.content'])
        .where('m.relatedType', '=', 'invoice')
        .where('m.relatedId', '=', issued.id)
        .executeTakeFirstOrThrow();
      expect(mail).toMatchObject({
        fileName: `${issued.number}.pdf`,
        contentType: 'application/pdf',
      });
      expect((await pdfLines(new Uint8Array(mail.content))).join('\n')).toContain(issued.number);

      const draft = await rowOf(db, 'invoice', ['id'], { companyId: sales.id, state: 'DRAFT' });
      const pdf = new Uint8Array((await call('GET', `${invoices}/${draft.id}/pdf`)).rawPayload);
      expect((await pdfLines(pdf)).join('\n')).toContain('Rechnung (Entwurf)');
      expect(await qrCodeOf(pdf, 1)).toBeUndefined();
    });

    it('keeps the company configs: IBAN and QR-IBAN checked (422 in the spec’s error shape), one per currency, changes in the history', async () => {
      const adminCall = callsAs(server, () => tokens.admin);
      const page = await answerOf<{ items: CompanyConfig[] }>(adminCall('GET', configs));
      const chf = page.items.find((config) => config.currency === 'CHF');
      expect(chf).toMatchObject({ qrIban: 'CH4431999123000889012', referenceType: 'QRR' });
      const {
        id,
        version,
        name: _n,
        referenceType: _r,
        createdAt: _c,
        updatedAt: _u,
        ...write
      } = chf as CompanyConfig;
      const put = (body: unknown) => adminCall('PUT', `${configs}/${id}`, body);
      await expectFieldErrors(put, [
        ['iban', { ...write, version, iban: 'CH9300762011623852958' }],
        ['iban', { ...write, version, iban: 'CH4431999123000889012' }],
        ['qrIban', { ...write, version, qrIban: 'CH9300762011623852957' }],
        ['iban', { ...write, version, iban: null, qrIban: null }],
        ['invoicePattern', { ...write, version, invoicePattern: 'RE-{YYYY}' }],
      ]);
      const bad = expectErrorBody(await put({ ...write, version, iban: 'CH00 0000' }), 422);
      expect(bad.fieldErrors?.iban).toBe('Not a valid IBAN (length or check digits)');
      expectFieldError(await adminCall('POST', configs, { ...write }), 'currency');
      const changed = await answerOf<CompanyConfig>(
        put({ ...write, version, iban: 'ch93 0076 2011 6238 5295 7', paymentTermsDays: 20 }),
      );
      expect(changed).toMatchObject({ iban: 'CH9300762011623852957', paymentTermsDays: 20 });
      const history = await answerOf<{ items: { field: string; newValue: unknown }[] }>(
        adminCall('GET', `/api/ws-settings/audit?entityType=FINANCE_COMPANY_CONFIG&entityId=${id}`),
      );
      expect(history.items).toContainEqual(
        expect.objectContaining({ field: 'paymentTermsDays', newValue: 20 }),
      );
    });

    it('makes a manual invoice of free lines: VAT by each line’s service date, cut at the rate change, numbered from the MANUAL series, printed with its QR-bill', async () => {
      const db = server.database.db;
      const campaign = await rowOf(db, 'campaign', ['id'], {
        companyId: sales.id,
        currency: 'CHF',
      });
      const manual = (lines: unknown) =>
        call('POST', `${invoices}/manual`, { campaignId: campaign.id, lines });
      const draft = await answerOf<Invoice>(
        manual([
          {
            description: 'Produktion Werbemittel',
            serviceFrom: '2023-11-20',
            serviceTo: '2023-11-20',
            quantity: 1,
            unitPrice: 150_000,
          },
          {
            description: 'Betreuung',
            serviceFrom: '2023-12-16',
            serviceTo: '2024-01-15',
            quantity: 2,
            unitPrice: 32_000,
          },
        ]),
      );
      expect(draft).toMatchObject({
        docType: 'MANUAL',
        state: 'DRAFT',
        periodFrom: '2023-11-20',
        periodTo: '2024-01-15',
      });
      const details = await answerOf<InvoiceDetails>(
        call('GET', `${invoices}/${draft.id}/details`),
      );
      expect(
        details.lines.map((line) => [line.periodFrom, line.periodTo, line.vatRate, line.netAmount]),
      ).toEqual([
        ['2023-11-20', '2023-11-20', 7.7, 150_000],
        // 64'000 over 31 days: 16 at 7.7 %, 15 at 8.1 %.
        ['2023-12-16', '2023-12-31', 7.7, Math.round((64_000 * 16) / 31)],
        ['2024-01-01', '2024-01-15', 8.1, 64_000 - Math.round((64_000 * 16) / 31)],
      ]);
      expect(draft.total).toBe(
        details.lines.reduce((sum, line) => sum + line.netAmount + line.vatAmount, 0),
      );
      const issued = await answerOf<Invoice>(
        call('POST', `${invoices}/${draft.id}/issue`, { version: draft.version }),
      );
      expect(issued.number).toMatch(/^RM-\d{4}-\d{6}$/);
      const pdf = new Uint8Array((await call('GET', `${invoices}/${issued.id}/pdf`)).rawPayload);
      expect((await pdfLines(pdf.slice())).join('\n')).toContain(`Rechnung ${issued.number}`);
      expect((await qrCodeOf(pdf))?.split('\n')[18]).toBe((issued.total / 100).toFixed(2));
      // Bad input: no line, a line without text, a period ending before it starts.
      expectFieldError(await manual([]), 'lines');
      const line = {
        description: 'x',
        serviceFrom: '2024-02-01',
        serviceTo: '2024-02-01',
        quantity: 1,
        unitPrice: 100,
      };
      expectFieldError(await manual([{ ...line, description: ' ' }]), 'lines.0.description');
      expectFieldError(await manual([{ ...line, serviceTo: '2024-01-31' }]), 'lines.0.serviceTo');
      expectErrorBody(
        await call(
          'POST',
          `${invoices}/manual`,
          { campaignId: campaign.id, lines: [line] },
          tokens.sales,
        ),
        403,
      );
    });

    it('answers 403 to a caller without the role and 404 for another company’s invoice or config', async () => {
      const db = server.database.db;
      const invoice = await rowOf(db, 'invoice', ['id'], { companyId: sales.id });
      const config = await rowOf(db, 'financeCompanyConfig', ['id'], { companyId: sales.id });
      // Company configs are ADMIN's (spec 1 §2.11): the finance persona holds ADMIN_INVOICE only.
      expectErrorBody(await call('GET', configs), 403);
      expectErrorBody(
        await call('GET', `${invoices}/${invoice.id}/pdf`, undefined, tokens.sales),
        403,
      );
      // The administrator acts for another company: neither row is found.
      expectErrorBody(
        await call('GET', `${invoices}/${invoice.id}/pdf`, undefined, tokens.admin),
        404,
      );
      expectErrorBody(await call('GET', `${configs}/${config.id}`, undefined, tokens.admin), 404);
    });
  },
);
