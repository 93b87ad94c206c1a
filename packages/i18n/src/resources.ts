import type { Language } from './languages.ts';
import deCommon from './locales/de/common.json';
import enCommon from './locales/en/common.json';
import frCommon from './locales/fr/common.json';
import itCommon from './locales/it/common.json';

export const namespaces = ['common'] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'common';

/** The bundled interface texts, complete in every language. */
export const bundledResources = {
  de: { common: deCommon },
  en: { common: enCommon },
  fr: { common: frCommon },
  it: { common: itCommon },
} satisfies Record<Language, Record<Namespace, unknown>>;
