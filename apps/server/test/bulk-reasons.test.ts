import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 33, point 8: a bulk action's refused rows show their reason in the user's language.
 * The console shows `kit.bulk.reasons.<translationKey>` and falls back to the server's English
 * sentence, so every key the operations services refuse a row with needs a text in all four
 * languages.
 */
const services = join(import.meta.dirname, '../src/services');
const locales = join(import.meta.dirname, '../../../packages/i18n/src/locales');

/** The translation keys the operations services (print, digital, analog) refuse rows with. */
function refusalKeys(): Set<string> {
  // The transition table's own refusals.
  const keys = new Set(['TRANSITION_NOT_ALLOWED', 'FORBIDDEN']);
  // The operations areas' folders (issue 34's domain folders).
  const files = ['print', 'digital', 'analog'].flatMap((area) =>
    readdirSync(join(services, area))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => join(services, area, file)),
  );
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const call of source.matchAll(
      /\b(?:refusal|refuse|refused)\(((?:[^()]|\([^()]*\))*)\)/g,
    )) {
      const key = /'([A-Z][A-Z_]{2,})'\s*,?\s*$/.exec((call[1] ?? '').trim());
      if (key?.[1]) keys.add(key[1]);
    }
    for (const match of source.matchAll(
      /outcome: 'REFUSED',[^}]*?translationKey:\s*'([A-Z][A-Z_]+)'/g,
    )) {
      if (match[1]) keys.add(match[1]);
    }
  }
  return keys;
}

describe('the reasons of refused bulk rows', () => {
  const keys = refusalKeys();
  it('finds the refusals of the operations services', () => {
    expect(keys).toContain('NO_CREATIVE');
    expect(keys).toContain('NOT_ENOUGH_STOCK');
    expect(keys).toContain('NOTHING_TO_CHECK');
  });
  it.each(['de', 'en', 'fr', 'it'])('has every reason in %s', (language) => {
    const frame = JSON.parse(readFileSync(join(locales, language, 'frame.json'), 'utf8'));
    const reasons = frame.kit.bulk.reasons as Record<string, string>;
    const missing = [...keys].filter((key) => !reasons[key]);
    expect(missing).toEqual([]);
    if (language === 'de') expect(reasons.NO_CREATIVE).toBe('Keine Druckvorlage vorhanden');
  });
});
