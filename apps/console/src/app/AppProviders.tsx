import type { Language } from '@adconsole/i18n';
import { UiProvider, type UiTranslate } from '@adconsole/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { loadPackageTexts } from './packageTexts.ts';
import type { AppRouter } from './router.ts';
import { useThemePreference } from './theme.ts';

/** i18n, the design system and server state, wired once for the whole console. */
export function AppProviders({
  i18n,
  queryClient,
  router,
  children,
}: {
  i18n: i18n;
  queryClient: QueryClient;
  router: AppRouter;
  children: ReactNode;
}) {
  const [language, setLanguage] = useState(i18n.language as Language);
  // Light or dark: the user's choice in the header, else the system's (issue 46).
  const { theme } = useThemePreference();
  // The page, for ui's toasts: a toast about a page goes when another page opens, one raised just
  // before (PAGE_TOAST_CARRY_MS) comes along. Told when the navigation starts, not when the next
  // page has resolved: a screen loaded on demand can take longer than the carry window on a busy
  // machine, and the notice of the save that opened it was dropped (promotions.e2e in CI).
  const [page, setPage] = useState(router.state.location.pathname);
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (event.pathChanged) setPage(event.toLocation.pathname);
      }),
    [router],
  );

  useEffect(() => {
    // i18next has the new language's texts when it says so; ui's and forms' come next.
    const onChange = (next: string) => {
      document.documentElement.lang = next;
      void loadPackageTexts(next as Language).then(() => setLanguage(next as Language));
      // What the server says in the reader's language (names of topics, sources, products;
      // messages) is asked again in the new one: the client sends it as Accept-Language.
      void queryClient.invalidateQueries();
    };
    document.documentElement.lang = i18n.language;
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, queryClient]);

  // The console's texts override ui's defaults key by key; unknown keys keep ui's own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per language re-renders ui's texts
  const translate = useCallback<UiTranslate>(
    (key, params) => (i18n.exists(key) ? i18n.t(key, params ?? {}) : undefined),
    [i18n, language],
  );

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <UiProvider
          locale={language}
          translate={translate}
          navigate={(href) => void router.navigate({ href })}
          page={page}
          theme={theme}
          isFullHeight
        >
          {children}
        </UiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
