import { JOB_KINDS, JOB_SORT_FIELDS, JOB_STATES, type JobRun, jobEndpoints } from '@adconsole/api';
import { formatDateTime } from '@adconsole/i18n';
import { createDataTableColumns, StatusBadge } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../kit/ListView.tsx';
import {
  choiceParam,
  defineList,
  type ListParam,
  type ListRules,
  type PagedState,
} from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { jobKindLabel, jobLogHref, jobStateTone } from './jobTexts.ts';

/** A parameter the screen fixes: always sent, never in the URL, no filter. */
const fixed = <const Value extends string>(value: Value): ListParam<Value> => ({
  url: '_',
  defaultValue: value,
  read: () => value,
  write: () => undefined,
  send: () => value,
});

const params = {
  state: choiceParam(JOB_STATES, {
    filter: 'batch.filters.state',
    all: 'batch.filters.allStates',
    labels: 'batch.states',
  }),
  kind: choiceParam(JOB_KINDS, {
    filter: 'batch.filters.kind',
    all: 'batch.filters.allKinds',
    optionLabel: jobKindLabel,
  }),
};
const sort = { fields: JOB_SORT_FIELDS, field: 'createdAt', order: 'DESC' } as const;
const pageSizes = [25, 50, 100];

/** /admin/batch/list: every run of the background jobs (spec 1 §2.3). */
const batchList = defineList({ params, sort, pageSizes });
/** /admin/batch-k8s/list: the runs of the scheduled jobs (the server's cron, one at a time). */
const scheduledList = defineList({
  params: { ...params, runtime: fixed('SCHEDULED') },
  sort,
  pageSizes,
});

function useJobColumns() {
  const { t } = useTranslation();
  return useMemo(() => {
    const column = createDataTableColumns<JobRun>();
    const when = (value: string | null) => (value ? formatDateTime(value) : '–');
    return [
      column.accessor('kind', {
        header: t('batch.columns.kind'),
        cell: (info) => t(jobKindLabel(info.getValue())),
      }),
      column.accessor('state', {
        header: t('batch.columns.state'),
        cell: (info) => (
          <StatusBadge tone={jobStateTone(info.getValue())}>
            {t(`batch.states.${info.getValue()}`)}
          </StatusBadge>
        ),
        meta: { width: 'minmax(9rem, max-content)' },
      }),
      column.display({
        id: 'progress',
        header: t('batch.columns.progress'),
        cell: ({ row: { original: job } }) =>
          job.failedItems > 0
            ? t('batch.progressFailed', {
                done: job.doneItems,
                total: job.totalItems,
                failed: job.failedItems,
              })
            : t('batch.progress', { done: job.doneItems, total: job.totalItems }),
      }),
      column.accessor('attempts', {
        header: t('batch.columns.attempts'),
        cell: ({ row: { original: job } }) =>
          t('batch.attemptOf', { attempt: job.attempts, max: job.maxAttempts }),
        meta: { width: '7rem' },
      }),
      column.accessor('startedAt', {
        header: t('batch.columns.startedAt'),
        cell: (info) => when(info.getValue()),
      }),
      column.accessor('finishedAt', {
        header: t('batch.columns.finishedAt'),
        cell: (info) => when(info.getValue()),
      }),
      column.accessor((job) => job.startedBy?.name ?? '', {
        id: 'startedBy',
        header: t('batch.columns.startedBy'),
        cell: (info) => info.getValue() || t('batch.system'),
      }),
    ];
  }, [t]);
}

/** The job runs of one list declaration, each row leading to its log. */
function JobList<State extends PagedState>({
  definition,
  listKey,
}: {
  definition: ListRules<State>;
  listKey: string;
}) {
  const list = useList({ definition, listKey, calls: { list: jobEndpoints.jobsList } });
  return <ListView list={list} columns={useJobColumns()} getRowHref={jobLogHref} />;
}

export function BatchListPage() {
  return <JobList definition={batchList} listKey="admin-batch" />;
}

export function ScheduledBatchListPage() {
  return <JobList definition={scheduledList} listKey="admin-batch-k8s" />;
}
