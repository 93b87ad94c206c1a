import type { BackendModule } from 'i18next';
import { isLanguage, type Language } from './languages.ts';
import type { LanguageTexts } from './namespaces.ts';

// A dynamic import per language: the console's bundler makes each its own chunk, so a page
// loads the texts of the language it shows and not the other three (resources.ts has all four
// at once, for the server and tests).
const languageModules = {
  de: () => import('./locales/de.ts'),
  en: () => import('./locales/en.ts'),
  fr: () => import('./locales/fr.ts'),
  it: () => import('./locales/it.ts'),
} satisfies Record<Language, () => Promise<{ default: LanguageTexts }>>;

/**
 * The i18next backend of createI18n: reads a language's bundled texts of a namespace from the
 * language's chunk. i18next calls it when a language is first needed (at start, on
 * changeLanguage), and changeLanguage resolves once the texts are in.
 */
export const bundledTextsBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read(language, namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`There are no bundled texts in ${language}`), false);
      return;
    }
    languageModules[language]().then(
      ({ default: texts }) => {
        const bundle = Object.hasOwn(texts, namespace)
          ? texts[namespace as keyof LanguageTexts]
          : {};
        // A copy: the store changes its texts in place, and the next instance (a test's) must
        // get them as shipped.
        callback(null, structuredClone(bundle));
      },
      // Not retried (false): the same chunk again would most likely fail the same way; i18next
      // announces the failure as a 'failedLoading' event.
      (error: unknown) => callback(error as Error, false),
    );
  },
};
