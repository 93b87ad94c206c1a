import { type BulkResult, type Endpoint, jobEndpoints } from '@adconsole/api';
import { call, callAny } from './endpointQuery.ts';

// A bulk action's run of many rows in the background (issue 38: the invoices' issue of 1,235
// drafts answers a job): followed until it ends, then its rows' outcomes read. Loaded by
// `useList` only when a run answers a job.

/** How often a bulk action's background run is asked how far it is. */
const BULK_JOB_POLL_MS = 1000;

/** How far a bulk run's job is: its rows done (or failed) so far, of how many. */
export interface BulkJobProgress {
  id: number;
  done: number;
  total: number;
}

/**
 * Follows a bulk run's job until it completes or fails, telling `onProgress` how far it is;
 * answers each row's outcome (`results`: the list's `bulkRun` call).
 */
export async function followBulkJob(
  jobId: number,
  results: Endpoint,
  onProgress: (job: BulkJobProgress) => void,
): Promise<BulkResult> {
  for (;;) {
    const progress = await call(jobEndpoints.jobsProgress, { params: { id: jobId } });
    onProgress({
      id: jobId,
      done: progress.doneItems + progress.failedItems,
      total: progress.totalItems,
    });
    if (progress.state === 'COMPLETED' || progress.state === 'FAILED') break;
    await new Promise((resolve) => setTimeout(resolve, BULK_JOB_POLL_MS));
  }
  return (await callAny(results, { params: { id: jobId } })) as BulkResult;
}
