import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n.ts';
import { resolveLanguage, supportedLanguages } from './languages.ts';
import { bundledResources } from './resources.ts';

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
});

describe('resolveLanguage', () => {
  it('prefers the remembered choice, then the browser, then German', () => {
    expect(resolveLanguage('fr', ['it-CH'])).toBe('fr');
    expect(resolveLanguage(null, ['es-ES', 'it-CH', 'en'])).toBe('it');
    expect(resolveLanguage('xx', ['es'])).toBe('de');
  });
});
