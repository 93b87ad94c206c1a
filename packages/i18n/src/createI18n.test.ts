import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n.ts';
import { LANGUAGE_STORAGE_KEY, supportedLanguages } from './languages.ts';
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

  it('formats interpolated values the Swiss way', async () => {
    const i18n = await createI18n({ language: 'de' });
    const at = new Date(2025, 2, 4, 9, 5, 7);
    i18n.addResources('de', 'common', {
      'probe.amount': 'Total {{value, chf}}',
      'probe.number': '{{value, number}} Stück',
      'probe.percent': 'Auslieferung {{value, percent}}',
      'probe.date': 'am {{value, displayDate}} um {{value, time}}',
      'probe.dateTime': '{{value, dateTime}} / {{value, dateTimeSeconds}} / {{value, isoDate}}',
      'probe.plain': '{{value, amount}}',
    });
    expect(i18n.t('probe.amount', { value: 1234.5 })).toBe("Total CHF\u00a01'234.50");
    expect(i18n.t('probe.number', { value: 12345 })).toBe("12'345 Stück");
    expect(i18n.t('probe.percent', { value: 612 })).toBe('Auslieferung > 500%');
    expect(i18n.t('probe.date', { value: at })).toBe('am 04.03.2025 um 09:05');
    expect(i18n.t('probe.dateTime', { value: at })).toBe(
      '04.03.2025 09:05 / 04.03.2025 09:05:07 / 2025-03-04',
    );
    expect(i18n.t('probe.plain', { value: 99 })).toBe('99.00');
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
