import type { FormMessageKey } from './texts/en.ts';

export type { FormMessageKey } from './texts/en.ts';

export type FormMessageParams = Record<string, string | number>;

/** forms' texts in one language. */
export type FormTexts = Readonly<Record<FormMessageKey, string>>;

/**
 * A rule's message as one string (zod and react-hook-form carry messages as strings): the key,
 * then its parameters as JSON, e.g. `forms.min{"min":3}`.
 */
export function formMessage(key: FormMessageKey, params?: FormMessageParams): string {
  return params ? `${key}${JSON.stringify(params)}` : key;
}

/** The key and parameters of a message made by formMessage (a key of `texts`); else undefined. */
export function parseWith(
  texts: FormTexts,
  message: string,
): { key: FormMessageKey; params: FormMessageParams | undefined } | undefined {
  const brace = message.indexOf('{');
  const key = brace === -1 ? message : message.slice(0, brace);
  if (!Object.hasOwn(texts, key)) return undefined;
  const formKey = key as FormMessageKey;
  if (brace === -1) return { key: formKey, params: undefined };
  try {
    return { key: formKey, params: JSON.parse(message.slice(brace)) as FormMessageParams };
  } catch {
    return undefined;
  }
}

export function interpolate(text: string, params: FormMessageParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export type FormTranslate = (key: string, params?: FormMessageParams) => string | undefined;

/**
 * The text a person sees for a message: the app's translation of the key first, else forms'
 * own text (`texts`, one language's). A message that is no form key (a server's field error)
 * stays as is; so does every message while no texts are loaded yet (undefined).
 */
export function formatWith(
  texts: FormTexts | undefined,
  message: string,
  translate?: FormTranslate,
): string {
  const parsed = texts && parseWith(texts, message);
  if (!parsed) return translate?.(message) ?? message;
  return translate?.(parsed.key, parsed.params) ?? interpolate(texts[parsed.key], parsed.params);
}
