/** The four languages ui speaks on its own (spec 1 §1). */
export const uiLocales = ['de', 'en', 'fr', 'it'] as const;
export type UiLocale = (typeof uiLocales)[number];

export type TranslateParams = Record<string, string | number>;

export function interpolate(text: string, params: TranslateParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
