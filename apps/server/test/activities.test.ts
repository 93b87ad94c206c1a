import {
  ACTIVITY_TYPES,
  type Activity,
  activitiesSchema,
  activitySchema,
  activityTypesSchema,
  creatorsSchema,
  NON_TECHNICAL_ACTIVITY_TYPES,
  type SelectedCompany,
  TECHNICAL_ACTIVITY_TYPES,
} from '@adconsole/api/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { countOf, findRow, rowOf, rowsOf } from './support/rows.ts';
import {
  companyNamed,
  EICAR,
  expectErrorBody,
  expectFieldError,
  freshAccount,
  labelNamed,
  PDF,
  upload,
  uploadedFileId,
  userIdOf,
} from './support/sales.ts';

const base = '/api/ws-activities/activities';

describeOnLanes(
  'the activity service of spec 2 §7',
  ['sales', 'admin', 'ops', 'agency', 'publisher'],
  ({ server, tokens }) => {
    let salesCompany: SelectedCompany;
    let salesUser: number;
    let adminUser: number;
    let opsUser: number;
    /** A second user of the sales company holding SALES, as a permission. */
    let colleague: number;
    let account: Awaited<ReturnType<typeof freshAccount>>;
    let otherAccount: Awaited<ReturnType<typeof freshAccount>>;
    let agencyAccount: Awaited<ReturnType<typeof freshAccount>>;
    let neukunde: number;
    let adminCompanyLabel: number;

    const write = (payload: Record<string, unknown>) => ({
      entityId: account.id,
      activityType: 'PHONE',
      message: 'Offerte besprochen',
      date: '2025-03-10T09:00:00.000Z',
      ...payload,
    });
    const create = (payload: Record<string, unknown>, token = tokens.sales) =>
      server.send('POST', base, token, write(payload));
    const created = async (payload: Record<string, unknown>): Promise<Activity> => {
      const response = await create(payload);
      expect(response.statusCode, response.body).toBe(200);
      return activitySchema.parse(response.json());
    };
    const touchpoints = async (query: string, token = tokens.sales, company?: SelectedCompany) => {
      const response = await server.request({
        method: 'GET',
        url: `${base}/touchpoints?${query}`,
        token,
        ...(company ? { company } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      return activitiesSchema.parse(response.json());
    };
    const activityCount = async () => countOf(server.database.db, 'activity');

    beforeAll(async () => {
      const { db } = server.database;
      salesCompany = await companyNamed(db, 'Adconsole Sales');
      const agencyCompany = await companyNamed(db, 'Werbeagentur Muster GmbH');
      const adminCompany = await companyNamed(db, 'Adconsole AG');
      salesUser = await userIdOf(db, 'sales@example.com');
      adminUser = await userIdOf(db, 'admin@example.com');
      opsUser = await userIdOf(db, 'ops@example.com');
      colleague = (
        await db
          .insertInto('appUser')
          .values({
            companyId: salesCompany.id,
            email: 'colleague@example.com',
            firstName: 'Chiara',
            lastName: 'Kollegin',
            language: 'it',
            userRole: null,
            permissions: ['SALES'],
            passwordHash: null,
            activatedAt: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      account = await freshAccount(db, salesCompany.id, 'Testfirma Alpha');
      otherAccount = await freshAccount(db, salesCompany.id, 'Testfirma Beta');
      agencyAccount = await freshAccount(db, agencyCompany.id, 'Testfirma Agentur');
      neukunde = await labelNamed(db, salesCompany.id, 'Neukunde');
      const adminLabel = await rowOf(db, 'label', 'id', { companyId: adminCompany.id });
      adminCompanyLabel = adminLabel.id;
    });

    describe('POST activities (body: activity)', () => {
      it('logs an account activity with contacts, SALES participants, labels and files', async () => {
        const fileId = await uploadedFileId(server, tokens.sales, 'Offerte Alpha.pdf');
        const [anna, beat] = account.contactIds;
        const activity = await created({
          title: '  Jahresgespräch  ',
          message: 'Rückblick und Planung',
          activityType: 'MEETING',
          taskId: 1001,
          contacts: [{ id: anna }, { id: beat }],
          additionalParticipants: [salesUser, colleague],
          labels: [{ id: neukunde, name: 'ignored' }],
          files: [{ fileId, fileName: 'Offerte Alpha.pdf' }],
          privateAccess: false,
        });
        expect(activity).toMatchObject({
          entityType: 'ACCOUNT',
          entityId: account.id,
          accountId: account.id,
          entityName: account.displayName,
          activityType: 'MEETING',
          taskId: 1001,
          title: 'Jahresgespräch',
          message: 'Rückblick und Planung',
          date: '2025-03-10T09:00:00.000Z',
          creatorId: salesUser,
          creatorName: 'Simon Verkauf',
          privateAccess: false,
          labels: [{ id: neukunde, name: 'Neukunde' }],
          files: [{ fileId, fileName: 'Offerte Alpha.pdf' }],
        });
        expect(activity.contacts.map((contact) => contact.id)).toEqual([anna, beat]);
        expect(activity.contacts[0]).toMatchObject({ firstName: 'Anna', lastName: 'Ammann' });
        expect(activity.additionalParticipants.sort()).toEqual([salesUser, colleague].sort());
        expect(activity.attachments).toEqual([
          { id: expect.any(Number), name: 'Offerte Alpha.pdf', fileId },
        ]);
        const listed = await touchpoints(`accountId=${account.id}`);
        expect(listed.items.map((item) => item.id)).toContain(activity.id);
      });

      it('"Participants are users with the SALES role only" (§6): ops is refused with 422, nothing saved', async () => {
        const before = await activityCount();
        const response = await create({ additionalParticipants: [opsUser] });
        expect(expectFieldError(response, 'additionalParticipants')).toBe(
          'Participants must be users with the Sales role',
        );
        expect(await activityCount()).toBe(before);
      });

      it('"activityType required", "date required (field is required)", "message required" (§5): 422 per field', async () => {
        const before = await activityCount();
        const response = await server.send('POST', base, tokens.sales, {
          entityId: account.id,
          message: '   ',
        });
        const body = expectErrorBody(response, 422);
        expect(body.translationKey).toBe('VALIDATION_FAILED');
        expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual([
          'activityType',
          'date',
          'message',
        ]);
        expect(body.fieldErrors?.message).toBe('field is required');
        expect(body.fieldErrors?.date).toBe('field is required');
        expectFieldError(await create({ entityId: undefined }), 'entityId');
        expectFieldError(await create({ surprise: true }), 'surprise');
        expect(await activityCount()).toBe(before);
      });

      it('refuses another company’s account, foreign contacts and labels, technical types and privateAccess', async () => {
        const before = await activityCount();
        expect(expectFieldError(await create({ entityId: agencyAccount.id }), 'entityId')).toBe(
          'Account is required',
        );
        expectFieldError(
          await create({ contacts: [{ id: otherAccount.contactIds[0] }] }),
          'contacts',
        );
        expectFieldError(await create({ labels: [{ id: adminCompanyLabel }] }), 'labels');
        expectFieldError(await create({ activityType: 'PUSH_TO_ADSERVER' }), 'activityType');
        expectFieldError(await create({ privateAccess: true }), 'privateAccess');
        expectFieldError(await create({ entityType: 'CAMPAIGN' }), 'entityType');
        expect(await activityCount()).toBe(before);
      });

      it('"already has attachment with that name" (§8): two files of one name are refused', async () => {
        const first = await uploadedFileId(server, tokens.sales, 'Briefing.pdf');
        const second = await uploadedFileId(server, tokens.sales, 'briefing.PDF');
        const message = expectFieldError(
          await create({ files: [{ fileId: first }, { fileId: second }] }),
          'files',
        );
        expect(message).toBe('already has attachment with that name: briefing.PDF');
      });

      it('attaches no file the scanner refused, no file of another company and none twice', async () => {
        expect(
          (
            await upload(server, tokens.sales, {
              fileName: 'eicar.txt',
              contentType: 'text/plain',
              content: EICAR,
            })
          ).statusCode,
        ).toBe(422);
        const refused = await rowOf(server.database.db, 'storedFile', 'id', {
          fileName: 'eicar.txt',
        });
        expect(expectFieldError(await create({ files: [{ fileId: refused.id }] }), 'files')).toBe(
          'eicar.txt was refused by the scanner',
        );
        const foreign = await uploadedFileId(server, tokens.admin);
        expect(expectFieldError(await create({ files: [{ fileId: foreign }] }), 'files')).toBe(
          'No such file',
        );
        const once = await uploadedFileId(server, tokens.sales);
        await created({ files: [{ fileId: once }] });
        expect(expectFieldError(await create({ files: [{ fileId: once }] }), 'files')).toMatch(
          /is attached elsewhere$/,
        );
      });

      it('with notifySales writes a mail to each participant', async () => {
        const { db } = server.database;
        const before = await rowsOf(db, 'mailOutbox', 'id', { template: 'NOTIFY_SALES' });
        await created({ notifySales: true, additionalParticipants: [salesUser, colleague] });
        const after = await rowsOf(db, 'mailOutbox', ['recipient', 'subject'], {
          template: 'NOTIFY_SALES',
        });
        expect(after.length - before.length).toBe(2);
        expect(after.map((mail) => mail.recipient)).toEqual(
          expect.arrayContaining(['sales@example.com', 'colleague@example.com']),
        );
        // Issue 33 §10: each in the recipient's language, the type by its label, not its code.
        const subjects = await db
          .selectFrom('mailOutbox')
          .select(['recipient', 'subject', 'language'])
          .where('template', '=', 'NOTIFY_SALES')
          .orderBy('id', 'desc')
          .limit(2)
          .execute();
        const toColleague = subjects.find((mail) => mail.recipient === 'colleague@example.com');
        expect(toColleague?.language).toBe('it');
        expect(toColleague?.subject).not.toMatch(/PHONE|phone/);
        expect(toColleague?.subject).toContain(' con ');
      });

      it('answers 401 without a token and 403 to staff without SALES (ops, agency, publisher)', async () => {
        const before = await activityCount();
        expect((await server.send('POST', base, undefined, write({}))).statusCode).toBe(401);
        for (const token of [tokens.ops, tokens.agency, tokens.publisher]) {
          expectErrorBody(await create({}, token), 403);
        }
        expect(await activityCount()).toBe(before);
      });

      it('an administrator acting for the sales company logs there; for their own, the account is foreign', async () => {
        const response = await server.request({
          method: 'POST',
          url: base,
          payload: write({ message: 'Admin im Namen von Sales' }),
          token: tokens.admin,
          company: salesCompany,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(activitySchema.parse(response.json()).creatorId).toBe(adminUser);
        expectFieldError(await create({}, tokens.admin), 'entityId');
      });
    });

    describe('PUT activities/{activityId} (body: activity)', () => {
      it('replaces the fields and the sets of contacts, participants, labels and files', async () => {
        const kept = await uploadedFileId(server, tokens.sales, 'Bleibt.pdf');
        const dropped = await uploadedFileId(server, tokens.sales, 'Geht.pdf');
        const activity = await created({
          contacts: [{ id: account.contactIds[0] }],
          labels: [{ id: neukunde }],
          files: [{ fileId: kept }, { fileId: dropped }],
        });
        const added = await uploadedFileId(server, tokens.sales, 'Neu.pdf');
        const response = await server.send(
          'PUT',
          `${base}/${activity.id}`,
          tokens.sales,
          write({
            activityType: 'EMAIL',
            title: 'Geändert',
            message: 'Neue Fassung',
            date: '2025-03-12T10:00:00.000Z',
            contacts: [{ id: account.contactIds[1] }],
            labels: [],
            additionalParticipants: [salesUser],
            files: [{ fileId: kept }, { fileId: added }],
          }),
        );
        const changed = activitySchema.parse(await answerOf(response));
        expect(changed).toMatchObject({
          id: activity.id,
          activityType: 'EMAIL',
          title: 'Geändert',
          message: 'Neue Fassung',
          date: '2025-03-12T10:00:00.000Z',
          creationDate: activity.creationDate,
          labels: [],
          additionalParticipants: [salesUser],
        });
        expect(changed.contacts.map((contact) => contact.id)).toEqual([account.contactIds[1]]);
        expect(changed.files.map((file) => file.fileName).sort()).toEqual([
          'Bleibt.pdf',
          'Neu.pdf',
        ]);
      });

      it('refuses bad input with 422 and keeps what was saved', async () => {
        const activity = await created({ title: 'Unverändert' });
        for (const [payload, field] of [
          [{ message: '' }, 'message'],
          [{ date: '10.03.2025' }, 'date'],
          [{ additionalParticipants: [opsUser] }, 'additionalParticipants'],
          [{ entityId: agencyAccount.id }, 'entityId'],
        ] as const) {
          const response = await server.send(
            'PUT',
            `${base}/${activity.id}`,
            tokens.sales,
            write(payload),
          );
          expectFieldError(response, field);
        }
        const listed = await touchpoints(`accountId=${account.id}&limit=100`);
        expect(listed.items.find((item) => item.id === activity.id)).toEqual(activity);
      });

      it('answers 404 for another company’s activity and for an unknown id, 403 without SALES', async () => {
        const activity = await created({});
        const put = (token: string, id = activity.id) =>
          server.send('PUT', `${base}/${id}`, token, write({}));
        expectErrorBody(await put(tokens.admin), 404);
        expectErrorBody(await put(tokens.sales, 2_000_000_000), 404);
        expectErrorBody(await put(tokens.sales, -1 as number), 404);
        expectErrorBody(await put(tokens.ops), 403);
        expect(
          (await server.send('PUT', `${base}/${activity.id}`, undefined, write({}))).statusCode,
        ).toBe(401);
      });

      it('does not change or delete an entry the system wrote', async () => {
        const system = await rowOf(server.database.db, 'activity', 'id', {
          companyId: salesCompany.id,
          activityType: 'PUSH_TO_ADSERVER',
        });
        const response = await server.send('PUT', `${base}/${system.id}`, tokens.sales, write({}));
        expect(expectErrorBody(response, 422)).toMatchObject({
          formError: 'Entries the system wrote cannot be changed',
        });
        const remove = await server.send('DELETE', `${base}?id=${system.id}`, tokens.sales);
        expect(expectErrorBody(remove, 409)).toMatchObject({
          message: 'Entries the system wrote cannot be deleted',
          translationKey: 'SYSTEM_ENTRY_READ_ONLY',
        });
        const kept = await findRow(server.database.db, 'activity', 'id', { id: system.id });
        expect(kept).toEqual({ id: system.id });
      });
    });

    describe('DELETE activities (query: id)', () => {
      it('deletes the activity and its attachments; the list total falls by 1', async () => {
        const fileId = await uploadedFileId(server, tokens.sales);
        const activity = await created({ files: [{ fileId }] });
        const before = await touchpoints(`accountId=${account.id}`);
        const response = await server.send('DELETE', `${base}?id=${activity.id}`, tokens.sales);
        expect(response.statusCode).toBe(204);
        const after = await touchpoints(`accountId=${account.id}`);
        expect(after.total).toBe(before.total - 1);
        expect(after.items.map((item) => item.id)).not.toContain(activity.id);
        const download = await server.send(
          'GET',
          `/api/ws-file-uploader/downloads/${fileId}`,
          tokens.sales,
        );
        expect(download.statusCode).toBe(204);
        expectErrorBody(
          await server.send('DELETE', `${base}?id=${activity.id}`, tokens.sales),
          404,
        );
      });

      it('answers 404 for another company’s activity (nothing deleted), 422 without an id, 403 without SALES', async () => {
        const activity = await created({});
        const remove = (token: string, query = `id=${activity.id}`) =>
          server.send('DELETE', `${base}?${query}`, token);
        expectErrorBody(await remove(tokens.admin), 404);
        expectErrorBody(await remove(tokens.ops), 403);
        expectFieldError(await remove(tokens.sales, ''), 'id');
        expectFieldError(await remove(tokens.sales, 'id=abc'), 'id');
        const listed = await touchpoints(`accountId=${account.id}&limit=100`);
        expect(listed.items.map((item) => item.id)).toContain(activity.id);
      });
    });

    describe('GET activities/{entityId}/{entityType} (query: activityType, filter, page, limit, sort, order)', () => {
      it('lists an account’s activities, newest first, with type and text filters', async () => {
        const { db } = server.database;
        const fresh = await freshAccount(db, salesCompany.id, 'Testfirma Gamma');
        const call = await created({
          entityId: fresh.id,
          message: 'Anruf wegen Plakat 50% Rabatt',
        });
        const mail = await created({ entityId: fresh.id, activityType: 'EMAIL', message: 'Mail' });
        const url = `${base}/${fresh.id}/ACCOUNT`;
        const list = async (query: string) => {
          const response = await server.send('GET', `${url}?${query}`, tokens.sales);
          expect(response.statusCode, response.body).toBe(200);
          return activitiesSchema.parse(response.json());
        };
        expect((await list('')).items.map((item) => item.id)).toEqual([mail.id, call.id]);
        expect((await list('order=ASC')).items.map((item) => item.id)).toEqual([call.id, mail.id]);
        expect((await list('activityType=EMAIL')).items.map((item) => item.id)).toEqual([mail.id]);
        expect((await list('filter=plakat')).items.map((item) => item.id)).toEqual([call.id]);
        // % is a letter, not a wildcard.
        expect((await list('filter=50%25')).total).toBe(1);
        expect((await list('filter=5%25%25')).total).toBe(0);
        const paged = await list('limit=1&page=1');
        expect(paged).toMatchObject({ total: 2 });
        expect(paged.items.map((item) => item.id)).toEqual([call.id]);
      });

      it('lists the system entries of a campaign', async () => {
        const response = await server.send('GET', `${base}/6001/CAMPAIGN?limit=5`, tokens.sales);
        const list = activitiesSchema.parse(response.json());
        expect(list.total).toBeGreaterThan(0);
        expect(
          list.items.every((item) => item.entityType === 'CAMPAIGN' && item.entityId === 6001),
        ).toBe(true);
      });

      it('shows nothing of another company; bad input answers 404 (path) or 422 (query)', async () => {
        const mine = await server.send('GET', `${base}/${account.id}/ACCOUNT`, tokens.admin);
        expect(activitiesSchema.parse(mine.json())).toEqual({ items: [], total: 0 });
        expectErrorBody(
          await server.send('GET', `${base}/${account.id}/PLANET`, tokens.sales),
          404,
        );
        expectFieldError(
          await server.send('GET', `${base}/${account.id}/ACCOUNT?limit=101`, tokens.sales),
          'limit',
        );
        expectFieldError(
          await server.send('GET', `${base}/${account.id}/ACCOUNT?sort=message`, tokens.sales),
          'sort',
        );
        expectErrorBody(await server.send('GET', `${base}/${account.id}/ACCOUNT`, tokens.ops), 403);
      });
    });

    describe('GET activities/touchpoints (query: accountId, contactId, taskId, creatorId, activityType, page, limit, sort, order, dateFrom, dateTo)', () => {
      let delta: Awaited<ReturnType<typeof freshAccount>>;
      let entries: Activity[];

      beforeAll(async () => {
        delta = await freshAccount(server.database.db, salesCompany.id, 'Testfirma Delta');
        entries = [];
        for (const [type, date, contact, taskId] of [
          ['PHONE', '2025-01-31T23:30:00.000Z', 0, null], // 00:30 on 1 February in Zurich
          ['EMAIL', '2025-02-14T10:00:00.000Z', 1, 1002],
          ['MEETING', '2025-02-28T22:59:00.000Z', 0, null], // 28 February, 23:59 in Zurich
          ['PHONE', '2025-03-01T08:00:00.000Z', 1, 1002],
        ] as const) {
          entries.push(
            await created({
              entityId: delta.id,
              activityType: type,
              date,
              contacts: [{ id: delta.contactIds[contact] }],
              taskId,
            }),
          );
        }
        const byAdmin = await server.request({
          method: 'POST',
          url: base,
          token: tokens.admin,
          company: salesCompany,
          payload: write({
            entityId: delta.id,
            activityType: 'OTHER',
            date: '2025-02-20T12:00:00Z',
          }),
        });
        entries.push(activitySchema.parse(byAdmin.json()));
      });

      const ids = (list: { items: Activity[] }) => list.items.map((item) => item.id);
      const entry = (index: number) => entries[index]?.id;

      it('filters by account, type, contact, task and creator, newest created first', async () => {
        const account = `accountId=${delta.id}`;
        expect(ids(await touchpoints(account))).toEqual([4, 3, 2, 1, 0].map(entry));
        expect(ids(await touchpoints(`${account}&activityType=PHONE`))).toEqual([3, 0].map(entry));
        expect(ids(await touchpoints(`${account}&contactId=${delta.contactIds[1]}`))).toEqual(
          [3, 1].map(entry),
        );
        expect(ids(await touchpoints(`${account}&taskId=1002`))).toEqual([3, 1].map(entry));
        expect(ids(await touchpoints(`${account}&creatorId=${adminUser}`))).toEqual([entry(4)]);
        expect(
          ids(await touchpoints(`${account}&creatorId=${salesUser}&activityType=MEETING`)),
        ).toEqual([entry(2)]);
      });

      it('"DATE filter ... two YYYY-MM-DD values" (§3): whole Swiss days, both ends inclusive', async () => {
        const account = `accountId=${delta.id}&sort=date&order=ASC`;
        expect(ids(await touchpoints(`${account}&dateFrom=2025-02-01&dateTo=2025-02-28`))).toEqual(
          [0, 1, 4, 2].map(entry),
        );
        expect(ids(await touchpoints(`${account}&dateFrom=2025-03-01`))).toEqual([entry(3)]);
        expect(ids(await touchpoints(`${account}&dateTo=2025-01-31`))).toEqual([]);
        expect(
          ids(
            await touchpoints(
              `${account}&activityType=PHONE&dateFrom=2025-02-01&dateTo=2025-02-01`,
            ),
          ),
        ).toEqual([entry(0)]);
      });

      it('pages with a total, ASC and DESC', async () => {
        const first = await touchpoints(
          `accountId=${delta.id}&limit=2&page=0&sort=date&order=DESC`,
        );
        const last = await touchpoints(`accountId=${delta.id}&limit=2&page=2&sort=date&order=DESC`);
        expect(first.total).toBe(5);
        expect(ids(first)).toEqual([3, 2].map(entry));
        expect(ids(last)).toEqual([entry(0)]);
        expect(ids(await touchpoints(`accountId=${delta.id}&limit=2&page=3`))).toEqual([]);
      });

      it('"Values must match YYYY-MM-DD and re-format identically" (§5): a bad day or range is a 422', async () => {
        for (const [query, field] of [
          ['dateFrom=2025-02-30', 'dateFrom'],
          ['dateFrom=01.02.2025', 'dateFrom'],
          ['dateFrom=2025-03-01&dateTo=2025-02-01', 'dateTo'],
          ['activityType=LETTER', 'activityType'],
          ['limit=0', 'limit'],
          ['page=-1', 'page'],
          ['order=UP', 'order'],
          ['accountId=0', 'accountId'],
          ['color=red', 'color'],
        ] as const) {
          expectFieldError(
            await server.send('GET', `${base}/touchpoints?${query}`, tokens.sales),
            field,
          );
        }
      });

      it('shows only the acting company’s touchpoints', async () => {
        const own = await touchpoints(`accountId=${delta.id}`, tokens.admin);
        expect(own).toEqual({ items: [], total: 0 });
        const acting = await touchpoints(`accountId=${delta.id}`, tokens.admin, salesCompany);
        expect(acting.total).toBe(5);
        expectErrorBody(await server.send('GET', `${base}/touchpoints`, tokens.agency), 403);
        expect((await server.send('GET', `${base}/touchpoints`)).statusCode).toBe(401);
        // A company the caller may not act for.
        expectErrorBody(
          await server.request({
            method: 'GET',
            url: `${base}/touchpoints`,
            token: tokens.sales,
            company: await companyNamed(server.database.db, 'Adconsole AG'),
          }),
          403,
        );
      });
    });

    describe('GET activities/touchpoints/creators', () => {
      it('names the users who created touchpoints of the acting company', async () => {
        const call = async (token: string, company?: SelectedCompany) => {
          const response = await server.request({
            method: 'GET',
            url: `${base}/touchpoints/creators`,
            token,
            ...(company ? { company } : {}),
          });
          expect(response.statusCode, response.body).toBe(200);
          return creatorsSchema.parse(response.json()).items;
        };
        const creators = await call(tokens.sales);
        expect(creators.map((creator) => creator.userId)).toEqual(
          expect.arrayContaining([salesUser, adminUser]),
        );
        expect(creators.map((creator) => creator.userId)).not.toContain(opsUser);
        expect(creators.every((creator) => creator.name.includes(' '))).toBe(true);
        // The administrator's own company has no touchpoints.
        expect(await call(tokens.admin)).toEqual([]);
        expectErrorBody(await server.send('GET', `${base}/touchpoints/creators`, tokens.ops), 403);
      });
    });

    describe('GET activities/attachments/{attachmentId}', () => {
      it('sends the file with its name in Content-Disposition; 204 when there is no file', async () => {
        const fileId = await uploadedFileId(server, tokens.sales, 'Zürich Offerte.pdf');
        const activity = await created({ files: [{ fileId }] });
        const attachment = activity.attachments[0];
        if (!attachment) throw new Error('no attachment');
        const response = await server.send(
          'GET',
          `${base}/attachments/${attachment.id}`,
          tokens.sales,
        );
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="Z_rich Offerte.pdf"; filename*=UTF-8''Z%C3%BCrich%20Offerte.pdf`,
        );
        expect(response.rawPayload.equals(PDF)).toBe(true);
        // Another company cannot reach it: no file for them.
        const foreign = await server.send(
          'GET',
          `${base}/attachments/${attachment.id}`,
          tokens.admin,
        );
        expect(foreign.statusCode).toBe(204);
        expect(foreign.body).toBe('');
        const missing = await server.send('GET', `${base}/attachments/2000000000`, tokens.sales);
        expect(missing.statusCode).toBe(204);
        expectErrorBody(await server.send('GET', `${base}/attachments/x`, tokens.sales), 404);
        expectErrorBody(
          await server.send('GET', `${base}/attachments/${attachment.id}`, tokens.ops),
          403,
        );
      });
    });

    describe('GET activities/activity-types/technical and /non-technical', () => {
      it('serves two separate lists: the form’s manual types and the system’s types', async () => {
        const list = async (kind: string, token = tokens.sales) => {
          const response = await server.request({
            method: 'GET',
            url: `${base}/activity-types/${kind}`,
            token,
          });
          expect(response.statusCode).toBe(200);
          return activityTypesSchema.parse(response.json()).items;
        };
        const manual = await list('non-technical');
        const technical = await list('technical');
        expect(manual).toEqual([...NON_TECHNICAL_ACTIVITY_TYPES]);
        expect(manual).toEqual(expect.arrayContaining(['EMAIL', 'MEETING', 'PHONE', 'OTHER']));
        expect(technical).toEqual([...TECHNICAL_ACTIVITY_TYPES]);
        expect(technical.filter((type) => manual.includes(type))).toEqual([]);
        expect([...manual, ...technical].sort()).toEqual([...ACTIVITY_TYPES].sort());
        for (const kind of ['technical', 'non-technical']) {
          expectErrorBody(
            await server.send('GET', `${base}/activity-types/${kind}`, tokens.publisher),
            403,
          );
        }
      });
    });
  },
);
