import type { Task, TaskFieldChange } from '@adconsole/api/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SalesTaskTable } from '../../db/schema-tasks.ts';
import type { Scope } from '../../kit/scope.ts';
import { userNames } from '../crm/sales-records.ts';

// What an update of a task changed, field by field, from → to (issue 37: "the task's history
// shows no old/new values"): each value as people read it, a reference by its name (the
// account, source, topic, campaign, promotion, users), never its id. The priority stays its
// code: the reader's language says it (`tasks.priority.*`). Written with the update's
// TASK_UPDATED entry, in its transaction, as the key value `changes` (JSON).

/** The longest description an entry quotes; a longer one ends in "…". */
const QUOTED = 80;

const quoted = (text: string | null | undefined) =>
  !text ? null : text.length > QUOTED ? `${text.slice(0, QUOTED - 1)}…` : text;

/** The stored fields of a task's form that an update compares (tasks-actions `storedFields`). */
export type TaskFields = Pick<
  Selectable<SalesTaskTable>,
  | 'priority'
  | 'description'
  | 'accountId'
  | 'leadSourceId'
  | 'taskTopicId'
  | 'campaignId'
  | 'salesPromotionId'
  | 'salesPersonUserId'
>;

/** The name of one row of a named table, read in the update's transaction. */
async function nameIn(
  scope: Scope,
  db: Db,
  table: 'leadSource' | 'taskTopic' | 'salesPromotion' | 'campaign',
  id: number | null,
): Promise<string | null> {
  if (!id) return null;
  const row = await scope.rows(table, db).select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? null;
}

/** The changes of an update: `before` as it was read, `after` what the update stores. */
export async function taskChanges(
  scope: Scope,
  db: Db,
  before: Task,
  after: TaskFields,
  participantIds: readonly number[],
  changed: readonly string[],
): Promise<TaskFieldChange[]> {
  const users = await userNames(db, [
    ...(after.salesPersonUserId ? [after.salesPersonUserId] : []),
    ...participantIds,
  ]);
  const nameOfUser = (id: number) => users.get(id)?.name ?? `#${id}`;
  const campaignOf = (campaign: Task['campaign']) =>
    campaign ? (campaign.name ?? `#${campaign.campaignId}`) : null;
  const value: Record<string, () => Promise<[string | null, string | null]>> = {
    priority: async () => [before.priority, after.priority],
    description: async () => [quoted(before.description), quoted(after.description)],
    accountId: async () => {
      const account = await scope
        .byId('account', after.accountId, db)
        .select('displayName')
        .executeTakeFirst();
      return [before.account.displayName, account?.displayName ?? null];
    },
    leadSourceId: async () => [
      before.leadSource?.name ?? null,
      await nameIn(scope, db, 'leadSource', after.leadSourceId),
    ],
    taskTopicId: async () => [
      before.taskTopic?.name ?? null,
      await nameIn(scope, db, 'taskTopic', after.taskTopicId),
    ],
    campaignId: async () => {
      const name = await nameIn(scope, db, 'campaign', after.campaignId);
      return [
        campaignOf(before.campaign),
        after.campaignId ? (name ?? `#${after.campaignId}`) : null,
      ];
    },
    salesPromotionId: async () => [
      before.salesPromotion?.name ?? null,
      await nameIn(scope, db, 'salesPromotion', after.salesPromotionId),
    ],
    salesPersonUserId: async () => [
      before.salesPerson?.name ?? null,
      after.salesPersonUserId ? nameOfUser(after.salesPersonUserId) : null,
    ],
    participantIds: async () => [
      before.participants.map((user) => user.name).join(', ') || null,
      participantIds.map(nameOfUser).join(', ') || null,
    ],
  };
  const changes: TaskFieldChange[] = [];
  for (const field of changed) {
    const read = value[field];
    if (!read) continue;
    const [from, to] = await read();
    changes.push({ field, from, to });
  }
  return changes;
}
