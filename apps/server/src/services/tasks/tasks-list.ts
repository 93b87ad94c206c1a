import {
  ACTIVITY_GREEN_DAYS,
  ACTIVITY_YELLOW_DAYS,
  type ActivityStatusColor,
  BUSINESS_TIME_ZONE,
  NON_TECHNICAL_ACTIVITY_TYPES,
  TASK_LOOKUP_LIMIT,
  type Task,
  type TaskOutcome,
  type TaskPriority,
  type TaskStatus,
  taskEndpoints,
  type taskFiltersSchema,
  UNASSIGNED_TASK_STATUSES,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { z } from 'zod/mini';
import { containsPattern } from '../../db/like.ts';
import { notFound } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { registerList } from '../../kit/paged-list.ts';
import { localizedName } from '../../kit/references.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { fullName, funnelAccess } from '../crm/sales-records.ts';

// The funnel's lists: the filters of spec 3 §3, the tabs' counts, a page of tasks with every
// field, and the lookups of the forms.

type TaskFilters = z.output<typeof taskFiltersSchema>;

const TIME_ZONE = BUSINESS_TIME_ZONE;
const DAY_MS = 86_400_000;
const handLogged = [...NON_TECHNICAL_ACTIVITY_TYPES];

/** The activity badge: days since the latest activity logged by hand (none: red). */
export function activityColor(latest: Date | null, now: Date): ActivityStatusColor {
  if (!latest) return 'RED';
  const days = (now.getTime() - latest.getTime()) / DAY_MS;
  if (days <= ACTIVITY_GREEN_DAYS) return 'GREEN';
  if (days <= ACTIVITY_YELLOW_DAYS) return 'YELLOW';
  return 'RED';
}

const sortColumns = {
  created: sql`t.created_at`,
  updated: sql`t.updated_at`,
  assignedTime: sql`t.assigned_time`,
  snoozedUntil: sql`t.snoozed_until`,
  priority: sql`(case t.priority when 'HIGH' then 3 when 'MEDIUM' then 2 else 1 end)`,
} as const;

/** The company's tasks narrowed by every filter of spec 3 §3 but the status (the tabs' counts). */
function filtered(scope: Scope, query: Partial<TaskFilters>) {
  let tasks = scope.rows('salesTask as t');
  const {
    searchFilter,
    assigneeId,
    accountId,
    labelId,
    outcomeFilter,
    salesPromotionId,
    accountSales,
    sourceId,
    updatedTimeFrame,
    taskTopicId,
  } = query;
  if (assigneeId) {
    tasks = tasks.where((eb) =>
      eb.or([
        eb('t.status', 'in', UNASSIGNED_TASK_STATUSES),
        eb('t.assigneeUserId', '=', assigneeId),
      ]),
    );
  }
  if (accountId) tasks = tasks.where('t.accountId', '=', accountId);
  if (outcomeFilter) tasks = tasks.where('t.outcome', '=', outcomeFilter);
  if (salesPromotionId) tasks = tasks.where('t.salesPromotionId', '=', salesPromotionId);
  if (sourceId) tasks = tasks.where('t.leadSourceId', '=', sourceId);
  if (taskTopicId) tasks = tasks.where('t.taskTopicId', '=', taskTopicId);
  if (labelId) {
    tasks = tasks.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('salesTaskLabel as tl')
          .select('tl.taskId')
          .whereRef('tl.taskId', '=', 't.id')
          .where('tl.labelId', '=', labelId),
      ),
    );
  }
  // The sales person of the task, else its account's (the list's column shows the same).
  if (accountSales) {
    tasks = tasks.where((eb) =>
      eb.or([
        eb('t.salesPersonUserId', '=', accountSales),
        eb.and([
          eb('t.salesPersonUserId', 'is', null),
          eb(
            't.accountId',
            'in',
            scope.rows('account').select('id').where('salesUserId', '=', accountSales),
          ),
        ]),
      ]),
    );
  }
  if (updatedTimeFrame) {
    const since =
      updatedTimeFrame === 'LAST_7_DAYS'
        ? sql<Date>`now() - interval '7 days'`
        : sql<Date>`date_trunc(${updatedTimeFrame === 'CURRENT_MONTH' ? 'month' : 'year'}, now() at time zone ${TIME_ZONE}) at time zone ${TIME_ZONE}`;
    tasks = tasks.where('t.updatedAt', '>=', since);
  }
  if (searchFilter) {
    const pattern = containsPattern(searchFilter.toLowerCase());
    const number = /^\d{1,9}$/.test(searchFilter) ? Number(searchFilter) : undefined;
    tasks = tasks.where((eb) =>
      eb.or([
        ...(number ? [eb('t.id', '=', number)] : []),
        eb(
          't.accountId',
          'in',
          scope
            .rows('account')
            .select('id')
            .where(sql<boolean>`lower(display_name) like ${pattern}`),
        ),
        eb(sql`lower(t.description)`, 'like', pattern),
      ]),
    );
  }
  return tasks;
}

/** The filters of a list or counts call but the status, sort and paging. */
const NARROWING = [
  'searchFilter',
  'accountId',
  'labelId',
  'outcomeFilter',
  'salesPromotionId',
  'accountSales',
  'sourceId',
  'updatedTimeFrame',
  'taskTopicId',
] as const;

/**
 * The counts by status from the tally, when the query narrows by nothing but an assignee (the
 * queue as people open it); undefined when it must count the rows.
 */
async function tallied(
  scope: Scope,
  query: Partial<TaskFilters>,
): Promise<Record<string, number> | undefined> {
  if (NARROWING.some((key) => query[key] !== undefined && query[key] !== '')) return undefined;
  let tally = scope
    .rows('salesTaskTally')
    .select(['status', sql<string>`sum(n)`.as('total')])
    .groupBy('status');
  const { assigneeId } = query;
  if (assigneeId) {
    tally = tally.where((eb) =>
      eb.or([eb('status', 'in', UNASSIGNED_TASK_STATUSES), eb('assigneeKey', '=', assigneeId)]),
    );
  }
  const rows = await tally.execute();
  return Object.fromEntries(
    rows.filter((row) => Number(row.total) > 0).map((row) => [row.status, Number(row.total)]),
  );
}

/**
 * The scope's tasks of these ids with every field of spec 3 §3, in the ids' order. The account,
 * users, source, topic, promotion and campaign are joined by the scoped task's keys; the labels
 * by the ids of the scoped tasks.
 */
async function loadTasks(scope: Scope, ids: readonly number[]): Promise<Task[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [rows, labels, latest, counts, participants] = await Promise.all([
    scope
      .rows('salesTask as t')
      .innerJoin('account as acc', 'acc.id', 't.accountId')
      .innerJoin('appUser as cr', 'cr.id', 't.creatorUserId')
      .leftJoin('appUser as sales', 'sales.id', 'acc.salesUserId')
      .leftJoin('appUser as asg', 'asg.id', 't.assigneeUserId')
      .leftJoin('appUser as author', 'author.id', 't.assignAuthorUserId')
      .leftJoin('appUser as sp', 'sp.id', 't.salesPersonUserId')
      .leftJoin('leadSource as ls', 'ls.id', 't.leadSourceId')
      .leftJoin('taskTopic as tt', 'tt.id', 't.taskTopicId')
      .leftJoin('salesPromotion as pr', 'pr.id', 't.salesPromotionId')
      .leftJoin('campaign as cp', 'cp.id', 't.campaignId')
      .selectAll('t')
      .select([
        'acc.displayName as accountName',
        'cr.firstName as creatorFirstName',
        'cr.lastName as creatorLastName',
        'sales.firstName as salesFirstName',
        'sales.lastName as salesLastName',
        'asg.firstName as assigneeFirstName',
        'asg.lastName as assigneeLastName',
        'author.firstName as authorFirstName',
        'author.lastName as authorLastName',
        'sp.firstName as salesPersonFirstName',
        'sp.lastName as salesPersonLastName',
        localizedName('name', scope.language, 'ls').as('sourceName'),
        localizedName('name', scope.language, 'tt').as('topicName'),
        'pr.name as promotionName',
        'cp.name as campaignName',
      ])
      .where('t.id', 'in', list)
      .execute(),
    scope
      .rows('salesTask as lt')
      .innerJoin('salesTaskLabel as tl', 'tl.taskId', 'lt.id')
      .innerJoin('label as l', 'l.id', 'tl.labelId')
      .select(['tl.taskId', 'l.id', 'l.name'])
      .where('lt.id', 'in', list)
      .orderBy(sql`lower(l.name)`)
      .execute(),
    scope
      .rows('activity as a')
      .innerJoin('appUser as u', 'u.id', 'a.creatorUserId')
      .distinctOn('a.taskId')
      .select([
        'a.taskId',
        'a.activityType',
        'a.message',
        'a.creationDate',
        'u.firstName',
        'u.lastName',
      ])
      .where('a.taskId', 'in', list)
      .where('a.activityType', 'in', handLogged)
      .orderBy('a.taskId')
      .orderBy('a.creationDate', 'desc')
      .orderBy('a.id', 'desc')
      .execute(),
    scope
      .rows('activity as a')
      .select(['a.taskId', sql<string>`count(*)`.as('total')])
      .where('a.taskId', 'in', list)
      .where('a.activityType', 'in', handLogged)
      .groupBy('a.taskId')
      .execute(),
    scope
      .rows('salesTask as pt')
      .innerJoin('salesTaskParticipant as p', 'p.taskId', 'pt.id')
      .innerJoin('appUser as u', 'u.id', 'p.userId')
      .select(['p.taskId', 'u.id', 'u.firstName', 'u.lastName'])
      .where('pt.id', 'in', list)
      .orderBy('u.lastName')
      .orderBy('u.firstName')
      .execute(),
  ]);
  const now = new Date();
  const name = (first: string | null, last: string | null) =>
    first === null || last === null ? null : fullName({ firstName: first, lastName: last });
  const ref = (id: number | null, first: string | null, last: string | null) => {
    const named = name(first, last);
    return id === null || named === null ? null : { userId: id, name: named };
  };
  const byId = new Map(
    rows.map((row): [number, Task] => {
      const last = latest.find((activity) => activity.taskId === row.id);
      const count = counts.find((entry) => entry.taskId === row.id);
      return [
        row.id,
        {
          id: row.id,
          name: `#${row.id} ${row.accountName}`,
          status: row.status as TaskStatus,
          priority: row.priority as TaskPriority,
          outcome: row.outcome as TaskOutcome | null,
          description: row.description,
          created: row.createdAt.toISOString(),
          updated: row.updatedAt.toISOString(),
          assignedTime: row.assignedTime?.toISOString() ?? null,
          assignAuthor: ref(row.assignAuthorUserId, row.authorFirstName, row.authorLastName),
          snoozedUntil: row.snoozedUntil?.toISOString() ?? null,
          account: { id: row.accountId, displayName: row.accountName },
          leadSource:
            row.leadSourceId && row.sourceName
              ? { id: row.leadSourceId, name: row.sourceName }
              : null,
          taskTopic:
            row.taskTopicId && row.topicName ? { id: row.taskTopicId, name: row.topicName } : null,
          campaign: row.campaignId ? { campaignId: row.campaignId, name: row.campaignName } : null,
          salesPromotion:
            row.salesPromotionId && row.promotionName
              ? { id: row.salesPromotionId, name: row.promotionName }
              : null,
          assignee: ref(row.assigneeUserId, row.assigneeFirstName, row.assigneeLastName),
          salesPerson: ref(
            row.salesPersonUserId,
            row.salesPersonFirstName,
            row.salesPersonLastName,
          ),
          participants: participants
            .filter((user) => user.taskId === row.id)
            .map((user) => ({ userId: user.id, name: fullName(user) })),
          creator: {
            userId: row.creatorUserId,
            name: fullName({ firstName: row.creatorFirstName, lastName: row.creatorLastName }),
          },
          labels: labels
            .filter((label) => label.taskId === row.id)
            .map((label) => ({ id: label.id, name: label.name })),
          accountSalesName: name(row.salesFirstName, row.salesLastName),
          activity: last
            ? {
                activityType: last.activityType,
                creatorName: fullName(last),
                message: last.message,
                creationDate: last.creationDate.toISOString(),
              }
            : null,
          activitiesCount: Number(count?.total ?? 0),
          activityStatusColor: activityColor(last?.creationDate ?? null, now),
          version: row.version,
        },
      ];
    }),
  );
  return list.flatMap((id) => byId.get(id) ?? []);
}

/** The scope's task of this id, with every field; 404 when it has none. */
export async function getTask(scope: Scope, id: number): Promise<Task> {
  const [task] = await loadTasks(scope, [id]);
  if (!task) throw notFound('sales task');
  return task;
}

/** The funnel's lists, counts, task, lookups and active promotions. */
export function registerTaskLists({ app }: ServiceContext): void {
  const calls = taskEndpoints;

  registerList(app, calls.list, funnelAccess, {
    rows: ({ scope, query }) => filtered(scope, query),
    filters: { status: (rows, status) => rows.where('t.status', '=', status) },
    sort: sortColumns,
    nullsLast: true,
    ties: ['t.id'],
    select: (rows) => rows.select('t.id'),
    // The tally's counts where the query allows them (the tab's, or all tabs').
    total: async ({ scope, query }) => {
      const counts = await tallied(scope, query);
      if (!counts) return undefined;
      return query.status
        ? (counts[query.status] ?? 0)
        : Object.values(counts).reduce((sum, n) => sum + n, 0);
    },
    toItems: (rows, { scope }) =>
      loadTasks(
        scope,
        rows.map((row) => row.id),
      ),
  });

  registerEndpoint(app, calls.counts, funnelAccess, async ({ scope, query }) => {
    const counts = await tallied(scope, query as Partial<TaskFilters>);
    if (counts) return counts;
    const groups = await filtered(scope, query as Partial<TaskFilters>)
      .select(['t.status', sql<string>`count(*)`.as('total')])
      .groupBy('t.status')
      .execute();
    return Object.fromEntries(groups.map((group) => [group.status, Number(group.total)]));
  });

  registerEndpoint(app, calls.get, funnelAccess, async ({ scope, params }) =>
    getTask(scope, params.id),
  );

  registerEndpoint(app, calls.lookup, funnelAccess, async ({ scope, query }) => {
    let tasks = filtered(scope, query);
    if (query.status) tasks = tasks.where('t.status', '=', query.status);
    const rows = await tasks
      .innerJoin('account as acc', 'acc.id', 't.accountId')
      .leftJoin('taskTopic as tt', 'tt.id', 't.taskTopicId')
      .select(['t.id', 'acc.displayName', 'tt.name as topic'])
      .orderBy('t.createdAt', 'desc')
      .orderBy('t.id', 'desc')
      .limit(TASK_LOOKUP_LIMIT)
      .execute();
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: `#${row.id} ${row.displayName}${row.topic ? ` (${row.topic})` : ''}`,
      })),
    };
  });

  registerList(app, calls.activePromotions, funnelAccess, {
    rows: ({ scope }) =>
      scope
        .rows('salesPromotion')
        .where('status', '=', 'active')
        .where((eb) => eb.or([eb('deadline', 'is', null), eb('deadline', '>=', sql<Date>`now()`)])),
    filters: {
      nameFilter: (rows, text) =>
        rows.where(sql<boolean>`lower(name) like ${containsPattern(text.toLowerCase())}`),
    },
    sort: { deadline: 'deadline' },
    defaultSort: 'deadline',
    defaultOrder: 'ASC',
    nullsLast: true,
    select: (rows) => rows.select(['id', 'name', 'deadline']),
    toItems: (rows) =>
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        deadline: row.deadline?.toISOString() ?? null,
      })),
  });
}
