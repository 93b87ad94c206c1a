import {
  isThemePreference,
  type ThemeName,
  type ThemePreference,
  useResolvedTheme,
} from '@adconsole/ui';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

import { THEME_PREFERENCE_KEY } from './storage.ts';

// The user's colour scheme (issue 46): "system" (the default: the operating system's light or
// dark, followed as it changes), light or dark, chosen in the header's menu and remembered in
// this browser's local storage (THEME_PREFERENCE_KEY), as the header's language is (session 14:
// a header choice is the browser's).

const listeners = new Set<() => void>();

function read(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_PREFERENCE_KEY);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    return 'system'; // storage disabled: the system's choice
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_PREFERENCE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Marks the page with the theme it shows: its first-paint colours and `color-scheme` (ui). */
export function markDocumentTheme(theme: ThemeName) {
  document.documentElement.dataset.theme = theme;
}

/**
 * The chosen preference, the theme it shows now, and the way to change it (remembered; where
 * the storage refuses, the choice stays as it was).
 */
export function useThemePreference(): {
  preference: ThemePreference;
  theme: ThemeName;
  choose: (preference: ThemePreference) => void;
} {
  const preference = useSyncExternalStore(subscribe, read, () => 'system' as const);
  const theme = useResolvedTheme(preference);
  useEffect(() => markDocumentTheme(theme), [theme]);
  const choose = useCallback((next: ThemePreference) => {
    try {
      if (next === 'system') localStorage.removeItem(THEME_PREFERENCE_KEY);
      else localStorage.setItem(THEME_PREFERENCE_KEY, next);
    } catch {
      // not remembered; nothing else to do
    }
    for (const listener of listeners) listener();
  }, []);
  return { preference, theme, choose };
}
