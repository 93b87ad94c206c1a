import { businessDay, shiftDay } from '@adconsole/api/contracts';
import type { Db } from '../db/database.ts';
import { scopeOf } from '../kit/scope.ts';
import { defaultPayer, publishedWebsites } from '../services/payouts/payout-configs.ts';
import { generatePublisherFacts } from '../services/publishers/facts.ts';
import { requestPublisherFacts } from '../services/publishers/preparation.ts';
import type { DemoScale } from './scale.ts';

// The publishers' facts of the demo (issue 39): every publisher website's page impressions and
// ad revenue by Zurich day, from the first of the month two years back (full scale; last month's
// first at the small one, so a test's seed stays short) up to yesterday, made by the set-based generator (at full scale in the background, see below).

/** The first day of the demo's facts: the first of the month `months` back from today's. */
export function factsFrom(today: string, months: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * Seeds the facts: at the small scale at once (answers the number of revenue rows); at the full
 * scale it only asks for them, and the server generates them in the background once it listens
 * (services/publishers/preparation.ts: 25–60 s of work kept out of the first start). Answers 0.
 */
export async function seedPublisherFacts(db: Db, now: Date, scale: DemoScale): Promise<number> {
  const today = businessDay(now);
  const [from, to] = [factsFrom(today, scale === 'full' ? 24 : 1), shiftDay(today, -1)];
  if (scale === 'full') {
    await requestPublisherFacts(db, from, to);
    return 0;
  }
  return generatePublisherFacts(db, from, to);
}

/**
 * The demo's payout configs (issue 39): one per publisher company in its country's currency
 * (CHF in Switzerland, EUR abroad), 70 % of the net revenue, a minimum payout of 50.00, every
 * site the publisher publishes paid under it. Swiss publishers are registered for VAT, the
 * others are paid by reverse charge. The self-billing agreement is on file for all but Tiroler
 * Anzeiger, whose approval is refused until someone enters it (AT law: VwGH 97/14/0116).
 * Payouts themselves are made by the monthly run, as staff would.
 */
export async function seedPayoutConfigs(db: Db): Promise<number> {
  const publishers = await db
    .selectFrom('company')
    .select(['id', 'name', 'countryCode', 'vatNumber'])
    .where('companyRole', '=', 'PUBLISHER')
    .orderBy('id')
    .execute();
  let configs = 0;
  for (const publisher of publishers) {
    const scope = scopeOf(db, publisher.id);
    const sites = await publishedWebsites(db, scope).execute();
    if (sites.length === 0) continue;
    const swiss = publisher.countryCode === 'CH';
    const currency = swiss ? 'CHF' : 'EUR';
    const config = await scope
      .insert('payoutConfig', {
        name: `${publisher.name} ${currency}`,
        currency,
        sharePercent: 70,
        minimumPayout: 5000,
        selfBillingAgreedAt: publisher.name.startsWith('Tiroler') ? null : '2024-01-15',
        vatStatus: swiss ? 'REGISTERED' : 'REVERSE_CHARGE',
        vatNumber: publisher.vatNumber,
        payerCompanyId: await defaultPayer(db, scope),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await scope
      .insert(
        'payoutWebsite',
        sites.map((site) => ({ configId: config.id, websiteId: site.id })),
      )
      .execute();
    configs += 1;
  }
  return configs;
}
