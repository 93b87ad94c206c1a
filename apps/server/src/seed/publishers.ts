import { businessDay, shiftDay } from '@adconsole/api/contracts';
import type { Db } from '../db/database.ts';
import { generatePublisherFacts } from '../services/publishers/facts.ts';
import type { DemoScale } from './scale.ts';

// The publishers' facts of the demo (issue 39): every publisher website's page impressions and
// ad revenue by Zurich day, from the first of the month two years back (full scale; last month's
// first at the small one, so a test's seed stays short) up to yesterday, made by the set-based generator in seconds.

/** The first day of the demo's facts: the first of the month `months` back from today's. */
export function factsFrom(today: string, months: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Seeds the facts; answers the number of revenue rows. */
export async function seedPublisherFacts(db: Db, now: Date, scale: DemoScale): Promise<number> {
  const today = businessDay(now);
  return generatePublisherFacts(
    db,
    factsFrom(today, scale === 'full' ? 24 : 1),
    shiftDay(today, -1),
  );
}
