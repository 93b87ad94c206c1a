import { REPORT_TIME_ZONE, type ReportSchedule } from '@adconsole/api/contracts';

// When a schedule mails next (DOMAIN2 §7.3): weekly on its weekday or monthly on its day, at its
// time of day in Europe/Zurich: 07:00 stays 07:00 across daylight saving (the instant moves by an
// hour, the wall clock does not).

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: REPORT_TIME_ZONE,
  timeZoneName: 'longOffset',
});
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Zurich's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function offsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant of a Zurich wall-clock time on a day (YYYY-MM-DD, HH:MM). */
export function zurichInstant(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // The offset at the guess, then at the corrected instant (right on either side of a change).
  const first = wall - offsetMinutes(new Date(wall)) * 60_000;
  return new Date(wall - offsetMinutes(new Date(first)) * 60_000);
}

/** The Zurich day of an instant (YYYY-MM-DD). */
export const zurichDay = (at: Date) => dayFormat.format(at);

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first mail of a schedule after an instant. */
export function nextRunAfter(schedule: ReportSchedule, after: Date): Date {
  const today = zurichDay(after);
  for (let offset = 0; offset <= 62; offset += 1) {
    const day = addDays(today, offset);
    const date = new Date(`${day}T00:00:00Z`);
    const matches =
      schedule.frequency === 'WEEKLY'
        ? ((date.getUTCDay() + 6) % 7) + 1 === schedule.weekday
        : date.getUTCDate() === schedule.monthDay;
    if (!matches) continue;
    const at = zurichInstant(day, schedule.time);
    if (at > after) return at;
  }
  throw new Error('A schedule without a next day');
}
