import { describe, expect, it } from 'vitest';
import { interpolate, uiLocales } from './locales.ts';
import { uiMessages } from './messages.ts';

describe('ui texts', () => {
  const englishKeys = Object.keys(uiMessages.en).sort();

  it.each(uiLocales)('%s has every text ui shows itself, none empty', (locale) => {
    const texts: Record<string, string> = uiMessages[locale];
    expect(Object.keys(texts).sort()).toEqual(englishKeys);
    for (const key of englishKeys) expect(texts[key]?.trim(), key).not.toBe('');
  });

  it.each(uiLocales.filter((locale) => locale !== 'en'))(
    '%s translates the texts rather than copying the English',
    (locale) => {
      const texts: Record<string, string> = uiMessages[locale];
      const copied = englishKeys.filter(
        (key) => texts[key] === (uiMessages.en as Record<string, string>)[key],
      );
      // Words that are the same in both languages ("Actions", "Notifications", a chart's
      // "Total" in French).
      expect(copied.length).toBeLessThanOrEqual(4);
    },
  );

  it("uses the spec's English wording exactly", () => {
    // Spec 2: confirm dialog "default title 'Confirm', default text 'sure to proceed', Confirm
    // and Cancel buttons"; empty lists "There are no entries"; spec 1 §2.13: "Unknown error",
    // Retry, "Oops, an error occurred"; spec 2: "Show more / Show less".
    expect(uiMessages.en).toMatchObject({
      'ui.confirm.title': 'Confirm',
      'ui.confirm.text': 'sure to proceed',
      'ui.confirm.confirm': 'Confirm',
      'ui.confirm.cancel': 'Cancel',
      'ui.empty': 'There are no entries',
      'ui.error.unknown': 'Unknown error',
      'ui.error.retry': 'Retry',
      'ui.errorPage.title': 'Oops, an error occurred',
      'ui.close': 'Close',
      'ui.showMore': 'Show more',
      'ui.showLess': 'Show less',
    });
  });

  it('fills in placeholders and leaves unknown ones visible', () => {
    expect(interpolate('{{count}} of {{max}}', { count: 3, max: 10 })).toBe('3 of 10');
    expect(interpolate('{{count}} of {{max}}', { count: 3 })).toBe('3 of {{max}}');
  });
});
