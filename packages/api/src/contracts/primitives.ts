import { z } from 'zod/mini';
import { serverMessage } from './messages.ts';

// The contracts are written with zod/mini: its functions tree-shake, so a page that calls a
// few services (the sign-in page) loads only the schema code those calls use, not the whole
// of classic zod's methods. These are the building blocks most fields share: every text a
// contract takes goes through `text`, `trimmedText` or `requiredText`, every moment through
// `timestamp`, every day through `day`, every id through `idSchema` or `bodyIdSchema`.

/** The largest whole number the services take (spec 1 §9). */
export const MAX_INTEGER = 2_147_483_647;

/** A positive whole number: an id or a count of at least one. */
export const positiveInt = () => z.int().check(z.positive());

/** A whole number from 0: a size, a total. */
export const countInt = () => z.int().check(z.nonnegative());

/**
 * Characters no text takes: the C0 controls but tab, line feed and carriage return (NUL among
 * them, which PostgreSQL refuses in text), DEL and the C1 controls.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/**
 * Characters no single-line text takes (a subject, a name, a title): every control character,
 * tab, line feed and carriage return among them (a CR/LF in a mail subject starts a header of
 * its own), and the Unicode line and paragraph separators.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point
export const LINE_CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
export const CONTROL_CHARACTERS_MESSAGE = 'Control characters are not allowed';

/** Half of a surrogate pair without its other half: no Unicode character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text has no control character but tab and line breaks, and no lone surrogate. */
export const isPlainText = (value: string): boolean =>
  !CONTROL_CHARACTERS.test(value) && !LONE_SURROGATE.test(value);

/** Whether a text is one line: no control character at all (no tab, no line break). */
export const isSingleLine = (value: string): boolean =>
  !LINE_CONTROL_CHARACTERS.test(value) && !LONE_SURROGATE.test(value);

const singleLine = () => z.refine<string>(isSingleLine, CONTROL_CHARACTERS_MESSAGE);
const plainText = () => z.refine<string>(isPlainText, CONTROL_CHARACTERS_MESSAGE);

// The text rule (issue 35): `text`, `trimmedText` and `requiredText` are single-line, so a new
// field is one line unless its contract says otherwise; the multi-line ones (a message, a
// description, a note, a mail body) use the `multiline…` forms, which take tab and line breaks
// and refuse NUL and the other control characters.

/** A single-line text as it is sent (no trimming), at most `max` characters. */
export const text = (max: number) => z.string().check(z.maxLength(max), singleLine());

/** A single-line text trimmed of surrounding blanks, at most `max` characters long. */
export const trimmedText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max), singleLine());

/** An optional single-line text of a write, trimmed: blank or absent is null. */
export const optionalText = (max: number) =>
  z._default(
    z.pipe(
      z.nullable(trimmedText(max)),
      z.transform((value) => (value ? value : null)),
    ),
    null,
  );

/** A required single-line text, trimmed: empty after trimming is 'field is required' (spec 2 §5), keyed. */
export const requiredText = (max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, serverMessage('required')), z.maxLength(max), singleLine());

/** The schemas of multi-line texts: the contracts' test lets only these take a line break. */
const multilineSchemas = new WeakSet<object>();
const multiline = <Schema extends object>(schema: Schema): Schema => {
  multilineSchemas.add(schema);
  return schema;
};
/** Whether a schema is one of the multi-line texts below. */
export const isMultilineText = (schema: object): boolean => multilineSchemas.has(schema);

/** A multi-line text as it is sent: line breaks and tabs, no other control character. */
export const multilineText = (max: number, ...checks: Parameters<z.ZodMiniString['check']>) =>
  multiline(z.string().check(z.maxLength(max), plainText(), ...checks));

/** A multi-line text trimmed of surrounding blanks. */
export const trimmedMultilineText = (max: number) =>
  multiline(z.string().check(z.trim(), z.maxLength(max), plainText()));

/** A required multi-line text, trimmed. */
export const requiredMultilineText = (max: number) =>
  multiline(
    z
      .string()
      .check(z.trim(), z.minLength(1, serverMessage('required')), z.maxLength(max), plainText()),
  );

/**
 * The moments and days the services take: a plausible business range, from 1900-01-01 to
 * 2100-12-31, in UTC (issue 35: a campaign ending 9999-12-31 is a typo, not a plan). PostgreSQL
 * stores more, but nothing of the business lies outside it.
 */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2100-12-31';
const firstMoment = Date.parse(`${FIRST_DAY}T00:00:00Z`);
const lastMoment = Date.parse(`${LAST_DAY}T23:59:59.999Z`);
export const DATE_RANGE_MESSAGE = `Dates run from ${FIRST_DAY} to ${LAST_DAY}`;

const inDateRange = (value: string) => {
  const moment = Date.parse(value);
  return Number.isFinite(moment) && moment >= firstMoment && moment <= lastMoment;
};

/** A moment: ISO 8601 with an offset, from 1900-01-01 to 2100-12-31 in UTC. */
export const timestamp = (message?: string) =>
  z.iso
    .datetime({ offset: true, ...(message ? { message } : {}) })
    .check(z.refine<string>(inDateRange, DATE_RANGE_MESSAGE));

/**
 * A day of a date filter (spec 2 §5): YYYY-MM-DD that is a real date, so it re-formats to
 * itself (2026-02-30 does not), from 1900-01-01 to 2100-12-31.
 */
export const day = () =>
  z.iso
    .date('Not a date of the form YYYY-MM-DD')
    .check(
      z.refine<string>((value) => value >= FIRST_DAY && value <= LAST_DAY, DATE_RANGE_MESSAGE),
    );

/** Digits only, as a path or query carries a whole number: no sign, blank, point, exponent or 0x. */
const DIGITS = /^[0-9]{1,15}$/;

/**
 * A whole number from `min` to `max` in a path or query: digits only (or a number, where one
 * arrives decoded from JSON).
 */
export const wholeNumber = (min: number, max: number, message = serverMessage('wholeNumber')) =>
  z.pipe(
    z.pipe(
      z
        .union([z.number(), z.string()])
        .check(z.refine((value) => typeof value === 'number' || DIGITS.test(value), message)),
      z.transform((value) => Number(value)),
    ),
    z.int(message).check(z.minimum(min), z.maximum(max)),
  );

/**
 * A database id in a path or query: a positive whole number written in digits only (`0x10`,
 * `+1`, ` 1`, `1.0` and `1e0` are no ids).
 */
export const idSchema = wholeNumber(1, MAX_INTEGER, serverMessage('notAnId'));

/** An id in a JSON body: a positive whole number (bodies carry numbers, not text). */
export const bodyIdSchema = z.int().check(z.positive(), z.maximum(MAX_INTEGER));

/** An upper- or lower-case choice of a query, answered in upper case (`asc` → `ASC`). */
export const upperCased = <const Value extends string>(values: readonly Value[]) =>
  z.pipe(
    z.enum([...values, ...values.map((value) => value.toLowerCase())] as [string, ...string[]]),
    z.transform((value) => value.toUpperCase() as Value),
  );

/**
 * The names of a reference (task topic, lead source, product, campaign type) in the four
 * languages of the interface (issue 33). An item's `name` is the name in the caller's language
 * (German where that language has none); these are the stored ones, for the settings forms:
 * `nameDe` the German name (the write's `name`), the others null while untranslated.
 */
export const translatedNamesItem = {
  nameDe: z.string(),
  nameEn: z.nullable(z.string()),
  nameFr: z.nullable(z.string()),
  nameIt: z.nullable(z.string()),
};

/**
 * The English, French and Italian names of a write (the German one is its `name`): a blank name
 * is none; a write that leaves one out keeps the stored one.
 */
export const translatedNamesWrite = (max: number) => {
  const translation = () =>
    z.optional(
      z.pipe(
        z.nullable(trimmedText(max)),
        z.transform((text: string | null) => (text ? text : null)),
      ),
    );
  return { nameEn: translation(), nameFr: translation(), nameIt: translation() };
};
