import type {
  BulkResult,
  MailTemplateAnswer,
  Promotion,
  PromotionContact,
  PromotionMailing,
  PromotionMailPreview,
} from '@adconsole/api/contracts';
import { pageOf, promotionContactSchema } from '@adconsole/api/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { phaseOf } from '../src/services/promotions/promotions.ts';
import { answerOf, callsAs } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { rowOf, rowsOf, updateRow } from './support/rows.ts';
import {
  companyNamed,
  expectErrorBody,
  expectFieldError,
  freshAccount,
  germanTemplate,
  PDF,
} from './support/sales.ts';

// Sales promotions (spec 3 §2.6, §3, §5, §7, §9): create with the date rules, the list's
// filters, accounts and contacts added per row, the mail template sanitised, attachments as
// base64, the mailing as a job into the outbox in each contact's language, bounces, the
// report as a real .xlsx; each with roles, company and bad input.

const base = '/api/ws-funnel/promotions';

describeOnLanes(
  'sales promotions',
  ['sales', 'admin', 'ops', 'companyadmin'],
  ({ server, tokens }) => {
    const salesCompany = seededCompany(server, 'Adconsole Sales');

    const call = callsAs(server, () => tokens.sales);
    const ok = answerOf;
    const create = (body: Record<string, unknown> = {}) =>
      ok<Promotion>(
        call('POST', base, {
          name: 'Herbstaktion Gewerbe',
          startDate: '2026-09-01',
          endDate: '2026-10-31',
          ...body,
        }),
      );
    const emptyTemplate = { ...germanTemplate('', ''), attachmentIds: [] as number[] };

    it('seeds promotions in every phase, one of them large, with a template', async () => {
      const page = await ok<{ items: Promotion[] }>(call('GET', `${base}?limit=100`));
      const phases = new Set(page.items.map((promotion) => promotion.phase));
      expect([...phases].sort()).toEqual([
        'canceled',
        'finished',
        'inactive',
        'planned',
        'running',
      ]);
      const large = page.items.find((promotion) =>
        promotion.name.startsWith('Grosskunden-Mailing'),
      );
      // 20,000 at full scale; the small scale keeps 200.
      expect(large?.contactsCount).toBe(200);
      expect(large?.hasTemplate).toBe(true);
      expect(page.items.some((promotion) => promotion.deadlinePassed)).toBe(true);
    });

    it('answers each date rule of spec 3 §5 on its field', async () => {
      const post = (body: Record<string, unknown>) =>
        call('POST', base, { name: 'Datumstest', ...body });
      expect(expectFieldError(await post({}), 'startDate')).toBe('Start and end date are required');
      expect(expectFieldError(await post({ endDate: '2026-05-01' }), 'startDate')).toBe(
        'The start date is required',
      );
      expect(expectFieldError(await post({ startDate: '2026-05-01' }), 'endDate')).toBe(
        'The end date is required',
      );
      expect(
        expectFieldError(await post({ startDate: '2026-05-02', endDate: '2026-05-01' }), 'endDate'),
      ).toBe('The start date must be before the end date');
      // The same day is allowed.
      const same = await create({ startDate: '2026-05-01', endDate: '2026-05-01' });
      expect(same.startDate).toBe('2026-05-01');
      expect(
        expectFieldError(
          await post({ startDate: '2026-02-30', endDate: '2026-05-01' }),
          'startDate',
        ),
      ).toBeTruthy();
    });

    it('derives the phase from status and dates, and filters the list by it', async () => {
      expect(
        phaseOf(
          { status: 'canceled', startDate: '2026-01-01', endDate: '2026-12-31' },
          '2026-06-01',
        ),
      ).toBe('canceled');
      expect(
        phaseOf(
          { status: 'inactive', startDate: '2026-01-01', endDate: '2026-12-31' },
          '2026-06-01',
        ),
      ).toBe('inactive');
      expect(
        phaseOf({ status: 'active', startDate: '2026-07-01', endDate: '2026-12-31' }, '2026-06-01'),
      ).toBe('planned');
      expect(
        phaseOf({ status: 'active', startDate: '2026-01-01', endDate: '2026-05-31' }, '2026-06-01'),
      ).toBe('finished');
      expect(
        phaseOf({ status: 'active', startDate: '2026-06-01', endDate: '2026-06-01' }, '2026-06-01'),
      ).toBe('running');
      const past = new Date(Date.now() - 86_400_000).toISOString();
      const finished = await create({
        name: 'Abgelaufene Aktion',
        startDate: '2020-01-01',
        endDate: '2020-02-01',
        deadline: past,
      });
      expect(finished.phase).toBe('finished');
      expect(finished.deadlinePassed).toBe(true);
      const page = await ok<{ items: Promotion[] }>(
        call('GET', `${base}?phase=finished&nameFilter=abgelaufene&limit=100000`),
      );
      expect(page.items.map((item) => item.id)).toContain(finished.id);
      expect(page.items.every((item) => item.phase === 'finished')).toBe(true);
      const running = await ok<{ items: Promotion[] }>(
        call('GET', `${base}?phase=running&limit=100`),
      );
      expect(running.items.every((item) => item.phase === 'running')).toBe(true);
      expectErrorBody(await call('GET', `${base}?phase=someday`), 422);
      expectErrorBody(await call('GET', `${base}?limit=100001`), 422);
    });

    it('keeps promotions to their company and to funnel staff', async () => {
      const promotion = await create({ name: 'Nur für Sales' });
      expectErrorBody(
        await call('GET', `${base}/${promotion.id}`, undefined, tokens.companyadmin),
        403,
      );
      expectErrorBody(await call('GET', `${base}/${promotion.id}`, undefined, tokens.ops), 403);
      // The administrator acts for their own company: another company's promotion is no promotion.
      expectErrorBody(
        await call('GET', `${base}/${promotion.id}/contacts`, undefined, tokens.admin),
        404,
      );
      expectErrorBody(await call('GET', `${base}/999999/accounts`), 404);
      expectErrorBody(await call('GET', `${base}/abc/accounts`), 404);
    });

    it('adds accounts and contacts with a result per row, and sends each contact its language', async () => {
      const { db } = server.database;
      const promotion = await create({
        name: 'Mailing-Test',
        deadline: '2026-12-24T12:00:00.000Z',
      });
      const account = await freshAccount(db, salesCompany.id, 'Bergbahnen Test');
      const [anna, beat] = account.contactIds as [number, number];
      await updateRow(db, 'contact', anna, { language: 'fr', salutation: 'MS' });
      await updateRow(db, 'contact', beat, { language: 'it', salutation: 'MR' });
      // A contact of another company is refused as no contact at all.
      const agencyCompany = await companyNamed(db, 'Werbeagentur Muster GmbH');
      const foreign = await freshAccount(db, agencyCompany.id, 'Fremd AG');
      const dry = await ok<BulkResult>(
        call('POST', `${base}/${promotion.id}/contacts/bulk/add`, {
          ids: [anna, beat, foreign.contactIds[0]],
          dryRun: true,
        }),
      );
      expect(dry).toMatchObject({ dryRun: true, done: 2, refused: 1 });
      const added = await ok<BulkResult>(
        call('POST', `${base}/${promotion.id}/contacts/bulk/add`, {
          ids: [anna, beat, foreign.contactIds[0]],
        }),
      );
      expect(added.results.find((row) => row.id === foreign.contactIds[0])?.translationKey).toBe(
        'NOT_FOUND',
      );
      const again = await ok<BulkResult>(
        call('POST', `${base}/${promotion.id}/contacts/bulk/add`, { ids: [anna] }),
      );
      expect(again.results[0]?.translationKey).toBe('ALREADY_IN_PROMOTION');
      // The contacts' account came with them.
      const accounts = await ok<{ items: { id: number; contactsCount: number }[] }>(
        call('GET', `${base}/${promotion.id}/accounts`),
      );
      expect(accounts.items).toEqual([
        expect.objectContaining({ id: account.id, contactsCount: 2 }),
      ]);

      // Sending needs a template.
      expect(
        expectErrorBody(await call('POST', `${base}/${promotion.id}/mailing`, {}), 409)
          .translationKey,
      ).toBe('NO_MAIL_TEMPLATE');
      const uploaded = await ok<{ id: number; name: string }[]>(
        call('POST', `${base}/${promotion.id}/mail-template/attachments`, {
          attachmentFiles: [
            { name: 'Tarif.pdf', language: 'FR', content: PDF.toString('base64') },
            { name: 'Tariffa.pdf', language: 'IT', content: PDF.toString('base64') },
          ],
        }),
      );
      expect(uploaded.map((file) => file.name)).toEqual(['Tarif.pdf', 'Tariffa.pdf']);
      const saved = await ok<MailTemplateAnswer>(
        call('PUT', `${base}/${promotion.id}/mail-template`, {
          salesPromotionId: promotion.id,
          mailTemplate: {
            ...emptyTemplate,
            subject: 'Angebot für {{accountName}}',
            text: '<p>{{salutation}} {{lastName}}</p><p>Gültig bis {{deadline}}.</p>',
            subjectFr: 'Offre pour {{accountName}}',
            textFr: '<p>{{salutation}} {{lastName}}, bonjour</p>',
            attachmentIds: uploaded.map((file) => file.id),
          },
        }),
      );
      expect(saved.template?.attachmentIds).toHaveLength(2);
      const { jobId } = await ok<{ jobId: number }>(
        call('POST', `${base}/${promotion.id}/mailing`, {}),
      );
      await expect
        .poll(
          async () =>
            (await ok<{ state: string }>(call('GET', `/api/ws-batch/jobs/${jobId}/progress`)))
              .state,
          { timeout: 20_000, interval: 250 },
        )
        .toBe('COMPLETED');
      const mails = await rowsOf(
        db,
        'mailOutbox',
        ['id', 'recipient', 'subject', 'body', 'language'],
        { relatedType: 'sales_promotion', relatedId: promotion.id },
        'id',
      );
      expect(mails).toHaveLength(2);
      const french = mails.find((mail) => mail.language === 'fr');
      expect(french?.subject).toBe('Offre pour Bergbahnen Test (Test)');
      expect(french?.body).toContain('Madame Ammann, bonjour');
      // Italian is empty in the template: German, with its placeholders filled.
      const german = mails.find((mail) => mail.language === 'de');
      expect(german?.subject).toBe('Angebot für Bergbahnen Test (Test)');
      expect(german?.body).toContain('Sehr geehrter Herr Brunner');
      expect(german?.body).toContain('24.12.2026');
      const frenchAttachments = await rowsOf(db, 'mailAttachment', 'fileName', {
        mailId: french?.id ?? 0,
      });
      expect(frenchAttachments.map((file) => file.fileName)).toEqual(['Tarif.pdf']);

      const contacts = await ok<{ items: PromotionContact[] }>(
        call('GET', `${base}/${promotion.id}/contacts`),
      );
      expect(contacts.items.every((contact) => contact.mailStatus === 'SENT')).toBe(true);
      expect(contacts.items[0]?.sentBy?.name).toBeTruthy();
      expect(contacts.items[0]?.mailingTime).toBeTruthy();

      // A bounce marks the contact, in the promotion and in the CRM.
      const bounced = await ok<unknown>(
        call('POST', `/api/ws-mail/mails/${french?.id}/bounce`, undefined, tokens.admin),
      ).catch(async () => {
        // No SMTP in this lane: the mail is still QUEUED; mark it sent, then bounce it.
        await updateRow(db, 'mailOutbox', french?.id ?? 0, { state: 'SENT' });
        return ok<unknown>(
          call('POST', `/api/ws-mail/mails/${french?.id}/bounce`, undefined, tokens.admin),
        );
      });
      expect(bounced).toBeTruthy();
      const after = await ok<{ items: PromotionContact[] }>(
        call('GET', `${base}/${promotion.id}/contacts?mailStatus=BOUNCED`),
      );
      expect(after.items.map((contact) => contact.id)).toEqual([anna]);
      expect(after.items[0]?.isBounced).toBe(true);
      const crm = await rowOf(db, 'contact', 'mailStatus', { id: anna });
      expect(crm.mailStatus).toBe('BOUNCED');

      // Nobody left without a mail: nothing to send.
      expect(
        expectErrorBody(await call('POST', `${base}/${promotion.id}/mailing`, {}), 409)
          .translationKey,
      ).toBe('NO_RECIPIENTS');
      const mailings = await ok<{ items: PromotionMailing[] }>(
        call(
          'GET',
          '/api/ws-mail/promotion-mailings?nameFilter=Mailing-Test',
          undefined,
          tokens.admin,
        ),
      );
      expect(mailings.items[0]).toMatchObject({ total: 2, bounced: 1 });
      expectErrorBody(await call('GET', '/api/ws-mail/promotion-mailings'), 403);
    });

    it('stores and renders a template without <script> or onerror (an allow-list sanitiser)', async () => {
      const promotion = await create({ name: 'Sanitiser' });
      const saved = await ok<MailTemplateAnswer>(
        call('PUT', `${base}/${promotion.id}/mail-template`, {
          salesPromotionId: promotion.id,
          mailTemplate: {
            ...emptyTemplate,
            subject: 'Hallo',
            text: '<p onclick="steal()">Hallo {{firstName}}<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">Link</a><a href="https://example.ch">ok</a>',
          },
        }),
      );
      expect(saved.template?.text).not.toMatch(/script|onerror|onclick|javascript|<img/i);
      expect(saved.template?.text).toContain('<p>Hallo {{firstName}}</p>');
      expect(saved.template?.text).toContain('href="https://example.ch"');
      const reloaded = await ok<MailTemplateAnswer>(
        call('GET', `${base}/${promotion.id}/mail-template`),
      );
      expect(reloaded.template?.text).toBe(saved.template?.text);
      const preview = await ok<PromotionMailPreview>(
        call('GET', `${base}/${promotion.id}/mail-preview?language=de`),
      );
      expect(preview.html).toBe(
        '<p>Hallo Anna</p><a target="_blank" rel="noopener noreferrer">Link</a><a href="https://example.ch" target="_blank" rel="noopener noreferrer">ok</a>',
      );
      // A placeholder value is text, never markup.
      expect(preview.html).not.toContain('<script');
      // Stale version: 412; then delete, then it is gone.
      expectErrorBody(
        await call('PUT', `${base}/${promotion.id}/mail-template`, {
          salesPromotionId: promotion.id,
          mailTemplate: emptyTemplate,
          version: 99,
        }),
        412,
      );
      expectFieldError(
        await call('PUT', `${base}/${promotion.id}/mail-template`, {
          salesPromotionId: promotion.id + 1,
          mailTemplate: emptyTemplate,
        }),
        'salesPromotionId',
      );
      // Issue 33 §12: a broken placeholder ({{firstName} ) or an unknown one is refused with a
      // 422 on the language's field, in the spec's error shape (fieldErrors).
      for (const [field, broken] of [
        ['mailTemplate.textFr', '<p>Bonjour {{firstName}</p>'],
        ['mailTemplate.subjectIt', 'Ciao {{nome}}'],
      ] as const) {
        const key = field.split('.')[1] as string;
        expectFieldError(
          await call('PUT', `${base}/${promotion.id}/mail-template`, {
            salesPromotionId: promotion.id,
            mailTemplate: { ...emptyTemplate, subject: 'Hallo', [key]: broken },
          }),
          field,
        );
      }
      expect((await call('DELETE', `${base}/${promotion.id}/mail-template`)).statusCode).toBe(204);
      const gone = await ok<MailTemplateAnswer>(
        call('GET', `${base}/${promotion.id}/mail-template`),
      );
      expect(gone.template).toBeNull();
      expectErrorBody(await call('DELETE', `${base}/${promotion.id}/mail-template`), 404);
    });

    it('takes attachments as base64 and gives them back so; refuses bad files', async () => {
      const promotion = await create({ name: 'Anhänge' });
      const url = `${base}/${promotion.id}/mail-template/attachments`;
      const [file] = await ok<{ id: number }[]>(
        call('POST', url, {
          attachmentFiles: [
            { name: 'Preise.pdf', language: 'DE', content: PDF.toString('base64') },
          ],
        }),
      );
      const back = await ok<{ content: string; name: string }>(
        call('GET', `${base}/mail-template/attachments/${file?.id}`),
      );
      expect(Buffer.from(back.content, 'base64').equals(PDF)).toBe(true);
      expect(
        expectErrorBody(
          await call('POST', url, {
            attachmentFiles: [
              { name: 'Preise.pdf', language: 'DE', content: PDF.toString('base64') },
            ],
          }),
          422,
        ).fieldErrors?.attachmentFiles,
      ).toContain('already has attachment with that name');
      expectErrorBody(
        await call('POST', url, {
          attachmentFiles: [{ name: 'virus.exe', language: 'DE', content: 'TVqQAAMAAAAEAAAA' }],
        }),
        422,
      );
      expectErrorBody(
        await call('POST', url, {
          attachmentFiles: [{ name: 'a.pdf', language: 'DE', content: 'not base64!' }],
        }),
        422,
      );
      expectErrorBody(
        await call('POST', url, {
          attachmentFiles: Array.from({ length: 6 }, (_, index) => ({
            name: `f${index}.pdf`,
            language: 'DE',
            content: PDF.toString('base64'),
          })),
        }),
        422,
      );
      // Another company's attachment is none.
      expectErrorBody(
        await call('GET', `${base}/mail-template/attachments/${file?.id}`, undefined, tokens.admin),
        404,
      );
      expect(
        (await call('DELETE', `${base}/mail-template/attachments/${file?.id}`)).statusCode,
      ).toBe(204);
    });

    it('streams the contacts report as a real .xlsx with formula-like names neutralised', async () => {
      const { db } = server.database;
      const promotion = await create({ name: 'Report' });
      const account = await freshAccount(db, salesCompany.id, 'Formel AG');
      await updateRow(db, 'contact', account.contactIds[0] ?? 0, {
        firstName: '=HYPERLINK("http://evil")',
        lastName: '+41 Test',
      });
      await ok<BulkResult>(
        call('POST', `${base}/${promotion.id}/contacts/bulk/add`, {
          ids: account.contactIds.slice(0, 2),
        }),
      );
      const response = await call('GET', `${base}/${promotion.id}/report/contact?language=de`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const rows = (sheet?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
      expect(rows[0]).toContain('Vorname');
      const cells = rows.flat();
      expect(cells).toContain(`'=HYPERLINK("http://evil")`);
      expect(cells).toContain("'+41 Test");
      expect(
        cells.some((cell) => typeof cell === 'object' && cell !== null && 'formula' in cell),
      ).toBe(false);
      for (const type of ['account', 'offer', 'order']) {
        expect((await call('GET', `${base}/${promotion.id}/report/${type}`)).statusCode).toBe(200);
      }
      expectErrorBody(await call('GET', `${base}/${promotion.id}/report/everything`), 404);
    });

    it('answers the unlimited page of more than 1,000 contacts whole', async () => {
      const { db } = server.database;
      const promotion = await create({ name: 'Viele Kontakte' });
      const account = await freshAccount(db, salesCompany.id, 'Gross AG');
      await sql`
      insert into contact (company_id, account_id, first_name, last_name, email, phone, job_title)
      select ${salesCompany.id}::integer, ${account.id}::integer, 'Vorname', 'Nachname ' || n,
        'viele' || n || '@gross.example', null, null
      from generate_series(1, 1200) n`.execute(db);
      await sql`
      insert into sales_promotion_contact (promotion_id, contact_id)
      select ${promotion.id}::integer, id from contact where email like '%@gross.example'`.execute(
        db,
      );
      // Two of them mailed by the sales persona: the sent status, its time and sender.
      await sql`
      update sales_promotion_contact
      set mailing_time = '2026-11-20T09:15:30.250Z',
        sent_by_user_id = (select id from app_user where email = 'sales@example.com')
      where promotion_id = ${promotion.id}::integer
        and contact_id in (select id from contact where email in ('viele2@gross.example', 'viele3@gross.example'))`.execute(
        db,
      );
      const page = await ok<{ items: PromotionContact[]; total: number }>(
        call('GET', `${base}/${promotion.id}/contacts?limit=100000&sort=name`),
      );
      expect(page.total).toBe(1200);
      expect(page.items).toHaveLength(1200);
      expect(page.items[0]).toMatchObject({ lastName: 'Nachname 1', mailStatus: 'NONE' });
      // The unlimited page answers the same items as pages of 1,000: PostgreSQL writes the large
      // page's JSON, the server maps the small ones; both in the contract's shape.
      expect(pageOf(promotionContactSchema).parse(page)).toEqual(page);
      const pages = await Promise.all(
        [0, 1].map((index) =>
          ok<{ items: PromotionContact[] }>(
            call('GET', `${base}/${promotion.id}/contacts?limit=1000&page=${index}&sort=name`),
          ),
        ),
      );
      expect(page.items).toEqual(pages.flatMap((small) => small.items));
      const sent = page.items.filter((item) => item.mailStatus === 'SENT');
      expect(sent).toHaveLength(2);
      expect(sent[0]).toMatchObject({
        mailingTime: '2026-11-20T09:15:30.250Z',
        sentBy: { name: expect.stringMatching(/\S+ \S+/) },
      });
    });

    it('manages promotion types and keeps documents', async () => {
      const type = await ok<{ id: number }>(
        call('POST', '/api/ws-funnel/promotion-types', { name: 'Messeaktion Test' }),
      );
      const promotion = await create({ name: 'Mit Typ', typeId: type.id });
      expect(promotion.type?.name).toBe('Messeaktion Test');
      expectFieldError(
        await call('POST', base, {
          name: 'x',
          startDate: '2026-01-01',
          endDate: '2026-01-02',
          typeId: 999999,
        }),
        'typeId',
      );
      const docs = await ok<{ items: unknown[] }>(call('GET', `${base}/${promotion.id}/documents`));
      expect(docs.items).toEqual([]);
      expectFieldError(
        await call('POST', `${base}/${promotion.id}/documents`, { fileId: crypto.randomUUID() }),
        'fileId',
      );
    });
  },
);
