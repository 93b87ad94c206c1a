import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { type JobContext, JobQueue } from '../src/jobs/queue.ts';
import type { ServiceContext } from '../src/services/context.ts';
import {
  POSITION_DATES_JOB,
  positionDatesJob,
  registerPositionDatesJob,
} from '../src/services/orders/position-dates.ts';
import { databaseLanes } from './support/databases.ts';
import { serverOnLane } from './support/lane-server.ts';
import { rowOf, rowsOf } from './support/rows.ts';
import { companyNamed } from './support/sales.ts';

// Issue 37: "Position dates move positions by themselves: a daily job (Europe/Zurich) moves
// booked positions to running on their start and running to ended on their end, writing
// history, idempotent when run twice." The statuses are spec 3 §3's: the order list statuses
// BOOKED and RUNNING (the campaign statuses BOOKED and PERFORMANCE behind them), the position
// status FINISHED. The clock is fixed (2020-03-01 23:45 UTC, already 2 March in Zurich), the
// rows are the test's own, never today's.

/** 00:45 on 2 March 2020 in Zurich, still 1 March in UTC. */
const NOW = new Date('2020-03-01T23:45:00Z');
const DAY = '2020-03-02';

async function makeCampaign(db: Db, companyId: number, status: string, start: string, end: string) {
  const model = await sql<{
    campaignTypeId: number;
    advertiserAccountId: number;
  }>`select campaign_type_id, advertiser_account_id from campaign where company_id = ${companyId}
     order by id limit 1`.execute(db);
  const { campaignTypeId, advertiserAccountId } = model.rows[0] as NonNullable<
    (typeof model.rows)[0]
  >;
  const row = await db
    .insertInto('campaign')
    .values({
      companyId,
      campaignTypeId,
      name: `Dates ${status} ${start}`,
      advertiserAccountId,
      invoicingAccountId: advertiserAccountId,
      status,
      startDate: start,
      endDate: end,
      currency: 'CHF',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function makePosition(
  db: Db,
  campaignId: number,
  type: 'DIGITAL' | 'PRINT',
  status: string,
  start: string,
  end: string,
) {
  const campaign = await rowOf(db, 'campaign', 'companyId', { id: campaignId });
  const product = await sql<{ id: number; adMediumId: number }>`
    select id, ad_medium_id from product where company_id = ${campaign.companyId}
      and media_type = ${type} order by id limit 1`.execute(db);
  const { id: productId, adMediumId } = product.rows[0] as NonNullable<(typeof product.rows)[0]>;
  const row = await db
    .insertInto('campaignPosition')
    .values({
      companyId: campaign.companyId,
      campaignId,
      positionType: type,
      name: `${type} ${status} ${end}`,
      productId,
      adMediumId,
      quantity: 1,
      unit: 'FLAT',
      unitListPrice: 100,
      netAmount: 100,
      currency: 'CHF',
      vatRate: 8.1,
      startDate: start,
      endDate: end,
      status,
      creativeStatus: type === 'PRINT' && status === 'READY' ? 'APPROVED' : null,
      ...(type === 'PRINT' ? { publicationDate: end, hiddenMode: 'NONE' } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Runs the job's kind as the queue runs it: its plan, then each item in its transaction. */
async function runJob(db: Db) {
  const kind = positionDatesJob(() => NOW);
  const context: JobContext = {
    db,
    runId: 0,
    attempt: 1,
    maxAttempts: 3,
    parameters: {},
    log: async () => {},
  };
  const items = await kind.plan(context);
  const messages: string[] = [];
  for (const item of items) {
    messages.push(
      (await db.transaction().execute((trx) => kind.runItem(trx, item.key, context))) ?? '',
    );
  }
  return { items, messages };
}

describe.each(databaseLanes())('positions move on their dates ($name)', (lane) => {
  const server = serverOnLane(lane);

  it('moves booked positions to running on their start and running ones to FINISHED after their end, once', async () => {
    const db = server.database.db;
    const { id: companyId } = await companyNamed(db, 'Werbeagentur Muster GmbH');
    // Starts today: booked → running; its digital position on the ad server becomes READY.
    const starts = await makeCampaign(db, companyId, 'BOOKED', DAY, '2020-03-31');
    const pending = await makePosition(db, starts, 'DIGITAL', 'PENDING', DAY, '2020-03-31');
    const printAhead = await makePosition(db, starts, 'PRINT', 'READY', '2020-03-20', '2020-03-20');
    // Ran until yesterday: its running positions end.
    const ran = await makeCampaign(db, companyId, 'PERFORMANCE', '2020-02-01', '2020-03-01');
    const running = await makePosition(db, ran, 'DIGITAL', 'RUNNING', '2020-02-01', '2020-03-01');
    const appeared = await makePosition(db, ran, 'PRINT', 'READY', '2020-02-28', '2020-02-28');
    const noCreative = await makePosition(
      db,
      ran,
      'PRINT',
      'CREATIVE_PENDING',
      '2020-02-28',
      '2020-02-28',
    );
    // Ends today: still running.
    const endsToday = await makePosition(db, ran, 'DIGITAL', 'ISSUES', '2020-02-01', DAY);
    // Starts tomorrow, or waits for its prepayment: stays.
    const tomorrow = await makeCampaign(db, companyId, 'BOOKED', '2020-03-03', '2020-03-31');
    const unpaid = await makeCampaign(db, companyId, 'PREPAYMENT', '2020-03-01', '2020-03-31');

    const first = await runJob(db);
    expect(first.items.map((item) => item.key)).toEqual([`${DAY}/${companyId}`]);
    expect(first.messages).toEqual([
      '1 campaigns started, 1 positions ready, 2 positions finished',
    ]);

    const campaigns = await rowsOf(db, 'campaign', ['id', 'status'], {
      id: ['in', [starts, ran, tomorrow, unpaid]],
    });
    expect(Object.fromEntries(campaigns.map((row) => [row.id, row.status]))).toEqual({
      [starts]: 'PERFORMANCE',
      [ran]: 'PERFORMANCE',
      [tomorrow]: 'BOOKED',
      [unpaid]: 'PREPAYMENT',
    });
    const positions = await rowsOf(db, 'campaignPosition', ['id', 'status', 'orderStage'], {
      id: ['in', [pending, printAhead, running, appeared, noCreative, endsToday]],
    });
    expect(
      Object.fromEntries(positions.map((row) => [row.id, [row.status, row.orderStage]])),
    ).toEqual({
      [pending]: ['READY', 'RUNNING'],
      [printAhead]: ['READY', 'RUNNING'],
      [running]: ['FINISHED', 'RUNNING'],
      [appeared]: ['FINISHED', 'RUNNING'],
      [noCreative]: ['CREATIVE_PENDING', 'RUNNING'],
      [endsToday]: ['ISSUES', 'RUNNING'],
    });
    expect(await rowOf(db, 'campaignPosition', 'creativeStatus', { id: appeared })).toEqual({
      creativeStatus: 'APPEARED',
    });

    // The history: every move by the system (no user), at the job's time.
    const history = await rowsOf(
      db,
      'campaignPositionHistory',
      ['campaignPositionId', 'fieldName', 'oldValue', 'newValue', 'changedByUserId', 'changedAt'],
      { campaignId: ['in', [starts, ran]] },
      'id',
    );
    expect(
      history.map((entry) => [
        entry.campaignPositionId,
        entry.fieldName,
        entry.oldValue,
        entry.newValue,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [pending, 'orderStage', 'BOOKED', 'RUNNING'],
        [printAhead, 'orderStage', 'BOOKED', 'RUNNING'],
        [pending, 'status', 'PENDING', 'READY'],
        [running, 'status', 'RUNNING', 'FINISHED'],
        [appeared, 'status', 'READY', 'FINISHED'],
      ]),
    );
    expect(history).toHaveLength(5);
    expect(history.every((entry) => entry.changedByUserId === null)).toBe(true);
    expect(history.every((entry) => entry.changedAt.getTime() === NOW.getTime())).toBe(true);

    // The history screen's call names no user: the console shows "System" (migration 0031).
    const agency = await server.signIn('agency@example.com');
    const response = await server.send(
      'GET',
      `/api/ws-activities/campaign-position-history/${ran}`,
      agency,
    );
    expect(response.statusCode, response.body).toBe(200);
    const shown = response.json() as { total: number; items: { changedBy: string | null }[] };
    expect(shown.total).toBe(2);
    expect(shown.items.map((entry) => entry.changedBy)).toEqual([null, null]);

    // The campaign's own history list: the campaign's start and each position's move, by the
    // system (no creator), at the job's time, as a user's change writes them.
    type CampaignEntry = {
      activityType: string;
      field: string;
      oldValue: string | null;
      newValue: string | null;
      positionId: number | null;
      changedBy: string | null;
      changedAt: string;
    };
    const campaignHistory = async (campaignId: number) => {
      const answer = await server.send(
        'GET',
        `/api/ws-order/campaigns/${campaignId}/history?page=0&limit=20`,
        agency,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as { items: CampaignEntry[] }).items;
    };
    const entry = (
      activityType: string,
      positionId: number | null,
      oldValue: string,
      newValue: string,
    ) => ({
      activityType,
      field: 'status',
      oldValue,
      newValue,
      positionId,
      changedBy: null,
      changedAt: NOW.toISOString(),
    });
    const startedHistory = await campaignHistory(starts);
    expect(startedHistory).toHaveLength(2);
    expect(startedHistory).toEqual(
      expect.arrayContaining([
        expect.objectContaining(entry('CAMPAIGN_FIELD_CHANGED', null, 'BOOKED', 'PERFORMANCE')),
        expect.objectContaining(
          entry('CAMPAIGN_POSITION_FIELD_CHANGED', pending, 'PENDING', 'READY'),
        ),
      ]),
    );
    const ranHistory = await campaignHistory(ran);
    expect(ranHistory).toHaveLength(2);
    expect(ranHistory).toEqual(
      expect.arrayContaining([
        expect.objectContaining(
          entry('CAMPAIGN_POSITION_FIELD_CHANGED', running, 'RUNNING', 'FINISHED'),
        ),
        expect.objectContaining(
          entry('CAMPAIGN_POSITION_FIELD_CHANGED', appeared, 'READY', 'FINISHED'),
        ),
      ]),
    );

    // Run twice on the same day: nothing to do, nothing written.
    const second = await runJob(db);
    expect(second.items).toEqual([]);
    expect(
      await rowsOf(db, 'campaignPositionHistory', 'id', { campaignId: ['in', [starts, ran]] }),
    ).toHaveLength(5);
    expect(await campaignHistory(starts)).toHaveLength(2);
    expect(await campaignHistory(ran)).toHaveLength(2);
  });

  it('is scheduled every day at 00:30 in Europe/Zurich', async () => {
    const queue = new JobQueue(server.database, { stopTimeoutMs: 2000 });
    registerPositionDatesJob({ jobs: queue } as unknown as ServiceContext);
    await queue.start();
    try {
      const schedule = await sql<{ cron: string; timezone: string }>`
        select cron, timezone from pgboss.schedule where name = ${`adconsole.${POSITION_DATES_JOB}`}`.execute(
        server.database.db,
      );
      expect(schedule.rows).toEqual([{ cron: '30 0 * * *', timezone: 'Europe/Zurich' }]);
    } finally {
      await queue.stop();
    }
  });
});
