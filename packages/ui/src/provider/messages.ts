import type { UiLocale } from './locales.ts';
import { de } from './messages/de.ts';
import { en, type UiMessageKey } from './messages/en.ts';
import { fr } from './messages/fr.ts';
import { it } from './messages/it.ts';

export type { UiMessageKey } from './messages/en.ts';

/**
 * ui's own texts in every language, so another app can use ui without any i18n set-up.
 * An app's translate function may override any of them by key. All four at once, for tests
 * and build tools; UiProvider loads only the language it shows (`uiCatalogue`, issue 36).
 */
export const uiMessages = { en, de, fr, it } as const satisfies Record<
  UiLocale,
  Readonly<Record<UiMessageKey, string>>
>;
