import type { BackendModule } from 'i18next';
import { isLanguage, type Language } from './languages.ts';
import type { Namespace, NestedTexts } from './namespaces.ts';

type TextsModule = () => Promise<{ default: NestedTexts }>;

// A dynamic import per language and namespace: the console's bundler makes each its own chunk,
// so a page loads the texts of the language it shows and of the namespaces it needs, not all
// sixteen (resources.ts has them all at once, for the server and tests). Written out one by
// one: a bundler splits only imports whose file it can read from the code.
const textModules = {
  de: {
    common: () => import('./locales/de/common.json'),
    frame: () => import('./locales/de/frame.json'),
    sales: () => import('./locales/de/sales.json'),
    settings: () => import('./locales/de/settings.json'),
    admin: () => import('./locales/de/admin.json'),
    crm: () => import('./locales/de/crm.json'),
    orders: () => import('./locales/de/orders.json'),
    documents: () => import('./locales/de/documents.json'),
    promotions: () => import('./locales/de/promotions.json'),
    digital: () => import('./locales/de/digital.json'),
    print: () => import('./locales/de/print.json'),
    post: () => import('./locales/de/post.json'),
    finances: () => import('./locales/de/finances.json'),
    configuration: () => import('./locales/de/configuration.json'),
    errors: () => import('./locales/de/errors.json'),
    home: () => import('./locales/de/home.json'),
    publishers: () => import('./locales/de/publishers.json'),
    creatives: () => import('./locales/de/creatives.json'),
    payouts: () => import('./locales/de/payouts.json'),
    'header-tag': () => import('./locales/de/header-tag.json'),
    reporting: () => import('./locales/de/reporting.json'),
    targeting: () => import('./locales/de/targeting.json'),
    merge: () => import('./locales/de/merge.json'),
    chat: () => import('./locales/de/chat.json'),
  },
  en: {
    common: () => import('./locales/en/common.json'),
    frame: () => import('./locales/en/frame.json'),
    sales: () => import('./locales/en/sales.json'),
    settings: () => import('./locales/en/settings.json'),
    admin: () => import('./locales/en/admin.json'),
    crm: () => import('./locales/en/crm.json'),
    orders: () => import('./locales/en/orders.json'),
    documents: () => import('./locales/en/documents.json'),
    promotions: () => import('./locales/en/promotions.json'),
    digital: () => import('./locales/en/digital.json'),
    print: () => import('./locales/en/print.json'),
    post: () => import('./locales/en/post.json'),
    finances: () => import('./locales/en/finances.json'),
    configuration: () => import('./locales/en/configuration.json'),
    errors: () => import('./locales/en/errors.json'),
    home: () => import('./locales/en/home.json'),
    publishers: () => import('./locales/en/publishers.json'),
    creatives: () => import('./locales/en/creatives.json'),
    payouts: () => import('./locales/en/payouts.json'),
    'header-tag': () => import('./locales/en/header-tag.json'),
    reporting: () => import('./locales/en/reporting.json'),
    targeting: () => import('./locales/en/targeting.json'),
    merge: () => import('./locales/en/merge.json'),
    chat: () => import('./locales/en/chat.json'),
  },
  fr: {
    common: () => import('./locales/fr/common.json'),
    frame: () => import('./locales/fr/frame.json'),
    sales: () => import('./locales/fr/sales.json'),
    settings: () => import('./locales/fr/settings.json'),
    admin: () => import('./locales/fr/admin.json'),
    crm: () => import('./locales/fr/crm.json'),
    orders: () => import('./locales/fr/orders.json'),
    documents: () => import('./locales/fr/documents.json'),
    promotions: () => import('./locales/fr/promotions.json'),
    digital: () => import('./locales/fr/digital.json'),
    print: () => import('./locales/fr/print.json'),
    post: () => import('./locales/fr/post.json'),
    finances: () => import('./locales/fr/finances.json'),
    configuration: () => import('./locales/fr/configuration.json'),
    errors: () => import('./locales/fr/errors.json'),
    home: () => import('./locales/fr/home.json'),
    publishers: () => import('./locales/fr/publishers.json'),
    creatives: () => import('./locales/fr/creatives.json'),
    payouts: () => import('./locales/fr/payouts.json'),
    'header-tag': () => import('./locales/fr/header-tag.json'),
    reporting: () => import('./locales/fr/reporting.json'),
    targeting: () => import('./locales/fr/targeting.json'),
    merge: () => import('./locales/fr/merge.json'),
    chat: () => import('./locales/fr/chat.json'),
  },
  it: {
    common: () => import('./locales/it/common.json'),
    frame: () => import('./locales/it/frame.json'),
    sales: () => import('./locales/it/sales.json'),
    settings: () => import('./locales/it/settings.json'),
    admin: () => import('./locales/it/admin.json'),
    crm: () => import('./locales/it/crm.json'),
    orders: () => import('./locales/it/orders.json'),
    documents: () => import('./locales/it/documents.json'),
    promotions: () => import('./locales/it/promotions.json'),
    digital: () => import('./locales/it/digital.json'),
    print: () => import('./locales/it/print.json'),
    post: () => import('./locales/it/post.json'),
    finances: () => import('./locales/it/finances.json'),
    configuration: () => import('./locales/it/configuration.json'),
    errors: () => import('./locales/it/errors.json'),
    home: () => import('./locales/it/home.json'),
    publishers: () => import('./locales/it/publishers.json'),
    creatives: () => import('./locales/it/creatives.json'),
    payouts: () => import('./locales/it/payouts.json'),
    'header-tag': () => import('./locales/it/header-tag.json'),
    reporting: () => import('./locales/it/reporting.json'),
    targeting: () => import('./locales/it/targeting.json'),
    merge: () => import('./locales/it/merge.json'),
    chat: () => import('./locales/it/chat.json'),
  },
} satisfies Record<Language, Record<Namespace, TextsModule>>;

/**
 * The i18next backend of createI18n: reads the bundled texts of a language and namespace from
 * their chunk. i18next calls it when a namespace of a language is first needed: at start (the
 * default namespace), on loadNamespaces (loadAllNamespaces) and on changeLanguage (every
 * namespace loaded so far), which resolve once the texts are in.
 */
export const bundledTextsBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read(language, namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`There are no bundled texts in ${language}`), false);
      return;
    }
    const modules: Partial<Record<string, TextsModule>> = textModules[language];
    const load = Object.hasOwn(modules, namespace) ? modules[namespace] : undefined;
    if (!load) {
      // A namespace we do not ship (the translate service's own, e.g.): none bundled.
      callback(null, {});
      return;
    }
    load().then(
      // A copy: the store changes its texts in place, and the next instance (a test's) must
      // get them as shipped.
      ({ default: texts }) => callback(null, structuredClone(texts)),
      // Not retried (false): the same chunk again would most likely fail the same way; i18next
      // announces the failure as a 'failedLoading' event.
      (error: unknown) => callback(error as Error, false),
    );
  },
};
