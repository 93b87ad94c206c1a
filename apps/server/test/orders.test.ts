import {
  bookableProductSchema,
  bookingCalendarSchema,
  businessDay,
  campaignHistoryEntrySchema,
  campaignOverviewSchema,
  campaignPaymentSchema,
  campaignRecordSchema,
  campaignSchema,
  forecastSchema,
  listOf,
  type OrderTabs,
  orderPositionSchema,
  orderTabsSchema,
  pageOf,
  positionConflictSchema,
  positionListItemSchema,
  priceQuoteSchema,
  type SelectedCompany,
  selfBookingContextSchema,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '../src/services/orders/order-pdf.ts';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { pdfText } from './support/pdf-text.ts';
import { findRow, rowOf, updateRow } from './support/rows.ts';
import { companyNamed, expectErrorBody, expectFieldError, freshAccount } from './support/sales.ts';
import { selfBookingStages } from './support/spec-tabs.ts';

const api = '/api/ws-order';
const positionsPage = pageOf(positionListItemSchema);
const campaignsPage = pageOf(campaignSchema);
const historyPage = pageOf(campaignHistoryEntrySchema);

describeOnLanes(
  'the order service',
  ['sales', 'agency', 'admin', 'post', 'publisher', 'selfbooking', 'finance', 'nobody'],
  ({ server, tokens }) => {
    let salesCompany: SelectedCompany;
    let agencyCompany: SelectedCompany;
    let sbCompany: SelectedCompany;
    const today = businessDay();
    const inDays = (days: number) => businessDay(Date.now() + days * 86_400_000);

    beforeAll(async () => {
      const { db } = server.database;
      salesCompany = await companyNamed(db, 'Adconsole Sales');
      agencyCompany = await companyNamed(db, 'Werbeagentur Muster GmbH');
      sbCompany = await companyNamed(db, 'Bäckerei Beispiel AG');
    });

    const get = async (url: string, token: string, company?: SelectedCompany) =>
      server.request({ method: 'GET', url, token, ...(company ? { company } : {}) });
    const ok = async <T>(
      response: Promise<{ statusCode: number; body: string; json(): unknown }>,
      schema: { parse(value: unknown): T },
    ) => {
      const answer = await response;
      expect(answer.statusCode, answer.body).toBe(200);
      return schema.parse(answer.json());
    };
    const tabs = (type: string, token: string, query = '') =>
      ok(get(`${api}/tabs/${type}?${query}`, token), orderTabsSchema);
    const count = async (query: ReturnType<typeof sql<{ n: string }>>) =>
      Number((await query.execute(server.database.db)).rows[0]?.n ?? 0);
    const tabOf = (answer: OrderTabs, value: string) =>
      answer.tabs.find((tab) => tab.value === value);

    /** A new order of the agency for one of its accounts, in CHF, with a discount of 10 %. */
    /** Adds a position of a product to an order as the agency, its days counted from today. */
    const addPosition = (
      campaignId: number,
      productId: number,
      quantity: number,
      [from, to]: [number, number],
      extra: Record<string, unknown> = {},
    ) =>
      server.send('POST', `${api}/campaigns/${campaignId}/positions`, tokens.agency, {
        productId,
        quantity,
        startDate: inDays(from),
        endDate: inDays(to),
        ...extra,
      });

    async function newAgencyOrder(name: string, extra: Record<string, unknown> = {}) {
      const { db } = server.database;
      const account = await freshAccount(db, agencyCompany.id, `${name} AG`);
      const type = await rowOf(db, 'campaignType', 'id', {
        companyId: agencyCompany.id,
        code: 'CROSSMEDIA',
      });
      const response = await server.send('POST', `${api}/campaigns`, tokens.agency, {
        campaignTypeId: type.id,
        name,
        advertiserAccountId: account.id,
        startDate: inDays(20),
        endDate: inDays(48),
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(200);
      return { record: campaignRecordSchema.parse(response.json()), account };
    }

    /** A digital product of the company with its CHF standard price valid today. */
    async function chfProduct(companyId: number, mediaType = 'DIGITAL') {
      const row = await sql<{ id: number; listPrice: string; adMediumId: number }>`
      select p.id, i.list_price, p.ad_medium_id from product p
      join price_list_item i on i.product_id = p.id
      join price_list l on l.id = i.price_list_id
      where p.company_id = ${companyId} and p.media_type = ${mediaType} and p.active
        and l.currency = 'CHF' and l.channel = 'STANDARD' and l.status = 'ACTIVE'
        and i.valid_from <= ${inDays(20)}::date and (i.valid_to is null or i.valid_to >= ${inDays(20)}::date)
      order by p.id limit 1`.execute(server.database.db);
      const product = row.rows[0];
      if (!product) throw new Error('no product');
      return {
        id: product.id,
        listPrice: Number(product.listPrice),
        adMediumId: product.adMediumId,
      };
    }

    describe('GET ws-order/tabs/{positionsType}: the tabs of spec 3 §2.1 with counts', () => {
      it('"users with self-booking hide DRAFTS and APPROVALS and see PREPAYMENT"; default ALL (they do not book for others)', async () => {
        const answer = await tabs('campaigns', tokens.selfbooking);
        expect(answer.tabs.map((tab) => tab.value)).toEqual([...selfBookingStages, 'UNFINISHED']);
        expect(answer.defaultTab).toBe('ALL');
        // Their own campaigns only: the counts are the self-booking company's.
        expect(tabOf(answer, 'ALL')?.count).toBe(
          await count(sql`select count(*) as n from campaign where company_id = ${sbCompany.id}`),
        );
        // The seed leaves some waiting for approval: UNFINISHED shows them.
        expect(tabOf(answer, 'UNFINISHED')?.count).toBeGreaterThan(0);
      });

      it('"users without self-booking hide PREPAYMENT"; "Default tab is RUNNING for users who may book campaigns, otherwise ALL"', async () => {
        const booking = await tabs('campaigns', tokens.agency);
        expect(booking.tabs.map((tab) => tab.value)).not.toContain('PREPAYMENT');
        expect(booking.tabs.map((tab) => tab.value)).toContain('APPROVALS');
        expect(booking.defaultTab).toBe('RUNNING');
        expect((await tabs('campaigns', tokens.sales)).defaultTab).toBe('ALL');
        // Each tab counts the campaigns of its statuses.
        expect(tabOf(booking, 'RUNNING')?.count).toBe(
          await count(
            sql`select count(*) as n from campaign where company_id = ${agencyCompany.id} and status = 'PERFORMANCE'`,
          ),
        );
        expect(tabOf(booking, 'APPROVALS')?.count).toBeGreaterThan(0);
        expect(tabOf(booking, 'ARCHIVED')).toMatchObject({ sort: 'endDate', order: 'DESC' });
        expect(tabOf(booking, 'RUNNING')).toMatchObject({ sort: 'endDate', order: 'ASC' });
        expect(tabOf(booking, 'BOOKED')).toMatchObject({ sort: 'startDate', order: 'ASC' });
      });

      it('"Print hides RUNNING", "TV and radio hide DRAFTS and APPROVALS"; counts of positions per stage', async () => {
        const print = await tabs('print-positions', tokens.sales);
        expect(print.tabs.map((tab) => tab.value)).not.toContain('RUNNING');
        expect(print.defaultTab).toBe('BOOKED');
        expect(tabOf(print, 'ALL')?.count).toBe(
          await count(
            sql`select count(*) as n from campaign_position where company_id = ${salesCompany.id} and position_type = 'PRINT'`,
          ),
        );
        expect(tabOf(print, 'BOOKED')?.count).toBe(
          await count(sql`select count(*) as n from campaign_position p join campaign c on c.id = p.campaign_id
          where p.company_id = ${salesCompany.id} and p.position_type = 'PRINT' and c.status = 'BOOKED'`),
        );
        for (const type of ['tv-positions', 'radio-positions']) {
          const broadcast = await tabs(type, tokens.sales);
          expect(broadcast.tabs.map((tab) => tab.value)).toEqual([
            'ALL',
            'OFFERED',
            'BOOKED',
            'RUNNING',
            'ARCHIVED',
          ]);
          expect(broadcast.defaultTab).toBe('ALL');
        }
        expect((await tabs('digital-positions', tokens.sales)).defaultTab).toBe('RUNNING');
      });

      it('counts under filters exactly (below the cap) and says whether a count is capped', async () => {
        const medium = await sql<{ adMediumId: number }>`select ad_medium_id from campaign_position
        where company_id = ${salesCompany.id} and position_type = 'DIGITAL' limit 1`.execute(
          server.database.db,
        );
        const adMediumId = medium.rows[0]?.adMediumId;
        const answer = await tabs('digital-positions', tokens.sales, `adMediumId=${adMediumId}`);
        expect(tabOf(answer, 'ALL')).toMatchObject({
          capped: false,
          count: await count(sql`select count(*) as n from campaign_position
          where company_id = ${salesCompany.id} and position_type = 'DIGITAL' and ad_medium_id = ${adMediumId}`),
        });
        expect(answer.counts.ALL).toBe(tabOf(answer, 'ALL')?.count);
      });

      it('keeps counts right after writes (the counts table follows positions and campaign statuses)', async () => {
        const before = await tabs('digital-positions', tokens.agency);
        const { record } = await newAgencyOrder('Zählprobe');
        const product = await chfProduct(agencyCompany.id);
        const created = await addPosition(record.id, product.id, 100, [20, 30]);
        expect(created.statusCode, created.body).toBe(200);
        const after = await tabs('digital-positions', tokens.agency);
        expect(tabOf(after, 'DRAFTS')?.count).toBe((tabOf(before, 'DRAFTS')?.count ?? 0) + 1);
        expect(tabOf(after, 'ALL')?.count).toBe((tabOf(before, 'ALL')?.count ?? 0) + 1);
        const submitted = await server.send(
          'PUT',
          `${api}/campaigns/${record.id}/status`,
          tokens.agency,
          { version: record.version, status: 'OFFERED' },
        );
        expect(submitted.statusCode, submitted.body).toBe(200);
        const offered = await tabs('digital-positions', tokens.agency);
        expect(tabOf(offered, 'DRAFTS')?.count).toBe(tabOf(before, 'DRAFTS')?.count);
        expect(tabOf(offered, 'OFFERED')?.count).toBe((tabOf(before, 'OFFERED')?.count ?? 0) + 1);
      });

      it('checks roles and input: 403 for the post-ad-manager, the publisher and no roles; 404 for an unknown type; 422 for a bad filter', async () => {
        for (const token of [tokens.post, tokens.publisher, tokens.nobody]) {
          expectErrorBody(await get(`${api}/tabs/campaigns`, token), 403);
        }
        expect((await server.send('GET', `${api}/tabs/campaigns`)).statusCode).toBe(401);
        expectErrorBody(await get(`${api}/tabs/banner-positions`, tokens.sales), 404);
        expectFieldError(
          await get(`${api}/tabs/campaigns?startDateFrom=2026-02-30`, tokens.sales),
          'startDateFrom',
        );
        expectFieldError(
          await get(`${api}/tabs/campaigns?adMediumId=abc`, tokens.sales),
          'adMediumId',
        );
        // Another company only with SWITCH_COMPANY_VIEW.
        expectErrorBody(
          await get(`${api}/tabs/campaigns?companyId=${salesCompany.id}`, tokens.agency),
          403,
        );
      });
    });

    describe('GET ws-order/positions/{positionsType}/{status} and the campaigns list by tab', () => {
      it('lists a medium’s positions of a tab in the tab’s order (spec 3 §2.1: RUNNING by endDate ascending, ARCHIVED descending, else startDate ascending)', async () => {
        const running = await ok(
          get(`${api}/positions/digital-positions/RUNNING?limit=50`, tokens.sales),
          positionsPage,
        );
        expect(running.items.length).toBeGreaterThan(0);
        expect(running.items.every((item) => item.positionType === 'DIGITAL')).toBe(true);
        expect(running.items.every((item) => item.campaign.status === 'PERFORMANCE')).toBe(true);
        const ends = running.items.map((item) => item.endDate);
        expect(ends).toEqual([...ends].sort());
        const archived = await ok(
          get(`${api}/positions/print-positions/ARCHIVED?limit=50`, tokens.sales),
          positionsPage,
        );
        const archivedEnds = archived.items.map((item) => item.endDate);
        expect(archivedEnds).toEqual([...archivedEnds].sort().reverse());
        expect(
          archived.items.every((item) =>
            ['ARCHIVED', 'OFFER_DENIED'].includes(item.campaign.status),
          ),
        ).toBe(true);
        const booked = await ok(
          get(`${api}/positions/print-positions/BOOKED?limit=50`, tokens.sales),
          positionsPage,
        );
        const starts = booked.items.map((item) => item.startDate);
        expect(starts).toEqual([...starts].sort());
        expect(booked.total).toBe(
          await count(sql`select count(*) as n from campaign_position p join campaign c on c.id = p.campaign_id
          where p.company_id = ${salesCompany.id} and p.position_type = 'PRINT' and c.status = 'BOOKED'`),
        );
        // An explicit sort wins over the tab's.
        const byName = await ok(
          get(
            `${api}/positions/print-positions/BOOKED?sort=name&order=DESC&limit=20`,
            tokens.sales,
          ),
          positionsPage,
        );
        expect(byName.items.map((item) => item.name)).toEqual(
          [...byName.items.map((item) => item.name)].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)),
        );
      });

      it('filters by search, ad medium and publication dates; answers only the company’s positions', async () => {
        const some = await ok(
          get(`${api}/positions/print-positions/ALL?limit=1`, tokens.sales),
          positionsPage,
        );
        const first = some.items[0];
        expect(first).toBeDefined();
        if (!first) return;
        const found = await ok(
          get(
            `${api}/positions/print-positions/ALL?adMediumId=${first.adMedium.id}&publicationDateFrom=${first.publicationDate}&publicationDateTo=${first.publicationDate}&limit=100`,
            tokens.sales,
          ),
          positionsPage,
        );
        expect(found.items.map((item) => item.id)).toContain(first.id);
        expect(found.items.every((item) => item.publicationDate === first.publicationDate)).toBe(
          true,
        );
        const searched = await ok(
          get(
            `${api}/positions/print-positions/ALL?searchQuery=${encodeURIComponent(first.campaign.name)}&limit=100`,
            tokens.sales,
          ),
          positionsPage,
        );
        expect(searched.items.map((item) => item.id)).toContain(first.id);
        const agencyView = await ok(
          get(`${api}/positions/print-positions/ALL?limit=100`, tokens.agency),
          positionsPage,
        );
        expect(agencyView.items.some((item) => item.id === first.id)).toBe(false);
      });

      it('answers 404 for a tab the caller does not see (print RUNNING, DRAFTS for self-booking) and an unknown status, 422 for bad paging', async () => {
        expectErrorBody(await get(`${api}/positions/print-positions/RUNNING`, tokens.sales), 404);
        expectErrorBody(await get(`${api}/positions/tv-positions/DRAFTS`, tokens.sales), 404);
        expectErrorBody(
          await get(`${api}/positions/digital-positions/DRAFTS`, tokens.selfbooking),
          404,
        );
        expectErrorBody(await get(`${api}/positions/digital-positions/NOSUCH`, tokens.sales), 404);
        expectErrorBody(await get(`${api}/positions/campaigns/ALL`, tokens.sales), 404);
        expectFieldError(
          await get(`${api}/positions/digital-positions/ALL?limit=0`, tokens.sales),
          'limit',
        );
        expectFieldError(
          await get(`${api}/positions/digital-positions/ALL?sort=price`, tokens.sales),
          'sort',
        );
        expectErrorBody(await get(`${api}/positions/digital-positions/ALL`, tokens.post), 403);
      });

      it('the campaigns list takes the tab (status query of the console) and sorts by its rule; an ad medium filter', async () => {
        const archived = await ok(
          get(`/api/ws-order/campaigns?tab=ARCHIVED&limit=50`, tokens.sales),
          campaignsPage,
        );
        expect(
          archived.items.every((item) => ['ARCHIVED', 'OFFER_DENIED'].includes(item.status)),
        ).toBe(true);
        const ends = archived.items.map((item) => item.endDate);
        expect(ends).toEqual([...ends].sort().reverse());
        const offered = await ok(
          get(`/api/ws-order/campaigns?tab=OFFERED&limit=50`, tokens.sales),
          campaignsPage,
        );
        const starts = offered.items.map((item) => item.startDate);
        expect(starts).toEqual([...starts].sort());
        // Spec 3 §2.1: "Sorting: by endDate for archived and running, otherwise by startDate;
        // descending for archived, ascending otherwise": the All tab too.
        const all = await ok(
          get(`/api/ws-order/campaigns?tab=ALL&limit=50`, tokens.sales),
          campaignsPage,
        );
        const allStarts = all.items.map((item) => item.startDate);
        expect(allStarts.length).toBeGreaterThan(1);
        expect(allStarts).toEqual([...allStarts].sort());
        expect(
          offered.items.every((item) => ['OFFERED', 'ALTERNATE_QUOTE'].includes(item.status)),
        ).toBe(true);
        const medium = await sql<{ adMediumId: number }>`select ad_medium_id from campaign_position
        where company_id = ${salesCompany.id} and position_type = 'TV' limit 1`.execute(
          server.database.db,
        );
        const tv = await ok(
          get(
            `/api/ws-order/campaigns?adMediumId=${medium.rows[0]?.adMediumId}&limit=100`,
            tokens.sales,
          ),
          campaignsPage,
        );
        expect(tv.total).toBe(
          await count(sql`select count(distinct campaign_id) as n from campaign_position
          where company_id = ${salesCompany.id} and ad_medium_id = ${medium.rows[0]?.adMediumId}`),
        );
        expectFieldError(await get(`/api/ws-order/campaigns?tab=NOSUCH`, tokens.sales), 'tab');
      });

      it('GET ws-order/digital-campaigns/{status}: page and limit are required (spec 3 §5); campaigns with a digital position in the status', async () => {
        expectFieldError(
          await get(`${api}/digital-campaigns/RUNNING?limit=10`, tokens.sales),
          'page',
        );
        expectFieldError(
          await get(`${api}/digital-campaigns/RUNNING?page=0`, tokens.sales),
          'limit',
        );
        const running = await ok(
          get(
            `${api}/digital-campaigns/RUNNING?page=0&limit=20&sort=endDate&order=DESC`,
            tokens.sales,
          ),
          campaignsPage,
        );
        expect(running.total).toBe(
          await count(sql`select count(distinct campaign_id) as n from campaign_position
          where company_id = ${salesCompany.id} and position_type = 'DIGITAL' and status = 'RUNNING'`),
        );
        const ends = running.items.map((item) => item.endDate);
        expect(ends).toEqual([...ends].sort().reverse());
        expectErrorBody(
          await get(`${api}/digital-campaigns/BOOKED?page=0&limit=20`, tokens.sales),
          404,
        );
        expectErrorBody(
          await get(`${api}/digital-campaigns/RUNNING?page=0&limit=20`, tokens.publisher),
          403,
        );
      });
    });

    describe('a campaign: create, read, update, history', () => {
      it('creates a new order for an account as a DRAFT, with currency and language from the account', async () => {
        const { record, account } = await newAgencyOrder('Frühlingsaktion Test');
        expect(record).toMatchObject({
          status: 'DRAFT',
          currency: 'CHF',
          language: 'de',
          advertiser: { id: account.id },
          invoicingAccount: { id: account.id },
          positions: [],
          editable: true,
        });
        expect(record.nextStatuses).toEqual(['PENDING_APPROVAL', 'OFFERED']);
        const read = await ok(
          get(`${api}/campaigns/${record.id}/record`, tokens.agency),
          campaignRecordSchema,
        );
        expect(read.id).toBe(record.id);
      });

      it('creates an order from a task (tasks/{taskId}/new-order) and links the task', async () => {
        const { db } = server.database;
        const task = await rowOf(
          db,
          'salesTask',
          ['id', 'accountId'],
          { companyId: salesCompany.id, campaignId: ['is', null] },
          'id',
        );
        const type = await rowOf(db, 'campaignType', 'id', {
          companyId: salesCompany.id,
          code: 'PRINT',
        });
        const response = await server.send('POST', `${api}/campaigns`, tokens.sales, {
          campaignTypeId: type.id,
          name: 'Aus Verkaufsaufgabe',
          advertiserAccountId: task.accountId,
          startDate: inDays(10),
          endDate: inDays(40),
          taskId: task.id,
        });
        const record = campaignRecordSchema.parse(response.json());
        expect(record.task?.id).toBe(task.id);
        const linked = await rowOf(db, 'salesTask', 'campaignId', { id: task.id });
        expect(linked.campaignId).toBe(record.id);
      });

      it('refuses bad input with 422 on the field: dates, another company’s account or type, unknown fields', async () => {
        const { db } = server.database;
        const account = await freshAccount(db, agencyCompany.id, 'Eingabeprobe AG');
        const type = await rowOf(db, 'campaignType', 'id', {
          companyId: agencyCompany.id,
          code: 'DIGITAL',
        });
        const otherType = await rowOf(db, 'campaignType', 'id', { companyId: salesCompany.id });
        const otherAccount = await rowOf(db, 'account', 'id', { companyId: salesCompany.id });
        const valid = {
          campaignTypeId: type.id,
          name: 'Probe',
          advertiserAccountId: account.id,
          startDate: inDays(5),
          endDate: inDays(9),
        };
        const create = (payload: Record<string, unknown>, token = tokens.agency) =>
          server.send('POST', `${api}/campaigns`, token, payload);
        expectFieldError(await create({ ...valid, endDate: inDays(1) }), 'endDate');
        expectFieldError(await create({ ...valid, startDate: '2026-13-01' }), 'startDate');
        expectFieldError(await create({ ...valid, name: '   ' }), 'name');
        expectFieldError(
          await create({ ...valid, advertiserAccountId: otherAccount.id }),
          'advertiserAccountId',
        );
        expectFieldError(
          await create({ ...valid, campaignTypeId: otherType.id }),
          'campaignTypeId',
        );
        expectFieldError(await create({ ...valid, colour: 'red' }), 'colour');
        expectErrorBody(await create(valid, tokens.publisher), 403);
        expectErrorBody(await create(valid, tokens.post), 403);
      });

      it('updates at the version read and writes CAMPAIGN_FIELD_CHANGED entries old → new; a stale version answers 412', async () => {
        const { record } = await newAgencyOrder('Sommeraktion Test');
        const put = (payload: Record<string, unknown>) =>
          server.request({
            method: 'PUT',
            url: `${api}/campaigns/${record.id}`,
            token: tokens.agency,
            payload,
          });
        const changed = await put({
          version: record.version,
          name: 'Sommeraktion 2027',
          customerPo: 'PO-4711',
        });
        const after = campaignRecordSchema.parse(await answerOf(changed));
        expect(after).toMatchObject({
          name: 'Sommeraktion 2027',
          customerPo: 'PO-4711',
          version: record.version + 1,
        });
        expectErrorBody(await put({ version: record.version, name: 'Zu spät' }), 412);
        const history = await ok(
          get(`${api}/campaigns/${record.id}/history`, tokens.agency),
          historyPage,
        );
        expect(history.items).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              activityType: 'CAMPAIGN_FIELD_CHANGED',
              field: 'name',
              oldValue: 'Sommeraktion Test',
              newValue: 'Sommeraktion 2027',
              changedBy: 'Andreas Keller',
            }),
            expect.objectContaining({ field: 'customerPo', oldValue: null, newValue: 'PO-4711' }),
          ]),
        );
        expectFieldError(await put({ version: after.version, startDate: inDays(60) }), 'endDate');
      });

      it('answers 404 for another company’s campaign on every call', async () => {
        const foreign = await rowOf(server.database.db, 'campaign', ['id', 'version'], {
          companyId: salesCompany.id,
        });
        for (const path of [
          'record',
          'history',
          'payment',
          'overview',
          'preview-pdf',
          'position-conflicts',
        ]) {
          expectErrorBody(await get(`${api}/campaigns/${foreign.id}/${path}`, tokens.agency), 404);
        }
        expectErrorBody(
          await server.send('PUT', `${api}/campaigns/${foreign.id}`, tokens.agency, {
            version: foreign.version,
            name: 'x',
          }),
          404,
        );
        expectErrorBody(
          await server.send('PUT', `${api}/campaigns/${foreign.id}/status`, tokens.agency, {
            version: foreign.version,
            status: 'BOOKED',
          }),
          404,
        );
        expectErrorBody(
          await server.send('POST', `${api}/campaigns/${foreign.id}/positions`, tokens.agency, {
            productId: 1,
            quantity: 1,
            startDate: today,
            endDate: today,
          }),
          404,
        );
        expectErrorBody(await get(`${api}/campaigns/NOSUCH/record`, tokens.agency), 404);
        expectErrorBody(await get(`${api}/campaigns/99999999/record`, tokens.agency), 404);
      });
    });

    describe('positions and their prices', () => {
      it('prices a position from the valid price list with the account’s discounts, agency commission and VAT; a price-list change leaves it as booked', async () => {
        const { db } = server.database;
        const { record, account } = await newAgencyOrder('Preisprobe');
        const product = await chfProduct(agencyCompany.id);
        await db
          .insertInto('discount')
          .values({
            companyId: agencyCompany.id,
            accountId: account.id,
            kind: 'VOLUME',
            percentage: 10,
            validFrom: today,
          })
          .execute();
        const quoteResponse = await server.send(
          'POST',
          `${api}/campaigns/${record.id}/price-quote`,
          tokens.agency,
          {
            productId: product.id,
            quantity: 200,
            startDate: inDays(20),
            manualDiscountPercent: 5,
          },
        );
        const quote = priceQuoteSchema.parse(quoteResponse.json());
        const gross = Math.round(200 * product.listPrice * 100) / 100;
        const net = Math.round(200 * product.listPrice * (100 - 14.5)) / 100;
        // Werbeagentur Muster GmbH (Berlin) books for a Swiss account: the Swiss sales house's
        // offer carries Swiss MWST 8.1 % (issue 33 point 6; it was 0 %, "across a border").
        expect(quote.breakdown).toMatchObject({
          currency: 'CHF',
          gross,
          net,
          vatRate: 8.1,
          vat: Math.round(net * 8.1) / 100,
          commission: 0,
        });
        expect(quote.discounts.map((discount) => [discount.name, discount.percent])).toEqual([
          ['VOLUME', 10],
          ['MANUAL', 5],
        ]);
        const created = await addPosition(record.id, product.id, 200, [20, 34], {
          manualDiscountPercent: 5,
        });
        const position = orderPositionSchema.parse(await answerOf(created));
        expect(position).toMatchObject({
          unitListPrice: product.listPrice,
          discountPercent: 14.5,
          netAmount: net,
          vatRate: 8.1,
        });
        const totals = (
          await ok(get(`${api}/campaigns/${record.id}/record`, tokens.agency), campaignRecordSchema)
        ).totals;
        const vat = Math.round(net * 8.1) / 100;
        expect(totals).toMatchObject({
          gross,
          net,
          vat,
          total: Math.round((net + vat) * 100) / 100,
        });
        // The price list changes: the booked position keeps its price.
        await db
          .updateTable('priceListItem')
          .set({ listPrice: product.listPrice * 2 })
          .where('productId', '=', product.id)
          .execute();
        const again = await ok(
          get(`${api}/campaigns/${record.id}/record`, tokens.agency),
          campaignRecordSchema,
        );
        expect(again.positions[0]?.unitListPrice).toBe(product.listPrice);
        await db
          .updateTable('priceListItem')
          .set({ listPrice: product.listPrice })
          .where('productId', '=', product.id)
          .execute();
      });

      it('charges Swiss VAT 8.1 % when a Swiss seller sells to a Swiss account, and 15 % agency commission when an agency books', async () => {
        const { db } = server.database;
        const advertiser = await freshAccount(db, salesCompany.id, 'Mwst Probe AG');
        const agencyAccount = await freshAccount(db, salesCompany.id, 'Agentur Probe AG');
        const type = await rowOf(db, 'campaignType', 'id', {
          companyId: salesCompany.id,
          code: 'DIGITAL',
        });
        const created = campaignRecordSchema.parse(
          (
            await server.send('POST', `${api}/campaigns`, tokens.sales, {
              campaignTypeId: type.id,
              name: 'Mwst-Probe',
              advertiserAccountId: advertiser.id,
              agencyAccountId: agencyAccount.id,
              startDate: inDays(20),
              endDate: inDays(40),
            })
          ).json(),
        );
        expect(created.invoicingAccount.id).toBe(agencyAccount.id);
        const product = await chfProduct(salesCompany.id);
        const response = await server.send(
          'POST',
          `${api}/campaigns/${created.id}/positions`,
          tokens.sales,
          {
            productId: product.id,
            quantity: 100,
            startDate: inDays(20),
            endDate: inDays(30),
          },
        );
        expect(orderPositionSchema.parse(response.json()).vatRate).toBe(8.1);
        const record = await ok(
          get(`${api}/campaigns/${created.id}/record`, tokens.sales),
          campaignRecordSchema,
        );
        const gross = Math.round(100 * product.listPrice * 100) / 100;
        const commission = Math.round(gross * 15) / 100;
        const net = Math.round((gross - commission) * 100) / 100;
        const vat = Math.round(net * 8.1) / 100;
        expect(record.totals).toMatchObject({
          gross,
          commission,
          net,
          vat,
          total: Math.round((net + vat) * 100) / 100,
        });
      });

      it('refuses a product the type does not sell, one of another company, and a quantity of 0 with 422', async () => {
        const { record } = await newAgencyOrder('Produktprobe');
        const foreign = await chfProduct(salesCompany.id);
        const add = (payload: Record<string, unknown>) =>
          server.request({
            method: 'POST',
            url: `${api}/campaigns/${record.id}/positions`,
            token: tokens.agency,
            payload,
          });
        expectFieldError(
          await add({
            productId: foreign.id,
            quantity: 1,
            startDate: inDays(20),
            endDate: inDays(21),
          }),
          'productId',
        );
        const product = await chfProduct(agencyCompany.id);
        expectFieldError(
          await add({
            productId: product.id,
            quantity: 0,
            startDate: inDays(20),
            endDate: inDays(21),
          }),
          'quantity',
        );
        expectFieldError(
          await add({
            productId: product.id,
            quantity: 1,
            startDate: inDays(22),
            endDate: inDays(21),
          }),
          'endDate',
        );
        expectFieldError(
          await add({
            productId: product.id,
            quantity: 1,
            startDate: '1901-01-01',
            endDate: '1901-01-02',
          }),
          'productId',
        );
      });

      it('updates a position at its version (412 when stale), writes CAMPAIGN_POSITION_FIELD_CHANGED, and deletes at its version', async () => {
        const { record } = await newAgencyOrder('Positionsprobe');
        const product = await chfProduct(agencyCompany.id);
        const position = orderPositionSchema.parse(
          (await addPosition(record.id, product.id, 50, [20, 30])).json(),
        );
        const url = `${api}/campaigns/${record.id}/positions/${position.id}`;
        const changed = await server.request({
          method: 'PUT',
          url,
          token: tokens.agency,
          payload: { version: position.version, quantity: 80 },
        });
        expect(changed.statusCode, changed.body).toBe(200);
        expect(orderPositionSchema.parse(changed.json())).toMatchObject({
          quantity: 80,
          netAmount: Math.round(80 * product.listPrice * 100) / 100,
        });
        expectErrorBody(
          await server.request({
            method: 'PUT',
            url,
            token: tokens.agency,
            payload: { version: position.version, quantity: 90 },
          }),
          412,
        );
        const history = await ok(
          get(
            `${api}/campaigns/${record.id}/history?activityType=CAMPAIGN_POSITION_FIELD_CHANGED`,
            tokens.agency,
          ),
          historyPage,
        );
        expect(history.items).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              field: 'quantity',
              oldValue: '50.00',
              newValue: '80.00',
              positionId: position.id,
            }),
          ]),
        );
        expectErrorBody(
          await server.send('DELETE', `${url}?version=${position.version}`, tokens.agency),
          412,
        );
        expectFieldError(await server.send('DELETE', `${url}?version=x`, tokens.agency), 'version');
        const deleted = await server.send(
          'DELETE',
          `${url}?version=${position.version + 1}`,
          tokens.agency,
        );
        expect(deleted.statusCode, deleted.body).toBe(204);
        expectErrorBody(
          await server.send('DELETE', `${url}?version=${position.version + 1}`, tokens.agency),
          404,
        );
      });

      it('flags a position over its medium’s capacity or outside its product’s availability (hasPositionConflict)', async () => {
        const { db } = server.database;
        const { record } = await newAgencyOrder('Konfliktprobe');
        const product = await chfProduct(agencyCompany.id);
        const position = orderPositionSchema.parse(
          (await addPosition(record.id, product.id, 50, [20, 22])).json(),
        );
        const conflicts = () =>
          ok(
            get(`${api}/campaigns/${record.id}/position-conflicts`, tokens.agency),
            listOf(positionConflictSchema),
          );
        const capacity = await rowOf(db, 'adMediumCapacity', 'positionsPerDay', {
          adMediumId: product.adMediumId,
        });
        expect((await conflicts()).items[0]).toMatchObject({
          positionId: position.id,
          outsideAvailability: false,
        });
        await db
          .updateTable('adMediumCapacity')
          .set({ positionsPerDay: 1 })
          .where('adMediumId', '=', product.adMediumId)
          .execute();
        const over = (await conflicts()).items[0];
        expect(over).toMatchObject({ hasPositionConflict: true, overCapacity: true, capacity: 1 });
        expect(over?.booked).toBeGreaterThan(1);
        const record2 = await ok(
          get(`${api}/campaigns/${record.id}/record`, tokens.agency),
          campaignRecordSchema,
        );
        expect(record2.positions[0]?.hasPositionConflict).toBe(true);
        await db
          .updateTable('adMediumCapacity')
          .set({ positionsPerDay: capacity.positionsPerDay })
          .where('adMediumId', '=', product.adMediumId)
          .execute();
        // Outside availability: the price list does not cover the dates any more.
        await updateRow(db, 'campaignPosition', position.id, { endDate: '2099-12-31' });
        expect((await conflicts()).items[0]).toMatchObject({
          outsideAvailability: true,
          hasPositionConflict: true,
        });
        expectFieldError(
          await get(
            `${api}/campaigns/${record.id}/position-conflicts?positionType=BANNER`,
            tokens.agency,
          ),
          'positionType',
        );
      });
    });

    describe('self-booking (spec 1 §2.6) and the status table', () => {
      it('a customer books its own account at list price, submits for approval, and staff approve', async () => {
        const context = await ok(
          get(`${api}/self-booking`, tokens.selfbooking),
          selfBookingContextSchema,
        );
        expect(context.account?.name).toBe('Bäckerei Beispiel AG');
        expect(context.campaignTypes.every((type) => type.selfBookable)).toBe(true);
        const type = context.campaignTypes[0];
        const created = await server.send('POST', `${api}/campaigns`, tokens.selfbooking, {
          campaignTypeId: type?.id,
          name: 'Zopf-Woche',
          advertiserAccountId: context.account?.id,
          startDate: inDays(14),
          endDate: inDays(28),
        });
        const record = campaignRecordSchema.parse(await answerOf(created));
        expect(record).toMatchObject({
          status: 'DRAFT',
          selfBooked: true,
          editable: true,
          nextStatuses: ['PENDING_APPROVAL'],
        });
        // An empty order cannot be submitted.
        expectErrorBody(
          await server.send('PUT', `${api}/campaigns/${record.id}/status`, tokens.selfbooking, {
            version: record.version,
            status: 'PENDING_APPROVAL',
          }),
          409,
        );
        const products = await ok(
          get(`${api}/campaigns/${record.id}/products`, tokens.selfbooking),
          listOf(bookableProductSchema),
        );
        const product = products.items[0];
        expect(product?.minQuantity).toBeGreaterThan(0);
        const add = (payload: Record<string, unknown>) =>
          server.request({
            method: 'POST',
            url: `${api}/campaigns/${record.id}/positions`,
            token: tokens.selfbooking,
            payload,
          });
        expectFieldError(
          await add({
            productId: product?.id,
            quantity: (product?.minQuantity ?? 2) - 1,
            startDate: inDays(14),
            endDate: inDays(28),
          }),
          'quantity',
        );
        expectFieldError(
          await add({
            productId: product?.id,
            quantity: product?.minQuantity,
            startDate: inDays(14),
            endDate: inDays(28),
            manualDiscountPercent: 10,
          }),
          'manualDiscountPercent',
        );
        const position = orderPositionSchema.parse(
          (
            await add({
              productId: product?.id,
              quantity: product?.minQuantity,
              startDate: inDays(14),
              endDate: inDays(28),
            })
          ).json(),
        );
        expect(position).toMatchObject({
          unitListPrice: product?.unitListPrice,
          discountPercent: 0,
          vatRate: 8.1,
        });
        // Issue 33: the offer is sent by the seller (the publisher of the booked medium,
        // order-pdf.ts offerSenderOf), never by the customer; the customer is its recipient
        // with its address (issue point 15), and the offer says until when it holds.
        const seller = await server.database.db
          .selectFrom('adMedium')
          .innerJoin('company', 'company.id', 'adMedium.publisherCompanyId')
          .select(['company.name', 'company.street'])
          .where('adMedium.id', '=', position.adMedium.id)
          .executeTakeFirstOrThrow();
        const offer = await pdfText(
          (await get(`${api}/campaigns/${record.id}/preview-pdf`, tokens.selfbooking)).rawPayload,
        );
        expect(offer).toContain(seller.name);
        expect(offer).toContain(seller.street ?? '');
        // The bakery's company address (Marktgasse 12, Bern) was the letterhead.
        expect(offer).not.toContain('Marktgasse 12');
        expect(offer).toContain('Bäckerei Beispiel AG');
        expect(offer).toContain('Bälliz 42');
        expect(offer).toContain('3600 Thun');
        expect(offer).toMatch(/Gültig bis\s*\d{2}\.\d{2}\.\d{4}/);
        const current = await ok(
          get(`${api}/campaigns/${record.id}/record`, tokens.selfbooking),
          campaignRecordSchema,
        );
        const submitted = await server.send(
          'PUT',
          `${api}/campaigns/${record.id}/status`,
          tokens.selfbooking,
          { version: current.version, status: 'PENDING_APPROVAL' },
        );
        const waiting = campaignRecordSchema.parse(await answerOf(submitted));
        expect(waiting).toMatchObject({
          status: 'PENDING_APPROVAL',
          editable: false,
          nextStatuses: [],
        });
        // The customer cannot approve it, nor change it any more.
        expectErrorBody(
          await server.send('PUT', `${api}/campaigns/${record.id}/status`, tokens.selfbooking, {
            version: waiting.version,
            status: 'OFFERED',
          }),
          403,
        );
        expectErrorBody(
          await server.send('PUT', `${api}/campaigns/${record.id}`, tokens.selfbooking, {
            version: waiting.version,
            name: 'Anders',
          }),
          409,
        );
        // The customer's UNFINISHED tab shows it; the staff's APPROVALS tab (acting for the company) too.
        const mine = await ok(
          get(`/api/ws-order/campaigns?tab=UNFINISHED&limit=100`, tokens.selfbooking),
          campaignsPage,
        );
        expect(mine.items.map((item) => item.id)).toContain(record.id);
        const staffView = await ok(
          get(`/api/ws-order/campaigns?tab=APPROVALS&limit=100`, tokens.admin, sbCompany),
          campaignsPage,
        );
        expect(staffView.items.map((item) => item.id)).toContain(record.id);
        const approved = await server.request({
          method: 'PUT',
          url: `${api}/campaigns/${record.id}/status`,
          token: tokens.admin,
          company: sbCompany,
          payload: { version: waiting.version, status: 'OFFERED' },
        });
        expect(approved.statusCode, approved.body).toBe(200);
        expect(campaignRecordSchema.parse(approved.json()).status).toBe('OFFERED');
      });

      it('refuses a self-booking customer a type that is not self-bookable and another agency', async () => {
        const { db } = server.database;
        const context = await ok(
          get(`${api}/self-booking`, tokens.selfbooking),
          selfBookingContextSchema,
        );
        const other = await rowOf(db, 'campaignType', 'id', {
          companyId: sbCompany.id,
          selfBookable: false,
        });
        const create = (payload: Record<string, unknown>) =>
          server.request({
            method: 'POST',
            url: `${api}/campaigns`,
            token: tokens.selfbooking,
            payload,
          });
        expectFieldError(
          await create({
            campaignTypeId: other.id,
            name: 'X',
            advertiserAccountId: context.account?.id,
            startDate: inDays(3),
            endDate: inDays(5),
          }),
          'campaignTypeId',
        );
        expectFieldError(
          await create({
            campaignTypeId: context.campaignTypes[0]?.id,
            name: 'X',
            advertiserAccountId: context.account?.id,
            agencyAccountId: context.account?.id,
            startDate: inDays(3),
            endDate: inDays(5),
          }),
          'agencyAccountId',
        );
      });

      it('moves a campaign along the table and refuses a move that is not in it with 409', async () => {
        const { record } = await newAgencyOrder('Statusprobe');
        const product = await chfProduct(agencyCompany.id);
        await addPosition(record.id, product.id, 10, [20, 25]);
        let current = await ok(
          get(`${api}/campaigns/${record.id}/record`, tokens.agency),
          campaignRecordSchema,
        );
        const move = (status: string, version = current.version) =>
          server.send('PUT', `${api}/campaigns/${record.id}/status`, tokens.agency, {
            version,
            status,
          });
        const refused = expectErrorBody(await move('BOOKED'), 409);
        expect(refused.message).toBe('A campaign in DRAFT cannot move to BOOKED');
        for (const status of ['OFFERED', 'BOOKED', 'PREPAYMENT', 'BOOKED', 'PERFORMANCE']) {
          const response = await move(status);
          expect(response.statusCode, response.body).toBe(200);
          current = campaignRecordSchema.parse(response.json());
          expect(current.status).toBe(status);
        }
        expectErrorBody(await move('ARCHIVED', current.version - 1), 412);
        expectFieldError(await move('FINISHED'), 'status');
        const history = await ok(
          get(`${api}/campaigns/${record.id}/history?limit=50`, tokens.agency),
          historyPage,
        );
        expect(
          history.items
            .filter((entry) => entry.field === 'status')
            .map((entry) => `${entry.oldValue ?? '–'}→${entry.newValue}`),
        ).toEqual([
          'BOOKED→PERFORMANCE',
          'PREPAYMENT→BOOKED',
          'BOOKED→PREPAYMENT',
          'OFFERED→BOOKED',
          'DRAFT→OFFERED',
          '–→DRAFT',
        ]);
      });
    });

    describe('payment, overview, PDF, calendar and forecast', () => {
      it('answers the payment status with its dates (spec 3 §3 constants); finance records a reminder, others may not', async () => {
        const { db } = server.database;
        const charged = await db
          .selectFrom('campaign')
          .select(['id', 'version', 'paymentStatus'])
          .where('companyId', '=', salesCompany.id)
          .where('paymentStatus', '=', 'CHARGED')
          // Ended campaigns are charged (the demo data's statuses follow their dates, issue 33).
          .where('status', '=', 'ARCHIVED')
          .orderBy('id')
          .executeTakeFirstOrThrow();
        const payment = await ok(
          get(`${api}/campaigns/${charged.id}/payment`, tokens.sales),
          campaignPaymentSchema,
        );
        expect(payment.paymentStatus).toBe('CHARGED');
        expect(payment.events.map((event) => event.status)).toEqual(['CHARGED']);
        expect(payment.dueDate).not.toBeNull();
        const paid = await findRow(db, 'campaign', 'id', {
          companyId: salesCompany.id,
          paymentStatus: 'SECOND_REMINDER',
        });
        if (paid) {
          const reminders = await ok(
            get(`${api}/campaigns/${paid.id}/payment`, tokens.sales),
            campaignPaymentSchema,
          );
          expect(reminders.events.map((event) => event.status)).toEqual([
            'CHARGED',
            'FIRST_REMINDER',
            'SECOND_REMINDER',
          ]);
        }
        const put = (token: string, payload: Record<string, unknown>) =>
          server.request({
            method: 'PUT',
            url: `${api}/campaigns/${charged.id}/payment`,
            token,
            payload,
          });
        expectErrorBody(
          await put(tokens.sales, {
            version: charged.version,
            paymentStatus: 'FIRST_REMINDER',
            date: today,
          }),
          403,
        );
        expectFieldError(
          await put(tokens.finance, {
            version: charged.version,
            paymentStatus: 'LATE',
            date: today,
          }),
          'paymentStatus',
        );
        const recorded = await put(tokens.finance, {
          version: charged.version,
          paymentStatus: 'FIRST_REMINDER',
          date: today,
          note: 'Per Post',
        });
        expect(recorded.statusCode, recorded.body).toBe(200);
        expect(campaignPaymentSchema.parse(recorded.json()).events.at(-1)).toMatchObject({
          status: 'FIRST_REMINDER',
          date: today,
          note: 'Per Post',
          recordedBy: expect.any(String),
        });
        expectErrorBody(
          await put(tokens.finance, {
            version: charged.version,
            paymentStatus: 'PAID',
            date: today,
          }),
          412,
        );
      });

      it('gives an overview per medium whose nets add up to the positions’', async () => {
        const some = await sql<{
          id: number;
        }>`select campaign_id as id from campaign_position where company_id = ${salesCompany.id}
        group by campaign_id having count(distinct position_type) > 1 limit 1`.execute(
          server.database.db,
        );
        const id = some.rows[0]?.id;
        const overview = await ok(
          get(`${api}/campaigns/${id}/overview`, tokens.sales),
          campaignOverviewSchema,
        );
        const record = await ok(
          get(`${api}/campaigns/${id}/record`, tokens.sales),
          campaignRecordSchema,
        );
        const live = record.positions.filter((position) => position.status !== 'DELETED');
        expect(overview.media.reduce((sum, medium) => sum + medium.positions, 0)).toBe(live.length);
        expect(overview.media.length).toBeGreaterThan(1);
        expect(overview.positionStatuses.reduce((sum, status) => sum + status.count, 0)).toBe(
          record.positions.length,
        );
      });

      it('renders the offer as a PDF in the account’s language whose total is the campaign’s', async () => {
        const { record } = await newAgencyOrder('PDF-Probe');
        const product = await chfProduct(agencyCompany.id);
        await addPosition(record.id, product.id, 300, [20, 30]);
        const current = await ok(
          get(`${api}/campaigns/${record.id}/record`, tokens.agency),
          campaignRecordSchema,
        );
        const response = await get(`${api}/campaigns/${record.id}/preview-pdf`, tokens.agency);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        const text = await pdfText(response.rawPayload);
        expect(text).toContain(`Offerte ${record.id}`);
        expect(text).toContain('Werbeagentur Muster GmbH');
        expect(text).toContain('PDF-Probe');
        const total = text.match(/Total CHF\s*([0-9'.]+)/)?.[1];
        expect(total).toBe(formatAmount(current.totals.total, 'de'));
        // In French when the campaign is: an offer ("Offre") with its total.
        await server.send('PUT', `${api}/campaigns/${record.id}`, tokens.agency, {
          version: current.version,
          language: 'fr',
        });
        const french = await pdfText(
          (await get(`${api}/campaigns/${record.id}/preview-pdf?kind=CONFIRMATION`, tokens.agency))
            .rawPayload,
        );
        expect(french).toContain(`Confirmation de commande ${record.id}`);
        expect(french).toContain(`Total CHF`);
        expectFieldError(
          await get(`${api}/campaigns/${record.id}/preview-pdf?kind=INVOICE`, tokens.agency),
          'kind',
        );
      });

      it('answers the booking calendar from the Monday of the week, one row per medium with capacity', async () => {
        const calendar = await ok(
          get(`${api}/booking-calendar?from=2026-11-25&weeks=2`, tokens.sales),
          bookingCalendarSchema,
        );
        expect(calendar.from).toBe('2026-11-23');
        expect(calendar.to).toBe('2026-12-06');
        expect(calendar.days).toHaveLength(14);
        expect(calendar.rows.length).toBeGreaterThan(0);
        for (const row of calendar.rows) {
          expect(row.cells).toHaveLength(14);
          expect(row.cells.every((cell) => cell.capacity > 0)).toBe(true);
        }
        const tv = await ok(
          get(`${api}/booking-calendar?from=${today}&positionType=TV`, tokens.sales),
          bookingCalendarSchema,
        );
        expect(tv.rows.every((row) => row.positionType === 'TV')).toBe(true);
        expectFieldError(
          await get(`${api}/booking-calendar?from=${today}&weeks=9`, tokens.sales),
          'weeks',
        );
        expectFieldError(await get(`${api}/booking-calendar`, tokens.sales), 'from');
      });

      it('forecasts available inventory per product and week: capacity less booked', async () => {
        const forecast = await ok(
          get(
            `${api}/forecast?from=${today}&to=${inDays(27)}&period=WEEK&positionType=DIGITAL`,
            tokens.sales,
          ),
          forecastSchema,
        );
        expect(forecast.items.length).toBeGreaterThan(0);
        for (const item of forecast.items) {
          expect(item.available).toBe(Math.max(item.capacity - item.booked, 0));
          expect(item.periodStart <= item.periodEnd).toBe(true);
        }
        expectFieldError(
          await get(`${api}/forecast?from=${inDays(5)}&to=${today}`, tokens.sales),
          'to',
        );
        expectFieldError(
          await get(`${api}/forecast?from=${today}&to=${inDays(500)}`, tokens.sales),
          'to',
        );
        expectErrorBody(
          await get(`${api}/forecast?from=${today}&to=${inDays(5)}`, tokens.post),
          403,
        );
      });

      it('lists print issues of a title and the campaign types', async () => {
        const { db } = server.database;
        const title = await rowOf(db, 'publication', 'adMediumId', { companyId: salesCompany.id });
        const issues = await get(
          `${api}/ad-media/${title.adMediumId}/issues?from=${today}`,
          tokens.sales,
        );
        expect(issues.statusCode).toBe(200);
        expect((issues.json() as { items: unknown[] }).items.length).toBeGreaterThan(0);
        expectErrorBody(
          await get(`${api}/ad-media/${title.adMediumId}/issues`, tokens.agency),
          404,
        );
        const types = (await get(`${api}/campaign-types`, tokens.selfbooking)).json() as {
          items: { selfBookable: boolean }[];
        };
        expect(types.items.every((type) => type.selfBookable)).toBe(true);
      });
    });
  },
);
