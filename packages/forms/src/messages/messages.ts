import type { UiLocale } from '@adconsole/ui';
import { de } from './texts/de.ts';
import { en, type FormMessageKey } from './texts/en.ts';
import { fr } from './texts/fr.ts';
import { it } from './texts/it.ts';

export type { FormMessageKey } from './texts/en.ts';

/**
 * Every text forms shows, in every language (spec 1 §5 global messages, spec 2 §5 and §8
 * attachments and the unsaved-changes question, spec 3 §5 promotion dates). An app's translate
 * function may override any of them by key. `{{name}}` marks a parameter. All four at once,
 * for tests and tools; the fields load only the language they show (`formCatalogue`, issue 36).
 */
export const formMessages = { en, de, fr, it } as const satisfies Record<
  UiLocale,
  Readonly<Record<FormMessageKey, string>>
>;

import { type FormTranslate, formatWith, parseWith } from './format.ts';

export {
  type FormMessageParams,
  type FormTranslate,
  formMessage,
  interpolate,
} from './format.ts';

export function isFormMessageKey(value: string): value is FormMessageKey {
  return Object.hasOwn(formMessages.en, value);
}

/** The key and parameters of a message made by formMessage; undefined for any other text. */
export const parseFormMessage = (message: string) => parseWith(formMessages.en, message);

/**
 * The text a person sees for a message in a locale (`formatWith` with that language's texts):
 * the app's translation of the key first, else forms' own text. A message that is no form key
 * (a server's field error) stays as is.
 */
export function formatFormMessage(
  locale: UiLocale,
  message: string,
  translate?: FormTranslate,
): string {
  return formatWith(formMessages[locale], message, translate);
}
