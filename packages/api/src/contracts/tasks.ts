import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { bodyIdSchema, listOf, sortOrderSchema, userRefSchema } from './lists.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';
import {
  positiveInt,
  requiredText,
  timestamp,
  translatedNamesItem,
  translatedNamesWrite,
  trimmedMultilineText,
  trimmedText,
} from './primitives.ts';
import {
  bulkResultSchema,
  countsEndpoint,
  idParamsSchema,
  queryFlag,
  resourceEndpoints,
  versionSchema,
} from './resource.ts';

// The sales funnel's work queue (spec 3 §2.5, §3 "Sales task", §4, §5, §7). The transitions
// the spec leaves open and the activity colour are decided in apps/server/README.md
// ("Sales tasks").

/** Task statuses (spec 3 §4); NEW is labelled Unassigned. */
export const TASK_STATUSES = ['NEW', 'IN_PROGRESS', 'SNOOZED', 'DONE', 'ARCHIVED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/**
 * The statuses of tasks nobody holds: a new task is unassigned by definition and only new tasks
 * are archived. The assignee filter (pre-selected with the signed-in user, spec 3 §2.5) does not
 * narrow them, else "Unassigned" and "Archived" would always be empty under it.
 */
export const UNASSIGNED_TASK_STATUSES = [
  'NEW',
  'ARCHIVED',
] as const satisfies readonly TaskStatus[];
/** The tabs of /sales/tasks: ALL and each status. */
export const TASK_TABS = ['ALL', ...TASK_STATUSES] as const;
export type TaskTab = (typeof TASK_TABS)[number];

export const TASK_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** Why a new task is archived (spec 3 §4). */
export const ARCHIVE_OUTCOMES = ['DUPLICATE', 'NO_POTENTIAL', 'AGED'] as const;
/** How a task in progress ends (spec 3 §4: the outcomes of the filters). */
export const DONE_OUTCOMES = ['OFFER_ACCEPTED', 'OFFER_NOT_ACCEPTED'] as const;
export const TASK_OUTCOMES = [...ARCHIVE_OUTCOMES, ...DONE_OUTCOMES] as const;
/** The outcomes the task list filters by (spec 3 §4: "Outcomes used in filters"). */
export const OUTCOME_FILTERS = DONE_OUTCOMES;
export type TaskOutcome = (typeof TASK_OUTCOMES)[number];

export const UPDATED_TIME_FRAMES = ['LAST_7_DAYS', 'CURRENT_MONTH', 'CURRENT_YEAR'] as const;
export type UpdatedTimeFrame = (typeof UPDATED_TIME_FRAMES)[number];

/** The activity badge (spec 3 §2.5), computed by the server. */
export const ACTIVITY_STATUS_COLORS = ['GREEN', 'YELLOW', 'RED'] as const;
export type ActivityStatusColor = (typeof ACTIVITY_STATUS_COLORS)[number];
/** Days since the latest activity logged by hand: up to 7 green, up to 30 yellow, else red. */
export const ACTIVITY_GREEN_DAYS = 7;
export const ACTIVITY_YELLOW_DAYS = 30;

export const TASK_SORT_FIELDS = [
  'created',
  'updated',
  'assignedTime',
  'snoozedUntil',
  'priority',
] as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];

/** Each tab's default order (spec 3 §4). */
export const TASK_TAB_SORTS: Record<TaskTab, readonly [TaskSortField, 'ASC' | 'DESC']> = {
  ALL: ['created', 'DESC'],
  NEW: ['created', 'ASC'],
  IN_PROGRESS: ['created', 'ASC'],
  SNOOZED: ['snoozedUntil', 'ASC'],
  DONE: ['assignedTime', 'DESC'],
  ARCHIVED: ['created', 'DESC'],
};

/** The task lookup's limit (spec 3 §9). */
export const TASK_LOOKUP_LIMIT = 30;
export const TASK_DESCRIPTION_MAX = 4000;
export const TOPIC_NAME_MAX = 100;

const namedSchema = z.object({ id: positiveInt(), name: z.string() });

/** A sales task with every field of spec 3 §3. */
export const taskSchema = z.object({
  id: positiveInt(),
  /** How the task is named in titles and results: its number and its account. */
  name: z.string(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  outcome: z.nullable(z.enum(TASK_OUTCOMES)),
  description: z.nullable(z.string()),
  created: timestamp(),
  updated: timestamp(),
  assignedTime: z.nullable(timestamp()),
  assignAuthor: z.nullable(userRefSchema),
  snoozedUntil: z.nullable(timestamp()),
  account: z.object({ id: positiveInt(), displayName: z.string() }),
  leadSource: z.nullable(namedSchema),
  taskTopic: z.nullable(namedSchema),
  /** The campaign's name comes with the campaigns branch; until then null. */
  campaign: z.nullable(z.object({ campaignId: positiveInt(), name: z.nullable(z.string()) })),
  salesPromotion: z.nullable(namedSchema),
  assignee: z.nullable(userRefSchema),
  /** The task's own sales person and participants: SALES users (spec 3 §6). */
  salesPerson: z.nullable(userRefSchema),
  participants: z.array(userRefSchema),
  creator: userRefSchema,
  labels: z.array(namedSchema),
  accountSalesName: z.nullable(z.string()),
  /** The latest activity logged by hand on the task. */
  activity: z.nullable(
    z.object({
      activityType: z.string(),
      creatorName: z.string(),
      message: z.string(),
      creationDate: timestamp(),
    }),
  ),
  activitiesCount: z.int().check(z.nonnegative()),
  activityStatusColor: z.enum(ACTIVITY_STATUS_COLORS),
  version: versionSchema,
});
export type Task = z.infer<typeof taskSchema>;

const optionalId = z.optional(z.nullable(bodyIdSchema));

/** What a task form writes; the status changes by the actions only. */
export const taskWriteSchema = z.strictObject({
  accountId: bodyIdSchema,
  priority: z._default(z.enum(TASK_PRIORITIES), 'MEDIUM'),
  description: z.optional(z.nullable(trimmedMultilineText(TASK_DESCRIPTION_MAX))),
  leadSourceId: optionalId,
  taskTopicId: optionalId,
  campaignId: optionalId,
  salesPromotionId: optionalId,
  labelIds: z._default(z.array(bodyIdSchema).check(z.maxLength(50)), []),
  /** Spec 3 §6: "Only users with the SALES role can be added as task sales person or participant". */
  salesPersonId: optionalId,
  participantIds: z._default(z.array(bodyIdSchema).check(z.maxLength(50)), []),
});
/** A new task: given an assignee it starts IN_PROGRESS, else NEW. */
export const taskCreateSchema = z.extend(taskWriteSchema, { assigneeId: optionalId });
export type TaskCreate = z.input<typeof taskCreateSchema>;
export const taskUpdateSchema = z.extend(taskWriteSchema, { version: versionSchema });
export type TaskUpdate = z.input<typeof taskUpdateSchema>;

/** The task list's filter (spec 3 §3); status left out is ALL. */
export const taskFiltersSchema = z.strictObject({
  status: z.optional(z.enum(TASK_STATUSES)),
  searchFilter: z.optional(trimmedText(100)),
  assigneeId: z.optional(idSchema),
  accountId: z.optional(idSchema),
  labelId: z.optional(idSchema),
  /** Spec 3 §4: "Outcomes used in filters: OFFER_ACCEPTED, OFFER_NOT_ACCEPTED". */
  outcomeFilter: z.optional(z.enum(OUTCOME_FILTERS)),
  salesPromotionId: z.optional(idSchema),
  /** The account's sales person, by user id (the filter picks a sales-role user). */
  accountSales: z.optional(idSchema),
  sourceId: z.optional(idSchema),
  updatedTimeFrame: z.optional(z.enum(UPDATED_TIME_FRAMES)),
  taskTopicId: z.optional(idSchema),
  sort: z._default(z.enum(TASK_SORT_FIELDS), 'created'),
  order: z._default(sortOrderSchema, 'DESC'),
});
export type TaskFilters = z.input<typeof taskFiltersSchema>;

const TASKS_PATH = 'ws-funnel/tasks';

const taskIdsSchema = z
  .array(bodyIdSchema)
  .check(z.minLength(1, 'at least one task'), z.maxLength(1000));

export const assignTasksSchema = z.strictObject({
  taskIds: taskIdsSchema,
  assigneeId: bodyIdSchema,
});
export const archiveTasksSchema = z.strictObject({
  taskIds: taskIdsSchema,
  outcome: z.enum(ARCHIVE_OUTCOMES),
});
export const snoozeTasksSchema = z.strictObject({
  taskIds: taskIdsSchema,
  snoozedUntil: timestamp(),
});
export const doneTasksSchema = z.strictObject({
  taskIds: taskIdsSchema,
  outcome: z.enum(DONE_OUTCOMES),
});
export const restoreTaskSchema = z.strictObject({ taskId: bodyIdSchema });

/**
 * The task actions a toast's "undo" takes back (issue 33): ARCHIVE (back to new) and SNOOZE
 * (back in progress, woken now). A normal transition with its history entry.
 */
export const UNDOABLE_TASK_ACTIONS = ['ARCHIVE', 'SNOOZE'] as const;
export type UndoableTaskAction = (typeof UNDOABLE_TASK_ACTIONS)[number];
export const undoTasksSchema = z.strictObject({
  taskIds: taskIdsSchema,
  action: z.enum(UNDOABLE_TASK_ACTIONS),
});

export const promotionLookupSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  deadline: z.nullable(timestamp()),
});
export type PromotionLookup = z.infer<typeof promotionLookupSchema>;

const nameLookupQuery = z.strictObject({
  nameFilter: z.optional(trimmedText(100)),
  ...pageQueryShape(100),
});

/** The calls of the task queue (spec 3 §7, funnel service). */
export const taskEndpoints = {
  list: endpoint({
    method: 'GET',
    path: TASKS_PATH,
    summary: 'A page of sales tasks by filter and sort',
    query: z.extend(taskFiltersSchema, pageQueryShape(20)),
    response: pageOf(taskSchema),
  }),
  counts: /* @__PURE__ */ countsEndpoint({
    path: TASKS_PATH,
    noun: 'sales task',
    filters: taskFiltersSchema,
    by: 'status',
  }),
  get: endpoint({
    method: 'GET',
    path: `${TASKS_PATH}/{id}`,
    summary: 'One sales task',
    params: idParamsSchema,
    response: taskSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: TASKS_PATH,
    summary: 'Create a sales task',
    body: taskCreateSchema,
    response: taskSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${TASKS_PATH}/{id}`,
    summary: 'Change a sales task; a stale version answers 412',
    params: idParamsSchema,
    body: taskUpdateSchema,
    response: taskSchema,
  }),
  assign: endpoint({
    method: 'POST',
    path: `${TASKS_PATH}/assign`,
    summary: 'Assign tasks to an active user of the company; a result per task',
    body: assignTasksSchema,
    response: bulkResultSchema,
  }),
  archive: endpoint({
    method: 'POST',
    path: `${TASKS_PATH}/archive`,
    summary: 'Archive new tasks with an outcome; a result per task',
    body: archiveTasksSchema,
    response: bulkResultSchema,
  }),
  restore: endpoint({
    method: 'POST',
    path: `${TASKS_PATH}/restore`,
    summary: 'Restore an archived task to NEW',
    body: restoreTaskSchema,
    response: taskSchema,
  }),
  snooze: endpoint({
    method: 'POST',
    path: `${TASKS_PATH}/snooze`,
    summary: 'Snooze tasks in progress until a moment; a result per task',
    body: snoozeTasksSchema,
    response: bulkResultSchema,
  }),
  undo: endpoint({
    method: 'POST',
    path: `${TASKS_PATH}/undo`,
    summary: 'Take back an archive (to NEW) or a snooze (to IN_PROGRESS); a result per task',
    body: undoTasksSchema,
    response: bulkResultSchema,
  }),
  done: endpoint({
    method: 'POST',
    path: `${TASKS_PATH}/done`,
    summary: 'Mark tasks in progress or snoozed done with an outcome; a result per task',
    body: doneTasksSchema,
    response: bulkResultSchema,
  }),
  lookup: endpoint({
    method: 'GET',
    path: `${TASKS_PATH}/lookup`,
    summary: 'At most 30 tasks of a filter, for lookups',
    query: z.strictObject({
      searchFilter: z.optional(trimmedText(100)),
      accountId: z.optional(idSchema),
      status: z.optional(z.enum(TASK_STATUSES)),
    }),
    response: listOf(namedSchema),
  }),
  activePromotions: endpoint({
    method: 'GET',
    path: 'ws-funnel/promotions/active',
    summary: 'Active promotions whose deadline is not reached, by name',
    query: nameLookupQuery,
    response: pageOf(promotionLookupSchema),
  }),
} as const;

/** Task topics (/sales/task-topics): like the lead sources. */
export const topicSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  ...translatedNamesItem,
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type Topic = z.infer<typeof topicSchema>;

export const topicWriteSchema = z.strictObject({
  name: requiredText(TOPIC_NAME_MAX),
  ...translatedNamesWrite(TOPIC_NAME_MAX),
  active: z._default(z.boolean(), true),
});

export const TOPIC_SORT_FIELDS = ['name', 'createdAt', 'updatedAt'] as const;
export const TOPIC_BULK_ACTIONS = ['activate', 'deactivate'] as const;

export const topicEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-funnel/task-topics',
  noun: 'task topic',
  item: topicSchema,
  write: topicWriteSchema,
  filters: z.strictObject({
    nameFilter: z.optional(trimmedText(100)),
    includeInactive: queryFlag(),
    sort: z._default(z.enum(TOPIC_SORT_FIELDS), 'name'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: TOPIC_BULK_ACTIONS,
});
