import type { JobRun } from '@adconsole/api';

/** A job state's badge tone. */
export const jobStateTone = (state: JobRun['state']) =>
  state === 'COMPLETED'
    ? 'positive'
    : state === 'FAILED'
      ? 'critical'
      : state === 'RETRYING'
        ? 'warning'
        : 'neutral';

/** The i18n key of a job kind's name (`mail.send` → `batch.kinds.mail-send`). */
export const jobKindLabel = (kind: string) => `batch.kinds.${kind.replace(/\./g, '-')}`;

/** Where a run's log is: its last attempt (the route's result). */
export const jobLogHref = (job: Pick<JobRun, 'id' | 'attempts'>, attempt = job.attempts) =>
  `/admin/batch/log/${job.id}/${Math.max(attempt, 1)}`;
