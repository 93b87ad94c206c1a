import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { I18nProvider } from 'react-aria-components';
import { type ThemeName, themes } from '../theme/themes.css.ts';
import {
  interpolate,
  type TranslateParams,
  type UiLocale,
  type UiMessageKey,
  uiMessages,
} from './messages.ts';
import * as styles from './UiProvider.css.ts';

/**
 * The locale react-aria formats dates and numbers with: the Swiss variant of each language,
 * so dates read DD.MM.YYYY and weeks start on Monday in all four.
 */
const ariaLocales: Record<UiLocale, string> = {
  de: 'de-CH',
  en: 'en-CH',
  fr: 'fr-CH',
  it: 'it-CH',
};

/** An app's translate function: a text for the key, or undefined to keep ui's default. */
export type UiTranslate = (key: string, params?: TranslateParams) => string | undefined;

interface UiContextValue {
  locale: UiLocale;
  theme: ThemeName;
  translate: UiTranslate | undefined;
}

const UiContext = createContext<UiContextValue>({
  locale: 'de',
  theme: 'light',
  translate: undefined,
});

export interface UiProviderProps {
  locale: UiLocale;
  /** Overrides ui's built-in texts; keys it does not know fall back to them. */
  translate?: UiTranslate;
  theme?: ThemeName;
  /** For an app's outermost provider: fill the whole viewport with the theme's background. */
  isFullHeight?: boolean;
  children: ReactNode;
}

/** Gives every ui component its locale, texts and theme. */
export function UiProvider({
  locale,
  translate,
  theme = 'light',
  isFullHeight = false,
  children,
}: UiProviderProps) {
  const value = useMemo(() => ({ locale, translate, theme }), [locale, translate, theme]);
  return (
    <UiContext.Provider value={value}>
      <div
        className={[themes[theme], styles.root, isFullHeight && styles.fullHeight]
          .filter(Boolean)
          .join(' ')}
        lang={locale}
        data-theme={theme}
      >
        <I18nProvider locale={ariaLocales[locale]}>{children}</I18nProvider>
      </div>
    </UiContext.Provider>
  );
}

export function useUiLocale(): UiLocale {
  return useContext(UiContext).locale;
}

/** ui's text for a key in the current locale, the app's override first. */
export function useUiText() {
  const { locale, translate } = useContext(UiContext);
  return useCallback(
    (key: UiMessageKey, params?: TranslateParams) =>
      translate?.(key, params) ?? interpolate(uiMessages[locale][key], params),
    [locale, translate],
  );
}
