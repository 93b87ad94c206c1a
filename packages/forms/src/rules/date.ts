import { z } from 'zod/mini';
import { formMessage } from '../messages/format.ts';

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether a text is a real day as 'YYYY-MM-DD' that re-formats to the identical text
 * (spec 2 §5): '2024-02-30' or '2024-2-3' are not.
 */
export function isIsoDate(text: string): boolean {
  const match = datePattern.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.toISOString().slice(0, 10) === text;
}

/** A required date as 'YYYY-MM-DD' (the value of DatePicker). */
export function requiredDate() {
  return z
    .string({ error: formMessage('forms.required') })
    .check(
      z.minLength(1, { error: formMessage('forms.required') }),
      z.refine(isIsoDate, { error: formMessage('forms.date') }),
    );
}

/** An optional date as 'YYYY-MM-DD'; null or the empty text while none is given. */
export function optionalDate() {
  return z.pipe(
    z
      .nullish(z.string())
      .check(z.refine((text) => !text || isIsoDate(text), { error: formMessage('forms.date') })),
    z.transform((text) => text || null),
  );
}

/**
 * A promotion's date range (spec 3 §5): both missing → DATES_ARE_REQUIRED, one missing →
 * START_DATE_IS_REQUIRED / END_DATE_IS_REQUIRED, start after end →
 * START_DATE_MUST_BE_BEFORE_END_DATE (the same day is allowed). Ends are 'YYYY-MM-DD'.
 * The messages land on `start` or `end`, so two date pickers each show theirs and one
 * DateRangePicker bound to the whole range shows whichever there is.
 */
export function promotionDateRange() {
  const range = z.object({ start: z.nullish(z.string()), end: z.nullish(z.string()) });
  // DateRangePicker gives null while the range is incomplete.
  return z.nullish(range).check(
    z.superRefine((value, context) => {
      const fail = (message: string, path: 'start' | 'end') =>
        context.addIssue({ code: 'custom', message, path: [path] });
      const start = value?.start && isIsoDate(value.start) ? value.start : undefined;
      const end = value?.end && isIsoDate(value.end) ? value.end : undefined;
      if (!start && !end) return fail('DATES_ARE_REQUIRED', 'start');
      if (!start) return fail('START_DATE_IS_REQUIRED', 'start');
      if (!end) return fail('END_DATE_IS_REQUIRED', 'end');
      if (start > end) fail('START_DATE_MUST_BE_BEFORE_END_DATE', 'end');
    }),
  );
}
