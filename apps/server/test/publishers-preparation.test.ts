import { PUBLISHER_FACTS_JOB } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/database.ts';
import { isoDay } from '../src/services/orders/iso-day.ts';
import { generatePublisherFacts } from '../src/services/publishers/facts.ts';
import {
  factPreparation,
  monthsBetween,
  requestPublisherFacts,
} from '../src/services/publishers/preparation.ts';
import { databaseLanes } from './support/databases.ts';
import { testAuthSettings } from './support/server.ts';
import { slack } from './support/slack.ts';
import { until } from './support/waiting.ts';

// The demo's publisher facts at full scale are generated in the background after the server is
// ready (issue 39), a month an item: the seed only records the request. The months generated one
// by one hold exactly what the whole range generated at once holds (the growth counts from the
// request's first day), and a start with the request sent runs it once.

const FROM = '2021-02-22';
const TO = '2021-03-05';

/** Every revenue and page-impression row of the range, summed per website and day. */
const dailySums = async (db: Db) =>
  (
    await sql<{ website_id: number; day: string; net: string; pages: string }>`
      select r.website_id, to_char(r.day, 'YYYY-MM-DD') as day, sum(r.net_revenue)::text as net,
             (select sum(p.page_impressions) from page_impression_fact p
               where p.website_id = r.website_id and p.day = r.day)::text as pages
      from publisher_revenue_fact r
      where r.day between ${FROM}::date and ${TO}::date
      group by r.website_id, r.day order by 1, 2`.execute(db)
  ).rows;

it('lists the months of a range', () => {
  expect(monthsBetween('2024-11-15', '2025-02-01')).toEqual([
    '2024-11',
    '2024-12',
    '2025-01',
    '2025-02',
  ]);
  expect(monthsBetween('2025-03-31', '2025-03-31')).toEqual(['2025-03']);
});

describe.each(databaseLanes())(
  'the publishers’ facts prepared in the background on $name',
  (lane) => {
    it(
      'generates a requested range month by month, once, as the range at once would',
      async () => {
        const database = await lane.openSeeded();
        const db = database.db;
        try {
          await generatePublisherFacts(db, FROM, TO);
          const atOnce = await dailySums(db);
          expect(atOnce.length).toBeGreaterThan(20);
          await sql`delete from publisher_revenue_fact where day between ${FROM}::date and ${TO}::date`.execute(
            db,
          );
          await sql`delete from publisher_revenue_day where day between ${FROM}::date and ${TO}::date`.execute(
            db,
          );
          await requestPublisherFacts(db, FROM, TO);
          // Recorded, not sent: the portal says the facts are being prepared.
          expect(await factPreparation(db)).toEqual({
            state: 'QUEUED',
            monthsDone: 0,
            monthsTotal: 2,
          });

          const app = await buildApp({
            config: { consoleDir: '/nonexistent', trustProxy: [] },
            database,
            auth: testAuthSettings,
            jobs: { pollingIntervalSeconds: 0.5, stopTimeoutMs: 2000 },
          });
          try {
            await app.ready();
            const run = await until(
              async () =>
                db
                  .selectFrom('jobRun')
                  .select(['id', 'state'])
                  .where('kind', '=', PUBLISHER_FACTS_JOB)
                  .where('state', 'in', ['COMPLETED', 'FAILED'])
                  .executeTakeFirst(),
              90_000,
              250,
            );
            expect(run.state).toBe('COMPLETED');
            const items = await db
              .selectFrom('jobItem')
              .select(['itemKey', 'state'])
              .where('jobRunId', '=', run.id)
              .orderBy('itemKey')
              .execute();
            expect(items).toEqual([
              { itemKey: '2021-02', state: 'DONE' },
              { itemKey: '2021-03', state: 'DONE' },
              { itemKey: 'payouts', state: 'DONE' },
            ]);
            // Then the closed months are paid as staff would have (s15 stranger: no payout
            // anywhere in the demo): the run's draft of each active config, approved on the 5th of
            // the next month, numbered in the months' order, its credit note archived; a config
            // without the self-billing agreement keeps its drafts (its approval is refused).
            const configs = await db
              .selectFrom('payoutConfig')
              .select(['id', 'selfBillingAgreedAt'])
              .where('active', '=', true)
              .execute();
            expect(configs.length).toBeGreaterThan(1);
            const payouts = await db
              .selectFrom('payout')
              .select(['configId', 'state', 'number', 'issueDate', 'pdfSha256', 'netRevenue'])
              .select(sql<string>`to_char(month, 'YYYY-MM')`.as('month'))
              .where('month', 'in', ['2021-02-01', '2021-03-01'])
              .orderBy('configId')
              .orderBy('month')
              .execute();
            expect(payouts.length).toBe(configs.length * 2);
            for (const config of configs) {
              const [february, march] = payouts.filter((payout) => payout.configId === config.id);
              if (!config.selfBillingAgreedAt) {
                expect([february?.state, march?.state]).toEqual(['DRAFT', 'DRAFT']);
                continue;
              }
              expect(february).toMatchObject({ state: 'APPROVED', month: '2021-02' });
              expect(march).toMatchObject({ state: 'APPROVED', month: '2021-03' });
              expect(isoDay(february?.issueDate ?? '')).toBe('2021-03-05');
              expect(isoDay(march?.issueDate ?? '')).toBe('2021-04-05');
              expect(february?.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
              expect(Number(february?.netRevenue)).toBeGreaterThan(0);
              // AG-2021-000001 before AG-2021-000002: the series in the months' order.
              expect(String(february?.number) < String(march?.number)).toBe(true);
            }
            expect(await dailySums(db)).toEqual(atOnce);
            expect(await factPreparation(db)).toBeNull();
            // The request is sent once: it names its run.
            const request = await db
              .selectFrom('publisherFactRequest')
              .select('jobRunId')
              .executeTakeFirstOrThrow();
            expect(request.jobRunId).toBe(run.id);
          } finally {
            await app.close();
          }
        } finally {
          await database.close();
        }
        // Two fact generations and a job on PGlite, on a machine shared with other test files.
      },
      slack(180_000),
    );
  },
);
