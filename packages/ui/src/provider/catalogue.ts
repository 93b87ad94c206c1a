import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { UiLocale } from './locales.ts';

/**
 * A package's own texts, one chunk per language loaded on demand, so a page carries the
 * language it shows and not all four (issue 36). An app loads the current language before
 * its first paint (`load`); a component reads it with `useCatalogue`, which loads a language
 * not in yet and keeps the last one meanwhile.
 */
export interface Catalogue<TTexts> {
  /** Loads a language's texts (once); resolves with them. */
  load(locale: UiLocale): Promise<TTexts>;
  /** A language's texts if loaded. */
  get(locale: UiLocale): TTexts | undefined;
  /** @internal Called when a language's texts came in. */
  subscribe(listener: () => void): () => void;
}

/** A catalogue of the given per-language loaders (`() => import('./texts/de.ts')`). */
export function createCatalogue<TTexts>(
  loaders: Readonly<Record<UiLocale, () => Promise<TTexts>>>,
): Catalogue<TTexts> {
  const loaded = new Map<UiLocale, TTexts>();
  const pending = new Map<UiLocale, Promise<TTexts>>();
  const listeners = new Set<() => void>();
  return {
    load(locale) {
      const texts = loaded.get(locale);
      if (texts) return Promise.resolve(texts);
      let loading = pending.get(locale);
      if (!loading) {
        loading = loaders[locale]().then(
          (next) => {
            loaded.set(locale, next);
            pending.delete(locale);
            for (const listener of listeners) listener();
            return next;
          },
          (error: unknown) => {
            pending.delete(locale); // tried again on the next call
            throw error;
          },
        );
        pending.set(locale, loading);
      }
      return loading;
    },
    get: (locale) => loaded.get(locale),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The catalogue's texts in `locale`: loaded on first use if the app did not load them before,
 * the last language's meanwhile (undefined before any is in: callers show the key).
 */
export function useCatalogue<TTexts>(
  catalogue: Catalogue<TTexts>,
  locale: UiLocale,
): TTexts | undefined {
  const texts = useSyncExternalStore(catalogue.subscribe, () => catalogue.get(locale));
  const last = useRef(texts);
  if (texts) last.current = texts;
  useEffect(() => {
    // A failed load leaves the last texts; the next language change tries again.
    if (!catalogue.get(locale)) catalogue.load(locale).catch(() => {});
  }, [catalogue, locale]);
  return texts ?? last.current;
}
