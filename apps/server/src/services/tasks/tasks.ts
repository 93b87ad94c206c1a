import { type Topic, topicEndpoints } from '@adconsole/api/contracts';
import { activeUnless, caseless, contains } from '../../kit/list.ts';
import { registerResource } from '../../kit/resource.ts';
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

const refusal = (reason: string, translationKey: string) => ({ reason, translationKey });

/** The funnel service: tasks, their actions and lookups, and the task topics. */
export function registerTasksService(context: ServiceContext): void {
  const { app, database } = context;
  const { db } = database;
  registerTaskLists(context);
  registerTaskActions(context);

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
