import type {
  ImpressionAggregates,
  RevenueAggregate,
  RevenueAggregates,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { generatePublisherFacts, recordPageImpressions } from '../src/services/publishers/facts.ts';
import { answerOf, callsAs } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { expectFieldError } from './support/sales.ts';

// The impression analytics call of spec 2 (issue 39): page impressions of the caller's own
// websites by Zurich day, ISO week or month, domain, country and device, sorted by the spec's
// fields; the DST days of March (23 hours) and October (25 hours) lose and double nothing.

const url = '/api/ws-clickstream-analytics/impression-aggregates';
const HOUR = 3_600_000;

/** One page impression per UTC hour from `from` (an instant) for `hours` hours. */
const hourly = (websiteId: number, from: string, hours: number) =>
  Array.from({ length: hours }, (_, index) => ({
    websiteId,
    at: new Date(Date.parse(from) + index * HOUR),
    deviceCategory: 'DESKTOP' as const,
    countryCode: 'CH',
    count: 1,
  }));

describeOnLanes('impression aggregates', ['publisher', 'sales', 'admin'], ({ server, tokens }) => {
  const call = callsAs(server, () => tokens.publisher);
  const aggregate = (body: unknown, token?: string) => call('POST', url, body, token);
  const site = async (domain: string) =>
    (
      await server.database.db
        .selectFrom('website')
        .select(['id', 'publisherCompanyId'])
        .where('domain', '=', domain)
        .executeTakeFirstOrThrow()
    ).id;

  it('buckets the hours of the DST days by Zurich day: 23 in March, 25 in October, none lost', async () => {
    const websiteId = await site('alpenblick.ch');
    // Zurich midnight of 29 March 2020 is 23:00 UTC the day before (CET); of 30 March, 22:00 UTC
    // (CEST). 47 hours from the first: 23 on the 29th, 24 on the 30th.
    await recordPageImpressions(server.database.db, hourly(websiteId, '2020-03-28T23:00:00Z', 47));
    // Zurich midnight of 25 October 2020 is 22:00 UTC the day before (CEST); of 26 October,
    // 23:00 UTC (CET). 48 hours from the first: 25 on the 25th, 23 on the 26th.
    await recordPageImpressions(server.database.db, hourly(websiteId, '2020-10-24T22:00:00Z', 48));
    const march = await answerOf<ImpressionAggregates>(
      aggregate({
        from: '2020-03-28',
        to: '2020-03-31',
        groupBy: ['DAY'],
        websiteIds: [websiteId],
      }),
    );
    expect(march.items).toEqual([
      { timestamp: '2020-03-29', pageImpressionCount: 23 },
      { timestamp: '2020-03-30', pageImpressionCount: 24 },
    ]);
    expect(march.totalPageImpressionCount).toBe(47);
    const october = await answerOf<ImpressionAggregates>(
      aggregate({
        from: '2020-10-24',
        to: '2020-10-27',
        groupBy: ['DAY'],
        websiteIds: [websiteId],
      }),
    );
    expect(october.items).toEqual([
      { timestamp: '2020-10-25', pageImpressionCount: 25 },
      { timestamp: '2020-10-26', pageImpressionCount: 23 },
    ]);
    expect(october.totalPageImpressionCount).toBe(48);
    // Recorded again, the hours add up (a second batch of the same hours is more impressions).
    await recordPageImpressions(server.database.db, hourly(websiteId, '2020-10-24T22:00:00Z', 1));
    const again = await answerOf<ImpressionAggregates>(
      aggregate({
        from: '2020-10-25',
        to: '2020-10-25',
        groupBy: ['DAY'],
        websiteIds: [websiteId],
      }),
    );
    expect(again.totalPageImpressionCount).toBe(26);
  });

  it("groups by ISO week (Monday) and month, and by the spec's other groupings", async () => {
    const week = await answerOf<ImpressionAggregates>(
      aggregate({ from: '2020-03-28', to: '2020-03-31', groupBy: ['WEEK'] }),
    );
    // Sunday 29 March is in the week of Monday 23 March; Monday 30 March starts the next.
    expect(week.items).toEqual([
      { timestamp: '2020-03-23', pageImpressionCount: 23 },
      { timestamp: '2020-03-30', pageImpressionCount: 24 },
    ]);
    const month = await answerOf<ImpressionAggregates>(
      aggregate({
        from: '2020-10-01',
        to: '2020-10-31',
        groupBy: ['MONTH', 'PAGE_DOMAIN', 'DEVICE_CATEGORY', 'COUNTRY_CODE'],
      }),
    );
    expect(month.items).toEqual([
      {
        timestamp: '2020-10-01',
        pageDomain: 'alpenblick.ch',
        deviceCategory: 'DESKTOP',
        countryCode: 'CH',
        pageImpressionCount: 49,
      },
    ]);
  });

  it('sorts by the fields and orders of spec 2 and answers the totals of the demo facts', async () => {
    const today = new Date();
    const to = new Date(today.getTime() - 86_400_000).toISOString().slice(0, 10);
    const from = new Date(today.getTime() - 20 * 86_400_000).toISOString().slice(0, 10);
    const byCount = await answerOf<ImpressionAggregates>(
      aggregate({
        from,
        to,
        groupBy: ['PAGE_DOMAIN', 'DEVICE_CATEGORY'],
        sort: [{ field: 'PAGE_IMPRESSION_COUNT', order: 'DESC' }],
      }),
    );
    const counts = byCount.items.map((item) => item.pageImpressionCount);
    expect(counts.length).toBeGreaterThan(2);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // The publisher's own sites only: those Verlag Alpenblick AG publishes (its own and those the
    // house sells).
    const own = await server.database.db
      .selectFrom('website as w')
      .innerJoin('company as c', 'c.id', 'w.publisherCompanyId')
      .select('w.domain')
      .where('c.name', '=', 'Verlag Alpenblick AG')
      .execute();
    expect(own.length).toBeGreaterThan(1);
    expect(new Set(byCount.items.map((item) => item.pageDomain))).toEqual(
      new Set(own.map((website) => website.domain)),
    );
    const byDomain = await answerOf<ImpressionAggregates>(
      aggregate({
        from,
        to,
        groupBy: ['PAGE_DOMAIN'],
        sort: [{ field: 'PAGE_DOMAIN', order: 'DESC' }],
      }),
    );
    const domains = byDomain.items.map((item) => item.pageDomain);
    expect(domains).toEqual([...domains].sort().reverse());
    expect(byDomain.totalPageImpressionCount).toBe(byCount.totalPageImpressionCount);
    const byDevice = await answerOf<ImpressionAggregates>(
      aggregate({
        from,
        to,
        groupBy: ['DEVICE_CATEGORY', 'DAY'],
        sort: [
          { field: 'DEVICE_CATEGORY', order: 'ASC' },
          { field: 'TIMESTAMP', order: 'DESC' },
        ],
      }),
    );
    expect(byDevice.items[0]).toMatchObject({ deviceCategory: 'DESKTOP', timestamp: to });
    expect(byDevice.totalPageImpressionCount).toBe(byCount.totalPageImpressionCount);
  });

  it("never answers another publisher's website", async () => {
    const other = await site('zuercher-tagblatt.ch');
    const answer = await answerOf<ImpressionAggregates>(
      aggregate({
        from: '2020-01-01',
        to: '2021-12-30',
        groupBy: ['PAGE_DOMAIN'],
        websiteIds: [other],
      }),
    );
    expect(answer).toEqual({ items: [], totalPageImpressionCount: 0 });
  });

  it('checks the role and the input', async () => {
    const body = { from: '2020-03-01', to: '2020-03-31', groupBy: ['DAY'] };
    expect((await aggregate(body, '')).statusCode).toBe(401);
    expect((await aggregate(body, tokens.sales)).statusCode).toBe(403);
    expectFieldError(await aggregate({ ...body, groupBy: ['DAY', 'MONTH'] }), 'groupBy');
    expectFieldError(await aggregate({ ...body, groupBy: ['DAY', 'DAY'] }), 'groupBy');
    expectFieldError(await aggregate({ ...body, groupBy: [] }), 'groupBy');
    expectFieldError(await aggregate({ ...body, from: '2020-04-01' }), 'to');
    expectFieldError(await aggregate({ ...body, to: '2023-03-31' }), 'to');
    expectFieldError(
      await aggregate({ ...body, sort: [{ field: 'PAGE_DOMAIN', order: 'ASC' }] }),
      'sort',
    );
    expect(
      (await aggregate({ ...body, sort: [{ field: 'TIMESTAMP', order: 'UP' }] })).statusCode,
    ).toBe(422);
    expect((await aggregate({ ...body, groupBy: ['HOUR'] })).statusCode).toBe(422);
    expect((await aggregate({ ...body, extra: 1 })).statusCode).toBe(422);
  });
});

describeOnLanes('revenue aggregates', ['publisher', 'sales'], ({ server, tokens }) => {
  const call = callsAs(server, () => tokens.publisher);
  const revenue = (body: unknown, token?: string) =>
    call('POST', '/api/ws-publishers/revenue-aggregates', body, token);
  /** Last month's first and last day (the demo facts reach up to yesterday). */
  const lastMonth = () => {
    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
    return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)] as const;
  };

  it("adds a month's daily rows up exactly to the month's line, gross → fees → net", async () => {
    const [from, to] = lastMonth();
    const month = await answerOf<RevenueAggregates>(
      revenue({
        from,
        to,
        groupBy: ['MONTH', 'WEBSITE'],
        sort: [{ field: 'WEBSITE', order: 'ASC' }],
      }),
    );
    const days = await answerOf<RevenueAggregates>(
      revenue({ from, to, groupBy: ['DAY', 'WEBSITE'] }),
    );
    expect(month.items.length).toBeGreaterThan(1);
    for (const line of month.items) {
      expect(line.timestamp).toBe(from);
      const daily = days.items.filter((row) => row.websiteId === line.websiteId);
      expect(daily.length).toBe(Number(to.slice(8)));
      const sum = (field: 'grossRevenue' | 'fees' | 'netRevenue' | 'impressions') =>
        daily.reduce((total, row) => total + row[field], 0);
      expect(sum('grossRevenue')).toBe(line.grossRevenue);
      expect(sum('fees')).toBe(line.fees);
      expect(sum('netRevenue')).toBe(line.netRevenue);
      expect(sum('impressions')).toBe(line.impressions);
      expect(line.grossRevenue - line.fees).toBe(line.netRevenue);
      // Millions of ad impressions a month, and ratios from the sums.
      expect(line.impressions).toBeGreaterThan(1_000_000);
      expect(line.ecpm).toBeCloseTo((line.netRevenue / line.impressions) * 1000, 6);
      expect(line.fillRate).toBeCloseTo(line.impressions / line.adRequests, 9);
    }
    expect(month.dataAsOf).not.toBeNull();
  });

  it('keeps demand sources apart and answers only the caller’s sites', async () => {
    const [from, to] = lastMonth();
    const bySource = await answerOf<RevenueAggregates>(
      revenue({
        from,
        to,
        groupBy: ['DEMAND_SOURCE'],
        sort: [{ field: 'DEMAND_SOURCE', order: 'ASC' }],
      }),
    );
    expect(bySource.items.map((row) => row.demandSource)).toEqual([
      'DIRECT',
      'HOUSE',
      'PROGRAMMATIC',
    ]);
    expect(bySource.items.find((row) => row.demandSource === 'HOUSE')?.grossRevenue).toBe(0);
    const other = await server.database.db
      .selectFrom('website')
      .select('id')
      .where('domain', '=', 'zuercher-tagblatt.ch')
      .executeTakeFirstOrThrow();
    const foreign = await answerOf<RevenueAggregates>(
      revenue({ from, to, groupBy: ['WEBSITE'], websiteIds: [other.id] }),
    );
    expect(foreign.items).toEqual([]);
    // Each of the persona's sites once, by name and domain (the catalogue's copies of a site for
    // other sellers get no traffic of their own); nothing is being prepared at the small scale.
    const sites = await answerOf<RevenueAggregates>(revenue({ from, to, groupBy: ['WEBSITE'] }));
    const domains = sites.items.map((row) => row.websiteDomain);
    expect(new Set(domains).size).toBe(domains.length);
    expect(domains).toEqual(expect.arrayContaining(['alpenblick.ch', 'wanderwelt-gr.ch']));
    expect(sites.preparation).toBeNull();
  });

  it('fills each site and day by its own rate, the same days generated again the same', async () => {
    // A week of its own (June 2020), generated twice: the facts are a hash of site and day.
    const [from, to] = ['2020-06-01', '2020-06-07'];
    const db = server.database.db;
    const generate = async () => {
      await sql`delete from publisher_revenue_day where day between ${from}::date and ${to}::date`.execute(
        db,
      );
      await generatePublisherFacts(db, from, to);
      return answerOf<RevenueAggregates>(revenue({ from, to, groupBy: ['DAY', 'WEBSITE'] }));
    };
    const first = await generate();
    expect((await generate()).items).toEqual(first.items);
    const fillsOf = (websiteId: number) =>
      first.items.filter((row) => row.websiteId === websiteId).map((row) => row.fillRate ?? 0);
    const sites = [...new Set(first.items.map((row) => row.websiteId ?? 0))];
    expect(sites.length).toBeGreaterThan(1);
    // Every day of a site has a fill of its own, and no two sites fill the week alike.
    for (const site of sites) expect(new Set(fillsOf(site)).size).toBe(7);
    const weekly = sites.map((site) =>
      fillsOf(site)
        .reduce((total, fill) => total + fill, 0)
        .toFixed(6),
    );
    expect(new Set(weekly).size).toBe(sites.length);
    for (const row of first.items) {
      expect(row.fillRate ?? 0).toBeGreaterThan(0.5);
      expect(row.fillRate ?? 1).toBeLessThan(1);
    }
  });

  it('exports what the traffic dashboard shows, with its totals', async () => {
    const [from, to] = ['2020-06-01', '2020-06-07'];
    const exportUrl = (columns: string, extra = '') =>
      `/api/ws-publishers/revenue-aggregates/export?from=${from}&to=${to}&grouping=DAY&format=csv&language=de&columns=${columns}${extra}`;
    await sql`delete from publisher_revenue_day where day between ${from}::date and ${to}::date`.execute(
      server.database.db,
    );
    await generatePublisherFacts(server.database.db, from, to);
    const shown = await answerOf<RevenueAggregates>(revenue({ from, to, groupBy: ['DAY'] }));
    const file = await call('GET', exportUrl('timestamp,currency,impressions,fillRate,netRevenue'));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe('Tag;Währung;Ad Impressions;Füllrate;Nettoertrag');
    expect(lines).toHaveLength(shown.items.length);
    const cells = lines.map((line) => line.split(';'));
    expect(cells[0]?.[0]).toBe('01.06.2020');
    const sum = (index: number) => cells.reduce((total, row) => total + Number(row[index]), 0);
    const total = (pick: (row: RevenueAggregate) => number) =>
      shown.items.reduce((sum, row) => sum + pick(row), 0);
    expect(sum(2)).toBe(total((row) => row.impressions));
    // Money in francs, not Rappen: the screen's net revenue to the Rappen.
    expect(Math.round(sum(4) * 100)).toBe(total((row) => row.netRevenue));
    expect(Number(cells[0]?.[3])).toBeCloseTo(shown.items[0]?.fillRate ?? 0, 9);
    // A column of no dashboard, a range backwards, another role.
    expectFieldError(await call('GET', exportUrl('timestamp,password')), 'columns');
    expectFieldError(
      await call(
        'GET',
        `/api/ws-publishers/revenue-aggregates/export?from=${to}&to=${from}&grouping=DAY&format=csv&columns=timestamp`,
      ),
      'to',
    );
    expect((await call('GET', exportUrl('timestamp'), undefined, tokens.sales)).statusCode).toBe(
      403,
    );
  });

  it('checks the role and the input', async () => {
    const [from, to] = lastMonth();
    const body = { from, to, groupBy: ['DAY'] };
    expect((await revenue(body, '')).statusCode).toBe(401);
    expect((await revenue(body, tokens.sales)).statusCode).toBe(403);
    expectFieldError(await revenue({ ...body, groupBy: ['WEEK', 'MONTH'] }), 'groupBy');
    expectFieldError(await revenue({ ...body, from: to, to: from }), 'to');
    expectFieldError(
      await revenue({ ...body, sort: [{ field: 'WEBSITE', order: 'ASC' }] }),
      'sort',
    );
    expect((await revenue({ ...body, demandSources: ['PAID'] })).statusCode).toBe(422);
  });
});
