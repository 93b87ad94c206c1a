import { bundledResources, flattenTexts, namespaces } from '@adconsole/i18n/resources';
import type { Db } from '../db/database.ts';

export type Language = keyof typeof bundledResources;
/** The languages the console's texts are bundled in. */
export const bundledLanguages = Object.keys(bundledResources) as Language[];

const bundled = Object.fromEntries(
  (Object.keys(bundledResources) as Language[]).map((language) => [
    language,
    Object.assign(
      {},
      ...namespaces.map((namespace) => flattenTexts(bundledResources[language][namespace])),
    ) as Record<string, string>,
  ]),
) as Record<Language, Record<string, string>>;

/**
 * The interface texts of a language as the console shows them: an administrator's edits in the
 * translate service first, then the bundled text, then German. For what the server writes in
 * the user's language (an export's headers and values).
 */
export async function interfaceTexts(
  db: Db,
  language: Language,
  keys: readonly string[],
): Promise<(key: string) => string> {
  const edited = keys.length
    ? await db
        .selectFrom('translation')
        .select(['key', language])
        .where('key', 'in', [...new Set(keys)])
        .where('editedAt', 'is not', null)
        .execute()
    : [];
  const stored = new Map(edited.map((row) => [row.key, row[language] as string | null]));
  return (key) => stored.get(key) ?? bundled[language][key] ?? bundled.de[key] ?? key;
}

/** A bundled interface text (German when the language has none); the key when there is none. */
export function bundledText(language: Language, key: string): string {
  return bundled[language][key] ?? bundled.de[key] ?? key;
}
