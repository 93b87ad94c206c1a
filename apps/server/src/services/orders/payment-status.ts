import type { PaymentStatus } from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../kit/scope.ts';

/**
 * Records a payment status a campaign reached on a day (spec 3 §3 constants) from another area
 * (finances: the last open invoice of the campaign paid): the campaign's status and its dated
 * event, in the caller's transaction. The event is the status's history entry; the campaign's
 * version moves on, so an edit read before it is stale.
 */
export async function recordPaymentStatus(
  trx: Db,
  scope: Scope,
  event: {
    campaignId: number;
    status: PaymentStatus;
    date: string;
    note: string | null;
    userId: number | null;
  },
): Promise<void> {
  const campaign = await scope
    .lockedRows('campaign', trx)
    .select(['id', 'version'])
    .where('id', '=', event.campaignId)
    .executeTakeFirst();
  if (!campaign) return;
  await scope
    .update('campaign', trx)
    .set({ paymentStatus: event.status, version: campaign.version + 1, updatedAt: new Date() })
    .where('id', '=', campaign.id)
    .execute();
  await scope
    .insert(
      'campaignPaymentEvent',
      {
        campaignId: campaign.id,
        status: event.status,
        occurredOn: event.date,
        note: event.note,
        recordedByUserId: event.userId,
      },
      trx,
    )
    .execute();
}
