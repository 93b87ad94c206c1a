/** Days of each month of a common year. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Whether a text is a day as apps hold it, 'YYYY-MM-DD', and a real one of the Gregorian
 * calendar (spec 1 §5: '2026-02-31' is no date). Plain arithmetic, no date library: the
 * FilterBar reads its date filters with it on every list page (issue 36), where the calendar's
 * code is not loaded.
 */
export function isDayText(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1];
  return days !== undefined && day <= days;
}
