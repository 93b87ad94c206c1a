import {
  accountSchema,
  accountsSchema,
  contactSchema,
  contactsSchema,
  type SelectedCompany,
  usersByIdsSchema,
  usersSchema,
} from '@adconsole/api/contracts';
import { describe, expect, it } from 'vitest';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import {
  accountNamed,
  expectErrorBody,
  expectFieldError,
  freshAccount,
  userIdOf,
} from './support/sales.ts';

describeOnLanes(
  'the lookups of the forms and filters (spec 2 §7)',
  ['sales', 'admin', 'ops', 'agency', 'publisher'],
  ({ server, tokens }) => {
    const salesCompany = seededCompany(server, 'Adconsole Sales');

    const get = async (url: string, token = tokens.sales, company?: SelectedCompany) => {
      const response = await server.request({
        method: 'GET',
        url,
        token,
        ...(company ? { company } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    describe('GET ws-activities/accounts (query: page, limit, order, sort, prefix)', () => {
      it('finds the acting company’s accounts by a prefix of the name or display name', async () => {
        const found = accountsSchema.parse(await get('/api/ws-activities/accounts?prefix=mig'));
        expect(found.items.map((account) => account.name)).toEqual(['Migros-Genossenschafts-Bund']);
        expect(found.items[0]).toEqual({
          id: expect.any(Number),
          displayName: expect.any(String),
          name: 'Migros-Genossenschafts-Bund',
          active: true,
          // The town tells two accounts of one name apart in a picker (issue 38).
          city: expect.any(String),
        });
        // A prefix, not a part of the name; _ and % are letters.
        expect(
          accountsSchema.parse(await get('/api/ws-activities/accounts?prefix=genossenschafts'))
            .total,
        ).toBe(0);
        expect(
          accountsSchema.parse(await get('/api/ws-activities/accounts?prefix=%25')).total,
        ).toBe(0);
        const all = accountsSchema.parse(await get('/api/ws-activities/accounts?limit=100'));
        const names = all.items.map((account) => account.name);
        expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        const desc = accountsSchema.parse(
          await get('/api/ws-activities/accounts?order=DESC&limit=3&page=0'),
        );
        expect(desc.items.map((account) => account.name)).toEqual([...names].reverse().slice(0, 3));
        expect(desc.total).toBe(all.total);
      });

      it('shows another company none of them; 403 without an accounts role; bad queries 422', async () => {
        const agencyView = accountsSchema.parse(
          await get('/api/ws-activities/accounts?prefix=mig', tokens.agency),
        );
        expect(agencyView.total).toBe(0);
        expect(
          accountsSchema.parse(
            await get('/api/ws-activities/accounts?prefix=mig', tokens.admin, salesCompany),
          ).total,
        ).toBe(1);
        expectErrorBody(
          await server.send('GET', '/api/ws-activities/accounts', tokens.publisher),
          403,
        );
        expectErrorBody(await server.send('GET', '/api/ws-activities/accounts', tokens.ops), 403);
        for (const [query, field] of [
          ['limit=101', 'limit'],
          ['sort=city', 'sort'],
          [`prefix=${'x'.repeat(101)}`, 'prefix'],
        ] as const) {
          expectFieldError(
            await server.send('GET', `/api/ws-activities/accounts?${query}`, tokens.sales),
            field,
          );
        }
      });
    });

    describe('GET ws-crm/accounts/{accountId}', () => {
      it('answers the account’s name and main facts; 404 for another company’s', async () => {
        const migros = await accountNamed(server.database.db, 'Migros-Genossenschafts-Bund');
        const account = accountSchema.parse(await get(`/api/ws-crm/accounts/${migros.id}`));
        expect(account).toMatchObject({
          id: migros.id,
          name: 'Migros-Genossenschafts-Bund',
          city: 'Zürich',
          countryCode: 'CH',
          companyId: salesCompany.id,
          contactCount: expect.any(Number),
        });
        expect(account.contactCount).toBeGreaterThanOrEqual(2);
        expect(account.salesPerson?.name).toBe('Simon Verkauf');
        expectErrorBody(
          await server.send('GET', `/api/ws-crm/accounts/${migros.id}`, tokens.agency),
          404,
        );
        expectErrorBody(await server.send('GET', '/api/ws-crm/accounts/abc', tokens.sales), 404);
        expectErrorBody(
          await server.send('GET', `/api/ws-crm/accounts/${migros.id}`, tokens.publisher),
          403,
        );
      });
    });

    describe('GET ws-crm/contacts (accountId, active, filter) and ws-crm/contacts/{contactId}', () => {
      it('"contacts by account (accountId, active true, filter)"', async () => {
        const account = await freshAccount(server.database.db, salesCompany.id, 'Kontakt AG');
        const url = `/api/ws-crm/contacts?accountId=${account.id}`;
        const all = contactsSchema.parse(await get(url));
        expect(all.items.map((contact) => contact.name)).toEqual([
          'Anna Ammann',
          'Beat Brunner',
          'Corinne Cattaneo',
        ]);
        const active = contactsSchema.parse(await get(`${url}&active=true`));
        expect(active.items.map((contact) => contact.contactId)).toEqual(
          account.contactIds.slice(0, 2),
        );
        expect(
          contactsSchema
            .parse(await get(`${url}&active=true&filter=brun`))
            .items.map((c) => c.name),
        ).toEqual(['Beat Brunner']);
        expect(contactsSchema.parse(await get(`${url}&filter=ammann anna`)).total).toBe(1);
        const [first] = account.contactIds;
        const one = contactSchema.parse(await get(`/api/ws-crm/contacts/${first}`));
        expect(one).toMatchObject({
          contactId: first,
          name: 'Anna Ammann',
          firstName: 'Anna',
          lastName: 'Ammann',
          accountId: account.id,
          accountName: account.displayName,
          active: true,
        });
        // Another company reaches neither the list nor the contact.
        expect(contactsSchema.parse(await get(url, tokens.agency)).total).toBe(0);
        expectErrorBody(
          await server.send('GET', `/api/ws-crm/contacts/${first}`, tokens.agency),
          404,
        );
        expectErrorBody(await server.send('GET', url, tokens.publisher), 403);
        expectFieldError(
          await server.send('GET', `${url}&active=sometimes`, tokens.sales),
          'active',
        );
      });
    });

    describe('GET ws-users/users/search (filter, role SALES, page, limit) and POST ws-users/users/by-ids', () => {
      it('"Participants are users holding the SALES role": the search with role SALES leaves ops out', async () => {
        const salesUsers = usersSchema.parse(await get('/api/ws-users/users/search?role=SALES'));
        const salesUser = await userIdOf(server.database.db, 'sales@example.com');
        const opsUser = await userIdOf(server.database.db, 'ops@example.com');
        expect(salesUsers.items.map((user) => user.userId)).toContain(salesUser);
        expect(salesUsers.items.map((user) => user.userId)).not.toContain(opsUser);
        const everyone = usersSchema.parse(await get('/api/ws-users/users/search'));
        expect(everyone.items.map((user) => user.userId)).toContain(opsUser);
        expect(
          usersSchema.parse(await get('/api/ws-users/users/search?role=SALES&filter=verk')).items,
        ).toEqual([{ userId: salesUser, name: 'Simon Verkauf' }]);
        // The administrator's own company holds no sales user.
        const adminView = usersSchema.parse(
          await get('/api/ws-users/users/search?role=SALES', tokens.admin),
        );
        expect(adminView.items.map((user) => user.userId)).not.toContain(salesUser);
        expectErrorBody(await server.send('GET', '/api/ws-users/users/search', tokens.ops), 403);
        expectFieldError(
          await server.send('GET', '/api/ws-users/users/search?role=KING', tokens.sales),
          'role',
        );

        const byIds = await server.send('POST', '/api/ws-users/users/by-ids', tokens.sales, {
          ids: [salesUser, opsUser, await userIdOf(server.database.db, 'admin@example.com')],
        });
        expect(byIds.statusCode, byIds.body).toBe(200);
        expect(
          usersByIdsSchema
            .parse(byIds.json())
            .items.map((user) => user.userId)
            .sort(),
        ).toEqual([salesUser, opsUser].sort());
        expectFieldError(
          await server.send('POST', '/api/ws-users/users/by-ids', tokens.sales, {}),
          'ids',
        );
        expectErrorBody(
          await server.send('POST', '/api/ws-users/users/by-ids', tokens.agency, { ids: [1] }),
          403,
        );
      });
    });
  },
);
