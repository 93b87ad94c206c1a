import {
  DEFAULT_INTEREST_PERCENT,
  type DunningLevel,
  dunningLevelSchema,
} from '@adconsole/api/contracts';
import { z } from 'zod/mini';
import { daysOf } from './invoice-rules.ts';

// The arithmetic of dunning (DOMAIN2 §1.6), without the database:
// - Art. 102 OR: with a fixed due day the debtor is in default from the day after it, without a
//   reminder: the run sets OVERDUE then;
// - the level of an overdue invoice is the highest of the company config's levels whose days
//   after due have passed; a run sends only the highest level reached (an invoice found 30 days
//   late gets the second reminder, not the first and the second at once);
// - Art. 104 OR: default interest of 5 % a year (the config's rate) on the open amount from the
//   day after due to the reminder's day, actual days over 365, rounded to the minor unit;
// - a fee only where the account's terms state it (reminder fees are not statutory).

const levelsSchema = z.array(dunningLevelSchema);

/** Text as JSON, or undefined when it is none. */
function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The levels of a company config's JSON, by days after due; none when it holds no levels. */
export function dunningLevels(stored: unknown): DunningLevel[] {
  const parsed = levelsSchema.safeParse(typeof stored === 'string' ? parsedJson(stored) : stored);
  const levels = parsed.success ? parsed.data : [];
  return [...levels].sort((a, b) => a.daysAfterDue - b.daysAfterDue);
}

/** Levels as a config stores them: by days after due, numbered 1… in that order (JSON). */
export const storedLevels = (levels: readonly DunningLevel[]) =>
  JSON.stringify(
    [...levels]
      .sort((a, b) => a.daysAfterDue - b.daysAfterDue)
      .map((level, index) => ({ ...level, level: index + 1 })),
  );

/** The days an invoice due on `dueDay` is late on `day` (0 on and before the due day). */
export const daysOverdue = (dueDay: string, day: string) =>
  day > dueDay ? daysOf(dueDay, day) - 1 : 0;

/** The level reached after `days` late: the last whose days after due have passed. */
export function levelReached(
  levels: readonly DunningLevel[],
  days: number,
): DunningLevel | undefined {
  return levels.filter((level) => days >= level.daysAfterDue).at(-1);
}

/** Default interest on `open` minor units for `days` late at `percent` a year (half up). */
export function defaultInterest(
  open: number,
  days: number,
  percent: number = DEFAULT_INTEREST_PERCENT,
): number {
  // In hundredths of a percent, so 5 % is 500 and the product stays an integer.
  return Math.round((open * Math.round(percent * 100) * days) / (10_000 * 365));
}
