import i18next, { type i18n } from 'i18next';
import { defaultLanguage, type Language, supportedLanguages } from './languages.ts';
import { bundledResources, defaultNamespace, namespaces } from './resources.ts';

export interface CreateI18nOptions {
  language?: Language;
}

/** A fresh, initialised i18next instance with the bundled texts of all four languages. */
export async function createI18n(options: CreateI18nOptions = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: options.language ?? defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    resources: bundledResources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
