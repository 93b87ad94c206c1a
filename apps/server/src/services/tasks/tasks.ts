import { serverMessage, topicEndpoints } from '@adconsole/api/contracts';
import { registerNamedResource } from '../../kit/named.ts';
import type { ServiceContext } from '../context.ts';
import { funnelAccess } from '../crm/sales-records.ts';

import { registerTaskActions } from './tasks-actions.ts';
import { registerTaskLists } from './tasks-list.ts';

export { activityColor } from './tasks-list.ts';

// The sales funnel's work queue (spec 3 §2.5, §3–§5, §7). The transitions and the activity
// colour are documented in apps/server/README.md ("Sales tasks"). Every change of a task writes
// a system activity entry (TASK_FIELD_CHANGED) on its account in the change's transaction, so
// the task's activity list tells its story. Its title and message are German, as the other
// system entries' (the key values carry the change for other languages).

/** The funnel service: tasks, their actions and lookups, and the task topics. */
export function registerTasksService(context: ServiceContext): void {
  const { app, database } = context;
  const { db } = database;
  registerTaskLists(context);
  registerTaskActions(context);

  registerNamedResource(app, db, {
    endpoints: topicEndpoints,
    table: 'taskTopic',
    access: funnelAccess,
    noun: 'topic',
    texts: 'taskTopics',
    nameTaken: serverMessage('topicNameTaken'),
  });
}
