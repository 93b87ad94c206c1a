import { businessDay, type FactPreparation, PUBLISHER_FACTS_JOB } from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import type { ServiceContext } from '../context.ts';
import { closedMonthsToPay, payPastMonths } from '../payouts/payout-history.ts';
import { generatePublisherFacts } from './facts.ts';

/** The facts job's last item: the demo's past payouts. */
const PAYOUTS_ITEM = 'payouts';

// The demo's two years of publisher facts, generated in the background (issue 39). At full scale
// they took 25–60 s of the first start's seed; now the seed only records a request
// (`requestPublisherFacts`), and when the server is ready it sends each unsent request to the job
// queue: a job with one item per month, each generated in the transaction that marks it done
// (delete and insert of the month's days, so a retried month is replaced, never doubled). A
// restart during the run resumes it (pg-boss hands the job back; done months are skipped).
// Meanwhile the portal shows what is done and says the rest is being prepared.

/** The months (YYYY-MM) from the month of `from` to the month of `to`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** The last day of a month (YYYY-MM). */
const monthEnd = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
};

/** Records that the facts of the days from `from` to `to` are to be generated in the background. */
export async function requestPublisherFacts(db: Db, from: string, to: string): Promise<void> {
  await db
    .insertInto('publisherFactRequest')
    .values({ fromDay: from, toDay: to, originDay: from })
    .execute();
}

const dayText = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * The preparation still under way (the latest request's run, unless it is complete): its state
 * and its months done of all; null when every request's facts are there.
 */
export async function factPreparation(db: Db): Promise<FactPreparation | null> {
  const request = await db
    .selectFrom('publisherFactRequest as r')
    .leftJoin('jobRun as j', 'j.id', 'r.jobRunId')
    .select(['r.fromDay', 'r.toDay', 'j.state', 'j.id as runId'])
    .where((eb) => eb.or([eb('j.state', 'is', null), eb('j.state', '<>', 'COMPLETED')]))
    .orderBy('r.id', 'desc')
    .executeTakeFirst();
  if (!request) return null;
  const done = request.runId
    ? await db
        .selectFrom('jobItem')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('jobRunId', '=', request.runId)
        .where('itemKey', '<>', PAYOUTS_ITEM)
        .where('state', '=', 'DONE')
        .executeTakeFirstOrThrow()
    : { count: '0' };
  return {
    state: (request.state ?? 'QUEUED') as FactPreparation['state'],
    monthsDone: Number(done.count),
    monthsTotal: monthsBetween(dayText(request.fromDay), dayText(request.toDay)).length,
  };
}

export function registerFactPreparation({ app, database, jobs }: ServiceContext): void {
  const db = database.db as unknown as Db;
  jobs.define({
    kind: PUBLISHER_FACTS_JOB,
    maxAttempts: 3,
    policy: 'stately',
    // Newest month first: the portal opens on this month and the last, which are ready first.
    // Then the past months' payouts (payout-history.ts), once every month's facts are there.
    async plan({ parameters }) {
      return [
        ...monthsBetween(String(parameters.from), String(parameters.to))
          .reverse()
          .map((month) => ({
            key: month,
            label: month,
          })),
        { key: PAYOUTS_ITEM, label: 'payouts of the closed months' },
      ];
    },
    async runItem(trx, month, { parameters, runId }) {
      if (month === PAYOUTS_ITEM) {
        const waiting = await trx
          .selectFrom('jobItem')
          .select('itemKey')
          .where('jobRunId', '=', runId)
          .where('itemKey', '<>', PAYOUTS_ITEM)
          .where('state', '<>', 'DONE')
          .execute();
        // A month failed: its retry comes first (the next attempt), the payouts after it.
        if (waiting.length > 0) throw new Error(`facts missing for ${waiting.length} months`);
        const months = closedMonthsToPay(
          monthsBetween(String(parameters.from), String(parameters.to)),
          businessDay(),
        );
        const paid = await payPastMonths(trx as unknown as Db, months, new Date());
        return `${paid} payouts approved for ${months.length} months`;
      }
      const from = String(parameters.from);
      const to = String(parameters.to);
      // The month's days within the request (YYYY-MM-DD texts compare as days do).
      const first = [`${month}-01`, from].sort()[1] as string;
      const last = [monthEnd(month), to].sort()[0] as string;
      const rows = await generatePublisherFacts(
        trx as unknown as Db,
        first,
        last,
        String(parameters.origin),
      );
      return `${rows} revenue rows from ${first} to ${last}`;
    },
  });
  // Once the queue has started (in the background after the server is ready, app.ts): send the
  // requests the seed recorded, each once (the request row is locked while its run is made).
  // Not awaited by the hook: no onReady hook waits for the queue (a busy machine's start takes
  // longer than Fastify's 10 s for a hook).
  const sendRequests = async () => {
    try {
      if (!(await jobs.settled())) return;
      await db.transaction().execute(async (trx) => {
        const waiting = await trx
          .selectFrom('publisherFactRequest')
          .select(['id', 'fromDay', 'toDay', 'originDay'])
          .where('jobRunId', 'is', null)
          .forUpdate()
          .skipLocked()
          .execute();
        for (const request of waiting) {
          const runId = await jobs.enqueue(PUBLISHER_FACTS_JOB, {
            trx,
            parameters: {
              from: dayText(request.fromDay),
              to: dayText(request.toDay),
              origin: dayText(request.originDay),
            },
          });
          if (runId === undefined) continue;
          await trx
            .updateTable('publisherFactRequest')
            .set({ jobRunId: runId })
            .where('id', '=', request.id)
            .execute();
        }
      });
    } catch (error) {
      // The API answers without them; the next start sends the request again.
      app.log.error(error, 'the publishers’ demo facts were not sent to the job queue');
    }
  };
  let sending: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    sending = sendRequests();
  });
  app.addHook('onClose', async () => {
    await sending;
  });
}
