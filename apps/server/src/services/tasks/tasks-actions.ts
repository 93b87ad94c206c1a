import {
  type BulkResult,
  type BulkRowResult,
  isTaskClosed,
  isTaskHeld,
  type ServerMessage,
  serverMessage,
  type taskCreateSchema,
  taskEndpoints,
  type taskWriteSchema,
  type UndoableTaskAction,
} from '@adconsole/api/contracts';
import type { Selectable, Updateable } from 'kysely';
import type { z } from 'zod/mini';
import type { Db } from '../../db/database.ts';
import type { SalesTaskTable } from '../../db/schema-tasks.ts';
import type { Actor } from '../../http/access.ts';
import { HttpError, notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { notFoundRow } from '../../kit/bulk.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import {
  fullName,
  funnelAccess,
  holdsSales,
  requireAccount,
  requireSalesParticipants,
} from '../crm/sales-records.ts';
import { taskChanges } from './task-changes.ts';
import { logTaskEvent, type TaskAuthor, type TaskEvent } from './task-events.ts';
import { getTask } from './tasks-list.ts';

// The funnel's writes: a task's create and update, and the bulk actions (assign, archive,
// snooze, undo, done, restore), each task's change with its activity entry in one transaction.

type TaskRow = Selectable<SalesTaskTable>;
type TaskWrite = z.output<typeof taskWriteSchema>;

const invalid = (field: string, message: ServerMessage) =>
  new ValidationError({ [field]: message }, []);

/** The references of a task write: each the company's, else 422 on its field. */
/** What a create and an update store of a task's form alike. */
const storedFields = (write: TaskWrite) => ({
  priority: write.priority,
  description: write.description || null,
  accountId: write.accountId,
  leadSourceId: write.leadSourceId ?? null,
  taskTopicId: write.taskTopicId ?? null,
  campaignId: write.campaignId ?? null,
  salesPromotionId: write.salesPromotionId ?? null,
  salesPersonUserId: write.salesPersonId ?? null,
});

async function checkWrite(scope: Scope, db: Db, body: TaskWrite) {
  await requireAccount(scope, db, body.accountId, 'accountId');
  const exists = async (
    table: 'leadSource' | 'taskTopic' | 'salesPromotion' | 'campaign',
    id: number | null | undefined,
    field: string,
    message: ServerMessage,
  ) => {
    if (!id) return;
    const row = await scope.rows(table, db).select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw invalid(field, message);
  };
  await exists('leadSource', body.leadSourceId, 'leadSourceId', serverMessage('notOfCompany'));
  await exists('taskTopic', body.taskTopicId, 'taskTopicId', serverMessage('notOfCompany'));
  await exists(
    'salesPromotion',
    body.salesPromotionId,
    'salesPromotionId',
    serverMessage('notOfCompany'),
  );
  await exists('campaign', body.campaignId, 'campaignId', serverMessage('notOfCompany'));
  // Spec 3 §6: "Only users with the SALES role can be added as task sales person or participant".
  if (body.salesPersonId) {
    await requireSalesParticipants(
      scope,
      db,
      [body.salesPersonId],
      'salesPersonId',
      serverMessage('salesOwnerRole'),
    );
  }
  const participantIds = await requireSalesParticipants(
    scope,
    db,
    body.participantIds,
    'participantIds',
  );
  const labelIds = [...new Set(body.labelIds)];
  if (labelIds.length > 0) {
    const found = await scope
      .rows('label', db)
      .select('id')
      .where('type', '=', 'SALESFUNNEL')
      .where('id', 'in', labelIds)
      .execute();
    if (found.length !== labelIds.length) throw invalid('labelIds', serverMessage('noSuchLabel'));
  }
  return { labelIds, participantIds };
}

/**
 * An active sales user of the company: spec 3 §5 "Assignee choices cover active users only" and
 * §6 "Only users with the SALES role can be added as task sales person or participant".
 */
async function requireActiveUser(scope: Scope, db: Db, userId: number, field: string) {
  const user = await scope
    .byId('appUser', userId, db)
    .select(['id', 'firstName', 'lastName'])
    .where('activatedAt', 'is not', null)
    .where(holdsSales)
    .executeTakeFirst();
  if (!user) throw invalid(field, serverMessage('assigneeNotSalesUser'));
  return user;
}

/**
 * A task's labels and participants are the form's sets: replaced as a whole. Says which of the
 * two changed (a save that changes nothing writes nothing, see `calls.update`).
 */
async function replaceSets(
  db: Db,
  taskId: number,
  { labelIds, participantIds }: { labelIds: readonly number[]; participantIds: readonly number[] },
) {
  const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');
  const [labelsBefore, participantsBefore] = await Promise.all([
    db.selectFrom('salesTaskLabel').select('labelId').where('taskId', '=', taskId).execute(),
    db.selectFrom('salesTaskParticipant').select('userId').where('taskId', '=', taskId).execute(),
  ]);
  await db.deleteFrom('salesTaskLabel').where('taskId', '=', taskId).execute();
  if (labelIds.length > 0) {
    await db
      .insertInto('salesTaskLabel')
      .values(labelIds.map((labelId) => ({ taskId, labelId })))
      .execute();
  }
  await db.deleteFrom('salesTaskParticipant').where('taskId', '=', taskId).execute();
  if (participantIds.length > 0) {
    await db
      .insertInto('salesTaskParticipant')
      .values(participantIds.map((userId) => ({ taskId, userId })))
      .execute();
  }
  return {
    labelsChanged: sorted(labelsBefore.map((row) => row.labelId)) !== sorted(labelIds),
    participantsChanged:
      sorted(participantsBefore.map((row) => row.userId)) !== sorted(participantIds),
  };
}

const refusal = (reason: string, translationKey: string) => ({ reason, translationKey });

/** Refuses a task whose status is not one the action takes (`allowed`). */
const unless =
  (allowed: (status: string) => boolean, reason: string, translationKey: string) =>
  (task: TaskRow) =>
    allowed(task.status) ? undefined : refusal(reason, translationKey);
const is = (wanted: string) => (status: string) => status === wanted;

/** One step of a bulk task action: why a task cannot take it, or what it stores and logs. */
interface TaskAction {
  refuse: (task: TaskRow) => { reason: string; translationKey: string } | undefined;
  set: (task: TaskRow) => Updateable<SalesTaskTable>;
  log: (task: TaskRow) => [event: TaskEvent, params: Record<string, string>];
}

/** What an undo does: only while the task is still where the action left it. */
const undoAction: Record<UndoableTaskAction, TaskAction> = {
  ARCHIVE: {
    refuse: unless(is('ARCHIVED'), 'Only archived tasks are restored', 'NOT_ARCHIVED'),
    set: () => ({ status: 'NEW', outcome: null }),
    log: () => ['TASK_RESTORED', { status: 'NEW' }],
  },
  SNOOZE: {
    refuse: unless(is('SNOOZED'), 'Only snoozed tasks are woken', 'NOT_SNOOZED'),
    set: () => ({ status: 'IN_PROGRESS', snoozedUntil: null }),
    log: () => ['TASK_WOKEN', { status: 'IN_PROGRESS' }],
  },
};

/**
 * Creates a task and its activity entry in the caller's transaction (the create form's call, and
 * Permalead's received leads, issue 44): its references checked as the form's, the actor its
 * creator; given an assignee it starts IN_PROGRESS, else NEW. Answers the new task's id.
 */
export async function createTask(
  scope: Scope,
  trx: Db,
  actor: TaskAuthor,
  body: z.output<typeof taskCreateSchema>,
): Promise<number> {
  const sets = await checkWrite(scope, trx, body);
  const assignee = body.assigneeId
    ? await requireActiveUser(scope, trx, body.assigneeId, 'assigneeId')
    : undefined;
  const now = new Date();
  const task = await scope
    .insert(
      'salesTask',
      {
        status: assignee ? 'IN_PROGRESS' : 'NEW',
        ...storedFields(body),
        assigneeUserId: assignee?.id ?? null,
        assignAuthorUserId: assignee ? actor.user.userId : null,
        assignedTime: assignee ? now : null,
        creatorUserId: actor.user.userId,
      },
      trx,
    )
    .returning(['id', 'accountId'])
    .executeTakeFirstOrThrow();
  await replaceSets(trx, task.id, sets);
  await logTaskEvent(
    scope,
    trx,
    actor,
    task,
    assignee ? 'TASK_CREATED_ASSIGNED' : 'TASK_CREATED',
    assignee
      ? { status: 'IN_PROGRESS', assigneeId: String(assignee.id), assignee: fullName(assignee) }
      : { status: 'NEW' },
  );
  return task.id;
}

/** The writes and the bulk actions of tasks. */
export function registerTaskActions({ app, database }: ServiceContext): void {
  const { db } = database;
  const calls = taskEndpoints;

  /**
   * Runs an action on each task in a transaction of its own (the task's change and its
   * activity entry together): a result per task, done or refused and why.
   */
  async function runAction(
    actor: Actor,
    scope: Scope,
    taskIds: readonly number[],
    action: TaskAction,
  ) {
    const results: BulkRowResult[] = [];
    for (const id of [...new Set(taskIds)]) {
      const result = await db.transaction().execute(async (trx): Promise<BulkRowResult> => {
        const task = await scope
          .byId('salesTask', id, trx)
          .selectAll()
          .forUpdate()
          .executeTakeFirst();
        if (!task) {
          return notFoundRow(id, 'sales task');
        }
        const name = `#${task.id}`;
        const refused = action.refuse(task);
        if (refused) return { id, name, outcome: 'REFUSED', ...refused };
        await scope
          .update('salesTask', trx)
          .set({ ...action.set(task), version: task.version + 1, updatedAt: new Date() })
          .where('id', '=', task.id)
          .execute();
        await logTaskEvent(scope, trx, actor, task, ...action.log(task));
        return { id, name, outcome: 'DONE' };
      });
      results.push(result);
    }
    const done = results.filter((result) => result.outcome === 'DONE').length;
    return { dryRun: false, done, refused: results.length - done, results } satisfies BulkResult;
  }

  registerEndpoint(app, calls.create, funnelAccess, async ({ caller, scope, body }) => {
    const id = await db.transaction().execute((trx) => createTask(scope, trx, caller, body));
    return getTask(scope, id);
  });

  registerEndpoint(app, calls.update, funnelAccess, async ({ caller, scope, params, body }) => {
    const { version, ...write } = body;
    // The task as its editor saw it (the names its history quotes as "from"): read before the
    // lock; a change in between raises the version, so the lock below answers 412.
    const shown = await getTask(scope, params.id);
    await db.transaction().execute(async (trx) => {
      const before = await scope.lockedRow(trx, 'salesTask', params.id, version);
      const sets = await checkWrite(scope, trx, write);
      const after = storedFields(write);
      const changed: string[] = (Object.keys(after) as (keyof typeof after)[]).filter(
        (key) => (before[key] ?? null) !== after[key],
      );
      const { labelsChanged, participantsChanged } = await replaceSets(trx, before.id, sets);
      if (participantsChanged) changed.push('participantIds');
      // A save that changes nothing (no field, label or participant) writes nothing: no new
      // version and no activity entry (the stranger's "task changed" on an unchanged save).
      if (changed.length === 0 && !labelsChanged) return;
      await scope
        .update('salesTask', trx)
        .set({ ...after, version: before.version + 1, updatedAt: new Date() })
        .where('id', '=', before.id)
        .execute();
      const changedValue = (key: string) =>
        key === 'participantIds'
          ? sets.participantIds.join(',')
          : String(after[key as keyof typeof after] ?? '');
      const changes = await taskChanges(scope, trx, shown, after, sets.participantIds, changed);
      // Only the labels changed: "Task saved" (labels are not a field of the entry's list).
      await logTaskEvent(
        scope,
        trx,
        caller,
        { id: before.id, accountId: after.accountId },
        changed.length > 0 ? 'TASK_UPDATED' : 'TASK_SAVED',
        {
          ...Object.fromEntries(changed.map((key) => [key, changedValue(key)])),
          ...(changed.length > 0
            ? { fields: changed.join(','), changes: JSON.stringify(changes) }
            : {}),
        },
      );
    });
    return getTask(scope, params.id);
  });

  registerEndpoint(app, calls.assign, funnelAccess, async ({ caller, scope, body }) => {
    const assignee = await requireActiveUser(scope, db, body.assigneeId, 'assigneeId');
    const assigneeName = fullName(assignee);
    return runAction(caller, scope, body.taskIds, {
      refuse: (task) => {
        if (isTaskClosed(task.status)) {
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

  registerEndpoint(app, calls.archive, funnelAccess, async ({ actor, scope, body }) =>
    runAction(requireActor(actor), scope, body.taskIds, {
      refuse: unless(is('NEW'), 'Only unassigned (new) tasks are archived', 'NOT_NEW'),
      set: () => ({ status: 'ARCHIVED', outcome: body.outcome }),
      log: () => ['TASK_ARCHIVED', { status: 'ARCHIVED', outcome: body.outcome }],
    }),
  );

  registerEndpoint(app, calls.snooze, funnelAccess, async ({ actor, scope, body }) => {
    const until = new Date(body.snoozedUntil);
    if (until.getTime() <= Date.now()) {
      throw invalid('snoozedUntil', serverMessage('snoozeInFuture'));
    }
    return runAction(requireActor(actor), scope, body.taskIds, {
      refuse: unless(isTaskHeld, 'Only tasks in progress are snoozed', 'NOT_IN_PROGRESS'),
      set: () => ({ status: 'SNOOZED', snoozedUntil: until }),
      log: () => ['TASK_SNOOZED', { status: 'SNOOZED', snoozedUntil: until.toISOString() }],
    });
  });

  // Undo (the toast after an archive or a snooze): the way back, refused once the task moved on.
  registerEndpoint(app, calls.undo, funnelAccess, async ({ actor, scope, body }) =>
    runAction(requireActor(actor), scope, body.taskIds, undoAction[body.action]),
  );

  registerEndpoint(app, calls.done, funnelAccess, async ({ actor, scope, body }) =>
    runAction(requireActor(actor), scope, body.taskIds, {
      refuse: unless(
        isTaskHeld,
        'Only tasks in progress or snoozed are marked done',
        'NOT_IN_PROGRESS',
      ),
      set: () => ({ status: 'DONE', outcome: body.outcome, snoozedUntil: null }),
      log: () => ['TASK_DONE', { status: 'DONE', outcome: body.outcome }],
    }),
  );

  registerEndpoint(app, calls.restore, funnelAccess, async ({ caller, scope, body }) => {
    // A restore is the undo of an archive.
    const result = await runAction(caller, scope, [body.taskId], undoAction.ARCHIVE);
    const [row] = result.results;
    if (row?.translationKey === 'NOT_FOUND') throw notFound('sales task');
    if (row?.outcome === 'REFUSED') {
      throw new HttpError(409, row.reason ?? 'Refused', row.translationKey ?? 'REFUSED');
    }
    return getTask(scope, body.taskId);
  });
}
