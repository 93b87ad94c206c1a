import {
  digitalOperationsEndpoints as calls,
  type DigitalPositionStatus,
  type OperationsPosition,
  type UncheckedPosition,
} from '@adconsole/api/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { AdServer } from '../../adserver/ad-server.ts';
import type { Db, Schema } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { notFound } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { caseless } from '../../kit/list.ts';
import { ascending, type ListSorts, registerList } from '../../kit/paged-list.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { isoDay, withCampaign } from '../orders/campaigns.ts';
import {
  checksOrPush,
  countsOf,
  fullName,
  isDigitalPosition,
  opsPushAccess,
} from './digital-rules.ts';
import { digitalTransitions } from './digital-transitions.ts';

// The position lists of digital operations (spec 3 §3): by status, the unchecked positions
// with their checks, delivery and optimization events, and their counts.

/** Work before the push: overdue once the position's start passed (issue 33). */
const NOT_ON_AD_SERVER: ReadonlySet<DigitalPositionStatus> = new Set([
  'CREATIVE_PENDING',
  'CREATIVE_REQUESTED',
  'CREATIVE_RECEIVED',
  'PENDING_APPROVAL',
  'READY_TO_PUSH',
]);

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

/**
 * The scope's digital positions under the list filter (spec 3 §3), with their campaign,
 * advertiser and ad medium joined by the scoped position's keys.
 */
function positionRows(scope: Scope, filter: PositionFilter): PositionQuery {
  let rows = withCampaign(scope.rows('campaignPosition as p'))
    .innerJoin('account as a', 'a.id', 'c.advertiserAccountId')
    .innerJoin('adMedium as m', 'm.id', 'p.adMediumId')
    .where('p.positionType', '=', 'DIGITAL');
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

/**
 * A page's positions with their line items, delivery totals and latest activity: read by the
 * ids of positions the caller found in its scope.
 */
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
      state: item?.state ?? 'NONE',
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
  name: caseless('p.name'),
  campaign: caseless('c.name'),
  status: 'p.status',
} as const;

/**
 * The unchecked positions' sorts: by name or date, or those with an open error first (`result`,
 * ascending: the most errors first) among the checks of the tab's type.
 */
function uncheckedSorts(checkType: string): ListSorts {
  const errors = sql`(select count(*) from position_check k where k.campaign_position_id = p.id and k.checked_at is null and k.result = 'ERROR'${
    checkType === 'ALL' ? sql`` : sql` and k.check_type = ${checkType}`
  })`;
  return {
    result: sql`-${errors}`,
    name: caseless('p.name'),
    startDate: 'p.startDate',
    endDate: 'p.endDate',
  };
}

/** The position lists and counts, and a position's optimization events. */
export function registerPositionCalls({ app, database }: ServiceContext, adServer: AdServer): void {
  const { db } = database;

  registerList(app, calls.operationsPositions, opsPushAccess, {
    rows: ({ scope, params, query }) => {
      const rows = positionRows(scope, query);
      return params.status === 'ALL'
        ? rows.where('p.status', '<>', 'DELETED')
        : rows.where('p.status', '=', params.status);
    },
    sort: SORTS,
    ties: ['p.id'],
    select: (rows) => rows.select(positionColumns),
    toItems: (items, { actor }) =>
      toPositions(db, items as PositionListRow[], [...requireActor(actor ?? null).roles]),
  });

  registerEndpoint(app, calls.operationsPositionCounts, opsPushAccess, async ({ query, scope }) => {
    const rows = await positionRows(scope.for(query.companyId), query)
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

  registerList(app, calls.operationsUnchecked, checksOrPush, {
    rows: ({ scope, params, query }) =>
      positionRows(scope, query).where(({ exists, selectFrom }) => {
        let open = selectFrom('positionCheck as k')
          .select('k.campaignPositionId')
          .whereRef('k.campaignPositionId', '=', 'p.id')
          .where('k.checkedAt', 'is', null);
        if (params.checkType !== 'ALL') open = open.where('k.checkType', '=', params.checkType);
        if (query.result) open = open.where('k.result', '=', query.result);
        return exists(open);
      }),
    sort: ({ params }) => uncheckedSorts(params.checkType),
    ties: [ascending('p.id')],
    select: (rows) => rows.select(positionColumns),
    toItems: async (items, { actor, scope: company }) => {
      const caller = requireActor(actor ?? null);
      const positions = await toPositions(db, items as PositionListRow[], [...caller.roles]);
      const ids = positions.map((position) => position.id);
      const today = new Date();
      const [checks, events, delivery] = await Promise.all([
        ids.length
          ? company
              .rows('positionCheck')
              .selectAll()
              .where('campaignPositionId', 'in', ids)
              .where('checkedAt', 'is', null)
              .orderBy('checkType')
              .execute()
          : [],
        ids.length
          ? company
              .rows('optimizationEvent as e')
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
      return items2;
    },
  });

  registerEndpoint(app, calls.operationsUncheckedCounts, checksOrPush, async ({ query, scope }) => {
    const rows = await positionRows(scope.for(query.companyId), query)
      .innerJoin('positionCheck as k', 'k.campaignPositionId', 'p.id')
      .where('k.checkedAt', 'is', null)
      .select(['k.checkType as key', sql<string>`count(*)`.as('count')])
      .groupBy('k.checkType')
      .execute();
    const counts = countsOf(rows as { key: string; count: string }[]);
    const all = await positionRows(scope.for(query.companyId), query)
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
    calls.operationsAddOptimizationEvent,
    checksOrPush,
    async ({ params, body, caller, scope }) => {
      if (!(await isDigitalPosition(scope, params.id))) throw notFound('digital position');
      const row = await scope
        .insert('optimizationEvent', {
          campaignPositionId: params.id,
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
