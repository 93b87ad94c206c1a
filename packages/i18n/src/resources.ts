import type { Language } from './languages.ts';
import de from './locales/de.ts';
import en from './locales/en.ts';
import fr from './locales/fr.ts';
import it from './locales/it.ts';
import { flattenTexts, type LanguageTexts, type Namespace } from './namespaces.ts';

// The texts of all four languages at once, for the server (it seeds the translate service from
// them) and tests. The console does not import this module: createI18n loads the language it
// shows and the namespaces asked for, one chunk per language and namespace (textsBackend.ts).

export {
  defaultNamespace,
  flattenTexts,
  type LanguageTexts,
  type Namespace,
  type NestedTexts,
  namespaces,
} from './namespaces.ts';

/** The bundled interface texts, complete in every language. */
export const bundledResources = { de, en, fr, it } satisfies Record<Language, LanguageTexts>;

/** The bundled texts of a language and namespace as a flat key → text map. */
export function bundledTexts(language: Language, namespace: Namespace): Record<string, string> {
  return flattenTexts(bundledResources[language][namespace]);
}
