import { createCatalogue } from '@adconsole/ui';
import type { FormTexts } from './format.ts';

/**
 * forms' own texts, one chunk per language (issue 36): the fields show the current one. An app
 * loads it before its first paint with `loadFormMessages(locale)`.
 */
export const formCatalogue = createCatalogue<FormTexts>({
  de: () => import('./texts/de.ts').then((texts) => texts.de),
  en: () => import('./texts/en.ts').then((texts) => texts.en),
  fr: () => import('./texts/fr.ts').then((texts) => texts.fr),
  it: () => import('./texts/it.ts').then((texts) => texts.it),
});

/** Loads forms' texts in a language; resolves once they are in. */
export const loadFormMessages = formCatalogue.load;
