/** The four languages ui speaks on its own (spec 1 §1). */
export const uiLocales = ['de', 'en', 'fr', 'it'] as const;
export type UiLocale = (typeof uiLocales)[number];

/**
 * ui's own texts in every language, so another app can use ui without any i18n set-up.
 * An app's translate function may override any of them by key.
 */
export const uiMessages = {
  en: {
    'ui.busy': 'Working…',
    'ui.field.characterCount': '{{count}} of {{max}} characters',
  },
  de: {
    'ui.busy': 'Wird ausgeführt…',
    'ui.field.characterCount': '{{count}} von {{max}} Zeichen',
  },
  fr: {
    'ui.busy': 'En cours…',
    'ui.field.characterCount': '{{count}} sur {{max}} caractères',
  },
  it: {
    'ui.busy': 'In corso…',
    'ui.field.characterCount': '{{count}} di {{max}} caratteri',
  },
} as const satisfies Record<UiLocale, Record<string, string>>;

export type UiMessageKey = keyof (typeof uiMessages)['en'];
export type TranslateParams = Record<string, string | number>;

export function interpolate(text: string, params: TranslateParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
