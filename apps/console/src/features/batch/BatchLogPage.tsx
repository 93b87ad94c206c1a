import { type JobDetail, type JobItem, jobEndpoints } from '@adconsole/api';
import { formatDateTime } from '@adconsole/i18n';
import { Button, Inline, Link, Stack, StatusBadge, Text, useToast } from '@adconsole/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { call } from '../../kit/endpointQuery.ts';
import { RecordPage } from '../../kit/RecordPage.tsx';
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
  const { jobId, resultId } = useTableParams<'admin.batchLog'>();
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
          render: () => <ItemList items={detail.items} />,
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
  return (
    <Stack space="medium">
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
      {/* The log of one attempt, oldest line first: a list, not a table to sort or select. */}
      <Stack as="ol" space="small" aria-label={t('batch.log.attempt', { attempt })}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a log only grow at its end
          <Inline as="li" key={index} space="small">
            <Text size="small" tone="muted">
              {formatDateTime(line.at, { seconds: true })}
            </Text>
            <StatusBadge tone={levelTone[line.level]}>
              {t(`batch.log.levels.${line.level}`)}
            </StatusBadge>
            <Text size="small">{line.message}</Text>
          </Inline>
        ))}
      </Stack>
    </Stack>
  );
}

function ItemList({ items }: { items: readonly JobItem[] }) {
  const { t } = useTranslation();
  return (
    <Stack as="ul" space="small" aria-label={t('batch.items.title')}>
      {items.map((item) => (
        <Inline as="li" key={item.key} space="small">
          <StatusBadge tone={itemTone[item.state]}>
            {t(`batch.items.states.${item.state}`)}
          </StatusBadge>
          <Text weight="strong">{item.label}</Text>
          <Text size="small" tone="muted">
            {[
              t('batch.items.attempts', { count: item.attempts }),
              item.doneAt ? formatDateTime(item.doneAt) : null,
              item.message,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Inline>
      ))}
    </Stack>
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
