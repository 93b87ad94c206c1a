import { createCatalogue } from './catalogue.ts';
import type { UiMessageKey } from './messages/en.ts';

/**
 * ui's own texts, one chunk per language (issue 36): UiProvider shows the current one. An app
 * loads it before its first paint with `loadUiMessages(locale)`, else the first render shows
 * the keys for a moment.
 */
export const uiCatalogue = createCatalogue<Readonly<Record<UiMessageKey, string>>>({
  de: () => import('./messages/de.ts').then((texts) => texts.de),
  en: () => import('./messages/en.ts').then((texts) => texts.en),
  fr: () => import('./messages/fr.ts').then((texts) => texts.fr),
  it: () => import('./messages/it.ts').then((texts) => texts.it),
});

/** Loads ui's texts in a language; resolves once they are in. */
export const loadUiMessages = uiCatalogue.load;
