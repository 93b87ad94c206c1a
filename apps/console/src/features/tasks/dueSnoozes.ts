// Walk finding: the home box "Zurückstellung endet heute" listed snoozes that had ended on
// 25.11 and 26.11. A snooze that ended before today still waits for the user, so the box keeps
// them and says so: "Fällige Zurückstellungen" (ended today or earlier).

/** The first moment of tomorrow, local time, as an ISO timestamp. */
export function endOfDay(now: Date): string {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).toISOString();
}

/** The snoozed tasks whose snooze has ended by the end of today (earlier ones included). */
export function dueSnoozes<T extends { snoozedUntil: string | null }>(
  tasks: readonly T[],
  now: Date = new Date(),
): T[] {
  const end = endOfDay(now);
  return tasks.filter((task) => task.snoozedUntil !== null && task.snoozedUntil < end);
}
