import { businessDay } from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import { scopeOf } from '../../kit/scope.ts';
import { writeDraftPayout } from './payout-run.ts';
import { approvePayout } from './payouts.ts';

// The demo's past payouts (issue 39, s15 stranger: no payout anywhere, the publisher read "no
// payouts" back to April, finance back to September): each publisher's closed months paid as
// staff would have, month after month, oldest first: the monthly run's draft (`writeDraftPayout`,
// carried-in amounts included), approved on the 5th of the next month (`approvePayout`: its
// number from the PAYOUT_CREDIT series in the order of the months, its credit note rendered and
// archived). A config without the publisher's self-billing agreement (Tiroler Anzeiger) keeps the
// run's drafts: its approval is refused, as on the screen. At the full scale the facts are made in
// the background (services/publishers/preparation.ts), so this runs as that job's last item.

/** How many closed months the demo has paid. */
export const PAID_MONTHS = 12;

/** The closed months (YYYY-MM) among the months of `from`–`to`, the last `PAID_MONTHS` of them. */
export function closedMonthsToPay(months: readonly string[], today: string): string[] {
  return months.filter((month) => month < today.slice(0, 7)).slice(-PAID_MONTHS);
}

/** The month after a month (YYYY-MM). */
const nextMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/** Pays the publishers' months as the run and the approval would; answers how many approved. */
export async function payPastMonths(db: Db, months: readonly string[], now: Date): Promise<number> {
  const today = businessDay(now);
  const admin = await db
    .selectFrom('appUser')
    .select('id')
    .where('email', '=', 'admin@example.com')
    .executeTakeFirst();
  const configs = await db
    .selectFrom('payoutConfig')
    .selectAll()
    .where('active', '=', true)
    .orderBy('companyId')
    .orderBy('id')
    .execute();
  let approved = 0;
  for (const month of [...months].sort()) {
    // Paid on the 5th of the next month (never after today).
    const issueDate = [`${nextMonth(month)}-05`, today].sort()[0] as string;
    for (const config of configs) {
      const scope = scopeOf(db, config.companyId);
      const written = await writeDraftPayout(db, scope, config, month);
      if (written.startsWith('Skipped') || !config.selfBillingAgreedAt) continue;
      const draft = await scope
        .rows('payout', db)
        .selectAll()
        .where('configId', '=', config.id)
        .where('month', '=', `${month}-01`)
        .executeTakeFirstOrThrow();
      await approvePayout(db, scope, draft, admin?.id ?? null, issueDate);
      // Made and approved on its day, as the history of a real month would read.
      const at = new Date(`${issueDate}T08:30:00Z`);
      await scope
        .update('payout', db)
        .set({ createdAt: at, updatedAt: at })
        .where('id', '=', draft.id)
        .execute();
      approved += 1;
    }
  }
  return approved;
}
