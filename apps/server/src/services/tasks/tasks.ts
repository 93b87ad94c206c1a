import {
  ACTIVITY_GREEN_DAYS,
  ACTIVITY_YELLOW_DAYS,
  type ActivityStatusColor,
  type BulkResult,
  type BulkRowResult,
  NON_TECHNICAL_ACTIVITY_TYPES,
  TASK_LOOKUP_LIMIT,
  type Task,
  type TaskOutcome,
  type TaskPriority,
  type TaskStatus,
  type Topic,
  taskEndpoints,
  type taskFiltersSchema,
  type taskWriteSchema,
  topicEndpoints,
  UNASSIGNED_TASK_STATUSES,
  type UndoableTaskAction,
} from '@adconsole/api/contracts';
import { type Selectable, sql, type Updateable } from 'kysely';
import type { z } from 'zod/mini';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import type { SalesTaskTable } from '../../db/schema-tasks.ts';
import type { Actor } from '../../http/access.ts';
import { HttpError, notFound, staleRecord, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { activeUnless, caseless, contains } from '../../kit/list.ts';
import { registerResource } from '../../kit/resource.ts';
import type { ServiceContext } from '../context.ts';
import { fullName, funnelAccess, holdsSales, requireAccount } from '../crm/sales-records.ts';
import { logTaskEvent, type TaskEvent } from './task-events.ts';

// The sales funnel's work queue (spec 3 §2.5, §3–§5, §7). The transitions and the activity
// colour are documented in apps/server/README.md ("Sales tasks"). Every change of a task writes
// a system activity entry (TASK_FIELD_CHANGED) on its account in the change's transaction, so
// the task's activity list tells its story. Its title and message are German, as the other
// system entries' (the key values carry the change for other languages).

type TaskRow = Selectable<SalesTaskTable>;
type TaskFilters = z.output<typeof taskFiltersSchema>;
type TaskWrite = z.output<typeof taskWriteSchema>;

const TIME_ZONE = 'Europe/Zurich';
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
function filtered(db: Db, companyId: number, query: Partial<TaskFilters>) {
  let tasks = db.selectFrom('salesTask as t').where('t.companyId', '=', companyId);
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
  if (accountSales) {
    tasks = tasks.where('t.accountId', 'in', (eb) =>
      eb
        .selectFrom('account')
        .select('id')
        .where('companyId', '=', companyId)
        .where('salesUserId', '=', accountSales),
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
          eb
            .selectFrom('account')
            .select('id')
            .where('companyId', '=', companyId)
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
  db: Db,
  companyId: number,
  query: Partial<TaskFilters>,
): Promise<Record<string, number> | undefined> {
  if (NARROWING.some((key) => query[key] !== undefined && query[key] !== '')) return undefined;
  let tally = db
    .selectFrom('salesTaskTally')
    .select(['status', sql<string>`sum(n)`.as('total')])
    .where('companyId', '=', companyId)
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

/** The tasks of these ids with every field of spec 3 §3, in the ids' order. */
async function loadTasks(db: Db, companyId: number, ids: readonly number[]): Promise<Task[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [rows, labels, latest, counts] = await Promise.all([
    db
      .selectFrom('salesTask as t')
      .innerJoin('account as acc', 'acc.id', 't.accountId')
      .innerJoin('appUser as cr', 'cr.id', 't.creatorUserId')
      .leftJoin('appUser as sales', 'sales.id', 'acc.salesUserId')
      .leftJoin('appUser as asg', 'asg.id', 't.assigneeUserId')
      .leftJoin('appUser as author', 'author.id', 't.assignAuthorUserId')
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
        'ls.name as sourceName',
        'tt.name as topicName',
        'pr.name as promotionName',
        'cp.name as campaignName',
      ])
      .where('t.id', 'in', list)
      .where('t.companyId', '=', companyId)
      .execute(),
    db
      .selectFrom('salesTaskLabel as tl')
      .innerJoin('label as l', 'l.id', 'tl.labelId')
      .select(['tl.taskId', 'l.id', 'l.name'])
      .where('tl.taskId', 'in', list)
      .orderBy(sql`lower(l.name)`)
      .execute(),
    db
      .selectFrom('activity as a')
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
      .where('a.companyId', '=', companyId)
      .where('a.activityType', 'in', handLogged)
      .orderBy('a.taskId')
      .orderBy('a.creationDate', 'desc')
      .orderBy('a.id', 'desc')
      .execute(),
    db
      .selectFrom('activity as a')
      .select(['a.taskId', sql<string>`count(*)`.as('total')])
      .where('a.taskId', 'in', list)
      .where('a.companyId', '=', companyId)
      .where('a.activityType', 'in', handLogged)
      .groupBy('a.taskId')
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

const invalid = (field: string, message: string) => new ValidationError({ [field]: message }, []);

/** The references of a task write: each the company's, else 422 on its field. */
async function checkWrite(db: Db, companyId: number, body: TaskWrite) {
  await requireAccount(db, companyId, body.accountId, 'accountId');
  const exists = async (
    table: 'leadSource' | 'taskTopic' | 'salesPromotion' | 'campaign',
    id: number | null | undefined,
    field: string,
    message: string,
  ) => {
    if (!id) return;
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('id', '=', id)
      .where('companyId', '=', companyId)
      .executeTakeFirst();
    if (!row) throw invalid(field, message);
  };
  await exists('leadSource', body.leadSourceId, 'leadSourceId', 'No such source');
  await exists('taskTopic', body.taskTopicId, 'taskTopicId', 'No such topic');
  await exists('salesPromotion', body.salesPromotionId, 'salesPromotionId', 'No such promotion');
  await exists('campaign', body.campaignId, 'campaignId', 'No such campaign');
  const labelIds = [...new Set(body.labelIds)];
  if (labelIds.length > 0) {
    const found = await db
      .selectFrom('label')
      .select('id')
      .where('companyId', '=', companyId)
      .where('type', '=', 'SALESFUNNEL')
      .where('id', 'in', labelIds)
      .execute();
    if (found.length !== labelIds.length) throw invalid('labelIds', 'No such label');
  }
  return labelIds;
}

/**
 * An active sales user of the company: spec 3 §5 "Assignee choices cover active users only" and
 * §6 "Only users with the SALES role can be added as task sales person or participant".
 */
async function requireActiveUser(db: Db, companyId: number, userId: number, field: string) {
  const user = await db
    .selectFrom('appUser')
    .select(['id', 'firstName', 'lastName'])
    .where('id', '=', userId)
    .where('companyId', '=', companyId)
    .where('activatedAt', 'is not', null)
    .where(holdsSales)
    .executeTakeFirst();
  if (!user) throw invalid(field, 'The assignee must be an active sales user of the company');
  return user;
}

async function replaceLabels(db: Db, taskId: number, labelIds: readonly number[]) {
  await db.deleteFrom('salesTaskLabel').where('taskId', '=', taskId).execute();
  if (labelIds.length > 0) {
    await db
      .insertInto('salesTaskLabel')
      .values(labelIds.map((labelId) => ({ taskId, labelId })))
      .execute();
  }
}

const refusal = (reason: string, translationKey: string) => ({ reason, translationKey });

/** One step of a bulk task action: why a task cannot take it, or what it stores and logs. */
interface TaskAction {
  refuse: (task: TaskRow) => { reason: string; translationKey: string } | undefined;
  set: (task: TaskRow) => Updateable<SalesTaskTable>;
  log: (task: TaskRow) => [event: TaskEvent, params: Record<string, string>];
}

/** What an undo does: only while the task is still where the action left it. */
const undoAction: Record<UndoableTaskAction, TaskAction> = {
  ARCHIVE: {
    refuse: (task) =>
      task.status === 'ARCHIVED'
        ? undefined
        : refusal('Only archived tasks are restored', 'NOT_ARCHIVED'),
    set: () => ({ status: 'NEW', outcome: null }),
    log: () => ['TASK_RESTORED', { status: 'NEW' }],
  },
  SNOOZE: {
    refuse: (task) =>
      task.status === 'SNOOZED'
        ? undefined
        : refusal('Only snoozed tasks are woken', 'NOT_SNOOZED'),
    set: () => ({ status: 'IN_PROGRESS', snoozedUntil: null }),
    log: () => ['TASK_WOKEN', { status: 'IN_PROGRESS' }],
  },
};

/** The funnel service: tasks, their actions and lookups, and the task topics. */
export function registerTasksService({ app, database }: ServiceContext): void {
  const { db } = database;
  const calls = taskEndpoints;

  async function getTask(companyId: number, id: number): Promise<Task> {
    const [task] = await loadTasks(db, companyId, [id]);
    if (!task) throw notFound('sales task');
    return task;
  }

  /**
   * Runs an action on each task in a transaction of its own (the task's change and its
   * activity entry together): a result per task, done or refused and why.
   */
  async function runAction(actor: Actor, taskIds: readonly number[], action: TaskAction) {
    const results: BulkRowResult[] = [];
    for (const id of [...new Set(taskIds)]) {
      const result = await db.transaction().execute(async (trx): Promise<BulkRowResult> => {
        const task = await trx
          .selectFrom('salesTask')
          .selectAll()
          .where('id', '=', id)
          .where('companyId', '=', actor.actingCompanyId)
          .forUpdate()
          .executeTakeFirst();
        if (!task) {
          return {
            id,
            name: '',
            outcome: 'REFUSED',
            reason: 'No such sales task',
            translationKey: 'NOT_FOUND',
          };
        }
        const name = `#${task.id}`;
        const refused = action.refuse(task);
        if (refused) return { id, name, outcome: 'REFUSED', ...refused };
        await trx
          .updateTable('salesTask')
          .set({ ...action.set(task), version: task.version + 1, updatedAt: new Date() })
          .where('id', '=', task.id)
          .execute();
        await logTaskEvent(trx, actor, task, ...action.log(task));
        return { id, name, outcome: 'DONE' };
      });
      results.push(result);
    }
    const done = results.filter((result) => result.outcome === 'DONE').length;
    return { dryRun: false, done, refused: results.length - done, results } satisfies BulkResult;
  }

  registerEndpoint(app, calls.list, funnelAccess, async ({ actor, query }) => {
    const { actingCompanyId } = requireActor(actor);
    let tasks = filtered(db, actingCompanyId, query);
    if (query.status) tasks = tasks.where('t.status', '=', query.status);
    const direction = query.order === 'ASC' ? sql`asc` : sql`desc`;
    const [page, total] = await Promise.all([
      tasks
        .select('t.id')
        .orderBy(sql`${sortColumns[query.sort]} ${direction} nulls last`)
        .orderBy(sql`t.id ${direction}`)
        .limit(query.limit)
        .offset(query.page * query.limit)
        .execute(),
      (async () => {
        const counts = await tallied(db, actingCompanyId, query);
        if (counts) {
          return query.status
            ? (counts[query.status] ?? 0)
            : Object.values(counts).reduce((sum, n) => sum + n, 0);
        }
        const count = await tasks
          .select(sql<string>`count(*)`.as('total'))
          .executeTakeFirstOrThrow();
        return Number(count.total);
      })(),
    ]);
    const items = await loadTasks(
      db,
      actingCompanyId,
      page.map((row) => row.id),
    );
    return { items, total };
  });

  registerEndpoint(app, calls.counts, funnelAccess, async ({ actor, query }) => {
    const { actingCompanyId } = requireActor(actor);
    const counts = await tallied(db, actingCompanyId, query as Partial<TaskFilters>);
    if (counts) return counts;
    const groups = await filtered(db, actingCompanyId, query as Partial<TaskFilters>)
      .select(['t.status', sql<string>`count(*)`.as('total')])
      .groupBy('t.status')
      .execute();
    return Object.fromEntries(groups.map((group) => [group.status, Number(group.total)]));
  });

  registerEndpoint(app, calls.get, funnelAccess, async ({ actor, params }) => {
    const { actingCompanyId } = requireActor(actor);
    return getTask(actingCompanyId, params.id);
  });

  registerEndpoint(app, calls.create, funnelAccess, async ({ actor, body }) => {
    const caller = requireActor(actor);
    const { actingCompanyId, user } = caller;
    const id = await db.transaction().execute(async (trx) => {
      const labelIds = await checkWrite(trx, actingCompanyId, body);
      const assignee = body.assigneeId
        ? await requireActiveUser(trx, actingCompanyId, body.assigneeId, 'assigneeId')
        : undefined;
      const now = new Date();
      const task = await trx
        .insertInto('salesTask')
        .values({
          companyId: actingCompanyId,
          status: assignee ? 'IN_PROGRESS' : 'NEW',
          priority: body.priority,
          description: body.description || null,
          accountId: body.accountId,
          leadSourceId: body.leadSourceId ?? null,
          taskTopicId: body.taskTopicId ?? null,
          campaignId: body.campaignId ?? null,
          salesPromotionId: body.salesPromotionId ?? null,
          assigneeUserId: assignee?.id ?? null,
          assignAuthorUserId: assignee ? user.userId : null,
          assignedTime: assignee ? now : null,
          creatorUserId: user.userId,
        })
        .returning(['id', 'accountId'])
        .executeTakeFirstOrThrow();
      await replaceLabels(trx, task.id, labelIds);
      await logTaskEvent(
        trx,
        caller,
        task,
        assignee ? 'TASK_CREATED_ASSIGNED' : 'TASK_CREATED',
        assignee
          ? { status: 'IN_PROGRESS', assigneeId: String(assignee.id), assignee: fullName(assignee) }
          : { status: 'NEW' },
      );
      return task.id;
    });
    return getTask(actingCompanyId, id);
  });

  registerEndpoint(app, calls.update, funnelAccess, async ({ actor, params, body }) => {
    const caller = requireActor(actor);
    const { actingCompanyId } = caller;
    const { version, ...write } = body;
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('salesTask')
        .selectAll()
        .where('id', '=', params.id)
        .where('companyId', '=', actingCompanyId)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound('sales task');
      if (before.version !== version) {
        throw staleRecord();
      }
      const labelIds = await checkWrite(trx, actingCompanyId, write);
      const after = {
        priority: write.priority,
        description: write.description || null,
        accountId: write.accountId,
        leadSourceId: write.leadSourceId ?? null,
        taskTopicId: write.taskTopicId ?? null,
        campaignId: write.campaignId ?? null,
        salesPromotionId: write.salesPromotionId ?? null,
      };
      await trx
        .updateTable('salesTask')
        .set({ ...after, version: before.version + 1, updatedAt: new Date() })
        .where('id', '=', before.id)
        .execute();
      await replaceLabels(trx, before.id, labelIds);
      const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
        (key) => (before[key] ?? null) !== after[key],
      );
      await logTaskEvent(
        trx,
        caller,
        { id: before.id, accountId: after.accountId },
        changed.length > 0 ? 'TASK_UPDATED' : 'TASK_SAVED',
        {
          ...Object.fromEntries(changed.map((key) => [key, String(after[key] ?? '')])),
          ...(changed.length > 0 ? { fields: changed.join(',') } : {}),
        },
      );
    });
    return getTask(actingCompanyId, params.id);
  });

  registerEndpoint(app, calls.assign, funnelAccess, async ({ actor, body }) => {
    const caller = requireActor(actor);
    const assignee = await requireActiveUser(
      db,
      caller.actingCompanyId,
      body.assigneeId,
      'assigneeId',
    );
    const assigneeName = fullName(assignee);
    return runAction(caller, body.taskIds, {
      refuse: (task) => {
        if (task.status === 'DONE' || task.status === 'ARCHIVED') {
          return refusal('Done and archived tasks are not assigned', 'TASK_CLOSED');
        }
        if (task.status === 'IN_PROGRESS' && task.assigneeUserId === assignee.id) {
          return refusal('The task is already assigned to this user', 'ALREADY_ASSIGNED');
        }
        return undefined;
      },
      set: () => ({
        status: 'IN_PROGRESS',
        assigneeUserId: assignee.id,
        assignAuthorUserId: caller.user.userId,
        assignedTime: new Date(),
        snoozedUntil: null,
      }),
      log: () => [
        'TASK_ASSIGNED',
        { status: 'IN_PROGRESS', assigneeId: String(assignee.id), assignee: assigneeName },
      ],
    });
  });

  registerEndpoint(app, calls.archive, funnelAccess, async ({ actor, body }) =>
    runAction(requireActor(actor), body.taskIds, {
      refuse: (task) =>
        task.status === 'NEW'
          ? undefined
          : refusal('Only unassigned (new) tasks are archived', 'NOT_NEW'),
      set: () => ({ status: 'ARCHIVED', outcome: body.outcome }),
      log: () => ['TASK_ARCHIVED', { status: 'ARCHIVED', outcome: body.outcome }],
    }),
  );

  registerEndpoint(app, calls.snooze, funnelAccess, async ({ actor, body }) => {
    const until = new Date(body.snoozedUntil);
    if (until.getTime() <= Date.now()) {
      throw invalid('snoozedUntil', 'A task is snoozed until a moment in the future');
    }
    return runAction(requireActor(actor), body.taskIds, {
      refuse: (task) =>
        task.status === 'IN_PROGRESS' || task.status === 'SNOOZED'
          ? undefined
          : refusal('Only tasks in progress are snoozed', 'NOT_IN_PROGRESS'),
      set: () => ({ status: 'SNOOZED', snoozedUntil: until }),
      log: () => ['TASK_SNOOZED', { status: 'SNOOZED', snoozedUntil: until.toISOString() }],
    });
  });

  // Undo (the toast after an archive or a snooze): the way back, refused once the task moved on.
  registerEndpoint(app, calls.undo, funnelAccess, async ({ actor, body }) =>
    runAction(requireActor(actor), body.taskIds, undoAction[body.action]),
  );

  registerEndpoint(app, calls.done, funnelAccess, async ({ actor, body }) =>
    runAction(requireActor(actor), body.taskIds, {
      refuse: (task) =>
        task.status === 'IN_PROGRESS' || task.status === 'SNOOZED'
          ? undefined
          : refusal('Only tasks in progress or snoozed are marked done', 'NOT_IN_PROGRESS'),
      set: () => ({ status: 'DONE', outcome: body.outcome, snoozedUntil: null }),
      log: () => ['TASK_DONE', { status: 'DONE', outcome: body.outcome }],
    }),
  );

  registerEndpoint(app, calls.restore, funnelAccess, async ({ actor, body }) => {
    const caller = requireActor(actor);
    const result = await runAction(caller, [body.taskId], {
      refuse: (task) =>
        task.status === 'ARCHIVED'
          ? undefined
          : refusal('Only archived tasks are restored', 'NOT_ARCHIVED'),
      set: () => ({ status: 'NEW', outcome: null }),
      log: () => ['TASK_RESTORED', { status: 'NEW' }],
    });
    const [row] = result.results;
    if (row?.translationKey === 'NOT_FOUND') throw notFound('sales task');
    if (row?.outcome === 'REFUSED') {
      throw new HttpError(409, row.reason ?? 'Refused', row.translationKey ?? 'REFUSED');
    }
    return getTask(caller.actingCompanyId, body.taskId);
  });

  registerEndpoint(app, calls.lookup, funnelAccess, async ({ actor, query }) => {
    const { actingCompanyId } = requireActor(actor);
    let tasks = filtered(db, actingCompanyId, query);
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

  registerEndpoint(app, calls.activePromotions, funnelAccess, async ({ actor, query }) => {
    const { actingCompanyId } = requireActor(actor);
    let promotions = db
      .selectFrom('salesPromotion')
      .where('companyId', '=', actingCompanyId)
      .where('status', '=', 'active')
      .where((eb) => eb.or([eb('deadline', 'is', null), eb('deadline', '>=', sql<Date>`now()`)]));
    if (query.nameFilter) {
      const pattern = containsPattern(query.nameFilter.toLowerCase());
      promotions = promotions.where(sql<boolean>`lower(name) like ${pattern}`);
    }
    const [rows, count] = await Promise.all([
      promotions
        .select(['id', 'name', 'deadline'])
        .orderBy(sql`deadline asc nulls last`)
        .orderBy('id')
        .limit(query.limit)
        .offset(query.page * query.limit)
        .execute(),
      promotions.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        deadline: row.deadline?.toISOString() ?? null,
      })),
      total: Number(count.total),
    };
  });

  registerResource(app, db, {
    endpoints: topicEndpoints,
    table: 'taskTopic',
    access: { read: funnelAccess, write: funnelAccess },
    toItem: (row): Topic => ({
      id: row.id,
      name: row.name,
      active: row.active,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }),
    nameOf: (row) => row.name,
    toStored: (body) => ({ name: body.name, active: body.active }),
    unique: { field: 'name', column: 'name', message: 'A topic with this name already exists' },
    filters: { nameFilter: contains('name'), includeInactive: activeUnless() },
    sort: { name: caseless('name'), createdAt: 'createdAt', updatedAt: 'updatedAt' },
    export: {
      title: 'taskTopics.title',
      columns: {
        name: { header: 'taskTopics.columns.name', value: (row) => row.name },
        active: {
          header: 'taskTopics.columns.status',
          value: (row, t) =>
            t(row.active ? 'taskTopics.status.active' : 'taskTopics.status.inactive'),
        },
        createdAt: { header: 'taskTopics.columns.createdAt', value: (row) => row.createdAt },
      },
    },
    bulk: {
      activate: {
        refuse: (row) =>
          row.active ? refusal('The topic is already active', 'ALREADY_ACTIVE') : undefined,
        set: { active: true },
      },
      deactivate: {
        refuse: (row) =>
          row.active ? undefined : refusal('The topic is already inactive', 'ALREADY_INACTIVE'),
        set: { active: false },
      },
    },
  });
}
