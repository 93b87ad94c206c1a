import { describe, expect, it } from 'vitest';
import { flattenTexts, namespaces } from './namespaces.ts';
import { bundledResources } from './resources.ts';

// Issue 33, point 3: "1 Aufgaben archivieren", a bulk toast in the singular for many. Every text
// that shows a count is an i18next plural (`_one` and `_other`) in every language, so the count
// chooses the form; a text with `{{count}}` outside a plural is always one form for every count.

const languages = ['de', 'en', 'fr', 'it'] as const;
const flat = (language: (typeof languages)[number]) =>
  Object.assign(
    {},
    ...namespaces.map((namespace) => flattenTexts(bundledResources[language][namespace])),
  ) as Record<string, string>;

describe('count texts', () => {
  it.each(languages)('are plurals with both forms in %s', (language) => {
    const texts = flat(language);
    const single = Object.keys(texts).filter(
      (key) => texts[key]?.includes('{{count}}') && !/_(zero|one|two|few|many|other)$/.test(key),
    );
    expect(single).toEqual([]);
    const plurals = Object.keys(texts).filter((key) => /_(one|other)$/.test(key));
    const bases = new Set(plurals.map((key) => key.replace(/_(one|other)$/, '')));
    for (const base of bases) {
      expect(texts[`${base}_one`], `${language} ${base}_one`).toBeDefined();
      expect(texts[`${base}_other`], `${language} ${base}_other`).toBeDefined();
    }
  });

  it('say a bulk action’s toast for many in the plural', () => {
    for (const language of languages) {
      const texts = flat(language);
      for (const action of ['archived', 'assigned', 'snoozed', 'done'])
        expect(texts[`tasks.toast.${action}_other`], `${language} ${action}`).toContain(
          '{{count}}',
        );
    }
  });
});
