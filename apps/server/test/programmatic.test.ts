import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Deal, HeaderTag, XandrCredential } from '@adconsole/api/contracts';
import { businessDay, shiftDay } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { factUnitOf, lastDeliveryDay } from '../src/services/header-tag/deal-delivery.ts';
import { settings } from './header-tag.test.ts';
import { answerOf } from './support/calls.ts';
import { databaseLanes } from './support/databases.ts';
import { serverOnLane, signedIn } from './support/lane-server.ts';
import { expectFieldError } from './support/sales.ts';

// Issue 41: programmatic deals (spec 1 §2.6, ADMIN) with their rules, history and their way
// into the published tag (the ad unit's ortb2Imp.pmp); Xandr credentials (spec 1 §2.3, ADMIN)
// whose secret never comes back, tested against a local fake of Xandr's API (no network).

const api = '/api/ws-header-tag';
const SECRET = 'Geheim-Xandr-42!';

/** Xandr's /auth and /user as far as the test connection uses them. */
function fakeXandr() {
  const tokens = new Map<string, number>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.method === 'POST' && request.url === '/auth') {
        const { auth } = JSON.parse(body) as { auth: { username: string; password: string } };
        if (auth.password !== SECRET)
          return answer(401, {
            response: { status: 'error', error_id: 'NOAUTH', error: 'No match found' },
          });
        const token = `token-${tokens.size + 1}`;
        // The user "other" belongs to another member.
        tokens.set(token, auth.username === 'other' ? 4321 : 1234);
        return answer(200, { response: { status: 'OK', token } });
      }
      if (request.method === 'GET' && request.url === '/user') {
        const member = tokens.get(String(request.headers.authorization));
        if (member === undefined)
          return answer(401, { response: { status: 'error', error_id: 'NOAUTH' } });
        return answer(200, {
          response: { status: 'OK', user: { id: 7, username: 'api', member_id: member } },
        });
      }
      answer(404, { response: { status: 'error' } });
    });
  });
  return server;
}

interface SeededDeal {
  id: number;
  placement: string;
  domain: string;
  websiteId: number;
  factCompany: number;
}

/** The admin company's first active seeded PMP deal with its first placement and website. */
async function seededPmpDeal(db: Db): Promise<SeededDeal | undefined> {
  const { rows } = await sql<SeededDeal>`
    select d.id, p.name as placement, w.domain, w.id as "websiteId",
           coalesce(w.publisher_company_id, w.company_id) as "factCompany"
    from programmatic_deal d
    join header_tag t on t.id = d.header_tag_id
    join website w on w.id = t.website_id
    join programmatic_deal_placement dp on dp.deal_id = d.id
    join header_tag_placement p on p.id = dp.placement_id
    where d.type = 'PMP' and d.status = 'ACTIVE'
      and d.company_id = (select company_id from app_user where email = 'admin@example.com')
    order by d.id, p.id limit 1`.execute(db);
  return rows[0];
}

describe.each(databaseLanes())('programmatic deals and Xandr credentials on $name', (lane) => {
  const xandr: { server?: Server } = {};
  // Read at each call: the fake's port is known once it listens, before the first test.
  const urls: { PROD: string | undefined; SANDBOX: string | undefined } = {
    PROD: undefined,
    SANDBOX: undefined,
  };
  beforeAll(async () => {
    xandr.server = fakeXandr();
    await new Promise<void>((done) => xandr.server?.listen(0, '127.0.0.1', done));
    urls.PROD = `http://127.0.0.1:${(xandr.server.address() as AddressInfo).port}`;
    // An address where nothing listens: the unreachable case.
    urls.SANDBOX = 'http://127.0.0.1:9';
  });
  afterAll(
    () => new Promise<void>((done) => (xandr.server ? xandr.server.close(() => done()) : done())),
  );
  const server = serverOnLane(lane, { xandrApiUrls: urls });
  const tokens = signedIn(server, ['admin', 'agency'] as const);

  const tag = { id: 0, otherTagId: 0, placements: [] as number[], otherPlacement: 0 };
  beforeAll(async () => {
    // A new tag on a website of the admin's company without one, with two placements.
    const { rows } = await sql<{ id: number }>`
      select w.id from website w
      join app_user u on u.company_id = w.company_id and u.email = 'admin@example.com'
      where not exists (select 1 from header_tag t where t.website_id = w.id)
      order by w.id limit 2`.execute(server.database.db);
    const made = [];
    for (const [index, website] of rows.entries())
      made.push(
        await answerOf<HeaderTag>(
          server.send('POST', `${api}/header-tags`, tokens.admin, {
            websiteId: website.id,
            name: `Deals tag ${index}`,
            settings: settings(),
            disableRules: [],
            dynamicPlacements: [],
            rawScripts: [],
          }),
        ),
      );
    tag.id = made[0]?.id ?? 0;
    tag.otherTagId = made[1]?.id ?? 0;
    for (const [headerTagId, code] of [
      [tag.id, 'deal-top'],
      [tag.id, 'deal-side'],
      [tag.otherTagId, 'deal-elsewhere'],
    ] as const) {
      const placement = await answerOf<{ id: number }>(
        server.send('POST', `${api}/placements`, tokens.admin, {
          headerTagId,
          code,
          name: code,
          mediaType: 'BANNER',
          sizes: ['300x250'],
          bids: [],
        }),
      );
      if (headerTagId === tag.id) tag.placements.push(placement.id);
      else tag.otherPlacement = placement.id;
    }
  });

  const dealBody = (overrides: Record<string, unknown> = {}) => ({
    dealId: 'PMP-TEST-1',
    name: 'Test PMP',
    type: 'PMP',
    headerTagId: tag.id,
    placementIds: tag.placements,
    seats: ['seat-a', 'seat-b'],
    floor: 2.5,
    priority: 15,
    startDate: '2026-01-01',
    endDate: '2099-12-31',
    status: 'ACTIVE',
    ...overrides,
  });

  it('refuses bad deals on their fields, in the spec’s error shape', async () => {
    const post = (body: unknown) => server.send('POST', `${api}/deals`, tokens.admin, body);
    expect(expectFieldError(await post(dealBody({ dealId: 'bad id!' })), 'dealId')).toBe(
      'Letters, digits, . _ - : (at most 64)',
    );
    expect(
      expectFieldError(
        await post(dealBody({ startDate: '2026-05-01', endDate: '2026-04-30' })),
        'endDate',
      ),
    ).toBe('The end is before the start');
    expect(expectFieldError(await post(dealBody({ type: 'GUARANTEED', floor: 0 })), 'floor')).toBe(
      'A fixed-price deal needs a price above 0',
    );
    expect(expectFieldError(await post(dealBody({ seats: ['seat-a', 'SEAT-A'] })), 'seats.1')).toBe(
      'Each entry only once',
    );
    expect(
      expectFieldError(
        await post(dealBody({ placementIds: [tag.placements[0], tag.otherPlacement] })),
        'placementIds.1',
      ),
    ).toBe('This placement is not one of the header tag’s');
    expect(
      expectFieldError(await post(dealBody({ placementIds: [] })), 'placementIds'),
    ).toBeTruthy();
    const nothing = await post({ ...dealBody(), floor: 'two' });
    expect(nothing.statusCode).toBe(422);
  });

  it('creates a deal with its history, refuses its deal id twice, and only ADMIN may', async () => {
    const deal = await answerOf<Deal>(
      server.send('POST', `${api}/deals`, tokens.admin, dealBody()),
    );
    expect(deal).toMatchObject({
      dealId: 'PMP-TEST-1',
      currency: 'CHF',
      floor: 2.5,
      startDate: '2026-01-01',
      published: false,
    });
    expect(deal.placements.map((placement) => placement.code)).toEqual(['deal-side', 'deal-top']);
    const twice = await server.send(
      'POST',
      `${api}/deals`,
      tokens.admin,
      dealBody({ dealId: 'pmp-test-1', name: 'Again' }),
    );
    expect(expectFieldError(twice, 'dealId')).toBe('A deal with this deal ID already exists');

    const changed = await answerOf<Deal>(
      server.send('PUT', `${api}/deals/${deal.id}`, tokens.admin, {
        ...dealBody({ floor: 3, placementIds: [tag.placements[0]] }),
        version: deal.version,
      }),
    );
    expect(changed.floor).toBe(3);
    const history = await answerOf<{
      items: { field: string; oldValue: unknown; newValue: unknown }[];
    }>(server.send('GET', `${api}/deals/${deal.id}/history`, tokens.admin));
    expect(history.items.find((entry) => entry.field === 'floor')).toMatchObject({
      oldValue: '2.50',
      newValue: '3.00',
    });
    // The placements by their codes, not their ids (issue 41: the history showed numbers).
    expect(history.items.find((entry) => entry.field === 'placements')).toMatchObject({
      oldValue: ['deal-side', 'deal-top'],
      newValue: ['deal-top'],
    });

    for (const [method, url] of [
      ['GET', `${api}/deals`],
      ['GET', `${api}/deals/${deal.id}`],
      ['POST', `${api}/deals`],
    ] as const) {
      const refused = await server.send(method, url, tokens.agency, dealBody({ dealId: 'X-1' }));
      expect(refused.statusCode).toBe(403);
    }
  });

  it('keeps deals to the acting company: another company’s deal is not found', async () => {
    const { rows } = await sql<{ id: number; version: number }>`
      select d.id, d.version from programmatic_deal d
      where d.company_id <> (select company_id from app_user where email = 'admin@example.com')
      order by d.id limit 1`.execute(server.database.db);
    const theirs = rows[0];
    expect(theirs).toBeDefined();
    const id = theirs?.id ?? 0;
    expect((await server.send('GET', `${api}/deals/${id}`, tokens.admin)).statusCode).toBe(404);
    expect((await server.send('GET', `${api}/deals/${id}/history`, tokens.admin)).statusCode).toBe(
      404,
    );
    const put = await server.send('PUT', `${api}/deals/${id}`, tokens.admin, {
      ...dealBody({ dealId: 'TAKEN-OVER' }),
      version: theirs?.version ?? 0,
    });
    expect(put.statusCode).toBe(404);
    const bulk = await server.send('POST', `${api}/deals/bulk/archive`, tokens.admin, {
      ids: [id],
    });
    expect(bulk.json()).toMatchObject({ done: 0, refused: 1 });
  });

  it('puts the active deals into the published tag’s ad units (ortb2Imp.pmp), not a paused one', async () => {
    await answerOf<Deal>(
      server.send(
        'POST',
        `${api}/deals`,
        tokens.admin,
        dealBody({ dealId: 'PREF-TEST-2', type: 'PREFERRED', floor: 6, priority: 18, seats: [] }),
      ),
    );
    await answerOf<Deal>(
      server.send(
        'POST',
        `${api}/deals`,
        tokens.admin,
        dealBody({ dealId: 'PAUSED-TEST-3', status: 'PAUSED' }),
      ),
    );
    await answerOf(server.send('POST', `${api}/header-tags/${tag.id}/publish`, tokens.admin));
    const live = await answerOf<HeaderTag>(
      server.send('GET', `${api}/header-tags/${tag.id}`, tokens.admin),
    );
    const file = await server.request({ method: 'GET', url: live.tagPath });
    expect(file.statusCode).toBe(200);
    const config = JSON.parse(
      /\}\)\(window, document, (\{.*\})\);\s*$/s.exec(file.body)?.[1] ?? '{}',
    ) as {
      adUnits: {
        code: string;
        ortb2Imp?: { pmp: { private_auction: number; deals: unknown[] } };
      }[];
    };
    const top = config.adUnits.find((unit) => unit.code === 'deal-top');
    expect(top?.ortb2Imp).toEqual({
      pmp: {
        private_auction: 0,
        deals: [
          {
            id: 'PREF-TEST-2',
            bidfloor: 6,
            bidfloorcur: 'CHF',
            at: 3,
            ext: { start: '2026-01-01', end: '2099-12-31' },
          },
          {
            id: 'PMP-TEST-1',
            bidfloor: 3,
            bidfloorcur: 'CHF',
            at: 1,
            wseat: ['seat-a', 'seat-b'],
            ext: { start: '2026-01-01', end: '2099-12-31' },
          },
        ],
      },
    });
    expect(file.body).not.toContain('PAUSED-TEST-3');
    const deals = await answerOf<{ items: Deal[] }>(
      server.send('GET', `${api}/deals?headerTagId=${tag.id}&sort=dealId&order=ASC`, tokens.admin),
    );
    expect(deals.items.map((deal) => [deal.dealId, deal.published])).toEqual([
      ['PAUSED-TEST-3', true],
      ['PMP-TEST-1', true],
      ['PREF-TEST-2', true],
    ]);
    const counts = await answerOf<Record<string, number>>(
      server.send('GET', `${api}/deals/counts?headerTagId=${tag.id}`, tokens.admin),
    );
    expect(counts).toMatchObject({ ACTIVE: 2, PAUSED: 1 });
  });

  describe('Xandr credentials', () => {
    const credential = { id: 0, version: 0 };
    const test = async (language = 'en') =>
      answerOf<{ ok: boolean; message: string | null; credential: XandrCredential }>(
        server.request({
          method: 'POST',
          url: `${api}/xandr-credentials/${credential.id}/test`,
          token: tokens.admin,
          headers: { 'accept-language': language },
        }),
      );

    it('stores the secret sealed and never answers it: shown as set', async () => {
      const noSecret = await server.send('POST', `${api}/xandr-credentials`, tokens.admin, {
        environment: 'PROD',
        memberId: 1234,
        username: 'api-user',
      });
      expect(expectFieldError(noSecret, 'secret')).toBe('Enter the password');
      const created = await server.send('POST', `${api}/xandr-credentials`, tokens.admin, {
        environment: 'PROD',
        memberId: 1234,
        username: 'api-user',
        secret: SECRET,
      });
      expect(created.statusCode).toBe(200);
      expect(created.body).not.toContain(SECRET);
      const item = created.json() as XandrCredential;
      Object.assign(credential, { id: item.id, version: item.version });
      expect(item).toMatchObject({ secretSet: true, lastAuthAt: null, lastError: null });
      expect(Object.keys(item)).not.toContain('secret');
      for (const url of [
        `${api}/xandr-credentials`,
        `${api}/xandr-credentials/${item.id}`,
        `${api}/xandr-credentials/export?format=csv&columns=environment,memberId,username`,
      ]) {
        const answer = await server.send('GET', url, tokens.admin);
        expect(answer.statusCode).toBe(200);
        expect(answer.body).not.toContain(SECRET);
        expect(answer.body).not.toContain('v1:');
      }
      // Its history says that a secret was set, never what it is.
      const { rows: history } = await sql<{ field: string; value: string }>`
        select field, new_value::text as value from settings_audit
        where entity_type = 'XANDR_CREDENTIAL' and entity_id = ${item.id}`.execute(
        server.database.db,
      );
      expect(history.find((entry) => entry.field === 'secret')?.value).toBe('"set"');
      expect(JSON.stringify(history)).not.toContain(SECRET);
      expect(JSON.stringify(history)).not.toContain('v1:');
      // At rest: sealed, not the password.
      const { rows } = await sql<{ sealed: string }>`
        select secret_encrypted as sealed from xandr_credential where id = ${item.id}`.execute(
        server.database.db,
      );
      expect(rows[0]?.sealed).toMatch(/^v1:/);
      expect(rows[0]?.sealed).not.toContain(SECRET);
      const twice = await server.send('POST', `${api}/xandr-credentials`, tokens.admin, {
        environment: 'PROD',
        memberId: 1234,
        username: 'another',
        secret: SECRET,
      });
      expect(expectFieldError(twice, 'environment')).toBe(
        'This environment already has a credential',
      );
    });

    it('tests the connection at the fake Xandr: works, a wrong password and member are clear errors', async () => {
      const ok = await test();
      expect(ok).toMatchObject({ ok: true, message: null });
      expect(ok.credential.lastAuthAt).not.toBeNull();
      expect(ok.credential.lastError).toBeNull();
      // A change without a password keeps the stored one; another member is named.
      const other = await answerOf<XandrCredential>(
        server.send('PUT', `${api}/xandr-credentials/${credential.id}`, tokens.admin, {
          environment: 'PROD',
          memberId: 1234,
          username: 'other',
          secret: null,
          version: ok.credential.version,
        }),
      );
      expect(other.secretSet).toBe(true);
      const mismatch = await test('de');
      expect(mismatch).toMatchObject({
        ok: false,
        message: 'Der Benutzer meldet sich bei Xandr-Member 4321 an, nicht bei 1234.',
      });
      const wrong = await answerOf<XandrCredential>(
        server.send('PUT', `${api}/xandr-credentials/${credential.id}`, tokens.admin, {
          environment: 'PROD',
          memberId: 1234,
          username: 'api-user',
          secret: 'falsch',
          version: other.version,
        }),
      );
      const refused = await test();
      expect(refused).toMatchObject({
        ok: false,
        message: 'Xandr refused the sign-in: check the user name and password',
      });
      expect(refused.credential.lastError).toBe(
        'Xandr refused the sign-in: check the user name and password',
      );
      expect(refused.credential.version).toBe(wrong.version);
    });

    it('says when Xandr cannot be reached, and only ADMIN of the company may', async () => {
      const sandbox = await answerOf<XandrCredential>(
        server.send('POST', `${api}/xandr-credentials`, tokens.admin, {
          environment: 'SANDBOX',
          memberId: 1234,
          username: 'api-user',
          secret: SECRET,
        }),
      );
      const unreachable = await answerOf<{ ok: boolean; message: string }>(
        server.send('POST', `${api}/xandr-credentials/${sandbox.id}/test`, tokens.admin),
      );
      expect(unreachable.ok).toBe(false);
      // In the admin's own language (no Accept-Language).
      expect(unreachable.message).toBe('Xandr war nicht erreichbar: später erneut versuchen.');
      for (const [method, url] of [
        ['GET', `${api}/xandr-credentials`],
        ['GET', `${api}/xandr-credentials/${sandbox.id}`],
        ['POST', `${api}/xandr-credentials/${sandbox.id}/test`],
      ] as const) {
        expect((await server.send(method, url, tokens.agency)).statusCode).toBe(403);
      }
    });
  });

  it('reads a seeded deal’s delivery per day from its placements’ publisher facts, and its history starts with its creation', async () => {
    const db = server.database.db;
    const deal = await seededPmpDeal(db);
    expect(deal).toBeDefined();
    if (!deal) return;
    const unit = factUnitOf(deal.domain, deal.placement);
    const yesterday = shiftDay(businessDay(), -1);
    const before = shiftDay(yesterday, -1);
    // The demo's own facts of the deal's placements give way to the test's.
    const { rows: names } = await sql<{ name: string }>`
      select p.name from programmatic_deal_placement dp
      join header_tag_placement p on p.id = dp.placement_id where dp.deal_id = ${deal.id}`.execute(
      db,
    );
    const units = names.map((row) => factUnitOf(deal.domain, row.name));
    await sql`delete from publisher_revenue_fact where ad_unit_code in (${sql.join(units)})`.execute(
      db,
    );
    const fact = (day: string, source: string, impressions: number) =>
      sql`
      insert into publisher_revenue_fact (company_id, website_id, day, placement_id, ad_unit_code,
        device_category, country_code, demand_source, ad_requests, impressions, viewable, clicks,
        gross_revenue, fees, net_revenue, currency)
      values (${deal.factCompany}, ${deal.websiteId}, ${day}, null, ${unit}, 'DESKTOP', 'CH',
        ${source}, 10000, ${impressions}, ${Math.floor(impressions * 0.64)}, 8,
        ${(impressions * 650) / 1000}, 0, ${(impressions * 650) / 1000}, 'CHF')`.execute(db);
    // Two days of programmatic impressions (eCPM CHF 6.50), a direct row and a day before the
    // deal began: only the first two count.
    await fact(yesterday, 'PROGRAMMATIC', 7000);
    await fact(before, 'PROGRAMMATIC', 5000);
    await fact(yesterday, 'DIRECT', 9000);
    await fact(shiftDay(yesterday, -60), 'PROGRAMMATIC', 9000);

    const delivery = await answerOf<{
      currency: string;
      days: { day: string; bidRequests: number; wonBids: number; spendMinor: number }[];
      total: { wonBids: number; spendMinor: number };
    }>(server.send('GET', `${api}/deals/${deal.id}/delivery`, tokens.admin));
    expect(delivery.currency).toBe('CHF');
    // PMP wins 10 % of the impressions and clears at the facts' eCPM (6.50 > its 2.00 floor).
    expect(delivery.days.filter((day) => day.day >= before)).toEqual([
      {
        day: yesterday,
        bidRequests: 10000,
        wonBids: 700,
        viewable: 448,
        clicks: 1,
        spendMinor: 455,
      },
      { day: before, bidRequests: 10000, wonBids: 500, viewable: 320, clicks: 1, spendMinor: 325 },
    ]);
    expect(delivery.days.some((day) => day.day < shiftDay(businessDay(), -31))).toBe(false);
    // The same rows, the same figures.
    const again = await answerOf(
      server.send('GET', `${api}/deals/${deal.id}/delivery`, tokens.admin),
    );
    expect(again).toEqual(delivery);
    // Another company's deal is not found; the agency (no ADMIN) may not ask.
    expect(
      (await server.send('GET', `${api}/deals/${deal.id}/delivery`, tokens.agency)).statusCode,
    ).toBe(403);

    const history = await answerOf<{
      items: { field: string; oldValue: unknown; newValue: unknown }[];
    }>(server.send('GET', `${api}/deals/${deal.id}/history`, tokens.admin));
    const created = new Map(history.items.map((item) => [item.field, item]));
    expect(created.get('dealId')).toMatchObject({ oldValue: null });
    expect(created.get('status')?.newValue).toBe('ACTIVE');
    const { rows: codes } = await sql<{ code: string }>`
      select p.code from programmatic_deal_placement dp
      join header_tag_placement p on p.id = dp.placement_id
      where dp.deal_id = ${deal.id} order by p.code`.execute(db);
    expect(created.get('placements')?.newValue).toEqual(codes.map((row) => row.code));
  });

  it('ends a deal’s delivery at yesterday in Zurich, never today: with a fixed clock at noon and at 23:30 UTC', async () => {
    // The stranger's "row for today" (23:00–23:37 UTC): reproduced with fixed clocks around
    // the business day D the test runs on. At noon UTC of D the last day is D − 1; at 23:30
    // UTC of D it is already D + 1 in Zurich, so the last day is D: the UTC calendar's today,
    // Zurich's yesterday. Never Zurich's today.
    const today = businessDay();
    const noon = Date.parse(`${today}T12:00:00Z`);
    const lateEvening = Date.parse(`${today}T23:30:00Z`);
    expect(lastDeliveryDay(noon)).toBe(shiftDay(today, -1));
    expect(lastDeliveryDay(lateEvening)).toBe(today);
    expect(businessDay(lateEvening)).toBe(shiftDay(today, 1));

    const db = server.database.db;
    const deal = (await seededPmpDeal(db)) as SeededDeal;
    expect(deal).toBeDefined();
    const unit = factUnitOf(deal.domain, deal.placement);
    // Running on every day around the test's (the seeded deal's days are the demo's).
    await sql`update programmatic_deal set start_date = ${shiftDay(today, -10)}, end_date = null
      where id = ${deal.id}`.execute(db);
    // A fact on each of the days around: D − 1, D and D + 1.
    for (const day of [shiftDay(today, -1), today, shiftDay(today, 1)])
      await sql`
        delete from publisher_revenue_fact where ad_unit_code = ${unit} and day = ${day}`.execute(
        db,
      );
    for (const day of [shiftDay(today, -1), today, shiftDay(today, 1)])
      await sql`
        insert into publisher_revenue_fact (company_id, website_id, day, placement_id, ad_unit_code,
          device_category, country_code, demand_source, ad_requests, impressions, viewable, clicks,
          gross_revenue, fees, net_revenue, currency)
        values (${deal.factCompany}, ${deal.websiteId}, ${day}, null, ${unit}, 'DESKTOP', 'CH',
          'PROGRAMMATIC', 1000, 500, 300, 2, 3.25, 0, 3.25, 'CHF')`.execute(db);
    const lastDayAt = async (now: number) => {
      vi.useFakeTimers({ toFake: ['Date'], now });
      try {
        // A session of the fixed clock's own time (its idle window is the clock's).
        const token = await server.signIn('admin@example.com', 'demo');
        const answer = await answerOf<{ days: { day: string }[] }>(
          server.send('GET', `${api}/deals/${deal.id}/delivery`, token),
        );
        return answer.days[0]?.day;
      } finally {
        vi.useRealTimers();
      }
    };
    expect(await lastDayAt(noon)).toBe(shiftDay(today, -1));
    expect(await lastDayAt(lateEvening)).toBe(today);
  });
});
