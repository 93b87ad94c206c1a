import { type JobDetail, type JobItem, type JobLogLine, jobEndpoints } from '@adconsole/api';
import { formatDateTime } from '@adconsole/i18n';
import {
  Button,
  createDataTableColumns,
  DataTable,
  Inline,
  Link,
  StatusBadge,
  Text,
  useToast,
} from '@adconsole/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../kit/endpointQuery.ts';
import { RecordPage } from '../../kit/RecordPage.tsx';
import type { batchPages } from '../../routes/table/admin.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { jobKindLabel, jobLogHref, jobStateTone } from './jobTexts.ts';

const levelTone = { INFO: 'neutral', WARN: 'warning', ERROR: 'critical' } as const;
const itemTone = { PENDING: 'neutral', DONE: 'positive', FAILED: 'critical' } as const;

/**
 * /admin/batch/log/{jobId}/{resultId}: one run of a job, its facts, the log of one attempt (the
 * result; each retry is one) and its items with what became of each.
 */
export function BatchLogPage() {
  const { t } = useTranslation();
  const { jobId, resultId } = useTableParams<typeof batchPages.log>();
  return (
    <RecordPage<JobDetail>
      calls={{ get: jobEndpoints.jobsGet }}
      id={jobId}
      title={(detail) =>
        t('batch.log.title', { kind: t(jobKindLabel(detail.job.kind)), id: detail.job.id })
      }
      actions={({ job }) =>
        job.state === 'FAILED' || job.state === 'COMPLETED' ? <RerunButton jobId={job.id} /> : null
      }
      facts={({ job }) => [
        [
          t('batch.columns.state'),
          <StatusBadge key="state" tone={jobStateTone(job.state)}>
            {t(`batch.states.${job.state}`)}
          </StatusBadge>,
        ],
        [
          t('batch.columns.progress'),
          t('batch.progress', { done: job.doneItems, total: job.totalItems }),
        ],
        [
          t('batch.columns.attempts'),
          t('batch.attemptOf', { attempt: job.attempts, max: job.maxAttempts }),
        ],
        [t('batch.columns.startedBy'), job.startedBy?.name ?? t('batch.system')],
        [t('batch.columns.createdAt'), formatDateTime(job.createdAt)],
        [t('batch.columns.startedAt'), job.startedAt ? formatDateTime(job.startedAt) : null],
        [t('batch.columns.finishedAt'), job.finishedAt ? formatDateTime(job.finishedAt) : null],
        [t('batch.log.result'), job.result],
        [t('batch.log.lastError'), job.lastError],
      ]}
      tabs={(detail) => [
        {
          id: 'log',
          label: t('batch.log.tabs.log'),
          render: () => <AttemptLog detail={detail} attempt={resultId} />,
        },
        {
          id: 'items',
          label: t('batch.log.tabs.items', { count: detail.items.length }),
          render: () => <ItemTable items={detail.items} />,
        },
      ]}
    />
  );
}

function AttemptLog({ detail, attempt }: { detail: JobDetail; attempt: number }) {
  const { t } = useTranslation();
  const lines = detail.log.filter((line) => line.attempt === attempt);
  const attempts = Array.from(
    { length: Math.max(detail.job.attempts, 1) },
    (_, index) => index + 1,
  );
  const columns = useMemo(() => {
    const column = createDataTableColumns<JobLogLine & { id: string }>();
    return [
      column.accessor('at', {
        header: t('batch.log.columns.at'),
        cell: (info) => formatDateTime(info.getValue(), { seconds: true }),
        meta: { width: '11rem' },
      }),
      column.accessor('level', {
        header: t('batch.log.columns.level'),
        cell: (info) => (
          <StatusBadge tone={levelTone[info.getValue()]}>
            {t(`batch.log.levels.${info.getValue()}`)}
          </StatusBadge>
        ),
        meta: { width: '8rem' },
      }),
      column.accessor('message', { header: t('batch.log.columns.message') }),
    ];
  }, [t]);
  return (
    <>
      <nav aria-label={t('batch.log.attempts')}>
        <Inline space="small">
          <Text size="small" tone="muted">
            {t('batch.log.attempts')}
          </Text>
          {attempts.map((number) => (
            <Link
              key={number}
              href={jobLogHref(detail.job, number)}
              aria-current={number === attempt ? 'page' : undefined}
            >
              {t('batch.log.attempt', { attempt: number })}
            </Link>
          ))}
        </Inline>
      </nav>
      <DataTable
        aria-label={t('batch.log.attempt', { attempt })}
        columns={columns}
        rows={lines.map((line, index) => ({ ...line, id: String(index) }))}
        getRowId={(row) => row.id}
      />
    </>
  );
}

function ItemTable({ items }: { items: readonly JobItem[] }) {
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const column = createDataTableColumns<JobItem>();
    return [
      column.accessor('label', { header: t('batch.items.columns.label') }),
      column.accessor('state', {
        header: t('batch.items.columns.state'),
        cell: (info) => (
          <StatusBadge tone={itemTone[info.getValue()]}>
            {t(`batch.items.states.${info.getValue()}`)}
          </StatusBadge>
        ),
        meta: { width: '8rem' },
      }),
      column.accessor('attempts', {
        header: t('batch.items.columns.attempts'),
        meta: { width: '7rem' },
      }),
      column.accessor('message', {
        header: t('batch.items.columns.message'),
        cell: (info) => info.getValue() ?? '',
      }),
      column.accessor('doneAt', {
        header: t('batch.items.columns.doneAt'),
        cell: (info) => (info.getValue() ? formatDateTime(info.getValue()) : '–'),
      }),
    ];
  }, [t]);
  return (
    <DataTable
      aria-label={t('batch.items.title')}
      columns={columns}
      rows={items}
      getRowId={(item) => item.key}
    />
  );
}

/** Runs a failed or completed run's kind again, as a new run, and opens its log. */
function RerunButton({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const rerun = useMutation({
    mutationFn: () => call(jobEndpoints.jobsRerun, { params: { id: jobId } }),
    onSuccess: ({ jobId: next }) => {
      toast({ title: t('batch.log.rerunStarted', { id: next }), tone: 'positive' });
      void navigate({ to: jobLogHref({ id: next, attempts: 1 }) });
    },
    onError: (error) =>
      toast({ title: t('batch.log.rerun'), body: error.message, tone: 'critical' }),
  });
  return (
    <Button variant="secondary" isBusy={rerun.isPending} onPress={() => rerun.mutate()}>
      {t('batch.log.rerun')}
    </Button>
  );
}
