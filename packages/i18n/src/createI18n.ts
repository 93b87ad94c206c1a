import i18next, { type i18n, type ReactOptions } from 'i18next';
import {
  formatAmount,
  formatChf,
  formatDate,
  formatDateTime,
  formatDisplayDate,
  formatNumber,
  formatPercent,
  formatTime,
} from './format.ts';
import {
  browserLanguages,
  defaultLanguage,
  detectLanguage,
  isLanguage,
  type Language,
  rememberLanguage,
  type StorageLike,
  supportedLanguages,
} from './languages.ts';
import { bundledResources, defaultNamespace, namespaces } from './resources.ts';

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

const asLanguage = (language: string | undefined): Language =>
  isLanguage(language) ? language : defaultLanguage;

/**
 * A fresh, initialised i18next instance with the bundled texts of all four languages, Swiss
 * formatters for interpolation ({{amount, chf}}, {{when, displayDate}}) and missing keys
 * announced as 'missingKey' events (connectTranslationService reports them).
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<i18n> {
  const { storage } = options;
  const language =
    options.language ??
    (storage
      ? detectLanguage({ storage, languages: options.browserLanguages ?? browserLanguages() })
      : defaultLanguage);
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    // Keys are unique across namespaces: one not in the default is looked up in the others.
    fallbackNS: namespaces.filter((namespace) => namespace !== defaultNamespace),
    // A copy: the store changes its resources in place, the bundled ones must stay as shipped.
    resources: structuredClone(bundledResources),
    interpolation: { escapeValue: false },
    returnNull: false,
    // Missing keys become 'missingKey' events; the no-op handler keeps i18next from adding
    // the key itself as a text, which would hide it from then on.
    saveMissing: true,
    missingKeyHandler: () => {},
    react: reactOptions,
  });

  const formatter = instance.services.formatter;
  const number = (value: unknown) => (typeof value === 'number' ? value : Number(value));
  formatter?.add('number', (value, lng, format) =>
    formatNumber(number(value), asLanguage(lng), format as Intl.NumberFormatOptions),
  );
  formatter?.add('amount', (value, lng) => formatAmount(number(value), asLanguage(lng)));
  formatter?.add('chf', (value, lng) => formatChf(number(value), asLanguage(lng)));
  formatter?.add('percent', (value, lng) => formatPercent(number(value), asLanguage(lng)));
  formatter?.add('isoDate', (value) => formatDate(value));
  formatter?.add('displayDate', (value) => formatDisplayDate(value));
  formatter?.add('time', (value) => formatTime(value));
  formatter?.add('dateTime', (value) => formatDateTime(value));
  formatter?.add('dateTimeSeconds', (value) => formatDateTime(value, { seconds: true }));

  if (storage) instance.on('languageChanged', (next) => rememberLanguage(next, storage));
  return instance;
}
