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

/** The demo's placement groups: a site's placements by the devices they serve. */
const PLACEMENT_GROUPS = [
  { suffix: 'Desktop', device: 'DESKTOP', only: true },
  { suffix: 'Mobile', device: 'MOBILE', only: false },
] as const;

/**
 * The demo's placement groups (issue 39, spec 1 §2.12; the list started empty, s12 note): for
 * every publisher's published website (once per domain, as its traffic is counted) a group of
 * its desktop-only placements and one of those that serve mobile, named after the site.
 */
export async function seedPlacementGroups(db: Db): Promise<number> {
  const publishers = await db
    .selectFrom('company')
    .select('id')
    .where('companyRole', '=', 'PUBLISHER')
    .orderBy('id')
    .execute();
  let groups = 0;
  for (const publisher of publishers) {
    const scope = scopeOf(db, publisher.id);
    for (const site of await publishedWebsites(db, scope).execute()) {
      const placements = await db
        .selectFrom('websitePlacement')
        .select(['id', 'devices'])
        .where('websiteId', '=', site.id)
        .where('active', '=', true)
        .orderBy('id')
        .execute();
      for (const { suffix, device, only } of PLACEMENT_GROUPS) {
        const chosen = placements.filter((placement) =>
          only
            ? placement.devices.length === 1 && placement.devices[0] === device
            : placement.devices.includes(device),
        );
        if (chosen.length === 0) continue;
        const group = await scope
          .insert('placementGroup', { websiteId: site.id, name: `${site.name} ${suffix}` })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('placementGroupPlacement')
          .values(
            chosen.map((placement) => ({ placementGroupId: group.id, placementId: placement.id })),
          )
          .execute();
        groups += 1;
      }
    }
  }
  return groups;
}
