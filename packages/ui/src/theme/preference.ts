import { useMediaQuery } from '../hooks/useMediaQuery.ts';
import type { ThemeName } from './themes.css.ts';

/**
 * What a user may choose (issue 46): one of the themes, or "system", which follows the
 * operating system's light or dark setting (`prefers-color-scheme`) and changes with it.
 */
export const themePreferences = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof themePreferences)[number];

/** The media query of an operating system set to dark. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function isThemePreference(value: unknown): value is ThemePreference {
  return themePreferences.includes(value as ThemePreference);
}

/** The theme a preference shows, given whether the system is set to dark. */
export function resolveTheme(preference: ThemePreference, systemIsDark: boolean): ThemeName {
  if (preference === 'system') return systemIsDark ? 'dark' : 'light';
  return preference;
}

/** The theme a preference shows now; re-renders when the system's setting changes. */
export function useResolvedTheme(preference: ThemePreference): ThemeName {
  return resolveTheme(preference, useMediaQuery(DARK_SCHEME_QUERY));
}
