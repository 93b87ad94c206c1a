import { loadFormMessages } from '@adconsole/forms';
import type { Language } from '@adconsole/i18n';
import { loadUiMessages } from '@adconsole/ui';

/**
 * ui's and forms' own texts in one language: a chunk each, loaded like the console's own
 * namespaces (issue 36: a page carries the language it shows, not all four). Before the first
 * paint and before a language change shows, so no key and no mix of two languages shows.
 * A failed load leaves the keys to the console's own texts, which override most of them.
 */
export const loadPackageTexts = (language: Language): Promise<unknown> =>
  Promise.all([loadUiMessages(language), loadFormMessages(language)]).catch(() => undefined);
