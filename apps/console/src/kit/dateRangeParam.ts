import { day } from '@adconsole/api';
import { z } from 'zod/mini';
import { base, type ListParam, type ParamOptions } from './listDefinition.ts';

// A module of its own: only the lists with a date range load it (every list page loads
// listDefinition.ts; the campaign record is at its weight ceiling).

/** A real day of the form YYYY-MM-DD: what the URL keeps (the picker's state while typing). */
const wellFormed = z.iso.date();
/** The contracts' day (also within their years): what the call gets. */
const dayRule = day();

/**
 * A range of days (spec 2 §5 "Date filter": YYYY-MM-DD that re-formats identically, a range
 * needs at least its first day): `start,end` in the URL, the call gets the first day as `from`
 * and the last as `to` (spec 3 §3: startDateFrom / startDateTo, publicationDateFrom / …To).
 */
export function dateRangeParam(
  options: Omit<ParamOptions, 'query'> & { from: string; to: string },
): ListParam<string | undefined> {
  const { filter: label, from, to } = options;
  // A real day, YYYY-MM-DD (ui's FilterBar reads the same text). Not ui's parser: its module
  // shares a chunk with the calendar, 30 kB more on every list page. The URL keeps any real day,
  // so a year being typed (0200 on the way to 2000) does not reset the picker; the call gets
  // only the contracts' days.
  const rangeOf = (text: string | undefined, rule: z.ZodMiniType<string> = wellFormed) => {
    const isDay = (part: string | undefined): part is string => rule.safeParse(part).success;
    const [start, end] = (text ?? '').split(',');
    if (!isDay(start)) return null;
    return isDay(end) ? { start, end } : { start };
  };
  const formatted = (range: { start: string; end?: string }) =>
    range.end ? `${range.start},${range.end}` : range.start;
  return {
    ...base({ ...options, query: null }),
    defaultValue: undefined,
    read: (text) => {
      const range = rangeOf(text);
      return range ? formatted(range) : undefined;
    },
    write: (value) => value,
    send: () => undefined,
    sendEach: (value) => {
      const range = rangeOf(value, dayRule);
      return range ? { [from]: range.start, ...(range.end ? { [to]: range.end } : {}) } : {};
    },
    ...(label && {
      filter: {
        definition: (t, key) => ({ kind: 'dateRange', key, label: t(label) }),
        valueOf: (_t, value) => value,
        changeOf: (value) => {
          const range = typeof value === 'string' ? rangeOf(value) : null;
          return range ? formatted(range) : undefined;
        },
      },
    }),
  };
}
