/**
 * A LIKE pattern that matches the text anywhere: `%` and `_` in it are letters, not
 * wildcards (backslash is PostgreSQL's default LIKE escape).
 */
export const containsPattern = (text: string) =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
