/**
 * A date column as YYYY-MM-DD, whether the driver reads it as text, as a Date at UTC midnight
 * (PGlite) or as a Date at local midnight (node-postgres), in any time zone.
 */
export function isoDay(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10);
  const utc = value.getUTCHours() === 0 && value.getUTCMinutes() === 0;
  const parts = utc
    ? [value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()]
    : [value.getFullYear(), value.getMonth() + 1, value.getDate()];
  return parts.map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0')).join('-');
}
