import { type Comment, commentSchema, commentsSchema } from '@adconsole/api/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { countOf, findRow } from './support/rows.ts';
import {
  companyNamed,
  expectErrorBody,
  expectFieldError,
  freshAccount,
  uploadedFileId,
  userIdOf,
} from './support/sales.ts';

const variants = [
  { name: 'CRM', base: '/api/ws-crm/comments', extra: {} },
  { name: 'sales-funnel', base: '/api/ws-sales-funnel/comments', extra: { taskId: 1007 } },
] as const;

describeOnLanes(
  'comments of spec 2 §7 in both variants',
  ['sales', 'admin', 'ops', 'agency'],
  ({ server, tokens }) => {
    let salesUser: number;
    let opsUser: number;
    let account: Awaited<ReturnType<typeof freshAccount>>;
    let otherAccount: Awaited<ReturnType<typeof freshAccount>>;
    let agencyAccount: Awaited<ReturnType<typeof freshAccount>>;

    beforeAll(async () => {
      const { db } = server.database;
      const salesCompany = await companyNamed(db, 'Adconsole Sales');
      const agencyCompany = await companyNamed(db, 'Werbeagentur Muster GmbH');
      salesUser = await userIdOf(db, 'sales@example.com');
      opsUser = await userIdOf(db, 'ops@example.com');
      account = await freshAccount(db, salesCompany.id, 'Kommentar AG');
      otherAccount = await freshAccount(db, salesCompany.id, 'Andere AG');
      agencyAccount = await freshAccount(db, agencyCompany.id, 'Agentur-Kunde GmbH');
    });

    const commentCount = async () => countOf(server.database.db, 'comment');

    describe.each(variants)('the $name variant', ({ name, base, extra }) => {
      const payload = (fields: Record<string, unknown> = {}) => ({
        accountId: account.id,
        message: 'Kunde ruft zurück',
        ...extra,
        ...fields,
      });
      const create = (fields: Record<string, unknown> = {}, token = tokens.sales) =>
        server.send('POST', base, token, payload(fields));
      const created = async (fields: Record<string, unknown> = {}): Promise<Comment> => {
        const response = await create(fields);
        expect(response.statusCode, response.body).toBe(200);
        return commentSchema.parse(response.json());
      };
      const list = async (query: string, token = tokens.sales) => {
        const response = await server.send('GET', `${base}?${query}`, token);
        expect(response.statusCode, response.body).toBe(200);
        return commentsSchema.parse(response.json());
      };

      it('create: title, contacts, SALES participants and files; "inserted at the top", total +1', async () => {
        const before = await list(`accountId=${account.id}`);
        const fileId = await uploadedFileId(server, tokens.sales, `Notiz ${name}.pdf`);
        const comment = await created({
          title: 'Rückruf',
          contactIds: [account.contactIds[0]],
          additionalParticipantIds: [salesUser],
          files: [{ fileId }],
        });
        expect(comment).toMatchObject({
          accountId: account.id,
          accountName: account.displayName,
          taskId: name === 'CRM' ? null : 1007,
          title: 'Rückruf',
          message: 'Kunde ruft zurück',
          creatorId: salesUser,
          creatorName: 'Simon Verkauf',
          contacts: [{ id: account.contactIds[0], name: 'Anna Ammann' }],
          additionalParticipants: [{ id: salesUser, name: 'Simon Verkauf' }],
          files: [{ fileId, fileName: `Notiz ${name}.pdf` }],
          notifySales: false,
          privateAccess: false,
        });
        const after = await list(`accountId=${account.id}`);
        expect(after.total).toBe(before.total + 1);
        expect(after.items[0]?.id).toBe(comment.id);
      });

      it('"message required ... field is required"; "Account is required"; participants must hold SALES: 422, nothing saved', async () => {
        const before = await commentCount();
        expect(expectFieldError(await create({ message: '  ' }), 'message')).toBe(
          'field is required',
        );
        expectFieldError(await create({ accountId: undefined }), 'accountId');
        expect(expectFieldError(await create({ accountId: agencyAccount.id }), 'accountId')).toBe(
          'Account is required',
        );
        expectFieldError(await create({ contactIds: [otherAccount.contactIds[0]] }), 'contactIds');
        expect(
          expectFieldError(
            await create({ additionalParticipantIds: [opsUser] }),
            'additionalParticipantIds',
          ),
        ).toBe('Participants must be users with the Sales role');
        expectFieldError(await create({ files: [{ fileId: 'not-a-uuid' }] }), 'files.0.fileId');
        expect(await commentCount()).toBe(before);
      });

      it('update by commentId: the local entry changes; bad input keeps the saved comment', async () => {
        const comment = await created({ title: 'Vorher' });
        const update = (fields: Record<string, unknown>, token = tokens.sales, id = comment.id) =>
          server.send('PUT', `${base}/${id}`, token, payload(fields));
        const response = await update({
          title: 'Nachher',
          message: 'Geändert',
          contactIds: [account.contactIds[1]],
          privateAccess: true,
        });
        const changed = commentSchema.parse(await answerOf(response));
        expect(changed).toMatchObject({
          id: comment.id,
          title: 'Nachher',
          message: 'Geändert',
          privateAccess: true,
          date: comment.date,
          contacts: [{ id: account.contactIds[1] }],
        });
        expectFieldError(await update({ message: '' }), 'message');
        expectFieldError(
          await update({ additionalParticipantIds: [opsUser] }),
          'additionalParticipantIds',
        );
        const listed = await list(`accountId=${account.id}&limit=100`);
        expect(listed.items.find((item) => item.id === comment.id)).toEqual(changed);
        // Another company's caller cannot reach it; nor a caller without the role.
        expectErrorBody(await update({}, tokens.admin), 404);
        expectErrorBody(await update({}, tokens.sales, 2_000_000_000), 404);
        expectErrorBody(await update({}, tokens.ops), 403);
      });

      it('delete by commentId: "removed at once, the total falls by 1"; files go with it', async () => {
        const fileId = await uploadedFileId(server, tokens.sales);
        const comment = await created({ files: [{ fileId }] });
        const before = await list(`accountId=${account.id}`);
        const remove = (token: string, id = comment.id) =>
          server.send('DELETE', `${base}/${id}`, token);
        expectErrorBody(await remove(tokens.admin), 404);
        expectErrorBody(await remove(tokens.ops), 403);
        expect((await server.send('DELETE', `${base}/${comment.id}`)).statusCode).toBe(401);
        expect((await list(`accountId=${account.id}`)).total).toBe(before.total);
        expect((await remove(tokens.sales)).statusCode).toBe(204);
        expect((await list(`accountId=${account.id}`)).total).toBe(before.total - 1);
        const file = await findRow(server.database.db, 'storedFile', 'id', { id: fileId });
        expect(file).toBeUndefined();
        expectErrorBody(await remove(tokens.sales), 404);
      });

      it('list: "page, limit, sort (createdAt), order, contactId, creatorId, accountId, dateFrom, dateTo"', async () => {
        const fresh = await freshAccount(server.database.db, account.companyId, `Liste ${name}`);
        const first = await created({
          accountId: fresh.id,
          date: '2025-05-01T10:00:00.000Z',
          contactIds: [fresh.contactIds[0]],
        });
        const second = await created({ accountId: fresh.id, date: '2025-05-20T10:00:00.000Z' });
        const ids = (result: { items: Comment[] }) => result.items.map((item) => item.id);
        const scope = `accountId=${fresh.id}`;
        expect(ids(await list(scope))).toEqual([second.id, first.id]);
        expect(ids(await list(`${scope}&order=ASC`))).toEqual([first.id, second.id]);
        expect(ids(await list(`${scope}&contactId=${fresh.contactIds[0]}`))).toEqual([first.id]);
        expect(ids(await list(`${scope}&creatorId=${salesUser}`))).toEqual([second.id, first.id]);
        expect(ids(await list(`${scope}&creatorId=${opsUser}`))).toEqual([]);
        expect(ids(await list(`${scope}&dateFrom=2025-05-02&dateTo=2025-05-20`))).toEqual([
          second.id,
        ]);
        expect(ids(await list(`${scope}&dateTo=2025-05-01`))).toEqual([first.id]);
        const page = await list(`${scope}&limit=1&page=1`);
        expect(page.total).toBe(2);
        expect(ids(page)).toEqual([first.id]);
        for (const [query, field] of [
          ['dateFrom=2025-13-01', 'dateFrom'],
          ['dateFrom=2025-05-02&dateTo=2025-05-01', 'dateTo'],
          ['limit=500', 'limit'],
          ['sort=title', 'sort'],
        ] as const) {
          expectFieldError(await server.send('GET', `${base}?${query}`, tokens.sales), field);
        }
        // Another company sees none of them.
        expect((await list(scope, tokens.admin)).total).toBe(0);
        expectErrorBody(await server.send('GET', base, tokens.agency), 403);
      });
    });

    it('"The CRM variant has no notifySales"; the funnel variant needs its taskId ("TaskId required")', async () => {
      const crm = await server.send('POST', '/api/ws-crm/comments', tokens.sales, {
        accountId: account.id,
        message: 'x',
        notifySales: true,
      });
      expectFieldError(crm, 'notifySales');
      const funnel = await server.send('POST', '/api/ws-sales-funnel/comments', tokens.sales, {
        accountId: account.id,
        message: 'x',
      });
      expectFieldError(funnel, 'taskId');
      const notified = await server.send('POST', '/api/ws-sales-funnel/comments', tokens.sales, {
        accountId: account.id,
        message: 'Bitte übernehmen',
        taskId: 1008,
        notifySales: true,
        additionalParticipantIds: [salesUser],
      });
      expect(notified.statusCode, notified.body).toBe(200);
      expect(commentSchema.parse(notified.json()).notifySales).toBe(true);
      const mail = await findRow(server.database.db, 'mailOutbox', 'subject', {
        recipient: 'sales@example.com',
        template: 'NOTIFY_SALES',
      });
      expect(mail?.subject).toContain('Kommentar AG (Test)');
    });

    it('"The variant ... must not change": a CRM comment is not reachable through the funnel calls', async () => {
      const response = await server.send('POST', '/api/ws-crm/comments', tokens.sales, {
        accountId: account.id,
        message: 'Nur CRM',
      });
      const comment = commentSchema.parse(response.json());
      const funnel = '/api/ws-sales-funnel/comments';
      expectErrorBody(
        await server.send('PUT', `${funnel}/${comment.id}`, tokens.sales, {
          accountId: account.id,
          message: 'y',
          taskId: 1,
        }),
        404,
      );
      expectErrorBody(await server.send('DELETE', `${funnel}/${comment.id}`, tokens.sales), 404);
      const listed = await server.send(
        'GET',
        `${funnel}?accountId=${account.id}&limit=100`,
        tokens.sales,
      );
      expect(commentsSchema.parse(listed.json()).items.map((item) => item.id)).not.toContain(
        comment.id,
      );
    });
  },
);
