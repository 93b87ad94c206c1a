import {
  type BulkResult,
  businessDay,
  type CompanyConfig,
  type Invoice,
  type InvoiceDetails,
  type InvoiceRunPreview,
  type MailDetail,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { scopeOf } from '../src/kit/scope.ts';
import { invoiceFilters } from '../src/services/finances/invoices.ts';
import { answerOf, callsAs } from './support/calls.ts';
import { campaignRunning } from './support/finances.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { pdfText } from './support/pdf-text.ts';
import { findRow, rowOf, rowsOf, updateRow } from './support/rows.ts';
import { expectErrorBody, expectFieldError } from './support/sales.ts';
import { until } from './support/waiting.ts';

// What a new finance user hit on the invoices (issue 38, session 9), each with the check that
// failed before its fix: the search that hung after a month's run, the bulk send that said
// "wird geändert", the bare INVOICE mail, a German IBAN on a CHF QR config, the running month
// offered to the run, the totals of two currencies sorted as one, the seeding day as history.

const invoices = '/api/ws-finances/invoices';

describeOnLanes('invoices as a new finance user', ['finance', 'admin'], ({ server, tokens }) => {
  const sales = seededCompany(server, 'Adconsole Sales');
  const call = callsAs(server, () => tokens.finance);

  it('searches with each account and campaign subquery run once, not once per invoice', async () => {
    // The search after a run of ~1,300 drafts took more than 150 s: the subqueries named
    // `company_id = invoice.company_id`, which made them run again for every invoice.
    const db = server.database.db;
    const rows = scopeOf(db, sales.id).rows('invoice', db).selectAll();
    const query = invoiceFilters.searchFilter(rows, 'alp').compile();
    const plan = await sql
      .raw<{ 'QUERY PLAN': string }>(
        `explain ${query.sql.replace(/\$(\d+)/g, (_, index: string) => {
          const value = query.parameters[Number(index) - 1];
          return typeof value === 'number' ? String(value) : `'${String(value)}'`;
        })}`,
      )
      .execute(db);
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    // Each read once before the invoices (an InitPlan), none again per invoice (a SubPlan).
    expect(text).toMatch(/InitPlan 1/);
    expect(text).toMatch(/InitPlan 2/);
    expect(text).not.toMatch(/SubPlan/);
    // And it still finds by number, account and campaign.
    const invoice = await rowOf(db, 'invoice', ['number', 'accountId', 'campaignId'], {
      companyId: sales.id,
      state: 'PAID',
    });
    const account = await rowOf(db, 'account', 'displayName', { id: invoice.accountId });
    const campaign = await rowOf(db, 'campaign', 'name', { id: invoice.campaignId });
    for (const text of [invoice.number, account.displayName, campaign.name]) {
      const page = await answerOf<{ items: Invoice[] }>(
        call('GET', `${invoices}?invoiceState=ALL&searchFilter=${encodeURIComponent(text ?? '')}`),
      );
      expect(page.items.length, text ?? '').toBeGreaterThan(0);
    }
  });

  it('sends an issued invoice with a mail in its language (greeting, number, amount, due day, PDF), saying to whom before and after', async () => {
    const db = server.database.db;
    // One without a credit note waiting for approval: such an invoice is not sent (session 10).
    const issued = await db
      .selectFrom('invoice')
      .select(['id', 'number', 'accountId', 'total', 'currency', 'dueDate'])
      .where('companyId', '=', sales.id)
      .where('state', '=', 'OVERDUE')
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
    await updateRow(db, 'account', issued.accountId, { email: 'buchhaltung@kunde.example' });
    await updateRow(db, 'invoice', issued.id, { language: 'fr' });
    const send = (dryRun: boolean) =>
      answerOf<BulkResult>(call('POST', `${invoices}/bulk/send`, { ids: [issued.id], dryRun }));
    // The dry run says where the mail goes (the console: "Sera envoyée · à …").
    expect((await send(true)).results[0]).toMatchObject({
      outcome: 'DONE',
      name: issued.number,
      context: 'buchhaltung@kunde.example',
    });
    expect((await send(false)).results[0]).toMatchObject({
      outcome: 'DONE',
      context: 'buchhaltung@kunde.example',
    });
    const [mail] = await rowsOf(db, 'mailOutbox', '*', {
      relatedType: 'invoice',
      relatedId: issued.id,
    });
    expect(mail).toMatchObject({ template: 'INVOICE', language: 'fr' });
    const config = await rowOf(db, 'financeCompanyConfig', 'legalName', {
      companyId: sales.id,
      currency: issued.currency,
    });
    expect(mail?.subject).toBe(`Facture ${issued.number} · ${config.legalName}`);
    expect(mail?.body).toContain('Bonjour');
    expect(mail?.body).toContain(`notre facture ${issued.number}`);
    expect(mail?.body).toMatch(new RegExp(`${issued.currency} \\d[\\d']*\\.\\d\\d`));
    const due = String(
      issued.dueDate instanceof Date ? issued.dueDate.toISOString() : issued.dueDate,
    );
    expect(mail?.body).toContain(`${due.slice(8, 10)}.${due.slice(5, 7)}.${due.slice(0, 4)}`);
    const attachment = await rowOf(db, 'mailAttachment', 'fileName', { mailId: mail?.id });
    expect(attachment.fileName).toBe(`${issued.number}.pdf`);
    // The French PDF names the tax in French: the UID with TVA, not the config's "MWST".
    const pdf = await pdfText(
      new Uint8Array((await call('GET', `${invoices}/${issued.id}/pdf`)).rawPayload),
    );
    const uid = await rowOf(db, 'financeCompanyConfig', 'vatNumber', {
      companyId: sales.id,
      currency: issued.currency,
    });
    expect(uid.vatNumber).toMatch(/ MWST$/);
    expect(pdf).toContain(`${uid.vatNumber?.replace(/ MWST$/, '')} TVA`);
    expect(pdf).not.toContain('MWST');
    // The mail console names the invoice by its number.
    const detail = await answerOf<MailDetail>(
      callsAs(server, () => tokens.admin)('GET', `/api/ws-mail/mails/${mail?.id}`),
    );
    expect(detail.relatedName).toBe(issued.number);
    // The history shows it sent.
    const events = await rowsOf(db, 'invoiceEvent', 'action', { invoiceId: issued.id });
    expect(events.map((event) => event.action)).toContain('SENT');
  });

  it('refuses a German IBAN (or QR-IBAN) for a CHF config: the QR-bill takes CH and LI accounts only', async () => {
    const adminCall = callsAs(server, () => tokens.admin);
    const page = await answerOf<{ items: CompanyConfig[] }>(
      adminCall('GET', '/api/ws-finances/company-configs'),
    );
    const chf = page.items.find((config) => config.currency === 'CHF') as CompanyConfig;
    const { id, name: _n, referenceType: _r, createdAt: _c, updatedAt: _u, ...write } = chf;
    const put = (body: unknown) => adminCall('PUT', `/api/ws-finances/company-configs/${id}`, body);
    const message = expectFieldError(
      await put({ ...write, qrIban: null, iban: 'DE89370400440532013000' }),
      'iban',
    );
    // The keyed message, in the four languages (server-messages.test checks each has it).
    expect(message).toBe(
      'A CHF configuration is paid through the QR-bill, which takes Swiss and Liechtenstein accounts only (CH or LI).',
    );
    expectFieldError(
      await put({ ...write, iban: null, qrIban: 'DE89370400440532013000' }),
      'qrIban',
    );
    // A EUR config keeps its German IBAN (no QR-bill there: the bank details as a sentence).
    const eur = page.items.find((config) => config.currency === 'EUR') as CompanyConfig;
    const {
      id: eurId,
      name: _e,
      referenceType: _er,
      createdAt: _ec,
      updatedAt: _eu,
      ...eurWrite
    } = eur;
    const saved = await adminCall('PUT', `/api/ws-finances/company-configs/${eurId}`, {
      ...eurWrite,
      iban: 'DE89370400440532013000',
      qrIban: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('runs the invoicing of ended months only', async () => {
    expectFieldError(
      await call('POST', '/api/ws-finances/invoice-runs', { month: businessDay().slice(0, 7) }),
      'month',
    );
  });

  it('previews a month’s run (campaigns and net per currency) that the run then bills to the Rappen', async () => {
    const db = server.database.db;
    const campaignId = (await campaignRunning(db, sales.id, '2025-09-10', '2025-10-20', 2)).id;
    const preview = await answerOf<InvoiceRunPreview>(
      call('POST', '/api/ws-finances/invoice-runs/preview', { month: '2025-09' }),
    );
    expect(preview.campaigns).toBeGreaterThan(0);
    expect(preview.campaigns).toBe(
      preview.currencies.reduce((sum, currency) => sum + currency.campaigns, 0),
    );
    expectFieldError(
      await call('POST', '/api/ws-finances/invoice-runs/preview', {
        month: businessDay().slice(0, 7),
      }),
      'month',
    );
    const { jobId } = await answerOf<{ jobId: number }>(
      call('POST', '/api/ws-finances/invoice-runs', { month: '2025-09' }),
    );
    await until(
      async () =>
        ['COMPLETED', 'FAILED'].includes(
          (await answerOf<{ state: string }>(call('GET', `/api/ws-batch/jobs/${jobId}/progress`)))
            .state,
        ),
      60_000,
      250,
    );
    const drafts = await rowsOf(db, 'invoice', ['currency', 'netTotal', 'campaignId'], {
      companyId: sales.id,
      // September's drafts (a campaign that starts in the month bills from its start).
      periodFrom: ['>=', '2025-09-01'],
      periodTo: ['<=', '2025-09-30'],
      state: 'DRAFT',
      // The run's drafts (the seed's own carry no user).
      createdByUserId: ['is not', null],
    });
    for (const sum of preview.currencies) {
      const written = drafts.filter((draft) => draft.currency === sum.currency);
      expect(written.length).toBe(sum.campaigns);
      expect(written.reduce((total, draft) => total + Number(draft.netTotal), 0)).toBe(sum.net);
    }
    expect(drafts.map((draft) => draft.campaignId)).toContain(campaignId);
    // Nothing is left for the month: the preview says so.
    const again = await answerOf<InvoiceRunPreview>(
      call('POST', '/api/ws-finances/invoice-runs/preview', { month: '2025-09' }),
    );
    expect(again.currencies.find((sum) => sum.currency === 'CHF')?.campaigns ?? 0).toBe(0);
  });

  it('corrects a draft’s line texts (history EDITED) and discards a draft; an issued invoice refuses both', async () => {
    const db = server.database.db;
    const campaign = await campaignRunning(db, sales.id, '2025-08-04', '2025-08-24', 3);
    const campaignId = campaign.id;
    // A French account's draft names each service as its product in French (a French PDF
    // kept "1/2 Seite quer"); a position named by hand keeps its name.
    await updateRow(db, 'account', campaign.invoicingAccountId, { language: 'fr' });
    const positions = await rowsOf(db, 'campaignPosition', ['id', 'name', 'productId'], {
      campaignId,
      status: ['not in', ['DELETED', 'DECLINED']],
    });
    const draft = await answerOf<Invoice>(call('POST', invoices, { campaignId }));
    const details = await answerOf<InvoiceDetails>(call('GET', `${invoices}/${draft.id}/details`));
    for (const position of positions) {
      const product = await rowOf(db, 'product', ['name', 'nameFr'], { id: position.productId });
      const shown = details.lines.find((line) => line.campaignPositionId === position.id);
      expect(shown?.description).toBe(
        product.name === position.name && product.nameFr ? product.nameFr : position.name,
      );
    }
    expect(
      details.lines.some(
        (shown) => !positions.some((position) => position.name === shown.description),
      ),
    ).toBe(true);
    const [line] = details.lines;
    const edited = await answerOf<Invoice>(
      call('PUT', `${invoices}/${draft.id}/lines`, {
        version: draft.version,
        lines: [{ id: line?.id, description: 'Bannière Romandie, août' }],
      }),
    );
    expect(edited.version).toBe(draft.version + 1);
    const after = await answerOf<InvoiceDetails>(call('GET', `${invoices}/${draft.id}/details`));
    expect(after.lines[0]).toMatchObject({
      description: 'Bannière Romandie, août',
      netAmount: line?.netAmount,
    });
    expect(after.history.map((entry) => entry.action)).toEqual(['CREATED', 'EDITED']);
    // A stale version, an empty text, another invoice's line: refused, nothing changed.
    expect(
      (
        await call('PUT', `${invoices}/${draft.id}/lines`, {
          version: draft.version,
          lines: [{ id: line?.id, description: 'x' }],
        })
      ).statusCode,
    ).toBe(412);
    expectFieldError(
      await call('PUT', `${invoices}/${draft.id}/lines`, {
        version: edited.version,
        lines: [{ id: 1, description: 'Fremd' }],
      }),
      'lines',
    );
    const issued = await rowOf(db, 'invoice', ['id', 'version'], {
      companyId: sales.id,
      state: 'PAID',
    });
    expectErrorBody(
      await call('POST', `${invoices}/${issued.id}/discard`, { version: issued.version }),
      422,
    );
    // Discarded: gone with its lines, and the campaign's period can be billed again.
    const discarded = await call('POST', `${invoices}/${draft.id}/discard`, {
      version: edited.version,
    });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(await findRow(db, 'invoice', 'id', { id: draft.id })).toBeUndefined();
    const again = await answerOf<Invoice>(call('POST', invoices, { campaignId }));
    expect(again.state).toBe('DRAFT');
  });

  it('sorts by total within each currency: every franc total before every euro total', async () => {
    const page = await answerOf<{ items: Invoice[] }>(
      call('GET', `${invoices}?invoiceState=ALL&sort=total&order=ASC&limit=100`),
    );
    const currencies = page.items.map((invoice) => invoice.currency);
    expect(currencies.join(',')).toMatch(/^(CHF,)*(CHF|EUR)?(,EUR)*$/);
    for (const currency of ['CHF', 'EUR']) {
      const totals = page.items.filter((i) => i.currency === currency).map((i) => i.total);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
    }
  });

  it('tells each seeded invoice’s history on its own days, not the seeding’s', async () => {
    const db = server.database.db;
    const issued = await rowsOf(db, 'invoice', ['id', 'issueDate', 'periodTo'], {
      companyId: sales.id,
      state: 'PAID',
    });
    expect(issued.length).toBeGreaterThan(0);
    for (const invoice of issued) {
      const events = await rowsOf(db, 'invoiceEvent', ['action', 'at'], {
        invoiceId: invoice.id,
      });
      const day = (value: Date | string) =>
        (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);
      expect(events.map((event) => event.action)).toEqual(
        expect.arrayContaining(['CREATED', 'ISSUED', 'SENT']),
      );
      // A PAYMENT entry comes with its payment, on the bank's booking day (seed/payments.ts).
      for (const event of events.filter((entry) => entry.action !== 'PAYMENT')) {
        expect(day(event.at), event.action).toBe(day(invoice.issueDate as Date));
      }
    }
  });
});
