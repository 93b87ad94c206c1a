import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserLanguages,
  browserStorage,
  detectLanguage,
  LANGUAGE_STORAGE_KEY,
  rememberLanguage,
  resolveLanguage,
} from './languages.ts';
import { MemoryStorage } from './test-support.ts';

afterEach(() => vi.unstubAllGlobals());

describe('resolveLanguage', () => {
  it('prefers the remembered choice, then the browser, then German', () => {
    expect(resolveLanguage('fr', ['it-CH'])).toBe('fr');
    expect(resolveLanguage(null, ['es-ES', 'it-CH', 'en'])).toBe('it');
    expect(resolveLanguage('xx', ['es'])).toBe('de');
    expect(resolveLanguage(undefined)).toBe('de');
  });
});

describe('detectLanguage', () => {
  it('reads the remembered choice under the key language', () => {
    const storage = new MemoryStorage();
    storage.setItem(LANGUAGE_STORAGE_KEY, 'it');
    expect(LANGUAGE_STORAGE_KEY).toBe('language');
    expect(detectLanguage({ storage, languages: ['fr-CH'] })).toBe('it');
  });

  it('falls back to the browser languages, then German', () => {
    const storage = new MemoryStorage();
    expect(detectLanguage({ storage, languages: ['fr-CH', 'de'] })).toBe('fr');
    expect(detectLanguage({ storage, languages: ['pt-BR'] })).toBe('de');
    expect(detectLanguage({ storage: null, languages: [] })).toBe('de');
  });

  it('treats a storage that refuses access as empty', () => {
    const storage = new MemoryStorage();
    storage.failing = true;
    expect(detectLanguage({ storage, languages: ['en-GB'] })).toBe('en');
  });

  it('defaults to localStorage and navigator.languages', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('navigator', { languages: ['it-CH', 'de-CH'] });
    expect(browserStorage()).toBe(storage);
    expect(browserLanguages()).toEqual(['it-CH', 'de-CH']);
    expect(detectLanguage()).toBe('it');
    storage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage()).toBe('en');
  });

  it('copes without localStorage or navigator', () => {
    vi.stubGlobal('localStorage', undefined);
    vi.stubGlobal('navigator', undefined);
    expect(browserStorage()).toBeNull();
    expect(browserLanguages()).toEqual([]);
    expect(detectLanguage()).toBe('de');
  });
});

describe('rememberLanguage', () => {
  it('stores a supported language and ignores anything else', () => {
    const storage = new MemoryStorage();
    rememberLanguage('fr', storage);
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    rememberLanguage('es', storage);
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  });

  it('does not throw when the storage is full', () => {
    const storage = new MemoryStorage();
    storage.failing = true;
    expect(() => rememberLanguage('en', storage)).not.toThrow();
  });
});
