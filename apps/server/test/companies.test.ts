import {
  companiesByPermissionSchema,
  companySchema,
  companySearchResultSchema,
  creativeCountSchema,
  incidentsSchema,
  orderCommentsSchema,
  type SelectedCompany,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from './support/calls.ts';
import { databaseLanes } from './support/databases.ts';
import { serverOnLane } from './support/lane-server.ts';

describe.each(databaseLanes())('shell calls of spec 1 §7 on $name', (lane) => {
  const server = serverOnLane(lane);
  /** A GET of the API as a persona. */
  const get = (url: string, token: string) => server.send('GET', url, token);
  let admin: string;
  let agency: string;
  let ops: string;
  let byName: Map<string, SelectedCompany & { countryCode: string }>;

  beforeAll(async () => {
    admin = await server.signIn('admin@example.com');
    agency = await server.signIn('agency@example.com');
    ops = await server.signIn('ops@example.com');
    const all = await get('/api/ws-companies/companies?limit=100', admin);
    const items = companySearchResultSchema.parse(all.json()).items;
    byName = new Map(
      await Promise.all(
        items.map(async (item) => {
          const company = await get(`/api/ws-companies/companies/${item.id}`, admin);
          return [item.name, companySchema.parse(company.json())] as const;
        }),
      ),
    );
  });

  const company = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`no demo company ${name}`);
    return found;
  };

  describe('company search', () => {
    it('lets SWITCH_COMPANY_VIEW search every company by name, with id, companyUUID, companyRole, name', async () => {
      const result = companySearchResultSchema.parse(
        await answerOf(get('/api/ws-companies/companies?search=verlag', admin)),
      );
      expect(result.items.map((item) => item.name)).toEqual([
        'Münchner Verlagsgruppe GmbH',
        'Verlag Alpenblick AG',
      ]);
      expect(result.total).toBe(2);
      expect(Object.keys(result.items[0] ?? {}).sort()).toEqual([
        'companyRole',
        'companyUUID',
        'id',
        'name',
      ]);
    });

    it('pages through the companies', async () => {
      const first = await get('/api/ws-companies/companies?page=0&limit=5', admin);
      const second = await get('/api/ws-companies/companies?page=1&limit=5', admin);
      const [a, b] = [first, second].map((r) => companySearchResultSchema.parse(r.json()));
      expect(a?.items).toHaveLength(5);
      // 21 demo companies and the second post-ad-manager and postal-logistics ones (issue 35).
      expect(a?.total).toBe(23);
      expect(b?.items[0]?.id).not.toBe(a?.items[0]?.id);
    });

    it('treats % and _ in the search as letters', async () => {
      const response = await get('/api/ws-companies/companies?search=%25', admin);
      expect(companySearchResultSchema.parse(response.json()).total).toBe(0);
    });

    it('shows a user without SWITCH_COMPANY_VIEW only their own company', async () => {
      const response = await get('/api/ws-companies/companies', agency);
      const result = companySearchResultSchema.parse(response.json());
      expect(result.items.map((item) => item.name)).toEqual(['Werbeagentur Muster GmbH']);
    });
  });

  describe('company by id', () => {
    it('answers the country code of the own company', async () => {
      const own = company('Werbeagentur Muster GmbH');
      const response = await get(`/api/ws-companies/companies/${own.id}`, agency);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Werbeagentur Muster GmbH',
        countryCode: 'DE',
      });
    });

    it('answers 403 for a foreign company and 404 for a company that does not exist', async () => {
      const foreign = company('Verlag Alpenblick AG');
      const forbidden = await get(`/api/ws-companies/companies/${foreign.id}`, agency);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ translationKey: 'FORBIDDEN' });
      const missing = await get('/api/ws-companies/companies/999999', admin);
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('companies by permission', () => {
    it('lists the companies with a user holding the permission', async () => {
      const { items } = companiesByPermissionSchema.parse(
        await answerOf(get('/api/ws-companies/permissions/PAYOUT/companies', admin)),
      );
      expect(items.map((item) => item.name)).toEqual([
        'Adconsole AG',
        'Adconsole Sales',
        'Verlag Alpenblick AG',
      ]);
    });

    it('answers 404 for a permission that does not exist', async () => {
      const response = await get('/api/ws-companies/permissions/ROOT/companies', admin);
      expect(response.statusCode).toBe(404);
    });
  });

  describe('the selected-company header (spec 1 §7)', () => {
    /** The current user's call as a persona, with a selected company or other headers. */
    const currentUser = (
      token: string,
      selected: Pick<Parameters<typeof server.request>[0], 'company' | 'headers'>,
    ) => server.request({ method: 'GET', url: '/api/ws-users/current', token, ...selected });

    it('lets a SWITCH_COMPANY_VIEW user act for any company', async () => {
      const response = await currentUser(admin, { company: company('Verlag Alpenblick AG') });
      expect(response.statusCode).toBe(200);
    });

    it('accepts the own company and refuses a foreign one with 403', async () => {
      const own = await currentUser(agency, { company: company('Werbeagentur Muster GmbH') });
      expect(own.statusCode).toBe(200);
      const foreign = await currentUser(agency, { company: company('Verlag Alpenblick AG') });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ translationKey: 'FORBIDDEN' });
    });

    it('refuses a forged header: a wrong companyUUID or role, or no base64 at all', async () => {
      const real = company('Verlag Alpenblick AG');
      for (const forged of [
        { ...real, companyUUID: '00000000-0000-4000-8000-000000000000' },
        { ...real, companyRole: 'ADMIN' },
        { ...real, companyUUID: 'not-a-uuid' },
        { ...real, id: 2_147_483_648 },
      ]) {
        const response = await currentUser(admin, { company: forged });
        expect(response.statusCode, JSON.stringify(forged)).toBe(403);
      }
      const garbage = await currentUser(admin, { headers: { 'x-selected-company': '%%%' } });
      expect(garbage.statusCode).toBe(403);
    });
  });

  describe('badges and status', () => {
    it('counts the unread order comments for an administrator (showRead false, page 0, limit 10)', async () => {
      const comments = orderCommentsSchema.parse(
        await answerOf(get('/api/ws-orders/comments?showRead=false&page=0&limit=10', admin)),
      );
      expect(comments.total).toBe(7);
      expect(comments.items.every((item) => !item.read)).toBe(true);
      const all = await get('/api/ws-orders/comments?showRead=true', admin);
      expect(orderCommentsSchema.parse(all.json()).total).toBe(10);
    });

    it('names the campaign or account of each order comment, so the list links to it (issues 33, 44)', async () => {
      const response = await get('/api/ws-orders/comments?showRead=true&page=0&limit=100', admin);
      const comments = orderCommentsSchema.parse(await answerOf(response));
      expect(comments.items.length).toBeGreaterThan(0);
      for (const comment of comments.items) {
        // Every comment is about an account: its own, or its campaign's advertiser.
        expect(comment.account, comment.message).toMatchObject({
          id: expect.any(Number),
          name: expect.any(String),
        });
      }
      expect(comments.items.some((comment) => comment.campaign === null)).toBe(true);
      const ids = comments.items.flatMap((comment) =>
        comment.campaign ? [comment.campaign.id] : [],
      );
      const { rows } = await sql<{ id: number; companyId: number }>`
        select id, company_id from campaign where id = any(${ids}::int[])`.execute(
        server.database.db,
      );
      // Each comment's campaign is one of its own company's.
      for (const comment of comments.items.filter((item) => item.campaign)) {
        expect(rows.find((row) => row.id === comment.campaign?.id)?.companyId).toBe(
          comment.companyId,
        );
      }
    });

    it('keeps the comments from anyone but ADMIN', async () => {
      const response = await get('/api/ws-orders/comments', agency);
      expect(response.statusCode).toBe(403);
    });

    it('counts the creatives pending approval for ops', async () => {
      const response = await get(
        '/api/ws-creatives/creatives/count?creativeStatus=PENDING_APPROVAL',
        ops,
      );
      expect(response.statusCode).toBe(200);
      // The acting company's digital creatives waiting for approval (the approval queue).
      const pending = await server.database.db
        .selectFrom('creative')
        .innerJoin('appUser', 'appUser.companyId', 'creative.companyId')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('appUser.email', '=', 'ops@example.com')
        .where('creative.kind', '=', 'CREATIVE')
        .where('creative.status', '=', 'PENDING_APPROVAL')
        .executeTakeFirstOrThrow();
      expect(Number(pending.count)).toBeGreaterThan(0);
      expect(creativeCountSchema.parse(response.json())).toEqual({ count: Number(pending.count) });
    });

    it('answers an unknown creative status with 422 and the field', async () => {
      const response = await get('/api/ws-creatives/creatives/count?creativeStatus=SHINY', ops);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        fieldErrors: { creativeStatus: expect.any(String) },
      });
    });

    it('shows open incidents without credentials, and no resolved ones', async () => {
      await server.database.db
        .insertInto('incident')
        .values([
          { name: 'Reporting delayed', status: 'investigating' },
          { name: 'Ad server slow', status: 'identified' },
        ])
        .execute();
      const response = await server.send('GET', '/api/ws-status/incidents');
      expect(response.statusCode).toBe(200);
      const { incidents } = incidentsSchema.parse(response.json());
      expect(incidents.map((incident) => incident.status).sort()).toEqual([
        'identified',
        'investigating',
      ]);
    });
  });
});
