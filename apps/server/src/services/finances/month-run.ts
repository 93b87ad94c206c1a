import { businessDay, serverMessage } from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import { HttpError, ValidationError } from '../../http/errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { type Scope, scopeOf } from '../../kit/scope.ts';
import { monthPeriod } from './invoice-rules.ts';

// A month's run of a company as a background job (the invoice run, issue 38; the payout run,
// issue 39): its items are planned once on the company's scope, each is done in its own
// transaction (the queue marks it done in the same one), one run of a kind at a time, and only
// for a month that has ended.

/** A month is run once it has ended (the running month was offered by default, issue 38). */
export function requireEnded(month: string) {
  if (monthPeriod(month).to >= businessDay()) {
    throw new ValidationError({ month: serverMessage('monthNotEnded') }, []);
  }
}

export interface MonthRun {
  kind: string;
  /** Items at once (the job queue's `concurrency`; one by default). */
  concurrency?: number;
  /** The run's items on the company's scope: a key and a label each. */
  items(db: Db, scope: Scope, month: string): Promise<{ key: string; label: string }[]>;
  /** One item, in its transaction: what the run's log says of it. */
  runItem(
    trx: Db,
    scope: Scope,
    item: { key: string; month: string; userId: number | null },
  ): Promise<string>;
}

/** Defines the job of a month's run on the queue. */
export function defineMonthRun(jobs: JobQueue, db: Db, run: MonthRun): void {
  jobs.define({
    kind: run.kind,
    maxAttempts: 3,
    policy: 'stately',
    ...(run.concurrency ? { concurrency: run.concurrency } : {}),
    async plan({ parameters }) {
      return run.items(db, scopeOf(db, Number(parameters.companyId)), String(parameters.month));
    },
    async runItem(trx, key, { parameters }) {
      const source = trx as unknown as Db;
      return run.runItem(source, scopeOf(source, Number(parameters.companyId)), {
        key,
        month: String(parameters.month),
        userId: Number(parameters.userId) || null,
      });
    },
  });
}

/** Starts a month's run for the caller's acting company: its job's id; 409 while its company's runs. */
export async function startMonthRun(
  jobs: JobQueue,
  kind: string,
  caller: Actor,
  month: string,
  running: string,
): Promise<{ jobId: number }> {
  requireEnded(month);
  const jobId = await jobs.enqueue(kind, {
    startedByUserId: caller.user.userId,
    companyId: caller.actingCompanyId,
    parameters: { companyId: caller.actingCompanyId, userId: caller.user.userId, month },
    // One run of the kind per company at a time: another company's run does not hold it back.
    singletonKey: `company-${caller.actingCompanyId}`,
  });
  if (!jobId) throw new HttpError(409, running, 'JOB_RUNNING');
  return { jobId };
}
