import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { i18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, loadAllNamespaces, loadSignedInNamespaces } from './createI18n.ts';
import { LANGUAGE_STORAGE_KEY, supportedLanguages } from './languages.ts';
import { signedInNamespaces } from './namespaces.ts';
import { bundledResources, bundledTexts, flattenTexts, namespaces } from './resources.ts';
import { MemoryStorage } from './test-support.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('createI18n', () => {
  it('speaks each of de, en, fr and it', async () => {
    const titles = await Promise.all(
      supportedLanguages.map(async (language) =>
        (await createI18n({ language })).t('auth.login.title'),
      ),
    );
    expect(titles).toEqual(['Anmelden', 'Sign in', 'Connexion', 'Accesso']);
  });

  it('starts in German', async () => {
    const i18n = await createI18n();
    expect(i18n.language).toBe('de');
    expect(i18n.t('shell.signOut')).toBe('Abmelden');
  });

  it('has the same keys in every language', () => {
    const english = keysOf(bundledResources.en).sort();
    for (const language of supportedLanguages) {
      expect(keysOf(bundledResources[language]).sort(), language).toEqual(english);
    }
  });

  it('has a bundle for every namespace in every language', () => {
    for (const language of supportedLanguages) {
      expect(Object.keys(bundledResources[language]).sort()).toEqual([...namespaces].sort());
    }
  });

  it('starts in the remembered language, else the browser’s, when given a storage', async () => {
    const storage = new MemoryStorage();
    expect((await createI18n({ storage, browserLanguages: ['fr-CH'] })).language).toBe('fr');
    expect((await createI18n({ storage, browserLanguages: ['es'] })).language).toBe('de');
    storage.setItem(LANGUAGE_STORAGE_KEY, 'it');
    expect((await createI18n({ storage, browserLanguages: ['fr-CH'] })).language).toBe('it');
    expect((await createI18n({ storage, language: 'en' })).language).toBe('en');
  });

  it('holds only the texts of its language, and German as the fallback', async () => {
    const loaded = (i18n: i18n) =>
      supportedLanguages.filter((language) => i18n.hasResourceBundle(language, 'common'));
    expect(loaded(await createI18n({ language: 'de' }))).toEqual(['de']);
    expect(loaded(await createI18n({ language: 'fr' }))).toEqual(['de', 'fr']);
  });

  it('loads the signed-in namespaces for the frame; an area namespace waits for its screens', async () => {
    const i18n = await createI18n({ language: 'de' });
    await loadSignedInNamespaces(i18n);
    for (const namespace of signedInNamespaces)
      expect(i18n.hasResourceBundle('de', namespace)).toBe(true);
    const areaNamespaces = namespaces.filter(
      (namespace) => !signedInNamespaces.includes(namespace),
    );
    expect(areaNamespaces.length).toBeGreaterThan(0);
    for (const namespace of areaNamespaces)
      expect(i18n.hasResourceBundle('de', namespace)).toBe(false);
    await i18n.loadNamespaces(areaNamespaces[0] as string);
    expect(i18n.hasResourceBundle('de', areaNamespaces[0] as string)).toBe(true);
  });

  it('holds only the default namespace at start; loadAllNamespaces loads the others', async () => {
    const loaded = (i18n: i18n) =>
      supportedLanguages.flatMap((language) =>
        namespaces
          .filter((namespace) => i18n.hasResourceBundle(language, namespace))
          .map((namespace) => `${language}:${namespace}`),
      );
    const i18n = await createI18n({ language: 'fr' });
    expect(loaded(i18n)).toEqual(['de:common', 'fr:common']);
    expect(i18n.t('auth.login.title')).toBe('Connexion');
    // A key of a namespace not loaded yet has no text.
    expect(i18n.exists('localization.actions.create')).toBe(false);

    await loadAllNamespaces(i18n);
    expect(loaded(i18n)).toEqual([
      ...namespaces.map((namespace) => `de:${namespace}`),
      ...namespaces.map((namespace) => `fr:${namespace}`),
    ]);
    expect(i18n.t('localization.actions.create')).toBe(
      bundledTexts('fr', 'admin')['localization.actions.create'],
    );
    // Once in, again resolves at once and changes nothing.
    await loadAllNamespaces(i18n);
    expect(loaded(i18n)).toHaveLength(2 * namespaces.length);
  });

  it('loads a language when changed to, and shows it once changeLanguage resolves', async () => {
    const i18n = await createI18n({ language: 'de' });
    expect(i18n.hasResourceBundle('it', 'common')).toBe(false);
    const t = await i18n.changeLanguage('it');
    expect(t('auth.login.title')).toBe('Accesso');
    // Only the namespaces loaded so far: here the default.
    expect(i18n.hasResourceBundle('it', 'admin')).toBe(false);
  });

  it('loads every namespace loaded so far of a language changed to', async () => {
    const i18n = await createI18n({ language: 'de' });
    await loadAllNamespaces(i18n);
    const t = await i18n.changeLanguage('it');
    expect(t('auth.login.title')).toBe('Accesso');
    expect(i18n.t('localization.actions.create')).toBe(
      bundledTexts('it', 'admin')['localization.actions.create'],
    );
    for (const namespace of namespaces) {
      expect(i18n.getResourceBundle('it', namespace)).toEqual(bundledResources.it[namespace]);
    }
  });

  it('imports neither the table of all four languages nor luxon', () => {
    // What createI18n loads before it runs: its static imports and theirs, type imports aside.
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, specifier = ''] of source.matchAll(
        /^(?:import|export)(?! type)[^;]*?from '([^']+)'/gm,
      )) {
        if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
        else seen.add(specifier);
      }
    };
    visit(path.join(import.meta.dirname, 'createI18n.ts'));
    const names = [...seen].map((file) => path.relative(import.meta.dirname, file));
    expect(names).toContain('textsBackend.ts');
    expect(names).not.toContain('resources.ts');
    expect(names.filter((name) => name.startsWith('locales'))).toEqual([]);
    expect(names).not.toContain('format.ts');
    expect(names).not.toContain('luxon');
  });

  it('remembers the language the user switches to', async () => {
    const storage = new MemoryStorage();
    const i18n = await createI18n({ storage, browserLanguages: [] });
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    await i18n.changeLanguage('fr');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(i18n.t('shell.signOut')).toBe(bundledTexts('fr', 'common')['shell.signOut']);
  });

  it('leaves the bundled resources as shipped when texts change', async () => {
    const before = bundledTexts('de', 'common')['auth.login.title'];
    const i18n = await createI18n();
    i18n.addResource('de', 'common', 'auth.login.title', 'Einloggen');
    expect(i18n.t('auth.login.title')).toBe('Einloggen');
    expect(bundledTexts('de', 'common')['auth.login.title']).toBe(before);
    expect((await createI18n()).t('auth.login.title')).toBe(before);
  });

  it('announces a missing key as a missingKey event, and does not invent a text for it', async () => {
    const i18n = await createI18n({ language: 'fr' });
    const missing: [string, string][] = [];
    i18n.on('missingKey', (_languages, namespace, key) => missing.push([namespace, key]));
    expect(i18n.t('nowhere.toBeFound')).toBe('nowhere.toBeFound');
    expect(i18n.t('nowhere.toBeFound')).toBe('nowhere.toBeFound');
    expect(missing).toEqual([
      ['common', 'nowhere.toBeFound'],
      ['common', 'nowhere.toBeFound'],
    ]);
    expect(i18n.exists('nowhere.toBeFound')).toBe(false);
    i18n.t('shell.signOut');
    expect(missing).toHaveLength(2);
  });
});

describe('flattenTexts', () => {
  it('turns nested texts into dotted keys', () => {
    expect(flattenTexts({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual({
      'a.b': 'x',
      'a.c.d': 'y',
      e: 'z',
    });
    expect(Object.keys(bundledTexts('en', 'common'))).toEqual(keysOf(bundledResources.en.common));
  });
});
