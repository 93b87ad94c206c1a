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

/**
 * Counts read 1'234 in every language, as @adconsole/i18n writes numbers (its glossary): the
 * browser's fr-CH would write 1 234 and it-CH may start grouping at five digits.
 */
const counts = new Intl.NumberFormat('de-CH', { useGrouping: 'always', maximumFractionDigits: 2 });

/** A count or total as a person reads it: 2'352, never 2352 (issue 46: both on one screen). */
export const formatCount = (value: number): string => counts.format(value).replace(/\u2019/g, "'");

/**
 * The parameters of a text with their numbers written as counts: every count ui shows in a
 * text ("2'352 ausgewählt", "Anzahl Einträge: 2'352") reads as the pager's do.
 */
export function withCounts(params: TranslateParams | undefined): TranslateParams | undefined {
  if (!params) return params;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatCount(value) : value,
    ]),
  );
}

export function interpolate(text: string, params: TranslateParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
