import type { JobProgress } from '@adconsole/api';
import { Stack, Text, Toast } from '@adconsole/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidatePath } from './endpointQuery.ts';
import { useJobProgress } from './useJobProgress.ts';

/** A running job's toast stays until it ends; the result then stays for the usual time. */
const RUNNING_TOAST_MS = 24 * 60 * 60 * 1000;

/**
 * The toast of a job the user started: its name, a progress bar with "n of m", then the result
 * (or the error) once it ends. Texts under the screen's prefix (`texts`, e.g. `batch.toast`):
 * `<texts>.running|completed|failed|planning`, `<texts>.progress` with `done` and `total` — in
 * the screen's namespace, so the sign-in page's `common` texts do not carry them.
 */
export function JobProgressToast({
  jobId,
  ...props
}: Omit<RunningJobProps, 'jobId'> & {
  /** The job; none: no toast (the screen has started none). */
  jobId: number | undefined;
}) {
  return jobId === undefined ? null : <RunningJobToast jobId={jobId} {...props} />;
}

/**
 * A job the screen starts and follows in a toast: `follow(jobId)` once the call has answered,
 * `toast` where the screen renders it; closing the toast forgets the job (`jobId` undefined).
 */
export function useJobToast(props: Omit<RunningJobProps, 'jobId' | 'onClose'>) {
  const [jobId, follow] = useState<number>();
  const toast = <JobProgressToast jobId={jobId} onClose={() => follow(undefined)} {...props} />;
  return { jobId, follow, toast };
}

interface RunningJobProps {
  jobId: number;
  /** The i18n prefix of the toast's texts (see above). */
  texts: string;
  /** What the job does, e.g. "Resend failed mails". */
  title: string;
  onClose: () => void;
  /** Once the job has ended: the place to refresh what it changed. */
  onFinished?: (progress: JobProgress) => void;
  /** Once the job has ended: the path whose answers it changed, marked stale. */
  refreshes?: string;
}

function RunningJobToast({ jobId, title, texts, onClose, onFinished, refreshes }: RunningJobProps) {
  const { t } = useTranslation();
  const invalidate = useInvalidatePath();
  const { progress, view } = useJobProgress(jobId);
  const state = progress?.state;
  const finished = useRef<(done: JobProgress) => void>(() => {});
  finished.current = (done: JobProgress) => {
    onFinished?.(done);
    if (refreshes) void invalidate(refreshes);
  };
  useEffect(() => {
    if (progress && view.isFinished) finished.current(progress);
  }, [progress, view.isFinished]);
  const status = view.isFinished
    ? t(`${texts}.${state === 'FAILED' ? 'failed' : 'completed'}`)
    : t(`${texts}.running`);
  return (
    <Toast
      title={`${title}: ${status}`}
      tone={view.tone === 'info' ? undefined : view.tone}
      duration={view.isFinished ? undefined : RUNNING_TOAST_MS}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      body={
        <Stack space="xsmall">
          <progress
            max={100}
            {...(view.percent === undefined ? {} : { value: view.percent })}
            aria-label={title}
          />
          <Text size="small">
            {view.total > 0
              ? t(`${texts}.progress`, { done: view.done, total: view.total })
              : t(`${texts}.planning`)}
          </Text>
          {state === 'FAILED' && progress?.lastError && (
            <Text size="small">{progress.lastError}</Text>
          )}
        </Stack>
      }
    />
  );
}
