/** The four interface languages (spec 1 §1). German is the default. */
export const supportedLanguages = ['de', 'en', 'fr', 'it'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'de';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/**
 * The interface language: the one the user chose and we remembered, else the first of the
 * browser's languages we support (`de-CH` counts as `de`), else German.
 */
export function resolveLanguage(
  remembered: string | null | undefined,
  browserLanguages: readonly string[] = [],
): Language {
  if (isLanguage(remembered)) return remembered;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}
