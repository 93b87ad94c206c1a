import {
  type BulkRowResult,
  digitalOperationsEndpoints as calls,
  type DigitalPositionStatus,
  type OperationsPosition,
  POSITION_ACTION_INLINE_LIMIT,
  type PositionAction,
  SCREENSHOT_VIEWS,
  type Screenshot,
  type UncheckedPosition,
} from '@adconsole/api/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { AdServer } from '../../adserver/ad-server.ts';
import { BuiltInAdServer, reportDelivery } from '../../adserver/built-in.ts';
import type { Db, Schema } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import type { AccessRule, Actor } from '../../http/access.ts';
import { HttpError, notFound, staleRecord, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { JobKind } from '../../jobs/queue.ts';
import { actingCompany } from '../../kit/scope.ts';
import { announceMail, writeMail } from '../../mail/outbox.ts';
import type { ServiceContext } from '../context.ts';
import { isoDay } from '../orders/campaigns.ts';
import { writeSystemActivities } from '../timeline/timeline.ts';
import { type ActionOptions, applyPositionAction, type Operator } from './digital-actions.ts';
import { computeChecks } from './digital-checks.ts';
import { registerCreativeCalls } from './digital-creatives.ts';
import { creativesRequestMail } from './digital-mails.ts';
import { digitalTransitions } from './digital-transitions.ts';

/** Spec 3 §6: digital operations need MANAGE_DIGITAL_PRODUCTS, and each screen its own role. */
const digital = (role: 'OPS_PUSH' | 'OPS_SCREENSHOTS' | 'OPS_CHECKS'): AccessRule => ({
  roles: { allOf: ['MANAGE_DIGITAL_PRODUCTS', role] },
  company: 'actable',
});
export const opsPushAccess = digital('OPS_PUSH');
export const opsScreenshotsAccess = digital('OPS_SCREENSHOTS');
export const opsChecksAccess = digital('OPS_CHECKS');
/** Approval: ops push, never a customer (spec 3 §2.3). */
export const approvalAccess: AccessRule = {
  roles: { allOf: ['MANAGE_DIGITAL_PRODUCTS', 'OPS_PUSH'], noneOf: ['CUSTOMER'] },
  company: 'actable',
};
/** Reading the unchecked positions: the quality checks' people, or ops push. */
const checksOrPush: AccessRule = {
  roles: { anyOf: ['OPS_CHECKS', 'OPS_PUSH'], allOf: ['MANAGE_DIGITAL_PRODUCTS'] },
  company: 'actable',
};

/** The job kind of an action on many positions. */
export const POSITION_ACTION_JOB = 'digital.position-action';
/** Positions per item of the job: each item commits with its positions' changes. */
export const POSITION_ACTION_CHUNK = 250;
/** The built-in ad server's day: its delivery report and the checks after it. */
export const DIGITAL_DAILY_JOB = 'digital.daily';

export const operatorOf = (actor: Actor): Operator => ({
  userId: actor.user.userId,
  companyId: actor.actingCompanyId,
  roles: [...actor.roles],
});

/** Work before the push: overdue once the position's start passed (issue 33). */
const NOT_ON_AD_SERVER: ReadonlySet<DigitalPositionStatus> = new Set([
  'CREATIVE_PENDING',
  'CREATIVE_REQUESTED',
  'CREATIVE_RECEIVED',
  'PENDING_APPROVAL',
  'READY_TO_PUSH',
]);

const yesterdayOf = (now: Date) => isoDay(new Date(now.getTime() - 86_400_000));
export const fullName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim();

type PositionQuery = SelectQueryBuilder<
  Schema & {
    p: Schema['campaignPosition'];
    c: Schema['campaign'];
    a: Schema['account'];
    m: Schema['adMedium'];
  },
  'p' | 'c' | 'a' | 'm',
  object
>;

interface PositionFilter {
  searchQuery?: string | undefined;
  adMediumId?: number | undefined;
  startDateFrom?: string | undefined;
  startDateTo?: string | undefined;
  endDateFrom?: string | undefined;
  endDateTo?: string | undefined;
}

/** A company's digital positions under the list filter (spec 3 §3). */
function positionRows(db: Db, companyId: number, filter: PositionFilter): PositionQuery {
  let rows = db
    .selectFrom('campaignPosition as p')
    .innerJoin('campaign as c', 'c.id', 'p.campaignId')
    .innerJoin('account as a', 'a.id', 'c.advertiserAccountId')
    .innerJoin('adMedium as m', 'm.id', 'p.adMediumId')
    .where('p.companyId', '=', companyId)
    .where('p.positionType', '=', 'DIGITAL') as unknown as PositionQuery;
  if (filter.searchQuery) {
    const pattern = containsPattern(filter.searchQuery.toLowerCase());
    rows = rows.where(
      sql<boolean>`(lower(p.name) like ${pattern} or lower(c.name) like ${pattern} or lower(a.name) like ${pattern})`,
    );
  }
  if (filter.adMediumId) rows = rows.where('p.adMediumId', '=', filter.adMediumId);
  if (filter.startDateFrom) rows = rows.where('p.startDate', '>=', filter.startDateFrom);
  if (filter.startDateTo) rows = rows.where('p.startDate', '<=', filter.startDateTo);
  if (filter.endDateFrom) rows = rows.where('p.endDate', '>=', filter.endDateFrom);
  if (filter.endDateTo) rows = rows.where('p.endDate', '<=', filter.endDateTo);
  return rows;
}

const positionColumns = [
  'p.id',
  'p.name',
  'p.companyId',
  'p.campaignId',
  'c.name as campaignName',
  'a.id as advertiserId',
  'a.name as advertiserName',
  'm.id as adMediumId',
  'm.name as adMediumName',
  'p.status',
  'p.creativeStatus',
  'p.startDate',
  'p.endDate',
  'p.quantity',
  'p.unit',
  'p.version',
] as const;

interface PositionListRow {
  id: number;
  name: string;
  companyId: number;
  campaignId: number;
  campaignName: string;
  advertiserId: number;
  advertiserName: string;
  adMediumId: number;
  adMediumName: string;
  status: string;
  creativeStatus: string | null;
  startDate: Date | string;
  endDate: Date | string;
  quantity: string;
  unit: string;
  version: number;
}

/** A page's positions with their line items, delivery totals and latest activity. */
async function toPositions(
  db: Db,
  rows: PositionListRow[],
  roles: readonly string[],
): Promise<OperationsPosition[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [states, items, totals, activities] = await Promise.all([
    db
      .selectFrom('digitalPositionState')
      .select(['campaignPositionId', 'creativesUploaded'])
      .where('campaignPositionId', 'in', ids)
      .execute(),
    db
      .selectFrom('adServerLineItem')
      .select(['campaignPositionId', 'externalId', 'state', 'pushCount', 'pushedAt'])
      .where('campaignPositionId', 'in', ids)
      .execute(),
    db
      .selectFrom('adServerDelivery')
      .select((eb) => [
        'campaignPositionId',
        eb.fn.sum<string>('impressions').as('impressions'),
        eb.fn.sum<string>('clicks').as('clicks'),
        eb.fn.sum<string>('viewableImpressions').as('viewable'),
      ])
      .where('campaignPositionId', 'in', ids)
      .groupBy('campaignPositionId')
      .execute(),
    sql<{
      positionId: number;
      activityType: string;
      firstName: string;
      lastName: string;
      creationDate: Date;
    }>`
      select x.position_id, a.activity_type, u.first_name, u.last_name, a.creation_date
      from unnest(${sql.val(ids)}::int[]) x(position_id)
      cross join lateral (
        select activity_type, creator_user_id, creation_date from activity
        where campaign_position_ids @> array[x.position_id] order by creation_date desc, id desc limit 1
      ) a
      join app_user u on u.id = a.creator_user_id`.execute(db),
  ]);
  const uploaded = new Map(
    states.map((state) => [state.campaignPositionId, state.creativesUploaded]),
  );
  const lineItem = new Map(items.map((item) => [item.campaignPositionId, item]));
  const total = new Map(totals.map((row) => [row.campaignPositionId, row]));
  const last = new Map(activities.rows.map((row) => [row.positionId, row]));
  const today = isoDay(new Date());
  return rows.map((row) => {
    const item = lineItem.get(row.id);
    const sums = total.get(row.id);
    const activity = last.get(row.id);
    return {
      id: row.id,
      name: row.name,
      companyId: row.companyId,
      campaign: { id: row.campaignId, name: row.campaignName },
      advertiser: { id: row.advertiserId, name: row.advertiserName },
      adMedium: { id: row.adMediumId, name: row.adMediumName },
      status: row.status as DigitalPositionStatus,
      creativeStatus: row.creativeStatus as OperationsPosition['creativeStatus'],
      startDate: isoDay(row.startDate),
      endDate: isoDay(row.endDate),
      overdue:
        NOT_ON_AD_SERVER.has(row.status as DigitalPositionStatus) && isoDay(row.startDate) < today,
      quantity: Number(row.quantity),
      unit: row.unit,
      creativesUploaded: uploaded.get(row.id) ?? false,
      lineItem: item
        ? {
            adServer: 'Built-in ad server',
            externalId: item.externalId,
            state: item.state,
            pushCount: item.pushCount,
            pushedAt: item.pushedAt.toISOString(),
          }
        : null,
      delivered: {
        impressions: Number(sums?.impressions ?? 0),
        clicks: Number(sums?.clicks ?? 0),
        viewableImpressions: Number(sums?.viewable ?? 0),
      },
      lastActivity: activity
        ? {
            activityType: activity.activityType,
            creatorName: fullName(activity.firstName, activity.lastName),
            creationDate: new Date(activity.creationDate).toISOString(),
          }
        : null,
      targets: digitalTransitions.targets(row.status as DigitalPositionStatus, roles),
      version: row.version,
    };
  });
}

const SORTS = {
  startDate: 'p.startDate',
  endDate: 'p.endDate',
  name: sql`lower(p.name)`,
  campaign: sql`lower(c.name)`,
  status: 'p.status',
} as const;

function sorted(rows: PositionQuery, sort: keyof typeof SORTS, order: 'ASC' | 'DESC') {
  const direction = order === 'ASC' ? sql`asc` : sql`desc`;
  const key = SORTS[sort];
  const expression = typeof key === 'string' ? sql.ref(key) : key;
  return rows.orderBy(sql`${expression} ${direction}`).orderBy(sql`p.id ${direction}`);
}

/** Counts of a grouped query as a record. */
export const countsOf = (rows: { key: string; count: string | number | bigint }[]) =>
  Object.fromEntries(rows.map((row) => [row.key, Number(row.count)]));

async function planChunks(ids: readonly number[]) {
  const chunks: { key: string; label: string }[] = [];
  for (let start = 0; start < ids.length; start += POSITION_ACTION_CHUNK) {
    const count = Math.min(POSITION_ACTION_CHUNK, ids.length - start);
    chunks.push({
      key: `chunk-${start / POSITION_ACTION_CHUNK}`,
      label: `Positions ${start + 1}–${start + count}`,
    });
  }
  return chunks;
}

/** The parameters a position action's job carries (who acts, on what). */
interface ActionJobParameters {
  action: PositionAction;
  ids: number[];
  options: ActionOptions;
  operator: Operator;
}

/**
 * The job kind of an action on many positions: its items are chunks of the positions; each
 * chunk is applied in the transaction that marks its item done, with the positions' results,
 * so a server killed halfway resumes with the chunks not done — no position is pushed twice.
 */
export function positionActionJob(adServer: AdServer): JobKind {
  return {
    kind: POSITION_ACTION_JOB,
    maxAttempts: 3,
    plan: async (context) =>
      planChunks((context.parameters as unknown as ActionJobParameters).ids ?? []),
    runItem: async (trx, key, context) => {
      const parameters = context.parameters as unknown as ActionJobParameters;
      const index = Number(key.slice('chunk-'.length));
      const ids = parameters.ids.slice(
        index * POSITION_ACTION_CHUNK,
        (index + 1) * POSITION_ACTION_CHUNK,
      );
      const results = await applyPositionAction(
        trx,
        adServer,
        parameters.operator,
        parameters.action,
        ids,
        parameters.options,
        false,
      );
      await saveResults(trx, context.runId, results);
      const refused = results.filter((result) => result.outcome === 'REFUSED').length;
      return `${results.length - refused} done, ${refused} refused`;
    },
  };
}

async function saveResults(db: Db, runId: number, results: readonly BulkRowResult[]) {
  for (let start = 0; start < results.length; start += 1000) {
    await db
      .insertInto('digitalBulkResult')
      .values(
        results.slice(start, start + 1000).map((result) => ({
          jobRunId: runId,
          campaignPositionId: result.id,
          name: result.name,
          outcome: result.outcome,
          reason: result.reason ?? null,
          translationKey: result.translationKey ?? null,
        })),
      )
      .onConflict((oc) => oc.columns(['jobRunId', 'campaignPositionId']).doNothing())
      .execute();
  }
}

/** The built-in ad server's day: delivery up to yesterday, then the checks. */
export function digitalDailyJob(): JobKind {
  return {
    kind: DIGITAL_DAILY_JOB,
    policy: 'stately',
    plan: async () => [
      { key: yesterdayOf(new Date()), label: 'Delivery report and quality checks' },
    ],
    runItem: async (trx, key) => {
      const rows = await reportDelivery(trx, key);
      await computeChecks(trx, key);
      return `${rows} delivery days reported`;
    },
  };
}

const summary = (results: BulkRowResult[], dryRun: boolean, jobId?: number) => ({
  dryRun,
  done: results.filter((result) => result.outcome === 'DONE').length,
  refused: results.filter((result) => result.outcome === 'REFUSED').length,
  results,
  ...(jobId ? { jobId } : {}),
});

/** The calls of digital operations (spec 3 §7) on the built-in ad server. */
export function registerDigitalOperationsService(
  { app, database, jobs }: ServiceContext,
  adServer: AdServer = new BuiltInAdServer(),
): void {
  const { db } = database;
  jobs.define(positionActionJob(adServer));
  jobs.define(digitalDailyJob());
  jobs.schedule(DIGITAL_DAILY_JOB, '15 2 * * *');

  registerEndpoint(
    app,
    calls.operationsPositions,
    opsPushAccess,
    async ({ params, query, actor }) => {
      const caller = requireActor(actor);
      let rows = positionRows(db, actingCompany(caller, query.companyId), query);
      rows =
        params.status === 'ALL'
          ? rows.where('p.status', '<>', 'DELETED')
          : rows.where('p.status', '=', params.status);
      const [items, count] = await Promise.all([
        sorted(rows, query.sort, query.order)
          .select(positionColumns)
          .limit(query.limit)
          .offset(query.page * query.limit)
          .execute(),
        rows.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: await toPositions(db, items as PositionListRow[], [...caller.roles]),
        total: Number((count as { total: string }).total),
      };
    },
  );

  registerEndpoint(app, calls.operationsPositionCounts, opsPushAccess, async ({ query, actor }) => {
    const caller = requireActor(actor);
    const rows = await positionRows(db, actingCompany(caller, query.companyId), query)
      .select(['p.status as key', sql<string>`count(*)`.as('count')])
      .groupBy('p.status')
      .execute();
    const counts = countsOf(rows as { key: string; count: string }[]);
    counts.ALL = Object.entries(counts).reduce(
      (sum, [status, count]) => (status === 'DELETED' ? sum : sum + count),
      0,
    );
    return counts;
  });

  registerEndpoint(
    app,
    calls.operationsUnchecked,
    checksOrPush,
    async ({ params, query, actor }) => {
      const caller = requireActor(actor);
      const companyId = actingCompany(caller, query.companyId);
      const rows = positionRows(db, companyId, query).where(({ exists, selectFrom }) => {
        let open = selectFrom('positionCheck as k')
          .select('k.campaignPositionId')
          .whereRef('k.campaignPositionId', '=', 'p.id')
          .where('k.checkedAt', 'is', null);
        if (params.checkType !== 'ALL') open = open.where('k.checkType', '=', params.checkType);
        if (query.result) open = open.where('k.result', '=', query.result);
        return exists(open);
      });
      const direction = query.order === 'ASC' ? sql`asc` : sql`desc`;
      const errorFirst = sql`(select count(*) from position_check k where k.campaign_position_id = p.id and k.checked_at is null and k.result = 'ERROR'${
        params.checkType === 'ALL' ? sql`` : sql` and k.check_type = ${params.checkType}`
      })`;
      const key =
        query.sort === 'result'
          ? sql`${errorFirst} ${query.order === 'ASC' ? sql`desc` : sql`asc`}`
          : sql`${
              query.sort === 'name'
                ? sql`lower(p.name)`
                : sql.ref(query.sort === 'endDate' ? 'p.endDate' : 'p.startDate')
            } ${direction}`;
      const [items, count] = await Promise.all([
        rows
          .select(positionColumns)
          .orderBy(key)
          .orderBy(sql`p.id asc`)
          .limit(query.limit)
          .offset(query.page * query.limit)
          .execute(),
        rows.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
      ]);
      const positions = await toPositions(db, items as PositionListRow[], [...caller.roles]);
      const ids = positions.map((position) => position.id);
      const today = new Date();
      const [checks, events, delivery] = await Promise.all([
        ids.length
          ? db
              .selectFrom('positionCheck')
              .selectAll()
              .where('campaignPositionId', 'in', ids)
              .where('checkedAt', 'is', null)
              .orderBy('checkType')
              .execute()
          : [],
        ids.length
          ? db
              .selectFrom('optimizationEvent as e')
              .innerJoin('appUser as u', 'u.id', 'e.createdByUserId')
              .select([
                'e.id',
                'e.campaignPositionId',
                'e.event',
                'e.note',
                'e.createdAt',
                'u.firstName',
                'u.lastName',
              ])
              .where('e.campaignPositionId', 'in', ids)
              .orderBy('e.createdAt', 'desc')
              .execute()
          : [],
        adServer.readDelivery(
          db,
          ids,
          isoDay(new Date(today.getTime() - 28 * 86_400_000)),
          isoDay(today),
        ),
      ]);
      const items2: UncheckedPosition[] = positions.map((position) => ({
        ...position,
        checks: checks
          .filter((check) => check.campaignPositionId === position.id)
          .map((check) => ({
            checkType: check.checkType as UncheckedPosition['checks'][number]['checkType'],
            result: check.result,
            value: check.value === null ? null : Number(check.value),
            threshold: check.threshold === null ? null : Number(check.threshold),
            computedAt: check.computedAt.toISOString(),
          })),
        deliveryDays: delivery.get(position.id) ?? [],
        events: events
          .filter((event) => event.campaignPositionId === position.id)
          .map((event) => ({
            id: event.id,
            event: event.event as UncheckedPosition['events'][number]['event'],
            note: event.note,
            creatorName: fullName(event.firstName, event.lastName),
            createdAt: event.createdAt.toISOString(),
          })),
      }));
      return { items: items2, total: Number((count as { total: string }).total) };
    },
  );

  registerEndpoint(app, calls.operationsUncheckedCounts, checksOrPush, async ({ query, actor }) => {
    const caller = requireActor(actor);
    const rows = await positionRows(db, actingCompany(caller, query.companyId), query)
      .innerJoin('positionCheck as k', 'k.campaignPositionId', 'p.id')
      .where('k.checkedAt', 'is', null)
      .select(['k.checkType as key', sql<string>`count(*)`.as('count')])
      .groupBy('k.checkType')
      .execute();
    const counts = countsOf(rows as { key: string; count: string }[]);
    const all = await positionRows(db, actingCompany(caller, query.companyId), query)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('positionCheck as k')
            .select('k.campaignPositionId')
            .whereRef('k.campaignPositionId', '=', 'p.id')
            .where('k.checkedAt', 'is', null),
        ),
      )
      .select(sql<string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    counts.ALL = Number((all as { count: string }).count);
    return counts;
  });

  registerEndpoint(
    app,
    calls.operationsPositionAction,
    opsPushAccess,
    async ({ params, body, actor }) => {
      const caller = requireActor(actor);
      const operator = operatorOf(caller);
      const options: ActionOptions = {
        status: body.status,
        checkType: body.checkType,
        comment: body.comment,
      };
      if (params.action === 'change-status' && !body.status) {
        throw new ValidationError({ status: 'The status to move to is required' }, []);
      }
      if (body.dryRun || body.ids.length <= POSITION_ACTION_INLINE_LIMIT) {
        const results = await db
          .transaction()
          .execute((trx) =>
            applyPositionAction(
              trx,
              adServer,
              operator,
              params.action,
              body.ids,
              options,
              body.dryRun,
            ),
          );
        // One position refused: the call's own answer is the refusal (409 with the reason).
        const [only] = results;
        if (!body.dryRun && results.length === 1 && only?.outcome === 'REFUSED') {
          const status =
            only.translationKey === 'NOT_FOUND'
              ? 404
              : only.translationKey === 'FORBIDDEN'
                ? 403
                : 409;
          throw new HttpError(
            status,
            only.reason ?? 'Refused',
            only.translationKey ?? 'TRANSITION_NOT_ALLOWED',
          );
        }
        return summary(results, body.dryRun);
      }
      if (!jobs.started)
        throw new HttpError(
          503,
          'The background jobs are not running; try again shortly',
          'JOBS_NOT_RUNNING',
        );
      const parameters: ActionJobParameters = {
        action: params.action,
        ids: [...new Set(body.ids)],
        options,
        operator,
      };
      const jobId = await jobs.enqueue(POSITION_ACTION_JOB, {
        startedByUserId: operator.userId,
        companyId: operator.companyId,
        parameters: parameters as unknown as Record<string, unknown>,
      });
      return summary([], false, jobId);
    },
  );

  registerEndpoint(app, calls.operationsActionResults, opsPushAccess, async ({ params, actor }) => {
    const caller = requireActor(actor);
    const run = await db
      .selectFrom('jobRun')
      .select(['id', 'companyId', 'state'])
      .where('id', '=', params.id)
      .where('kind', '=', POSITION_ACTION_JOB)
      .where('companyId', '=', caller.actingCompanyId)
      .executeTakeFirst();
    if (!run) throw notFound('position action');
    const rows = await db
      .selectFrom('digitalBulkResult')
      .select(['campaignPositionId', 'name', 'outcome', 'reason', 'translationKey'])
      .where('jobRunId', '=', run.id)
      .orderBy('campaignPositionId')
      .execute();
    return summary(
      rows.map((row) => ({
        id: row.campaignPositionId,
        name: row.name,
        outcome: row.outcome,
        ...(row.reason ? { reason: row.reason } : {}),
        ...(row.translationKey ? { translationKey: row.translationKey } : {}),
      })),
      false,
      run.id,
    );
  });

  const campaignOf = async (caller: Actor, id: number) => {
    const campaign = await db
      .selectFrom('campaign as c')
      .innerJoin('account as a', 'a.id', 'c.advertiserAccountId')
      .select([
        'c.id',
        'c.name',
        'c.companyId',
        'c.advertiserAccountId',
        'a.name as advertiserName',
      ])
      .where('c.id', '=', id)
      .where('c.companyId', '=', caller.actingCompanyId)
      .executeTakeFirst();
    if (!campaign) throw notFound('campaign');
    return campaign;
  };
  const requestedPositions = async (
    campaignId: number,
    positionIds: readonly number[] | undefined,
    status: string,
  ) => {
    let rows = db
      .selectFrom('campaignPosition')
      .select(['id', 'name', 'startDate', 'endDate', 'status'])
      .where('campaignId', '=', campaignId)
      .where('positionType', '=', 'DIGITAL')
      .orderBy('id');
    rows = positionIds?.length
      ? rows.where('id', 'in', positionIds)
      : rows.where('status', '=', status);
    return rows.execute();
  };
  const recipientOf = async (accountId: number) =>
    (
      await db
        .selectFrom('contact')
        .select('email')
        .where('accountId', '=', accountId)
        .where('active', '=', true)
        .where('email', 'is not', null)
        .orderBy('id')
        .executeTakeFirst()
    )?.email ?? null;

  registerEndpoint(
    app,
    calls.operationsEmailText,
    opsPushAccess,
    async ({ params, query, body, actor }) => {
      const caller = requireActor(actor);
      const campaign = await campaignOf(caller, params.campaignId);
      const positions = await requestedPositions(campaign.id, body.positionIds, 'CREATIVE_PENDING');
      const mail = creativesRequestMail(query.language, campaign, positions);
      return {
        recipient: body.recipient ?? (await recipientOf(campaign.advertiserAccountId)),
        ...mail,
      };
    },
  );

  registerEndpoint(
    app,
    calls.operationsRequestCreatives,
    opsPushAccess,
    async ({ params, query, body, actor }) => {
      const caller = requireActor(actor);
      const campaign = await campaignOf(caller, params.id);
      const positions = await requestedPositions(campaign.id, body.positionIds, query.status);
      if (positions.length === 0) {
        throw new ValidationError(
          { positionIds: 'No digital position of the campaign to request creatives for' },
          [],
        );
      }
      const recipient = body.recipient ?? (await recipientOf(campaign.advertiserAccountId));
      if (!recipient) {
        throw new ValidationError(
          { recipient: 'The advertiser has no contact with an e-mail address' },
          [],
        );
      }
      const operator = operatorOf(caller);
      const generated = creativesRequestMail(body.language, campaign, positions);
      const results = await db.transaction().execute(async (trx) => {
        const ids = positions.map((position) => position.id);
        // Positions asked again (already requested) stay where they are: the mail is a reminder.
        const toMove = positions
          .filter((position) => position.status !== 'CREATIVE_REQUESTED')
          .map((position) => position.id);
        const moved = await applyPositionAction(
          trx,
          adServer,
          operator,
          'change-status',
          toMove,
          { status: 'CREATIVE_REQUESTED' },
          false,
        );
        const done = new Set(
          moved.filter((result) => result.outcome === 'DONE').map((result) => result.id),
        );
        const reminded = positions
          .filter((position) => position.status === 'CREATIVE_REQUESTED')
          .map((position) => position.id);
        const asked = [...done, ...reminded];
        if (asked.length > 0) {
          await trx
            .updateTable('campaignPosition')
            .set({ creativeStatus: 'REQUESTED' })
            .where('id', 'in', asked)
            .execute();
          await writeMail(trx, {
            recipient,
            template: 'digital-creatives-request',
            subject: body.subject ?? generated.subject,
            text: body.text ?? generated.text,
            language: body.language,
            related: { type: 'CAMPAIGN', id: campaign.id },
          });
          await writeSystemActivities(
            trx,
            positions
              .filter((position) => asked.includes(position.id))
              .map((position) => ({
                companyId: campaign.companyId,
                entityType: 'CAMPAIGN_POSITION_UPDATE' as const,
                entityId: campaign.id,
                entityName: campaign.name,
                activityType: 'CREATIVE_STATUS_UPDATED',
                title: position.name,
                message: `Creatives requested from ${recipient}`,
                creatorUserId: operator.userId,
                campaignPositionIds: [position.id],
                keyValues: {
                  campaignId: String(campaign.id),
                  campaignPositionId: String(position.id),
                  recipient,
                },
              })),
          );
        }
        return ids.map(
          (id) =>
            moved.find((result) => result.id === id) ?? {
              id,
              name: positions.find((position) => position.id === id)?.name ?? `#${id}`,
              outcome: 'DONE' as const,
            },
        );
      });
      announceMail();
      return summary(results, false);
    },
  );

  registerEndpoint(app, calls.operationsStageComments, opsPushAccess, async ({ query, actor }) => {
    const caller = requireActor(actor);
    const rows = await db
      .selectFrom('stageComment as s')
      .innerJoin('appUser as u', 'u.id', 's.authorUserId')
      .select([
        's.id',
        's.campaignPositionId',
        's.stage',
        's.message',
        's.createdAt',
        'u.firstName',
        'u.lastName',
      ])
      .where('s.campaignPositionId', '=', query.positionId)
      .where('s.companyId', '=', caller.actingCompanyId)
      .orderBy('s.createdAt', 'desc')
      .orderBy('s.id', 'desc')
      .execute();
    return {
      items: rows.map((row) => ({
        id: row.id,
        campaignPositionId: row.campaignPositionId,
        stage: row.stage,
        message: row.message,
        authorName: fullName(row.firstName, row.lastName),
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });

  registerEndpoint(app, calls.operationsAddStageComment, opsPushAccess, async ({ body, actor }) => {
    const caller = requireActor(actor);
    const position = await db
      .selectFrom('campaignPosition')
      .select(['id', 'companyId'])
      .where('id', '=', body.positionId)
      .where('companyId', '=', caller.actingCompanyId)
      .where('positionType', '=', 'DIGITAL')
      .executeTakeFirst();
    if (!position) throw new ValidationError({ positionId: 'No such digital position' }, []);
    const row = await db
      .insertInto('stageComment')
      .values({
        companyId: position.companyId,
        campaignPositionId: position.id,
        stage: body.stage,
        message: body.message,
        authorUserId: caller.user.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      campaignPositionId: row.campaignPositionId,
      stage: row.stage,
      message: row.message,
      authorName: fullName(caller.user.firstName, caller.user.lastName),
      createdAt: row.createdAt.toISOString(),
    };
  });

  registerCreativeCalls(db, adServer, app);
  registerScreenshotCalls(db, app);

  registerEndpoint(
    app,
    calls.operationsAddOptimizationEvent,
    checksOrPush,
    async ({ params, body, actor }) => {
      const caller = requireActor(actor);
      const position = await db
        .selectFrom('campaignPosition')
        .select(['id', 'companyId'])
        .where('id', '=', params.id)
        .where('companyId', '=', caller.actingCompanyId)
        .where('positionType', '=', 'DIGITAL')
        .executeTakeFirst();
      if (!position) throw notFound('digital position');
      const row = await db
        .insertInto('optimizationEvent')
        .values({
          campaignPositionId: position.id,
          companyId: position.companyId,
          event: body.event,
          note: body.note ?? null,
          createdByUserId: caller.user.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        id: row.id,
        event: body.event,
        note: row.note,
        creatorName: fullName(caller.user.firstName, caller.user.lastName),
        createdAt: row.createdAt.toISOString(),
      };
    },
  );
}

// --- Screenshots.

function screenshotRows(db: Db) {
  return db
    .selectFrom('positionScreenshot as s')
    .innerJoin('campaignPosition as p', 'p.id', 's.campaignPositionId')
    .innerJoin('campaign as c', 'c.id', 'p.campaignId')
    .innerJoin('account as a', 'a.id', 'c.advertiserAccountId')
    .select([
      's.id',
      's.status',
      's.pageUrl',
      's.width',
      's.height',
      's.takenAt',
      's.version',
      's.companyId',
      'p.id as positionId',
      'p.name as positionName',
      'c.id as campaignId',
      'c.name as campaignName',
      'a.id as advertiserId',
      'a.name as advertiserName',
    ]);
}
type ScreenshotRow = Awaited<
  ReturnType<ReturnType<typeof screenshotRows>['executeTakeFirstOrThrow']>
>;

const toScreenshot = (row: ScreenshotRow): Screenshot => ({
  id: row.id,
  status: row.status as Screenshot['status'],
  pageUrl: row.pageUrl,
  width: row.width,
  height: row.height,
  takenAt: row.takenAt.toISOString(),
  position: { id: row.positionId, name: row.positionName },
  campaign: { id: row.campaignId, name: row.campaignName },
  advertiser: { id: row.advertiserId, name: row.advertiserName },
  version: row.version,
});

function registerScreenshotCalls(db: Db, app: ServiceContext['app']) {
  registerEndpoint(
    app,
    calls.operationsScreenshots,
    opsScreenshotsAccess,
    async ({ params, query, actor }) => {
      const caller = requireActor(actor);
      let rows = screenshotRows(db)
        .where('s.companyId', '=', caller.actingCompanyId)
        .where('s.status', 'in', [...SCREENSHOT_VIEWS[params.view]]);
      if (query.searchQuery) {
        const pattern = containsPattern(query.searchQuery.toLowerCase());
        rows = rows.where(
          sql<boolean>`(lower(p.name) like ${pattern} or lower(c.name) like ${pattern} or lower(a.name) like ${pattern})`,
        );
      }
      const [items, count] = await Promise.all([
        rows
          .orderBy('s.takenAt', 'desc')
          .orderBy('s.id', 'desc')
          .limit(query.limit)
          .offset(query.page * query.limit)
          .execute(),
        rows.clearSelect().select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return { items: items.map(toScreenshot), total: Number(count.total) };
    },
  );

  registerEndpoint(
    app,
    calls.operationsScreenshotCounts,
    opsScreenshotsAccess,
    async ({ actor }) => {
      const caller = requireActor(actor);
      const rows = await db
        .selectFrom('positionScreenshot')
        .select(['status', sql<string>`count(*)`.as('count')])
        .where('companyId', '=', caller.actingCompanyId)
        .groupBy('status')
        .execute();
      const byStatus = new Map(rows.map((row) => [row.status, Number(row.count)]));
      return Object.fromEntries(
        Object.entries(SCREENSHOT_VIEWS).map(([view, statuses]) => [
          view,
          statuses.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0),
        ]),
      );
    },
  );

  registerEndpoint(
    app,
    calls.operationsScreenshotImage,
    opsScreenshotsAccess,
    async ({ params, actor, reply }) => {
      const caller = requireActor(actor);
      const row = await db
        .selectFrom('positionScreenshot')
        .select('image')
        .where('id', '=', params.id)
        .where('companyId', '=', caller.actingCompanyId)
        .executeTakeFirst();
      if (!row) throw notFound('screenshot');
      await reply
        .header('Content-Type', 'image/png')
        .header('Cache-Control', 'private, max-age=3600')
        .send(Buffer.from(row.image));
    },
  );

  registerEndpoint(
    app,
    calls.operationsScreenshotStatus,
    opsScreenshotsAccess,
    async ({ params, body, actor }) => {
      const caller = requireActor(actor);
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('positionScreenshot as s')
          .innerJoin('campaignPosition as p', 'p.id', 's.campaignPositionId')
          .innerJoin('campaign as c', 'c.id', 'p.campaignId')
          .select([
            's.id',
            's.status',
            's.version',
            's.companyId',
            'p.id as positionId',
            'p.name as positionName',
            'c.id as campaignId',
            'c.name as campaignName',
          ])
          .where('s.id', '=', params.id)
          .where('s.companyId', '=', caller.actingCompanyId)
          .forUpdate()
          .executeTakeFirst();
        if (!row) throw notFound('screenshot');
        if (row.version !== body.version) {
          throw staleRecord('screenshot');
        }
        if (row.status === body.status) {
          throw new HttpError(
            409,
            `The screenshot is ${row.status} already`,
            'TRANSITION_NOT_ALLOWED',
          );
        }
        await trx
          .updateTable('positionScreenshot')
          .set({ status: body.status, version: row.version + 1, updatedAt: new Date() })
          .where('id', '=', row.id)
          .execute();
        await writeSystemActivities(trx, [
          {
            companyId: row.companyId,
            entityType: 'CAMPAIGN_TECHNICAL',
            entityId: row.campaignId,
            entityName: row.campaignName,
            activityType: 'SCREENSHOT_NOTIFICATION',
            title: row.positionName,
            message: `Screenshot ${row.id}: ${row.status} → ${body.status}`,
            creatorUserId: caller.user.userId,
            campaignPositionIds: [row.positionId],
            keyValues: {
              screenshotId: String(row.id),
              oldValue: row.status,
              newValue: body.status,
            },
          },
        ]);
      });
      return toScreenshot(
        await screenshotRows(db).where('s.id', '=', params.id).executeTakeFirstOrThrow(),
      );
    },
  );
}
