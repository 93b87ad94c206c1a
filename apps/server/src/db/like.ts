import { sql } from 'kysely';

/**
 * `%` and `_` in a user's text are letters, not wildcards; backslash is PostgreSQL's default
 * LIKE escape, so it is escaped too.
 */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern that matches the text anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** A LIKE pattern that matches what starts with the text. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;

/** The words of a search: split on white space, lower-cased, without empties. */
export const searchWords = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The typed text matched word by word (issue 38: "Jaquet Bau" finds the account named
 * "Jaquet Bau SA" although no field holds the two words side by side in that order): every
 * word must occur in the searched text, each anywhere. `searchSql` is a lower-cased SQL text
 * expression (a record's search text, the SQL of its trigram index, so each word still uses it);
 * `atWordStart` matches each word at the start of a word only (a prefix lookup).
 */
export function everyWord(searchSql: string, text: string, atWordStart = false) {
  const words = searchWords(text);
  if (words.length === 0) return sql<boolean>`true`;
  const target = atWordStart ? sql.raw(`(' ' || ${searchSql})`) : sql.raw(searchSql);
  return sql<boolean>`(${sql.join(
    words.map(
      (word) =>
        sql`${target} like ${atWordStart ? `% ${escapeLike(word)}%` : containsPattern(word)}`,
    ),
    sql` and `,
  )})`;
}
