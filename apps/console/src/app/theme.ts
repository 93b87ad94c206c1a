import { type ThemeName, type ThemePreference, useResolvedTheme } from '@adconsole/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { THEME_PREFERENCE_KEY } from './storage.ts';

// The user's colour scheme (issue 46): "system" (the default: the operating system's light or
// dark, followed as it changes), light or dark, chosen in the header's menu and remembered in
// this browser's local storage (THEME_PREFERENCE_KEY), as the header's language is (session 14:
// a header choice is the browser's). Every page reads it (here, in the entry); only the menu,
// loaded on demand, changes it (chooseTheme, features/shell/HeaderTheme.tsx).

function read(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_PREFERENCE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system'; // storage disabled: the system's choice
  }
}

/** A change of the stored choice: this tab's (chooseTheme) and another tab's alike. */
function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_PREFERENCE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * The chosen preference and the theme it shows now; marks the page with it (its first-paint
 * colours and `color-scheme`, which public/theme.js set before the code loaded).
 */
export function useThemePreference(): { preference: ThemePreference; theme: ThemeName } {
  const preference = useSyncExternalStore(subscribe, read, () => 'system' as const);
  const theme = useResolvedTheme(preference);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return { preference, theme };
}

/**
 * Remembers the choice ("system" forgets it) and tells this tab, as the browser tells the
 * others (a storage event). Where the storage refuses, the choice stays as it was.
 */
export function chooseTheme(preference: ThemePreference) {
  try {
    if (preference === 'system') localStorage.removeItem(THEME_PREFERENCE_KEY);
    else localStorage.setItem(THEME_PREFERENCE_KEY, preference);
  } catch {
    return;
  }
  window.dispatchEvent(new StorageEvent('storage', { key: THEME_PREFERENCE_KEY }));
}
