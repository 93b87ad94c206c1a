import type {
  AccountFinancial,
  CompanyConfig,
  CreditNote,
  ListPriceChange,
  PositionFinancial,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { setAuditActor } from '../src/db/audit-actor.ts';
import type { Db } from '../src/db/database.ts';
import { dunCompany, dunningJob } from '../src/services/finances/dunning.ts';
import { daysOverdue, defaultInterest } from '../src/services/finances/dunning-rules.ts';
import { answerOf, callsAs } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { rowOf, rowsOf } from './support/rows.ts';
import { expectErrorBody, userIdOf } from './support/sales.ts';

// Credit notes with four eyes, the list-price audit and the compliance views, and dunning
// (issue 38 part 4; DOMAIN2 §1.3, §1.6, §8.4). Days are fixed: the dunning runs on given days,
// never today's.

const notes = '/api/ws-compliance/credit-notes';

/** The error answer of a refusal: its status and its code (translationKey). */
function refused(
  response: Parameters<typeof expectErrorBody>[0],
  status: number,
  translationKey: string,
) {
  expect(expectErrorBody(response, status).translationKey).toBe(translationKey);
}
const invoices = '/api/ws-finances/invoices';

describeOnLanes('compliance', ['finance', 'sales', 'admin'], ({ server, tokens }) => {
  const sales = seededCompany(server, 'Adconsole Sales');
  const call = callsAs(server, () => tokens.finance);
  const db = () => server.database.db as unknown as Db;
  /** The admin acting for the Sales company: the second person. */
  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    server.request({
      method,
      url,
      token: tokens.admin,
      company: sales,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** Numbered CHF invoices of the Sales company made issued and unpaid, `count` after `skip`. */
  const issuedInvoices = async (skip: number, count: number) => {
    const rows = await db()
      .selectFrom('invoice')
      .select(['id', 'number', 'total', 'version', 'accountId'])
      .where('companyId', '=', sales.id)
      .where('number', 'is not', null)
      .where('docType', '=', 'INVOICE')
      .where('currency', '=', 'CHF')
      .where('total', '>', 1000)
      // Not one the demo data asked a credit note for.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('creditNote as c').select('c.id').whereRef('c.invoiceId', '=', 'invoice.id'),
          ),
        ),
      )
      .orderBy('id')
      .offset(skip)
      .limit(count)
      .execute();
    if (rows.length < count) throw new Error(`the demo data has no ${skip + count} invoices`);
    await db()
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
  const request = (id: number, version: number, kind = 'CANCELLATION', token?: string) =>
    call(
      'POST',
      `${invoices}/${id}/credit-note`,
      { kind, reason: 'Doppelt verrechnet', version },
      token,
    );

  it('four eyes: the requester cannot approve or reject; a second person approves, the invoice is CANCELLED with a numbered credit note', async () => {
    const [invoice] = await issuedInvoices(0, 1);
    if (!invoice) throw new Error('no invoice');
    const note = await answerOf<CreditNote>(request(invoice.id, invoice.version));
    expect(note).toMatchObject({
      state: 'PENDING_APPROVAL',
      number: null,
      kind: 'CANCELLATION',
      invoiceNumber: invoice.number,
      total: Number(invoice.total),
      requestedBy: 'Franziska Zahl',
    });
    // "nobody approves their own request, the server refuses it"
    const own = await call('POST', `${notes}/${note.id}/approve`, { version: note.version });
    refused(own, 422, 'CREDIT_NOTE_OWN_REQUEST');
    expect(own.json().formErrors).toEqual([
      'Whoever requested a credit note cannot approve or reject it (four eyes).',
    ]);
    const ownReject = await call('POST', `${notes}/${note.id}/reject`, {
      version: note.version,
      note: 'nein',
    });
    refused(ownReject, 422, 'CREDIT_NOTE_OWN_REQUEST');
    expect((await rowOf(db(), 'invoice', ['state'], { id: invoice.id })).state).toBe('ISSUED');
    expect((await rowOf(db(), 'creditNote', ['state'], { id: note.id })).state).toBe(
      'PENDING_APPROVAL',
    );
    // The stranger's "Versenden" while the credit note waits: the send is refused, dry run or
    // not, with the bulk row's refusal (an approval cancels the invoice), and no mail is written.
    const mailsBefore = await db().selectFrom('mailOutbox').select('id').execute();
    for (const dryRun of [true, false]) {
      const send = await answerOf<{ results: { outcome: string; translationKey?: string }[] }>(
        call('POST', `${invoices}/bulk/send`, { ids: [invoice.id], dryRun }),
      );
      expect(send.results).toEqual([
        expect.objectContaining({
          outcome: 'REFUSED',
          translationKey: 'INVOICE_CREDIT_NOTE_PENDING',
          reason: 'A credit note of this invoice waits for approval',
        }),
      ]);
    }
    expect(await db().selectFrom('mailOutbox').select('id').execute()).toHaveLength(
      mailsBefore.length,
    );

    const approved = await answerOf<CreditNote>(
      asAdmin('POST', `${notes}/${note.id}/approve`, { version: note.version }),
    );
    expect(approved.state).toBe('APPROVED');
    expect(approved.number).toMatch(/^GS-\d{4}-\d{6}$/);
    expect(approved.decidedBy).not.toBeNull();
    const cancelled = await rowOf(db(), 'invoice', ['state', 'number'], { id: invoice.id });
    // The original keeps its number (never reissued), its state is CANCELLED.
    expect(cancelled).toEqual({ state: 'CANCELLED', number: invoice.number });
    const events = await rowsOf(db(), 'invoiceEvent', ['action', 'toState'], {
      invoiceId: invoice.id,
    });
    expect(events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['CREDIT_NOTE_REQUESTED', 'CANCELLED']),
    );
    // Cancelled: no second credit note.
    refused(await request(invoice.id, invoice.version + 1), 422, 'CREDIT_NOTE_INVOICE_STATE');
    // Its PDF, and the list under compliance.
    const pdf = await call('GET', `${notes}/${note.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const listed = await answerOf<{ items: CreditNote[] }>(
      call('GET', `${notes}?state=APPROVED&searchFilter=${approved.number}`),
    );
    expect(listed.items.map((item) => item.id)).toEqual([note.id]);
  });

  it('credit-note numbers are gap-free and unique when approved at once; a rejected request takes none', async () => {
    const rows = await issuedInvoices(1, 4);
    const requested = await Promise.all(
      rows.map((row) => answerOf<CreditNote>(request(row.id, row.version))),
    );
    const [rejected, ...rest] = requested;
    if (!rejected) throw new Error('no request');
    // A rejection needs a note; with one, the invoice stays and no number is taken.
    const bare = await asAdmin('POST', `${notes}/${rejected.id}/reject`, {
      version: rejected.version,
    });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().fieldErrors).toEqual({ note: 'A rejection needs a reason.' });
    const no = await answerOf<CreditNote>(
      asAdmin('POST', `${notes}/${rejected.id}/reject`, {
        version: rejected.version,
        note: 'Rechnung ist korrekt',
      }),
    );
    expect(no).toMatchObject({ state: 'REJECTED', number: null });
    const approved = await Promise.all(
      rest.map((note) =>
        answerOf<CreditNote>(
          asAdmin('POST', `${notes}/${note.id}/approve`, { version: note.version }),
        ),
      ),
    );
    const numbers = approved.map((note) => Number(note.number?.slice(-6))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(3);
    // Consecutive: the highest is the lowest plus four.
    const [lowest = 0] = numbers;
    expect(numbers).toEqual([0, 1, 2].map((step) => lowest + step));
    // Deciding twice is refused.
    const again = await asAdmin('POST', `${notes}/${rejected.id}/approve`, {
      version: no.version,
    });
    refused(again, 422, 'CREDIT_NOTE_DECIDED');
  });

  it('a correction opens a draft copy of the invoice once approved', async () => {
    const [invoice] = await issuedInvoices(5, 1);
    if (!invoice) throw new Error('no invoice');
    const note = await answerOf<CreditNote>(request(invoice.id, invoice.version, 'CORRECTION'));
    const approved = await answerOf<CreditNote>(
      asAdmin('POST', `${notes}/${note.id}/approve`, { version: note.version }),
    );
    expect(approved.correctionInvoiceId).not.toBeNull();
    const copy = await rowOf(db(), 'invoice', ['state', 'number', 'total'], {
      id: approved.correctionInvoiceId,
    });
    expect(copy).toMatchObject({ state: 'DRAFT', number: null });
    expect(Number(copy.total)).toBe(Number(invoice.total));
  });

  it('roles, company and bad input', async () => {
    const [invoice] = await issuedInvoices(6, 1);
    if (!invoice) throw new Error('no invoice');
    expect(
      (await request(invoice.id, invoice.version, 'CANCELLATION', tokens.sales)).statusCode,
    ).toBe(403);
    expect((await call('GET', notes, undefined, tokens.sales)).statusCode).toBe(403);
    const bad = await call('POST', `${invoices}/${invoice.id}/credit-note`, {
      kind: 'REFUND',
      reason: '',
      version: invoice.version,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['kind', 'reason']);
    expectErrorBody(await request(invoice.id, invoice.version + 5), 412);
    // The admin's own company has no such invoice.
    expect(
      (await request(invoice.id, invoice.version, 'CANCELLATION', tokens.admin)).statusCode,
    ).toBe(404);
    // A draft is not credited.
    const draft = await db()
      .selectFrom('invoice')
      .select(['id', 'version'])
      .where('companyId', '=', sales.id)
      .where('state', '=', 'DRAFT')
      .executeTakeFirstOrThrow();
    refused(await request(draft.id, draft.version), 422, 'CREDIT_NOTE_INVOICE_STATE');
  });

  it('a list-price change writes an audit row (who, when, old → new) that nobody can change or delete', async () => {
    const item = await db()
      .selectFrom('priceListItem')
      .select(['id', 'listPrice'])
      .where('companyId', '=', sales.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const financeId = await userIdOf(db(), 'finance@example.com');
    const newPrice = (Number(item.listPrice) + 12.5).toFixed(2);
    await db()
      .transaction()
      .execute(async (trx) => {
        await setAuditActor(trx, financeId);
        await trx
          .updateTable('priceListItem')
          .set({ listPrice: newPrice })
          .where('id', '=', item.id)
          .execute();
      });
    // The newest row of the price (the demo data changed some prices already).
    const change = (
      await rowsOf(
        db(),
        'listPriceChange',
        ['id', 'oldPrice', 'newPrice', 'actorUserId', 'action'],
        { priceListItemId: item.id },
        ['id', 'desc'],
      )
    )[0];
    expect(change).toMatchObject({ action: 'UPDATE', actorUserId: financeId });
    expect(Number(change?.oldPrice)).toBe(Number(item.listPrice));
    expect(Number(change?.newPrice)).toBe(Number(newPrice));
    // The application's own role: refused by the trigger, and the privileges revoked.
    const refused = /cannot be changed or deleted/;
    await expect(
      sql`update list_price_change set new_price = 1 where id = ${change?.id}`.execute(db()),
    ).rejects.toThrow(refused);
    await expect(
      sql`delete from list_price_change where id = ${change?.id}`.execute(db()),
    ).rejects.toThrow(refused);
    await expect(sql`truncate list_price_change`.execute(db())).rejects.toThrow(refused);
    const grants = await sql<{ privilege: string }>`
      select privilege_type as privilege from information_schema.role_table_grants
      where table_name = 'list_price_change' and grantee in (current_user, 'PUBLIC')
        and privilege_type in ('UPDATE', 'DELETE', 'TRUNCATE')`.execute(db());
    expect(grants.rows).toEqual([]);
    // The compliance list names the person and the change.
    const listed = await answerOf<{ items: ListPriceChange[] }>(
      call('GET', '/api/ws-compliance/list-price-changes'),
    );
    const shown = listed.items.find((row) => row.id === change?.id);
    expect(shown).toMatchObject({ actorName: 'Franziska Zahl', action: 'UPDATE' });
  });

  it('position financials: a position sold 35 % under list shows, and a later list-price edit does not change its deviation', async () => {
    const position = await db()
      .selectFrom('campaignPosition')
      .select(['id', 'unitListPrice', 'quantity', 'priceListItemId'])
      .where('companyId', '=', sales.id)
      .where('status', 'not in', ['DELETED', 'DECLINED'])
      .where('unitListPrice', '>', '10')
      .where('priceListItemId', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const list = Number(position.unitListPrice) * Number(position.quantity);
    await db()
      .updateTable('campaignPosition')
      .set({ netAmount: (list * 0.65).toFixed(2) })
      .where('id', '=', position.id)
      .execute();
    const shown = async () =>
      (
        await answerOf<{ items: PositionFinancial[] }>(
          call('GET', '/api/ws-compliance/position-financials?minUnderList=35&limit=100'),
        )
      ).items.find((row) => row.id === position.id);
    expect((await shown())?.deviationPercent).toBe(-35);
    await db()
      .updateTable('priceListItem')
      .set({ listPrice: '1.00' })
      .where('id', '=', position.priceListItemId as number)
      .execute();
    expect((await shown())?.deviationPercent).toBe(-35);
    expect(
      (await call('GET', '/api/ws-compliance/position-financials', undefined, tokens.sales))
        .statusCode,
    ).toBe(403);
  });

  it('dunning by days after due with a fixed day: OVERDUE, the level reached, the reminder mailed in the account’s language', async () => {
    const [invoice] = await issuedInvoices(7, 1);
    if (!invoice) throw new Error('no invoice');
    // Only this invoice is unpaid, due on 01.03.2025; its account reads French and agreed fees.
    await db()
      .updateTable('invoice')
      .set({ state: 'PAID' })
      .where('companyId', '=', sales.id)
      .where('id', '<>', invoice.id)
      .where('state', 'in', ['ISSUED', 'PARTIALLY_PAID', 'OVERDUE'])
      .execute();
    // The demo data's dunning run may have reminded it already.
    await db().deleteFrom('dunningReminder').where('invoiceId', '=', invoice.id).execute();
    await db()
      .updateTable('invoice')
      .set({ dueDate: '2025-03-01', issueDate: '2025-01-30', dunningLevel: 0 })
      .where('id', '=', invoice.id)
      .execute();
    await db()
      .updateTable('account')
      .set({ language: 'fr', email: 'compta@exemple.ch', reminderFeesAgreed: true })
      .where('id', '=', invoice.accountId)
      .execute();
    const run = (day: string) =>
      db()
        .transaction()
        .execute((trx) => dunCompany(trx, sales.id, day));

    // The job's plan for a fixed clock names the company and the day.
    const plan = await dunningJob(() => new Date('2025-03-05T07:00:00Z')).plan({
      db: db(),
      runId: 0,
      attempt: 1,
      maxAttempts: 3,
      parameters: {},
      log: async () => {},
    });
    expect(plan.map((item) => item.key)).toEqual([`2025-03-05/${sales.id}`]);

    expect(await run('2025-03-01')).toEqual({ overdue: 0, reminders: 0 });
    expect(await run('2025-03-05')).toEqual({ overdue: 1, reminders: 0 });
    expect((await rowOf(db(), 'invoice', ['state'], { id: invoice.id })).state).toBe('OVERDUE');
    // 11 days late: the first level (10 days), free.
    expect(await run('2025-03-12')).toEqual({ overdue: 0, reminders: 1 });
    const first = await rowOf(
      db(),
      'dunningReminder',
      ['level', 'fee', 'interest', 'mailId', 'language'],
      {
        invoiceId: invoice.id,
      },
    );
    const open = Number(invoice.total);
    expect(first).toMatchObject({ level: 1, language: 'fr' });
    expect(Number(first.fee)).toBe(0);
    expect(Number(first.interest)).toBe(
      defaultInterest(open, daysOverdue('2025-03-01', '2025-03-12')),
    );
    const mail = await rowOf(db(), 'mailOutbox', ['recipient', 'subject', 'language', 'template'], {
      id: first.mailId,
    });
    expect(mail).toEqual({
      recipient: 'compta@exemple.ch',
      subject: `1e rappel pour la facture ${invoice.number}`,
      language: 'fr',
      template: 'DUNNING_REMINDER',
    });
    expect(await run('2025-03-12')).toEqual({ overdue: 0, reminders: 0 });
    // 45 days late: straight to the last level, with its fee (agreed) and the booking block.
    expect(await run('2025-04-15')).toEqual({ overdue: 0, reminders: 1 });
    const last = await rowsOf(db(), 'dunningReminder', ['level', 'fee', 'blocksBooking'], {
      invoiceId: invoice.id,
    });
    expect(last.map((row) => row.level)).toEqual([1, 3]);
    expect(Number(last[1]?.fee)).toBe(3000);
    const account = await rowOf(db(), 'account', ['bookingBlockedAt'], { id: invoice.accountId });
    expect(account.bookingBlockedAt).not.toBeNull();

    // Account financials: the account's overdue amount and level.
    const financials = await answerOf<{ items: AccountFinancial[] }>(
      call('GET', '/api/ws-compliance/account-financials?overdueOnly=true&limit=100'),
    );
    expect(financials.items.find((row) => row.accountId === invoice.accountId)).toMatchObject({
      overdue: open,
      dunningLevel: 3,
      bookingBlocked: true,
    });
  });

  it('keeps the dunning levels in the company config: by days after due, numbered in that order', async () => {
    const configs = await answerOf<{ items: CompanyConfig[] }>(
      asAdmin('GET', '/api/ws-finances/company-configs?currency=CHF'),
    );
    const config = configs.items[0];
    if (!config) throw new Error('no CHF config');
    expect(config.dunningLevels.map((level) => level.daysAfterDue)).toEqual([10, 25, 40]);
    expect(config.defaultInterestPercent).toBe(5);
    const {
      id,
      name: _name,
      referenceType: _reference,
      createdAt: _created,
      updatedAt: _updated,
      dunningLevels: _levels,
      ...write
    } = config;
    const updated = await answerOf<CompanyConfig>(
      asAdmin('PUT', `/api/ws-finances/company-configs/${id}`, {
        ...write,
        dunningLevels: [
          { level: 2, daysAfterDue: 30, fee: 2500, blocksBooking: true },
          { level: 1, daysAfterDue: 14, fee: 0, blocksBooking: false },
        ],
        defaultInterestPercent: 5,
      }),
    );
    expect(updated.dunningLevels).toEqual([
      { level: 1, daysAfterDue: 14, fee: 0, blocksBooking: false },
      { level: 2, daysAfterDue: 30, fee: 2500, blocksBooking: true },
    ]);
    const bad = await asAdmin('PUT', `/api/ws-finances/company-configs/${id}`, {
      ...write,
      version: updated.version,
      dunningLevels: [{ level: 1, daysAfterDue: 0, fee: -5, blocksBooking: false }],
    });
    expect(bad.statusCode).toBe(422);
  });

  it('a campaign of an account blocked by the last dunning level is booked against prepayment', async () => {
    const campaign = await db()
      .selectFrom('campaign as c')
      .select(['c.id', 'c.version', 'c.invoicingAccountId'])
      .where('c.companyId', '=', sales.id)
      .where('c.status', '=', 'OFFERED')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('campaignPosition as p')
            .select('p.id')
            .whereRef('p.campaignId', '=', 'c.id')
            .where('p.status', '<>', 'DELETED'),
        ),
      )
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('account')
      .set({ bookingBlockedAt: new Date('2025-04-15T06:00:00Z') })
      .where('id', '=', campaign.invoicingAccountId)
      .execute();
    const booked = await answerOf<{ status: string }>(
      call(
        'PUT',
        `/api/ws-order/campaigns/${campaign.id}/status`,
        { version: campaign.version, status: 'BOOKED', acceptWarnings: true },
        tokens.sales,
      ),
    );
    expect(booked.status).toBe('PREPAYMENT');
  });

  it('exports the credit notes in the reader’s language', async () => {
    const answer = await call(
      'GET',
      `${notes}/export?format=csv&language=de&columns=number,state,accountName,total`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body.split('\n')[0]).toContain('Rechnungskunde');
    expect(answer.body).toContain('Genehmigt');
  });
});
