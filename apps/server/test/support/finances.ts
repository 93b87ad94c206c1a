import { expect } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { type Answer, answerOf } from './calls.ts';
import { updateRow } from './rows.ts';
import type { Method } from './server.ts';
import { until } from './waiting.ts';

/**
 * A booked CHF campaign of the company made to run from `from` to `to` with all its positions:
 * the demo data is made relative to today, so a finances test sets the days it is about.
 * `skip` picks another campaign for another test.
 */
export async function campaignRunning(
  db: Db,
  companyId: number,
  from: string,
  to: string,
  skip = 0,
): Promise<{ id: number; invoicingAccountId: number }> {
  const campaigns = await db
    .selectFrom('campaign as c')
    .select(['c.id', 'c.invoicingAccountId'])
    .where('c.companyId', '=', companyId)
    .where('c.status', '=', 'BOOKED')
    .where('c.currency', '=', 'CHF')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('campaignPosition as p').select('p.id').whereRef('p.campaignId', '=', 'c.id'),
      ),
    )
    .orderBy('c.id')
    .execute();
  const campaign = campaigns[skip];
  if (!campaign) throw new Error(`the demo data has no booked campaign number ${skip + 1}`);
  await updateRow(db, 'campaign', campaign.id, { startDate: from, endDate: to });
  await db
    .updateTable('campaignPosition')
    .set({ startDate: from, endDate: to })
    .where('campaignId', '=', campaign.id)
    .execute();
  return campaign;
}

/**
 * Runs a month's invoicing (`POST ws-finances/invoice-runs`) as the caller and waits until the
 * job has ended; it must complete.
 */
export async function runInvoices(
  call: (method: Method, url: string, payload?: unknown) => Promise<Answer>,
  month: string,
): Promise<void> {
  const { jobId } = await answerOf<{ jobId: number }>(
    call('POST', '/api/ws-finances/invoice-runs', { month }),
  );
  expect(await jobEnded(call, jobId)).toBe('COMPLETED');
}

/** Waits until a job the caller started has ended (COMPLETED or FAILED): its state. */
export async function jobEnded(
  call: (method: Method, url: string, payload?: unknown) => Promise<Answer>,
  jobId: number,
  timeout = 60_000,
): Promise<string> {
  const job = await until(
    async () => {
      const progress = await answerOf<{ state: string }>(
        call('GET', `/api/ws-batch/jobs/${jobId}/progress`),
      );
      return ['COMPLETED', 'FAILED'].includes(progress.state) && progress;
    },
    timeout,
    250,
  );
  return job.state;
}
