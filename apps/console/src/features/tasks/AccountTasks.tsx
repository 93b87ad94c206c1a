import { TASK_SORT_FIELDS, TASK_STATUSES, type Task, taskEndpoints } from '@adconsole/api';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { useRestoreTask } from './TaskDialogs.tsx';
import { taskColumns } from './TasksPage.tsx';

// An invoicing account's tasks (issue 37: the account page's tasks tab): the task queue's
// columns, every status (a status filter instead of the queue's tabs), newest first, each row
// opening the task. Assigning and archiving stay on the queue (/sales/tasks).

const accountTaskList = defineList({
  params: {
    search: textParam({ query: 'searchFilter', filter: 'tasks.filters.search' }),
    status: choiceParam(TASK_STATUSES, { filter: 'tasks.filters.status', labels: 'tasks.status' }),
  },
  sort: { fields: TASK_SORT_FIELDS, field: 'created', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

/** The tasks of one account, as the account page's tab. */
export function AccountTasks({ account }: { account: { id: number; name: string } }) {
  const { t } = useTranslation();
  const list = useList({
    definition: accountTaskList,
    listKey: 'crm-account-tasks',
    calls: taskEndpoints,
    query: (query: Record<string, unknown>) => ({ ...query, accountId: account.id }),
  });
  const restore = useRestoreTask();
  // The ALL tab's columns: the status shows, the account does not repeat the page's.
  const columns = useMemo(
    () => taskColumns(t, 'ALL', restore).filter((column) => column.id !== 'account'),
    [t, restore],
  );
  return (
    <ListView
      list={list}
      columns={columns}
      embedded
      label={t('tasks.listOf', { name: account.name })}
      getRowHref={(task: Task) => `/sales/tasks/details/${task.id}`}
    />
  );
}
