import i18next, { type i18n, type ReactOptions } from 'i18next';
import {
  browserLanguages,
  defaultLanguage,
  detectLanguage,
  type Language,
  rememberLanguage,
  type StorageLike,
  supportedLanguages,
} from './languages.ts';
import { defaultNamespace, namespaces, signedInNamespaces } from './namespaces.ts';
import { bundledTextsBackend } from './textsBackend.ts';

export interface CreateI18nOptions {
  /**
   * The interface language. Left out: the remembered or the browser's language when a
   * `storage` is given, else German.
   */
  language?: Language;
  /**
   * Where the user's choice is remembered (localStorage in a browser): read at start, and
   * every language change is saved there.
   */
  storage?: StorageLike | null;
  /** The browser's languages, best first; navigator.languages when left out. */
  browserLanguages?: readonly string[];
}

// react-i18next re-renders on store changes too: server texts and edits arrive after start.
const reactOptions: ReactOptions = { bindI18nStore: 'added removed' };

/**
 * A fresh, initialised i18next instance holding the bundled texts of the default namespace
 * (`common`) in its language (and in German, the fallback), with missing keys announced as
 * 'missingKey' events (connectTranslationService reports them). The other namespaces load with
 * loadAllNamespaces (or i18next's loadNamespaces); other languages when changed to:
 * `changeLanguage` resolves once the texts of every namespace loaded so far are in. The
 * formatters for interpolation ({{amount, chf}}) come with addFormatters.
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<i18n> {
  const { storage } = options;
  const language =
    options.language ??
    (storage
      ? detectLanguage({ storage, languages: options.browserLanguages ?? browserLanguages() })
      : defaultLanguage);
  const instance = i18next.createInstance().use(bundledTextsBackend);
  await instance.init({
    lng: language,
    // German is the fallback for a key the language lacks, so i18next loads it together with
    // the language (in parallel, not one after the other). The bundled languages are complete
    // (the console's i18nKeys test checks it), so German shows in another language only for a
    // key that slipped past that check; loading it lazily would save a non-German user a chunk
    // per namespace (common: 5.4 kB gzip) but needs the fallback switched off or a backend that
    // hides German, and a missed key would then show as its key, not in German.
    fallbackLng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    // Only the default namespace at start: the sign-in screens need no other, and each
    // namespace is a chunk of its own (textsBackend.ts). loadAllNamespaces adds the others.
    ns: [defaultNamespace],
    defaultNS: defaultNamespace,
    // Keys are unique across namespaces: one not in the default is looked up in the others
    // (those loaded; a namespace not loaded yet has no texts to find).
    fallbackNS: namespaces.filter((namespace) => namespace !== defaultNamespace),
    // Starts loading the texts at once, not on the next tick: no timer (tests fake them).
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Missing keys become 'missingKey' events; the no-op handler keeps i18next from adding
    // the key itself as a text, which would hide it from then on.
    saveMissing: true,
    missingKeyHandler: () => {},
    react: reactOptions,
  });

  if (storage) instance.on('languageChanged', (next) => rememberLanguage(next, storage));
  return instance;
}

/**
 * Loads the bundled texts of every namespace in the current language (and German, the
 * fallback); resolves once they are in, or once a load failed (i18next then shows the keys of
 * that namespace). From then on `changeLanguage` loads every namespace of the new language
 * before it switches. Calling it again once loaded resolves at once.
 */
export function loadAllNamespaces(i18n: i18n): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

/**
 * Loads what every signed-in page needs (`signedInNamespaces`); an area's own namespace loads
 * with its screens (`i18n.loadNamespaces`). Like loadAllNamespaces, it resolves once they are in.
 */
export function loadSignedInNamespaces(i18n: i18n): Promise<void> {
  return i18n.loadNamespaces([...signedInNamespaces]);
}
