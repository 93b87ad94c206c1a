import { type ReactNode, useContext, useMemo } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { ConfirmHost } from '../components/ConfirmDialog/ConfirmHost.tsx';
import { ToastHost, ToastPage } from '../components/Toast/ToastHost.tsx';
import { type ThemeName, themes } from '../theme/themes.css.ts';
import { useCatalogue } from './catalogue.ts';
import { HostsContext, UiContext, type UiTranslate } from './context.ts';
import { swissLocales, type UiLocale } from './locales.ts';
import * as styles from './UiProvider.css.ts';
import { uiCatalogue } from './uiCatalogue.ts';

export {
  type UiTranslate,
  useThemeClassName,
  useUiLocale,
  useUiText,
  useUiTranslate,
} from './context.ts';

/** The locale react-aria formats dates and numbers with (the Swiss variant of each language). */
const ariaLocales = swissLocales;

export interface UiProviderProps {
  locale: UiLocale;
  /** Overrides ui's built-in texts; keys it does not know fall back to them. */
  translate?: UiTranslate;
  theme?: ThemeName;
  /** For an app's outermost provider: fill the whole viewport with the theme's background. */
  isFullHeight?: boolean;
  /**
   * The app router's navigate function: ui's links (Link, LinkTabs, menu items with `href`)
   * then navigate client side. ui itself knows no router.
   */
  navigate?: (href: string) => void;
  /** The app's current page (its path): toasts about a page go when it changes. */
  page?: string;
  /** Turns a route into the href the browser shows (e.g. adds the router's base path). */
  useHref?: (href: string) => string;
  children: ReactNode;
}

/**
 * Gives every ui component its locale, texts, theme and router, and hosts the toasts and the
 * global confirmation dialog (`useToast()`, `useConfirm()`).
 */
export function UiProvider({
  locale,
  translate,
  theme = 'light',
  isFullHeight = false,
  navigate,
  page,
  useHref,
  children,
}: UiProviderProps) {
  // Only the current language's texts, loaded on demand (issue 36).
  const messages = useCatalogue(uiCatalogue, locale);
  const value = useMemo(
    () => ({ locale, translate, theme, messages }),
    [locale, translate, theme, messages],
  );
  // A nested provider (another theme or language for one part of a screen) keeps using the
  // outer one's toasts and confirmation dialog: an app has one of each.
  const isNested = useContext(HostsContext);
  const content = (
    <>
      {page !== undefined && <ToastPage page={page} />}
      {children}
    </>
  );
  const hosted = isNested ? (
    content
  ) : (
    <HostsContext.Provider value>
      <ToastHost>
        <ConfirmHost>{content}</ConfirmHost>
      </ToastHost>
    </HostsContext.Provider>
  );
  return (
    <UiContext.Provider value={value}>
      <div
        className={[themes[theme], styles.root, isFullHeight && styles.fullHeight]
          .filter(Boolean)
          .join(' ')}
        lang={locale}
        data-theme={theme}
      >
        <I18nProvider locale={ariaLocales[locale]}>
          {navigate ? (
            <RouterProvider navigate={navigate} useHref={useHref}>
              {hosted}
            </RouterProvider>
          ) : (
            hosted
          )}
        </I18nProvider>
      </div>
    </UiContext.Provider>
  );
}
