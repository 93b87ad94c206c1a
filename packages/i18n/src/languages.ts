/** The four interface languages (spec 1 §1). German is the default. */
export const supportedLanguages = ['de', 'en', 'fr', 'it'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'de';

/** Where the user's choice of interface language is remembered (local storage). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The part of the Web Storage API we use: localStorage in a browser, a fake in tests. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/**
 * The interface language: the one the user chose and we remembered, else the first of the
 * browser's languages we support (`de-CH` counts as `de`), else German.
 */
export function resolveLanguage(
  remembered: string | null | undefined,
  browserLanguages: readonly string[] = [],
): Language {
  if (isLanguage(remembered)) return remembered;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}

/** The browser's local storage, or null where there is none or it refuses access. */
export function browserStorage(): StorageLike | null {
  try {
    const storage = (globalThis as { localStorage?: StorageLike }).localStorage;
    return storage ?? null;
  } catch {
    // Some browsers throw on access when storage is blocked.
    return null;
  }
}

/** The browser's preferred languages, best first (navigator.languages). */
export function browserLanguages(): readonly string[] {
  const navigator = (globalThis as { navigator?: { languages?: readonly string[] } }).navigator;
  return navigator?.languages ?? [];
}

function readStorage(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * The language to start in: the remembered choice in the storage, else the browser's, else
 * German. Defaults to the browser's local storage and navigator.languages.
 */
export function detectLanguage({
  storage = browserStorage(),
  languages = browserLanguages(),
}: {
  storage?: StorageLike | null;
  languages?: readonly string[];
} = {}): Language {
  return resolveLanguage(readStorage(storage, LANGUAGE_STORAGE_KEY), languages);
}

/** Remembers the user's choice; anything but a supported language is ignored. */
export function rememberLanguage(
  language: string,
  storage: StorageLike | null = browserStorage(),
): void {
  if (!isLanguage(language)) return;
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A full or blocked storage: the choice lasts until the page is closed.
  }
}
