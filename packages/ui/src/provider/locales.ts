/** The four languages ui speaks on its own (spec 1 §1). */
export const uiLocales = ['de', 'en', 'fr', 'it'] as const;
export type UiLocale = (typeof uiLocales)[number];

/**
 * The locale dates and numbers are formatted in: the Swiss variant of each language, so dates
 * read DD.MM.YYYY, weeks start on Monday and numbers group with an apostrophe in all four.
 */
export const swissLocales: Record<UiLocale, string> = {
  de: 'de-CH',
  en: 'en-CH',
  fr: 'fr-CH',
  it: 'it-CH',
};

export type TranslateParams = Record<string, string | number>;

export function interpolate(text: string, params: TranslateParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
