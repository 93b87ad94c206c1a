import { shiftDay } from '@adconsole/api';

// What the booking calendar (/orders/booking) and booking v2 (/orders/booking_v2) count alike.

/** The Monday of a day's week (weeks start on Monday, as the server's calendar). */
export const mondayOf = (day: string) => {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return shiftDay(day, -weekday);
};

/** How full a cell is, for its colour: free below half, filling, full from 90 %, over above. */
export function loadOf(
  used: number,
  capacity: number,
): 'none' | 'free' | 'filling' | 'full' | 'over' {
  if (capacity <= 0) return used > 0 ? 'over' : 'none';
  const share = used / capacity;
  if (share > 1) return 'over';
  if (share >= 0.9) return 'full';
  if (share >= 0.5) return 'filling';
  return 'free';
}

/** The ISO week number of a day (the week of its Thursday). */
export function isoWeek(day: string): number {
  const date = new Date(`${day}T00:00:00Z`);
  const thursday = new Date(date);
  thursday.setUTCDate(date.getUTCDate() + 3 - ((date.getUTCDay() + 6) % 7));
  const firstOfYear = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - firstOfYear) / 86_400_000 / 7) + 1;
}
