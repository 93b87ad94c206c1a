import type { Transaction } from 'kysely';
import type { Schema } from '../../db/database.ts';
import type { Scope } from '../../kit/scope.ts';
import { movePosition, positionRows } from './print-rules.ts';

/**
 * A print position's creative arrived through /creatives/print (issue 40): its preflight is
 * kept on the desk's row, and a creative that passed becomes the position's creative (the
 * proof's). One that failed leaves the earlier creative in place but marks the position, so no
 * proof is sent until a good one arrives (`proofRefusal`, the due proofs). A good one moves a
 * position still waiting for its creative (pending or requested) to "creative received", with
 * its history, so the desk finds it where its proof is sent (the preflight's next step).
 */
export async function receivePrintCreative(
  scope: Scope,
  trx: Transaction<Schema>,
  positionId: number,
  creative: { fileName: string; content: Uint8Array; preflight: 'ERROR' | 'READY' },
  by: { userId: number },
): Promise<void> {
  const now = new Date();
  const received =
    creative.preflight === 'READY'
      ? {
          creativeFileName: creative.fileName,
          creativeContentType: 'application/pdf',
          creativeContent: creative.content,
          creativeReceivedAt: now,
        }
      : {};
  const existing = await scope
    .rows('printPositionOps', trx)
    .select('positionId')
    .where('positionId', '=', positionId)
    .forUpdate()
    .executeTakeFirst();
  if (existing) {
    await scope
      .update('printPositionOps', trx)
      .set({ ...received, creativePreflight: creative.preflight, updatedAt: now })
      .where('positionId', '=', positionId)
      .execute();
  } else {
    await scope
      .insert(
        'printPositionOps',
        { positionId, ...received, creativePreflight: creative.preflight },
        trx,
      )
      .execute();
  }
  if (creative.preflight !== 'READY') return;
  const row = (await positionRows(scope, trx, [positionId], true)).get(positionId);
  if (row && (row.status === 'CREATIVE_PENDING' || row.status === 'CREATIVE_REQUESTED')) {
    await movePosition(trx, by, row, 'CREATIVE_RECEIVED', now);
  }
}
