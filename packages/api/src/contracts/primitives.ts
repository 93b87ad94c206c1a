import { z } from 'zod/mini';

// The contracts are written with zod/mini: its functions tree-shake, so a page that calls a
// few services (the sign-in page) loads only the schema code those calls use, not the whole
// of classic zod's methods. These are the building blocks most fields share.

/** A positive whole number: an id or a count of at least one. */
export const positiveInt = () => z.int().check(z.positive());

/** A whole number from 0: a size, a total. */
export const countInt = () => z.int().check(z.nonnegative());

/** A moment as the server writes it: ISO 8601 with an offset. */
export const timestamp = () => z.iso.datetime({ offset: true });

/** A text trimmed of surrounding blanks, at most `max` characters long. */
export const trimmedText = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** A required text, trimmed: empty after trimming is 'field is required' (spec 2 §5). */
export const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'field is required'), z.maxLength(max));

/** An upper- or lower-case choice of a query, answered in upper case (`asc` → `ASC`). */
export const upperCased = <const Value extends string>(values: readonly Value[]) =>
  z.pipe(
    z.enum([...values, ...values.map((value) => value.toLowerCase())] as [string, ...string[]]),
    z.transform((value) => value.toUpperCase() as Value),
  );
