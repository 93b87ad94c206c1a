import {
  type ActivityStatusColor,
  activityEndpoints,
  OUTCOME_FILTERS,
  TASK_SORT_FIELDS,
  TASK_TAB_SORTS,
  TASK_TABS,
  type Task,
  type TaskTab,
  taskEndpoints,
  UNASSIGNED_TASK_STATUSES,
  UPDATED_TIME_FRAMES,
} from '@adconsole/api';
import { formatDateTime, formatDisplayDate, formatNumber } from '@adconsole/i18n';
import {
  Button,
  createDataTableColumns,
  Inline,
  Link,
  lazyPart,
  PlusIcon,
  StatusBadge,
  Tooltip,
} from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAccountOptions, loadLabelOptions, loadParticipantOptions } from '../../app/lookups.ts';
import { currentUserQuery } from '../../app/session.ts';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, lookupParam, textParam } from '../../kit/listDefinition.ts';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { useList } from '../../kit/useList.ts';
import { useRestoreTask } from './TaskDialogs.tsx';
import {
  loadPromotionOptions,
  loadSourceOptions,
  loadTopicOptions,
  loadUserOptions,
} from './taskLookups.ts';

/**
 * /sales/tasks (spec 3 §2.5): the sales funnel's work queue in six tabs with their counts, the
 * ten filters and the search, bulk Assign and Archive on Unassigned, Restore on Archived.
 */
export const taskList = defineList({
  params: {
    status: choiceParam(TASK_TABS.slice(1) as Exclude<TaskTab, 'ALL'>[]),
    search: textParam({ query: 'searchFilter', filter: 'tasks.filters.search' }),
    assignee: lookupParam({
      query: 'assigneeId',
      filter: 'tasks.filters.assignee',
      loadOptions: loadUserOptions,
    }),
    account: lookupParam({
      query: 'accountId',
      filter: 'tasks.filters.account',
      loadOptions: loadAccountOptions,
    }),
    label: lookupParam({
      query: 'labelId',
      filter: 'tasks.filters.label',
      loadOptions: loadLabelOptions,
    }),
    promotion: lookupParam({
      query: 'salesPromotionId',
      filter: 'tasks.filters.promotion',
      loadOptions: loadPromotionOptions,
    }),
    accountSales: lookupParam({
      filter: 'tasks.filters.accountSales',
      loadOptions: loadParticipantOptions,
    }),
    source: lookupParam({
      query: 'sourceId',
      filter: 'tasks.filters.source',
      loadOptions: loadSourceOptions,
    }),
    topic: lookupParam({
      query: 'taskTopicId',
      filter: 'tasks.filters.topic',
      loadOptions: loadTopicOptions,
    }),
    outcome: choiceParam(OUTCOME_FILTERS, {
      query: 'outcomeFilter',
      filter: 'tasks.filters.outcome',
      labels: 'tasks.outcome',
    }),
    updated: choiceParam(UPDATED_TIME_FRAMES, {
      query: 'updatedTimeFrame',
      filter: 'tasks.filters.updatedTimeFrame',
      labels: 'tasks.timeFrame',
    }),
  },
  sort: { fields: TASK_SORT_FIELDS, field: 'created', order: 'DESC' },
  tabs: {
    param: 'status',
    values: TASK_TABS,
    all: 'ALL',
    label: (tab) => `tasks.tabs.${tab}`,
    sortOf: (tab) => TASK_TAB_SORTS[tab as TaskTab],
    // The unassigned tabs list tasks nobody holds: the assignee filter does not apply there.
    offOn: (tab) =>
      (UNASSIGNED_TASK_STATUSES as readonly string[]).includes(tab) ? ['assignee'] : [],
  },
  pageSizes: [20, 50, 100],
});

const FILTER_KEYS = [
  'search',
  'assignee',
  'account',
  'label',
  'promotion',
  'accountSales',
  'source',
  'topic',
  'outcome',
  'updated',
] as const;

export const colorTones: Record<ActivityStatusColor, 'positive' | 'warning' | 'critical'> = {
  GREEN: 'positive',
  YELLOW: 'warning',
  RED: 'critical',
};

const detailsHref = (task: Task) => `/sales/tasks/details/${task.id}`;

/**
 * What the activity colours mean, shown above the list (issue 33 point 19: coloured number pills
 * need a legend a reader sees without hovering).
 */
function ActivityLegend({ t }: { t: TFunction }) {
  return (
    <Inline space="small">
      <span>{t('tasks.activity.legend')}</span>
      {(Object.keys(colorTones) as ActivityStatusColor[]).map((color) => (
        <StatusBadge key={color} tone={colorTones[color]}>
          {t(`tasks.activity.${color}`)}
        </StatusBadge>
      ))}
    </Inline>
  );
}

/**
 * The activity badge in its colour; the tooltip says what the colour means and gives the latest
 * activity's message, creator and date.
 */
export function ActivityBadge({ task, t }: { task: Task; t: TFunction }) {
  const label = t('tasks.activity.count', { count: task.activitiesCount });
  const meaning = t(`tasks.activity.${task.activityStatusColor}`);
  const tooltip = task.activity
    ? `${meaning}: ${t('tasks.activity.tooltip', {
        message: task.activity.message,
        creator: task.activity.creatorName,
        date: formatDateTime(task.activity.creationDate),
      })}`
    : meaning;
  return (
    <Tooltip content={tooltip}>
      <Link href={`${detailsHref(task)}?tab=activities`} aria-label={`${label}: ${tooltip}`}>
        <StatusBadge tone={colorTones[task.activityStatusColor]}>
          {formatNumber(task.activitiesCount)}
        </StatusBadge>
      </Link>
    </Tooltip>
  );
}

export function taskColumns(t: TFunction, tab: string, restore: (task: Task) => void) {
  const column = createDataTableColumns<Task>();
  const date = (id: 'created' | 'updated' | 'assignedTime' | 'snoozedUntil') =>
    column.accessor((task) => task[id], {
      id,
      header: t(`tasks.columns.${id}`),
      cell: (info) => {
        const value = info.getValue();
        return value ? formatDisplayDate(value) : '';
      },
      // Issue 37: a date is never cut (the kit widens its column to the widest).
      meta: { kind: 'date' },
    });
  return [
    column.accessor('id', {
      id: 'id',
      header: t('tasks.columns.id'),
      cell: (info) => (
        <Link
          href={detailsHref(info.row.original)}
          aria-label={t('tasks.taskLink', { id: info.getValue() })}
        >
          {`#${info.getValue()}`}
        </Link>
      ),
      meta: { width: '5rem' },
    }),
    column.accessor((task) => task.account.displayName, {
      id: 'account',
      header: t('tasks.columns.account'),
      cell: (info) => (
        <Link href={`/crm/accounts/${info.row.original.account.id}`}>{info.getValue()}</Link>
      ),
      meta: { kind: 'name' },
    }),
    column.accessor((task) => task.taskTopic?.name ?? '', {
      id: 'topic',
      header: t('tasks.columns.topic'),
    }),
    ...(tab === 'ALL'
      ? [
          column.accessor((task) => task.status, {
            id: 'status',
            header: t('tasks.columns.status'),
            cell: (info) => t(`tasks.status.${info.getValue()}`),
            meta: { kind: 'status' },
          }),
        ]
      : []),
    column.accessor((task) => task.priority, {
      id: 'priority',
      header: t('tasks.columns.priority'),
      cell: (info) => t(`tasks.priority.${info.getValue()}`),
      meta: { kind: 'status' },
    }),
    ...((UNASSIGNED_TASK_STATUSES as readonly string[]).includes(tab)
      ? []
      : [
          column.accessor((task) => task.assignee?.name ?? '', {
            id: 'assignee',
            header: t('tasks.columns.assignee'),
          }),
        ]),
    column.display({
      id: 'activity',
      header: t('tasks.columns.activity'),
      cell: ({ row }) => <ActivityBadge task={row.original} t={t} />,
      meta: { kind: 'status' },
    }),
    date('created'),
    tab === 'SNOOZED'
      ? date('snoozedUntil')
      : tab === 'DONE'
        ? date('assignedTime')
        : date('updated'),
    column.accessor((task) => task.leadSource?.name ?? '', {
      id: 'source',
      header: t('tasks.columns.source'),
    }),
    // Issue 37: the task's own sales person (the form's field), empty where it names none; the
    // invoicing account's in a column of its own that says so (the "sales person" filter
    // narrows by the task's own, else the account's).
    column.accessor((task) => task.salesPerson?.name ?? '', {
      id: 'salesPerson',
      header: t('tasks.columns.salesPerson'),
    }),
    column.accessor((task) => task.accountSalesName ?? '', {
      id: 'accountSales',
      header: t('tasks.columns.accountSales'),
      meta: { hiddenAtFirst: true },
    }),
    ...(tab === 'DONE' || tab === 'ARCHIVED'
      ? [
          column.accessor((task) => (task.outcome ? t(`tasks.outcome.${task.outcome}`) : ''), {
            id: 'outcome',
            header: t('tasks.columns.outcome'),
          }),
        ]
      : []),
    // Issue 37: fourteen columns cut every one at 1440 px: the tags and the campaign wait in
    // the column picker ("Shown fields") until someone shows them.
    column.accessor((task) => task.labels.map((label) => label.name).join(', '), {
      id: 'labels',
      header: t('tasks.columns.labels'),
      meta: { hiddenAtFirst: true },
    }),
    column.display({
      id: 'campaign',
      header: t('tasks.columns.campaign'),
      meta: { hiddenAtFirst: true },
      cell: ({ row: { original } }) =>
        original.campaign ? (
          <Link href={`/orders/campaigns/ALL/${original.campaign.campaignId}`}>
            {original.campaign.name ??
              t('tasks.campaignLink', { id: original.campaign.campaignId })}
          </Link>
        ) : null,
    }),
    ...(tab === 'ARCHIVED'
      ? [
          column.display({
            id: 'actions',
            header: t('tasks.columns.actions'),
            cell: ({ row: { original } }) => (
              <Button
                variant="secondary"
                size="small"
                onPress={() => restore(original)}
                aria-label={t('tasks.actions.restoreNamed', { name: original.name })}
              >
                {t('tasks.actions.restore')}
              </Button>
            ),
          }),
        ]
      : []),
  ];
}

// The bulk actions' dialogs (their forms) load when one first opens (issue 36).
const assignDialog = lazyPart(() =>
  import('./TaskActionDialogs.tsx').then((module) => module.AssignTasksDialog),
);
const archiveDialog = lazyPart(() =>
  import('./TaskActionDialogs.tsx').then((module) => module.ArchiveTasksDialog),
);

type Dialog = { kind: 'assign' | 'archive'; ids: number[] } | undefined;

export function TasksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useQuery(currentUserQuery).data;
  // Spec 3 §2.5 "the signed-in user is pre-selected as assigned user if found": looked up among
  // the assignee filter's choices (the acting company's active users) each time the list opens.
  const myName = me ? `${me.firstName} ${me.lastName}` : '';
  const found = useEndpoint(
    activityEndpoints.usersSearch,
    { query: { filter: myName.slice(0, 100), limit: 100 } },
    { enabled: Boolean(me) },
  );
  const meFound = found.data?.items.find((user) => user.userId === me?.userId);
  const [dialog, setDialog] = useState<Dialog>();
  const list = useList({
    definition: taskList,
    listKey: 'sales-tasks',
    calls: taskEndpoints,
    // Spec 3 §2.5: "When filters are empty, the signed-in user is pre-selected as assigned user
    // if found": on every opening with empty filters, once the lookup answered (a user the
    // acting company does not list, e.g. after a company switch, is not pre-selected). Known
    // before the first call, so the list is fetched once.
    firstVisit: {
      isReady: Boolean(me) && !found.isPending,
      everyOpening: true,
      state: (state) => {
        if (!meFound || !FILTER_KEYS.every((filter) => !state[filter])) return undefined;
        return { assignee: { id: String(meFound.userId), label: meFound.name } };
      },
    },
    bulkActions: [
      {
        action: 'assign',
        label: 'tasks.actions.assign',
        onPress: (ids) => setDialog({ kind: 'assign', ids }),
      },
      {
        action: 'archive',
        label: 'tasks.actions.archive',
        onPress: (ids) => setDialog({ kind: 'archive', ids }),
      },
    ],
  });
  const tab = list.tabs?.selected ?? 'ALL';
  const restore = useRestoreTask();
  const columns = useMemo(() => taskColumns(t, tab, restore), [t, tab, restore]);
  // Bulk selection exists only on the Unassigned tab (spec 3 §2.5).
  const shown = tab === 'NEW' ? list : { ...list, bulk: { ...list.bulk, actions: [] } };
  const done = () => {
    setDialog(undefined);
    list.setSelection({});
  };
  return (
    <>
      <ListView
        list={shown}
        columns={columns}
        getRowHref={detailsHref}
        description={<ActivityLegend t={t} />}
        actions={
          <Button
            icon={<PlusIcon />}
            onPress={() => void navigate({ href: '/sales/tasks/create' })}
          >
            {t('tasks.actions.create')}
          </Button>
        }
      />
      {dialog?.kind === 'assign' && (
        <OnDemandDialog
          part={assignDialog}
          props={{ ids: dialog.ids, onClose: () => setDialog(undefined), onDone: done }}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'archive' && (
        <OnDemandDialog
          part={archiveDialog}
          props={{ ids: dialog.ids, onClose: () => setDialog(undefined), onDone: done }}
          onClose={() => setDialog(undefined)}
        />
      )}
    </>
  );
}
