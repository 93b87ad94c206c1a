import type { Scope } from '../../kit/scope.ts';

/**
 * Whether the last dunning level blocked the account's new bookings (DOMAIN2 §1.6, set by the
 * dunning run, lifted by hand in CRM): the orders book its campaigns against prepayment then.
 */
export async function bookingBlocked(scope: Scope, accountId: number): Promise<boolean> {
  const account = await scope
    .byId('account', accountId)
    .select('bookingBlockedAt')
    .executeTakeFirst();
  return Boolean(account?.bookingBlockedAt);
}
