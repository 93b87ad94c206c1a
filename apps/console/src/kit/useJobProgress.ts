import { type JobProgress, jobEndpoints } from '@adconsole/api';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, useActingCompanyId } from './endpointQuery.ts';

/** How often a running job's progress is asked for. */
export const JOB_POLL_MS = 1000;

const finalStates: readonly JobProgress['state'][] = ['COMPLETED', 'FAILED'];

/** What a progress display shows of a job: done, the share done, and whether it ended well. */
export interface JobProgressView {
  isFinished: boolean;
  tone: 'info' | 'positive' | 'critical';
  /** Items done (or failed) and in all; total 0 while the job plans its items. */
  done: number;
  total: number;
  /** 0 to 100, or undefined while the total is unknown (an indeterminate bar). */
  percent: number | undefined;
}

export function jobProgressView(progress: JobProgress | undefined): JobProgressView {
  const state = progress?.state ?? 'QUEUED';
  const total = progress?.totalItems ?? 0;
  const done = (progress?.doneItems ?? 0) + (state === 'FAILED' ? (progress?.failedItems ?? 0) : 0);
  const isFinished = finalStates.includes(state);
  return {
    isFinished,
    tone: state === 'FAILED' ? 'critical' : state === 'COMPLETED' ? 'positive' : 'info',
    done,
    total,
    percent:
      total > 0 ? Math.round((Math.min(done, total) / total) * 100) : isFinished ? 100 : undefined,
  };
}

/**
 * Follows a job the user started (ws-batch/jobs/{id}/progress) until it completes or fails:
 * polled every second while it runs, then left alone. No job id: nothing is asked.
 */
export function useJobProgress(jobId: number | undefined) {
  const companyId = useActingCompanyId();
  const query = useQuery({
    ...endpointQuery(jobEndpoints.jobsProgress, { params: { id: jobId ?? 0 } }, companyId),
    enabled: jobId !== undefined,
    refetchInterval: (current) =>
      current.state.data && finalStates.includes(current.state.data.state) ? false : JOB_POLL_MS,
  });
  return { progress: query.data, view: jobProgressView(query.data), error: query.error };
}
