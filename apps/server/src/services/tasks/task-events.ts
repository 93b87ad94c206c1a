import { saidTaskChanges, TASK_FIELD_NAMES, taskFieldChangesOf } from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import type { Scope } from '../../kit/scope.ts';
import { bundledText } from '../../kit/texts.ts';
import { formatMailDate, interpolate } from '../../mail/texts.ts';

// A task's changes on its account's timeline (spec 2 §2, TASK_FIELD_CHANGED). An entry is an
// event with parameters in its key values (`event`, `taskId`, `assignee`, `outcome`,
// `snoozedUntil`, `fields`…): the console says it in the reader's language from
// `activities.events.<event>.title|message`, each value through its type's formatter. The
// stored title and message are the German sentence of the same texts, for the search and for
// readers of the raw call; no code and no ISO timestamp in them.

export const TASK_EVENTS = [
  'TASK_CREATED',
  'TASK_CREATED_ASSIGNED',
  'TASK_UPDATED',
  'TASK_SAVED',
  'TASK_ASSIGNED',
  'TASK_TAKEN',
  'TASK_ARCHIVED',
  'TASK_SNOOZED',
  'TASK_DONE',
  'TASK_RESTORED',
  'TASK_WOKEN',
] as const;
export type TaskEvent = (typeof TASK_EVENTS)[number];

/** The German sentence's values: dates in Zurich, outcomes and fields by their names. */
function germanValues(params: Record<string, string>): Record<string, string> {
  const values = { ...params };
  if (params.snoozedUntil) values.snoozedUntil = formatMailDate(new Date(params.snoozedUntil));
  if (params.outcome) values.outcome = bundledText('de', `tasks.outcome.${params.outcome}`);
  const changes = taskFieldChangesOf(params.changes);
  if (changes.length > 0) {
    // "Priorität: Mittel → Hoch; Quelle: Messe → Webinar" (issue 37: old and new values).
    values.fields = saidTaskChanges(
      changes,
      (field) => bundledText('de', `tasks.facts.${TASK_FIELD_NAMES[field] ?? field}`),
      (field, value) =>
        value === null
          ? '–'
          : field === 'priority'
            ? bundledText('de', `tasks.priority.${value}`)
            : value,
    );
  } else if (params.fields) {
    values.fields = params.fields
      .split(',')
      .map((field) => bundledText('de', `tasks.facts.${TASK_FIELD_NAMES[field] ?? field}`))
      .join(', ');
  }
  return values;
}

/** Who a task's change is written by: a signed-in caller, or the user a lead's webhook acts as. */
export interface TaskAuthor {
  user: Pick<Actor['user'], 'userId'>;
}

/** The system entry of a task change: on the task's account, written by the actor. */
export async function logTaskEvent(
  scope: Scope,
  db: Db,
  actor: TaskAuthor,
  task: { id: number; accountId: number },
  event: TaskEvent,
  params: Record<string, string> = {},
) {
  const keyValues = { taskId: String(task.id), event, ...params };
  const german = germanValues(keyValues);
  await scope
    .insert(
      'activity',
      {
        entityType: 'ACCOUNT',
        entityId: task.accountId,
        accountId: task.accountId,
        taskId: task.id,
        activityType: 'TASK_FIELD_CHANGED',
        title: interpolate(bundledText('de', `activities.events.${event}.title`), german),
        message: interpolate(bundledText('de', `activities.events.${event}.message`), german),
        activityDate: new Date(),
        creatorUserId: actor.user.userId,
        keyValues: JSON.stringify(keyValues),
      },
      db,
    )
    .execute();
}
