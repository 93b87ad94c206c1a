import { isLanguage, type Language, resolveLanguage } from '@adconsole/i18n';

const LANGUAGE_STORAGE_KEY = 'language';

/** The language the user chose here before, else the browser's, else German. */
export function initialLanguage(): Language {
  return resolveLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.languages);
}

export function rememberLanguage(language: string): void {
  if (isLanguage(language)) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}
