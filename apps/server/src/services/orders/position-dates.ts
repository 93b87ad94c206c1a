import { BUSINESS_TIME_ZONE, businessDay } from '@adconsole/api/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import type { JobKind } from '../../jobs/queue.ts';
import { scopeOf } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { digitalTransitions } from '../digital/digital-transitions.ts';
import { printTransitions } from '../print/print-rules.ts';
import { campaignStatusMoves } from './order-rules.ts';

// Positions move on their dates by themselves (issue 37): a daily job, at 00:30 in
// Europe/Zurich (the business day of contracts/business-day.ts), makes the moves the start and
// the end of a position call for, writing each move into the campaign-position history with no
// user (the history shows "System"), and into the campaign's own history (activity entries of
// CAMPAIGN_FIELD_CHANGED for the campaign's status, CAMPAIGN_POSITION_FIELD_CHANGED for each
// position's, as a user's change writes them) with no creator: migration 0031, shown as "System"
// in the reader's language. Decisions where spec 3 is silent:
// - Start: a BOOKED campaign whose start date came moves to PERFORMANCE (the move "The start
//   date is reached: the campaign runs" of order-rules.ts); its positions follow from the
//   BOOKED tab into the RUNNING tab (their order stage, migration 0013's trigger), one history
//   entry `orderStage` BOOKED → RUNNING per position. A campaign in PREPAYMENT waits for its
//   payment and does not start. A digital position already on the ad server and waiting for its
//   start (PENDING) becomes READY ("its start date came", digital-transitions.ts).
// - End: a position of a running campaign whose end date has passed (for print: the issue
//   appeared) moves to FINISHED from its running statuses: digital RUNNING and ISSUES, every
//   other medium READY (the print table's "The issue appeared with the ad"). A position still
//   waiting for its creative is left alone: operations must see it. The campaign itself stays
//   in PERFORMANCE until it is invoiced (ARCHIVED is the invoicing's move).
// - Idempotent: each move is conditional on the status it leaves, so a second run on the same
//   day finds nothing and makes no run at all (a scheduled job makes its run only when its plan
//   has items); a run that failed halfway resumes with the companies not done.

/** The job kind; `parameters.day` (YYYY-MM-DD) runs it for another day than today. */
export const POSITION_DATES_JOB = 'orders.position-dates';
/** Every day at 00:30 in Europe/Zurich. */
export const POSITION_DATES_CRON = '30 0 * * *';

/** The statuses each kind of position ends from: the tables' moves to FINISHED of running ones. */
const DIGITAL_ENDING = ['RUNNING', 'ISSUES'] as const;
const OTHER_ENDING = ['READY'] as const;
for (const from of DIGITAL_ENDING) digitalTransitions.assert(from, 'FINISHED');
for (const from of OTHER_ENDING) printTransitions.assert(from, 'FINISHED');
digitalTransitions.assert('PENDING', 'READY');
campaignStatusMoves.assert('BOOKED', 'PERFORMANCE');

/** A campaign that starts on or before the day. */
const starting = (day: string) =>
  sql<boolean>`c.status = 'BOOKED' and c.start_date <= ${day}::date`;
/** A digital position on the ad server whose start came, in a running campaign. */
const pendingStarted = (day: string) =>
  sql<boolean>`p.position_type = 'DIGITAL' and p.status = 'PENDING' and p.start_date <= ${day}::date`;
/** A running position whose end date has passed, in a running campaign. */
const ended = (day: string) => sql<boolean>`p.end_date < ${day}::date and (
  (p.position_type = 'DIGITAL' and p.status in (${sql.join(DIGITAL_ENDING)}))
  or (p.position_type <> 'DIGITAL' and p.status in (${sql.join(OTHER_ENDING)})))`;

interface CompanyWork {
  companyId: number;
  campaigns: number;
  positions: number;
}

/** What the day moves, per company: campaigns to start, positions to move (before the start). */
async function workOf(db: Db, day: string): Promise<CompanyWork[]> {
  const { rows } = await sql<{ companyId: number; campaigns: string; positions: string }>`
    select company_id, sum(campaigns) as campaigns, sum(positions) as positions from (
      select c.company_id, count(*) as campaigns, 0 as positions
        from campaign c where ${starting(day)} group by c.company_id
      union all
      select p.company_id, 0, count(*) from campaign_position p
        join campaign c on c.id = p.campaign_id
        where c.status in ('BOOKED', 'PERFORMANCE')
          and (${pendingStarted(day)} or (c.status = 'PERFORMANCE' and ${ended(day)}))
        group by p.company_id
    ) w group by company_id order by company_id`.execute(db);
  return rows.map((row) => ({
    companyId: row.companyId,
    campaigns: Number(row.campaigns),
    positions: Number(row.positions),
  }));
}

/** The day's moves of one company, in the transaction of its job item. */
export async function movePositionsOnDates(
  trx: Transaction<Schema>,
  companyId: number,
  day: string,
  at: Date,
): Promise<{ campaigns: number; started: number; finished: number }> {
  // The company's rows through its scope (no hand-written company filter); the statements
  // below take them by id and check their condition again under their row locks.
  const scope = scopeOf(trx as unknown as Db, companyId);
  const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
  // 1. Campaigns whose start came run: their positions follow into the RUNNING tab.
  const startingIds = idsOf(
    await scope.rows('campaign as c', trx).select('c.id').where(starting(day)).execute(),
  );
  const started =
    startingIds.length === 0
      ? { rows: [] as { id: number }[] }
      : await sql<{ id: number }>`
    update campaign c set status = 'PERFORMANCE', version = c.version + 1, updated_at = ${at}
    where c.id in (${sql.join(startingIds)}) and ${starting(day)} returning c.id`.execute(trx);
  const campaignIds = started.rows.map((row) => row.id);
  if (campaignIds.length > 0) {
    await sql`insert into campaign_position_history (company_id, campaign_id, campaign_position_id,
        campaign_position_type, position_name, change_kind, field_name, old_value, new_value,
        changed_by_user_id, changed_at)
      select p.company_id, p.campaign_id, p.id, p.position_type, p.name, 'UPDATE', 'orderStage',
        'BOOKED', p.order_stage, null, ${at}
      from campaign_position p
      where p.campaign_id in (${sql.join(campaignIds)}) and p.status <> 'DELETED'`.execute(trx);
    await sql`insert into activity (company_id, entity_type, entity_id, entity_name,
        activity_type, message, activity_date, creation_date, creator_user_id, key_values)
      select c.company_id, 'CAMPAIGN_UPDATE', c.id, c.name, 'CAMPAIGN_FIELD_CHANGED',
        'status: BOOKED → PERFORMANCE', ${at}, ${at}, null,
        jsonb_build_object('campaignId', c.id::text, 'field', 'status',
          'oldValue', 'BOOKED', 'newValue', 'PERFORMANCE')
      from campaign c where c.id in (${sql.join(campaignIds)})`.execute(trx);
  }
  // 2. Positions whose start came (digital, waiting on the ad server) or whose end passed.
  const dueIds = idsOf(
    await scope
      .rows('campaignPosition as p', trx)
      .innerJoin('campaign as c', 'c.id', 'p.campaignId')
      .select('p.id')
      .where('c.status', '=', 'PERFORMANCE')
      .where(sql<boolean>`(${pendingStarted(day)} or ${ended(day)})`)
      .execute(),
  );
  if (dueIds.length === 0) return { campaigns: campaignIds.length, started: 0, finished: 0 };
  const moved = await sql<{ to: string }>`
    with due as (
      select p.id, p.status as old_status,
        case when ${pendingStarted(day)} then 'READY' else 'FINISHED' end as new_status
      from campaign_position p join campaign c on c.id = p.campaign_id
      where p.id in (${sql.join(dueIds)}) and c.status = 'PERFORMANCE'
        and (${pendingStarted(day)} or ${ended(day)})
      for update of p
    ), changed as (
      update campaign_position p set status = due.new_status,
        creative_status = case when due.new_status = 'FINISHED' and p.position_type = 'PRINT'
          then 'APPEARED' else p.creative_status end,
        version = p.version + 1, updated_at = ${at}
      from due where p.id = due.id
      returning p.id, p.company_id, p.campaign_id, p.position_type, p.name, due.old_status, due.new_status
    ), history as (
      insert into campaign_position_history (company_id, campaign_id, campaign_position_id,
        campaign_position_type, position_name, change_kind, field_name, old_value, new_value,
        changed_by_user_id, changed_at)
      select company_id, campaign_id, id, position_type, name, 'UPDATE', 'status', old_status,
        new_status, null, ${at} from changed
    ), campaign_history as (
      insert into activity (company_id, entity_type, entity_id, entity_name, activity_type,
        title, message, activity_date, creation_date, creator_user_id, campaign_position_ids,
        key_values)
      select ch.company_id, 'CAMPAIGN_POSITION_UPDATE', ch.campaign_id, c.name,
        'CAMPAIGN_POSITION_FIELD_CHANGED', ch.name,
        'status: ' || ch.old_status || ' → ' || ch.new_status, ${at}, ${at}, null,
        array[ch.id], jsonb_build_object('campaignId', ch.campaign_id::text,
          'campaignPositionId', ch.id::text, 'field', 'status',
          'oldValue', ch.old_status, 'newValue', ch.new_status)
      from changed ch join campaign c on c.id = ch.campaign_id
    )
    select new_status as to from changed`.execute(trx);
  return {
    campaigns: campaignIds.length,
    started: moved.rows.filter((row) => row.to === 'READY').length,
    finished: moved.rows.filter((row) => row.to === 'FINISHED').length,
  };
}

const dayOf = (parameters: Record<string, unknown>, clock: () => Date) =>
  typeof parameters.day === 'string' ? parameters.day : businessDay(clock());

/**
 * The daily job: one item per company with something to move (key `day/companyId`), each
 * moved in the transaction that marks it done. `clock` is the tests' fixed day.
 */
export function positionDatesJob(clock: () => Date = () => new Date()): JobKind {
  return {
    kind: POSITION_DATES_JOB,
    policy: 'stately',
    plan: async (context) => {
      const day = dayOf(context.parameters, clock);
      const work = await workOf(context.db, day);
      return work.map((company) => ({
        key: `${day}/${company.companyId}`,
        label: `Company ${company.companyId} on ${day}: ${company.campaigns} campaigns start, ${company.positions} positions move`,
      }));
    },
    runItem: async (trx, key) => {
      const [day, company] = key.split('/');
      const done = await movePositionsOnDates(trx, Number(company), day as string, clock());
      return `${done.campaigns} campaigns started, ${done.started} positions ready, ${done.finished} positions finished`;
    },
  };
}

/** The job, scheduled daily in the business time zone. */
export function registerPositionDatesJob({ jobs }: ServiceContext): void {
  jobs.define(positionDatesJob());
  jobs.schedule(POSITION_DATES_JOB, POSITION_DATES_CRON, BUSINESS_TIME_ZONE);
}
