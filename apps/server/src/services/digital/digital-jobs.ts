import type { BulkRowResult, PositionAction } from '@adconsole/api/contracts';
import type { AdServer } from '../../adserver/ad-server.ts';
import { reportDelivery } from '../../adserver/built-in.ts';
import type { Db } from '../../db/database.ts';
import type { JobKind } from '../../jobs/queue.ts';
import { isoDay } from '../orders/campaigns.ts';
import { type ActionOptions, applyPositionAction, type Operator } from './digital-actions.ts';
import { computeChecks } from './digital-checks.ts';

// The background jobs of digital operations: an action on many positions, in chunks, and the
// built-in ad server's day.

/** The job kind of an action on many positions. */
export const POSITION_ACTION_JOB = 'digital.position-action';
/** Positions per item of the job: each item commits with its positions' changes. */
export const POSITION_ACTION_CHUNK = 250;
/** The built-in ad server's day: its delivery report and the checks after it. */
export const DIGITAL_DAILY_JOB = 'digital.daily';

const yesterdayOf = (now: Date) => isoDay(new Date(now.getTime() - 86_400_000));

async function planChunks(ids: readonly number[]) {
  const chunks: { key: string; label: string }[] = [];
  for (let start = 0; start < ids.length; start += POSITION_ACTION_CHUNK) {
    const count = Math.min(POSITION_ACTION_CHUNK, ids.length - start);
    chunks.push({
      key: `chunk-${start / POSITION_ACTION_CHUNK}`,
      label: `Positions ${start + 1}–${start + count}`,
    });
  }
  return chunks;
}

/** The parameters a position action's job carries (who acts, on what). */
export interface ActionJobParameters {
  action: PositionAction;
  ids: number[];
  options: ActionOptions;
  operator: Operator;
}

/**
 * The job kind of an action on many positions: its items are chunks of the positions; each
 * chunk is applied in the transaction that marks its item done, with the positions' results,
 * so a server killed halfway resumes with the chunks not done — no position is pushed twice.
 */
export function positionActionJob(adServer: AdServer): JobKind {
  return {
    kind: POSITION_ACTION_JOB,
    maxAttempts: 3,
    plan: async (context) =>
      planChunks((context.parameters as unknown as ActionJobParameters).ids ?? []),
    runItem: async (trx, key, context) => {
      const parameters = context.parameters as unknown as ActionJobParameters;
      const index = Number(key.slice('chunk-'.length));
      const ids = parameters.ids.slice(
        index * POSITION_ACTION_CHUNK,
        (index + 1) * POSITION_ACTION_CHUNK,
      );
      const results = await applyPositionAction(
        trx,
        adServer,
        parameters.operator,
        parameters.action,
        ids,
        parameters.options,
        false,
      );
      await saveResults(trx, context.runId, results);
      const refused = results.filter((result) => result.outcome === 'REFUSED').length;
      return `${results.length - refused} done, ${refused} refused`;
    },
  };
}

async function saveResults(db: Db, runId: number, results: readonly BulkRowResult[]) {
  for (let start = 0; start < results.length; start += 1000) {
    await db
      .insertInto('digitalBulkResult')
      .values(
        results.slice(start, start + 1000).map((result) => ({
          jobRunId: runId,
          campaignPositionId: result.id,
          name: result.name,
          outcome: result.outcome,
          reason: result.reason ?? null,
          translationKey: result.translationKey ?? null,
        })),
      )
      .onConflict((oc) => oc.columns(['jobRunId', 'campaignPositionId']).doNothing())
      .execute();
  }
}

/** The built-in ad server's day: delivery up to yesterday, then the checks. */
export function digitalDailyJob(): JobKind {
  return {
    kind: DIGITAL_DAILY_JOB,
    policy: 'stately',
    plan: async () => [
      { key: yesterdayOf(new Date()), label: 'Delivery report and quality checks' },
    ],
    runItem: async (trx, key) => {
      const rows = await reportDelivery(trx, key);
      await computeChecks(trx, key);
      return `${rows} delivery days reported`;
    },
  };
}
