import type { Language } from './languages.ts';
import deAdmin from './locales/de/admin.json';
import deCommon from './locales/de/common.json';
import deSales from './locales/de/sales.json';
import deSettings from './locales/de/settings.json';
import enAdmin from './locales/en/admin.json';
import enCommon from './locales/en/common.json';
import enSales from './locales/en/sales.json';
import enSettings from './locales/en/settings.json';
import frAdmin from './locales/fr/admin.json';
import frCommon from './locales/fr/common.json';
import frSales from './locales/fr/sales.json';
import frSettings from './locales/fr/settings.json';
import itAdmin from './locales/it/admin.json';
import itCommon from './locales/it/common.json';
import itSales from './locales/it/sales.json';
import itSettings from './locales/it/settings.json';

/**
 * The namespaces, one per area of the console, each a `locales/<language>/<namespace>.json`
 * in every language. A new area adds its four files, imports them below and names the
 * namespace here; the `satisfies` check fails until every language has it. Top-level keys are
 * unique across namespaces (an area's texts sit under its own key, `activities.…` in sales), so
 * code asks for `t('activities.title')` and i18next finds it in whichever namespace holds it.
 */
export const namespaces = ['common', 'sales', 'settings', 'admin'] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'common';

/** Texts as the JSON files hold them: nested objects whose leaves are texts. */
export interface NestedTexts {
  [key: string]: string | NestedTexts;
}

/** The bundled interface texts, complete in every language. */
export const bundledResources = {
  de: { common: deCommon, sales: deSales, settings: deSettings, admin: deAdmin },
  en: { common: enCommon, sales: enSales, settings: enSettings, admin: enAdmin },
  fr: { common: frCommon, sales: frSales, settings: frSettings, admin: frAdmin },
  it: { common: itCommon, sales: itSales, settings: itSettings, admin: itAdmin },
} satisfies Record<Language, Record<Namespace, NestedTexts>>;

/**
 * Nested texts as one flat map of dotted keys (`auth.login.title`), the form the translate
 * service stores and answers them in.
 */
export function flattenTexts(texts: NestedTexts, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flattenTexts(value, path));
  }
  return flat;
}

/** The bundled texts of a language and namespace as a flat key → text map. */
export function bundledTexts(language: Language, namespace: Namespace): Record<string, string> {
  return flattenTexts(bundledResources[language][namespace]);
}
