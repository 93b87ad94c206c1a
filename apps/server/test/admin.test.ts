import {
  type AdminCompany,
  type AdminUser,
  type AuditEntry,
  adminCompanySchema,
  adminUserSchema,
  type EmailSyncChannel,
  type ProgrammaticSeat,
} from '@adconsole/api/contracts';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeOnLanes } from './support/lane-server.ts';
import { rowOf } from './support/rows.ts';
import { expectErrorBody, expectFieldError, userIdOf } from './support/sales.ts';

// The administration (issue 21; spec 1 §2.2, §2.3): users and companies for ADMIN, the account
// area for everyone and for company administrators, the audit of every change, and the ceiling
// of what a company administrator may grant, enforced by the server against forged requests.

type Method = NonNullable<InjectOptions['method']>;

describeOnLanes(
  'the administration',
  ['admin', 'companyadmin', 'agency', 'post', 'sales'],
  ({ server, tokens }) => {
    const call = (method: Method, url: string, token?: string, payload?: unknown) =>
      server.request({
        method,
        url,
        ...(token ? { token } : {}),
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      });
    const ok = async <T>(method: Method, url: string, token: string, payload?: unknown) => {
      const response = await call(method, url, token, payload);
      expect(response.statusCode, response.body).toBeLessThan(300);
      return (response.body ? response.json() : undefined) as T;
    };
    /** A page of a list, as the administrator unless told. */
    const listed = <T>(url: string, token = tokens.admin) =>
      ok<{ items: T[]; total: number }>('GET', url, token);
    const companyId = async (name: string) =>
      (await rowOf(server.database.db, 'company', 'id', { name })).id;
    const lastMail = (recipient: string) =>
      server.database.db
        .selectFrom('mailOutbox')
        .selectAll()
        .where('recipient', '=', recipient)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    const hashOf = (body: string) => /\/([A-Za-z0-9_-]{20,128})\s*$/.exec(body.trim())?.[1] ?? '';
    const userWrite = (user: AdminUser) => ({
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      language: user.language,
      companyId: user.companyId,
      userRole: user.userRole,
      companyRole: user.companyRole,
      permissions: user.permissions,
      active: user.active,
      version: user.version,
    });
    let created = 0;
    const newUser = async (overrides: Record<string, unknown> = {}) => {
      created += 1;
      return ok<AdminUser>('POST', '/api/ws-admin/users', tokens.admin, {
        firstName: 'Regula',
        lastName: `Brändli ${created}`,
        email: `regula.braendli${created}@werbeagentur-muster.example`,
        language: 'de',
        companyId: await companyId('Werbeagentur Muster GmbH'),
        permissions: ['BOOK_CAMPAIGNS'],
        ...overrides,
      });
    };
    const activate = async (email: string, password = 'neues Passwort 1') => {
      const mail = await lastMail(email);
      expect(mail?.template).toBe('ACTIVATE_ACCOUNT');
      const response = await call(
        'POST',
        `/api/ws-auth/activate/${hashOf(mail?.body ?? '')}`,
        undefined,
        {
          password,
        },
      );
      expect(response.statusCode, response.body).toBe(204);
      return server.signIn(email, password);
    };

    describe('users (ws-admin/users)', () => {
      it('lists every company’s users, filtered by name, e-mail, company, role and status', async () => {
        const all = await listed<AdminUser>('/api/ws-admin/users?limit=100');
        expect(all.items.every((user) => adminUserSchema.safeParse(user).success)).toBe(true);
        expect(new Set(all.items.map((user) => user.companyId)).size).toBeGreaterThan(3);
        const byName = await ok<{ items: AdminUser[] }>(
          'GET',
          '/api/ws-admin/users?name=claudia%20muster',
          tokens.admin,
        );
        expect(byName.items.map((user) => user.email)).toEqual(['companyadmin@example.com']);
        const byMail = await ok<{ items: AdminUser[] }>(
          'GET',
          '/api/ws-admin/users?email=SALES@EXAMPLE',
          tokens.admin,
        );
        expect(byMail.items.map((user) => user.email)).toEqual(['sales@example.com']);
        const muster = await companyId('Werbeagentur Muster GmbH');
        const ofCompany = await listed<AdminUser>(
          `/api/ws-admin/users?companyId=${muster}&limit=100`,
        );
        expect(ofCompany.items.every((user) => user.companyId === muster)).toBe(true);
        expect(ofCompany.items.map((user) => user.email)).toContain('agency@example.com');
        const byCompanyName = await listed<AdminUser>(
          '/api/ws-admin/users?company=MUSTER&limit=100',
        );
        expect(byCompanyName.total).toBe(ofCompany.total);
        const payout = await ok<{ items: AdminUser[] }>(
          'GET',
          '/api/ws-admin/users?role=PAYOUT&limit=100',
          tokens.admin,
        );
        expect(payout.items.map((user) => user.email).sort()).toEqual(
          ['admin@example.com', 'finance@example.com', 'publisher@example.com'].sort(),
        );
        const inactive = await listed<AdminUser>('/api/ws-admin/users?status=INACTIVE&limit=100');
        expect(inactive.items.every((user) => !user.active)).toBe(true);
        const active = await ok<{ total: number }>(
          'GET',
          '/api/ws-admin/users?status=ACTIVE',
          tokens.admin,
        );
        expect(active.total + inactive.total).toBe(all.total);
      });

      it('sorts with a stable order both ways and pages', async () => {
        const asc = await ok<{ items: AdminUser[] }>(
          'GET',
          '/api/ws-admin/users?sort=email&limit=100',
          tokens.admin,
        );
        const emails = asc.items.map((user) => user.email);
        expect(emails).toEqual([...emails].sort());
        const second = await ok<{ items: AdminUser[] }>(
          'GET',
          '/api/ws-admin/users?sort=email&limit=10&page=1',
          tokens.admin,
        );
        expect(second.items.map((user) => user.email)).toEqual(emails.slice(10, 20));
        const byCompany = await ok<{ items: AdminUser[] }>(
          'GET',
          '/api/ws-admin/users?sort=companyName&order=desc&limit=100',
          tokens.admin,
        );
        const names = byCompany.items.map((user) => user.companyName.toLowerCase());
        expect(names).toEqual([...names].sort().reverse());
        const signedIn = await ok<{ items: AdminUser[] }>(
          'GET',
          '/api/ws-admin/users?sort=lastSignInAt&order=DESC',
          tokens.admin,
        );
        expect(signedIn.items[0]?.lastSignInAt).not.toBeNull();
      });

      it('refuses bad queries (422) and callers who are no ADMIN (401, 403)', async () => {
        expectFieldError(
          await call('GET', '/api/ws-admin/users?sort=password', tokens.admin),
          'sort',
        );
        expectFieldError(await call('GET', '/api/ws-admin/users?limit=101', tokens.admin), 'limit');
        expectFieldError(await call('GET', '/api/ws-admin/users?role=KING', tokens.admin), 'role');
        expectFieldError(
          await call('GET', '/api/ws-admin/users?companyId=1x', tokens.admin),
          'companyId',
        );
        expectErrorBody(await call('GET', '/api/ws-admin/users'), 401);
        expectErrorBody(await call('GET', '/api/ws-admin/users', tokens.companyadmin), 403);
        expectErrorBody(await call('GET', '/api/ws-admin/users', tokens.sales), 403);
        expectErrorBody(await call('GET', '/api/ws-admin/users/1'), 401);
        expectErrorBody(await call('GET', '/api/ws-admin/users/1', tokens.companyadmin), 403);
        expectErrorBody(await call('GET', '/api/ws-admin/users/99999', tokens.admin), 404);
        expectErrorBody(await call('GET', '/api/ws-admin/users/abc', tokens.admin), 404);
      });

      it('creates a user who gets the activation mail, sets a password through it and signs in', async () => {
        const user = await newUser({ permissions: ['BOOK_CAMPAIGNS', 'MANAGE_ACCOUNTS'] });
        expect(user).toMatchObject({
          active: true,
          activated: false,
          userRole: null,
          lastSignInAt: null,
        });
        expect(user.permissions.sort()).toEqual(['BOOK_CAMPAIGNS', 'MANAGE_ACCOUNTS']);
        // Issue 33 §10: every mail in the recipient's language, dates as staff read them in
        // Zurich, no codes and no ISO timestamps.
        const mail = await lastMail(user.email);
        expect(mail?.language).toBe('de');
        expect(mail?.subject).toBe('Ihr Adconsole-Konto aktivieren');
        expect(mail?.body).toContain('https://console.test/account/activate/');
        expect(mail?.body).toMatch(/gültig bis \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\./);
        for (const text of [mail?.body ?? '', mail?.htmlBody ?? '', mail?.subject ?? '']) {
          expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
          expect(text).not.toMatch(/ACTIVATE_ACCOUNT|valid until/);
        }
        const french = await newUser({ language: 'fr' });
        const mailFr = await lastMail(french.email);
        expect(mailFr?.language).toBe('fr');
        expect(mailFr?.subject).toBe('Activer votre compte Adconsole');
        expect(mailFr?.body).toMatch(/valable jusqu’au \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\./);
        const token = await activate(user.email);
        const me = await ok<{ permissions: string[] }>('GET', '/api/ws-users/current', token);
        expect(me.permissions.sort()).toEqual(['BOOK_CAMPAIGNS', 'MANAGE_ACCOUNTS']);
        const again = await ok<AdminUser>('GET', `/api/ws-admin/users/${user.id}`, tokens.admin);
        expect(again.activated).toBe(true);
        expect(again.lastSignInAt).not.toBeNull();
      });

      it('refuses a taken e-mail in any case, an unknown company, a role the company lacks and bad fields (422)', async () => {
        const muster = await companyId('Werbeagentur Muster GmbH');
        const base = { firstName: 'Max', lastName: 'Mustermann', companyId: muster };
        const post = (body: Record<string, unknown>) =>
          call('POST', '/api/ws-admin/users', tokens.admin, { ...base, ...body });
        expect(expectFieldError(await post({ email: 'AGENCY@example.com' }), 'email')).toBe(
          'A user with this e-mail already exists',
        );
        expectFieldError(await post({ email: 'max@x.example', companyId: 999999 }), 'companyId');
        expectFieldError(
          await post({ email: 'max@x.example', companyRole: 'PUBLISHER' }),
          'companyRole',
        );
        expectFieldError(
          await post({ email: 'max@x.example', permissions: ['ADMIN'] }),
          'permissions.0',
        );
        expectFieldError(
          await post({ email: 'max@x.example', permissions: ['PAYOUT', 'PAYOUT'] }),
          'permissions',
        );
        expectFieldError(await post({ email: 'kein mail' }), 'email');
        expectFieldError(await post({ email: 'max@x.example', firstName: '  ' }), 'firstName');
        expectFieldError(await post({ email: 'max@x.example', language: 'es' }), 'language');
        expectFieldError(await post({ email: 'max@x.example', userRole: 'ROOT' }), 'userRole');
        expectFieldError(await post({ email: 'max@x.example', password: 'x' }), 'password');
        expectErrorBody(
          await call('POST', '/api/ws-admin/users', tokens.companyadmin, {
            ...base,
            email: 'm@x.example',
          }),
          403,
        );
        // A company role narrower than an ADMIN company's is allowed.
        const narrow = await ok<AdminUser>('POST', '/api/ws-admin/users', tokens.admin, {
          ...base,
          email: 'narrow@adconsole.example',
          companyId: await companyId('Adconsole AG'),
          companyRole: 'AGENCY',
        });
        expect(narrow.companyRole).toBe('AGENCY');
      });

      it('changes a user with a version, writing an audit entry per changed field', async () => {
        const user = await newUser();
        const changed = await ok<AdminUser>('PUT', `/api/ws-admin/users/${user.id}`, tokens.admin, {
          ...userWrite(user),
          lastName: 'Gasser',
          language: 'fr',
          permissions: ['BOOK_CAMPAIGNS', 'REPORT_BUILDER'],
        });
        expect(changed).toMatchObject({
          lastName: 'Gasser',
          language: 'fr',
          version: user.version + 1,
        });
        const stale = await call(
          'PUT',
          `/api/ws-admin/users/${user.id}`,
          tokens.admin,
          userWrite(user),
        );
        expectErrorBody(stale, 412);
        const audit = await ok<{ items: AuditEntry[] }>(
          'GET',
          `/api/ws-admin/users/${user.id}/audit`,
          tokens.admin,
        );
        const change = (field: string) =>
          audit.items.find((entry) => entry.field === field && entry.oldValue !== null);
        expect(change('lastName')).toMatchObject({
          oldValue: user.lastName,
          newValue: 'Gasser',
          actorName: 'Anna Admin',
        });
        expect(change('language')).toMatchObject({ oldValue: 'de', newValue: 'fr' });
        expect(change('permissions')).toMatchObject({
          oldValue: 'BOOK_CAMPAIGNS',
          newValue: 'BOOK_CAMPAIGNS, REPORT_BUILDER',
        });
        // The creation is there too, with no old values.
        expect(
          audit.items.some((entry) => entry.field === 'email' && entry.oldValue === null),
        ).toBe(true);
        expectErrorBody(
          await call('GET', `/api/ws-admin/users/${user.id}/audit`, tokens.companyadmin),
          403,
        );
      });

      it('deactivates instead of deleting: the user’s session ends on the next call, sign-in is refused', async () => {
        const user = await newUser();
        const token = await activate(user.email, 'bald weg 123');
        expect((await call('GET', '/api/ws-users/current', token)).statusCode).toBe(200);
        const off = await ok<AdminUser>('PUT', `/api/ws-admin/users/${user.id}`, tokens.admin, {
          ...userWrite(await ok<AdminUser>('GET', `/api/ws-admin/users/${user.id}`, tokens.admin)),
          active: false,
        });
        expect(off.active).toBe(false);
        expectErrorBody(await call('GET', '/api/ws-users/current', token), 401);
        await expect(server.signIn(user.email, 'bald weg 123')).rejects.toThrow(/401/);
        expectErrorBody(
          await call('POST', `/api/ws-admin/users/${user.id}/reset-password`, tokens.admin),
          409,
        );
        const on = await ok<AdminUser>('PUT', `/api/ws-admin/users/${user.id}`, tokens.admin, {
          ...userWrite(off),
          active: true,
        });
        expect(on.active).toBe(true);
        expect(
          (
            await call(
              'GET',
              '/api/ws-users/current',
              await server.signIn(user.email, 'bald weg 123'),
            )
          ).statusCode,
        ).toBe(200);
      });

      it('refuses an administrator removing their own ADMIN role or deactivating themselves (422, clear message)', async () => {
        const self = await ok<AdminUser>(
          'GET',
          `/api/ws-admin/users/${await userIdOf(server.database.db, 'admin@example.com')}`,
          tokens.admin,
        );
        const demote = await call('PUT', `/api/ws-admin/users/${self.id}`, tokens.admin, {
          ...userWrite(self),
          userRole: null,
        });
        expect(expectFieldError(demote, 'userRole')).toBe('You cannot remove your own ADMIN role');
        expect((demote.json() as { formError: string }).formError).toBe(
          'You cannot remove your own ADMIN role',
        );
        const off = await call('PUT', `/api/ws-admin/users/${self.id}`, tokens.admin, {
          ...userWrite(self),
          active: false,
        });
        expect(expectFieldError(off, 'active')).toBe('You cannot deactivate yourself');
        expect((await call('GET', '/api/ws-users/current', tokens.admin)).statusCode).toBe(200);
      });

      it('resets a password by mail: the restore link once activated, the activation link before', async () => {
        const invited = await newUser();
        await ok('POST', `/api/ws-admin/users/${invited.id}/reset-password`, tokens.admin);
        expect((await lastMail(invited.email))?.template).toBe('ACTIVATE_ACCOUNT');
        await activate(invited.email);
        await ok('POST', `/api/ws-admin/users/${invited.id}/reset-password`, tokens.admin);
        const mail = await lastMail(invited.email);
        expect(mail?.template).toBe('RESTORE_PASSWORD');
        const response = await call(
          'POST',
          `/api/ws-auth/change-password/${hashOf(mail?.body ?? '')}`,
          undefined,
          {
            password: 'wieder neu 456',
          },
        );
        expect(response.statusCode).toBe(204);
        await server.signIn(invited.email, 'wieder neu 456');
        expectErrorBody(
          await call('POST', '/api/ws-admin/users/999999/reset-password', tokens.admin),
          404,
        );
        expectErrorBody(
          await call('POST', `/api/ws-admin/users/${invited.id}/reset-password`, tokens.agency),
          403,
        );
      });
    });

    describe('companies (ws-admin/companies)', () => {
      it('lists companies by name, role and country with their user counts; sorts and pages', async () => {
        const all = await listed<AdminCompany>('/api/ws-admin/companies?limit=100');
        expect(all.total).toBeGreaterThanOrEqual(21);
        expect(all.items.every((company) => adminCompanySchema.safeParse(company).success)).toBe(
          true,
        );
        const muster = all.items.find((company) => company.name === 'Werbeagentur Muster GmbH');
        expect(muster).toMatchObject({
          countryCode: 'DE',
          vatNumber: 'DE281456732',
          city: 'Berlin',
        });
        expect(muster?.userCount).toBeGreaterThanOrEqual(2);
        for (const [filter, names] of [
          [
            'companyRole=PUBLISHER&countryCode=AT',
            ['Tiroler Anzeiger GmbH', 'Wiener Medienhaus GmbH'],
          ],
          ['name=VERLAG', ['Münchner Verlagsgruppe GmbH', 'Verlag Alpenblick AG']],
        ] as const) {
          const found = await ok<{ items: AdminCompany[] }>(
            'GET',
            `/api/ws-admin/companies?${filter}`,
            tokens.admin,
          );
          expect(
            found.items.map((company) => company.name),
            filter,
          ).toEqual(names);
        }
        const page = await ok<{ items: AdminCompany[] }>(
          'GET',
          '/api/ws-admin/companies?limit=5&page=1&sort=name&order=DESC',
          tokens.admin,
        );
        expect(page.items).toHaveLength(5);
        expectFieldError(
          await call('GET', '/api/ws-admin/companies?countryCode=FR', tokens.admin),
          'countryCode',
        );
        expectErrorBody(await call('GET', '/api/ws-admin/companies', tokens.companyadmin), 403);
        expectErrorBody(await call('GET', '/api/ws-admin/companies/999999', tokens.admin), 404);
      });

      it('creates and changes a company, checking VAT / UID number and postal code against its country', async () => {
        const body = {
          name: 'Luzerner Plakat AG',
          companyRole: 'AGENCY',
          countryCode: 'CH',
          street: 'Pilatusstrasse 3',
          postalCode: '6003',
          city: 'Luzern',
          vatNumber: 'CHE-123.456.789 MWST',
        };
        const company = await ok<AdminCompany>(
          'POST',
          '/api/ws-admin/companies',
          tokens.admin,
          body,
        );
        expect(company).toMatchObject({ ...body, userCount: 0, version: 0 });
        // A field its country refuses, and a blank name, are each the field's 422.
        for (const [field, value] of [
          ['vatNumber', 'DE123456789'],
          ['postalCode', '60031'],
          ['countryCode', 'FR'],
          ['name', ''],
        ] as const) {
          expectFieldError(
            await call('POST', '/api/ws-admin/companies', tokens.admin, {
              ...body,
              [field]: value,
            }),
            field,
          );
        }
        const {
          id,
          companyUUID: _,
          userCount: __,
          createdAt: ___,
          updatedAt: ____,
          ...write
        } = company;
        // Moving to Germany needs a German VAT number and postal code.
        expectFieldError(
          await call('PUT', `/api/ws-admin/companies/${id}`, tokens.admin, {
            ...write,
            countryCode: 'DE',
          }),
          'vatNumber',
        );
        const moved = await ok<AdminCompany>('PUT', `/api/ws-admin/companies/${id}`, tokens.admin, {
          ...write,
          countryCode: 'DE',
          postalCode: '80331',
          city: 'München',
          vatNumber: 'DE987654321',
        });
        expect(moved.version).toBe(1);
        expectErrorBody(
          await call('PUT', `/api/ws-admin/companies/${id}`, tokens.admin, write),
          412,
        );
        const audit = await ok<{ items: AuditEntry[] }>(
          'GET',
          `/api/ws-admin/companies/${id}/audit`,
          tokens.admin,
        );
        expect(
          audit.items.find((entry) => entry.field === 'countryCode' && entry.oldValue),
        ).toMatchObject({
          oldValue: 'CH',
          newValue: 'DE',
        });
      });

      it('lists a company’s websites, accounts and contacts (read-only tabs)', async () => {
        const alpenblick = await companyId('Verlag Alpenblick AG');
        const websites = await ok<{
          items: { domain: string; relation: string; seller: string }[];
          total: number;
        }>('GET', `/api/ws-admin/companies/${alpenblick}/websites`, tokens.admin);
        // Its own sites, and the catalogue's site of its titles, sold by each of the four sales
        // houses of the demo data (the self-booking customer sells its own, issue 22).
        expect(websites.items.map((site) => `${site.domain} (${site.seller})`).sort()).toEqual([
          'alpenblick-online.example (Adconsole AG)',
          'alpenblick-online.example (Adconsole Sales)',
          'alpenblick-online.example (Bäckerei Beispiel AG)',
          'alpenblick-online.example (Werbeagentur Muster GmbH)',
          'alpenblick.ch (Verlag Alpenblick AG)',
          'wanderwelt-gr.ch (Verlag Alpenblick AG)',
        ]);
        expect(websites.items.every((site) => site.relation === 'PUBLISHES')).toBe(true);
        const salesCompany = await companyId('Adconsole Sales');
        const accounts = await ok<{ items: { name: string }[]; total: number }>(
          'GET',
          `/api/ws-admin/companies/${salesCompany}/accounts?search=migros`,
          tokens.admin,
        );
        expect(accounts.items.map((account) => account.name)).toEqual([
          'Migros-Genossenschafts-Bund',
        ]);
        const contacts = await ok<{ items: { accountName: string }[]; total: number }>(
          'GET',
          `/api/ws-admin/companies/${salesCompany}/contacts?limit=5`,
          tokens.admin,
        );
        expect(contacts.items).toHaveLength(5);
        expect(contacts.total).toBeGreaterThan(5);
        expectErrorBody(
          await call('GET', '/api/ws-admin/companies/999999/accounts', tokens.admin),
          404,
        );
        expectErrorBody(
          await call('GET', `/api/ws-admin/companies/${salesCompany}/contacts`, tokens.sales),
          403,
        );
        expectFieldError(
          await call(
            'GET',
            `/api/ws-admin/companies/${salesCompany}/contacts?limit=0`,
            tokens.admin,
          ),
          'limit',
        );
      });

      it('adds, changes and removes programmatic seats, a seat id once per platform', async () => {
        const muster = await companyId('Werbeagentur Muster GmbH');
        const url = `/api/ws-admin/companies/${muster}/programmatic-seats`;
        const seat = await ok<ProgrammaticSeat>('POST', url, tokens.admin, {
          platform: 'TTD',
          seatId: 'muster-ttd-7',
          name: 'Muster Trade Desk',
          seatRole: 'BUYER',
        });
        expectFieldError(
          await call('POST', url, tokens.admin, {
            platform: 'TTD',
            seatId: 'muster-ttd-7',
            name: 'Doppelt',
            seatRole: 'BUYER',
          }),
          'seatId',
        );
        expectFieldError(
          await call('POST', url, tokens.admin, {
            platform: 'TTD',
            seatId: 'a b',
            name: 'X',
            seatRole: 'BUYER',
          }),
          'seatId',
        );
        expectFieldError(
          await call('POST', url, tokens.admin, {
            platform: 'ADX',
            seatId: 'a',
            name: 'X',
            seatRole: 'BUYER',
          }),
          'platform',
        );
        const { id, updatedAt: _, ...write } = seat;
        const renamed = await ok<ProgrammaticSeat>('PUT', `${url}/${id}`, tokens.admin, {
          ...write,
          name: 'Muster TTD',
        });
        expect(renamed.version).toBe(1);
        expectErrorBody(await call('PUT', `${url}/${id}`, tokens.admin, write), 412);
        const other = await companyId('Adconsole AG');
        expectErrorBody(
          await call(
            'DELETE',
            `/api/ws-admin/companies/${other}/programmatic-seats/${id}`,
            tokens.admin,
          ),
          404,
        );
        await ok('DELETE', `${url}/${id}`, tokens.admin);
        const seats = await ok<{ items: ProgrammaticSeat[] }>(
          'GET',
          `${url}?sort=seatId&order=DESC`,
          tokens.admin,
        );
        expect(seats.items.map((item) => item.seatId)).toEqual(['1842']);
        const audit = await ok<{ items: AuditEntry[] }>(
          'GET',
          `/api/ws-admin/companies/${muster}/audit`,
          tokens.admin,
        );
        const seatEntries = audit.items.filter(
          (entry) => entry.entityType === 'PROGRAMMATIC_SEAT' && entry.entityId === id,
        );
        expect(
          seatEntries.some((entry) => entry.field === 'name' && entry.newValue === 'Muster TTD'),
        ).toBe(true);
        expect(
          seatEntries.some((entry) => entry.field === 'seatId' && entry.newValue === null),
        ).toBe(true);
        expectErrorBody(await call('GET', url, tokens.companyadmin), 403);
      });

      it('adds, changes and removes synchronised mailboxes, one per address', async () => {
        const salesCompany = await companyId('Adconsole Sales');
        const url = `/api/ws-admin/companies/${salesCompany}/email-sync`;
        const box = await ok<EmailSyncChannel>('POST', url, tokens.admin, {
          handle: 'Ticino@Adconsole.ch',
          provider: 'MICROSOFT',
        });
        expect(box).toMatchObject({
          handle: 'ticino@adconsole.ch',
          visibility: 'METADATA',
          contactAutoCreation: 'SENT',
          syncStatus: 'NOT_SYNCED',
        });
        expectFieldError(
          await call('POST', url, tokens.admin, {
            handle: 'ticino@adconsole.ch',
            provider: 'IMAP',
          }),
          'handle',
        );
        expectFieldError(
          await call('POST', url, tokens.admin, { handle: 'ticino', provider: 'IMAP' }),
          'handle',
        );
        const { id, name: ____, updatedAt: _, syncStatus: __, lastSyncedAt: ___, ...write } = box;
        const shared = await ok<EmailSyncChannel>('PUT', `${url}/${id}`, tokens.admin, {
          ...write,
          visibility: 'SHARE_EVERYTHING',
        });
        expect(shared.visibility).toBe('SHARE_EVERYTHING');
        expectFieldError(
          await call('PUT', `${url}/${id}`, tokens.admin, {
            ...write,
            version: 1,
            syncStatus: 'ACTIVE',
          }),
          'syncStatus',
        );
        await ok('DELETE', `${url}/${id}`, tokens.admin);
        const boxes = await listed<EmailSyncChannel>(url);
        expect(boxes.total).toBe(2);
        expectFieldError(await call('GET', `${url}?sort=password`, tokens.admin), 'sort');
        expect(boxes.items.map((item) => item.handle)).toEqual([
          'romandie@adconsole.ch',
          'verkauf@adconsole.ch',
        ]);
      });

      it('sets the roles a company’s administrators may grant, audited; ADMIN is never among them', async () => {
        const berner = await companyId('Berner Werbung AG');
        const url = `/api/ws-admin/companies/${berner}/permissions`;
        const before = await ok<{ roles: string[] }>('GET', url, tokens.admin);
        expect(before.roles).toContain('BOOK_CAMPAIGNS');
        const after = await ok<{ roles: string[] }>('PUT', url, tokens.admin, {
          roles: ['COMPANY_ADMIN', 'BOOK_CAMPAIGNS', 'SELF_BOOKING'],
        });
        expect(after.roles).toEqual(['COMPANY_ADMIN', 'BOOK_CAMPAIGNS', 'SELF_BOOKING']);
        expectFieldError(await call('PUT', url, tokens.admin, { roles: ['ADMIN'] }), 'roles.0');
        expectFieldError(
          await call('PUT', url, tokens.admin, { roles: ['SALES', 'SALES'] }),
          'roles',
        );
        expectErrorBody(await call('PUT', url, tokens.companyadmin, { roles: ['SALES'] }), 403);
        const audit = await ok<{ items: AuditEntry[] }>(
          'GET',
          `/api/ws-admin/companies/${berner}/audit`,
          tokens.admin,
        );
        expect(audit.items[0]).toMatchObject({
          entityType: 'COMPANY_PERMISSION',
          field: 'roles',
          actorName: 'Anna Admin',
        });
        expect(audit.items[0]?.newValue).toBe('BOOK_CAMPAIGNS, COMPANY_ADMIN, SELF_BOOKING');
      });
    });

    describe('the account area (ws-account)', () => {
      it('changes the caller’s own names and language, with a version; blank names are refused', async () => {
        const token = await server.signIn('publisher@example.com');
        const settings = await ok<{ firstName: string; version: number }>(
          'GET',
          '/api/ws-account/settings',
          token,
        );
        expect(settings).toMatchObject({
          email: 'publisher@example.com',
          firstName: 'Peter',
          language: 'de',
        });
        const saved = await ok<{ language: string; version: number }>(
          'PUT',
          '/api/ws-account/settings',
          token,
          {
            firstName: 'Pierre',
            lastName: 'Alpiger',
            language: 'fr',
            version: settings.version,
          },
        );
        expect(saved).toMatchObject({ language: 'fr', version: settings.version + 1 });
        // Issue 40: saved by the user, the language is their choice: it wins after signing in
        // (before, the administration's language was only their mails').
        const current = (token: string) =>
          ok<{ languageChosen: boolean }>('GET', '/api/ws-users/current', token);
        expect(await current(token)).toMatchObject({ language: 'fr', languageChosen: true });
        expect(await current(tokens.admin)).toMatchObject({ languageChosen: false });
        expectErrorBody(
          await call('PUT', '/api/ws-account/settings', token, {
            firstName: 'P',
            lastName: 'A',
            language: 'fr',
            version: 0,
          }),
          412,
        );
        expectFieldError(
          await call('PUT', '/api/ws-account/settings', token, {
            firstName: ' ',
            lastName: 'A',
            language: 'fr',
            version: 1,
          }),
          'firstName',
        );
        expectFieldError(
          await call('PUT', '/api/ws-account/settings', token, {
            firstName: 'P',
            lastName: 'A',
            language: 'fr',
            version: 1,
            email: 'x@y.ch',
          }),
          'email',
        );
        expectErrorBody(await call('GET', '/api/ws-account/settings'), 401);
      });

      it('changes the password only with the current one; the other sessions end, this one goes on', async () => {
        const user = await newUser();
        const token = await activate(user.email, 'erstes Passwort');
        const other = await server.signIn(user.email, 'erstes Passwort');
        expect(
          expectFieldError(
            await call('POST', '/api/ws-account/password', token, {
              currentPassword: 'falsch',
              newPassword: 'zweites Passwort',
            }),
            'currentPassword',
          ),
        ).toBe('The current password is not correct');
        expectFieldError(
          await call('POST', '/api/ws-account/password', token, {
            currentPassword: 'erstes Passwort',
            newPassword: 'kurz',
          }),
          'newPassword',
        );
        await ok('POST', '/api/ws-account/password', token, {
          currentPassword: 'erstes Passwort',
          newPassword: 'zweites Passwort',
        });
        expect((await call('GET', '/api/ws-users/current', token)).statusCode).toBe(200);
        expectErrorBody(await call('GET', '/api/ws-users/current', other), 401);
        await server.signIn(user.email, 'zweites Passwort');
        const audit = await ok<{ items: AuditEntry[] }>(
          'GET',
          `/api/ws-admin/users/${user.id}/audit`,
          tokens.admin,
        );
        expect(audit.items[0]).toMatchObject({ field: 'password', oldValue: null, newValue: null });
      });

      it('shows and changes the own company’s details to ADMIN and COMPANY_ADMIN only', async () => {
        const company = await ok<AdminCompany>(
          'GET',
          '/api/ws-account/company',
          tokens.companyadmin,
        );
        expect(company.name).toBe('Werbeagentur Muster GmbH');
        const saved = await ok<AdminCompany>(
          'PUT',
          '/api/ws-account/company',
          tokens.companyadmin,
          {
            street: 'Unter den Linden 10',
            postalCode: '10117',
            city: 'Berlin',
            vatNumber: 'DE281456732',
            version: company.version,
          },
        );
        expect(saved).toMatchObject({
          street: 'Unter den Linden 10',
          version: company.version + 1,
        });
        expectFieldError(
          await call('PUT', '/api/ws-account/company', tokens.companyadmin, {
            vatNumber: 'CHE-123.456.789',
            version: saved.version,
          }),
          'vatNumber',
        );
        expectFieldError(
          await call('PUT', '/api/ws-account/company', tokens.companyadmin, {
            name: 'Neu',
            version: saved.version,
          }),
          'name',
        );
        expectErrorBody(await call('GET', '/api/ws-account/company', tokens.agency), 403);
        expectErrorBody(await call('GET', '/api/ws-account/company', tokens.post), 403);
        expect((await ok<AdminCompany>('GET', '/api/ws-account/company', tokens.admin)).name).toBe(
          'Adconsole AG',
        );
      });

      it('lists only the own company’s users, with only the roles the company may grant', async () => {
        const page = await listed<AdminUser>(
          '/api/ws-account/users?limit=100',
          tokens.companyadmin,
        );
        const muster = await companyId('Werbeagentur Muster GmbH');
        expect(page.items.every((user) => user.companyId === muster)).toBe(true);
        expect(page.items.map((user) => user.email)).toContain('agency@example.com');
        const ceiling = new Set(
          (
            await ok<{ roles: string[] }>(
              'GET',
              '/api/ws-account/grantable-roles',
              tokens.companyadmin,
            )
          ).roles,
        );
        expect([...ceiling].sort()).toEqual(
          [
            'BOOK_CAMPAIGNS',
            'COMPANY_ADMIN',
            'CUSTOMER',
            'MANAGE_ACCOUNTS',
            'REPORT_BUILDER',
            'SELF_BOOKING',
          ].sort(),
        );
        for (const user of page.items) {
          expect(user.permissions.every((role) => ceiling.has(role))).toBe(true);
          expect(user.userRole === null || ceiling.has(user.userRole)).toBe(true);
        }
        const foreign = await userIdOf(server.database.db, 'sales@example.com');
        expectErrorBody(
          await call('GET', `/api/ws-account/users/${foreign}`, tokens.companyadmin),
          404,
        );
        expectErrorBody(await call('GET', '/api/ws-account/users', tokens.agency), 403);
        // The post-ad-manager role never manages users (spec 1 §2.2), even as a company admin.
        expectErrorBody(await call('GET', '/api/ws-account/users', tokens.post), 403);
        expectFieldError(
          await call('GET', '/api/ws-account/users?companyId=1', tokens.companyadmin),
          'companyId',
        );
      });

      it('lets a company admin grant within the ceiling and keeps the roles beyond it the user holds', async () => {
        const user = await newUser({ permissions: ['BOOK_CAMPAIGNS', 'SALES'] });
        const seen = await ok<AdminUser>(
          'GET',
          `/api/ws-account/users/${user.id}`,
          tokens.companyadmin,
        );
        expect(seen.permissions).toEqual(['BOOK_CAMPAIGNS']);
        const {
          id: _,
          name: __________,
          companyId: __,
          companyName: ___,
          companyCompanyRole: ____,
          companyRole: _____,
          activated: ______,
          lastSignInAt: _______,
          createdAt: ________,
          updatedAt: _________,
          ...write
        } = seen;
        const changed = await ok<AdminUser>(
          'PUT',
          `/api/ws-account/users/${user.id}`,
          tokens.companyadmin,
          {
            ...write,
            permissions: ['MANAGE_ACCOUNTS', 'REPORT_BUILDER'],
            userRole: 'COMPANY_ADMIN',
          },
        );
        expect(changed.permissions.sort()).toEqual(['MANAGE_ACCOUNTS', 'REPORT_BUILDER']);
        const full = await ok<AdminUser>('GET', `/api/ws-admin/users/${user.id}`, tokens.admin);
        expect(full.permissions.sort()).toEqual(['MANAGE_ACCOUNTS', 'REPORT_BUILDER', 'SALES']);
        expect(full.userRole).toBe('COMPANY_ADMIN');
        const audit = await ok<{ items: AuditEntry[] }>(
          'GET',
          `/api/ws-admin/users/${user.id}/audit`,
          tokens.admin,
        );
        expect(audit.items[0]?.actorName).toBe('Claudia Muster');
      });

      it('refuses a forged grant of ADMIN or of a role beyond the company’s permissions (403)', async () => {
        const user = await newUser();
        const seen = await ok<AdminUser>(
          'GET',
          `/api/ws-account/users/${user.id}`,
          tokens.companyadmin,
        );
        const write = {
          firstName: seen.firstName,
          lastName: seen.lastName,
          email: seen.email,
          language: seen.language,
          userRole: seen.userRole,
          permissions: seen.permissions,
          active: seen.active,
          version: seen.version,
        };
        const forgedAdmin = await call(
          'PUT',
          `/api/ws-account/users/${user.id}`,
          tokens.companyadmin,
          {
            ...write,
            userRole: 'ADMIN',
          },
        );
        expect(expectErrorBody(forgedAdmin, 403)).toMatchObject({
          translationKey: 'ROLE_NOT_GRANTABLE',
        });
        const forgedPermission = await call(
          'PUT',
          `/api/ws-account/users/${user.id}`,
          tokens.companyadmin,
          {
            ...write,
            permissions: ['BOOK_CAMPAIGNS', 'SWITCH_COMPANY_VIEW'],
          },
        );
        expect(expectErrorBody(forgedPermission, 403).message).toBe(
          'You may not grant the role SWITCH_COMPANY_VIEW',
        );
        expectErrorBody(
          await call('PUT', `/api/ws-account/users/${user.id}`, tokens.companyadmin, {
            ...write,
            permissions: ['ADMIN'],
          }),
          403,
        );
        expectErrorBody(
          await call('PUT', `/api/ws-account/users/${user.id}`, tokens.companyadmin, {
            ...write,
            userRole: 'POSTADMANAGER',
          }),
          403,
        );
        expectFieldError(
          await call('PUT', `/api/ws-account/users/${user.id}`, tokens.companyadmin, {
            ...write,
            companyId: 1,
          }),
          'companyId',
        );
        const unchanged = await ok<AdminUser>(
          'GET',
          `/api/ws-admin/users/${user.id}`,
          tokens.admin,
        );
        expect(unchanged).toMatchObject({
          userRole: null,
          permissions: ['BOOK_CAMPAIGNS'],
          version: user.version,
        });
        // Another company's user is no user of theirs at all.
        const foreign = await ok<AdminUser>(
          'GET',
          `/api/ws-admin/users/${await userIdOf(server.database.db, 'publisher@example.com')}`,
          tokens.admin,
        );
        expectErrorBody(
          await call('PUT', `/api/ws-account/users/${foreign.id}`, tokens.companyadmin, {
            ...write,
            email: foreign.email,
            version: foreign.version,
          }),
          404,
        );
      });

      it('refuses a company admin deactivating themselves or removing their own COMPANY_ADMIN role', async () => {
        const self = await ok<AdminUser>(
          'GET',
          `/api/ws-account/users/${await userIdOf(server.database.db, 'companyadmin@example.com')}`,
          tokens.companyadmin,
        );
        const write = {
          firstName: self.firstName,
          lastName: self.lastName,
          email: self.email,
          language: self.language,
          userRole: self.userRole,
          permissions: self.permissions,
          active: self.active,
          version: self.version,
        };
        expectFieldError(
          await call('PUT', `/api/ws-account/users/${self.id}`, tokens.companyadmin, {
            ...write,
            active: false,
          }),
          'active',
        );
        expectFieldError(
          await call('PUT', `/api/ws-account/users/${self.id}`, tokens.companyadmin, {
            ...write,
            userRole: null,
          }),
          'userRole',
        );
      });

      it('lets a company admin deactivate a colleague, whose session ends', async () => {
        const user = await newUser();
        const token = await activate(user.email, 'Kollege 12345');
        const seen = await ok<AdminUser>(
          'GET',
          `/api/ws-account/users/${user.id}`,
          tokens.companyadmin,
        );
        await ok('PUT', `/api/ws-account/users/${user.id}`, tokens.companyadmin, {
          firstName: seen.firstName,
          lastName: seen.lastName,
          email: seen.email,
          language: seen.language,
          userRole: seen.userRole,
          permissions: seen.permissions,
          active: false,
          version: seen.version,
        });
        expectErrorBody(await call('GET', '/api/ws-account/settings', token), 401);
      });
    });
  },
);
