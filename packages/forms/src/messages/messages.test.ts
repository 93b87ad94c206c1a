import { describe, expect, it } from 'vitest';
import { formatFormMessage, formMessage, formMessages, parseFormMessage } from './messages.ts';

const parameters = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);

describe('form messages', () => {
  // The catalogue satisfies Record<UiLocale, …>, so it names every interface language.
  it.each(['de', 'en', 'fr', 'it'] as const)(
    'has every text in %s, with the same parameters',
    (locale) => {
      const english = formMessages.en;
      expect(Object.keys(formMessages[locale]).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(formMessages[locale])) {
        expect(text, key).not.toBe('');
        expect(parameters(text), key).toEqual(parameters(english[key as keyof typeof english]));
      }
    },
  );

  it('carries parameters through a message string', () => {
    const message = formMessage('forms.min', { min: 3 });
    expect(parseFormMessage(message)).toEqual({ key: 'forms.min', params: { min: 3 } });
    expect(formatFormMessage('en', message)).toBe('Must be at least 3');
    expect(formatFormMessage('de', message)).toBe('Muss mindestens 3 sein');
  });

  it("lets the app's translation win, with the parameters", () => {
    const translate = (key: string, params?: Record<string, unknown>) =>
      key === 'forms.min' ? `≥ ${params?.min}` : undefined;
    expect(formatFormMessage('en', formMessage('forms.min', { min: 3 }), translate)).toBe('≥ 3');
    expect(formatFormMessage('en', 'forms.required', translate)).toBe('field is required');
  });

  it("shows a server's message as it is, unless the app translates it", () => {
    expect(formatFormMessage('en', 'Name already taken')).toBe('Name already taken');
    expect(
      formatFormMessage('en', 'NAME_TAKEN', (key) => (key === 'NAME_TAKEN' ? 'Taken' : undefined)),
    ).toBe('Taken');
  });
});
