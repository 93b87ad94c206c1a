/**
 * The namespaces, one per area of the console, each a `locales/<language>/<namespace>.json`
 * in every language. A new area adds its four files, imports them in each `locales/<language>.ts`
 * and in textsBackend.ts (one chunk each), and names the namespace here; the `satisfies` checks
 * of resources.ts and textsBackend.ts fail until every language has it. Only the default
 * namespace loads at start (the sign-in screens need no other); loadAllNamespaces the rest. Top-level keys are unique across namespaces (an area's texts sit
 * under its own key, `activities.…` in sales), so code asks for `t('activities.title')` and
 * i18next finds it in whichever namespace holds it.
 */
export const namespaces = [
  'common',
  // the signed-in frame's texts: the route titles, the kit's lists and records, areas, statuses
  'frame',
  'sales',
  'settings',
  'admin',
  'crm',
  'orders',
  'documents',
  'promotions',
  'digital',
  'print',
  'post',
  'finances',
  'configuration',
  'errors',
  'home',
  'publishers',
  'creatives',
  // publisher payouts (issue 39): their screens in finances and the publishers' portal
  'payouts',
  'header-tag',
  // business intelligence (issue 43): the report builder, its templates and schedules
  'reporting',
  // targeting, Semantiq and the crawled articles' approval (issue 42)
  'targeting',
  // merging duplicate accounts (issue 46): the merge page's texts, loaded with that page only
  'merge',
  // the Gen AI chat (issue 44): its page's texts, loaded with that page only (in `admin` they
  // made the chat page load every administration text, 8.8 kB of German)
  'chat',
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'common';

/**
 * What every signed-in page loads before the frame shows: the frame's texts and those of the
 * areas whose parts appear all over the console (activities, comments, labels, accounts).
 * The other namespaces belong to one area each and load with that area's screens (the route
 * table names them: `lazyScreen(load, name, ['orders'])`), so a page carries only its own
 * area's texts (the page-weight budgets, issues 19 and 36: `admin`, 24 kB of German, loads
 * with the administration and account screens only).
 */
export const signedInNamespaces: readonly Namespace[] = [
  'common',
  'frame',
  'sales',
  'settings',
  'crm',
];

/** Texts as the JSON files hold them: nested objects whose leaves are texts. */
export interface NestedTexts {
  [key: string]: string | NestedTexts;
}

/** A language's texts: one tree per namespace. */
export type LanguageTexts = Record<Namespace, NestedTexts>;

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
