import { bundledResources, flattenTexts, namespaces } from '@adconsole/i18n/resources';
import type { Db } from '../db/database.ts';

/**
 * The bundled texts of packages/i18n as rows of the translate service: one per namespace and
 * key, with the text of each language (null where the bundle has none).
 *
 * The bundled keys are i18next's dotted paths (`auth.login.title`), the names the code asks
 * for. They are stored as they are: converting them to the upper-case form of spec 2 §5 would
 * need a mapping back in every console for every lookup, and the camel-case segments do not
 * convert back without loss. The spec's rule binds the keys an administrator creates or
 * renames (create and update check it); seeded keys and missing-key reports may keep the
 * dotted form, and the table's check holds every key to one of the two.
 */
export function bundledTranslationRows() {
  const languages = ['de', 'en', 'fr', 'it'] as const;
  return namespaces.flatMap((namespace) => {
    const texts = Object.fromEntries(
      languages.map((language) => [language, flattenTexts(bundledResources[language][namespace])]),
    ) as Record<(typeof languages)[number], Record<string, string>>;
    const keys = [...new Set(languages.flatMap((language) => Object.keys(texts[language])))];
    return keys.map((key) => ({
      namespace,
      key,
      de: texts.de[key] ?? null,
      en: texts.en[key] ?? null,
      fr: texts.fr[key] ?? null,
      it: texts.it[key] ?? null,
    }));
  });
}

/**
 * Brings the bundled texts into the database: adds the keys it lacks, and updates the texts
 * of rows no administrator has edited (a text fixed in the bundle reaches the service), while
 * an administrator's edit always stays. Runs on every start; safe with several servers.
 */
export async function seedBundledTranslations(db: Db): Promise<void> {
  const rows = bundledTranslationRows();
  if (rows.length === 0) return;
  await db
    .insertInto('translation')
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .columns(['namespace', 'key'])
        .doUpdateSet((eb) => ({
          de: eb.ref('excluded.de'),
          en: eb.ref('excluded.en'),
          fr: eb.ref('excluded.fr'),
          it: eb.ref('excluded.it'),
          updatedAt: new Date(),
        }))
        .where('translation.editedAt', 'is', null)
        .where((eb) =>
          eb.or(
            (['de', 'en', 'fr', 'it'] as const).map((column) =>
              eb(`translation.${column}`, 'is distinct from', eb.ref(`excluded.${column}`)),
            ),
          ),
        ),
    )
    .execute();
}
