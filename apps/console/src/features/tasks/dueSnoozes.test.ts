import { bundledResources } from '@adconsole/i18n';
import { describe, expect, it } from 'vitest';
import { dueSnoozes } from './dueSnoozes.ts';

// Walk finding: "Zurückstellung endet heute" listed snoozes of 25.11 and 26.11. The box keeps
// every snooze that has ended by tonight, and its title says they are due, not "today".

const at = (days: number, hour: number, now: Date) =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hour).toISOString();

describe('the home box of due snoozes', () => {
  it('keeps snoozes ended today or earlier, not those ending tomorrow', () => {
    const now = new Date();
    const tasks = [
      { id: 1, snoozedUntil: at(-2, 9, now) },
      { id: 2, snoozedUntil: at(0, 23, now) },
      { id: 3, snoozedUntil: at(1, 0, now) },
      { id: 4, snoozedUntil: null },
    ];
    expect(dueSnoozes(tasks, now).map((task) => task.id)).toEqual([1, 2]);
  });

  it('is titled as due, not as ending today, in all four languages', () => {
    const titles = (['de', 'en', 'fr', 'it'] as const).map(
      (language) =>
        (bundledResources[language].sales as { salesHome: { snoozeEnds: string } }).salesHome
          .snoozeEnds,
    );
    expect(titles[0]).toBe('Fällige Zurückstellungen');
    for (const title of titles) expect(title).not.toMatch(/heute|today|aujourd|oggi/i);
  });
});
