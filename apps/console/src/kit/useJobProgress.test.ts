import type { JobProgress } from '@adconsole/api';
import { describe, expect, it } from 'vitest';
import { jobProgressView } from './useJobProgress.ts';

const job = (overrides: Partial<JobProgress>): JobProgress => ({
  id: 7,
  kind: 'mail.resend-failed',
  state: 'RUNNING',
  totalItems: 0,
  doneItems: 0,
  failedItems: 0,
  lastError: null,
  result: null,
  ...overrides,
});

describe('jobProgressView', () => {
  it('shows an indeterminate bar until the job has planned its items', () => {
    expect(jobProgressView(undefined)).toEqual({
      isFinished: false,
      tone: 'info',
      done: 0,
      total: 0,
      percent: undefined,
    });
    expect(jobProgressView(job({ state: 'QUEUED' })).percent).toBeUndefined();
  });

  it('counts the items done while it runs and retries', () => {
    expect(jobProgressView(job({ totalItems: 8, doneItems: 2 }))).toMatchObject({
      percent: 25,
      done: 2,
      tone: 'info',
    });
    // A failed item is retried: it does not count as done yet.
    expect(
      jobProgressView(job({ state: 'RETRYING', totalItems: 4, doneItems: 1, failedItems: 1 })),
    ).toMatchObject({ percent: 25, isFinished: false });
  });

  it('ends positive or critical; a failed job shows every item as handled', () => {
    expect(jobProgressView(job({ state: 'COMPLETED', totalItems: 3, doneItems: 3 }))).toMatchObject(
      { isFinished: true, tone: 'positive', percent: 100 },
    );
    expect(
      jobProgressView(job({ state: 'FAILED', totalItems: 3, doneItems: 1, failedItems: 2 })),
    ).toMatchObject({ isFinished: true, tone: 'critical', percent: 100, done: 3 });
    expect(jobProgressView(job({ state: 'COMPLETED' })).percent).toBe(100);
  });
});
