import { parseTime, type Time } from '@internationalized/date';

/** 'HH:mm' → Time; anything else is no time at all. */
export function parseTimeValue(value: string | null | undefined): Time | null | undefined {
  if (value === undefined || value === null) return value;
  if (!/^\d{2}:\d{2}$/.test(value)) return null;
  try {
    return parseTime(value);
  } catch {
    return null;
  }
}

/** Time → 'HH:mm' (the spec's time format, spec 1 §9). */
export function formatTimeValue(time: Time): string {
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}
