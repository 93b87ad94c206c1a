import {
  BOOKING_EXCLUDED,
  businessDay,
  type Exclusion,
  type Payout,
  type PayoutConfig,
  type PayoutStatistics,
  type PortalCampaign,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { factsFrom } from '../src/seed/publishers.ts';
import { answerOf } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { expectFieldError } from './support/sales.ts';
import { until } from './support/waiting.ts';

// The publishers' portal read across companies through the kit's relations (issue 39,
// kit/relations.ts): finance at the house that pays a publisher reads its payouts, the
// publisher reads the campaigns on its websites and refuses campaigns and customers, and the
// house's booking of a refused customer on the publisher's site is refused.

const payouts = '/api/ws-payouts';
const portal = '/api/ws-publishers';
const lastMonth = factsFrom(businessDay(), 1).slice(0, 7);

describeOnLanes(
  'publisher portal',
  ['admin', 'publisher', 'sales', 'finance', 'agency'],
  ({ server, tokens }) => {
    const alpenblick = seededCompany(server, 'Verlag Alpenblick AG');
    const tiroler = seededCompany(server, 'Tiroler Anzeiger GmbH');
    const houseSales = seededCompany(server, 'Adconsole Sales');
    const db = () => server.database.db;

    it('lets finance at the paying house read the payouts it pays, and nobody else', async () => {
      // The seed names the house that sells most of the publisher's websites as its payer.
      const config = await db()
        .selectFrom('payoutConfig')
        .select(['id', 'payerCompanyId'])
        .where('companyId', '=', alpenblick.id)
        .executeTakeFirstOrThrow();
      expect(config.payerCompanyId).toBe(houseSales.id);
      const { jobId } = await answerOf<{ jobId: number }>(
        server.request({
          method: 'POST',
          url: `${payouts}/runs`,
          token: tokens.admin,
          company: alpenblick,
          payload: { month: lastMonth },
        }),
      );
      await until(
        async () =>
          ['COMPLETED', 'FAILED'].includes(
            (
              await answerOf<{ state: string }>(
                server.request({
                  method: 'GET',
                  url: `/api/ws-batch/jobs/${jobId}/progress`,
                  token: tokens.admin,
                  company: alpenblick,
                }),
              )
            ).state,
          ),
        60_000,
        250,
      );
      const seen = await answerOf<{ items: Payout[] }>(
        server.send('GET', `${payouts}/payouts?month=${lastMonth}`, tokens.finance),
      );
      const paid = seen.items.find((payout) => payout.configId === config.id);
      expect(paid?.lines.length).toBeGreaterThan(0);
      if (!paid) return;
      // Its record, its config and the month's days, as the publisher reads them.
      const record = await answerOf<Payout>(
        server.send('GET', `${payouts}/payouts/${paid.id}`, tokens.finance),
      );
      expect(record.netRevenue).toBe(paid.netRevenue);
      const configs = await answerOf<{ items: PayoutConfig[] }>(
        server.send('GET', `${payouts}/payout-configs`, tokens.finance),
      );
      expect(configs.items.map((item) => item.id)).toContain(config.id);
      expect(
        (await server.send('GET', `${payouts}/payout-configs/${config.id}`, tokens.finance))
          .statusCode,
      ).toBe(200);
      const statistics = await answerOf<PayoutStatistics>(
        server.send('GET', `${payouts}/statistics?month=${lastMonth}`, tokens.finance),
      );
      const days = statistics.days.filter((day) =>
        paid.lines.some((line) => line.websiteId === day.websiteId),
      );
      expect(days.reduce((sum, day) => sum + day.netRevenue, 0)).toBe(paid.netRevenue);
      // Reading is all: finance approves nothing and changes no config.
      expect(
        (
          await server.send('POST', `${payouts}/payouts/${paid.id}/approve`, tokens.finance, {
            version: paid.version,
          })
        ).statusCode,
      ).toBe(403);
      // A company that does not pay it (ADMIN's own) finds no such payout or config.
      expect(
        (await server.send('GET', `${payouts}/payouts/${paid.id}`, tokens.admin)).statusCode,
      ).toBe(404);
      expect(
        (await server.send('GET', `${payouts}/payout-configs/${config.id}`, tokens.admin))
          .statusCode,
      ).toBe(404);
      const adminList = await answerOf<{ items: Payout[] }>(
        server.send('GET', `${payouts}/payouts?month=${lastMonth}`, tokens.admin),
      );
      expect(adminList.items.some((payout) => payout.id === paid.id)).toBe(false);
    });

    it("lists the campaigns on the publisher's websites, of every house, and nothing else", async () => {
      const page = await answerOf<{ items: PortalCampaign[]; total: number }>(
        server.send('GET', `${portal}/campaigns?includeEnded=true&limit=100`, tokens.publisher),
      );
      expect(page.total).toBeGreaterThan(0);
      const published = await db()
        .selectFrom('website')
        .select('name')
        .where('publisherCompanyId', '=', alpenblick.id)
        .execute();
      const names = new Set(published.map((site) => site.name));
      for (const campaign of page.items) {
        expect(campaign.websites.length).toBeGreaterThan(0);
        expect(campaign.websites.every((name) => names.has(name))).toBe(true);
        expect(['BOOKED', 'PREPAYMENT', 'PERFORMANCE', 'ARCHIVED']).toContain(campaign.status);
      }
      // The count is the database's: booked campaigns with a live position on its sites.
      const { rows } = await sql<{ n: string }>`
        select count(distinct c.id) as n from campaign c
          join campaign_position p on p.company_id = c.company_id and p.campaign_id = c.id
          join ad_medium m on m.id = p.ad_medium_id join website w on w.id = m.website_id
        where w.publisher_company_id = ${alpenblick.id} and p.status <> 'DELETED'
          and c.status in ('BOOKED', 'PREPAYMENT', 'PERFORMANCE', 'ARCHIVED')`.execute(db());
      expect(page.total).toBe(Number(rows[0]?.n));
      // Current only by default: none ended before today.
      const current = await answerOf<{ items: PortalCampaign[] }>(
        server.send('GET', `${portal}/campaigns?limit=100`, tokens.publisher),
      );
      expect(current.items.every((campaign) => campaign.endDate >= businessDay())).toBe(true);
      // Another publisher sees none of these; sales (no PUBLISHER) is refused; bad input is 422.
      const other = await answerOf<{ items: PortalCampaign[] }>(
        server.request({
          method: 'GET',
          url: `${portal}/campaigns?includeEnded=true&limit=100`,
          token: tokens.admin,
          company: tiroler,
        }),
      );
      const ours = new Set(page.items.map((campaign) => campaign.id));
      expect(other.items.some((campaign) => ours.has(campaign.id))).toBe(false);
      expect((await server.send('GET', `${portal}/campaigns`, tokens.sales)).statusCode).toBe(403);
      expect(
        (await server.send('GET', `${portal}/campaigns?status=OFFERED`, tokens.publisher))
          .statusCode,
      ).toBe(422);
    });

    it("refuses the house's booking of a customer the publisher excludes", async () => {
      // An offer of Adconsole Sales with a position on one of Alpenblick's websites.
      const { rows } = await sql<{ id: number; advertiserAccountId: number; version: number }>`
        select c.id, c.advertiser_account_id as "advertiserAccountId", c.version from campaign c
        where c.company_id = ${houseSales.id} and c.status = 'OFFERED'
          and exists (select 1 from campaign_position p join ad_medium m on m.id = p.ad_medium_id
            join website w on w.id = m.website_id
            where p.campaign_id = c.id and p.status <> 'DELETED'
              and w.publisher_company_id = ${alpenblick.id})
        order by c.id limit 1`.execute(db());
      const offer = rows[0];
      expect(offer).toBeDefined();
      if (!offer) return;
      // Bad input: a customer of no house selling its sites; a campaign not on its sites.
      const foreignAccount = await db()
        .selectFrom('account')
        .select('id')
        .where(
          'companyId',
          'not in',
          db()
            .selectFrom('website')
            .select('companyId')
            .where('publisherCompanyId', '=', alpenblick.id),
        )
        .executeTakeFirstOrThrow();
      await expectFieldError(
        await server.send('POST', `${portal}/exclusions`, tokens.publisher, {
          kind: 'CUSTOMER',
          targetId: foreignAccount.id,
        }),
        'targetId',
      );
      await expectFieldError(
        await server.send('POST', `${portal}/exclusions`, tokens.publisher, {
          kind: 'CAMPAIGN',
          targetId: offer.id,
        }),
        'targetId',
      );
      expect(
        (
          await server.send('POST', `${portal}/exclusions`, tokens.publisher, {
            kind: 'NEWSLETTER',
            targetId: offer.advertiserAccountId,
          })
        ).statusCode,
      ).toBe(422);
      // The customer excluded (once: twice is a field error), it shows in the customers' list.
      const exclusion = await answerOf<Exclusion>(
        server.send('POST', `${portal}/exclusions`, tokens.publisher, {
          kind: 'CUSTOMER',
          targetId: offer.advertiserAccountId,
          reason: 'Mitbewerber',
        }),
      );
      expect(exclusion).toMatchObject({ kind: 'CUSTOMER', targetId: offer.advertiserAccountId });
      await expectFieldError(
        await server.send('POST', `${portal}/exclusions`, tokens.publisher, {
          kind: 'CUSTOMER',
          targetId: offer.advertiserAccountId,
        }),
        'targetId',
      );
      const listed = await answerOf<{ items: Exclusion[] }>(
        server.send('GET', `${portal}/exclusions?kind=CUSTOMER`, tokens.publisher),
      );
      expect(listed.items.map((item) => item.id)).toContain(exclusion.id);
      // The house's booking is refused with the spec's error shape, naming the publisher.
      const refused = await server.send(
        'PUT',
        `/api/ws-order/campaigns/${offer.id}/status`,
        tokens.sales,
        { version: offer.version, status: 'BOOKED', acceptWarnings: true },
      );
      expect(refused.statusCode).toBe(409);
      const body = refused.json() as { translationKey: string; message: string };
      expect(body.translationKey).toBe(BOOKING_EXCLUDED);
      expect(body.message).toContain('Verlag Alpenblick AG excludes this campaign or customer');
      const unchanged = await db()
        .selectFrom('campaign')
        .select('status')
        .where('id', '=', offer.id)
        .executeTakeFirstOrThrow();
      expect(unchanged.status).toBe('OFFERED');
      // Another publisher cannot take the exclusion back; the agency may not call the portal.
      expect(
        (
          await server.request({
            method: 'DELETE',
            url: `${portal}/exclusions/${exclusion.id}`,
            token: tokens.admin,
            company: tiroler,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await server.send('GET', `${portal}/exclusions?kind=CAMPAIGN`, tokens.agency)).statusCode,
      ).toBe(403);
      // Taken back (in the audit), the booking is no longer refused for it.
      expect(
        (await server.send('DELETE', `${portal}/exclusions/${exclusion.id}`, tokens.publisher))
          .statusCode,
      ).toBe(204);
      const audit = await db()
        .selectFrom('settingsAudit')
        .select('field')
        .where('entityType', '=', 'PUBLISHER_EXCLUSION')
        .where('entityId', '=', exclusion.id)
        .execute();
      expect(audit.map((row) => row.field)).toContain('active');
      const booked = await server.send(
        'PUT',
        `/api/ws-order/campaigns/${offer.id}/status`,
        tokens.sales,
        { version: offer.version, status: 'BOOKED', acceptWarnings: true },
      );
      expect((booked.json() as { translationKey?: string }).translationKey).not.toBe(
        BOOKING_EXCLUDED,
      );
    });

    it('offers the customers of the houses that sell the sites, to exclude', async () => {
      const page = await answerOf<{ items: { id: number; sellerName: string }[]; total: number }>(
        server.send('GET', `${portal}/exclusion-customers?limit=50`, tokens.publisher),
      );
      expect(page.total).toBeGreaterThan(0);
      const sellers = await db()
        .selectFrom('website')
        .innerJoin('company', 'company.id', 'website.companyId')
        .select('company.name')
        .where('website.publisherCompanyId', '=', alpenblick.id)
        .execute();
      const names = new Set(sellers.map((seller) => seller.name));
      expect(page.items.every((item) => names.has(item.sellerName))).toBe(true);
    });
  },
);
