import { createContext, useCallback, useContext } from 'react';
import { type ThemeName, themes } from '../theme/themes.css.ts';
import { interpolate, type TranslateParams, type UiLocale, withCounts } from './locales.ts';
import type { UiMessageKey } from './messages.ts';

/** An app's translate function: a text for the key, or undefined to keep ui's default. */
export type UiTranslate = (key: string, params?: TranslateParams) => string | undefined;

export interface UiContextValue {
  locale: UiLocale;
  theme: ThemeName;
  translate: UiTranslate | undefined;
  /**
   * ui's own texts in the current locale. Only UiProvider imports the catalogue, so a
   * component (Button, say) ships none of it: an app pays for the four languages once.
   */
  messages: Readonly<Record<UiMessageKey, string>> | undefined;
}

export const UiContext = createContext<UiContextValue>({
  locale: 'de',
  theme: 'light',
  translate: undefined,
  messages: undefined,
});

/** True below a UiProvider that hosts the toasts and the confirmation dialog. */
export const HostsContext = createContext(false);

export function useUiLocale(): UiLocale {
  return useContext(UiContext).locale;
}

/**
 * The app's translate function given to UiProvider, for packages built on ui (forms) that
 * let the app override their own texts the same way.
 */
export function useUiTranslate(): UiTranslate | undefined {
  return useContext(UiContext).translate;
}

/**
 * ui's text for a key in the current locale, the app's override first. Its numbers are written
 * as counts (2'352) before either sees them.
 */
export function useUiText() {
  const { translate, messages } = useContext(UiContext);
  return useCallback(
    // Outside a UiProvider there is no catalogue: the key shows, which a story or test spots.
    (key: UiMessageKey, params?: TranslateParams) => {
      const shown = withCounts(params);
      return translate?.(key, shown) ?? interpolate(messages?.[key] ?? key, shown);
    },
    [translate, messages],
  );
}

/**
 * The class that gives an element the current theme's variables. Overlays (popovers, dialogs,
 * tooltips) render into document.body, outside the provider's element, so they carry it too.
 */
export function useThemeClassName(): string {
  return themes[useContext(UiContext).theme];
}
