import {
  type BulkResult,
  businessDay,
  type Invoice,
  type InvoiceDetails,
} from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { answerOf, callsAs } from './support/calls.ts';
import { campaignRunning, runInvoices } from './support/finances.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { countOf, rowOf, rowsOf, updateRow } from './support/rows.ts';
import { expectErrorBody, expectFieldError } from './support/sales.ts';

// Invoices (issue 38 part 1; DOMAIN2 §1): drafts from a campaign's booked and running
// positions by billing period, VAT by each line's service period, the gap-free number taken at
// issue, and role, company and input checked on every call.

const base = '/api/ws-finances/invoices';
/** Positions that will not run are not billed. */
const UNBILLED = ['DELETED', 'DECLINED'];
const billed = { status: ['not in', UNBILLED] };

describeOnLanes('invoices', ['finance', 'sales', 'admin'], ({ server, tokens }) => {
  const sales = seededCompany(server, 'Adconsole Sales');
  const call = callsAs(server, () => tokens.finance);
  const create = (body: unknown, token?: string) => call('POST', base, body, token);
  const issue = (invoice: Pick<Invoice, 'id' | 'version'>) =>
    call('POST', `${base}/${invoice.id}/issue`, { version: invoice.version });
  const nextValue = async (year: number) =>
    (
      await rowOf(server.database.db, 'financeNumberRange', 'nextValue', {
        companyId: sales.id,
        docType: 'INVOICE',
        year,
      })
    ).nextValue;

  it('splits a campaign of 15 Dec 2023 – 15 Jan 2024 into 17 days at 7.7 % and 15 days at 8.1 % (DOMAIN2 §1.8 check 1)', async () => {
    // DOMAIN2 §1.2: "the time the service is provided decides, not the invoice or payment date
    // (Art. 115 Abs. 1 MWSTG) … A campaign from 15 Dec 2023 to 15 Jan 2024 is therefore split
    // pro rata temporis."
    const db = server.database.db;
    const campaignId = (await campaignRunning(db, sales.id, '2023-12-15', '2024-01-15', 0)).id;
    const account = await rowOf(db, 'campaign', 'invoicingAccountId', { id: campaignId });
    await updateRow(db, 'account', account.invoicingAccountId, { countryCode: 'CH', canton: null });
    const positions = await rowsOf(db, 'campaignPosition', ['id', 'netAmount'], {
      campaignId,
      ...billed,
    });
    const invoice = await answerOf<Invoice>(create({ campaignId }));
    expect(invoice).toMatchObject({ state: 'DRAFT', number: null, vatMode: 'DOMESTIC' });
    const details = await answerOf<InvoiceDetails>(call('GET', `${base}/${invoice.id}/details`));
    expect(details.lines).toHaveLength(positions.length * 2);
    for (const position of positions) {
      const [december, january] = details.lines.filter(
        (line) => line.campaignPositionId === position.id,
      );
      expect(december).toMatchObject({
        periodFrom: '2023-12-15',
        periodTo: '2023-12-31',
        vatRate: 7.7,
      });
      expect(january).toMatchObject({
        periodFrom: '2024-01-01',
        periodTo: '2024-01-15',
        vatRate: 8.1,
      });
      expect(january?.splitOf).toBe(december?.id);
      const net = Math.round(Number(position.netAmount) * 100);
      // The two parts add up to the position to the Rappen, 17 : 15 of it.
      expect((december?.netAmount ?? 0) + (january?.netAmount ?? 0)).toBe(net);
      expect(december?.netAmount).toBe(Math.round((net * 17) / 32));
      expect(december?.vatAmount).toBe(Math.round(((december?.netAmount ?? 0) * 77) / 1000));
      expect(january?.vatAmount).toBe(Math.round(((january?.netAmount ?? 0) * 81) / 1000));
    }
    expect(details.vatByRate.map((rate) => rate.vatRate)).toEqual([7.7, 8.1]);
    const vat = details.lines.reduce((sum, line) => sum + line.vatAmount, 0);
    const net = details.lines.reduce((sum, line) => sum + line.netAmount, 0);
    expect(invoice).toMatchObject({ netTotal: net, vatTotal: vat, total: net + vat });
    // The period is invoiced now: a second draft of it is refused.
    expectFieldError(await create({ campaignId }), 'periodFrom');
  });

  it('bills a month of a longer campaign pro rata, and charges an AT or DE business no Swiss VAT (reverse charge)', async () => {
    const db = server.database.db;
    const campaignId = (await campaignRunning(db, sales.id, '2025-03-01', '2025-04-30', 1)).id;
    const { invoicingAccountId } = await rowOf(db, 'campaign', 'invoicingAccountId', {
      id: campaignId,
    });
    await updateRow(db, 'account', invoicingAccountId, {
      countryCode: 'DE',
      canton: null,
      uidNumber: 'DE123456789',
    });
    const march = await answerOf<Invoice>(
      create({ campaignId, periodFrom: '2025-03-01', periodTo: '2025-03-31' }),
    );
    const april = await answerOf<Invoice>(
      create({ campaignId, periodFrom: '2025-04-01', periodTo: '2025-04-30' }),
    );
    expect(march).toMatchObject({ vatMode: 'REVERSE_CHARGE', vatTotal: 0 });
    const details = await answerOf<InvoiceDetails>(call('GET', `${base}/${march.id}/details`));
    expect(details.customerVatId).toBe('DE123456789');
    expect(
      details.lines.every((line) => line.vatCategory === 'REVERSE_CHARGE' && line.vatRate === 0),
    ).toBe(true);
    const positions = await rowsOf(db, 'campaignPosition', 'netAmount', { campaignId, ...billed });
    const whole = positions.reduce((sum, row) => sum + Math.round(Number(row.netAmount) * 100), 0);
    expect(march.netTotal + april.netTotal).toBe(whole);
    expect(march.netTotal).toBe(
      positions.reduce(
        (sum, row) => sum + Math.round((Math.round(Number(row.netAmount) * 100) * 31) / 61),
        0,
      ),
    );
  });

  it('numbers 20 invoices issued at once with 20 consecutive numbers, each once', async () => {
    const db = server.database.db;
    const campaignId = (await campaignRunning(db, sales.id, '2025-06-01', '2025-06-30', 2)).id;
    const drafts: Invoice[] = [];
    for (let day = 1; day <= 20; day += 1) {
      const date = `2025-06-${String(day).padStart(2, '0')}`;
      drafts.push(
        await answerOf<Invoice>(create({ campaignId, periodFrom: date, periodTo: date })),
      );
    }
    const year = Number(businessDay().slice(0, 4));
    const before = (await countOf(db, 'financeNumberRange', { companyId: sales.id, year }))
      ? await nextValue(year)
      : 1;
    const issued = await Promise.all(drafts.map((draft) => answerOf<Invoice>(issue(draft))));
    const numbers = issued.map((invoice) => invoice.number as string);
    expect(new Set(numbers).size).toBe(20);
    const values = numbers.map((number) => Number(number.split('-').at(-1))).sort((a, b) => a - b);
    expect(values).toEqual(Array.from({ length: 20 }, (_, index) => before + index));
    expect(numbers[0]).toMatch(new RegExp(`^RE-${year}-\\d{6}$`));
    expect(await nextValue(year)).toBe(before + 20);
    expect(
      issued.every((invoice) => invoice.state === 'ISSUED' && invoice.issueDate && invoice.dueDate),
    ).toBe(true);
  });

  it('refuses an issue that cannot be done without using a number, and the next issue takes the next one', async () => {
    const db = server.database.db;
    const campaignId = (await campaignRunning(db, sales.id, '2025-08-01', '2025-08-31', 3)).id;
    const first = await answerOf<Invoice>(
      create({ campaignId, periodFrom: '2025-08-01', periodTo: '2025-08-15' }),
    );
    const second = await answerOf<Invoice>(
      create({ campaignId, periodFrom: '2025-08-16', periodTo: '2025-08-31' }),
    );
    const issued = await answerOf<Invoice>(issue(first));
    const year = Number(issued.number?.split('-')[1]);
    const after = await nextValue(year);
    // Issued already: 422, no number taken. A stale version: 412, no number taken.
    const again = expectErrorBody(await issue(issued), 422);
    expect(again.translationKey).toBe('INVOICE_NOT_DRAFT');
    expectErrorBody(await issue({ id: second.id, version: second.version + 5 }), 412);
    expect(await nextValue(year)).toBe(after);
    const next = await answerOf<Invoice>(issue(second));
    expect(Number(next.number?.split('-').at(-1))).toBe(
      Number(issued.number?.split('-').at(-1)) + 1,
    );
    // A bulk issue answers per row: the issued one refused, nothing numbered for it.
    const bulk = await answerOf<BulkResult>(
      call('POST', `${base}/bulk/issue`, { ids: [first.id, 999_999] }),
    );
    expect(bulk.results.map((row) => row.outcome)).toEqual(['REFUSED', 'REFUSED']);
    expect(await nextValue(year)).toBe(after + 1);
    const history = await answerOf<InvoiceDetails>(call('GET', `${base}/${first.id}/details`));
    expect(history.history.map((entry) => entry.action)).toEqual(['CREATED', 'ISSUED']);
  });

  it('runs a month’s invoicing as a background job: a draft per campaign for the month, none twice', async () => {
    const db = server.database.db;
    const campaignId = (await campaignRunning(db, sales.id, '2025-10-15', '2025-11-14', 4)).id;
    const run = () => runInvoices(call, '2025-10');
    await run();
    const drafts = await rowsOf(db, 'invoice', ['periodFrom', 'periodTo', 'state'], { campaignId });
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.state).toBe('DRAFT');
    await run();
    expect(await countOf(db, 'invoice', { campaignId })).toBe(1);
    expectFieldError(
      await call('POST', '/api/ws-finances/invoice-runs', { month: '2025-13' }),
      'month',
    );
    expectErrorBody(
      await call('POST', '/api/ws-finances/invoice-runs', { month: '2025-10' }, tokens.sales),
      403,
    );
  });

  it('lists the open invoices by tab with counts, and searches by number', async () => {
    const open = await answerOf<{ items: Invoice[]; total: number }>(
      call('GET', `${base}?invoiceState=OPEN&limit=100`),
    );
    expect(open.total).toBeGreaterThanOrEqual(22);
    expect(
      open.items.every((invoice) =>
        ['ISSUED', 'PARTIALLY_PAID', 'OVERDUE'].includes(invoice.state),
      ),
    ).toBe(true);
    const counts = await answerOf<Record<string, number>>(call('GET', `${base}/counts`));
    expect(counts.ISSUED).toBe(
      await countOf(server.database.db, 'invoice', { companyId: sales.id, state: 'ISSUED' }),
    );
    const number = open.items[0]?.number as string;
    const found = await answerOf<{ items: Invoice[] }>(
      call('GET', `${base}?invoiceState=ALL&searchFilter=${encodeURIComponent(number)}`),
    );
    expect(found.items.map((invoice) => invoice.number)).toEqual([number]);
  });

  it('answers 403 to a role without invoicing, 404 for another company’s invoice, 422 for bad input', async () => {
    const db = server.database.db;
    const invoice = await rowOf(db, 'invoice', ['id', 'campaignId'], { companyId: sales.id });
    for (const [method, url, body] of [
      ['GET', base, undefined],
      ['GET', `${base}/${invoice.id}`, undefined],
      ['GET', `${base}/${invoice.id}/details`, undefined],
      ['POST', base, { campaignId: invoice.campaignId }],
      ['POST', `${base}/${invoice.id}/issue`, { version: 0 }],
      ['POST', `${base}/bulk/issue`, { ids: [invoice.id] }],
    ] as const) {
      expectErrorBody(await call(method, url, body, tokens.sales), 403);
    }
    // The administrator of another company does not reach the Sales company's invoice.
    expectErrorBody(await call('GET', `${base}/${invoice.id}`, undefined, tokens.admin), 404);
    expectErrorBody(
      await call('GET', `${base}/${invoice.id}/details`, undefined, tokens.admin),
      404,
    );
    expectErrorBody(
      await call('POST', `${base}/${invoice.id}/issue`, { version: 0 }, tokens.admin),
      404,
    );
    expectErrorBody(await create({ campaignId: invoice.campaignId }, tokens.admin), 404);
    const bulk = await answerOf<BulkResult>(
      call('POST', `${base}/bulk/issue`, { ids: [invoice.id] }, tokens.admin),
    );
    expect(bulk.results[0]?.outcome).toBe('REFUSED');
    // Bad input: the spec's 422 shape on the field.
    expectFieldError(await create({ campaignId: 'x' }), 'campaignId');
    expectFieldError(
      await create({ campaignId: invoice.campaignId, periodFrom: '2025-02-30' }),
      'periodFrom',
    );
    expectFieldError(
      await create({
        campaignId: invoice.campaignId,
        periodFrom: '1999-01-01',
        periodTo: '1999-01-31',
      }),
      'periodFrom',
    );
    expectFieldError(await call('POST', `${base}/${invoice.id}/issue`, { version: -1 }), 'version');
    expect((await call('GET', `${base}?invoiceState=SOMETIMES`)).statusCode).toBe(422);
    expect((await call('POST', `${base}/bulk/burn`, { ids: [invoice.id] })).statusCode).toBe(404);
  });
});
