import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RowOf } from '../../kit/resource.ts';
import type { Scope } from '../../kit/scope.ts';
import { isoDay } from '../orders/iso-day.ts';

// A card provider's payout and the bank's entry it arrives as (DOMAIN2 §1.1 PspPayout: "match
// it to the bank entry by amount and date"). The provider names the day the money is due at
// the bank (its arrival date); the bank books it that day or, over a weekend or a holiday, up
// to BOOKING_DELAY_DAYS later. A paid payout and a credit of no invoice match when currency and
// amount are equal and the booking day is in that window; of several, the nearest day, then
// the oldest row. The credit becomes a PAYOUT payment (out of the unmatched queue), the payout
// points at it; either side may arrive first (a bank file or a payout file).

/** How many days after the payout's arrival day the bank may book it. */
export const BOOKING_DELAY_DAYS = 3;

type Payout = RowOf<'cardPayout'>;

/** The paid payout, not yet matched, that a bank credit of no invoice is (locked), if any. */
export async function payoutOfCredit(
  trx: Db,
  scope: Scope,
  credit: { amount: number; currency: string; bookingDate: string },
): Promise<Payout | undefined> {
  return scope
    .lockedRows('cardPayout', trx)
    .selectAll()
    .where('status', '=', 'PAID')
    .where('bankPaymentId', 'is', null)
    .where('currency', '=', credit.currency)
    .where('amount', '=', credit.amount)
    .where(
      sql<boolean>`arrival_date between ${credit.bookingDate}::date - ${BOOKING_DELAY_DAYS}::int and ${credit.bookingDate}::date`,
    )
    .orderBy(sql`${credit.bookingDate}::date - arrival_date`)
    .orderBy('id')
    .executeTakeFirst();
}

/** Points the payout at the bank's payment it arrived as. */
export async function linkBankEntry(
  trx: Db,
  scope: Scope,
  payout: Pick<Payout, 'id' | 'version'>,
  paymentId: number,
): Promise<void> {
  await scope
    .update('cardPayout', trx)
    .set({ bankPaymentId: paymentId, version: payout.version + 1, updatedAt: new Date() })
    .where('id', '=', payout.id)
    .execute();
}

/**
 * Finds the bank's credit a paid payout arrived as among the unmatched payments, makes it a
 * PAYOUT payment and links it; answers whether one was found.
 */
export async function matchBankEntry(trx: Db, scope: Scope, payout: Payout): Promise<boolean> {
  if (payout.status !== 'PAID' || payout.bankPaymentId !== null) return false;
  const arrival = isoDay(payout.arrivalDate);
  const entry = await scope
    .lockedRows('payment', trx)
    .select(['id', 'version'])
    .where('status', '=', 'UNMATCHED')
    .where('currency', '=', payout.currency)
    .where('amount', '=', Number(payout.amount))
    .where(
      sql<boolean>`booking_date between ${arrival}::date and ${arrival}::date + ${BOOKING_DELAY_DAYS}::int`,
    )
    .orderBy('bookingDate')
    .orderBy('id')
    .executeTakeFirst();
  if (!entry) return false;
  await scope
    .update('payment', trx)
    .set({ status: 'PAYOUT', version: entry.version + 1, updatedAt: new Date() })
    .where('id', '=', entry.id)
    .execute();
  await linkBankEntry(trx, scope, payout, entry.id);
  return true;
}
