/**
 * `%` and `_` in a user's text are letters, not wildcards; backslash is PostgreSQL's default
 * LIKE escape, so it is escaped too.
 */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern that matches the text anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** A LIKE pattern that matches what starts with the text. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;
