import { type CalendarDate, parseDate } from '@internationalized/date';
import { isDayText } from './dayText.ts';

/** 'YYYY-MM-DD' → CalendarDate; text that is not such a date is no date (spec 1 §5). */
export function parseDateValue(value: string | null | undefined): CalendarDate | null | undefined {
  if (value === undefined || value === null) return value;
  if (!isDayText(value)) return null;
  try {
    const date = parseDate(value);
    return date.toString() === value ? date : null;
  } catch {
    return null;
  }
}

/** CalendarDate → 'YYYY-MM-DD', the only form apps see. */
export function formatDateValue(date: CalendarDate): string {
  return date.toString();
}

/** A day's limit given as 'YYYY-MM-DD', for react-aria's minValue/maxValue. */
export function parseDateLimit(value: string | undefined): CalendarDate | undefined {
  return parseDateValue(value) ?? undefined;
}
