import type { UiLocale } from '@adconsole/ui';

/** The global form messages (spec 1 §5) in every language; an app may override them by key. */
export const formMessages = {
  en: { 'forms.required': 'This field is required' },
  de: { 'forms.required': 'Dieses Feld ist erforderlich' },
  fr: { 'forms.required': 'Ce champ est obligatoire' },
  it: { 'forms.required': 'Questo campo è obbligatorio' },
} as const satisfies Record<UiLocale, Record<string, string>>;

export type FormMessageKey = keyof (typeof formMessages)['en'];

export function isFormMessageKey(value: string): value is FormMessageKey {
  return value in formMessages.en;
}
